import { PrivacyExportCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PrivacyService } from './privacy.service.js';

/** The cart's part of a person's data export (`cart.privacy.export`), for the caller only. */
@Injectable()
export class PrivacyRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly privacy: PrivacyService,
  ) {}

  onModuleInit() {
    this.rpc.handle(PrivacyExportCalls.cart, ({ caller }) => this.privacy.export(caller.userId));
  }
}
