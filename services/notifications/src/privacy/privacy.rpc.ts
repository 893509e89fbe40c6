import { PrivacyExportCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PrivacyExport } from './privacy-export.service.js';

/** The person's part of "Download my data" (`notifications.privacy.export`), asked by the gateway. */
@Injectable()
export class PrivacyRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly exports: PrivacyExport,
  ) {}

  onModuleInit() {
    this.rpc.handle(PrivacyExportCalls.notifications, (r) => this.exports.export(r));
  }
}
