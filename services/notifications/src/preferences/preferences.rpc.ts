import { PreferenceCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ContactService } from '../contact/contact.service.js';
import { Recipients } from '../recipients/recipients.js';
import { PreferencesService } from './preferences.service.js';

/** Calls about people's choices, the contact form and the staff's settings. */
@Injectable()
export class PreferencesRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly preferences: PreferencesService,
    private readonly contact: ContactService,
    private readonly recipients: Recipients,
  ) {}

  onModuleInit() {
    const { rpc, preferences: p, contact } = this;
    rpc.handle(PreferenceCalls.mine, ({ caller }) => p.mine(caller));
    rpc.handle(PreferenceCalls.update, ({ caller, changes }) => p.update(caller, changes));
    rpc.handle(PreferenceCalls.byToken, ({ token }) => p.byToken(token));
    rpc.handle(PreferenceCalls.updateByToken, (r) => p.updateByToken(r.token, r.changes));
    rpc.handle(PreferenceCalls.unsubscribe, ({ token }) => p.unsubscribe(token));
    rpc.handle(PreferenceCalls.contact, ({ input, ip }) => contact.submit(input, ip));
    rpc.handle(PreferenceCalls.contactInfo, () => contact.info());
    rpc.handle(PreferenceCalls.settings, () => this.recipients.staff());
    rpc.handle(PreferenceCalls.updateSettings, ({ settings }) =>
      this.recipients.setStaff(settings),
    );
  }
}
