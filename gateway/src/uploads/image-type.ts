/** The image formats the shop accepts, told apart by their first bytes (never by name). */
const IMAGE_TYPES = [
  {
    ext: 'png',
    mime: 'image/png',
    test: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'jpg',
    mime: 'image/jpeg',
    test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b: Buffer) =>
      b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  {
    ext: 'gif',
    mime: 'image/gif',
    test: (b: Buffer) => /^GIF8[79]a$/.test(b.toString('latin1', 0, 6)),
  },
] as const;

/** The type of the image in `bytes`, or undefined when it is not one the shop accepts. */
export function sniffImage(bytes: Buffer) {
  return bytes.length >= 12 ? IMAGE_TYPES.find((t) => t.test(bytes)) : undefined;
}
