import { ShopError } from '@arogya/platform';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GatewayEnv } from '../config.js';

/** Nest's token for the gateway's UploadStore. */
export const UPLOAD_STORE = Symbol('UPLOAD_STORE');

/** An uploaded image as stored: its bytes and content type. */
export interface StoredUpload {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where admins' uploaded images live, by name (`<uuid>.<ext>`): the local disk (`npm start`'s
 * default) or an S3-compatible object store (MinIO in dev and compose, any S3 in production),
 * so that every gateway replica serves every image without a shared volume.
 */
export interface UploadStore {
  readonly kind: 'disk' | 's3';
  /** Stores a new image; never overwrites one. */
  put(name: string, upload: StoredUpload): Promise<void>;
  /** The image `name`, or null when there is none. */
  get(name: string): Promise<StoredUpload | null>;
}

/** The names the upload route gives: nothing else is ever looked up (no path, no other key). */
export const UPLOAD_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The content type of an upload's name. */
export const contentTypeOf = (name: string) =>
  TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** Images in a directory (UPLOAD_DIR). */
class DiskStore implements UploadStore {
  readonly kind = 'disk';
  constructor(private readonly dir: string) {}

  async put(name: string, upload: StoredUpload) {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), upload.bytes, { flag: 'wx' });
  }

  async get(name: string) {
    try {
      return { bytes: await readFile(join(this.dir, name)), contentType: contentTypeOf(name) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}

/** The store could not be reached: the admin gets a 503 naming it, never a 500. */
const unavailable = (err: unknown) =>
  new ShopError(
    503,
    `The image store is unavailable (${(err as Error).name || 'error'}): try the upload again shortly`,
  );

/** Images as objects `<S3_PREFIX><name>` of bucket S3_BUCKET. */
class S3Store implements UploadStore {
  readonly kind = 's3';
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  async put(name: string, upload: StoredUpload) {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: `${this.prefix}${name}`,
          Body: upload.bytes,
          ContentType: upload.contentType,
          CacheControl: 'public, max-age=604800, immutable',
          // a name is a fresh UUID: refuse rather than overwrite should one ever repeat
          IfNoneMatch: '*',
        }),
      );
    } catch (err) {
      throw unavailable(err);
    }
  }

  async get(name: string) {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: `${this.prefix}${name}` }),
      );
      const bytes = Buffer.from(await out.Body!.transformToByteArray());
      return { bytes, contentType: out.ContentType ?? contentTypeOf(name) };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw unavailable(err);
    }
  }

  /** Makes the bucket unless it exists (S3_CREATE_BUCKET: dev and compose's MinIO). */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404)
        throw err;
      try {
        await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
      } catch (made) {
        // another replica made it first
        const name = (made as { name?: string }).name;
        if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw made;
      }
    }
  }
}

/**
 * The store UPLOAD_STORE names; with S3_CREATE_BUCKET its bucket is made when missing. S3 credentials come from the SDK's usual chain: AWS_ACCESS_KEY_ID
 * and AWS_SECRET_ACCESS_KEY, or the pod's workload identity.
 */
export async function uploadStoreFor(config: GatewayEnv): Promise<UploadStore> {
  if (config.UPLOAD_STORE === 'disk') return new DiskStore(config.UPLOAD_DIR);
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    maxAttempts: 2,
  });
  const store = new S3Store(client, config.S3_BUCKET!, config.S3_PREFIX);
  if (config.S3_CREATE_BUCKET) await store.ensureBucket();
  return store;
}
