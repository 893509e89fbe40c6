import { Algorithm, hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes). */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes and checks passwords. */
@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  /**
   * Checks `password` against `passwordHash`; with no hash (unknown e-mail, Google-only
   * account) it checks against a dummy hash of the same cost, so that the answer takes as
   * long whether or not the account exists.
   */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    this.dummy ??= hash('not-a-real-password', OPTIONS);
    const target = passwordHash ?? (await this.dummy);
    const ok = await verify(target, password).catch(() => false);
    return ok && passwordHash !== null;
  }
}
