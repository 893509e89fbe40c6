import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { UPLOAD_NAME, UPLOAD_STORE, type UploadStore } from './upload-store.js';

/**
 * `GET /uploads/<name>`: an uploaded image from the store (disk or S3), cached by browsers for
 * a week (a name is never reused). Only names the upload route gives are looked up.
 */
@ApiExcludeController()
@Controller('uploads')
export class UploadFilesController {
  constructor(@Inject(UPLOAD_STORE) private readonly store: UploadStore) {}

  @Get(':name')
  async file(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const upload = UPLOAD_NAME.test(name) ? await this.store.get(name) : null;
    if (!upload) throw new NotFoundException('No such image');
    await reply
      .header('content-type', upload.contentType)
      .header('cache-control', 'public, max-age=604800, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(upload.bytes);
  }
}
