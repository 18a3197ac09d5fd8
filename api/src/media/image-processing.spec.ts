import { crc32 } from 'node:zlib';
import { encode as encodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { ImageRejectedError, MAX_IMAGE_BYTES, processImage } from './image-processing';

const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 160 } },
  });

async function rejection(bytes: Buffer): Promise<string> {
  try {
    await processImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejectedError) return error.reason;
    throw error;
  }
  return 'accepted';
}

/** A valid PNG whose header claims other dimensions (with a correct header checksum). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photo(8, 8).png().toBuffer());
  // IHDR: length (4) + type (4) at offset 8; width/height at 16/20; CRC after 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('processImage', () => {
  it('re-encodes a PNG into a 640×480 WebP thumbnail and a large WebP within 1600 px', async () => {
    const image = await processImage(await photo(2400, 1200).png().toBuffer());
    const thumb = await sharp(image.thumbnail).metadata();
    const large = await sharp(image.large).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 640, 480]);
    expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 800]);
    expect([image.width, image.height]).toEqual([1600, 800]);
    expect(image.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names equal pictures equally', async () => {
    const bytes = await photo(300, 200).png().toBuffer();
    expect((await processImage(bytes)).id).toBe((await processImage(bytes)).id);
  });

  it('strips EXIF (GPS included) and anything appended to a JPEG', async () => {
    const jpeg = await photo(400, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const payload = Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]);
    const image = await processImage(payload);
    for (const variant of [image.thumbnail, image.large]) {
      expect((await sharp(variant).metadata()).exif).toBeUndefined();
      expect(variant.includes('secret-location')).toBe(false);
      expect(variant.includes('<script>')).toBe(false);
    }
  });

  it('accepts BMP, which sharp itself cannot read', async () => {
    const width = 64;
    const height = 48;
    const bmp = encodeBmp({
      width,
      height,
      bitPP: 24,
      data: Buffer.alloc(width * height * 4, 0x80),
    }).data;
    const image = await processImage(bmp);
    expect([image.width, image.height]).toEqual([64, 48]);
  });

  it('rejects a text file whatever its name', async () => {
    expect(await rejection(Buffer.from('just some text pretending to be photo.png'))).toBe(
      'NOT_AN_IMAGE',
    );
  });

  it('rejects a truncated PNG', async () => {
    const png = await photo(600, 400).png({ compressionLevel: 0 }).toBuffer();
    expect(await rejection(png.subarray(0, Math.floor(png.length / 2)))).toBe('NOT_AN_IMAGE');
  });

  it('rejects a 20000×20000 image before decoding it', async () => {
    expect(await rejection(await pngClaiming(20_000, 20_000))).toBe('TOO_MANY_PIXELS');
  });

  it('rejects a BMP claiming too many pixels', async () => {
    const bmp = Buffer.from(
      encodeBmp({ width: 4, height: 4, bitPP: 24, data: Buffer.alloc(64, 0x80) }).data,
    );
    bmp.writeInt32LE(20_000, 18);
    bmp.writeInt32LE(20_000, 22);
    expect(await rejection(bmp)).toBe('TOO_MANY_PIXELS');
  });

  it('rejects formats other than PNG, JPEG and BMP', async () => {
    expect(await rejection(await photo(40, 40).gif().toBuffer())).toBe('UNSUPPORTED_FORMAT');
    expect(await rejection(await photo(40, 40).webp().toBuffer())).toBe('UNSUPPORTED_FORMAT');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await rejection(svg)).toBe('UNSUPPORTED_FORMAT');
  });

  it('rejects files over 10 MB without decoding them', async () => {
    expect(await rejection(Buffer.alloc(MAX_IMAGE_BYTES + 1))).toBe('TOO_LARGE');
  });
});
