import { UsersCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AddressBook } from '../addresses/address-book.service.js';
import { OneTimeCodes } from '../account/otp.service.js';
import { Recovery } from '../account/recovery.service.js';
import { SignIn } from '../auth/sign-in.service.js';
import { TokenService } from '../auth/tokens.js';
import { Erasure } from '../privacy/erasure.service.js';
import { PersonalData } from '../privacy/personal-data.js';
import { ProfileService } from '../profile/profile.service.js';
import { UsersService } from './users.service.js';

/**
 * The calls the users service answers: sign-in (`users.auth.*`), getting back in
 * (`users.recovery.*`, `users.otp.*`), the person's own account (`users.me.*`) and the admin's
 * (`users.admin.*`).
 */
@Injectable()
export class UsersRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly users: UsersService,
    private readonly signIn: SignIn,
    private readonly recovery: Recovery,
    private readonly codes: OneTimeCodes,
    private readonly profile: ProfileService,
    private readonly tokens: TokenService,
    private readonly addressBook: AddressBook,
    private readonly erasure: Erasure,
    private readonly personal: PersonalData,
  ) {}

  onModuleInit() {
    const { rpc, users, signIn, recovery, codes, profile } = this;
    rpc.handle(UsersCalls.register, (fields) => signIn.register(fields));
    rpc.handle(UsersCalls.login, (credentials) => signIn.login(credentials));
    rpc.handle(UsersCalls.googleLogin, ({ token }) => signIn.googleLogin(token));
    rpc.handle(UsersCalls.jwks, () => this.tokens.jwks());
    rpc.handle(UsersCalls.authState, ({ id }) => users.authState(id));
    rpc.handle(UsersCalls.contact, ({ id }) => users.contact(id));
    rpc.handle(UsersCalls.forgotPassword, ({ email }) => recovery.forgot(email));
    rpc.handle(UsersCalls.resetPassword, ({ token, password }) => recovery.reset(token, password));
    rpc.handle(UsersCalls.verifyEmail, ({ token }) => recovery.verifyEmail(token));
    rpc.handle(UsersCalls.resendVerification, ({ caller }) => recovery.resendVerification(caller));
    rpc.handle(UsersCalls.requestOtp, ({ phone }) => codes.requestSignIn(phone));
    rpc.handle(UsersCalls.verifyOtp, ({ phone, code, name }) =>
      codes.verifySignIn(phone, code, name),
    );
    rpc.handle(UsersCalls.me, ({ caller }) => profile.me(caller));
    rpc.handle(UsersCalls.updateMe, ({ caller, name }) => profile.rename(caller, name));
    rpc.handle(UsersCalls.changePassword, ({ caller, currentPassword, newPassword }) =>
      profile.changePassword(caller, currentPassword, newPassword),
    );
    rpc.handle(UsersCalls.addPhone, ({ caller, phone }) => codes.requestAddPhone(caller, phone));
    rpc.handle(UsersCalls.verifyPhone, ({ caller, code }) => codes.verifyAddPhone(caller, code));
    const book = this.addressBook;
    rpc.handle(UsersCalls.addresses, ({ caller }) => book.list(caller));
    rpc.handle(UsersCalls.addAddress, ({ caller, address, isDefault }) =>
      book.add(caller, address, isDefault),
    );
    rpc.handle(UsersCalls.updateAddress, ({ caller, id, address, isDefault }) =>
      book.update(caller, id, address, isDefault),
    );
    rpc.handle(UsersCalls.removeAddress, ({ caller, id }) => book.remove(caller, id));
    rpc.handle(UsersCalls.requestErasure, ({ caller, password }) =>
      this.erasure.request(caller, password),
    );
    rpc.handle(UsersCalls.erasures, ({ userId }) => this.erasure.list(userId));
    rpc.handle(UsersCalls.exportMine, ({ caller }) => this.personal.exportMine(caller));
    rpc.handle(UsersCalls.sendReset, ({ id }) => recovery.adminSendReset(id));
    rpc.handle(UsersCalls.list, () => users.list());
    rpc.handle(UsersCalls.page, (page) => users.adminList(page));
    rpc.handle(UsersCalls.get, ({ id }) => this.personal.adminView(id));
    rpc.handle(UsersCalls.create, ({ user }) => users.adminCreate(user));
    rpc.handle(UsersCalls.update, ({ id, changes }) => users.adminUpdate(id, changes));
    rpc.handle(UsersCalls.delete, ({ id }) => users.adminDelete(id));
  }
}
