// Uploads in an S3-compatible object store (issue 18): UPLOAD_STORE=s3 puts admins' images in a
// bucket and every gateway replica serves them from it. The store here is the one S3_TEST_ENDPOINT
// names (a MinIO, with S3_TEST_ACCESS_KEY / S3_TEST_SECRET_KEY and an existing S3_TEST_BUCKET), or
// else s3rver, an S3 server in Node that stores objects in a directory, started empty on a free port.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { callJson, freePort, startGateway, startUsers, testShop } from '@arogya/testing';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import S3rver from 's3rver';
import { TINY_PNG, uploadFile } from './auth-fixtures.js';

const ADMIN = { email: 's3-admin@test.local', password: 's3-admin-pass' };
const BUCKET = process.env.S3_TEST_BUCKET ?? 'arogya-uploads';
const KEYS = {
  AWS_ACCESS_KEY_ID: process.env.S3_TEST_ACCESS_KEY ?? 'S3RVER',
  AWS_SECRET_ACCESS_KEY: process.env.S3_TEST_SECRET_KEY ?? 'S3RVER',
};

let server: S3rver | undefined;
let directory = '';
let endpoint = process.env.S3_TEST_ENDPOINT ?? '';

async function startStore(port: number) {
  server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
  });
  await server.run();
}

const storeEnv = () => ({
  UPLOAD_STORE: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_REGION: 'ap-south-1',
  // the store starts empty: the gateway makes its bucket (as in dev and compose)
  S3_CREATE_BUCKET: 'true',
  ...KEYS,
});

let storePort = 0;
const shop = testShop('uploads3', async (env, ns) => {
  if (!endpoint) {
    directory = await mkdtemp(join(tmpdir(), 'arogya-s3-'));
    storePort = await freePort();
    await startStore(storePort);
    endpoint = `http://127.0.0.1:${storePort}`;
  }
  const users = await startUsers(env, ns, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  // two replicas of the gateway sharing nothing but the store
  const [gateway, replica] = await Promise.all([
    startGateway(env, ns, storeEnv()),
    startGateway(env, ns, storeEnv()),
  ]);
  return { users, gateway, replica };
});

let token: string;
before(async () => {
  await shop.ready;
  token = (await callJson('POST', `${shop.parts.gateway.baseUrl}/api/users/login`, { body: ADMIN }))
    .body.token;
});
after(async () => {
  await server?.close().catch(() => undefined);
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('uploads in an S3-compatible store (UPLOAD_STORE=s3)', () => {
  it('puts the image in the bucket, and every replica serves it from there', async () => {
    const r = await uploadFile(
      `${shop.parts.gateway.baseUrl}/api/upload`,
      token,
      TINY_PNG,
      'a.png',
    );
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const url = r.body.imageUrl as string;
    assert.match(url, /^\/uploads\/[0-9a-f-]{36}\.png$/);
    const s3 = new S3Client({
      region: 'ap-south-1',
      endpoint,
      forcePathStyle: true,
      credentials: {
        accessKeyId: KEYS.AWS_ACCESS_KEY_ID,
        secretAccessKey: KEYS.AWS_SECRET_ACCESS_KEY,
      },
    });
    const object = await s3.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${url.slice('/uploads/'.length)}` }),
    );
    assert.deepEqual(Buffer.from(await object.Body!.transformToByteArray()), TINY_PNG);
    assert.equal(object.ContentType, 'image/png');
    for (const base of [shop.parts.gateway.baseUrl, shop.parts.replica.baseUrl]) {
      const served = await fetch(`${base}${url}`);
      assert.equal(served.status, 200, base);
      assert.equal(served.headers.get('content-type'), 'image/png');
      assert.equal(served.headers.get('cache-control'), 'public, max-age=604800, immutable');
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), TINY_PNG);
    }
  });

  it('looks up only names it gave: anything else is a 404, never another key', async () => {
    for (const path of [
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      '/uploads/not-an-upload.png',
      '/uploads/..%2F..%2Fbackups%2Fbase.tar',
      '/uploads/%2E%2E%2Fcatalog%2Fx.png',
    ]) {
      const res = await fetch(`${shop.parts.replica.baseUrl}${path}`);
      assert.equal(res.status, 404, path);
    }
  });

  it('answers 503 naming the store while it is down (never a 500), and works again after', async () => {
    if (!server) return assert.ok(process.env.S3_TEST_ENDPOINT, 'an external store is not stopped');
    await server.close();
    const down = await uploadFile(
      `${shop.parts.gateway.baseUrl}/api/upload`,
      token,
      TINY_PNG,
      'b.png',
    );
    assert.equal(down.status, 503, JSON.stringify(down.body));
    assert.match(down.body.message, /The image store is unavailable/);
    const read = await fetch(
      `${shop.parts.gateway.baseUrl}/uploads/00000000-0000-4000-8000-000000000000.png`,
    );
    assert.equal(read.status, 503);
    await startStore(storePort);
    const again = await uploadFile(
      `${shop.parts.gateway.baseUrl}/api/upload`,
      token,
      TINY_PNG,
      'c.png',
    );
    assert.equal(again.status, 201, JSON.stringify(again.body));
  });

  it('refuses to start with UPLOAD_STORE=s3 and no S3_BUCKET, naming it', async () => {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        ['gateway/dist/src/main.js'],
        {
          cwd: new URL('../../../', import.meta.url),
          env: { ...process.env, UPLOAD_STORE: 's3', S3_BUCKET: '', PORT: '0', OPS_PORT: '0' },
          timeout: 30_000,
        },
        (err, stdout, stderr) =>
          resolve({ code: typeof err?.code === 'number' ? err.code : 0, output: stdout + stderr }),
      );
    });
    assert.equal(code, 1, output);
    assert.match(output, /S3_BUCKET.*is required with UPLOAD_STORE=s3/);
  });
});
