import { AccountMessageCalls, type AccountMessage } from '@arogya/contracts';
import { LOGGER, RpcClient, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { USERS_CONFIG, type UsersEnv } from '../config.js';

type Message = Pick<AccountMessage, 'kind' | 'id'> & Partial<AccountMessage>;

/**
 * Account messages, sent by the notifications service (the only one that sends anything). The
 * link or code travels in the call, never in an event: it is not kept in any stream.
 */
@Injectable()
export class AccountMail {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(USERS_CONFIG) private readonly config: UsersEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** A storefront page's link carrying a token. */
  link(page: 'verify-email' | 'reset-password', token: string): string {
    return `${this.config.SHOP_URL}/${page}?token=${encodeURIComponent(token)}`;
  }

  /** Asks for the message; a failure is logged (the person can ask again), never thrown. */
  async send(message: Message): Promise<void> {
    try {
      await this.rpc.call(AccountMessageCalls.send, {
        userId: null,
        name: '',
        email: null,
        phone: null,
        link: null,
        code: null,
        expiresMinutes: null,
        details: {},
        ...message,
      });
    } catch (err) {
      this.log.error({ err, kind: message.kind, id: message.id }, 'Account message not sent');
    }
  }

  /**
   * Runs `work` after the caller has answered: what an answer must not reveal (whether an
   * address has an account) cannot show in its timing either.
   */
  afterAnswer(what: string, work: () => Promise<unknown>): void {
    setImmediate(() => {
      work().catch((err: unknown) => this.log.error({ err }, `${what} failed`));
    });
  }
}
