import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { GoogleVerifier } from './auth/google-verifier.js';
import { PasswordHasher } from './auth/passwords.js';
import { TokenService } from './auth/tokens.js';
import { loadUsersConfig, USERS_CONFIG } from './config.js';
import { CreateUsers1763700000200 } from './migrations/1763700000200-create-users.js';
import { Accounts1768100000200 } from './migrations/1768100000200-accounts.js';
import { AddressBook } from './addresses/address-book.service.js';
import { ErasureDoneHandler } from './privacy/erasure-done.handler.js';
import { Erasure } from './privacy/erasure.service.js';
import { PersonalData } from './privacy/personal-data.js';
import { AccountMail } from './account/account-mail.js';
import { OneTimeCodes } from './account/otp.service.js';
import { Recovery } from './account/recovery.service.js';
import { SignIn } from './auth/sign-in.service.js';
import { ProfileService } from './profile/profile.service.js';
import { FirstAdmin } from './users/first-admin.js';
import { UserEntity } from './users/user.entity.js';
import { UsersRpc } from './users/users.rpc.js';
import { UsersService } from './users/users.service.js';

/** Default health and metrics port of the users service. */
export const USERS_OPS_PORT = 9102;

@Module({
  imports: [
    PlatformModule.forService({
      name: 'users',
      defaultOpsPort: USERS_OPS_PORT,
      database: {
        entities: [UserEntity],
        migrations: [CreateUsers1763700000200, Accounts1768100000200],
      },
    }),
  ],
  providers: [
    { provide: USERS_CONFIG, useFactory: loadUsersConfig },
    PasswordHasher,
    TokenService,
    GoogleVerifier,
    AccountMail,
    SignIn,
    Recovery,
    OneTimeCodes,
    ProfileService,
    AddressBook,
    Erasure,
    ErasureDoneHandler,
    PersonalData,
    UsersService,
    UsersRpc,
    FirstAdmin,
  ],
})
export class AppModule {}
