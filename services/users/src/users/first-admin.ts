import { LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { USERS_CONFIG, type UsersEnv } from '../config.js';
import { UsersService } from './users.service.js';

/**
 * With `ADMIN_EMAIL` set and no admin in the shop, creates the first admin (or promotes the
 * account with that e-mail, giving it this password and revoking its earlier sessions). Without `ADMIN_PASSWORD` a password is generated and printed
 * once, on standard output only, the one time it is created.
 */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersService,
    @Inject(USERS_CONFIG) private readonly config: UsersEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async onApplicationBootstrap() {
    const email = this.config.ADMIN_EMAIL;
    if (!email) return;
    const password = this.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
    const created = await this.users.ensureAdmin(this.config.ADMIN_NAME, email, password);
    if (!created) return;
    this.log.info({ email }, 'First admin created');
    if (!this.config.ADMIN_PASSWORD) {
      process.stdout.write(
        `\n  First admin: ${email}\n  Password:    ${password}\n  (shown once; change it after signing in)\n\n`,
      );
    }
  }
}
