import { AccountMessageCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountMessages } from './account-messages.service.js';

/** The call the users service makes to send a message about an account. */
@Injectable()
export class AccountMessagesRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly accounts: AccountMessages,
  ) {}

  onModuleInit() {
    this.rpc.handle(AccountMessageCalls.send, (a) => this.accounts.send(a));
  }
}
