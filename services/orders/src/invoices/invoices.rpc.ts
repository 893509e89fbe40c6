import { InvoiceCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InvoicesService } from './invoices.service.js';

/** The calls about an order's invoice and credit note (`orders.invoices.*`). */
@Injectable()
export class InvoicesRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly invoices: InvoicesService,
  ) {}

  onModuleInit() {
    const { rpc, invoices } = this;
    rpc.handle(InvoiceCalls.get, ({ caller, id }) => invoices.view(caller, id));
    rpc.handle(InvoiceCalls.pdf, ({ caller, id, kind }) => invoices.pdf(caller, id, kind));
    rpc.handle(InvoiceCalls.claimNotes, ({ caller, id }) => invoices.claimNotes(caller, id));
    rpc.handle(InvoiceCalls.claimNotePdf, ({ caller, id, number }) =>
      invoices.claimNotePdf(caller, id, number),
    );
    rpc.handle(InvoiceCalls.adminPdf, ({ caller, id, kind }) => invoices.pdf(caller, id, kind));
  }
}
