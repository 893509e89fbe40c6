import { ShopError } from '@arogya/platform';
import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { AdminOnly } from '../auth/guards.js';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';
import { sniffImage } from './image-type.js';
import { contentTypeOf, UPLOAD_STORE, type UploadStore } from './upload-store.js';

/** `5 MB`, `1.5 MB`, `4 KB`: a size limit as a person reads it. */
export function formatBytes(n: number): string {
  const mb = n / 1024 / 1024;
  return mb >= 1 ? `${+mb.toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;
}

/**
 * What a failure to read an upload answers: too large is a 413; a body that is not the
 * multipart it claims (no boundary, cut short, a part never ended) a 400 naming the problem,
 * never a 500 (it is the sender's doing).
 */
function uploadRefusal(err: unknown, maxBytes: number): ShopError {
  if (err instanceof ShopError) return err;
  const { code, message } = err as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ShopError(413, `The image is larger than ${formatBytes(maxBytes)}`);
  }
  return new ShopError(
    400,
    `The upload is not valid multipart/form-data: ${message ?? 'unreadable'}`,
  );
}

/**
 * Reads the image of multipart request `req` (form field "image", at most `maxBytes`), checks
 * that its bytes are a PNG, JPEG, WebP or GIF image, and stores it under a new name: answers
 * its URL (`/uploads/…`). An admin's product image and a shopper's review photo alike.
 */
export async function storeImage(
  req: FastifyRequest,
  maxBytes: number,
  store: UploadStore,
): Promise<string> {
  if (!req.isMultipart()) {
    throw new ShopError(400, 'Send the image as multipart/form-data in the field "image"');
  }
  let bytes: Buffer;
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'image') {
      throw new ShopError(400, 'No image: send it in the form field "image"');
    }
    bytes = await file.toBuffer();
  } catch (err) {
    throw uploadRefusal(err, maxBytes);
  }
  if (bytes.length > maxBytes)
    throw new ShopError(413, `The image is larger than ${formatBytes(maxBytes)}`);
  const type = sniffImage(bytes);
  if (!type) throw new ShopError(400, 'The file is not a PNG, JPEG, WebP or GIF image');
  const name = `${randomUUID()}.${type.ext}`;
  await store.put(name, { bytes, contentType: contentTypeOf(name) });
  return `/uploads/${name}`;
}

/** `POST /api/upload` (SPEC §7): an admin's product image, answered as `{ imageUrl }`. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/upload')
export class UploadsController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv,
    @Inject(UPLOAD_STORE) private readonly store: UploadStore,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Upload a PNG, JPEG, WebP or GIF image in the form field "image"' })
  async upload(@Req() req: FastifyRequest): Promise<{ imageUrl: string }> {
    return { imageUrl: await storeImage(req, this.config.UPLOAD_MAX_BYTES, this.store) };
  }
}
