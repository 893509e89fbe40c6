import { UsersCalls, type AccountMessage } from '@arogya/contracts';
import {
  loadConfig,
  PLATFORM_MIGRATIONS,
  openDatabase,
  createLogger,
  ShopError,
} from '@arogya/platform';
import { dropNamespace, testEnv, uniqueNamespace, until, type TestEnv } from '@arogya/testing';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DataSource } from 'typeorm';
import { GoogleVerifier } from '../src/auth/google-verifier.js';
import { PasswordHasher } from '../src/auth/passwords.js';
import { TokenService } from '../src/auth/tokens.js';
import { usersEnvSchema } from '../src/config.js';
import { AccountMail } from '../src/account/account-mail.js';
import { SignIn } from '../src/auth/sign-in.service.js';
import { CreateUsers1763700000200 } from '../src/migrations/1763700000200-create-users.js';
import { Accounts1768100000200 } from '../src/migrations/1768100000200-accounts.js';
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
let users: UsersService;
let service: SignIn & Pick<UsersService, 'authState' | 'ensureAdmin'>;
/** The account messages asked for (the notifications service is not part of this test). */
const asked: AccountMessage[] = [];

before(async () => {
  env = await testEnv();
  ds = await openDatabase({
    serverUrl: env.postgresUrl,
    name: ns.database('users'),
    entities: [UserEntity],
    migrations: [...PLATFORM_MIGRATIONS, CreateUsers1763700000200, Accounts1768100000200],
  });
  const config = loadConfig(usersEnvSchema, {});
  const tokens = new TokenService(config, createLogger('test', 'silent'));
  await tokens.onModuleInit();
  hasher = new CountingHasher();
  const log = createLogger('test', 'silent');
  const rpc = {
    call: (_: unknown, message: AccountMessage) => {
      asked.push(message);
      return Promise.resolve({ queued: 1 });
    },
  } as unknown as ConstructorParameters<typeof AccountMail>[0];
  const signIn = new SignIn(
    ds,
    hasher,
    tokens,
    new GoogleVerifier(config),
    new AccountMail(rpc, config, log),
  );
  users = new UsersService(ds, hasher, signIn);
  service = Object.assign(signIn, {
    authState: users.authState.bind(users),
    ensureAdmin: users.ensureAdmin.bind(users),
  });
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

describe('signing up with an address that has an account', () => {
  it('answers as for a new one, signs in as one, and tells the owner instead', async () => {
    const owner = await service.register({
      name: 'Owner',
      email: 'taken@test.local',
      password: 'owner-password',
    });
    const other = await service.register({
      name: 'Other',
      email: 'taken@test.local',
      password: 'other-password',
    });
    assert.deepEqual(Object.keys(other).sort(), Object.keys(owner).sort());
    assert.deepEqual(Object.keys(other.user).sort(), Object.keys(owner.user).sort());
    assert.equal(other.user.email, 'taken@test.local');
    assert.notEqual(other.user._id, owner.user._id);
    // each password signs in to its own account
    const asOwner = await service.login({ email: 'taken@test.local', password: 'owner-password' });
    const asOther = await service.login({ email: 'taken@test.local', password: 'other-password' });
    assert.equal(asOwner.user._id, owner.user._id);
    assert.equal(asOther.user._id, other.user._id);
    // the second account owns no address
    const [row] = (await ds.query('SELECT email, requested_email FROM users WHERE id = $1', [
      other.user._id,
    ])) as { email: string | null; requested_email: string }[];
    assert.deepEqual(row, { email: null, requested_email: 'taken@test.local' });
    // messages about its orders go nowhere near the address it does not own
    assert.equal((await users.contact(other.user._id)).email, '');
    assert.equal((await users.contact(owner.user._id)).email, 'taken@test.local');
    // the owner got a verification link for their sign-up, then word of the second one
    const kinds = await until(() => {
      const k = asked.filter((a) => a.email === 'taken@test.local').map((a) => a.kind);
      return k.length >= 2 ? k : undefined;
    });
    assert.deepEqual(kinds.sort(), ['account-exists', 'verify-email']);
    assert.equal(asked.find((a) => a.kind === 'account-exists')!.userId, owner.user._id);
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
