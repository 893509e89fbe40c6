import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sniffImage } from '../src/uploads/image-type.js';
import { formatBytes } from '../src/uploads/uploads.controller.js';

it('formats upload limits as a person reads them', () => {
  assert.equal(formatBytes(5 * 1024 * 1024), '5 MB');
  assert.equal(formatBytes(1.5 * 1024 * 1024), '1.5 MB');
  assert.equal(formatBytes(4096), '4 KB');
});

it('tells image types apart by their first bytes only', () => {
  const pad = (b: number[] | string) => Buffer.concat([Buffer.from(b as never), Buffer.alloc(16)]);
  assert.equal(
    sniffImage(pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.mime,
    'image/png',
  );
  assert.equal(sniffImage(pad([0xff, 0xd8, 0xff]))?.mime, 'image/jpeg');
  assert.equal(sniffImage(pad('GIF89a'))?.mime, 'image/gif');
  const webp = Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1');
  assert.equal(sniffImage(webp)?.mime, 'image/webp');
  assert.equal(sniffImage(pad('<svg xmlns="http://www.w3.org/2000/svg">')), undefined);
  assert.equal(sniffImage(Buffer.from([0x89, 0x50])), undefined);
});
