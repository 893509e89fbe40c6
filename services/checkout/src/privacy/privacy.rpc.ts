import { PrivacyExportCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PrivacyService } from './privacy.service.js';

/** The checkout service's part of a person's data export (`checkout.privacy.export`). */
@Injectable()
export class PrivacyRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly privacy: PrivacyService,
  ) {}

  onModuleInit() {
    this.rpc.handle(PrivacyExportCalls.checkout, ({ caller }) =>
      this.privacy.export(caller.userId),
    );
  }
}
