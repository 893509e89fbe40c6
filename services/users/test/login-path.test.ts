import { UsersCalls } from '@arogya/contracts';
import {
  loadConfig,
  PLATFORM_MIGRATIONS,
  openDatabase,
  createLogger,
  ShopError,
} from '@arogya/platform';
import { dropNamespace, testEnv, uniqueNamespace, type TestEnv } from '@arogya/testing';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DataSource } from 'typeorm';
import { GoogleVerifier } from '../src/auth/google-verifier.js';
import { PasswordHasher } from '../src/auth/passwords.js';
import { TokenService } from '../src/auth/tokens.js';
import { usersEnvSchema } from '../src/config.js';
import { CreateUsers1763700000200 } from '../src/migrations/1763700000200-create-users.js';
import { UserEntity } from '../src/users/user.entity.js';
import { UsersService } from '../src/users/users.service.js';

/** Counts real argon2 verifications. */
class CountingHasher extends PasswordHasher {
  verifications = 0;
  override async verify(passwordHash: string | null, password: string) {
    this.verifications++;
    return super.verify(passwordHash, password);
  }
}

const ns = uniqueNamespace('login');
let env: TestEnv;
let ds: DataSource;
let hasher: CountingHasher;
let service: UsersService;

before(async () => {
  env = await testEnv();
  ds = await openDatabase({
    serverUrl: env.postgresUrl,
    name: ns.database('users'),
    entities: [UserEntity],
    migrations: [...PLATFORM_MIGRATIONS, CreateUsers1763700000200],
  });
  const config = loadConfig(usersEnvSchema, {});
  const tokens = new TokenService(config, createLogger('test', 'silent'));
  await tokens.onModuleInit();
  hasher = new CountingHasher();
  service = new UsersService(ds, hasher, tokens, new GoogleVerifier(config));
});
after(async () => {
  await ds?.destroy();
  await dropNamespace(env, ns);
});

const refused = (e: unknown) =>
  e instanceof ShopError && e.status === 401 && e.message === 'Invalid email or password';

describe('login does the same work whether or not the e-mail exists', () => {
  it('verifies one argon2 hash for a known e-mail, an unknown one, and a Google-only account', async () => {
    await service.register({
      name: 'Known',
      email: 'known@test.local',
      password: 'right-password',
    });
    await ds.getRepository(UserEntity).save(
      ds.getRepository(UserEntity).create({
        name: 'G',
        email: 'google-only@test.local',
        passwordHash: null,
        role: 'customer',
        googleSub: 'g-1',
        tokenVersion: 0,
      }),
    );
    for (const email of ['known@test.local', 'unknown@test.local', 'google-only@test.local']) {
      hasher.verifications = 0;
      await assert.rejects(() => service.login({ email, password: 'wrong-password' }), refused);
      assert.equal(hasher.verifications, 1, email);
    }
    hasher.verifications = 0;
    // as the server reads it: the call's parse lower-cases the address
    const ok = await service.login(
      UsersCalls.login.parse({ email: 'KNOWN@test.local', password: 'right-password' }),
    );
    assert.equal(ok.user.email, 'known@test.local');
    assert.equal(hasher.verifications, 1);
  });

  it('stores argon2id hashes, never the password', async () => {
    const [row] = (await ds.query(
      `SELECT password_hash FROM users WHERE email = 'known@test.local'`,
    )) as {
      password_hash: string;
    }[];
    assert.match(row!.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.ok(!row!.password_hash.includes('right-password'));
  });
});

describe('first admin', () => {
  it('taking over an address someone registered: the operator’s password, earlier sessions revoked', async () => {
    const squatter = await service.register({
      name: 'Squatter',
      email: 'owner@test.local',
      password: 'squatter-pass',
    });
    const before = await service.authState(squatter.user._id);
    assert.equal(await service.ensureAdmin('Owner', 'owner@test.local', 'operator-pass-1'), true);
    const after = await service.authState(squatter.user._id);
    assert.equal(after.role, 'admin');
    assert.ok(after.tokenVersion > before.tokenVersion, 'old tokens no longer valid');
    await assert.rejects(
      () => service.login({ email: 'owner@test.local', password: 'squatter-pass' }),
      refused,
    );
    assert.equal(
      (await service.login({ email: 'owner@test.local', password: 'operator-pass-1' })).user.role,
      'admin',
    );
    assert.equal(
      await service.ensureAdmin('Owner', 'someone-else@test.local', 'x-pass-123'),
      false,
      'only when there is no admin',
    );
  });
});
