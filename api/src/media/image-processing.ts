import { createHash } from 'node:crypto';
import { decode as decodeBmp } from 'bmp-ts';
import sharp from 'sharp';

/** Per file; larger uploads are refused before any decoding. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** About 40 megapixels: any real photo, but no decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The list view's picture (4:3, cropped) and the detail view's (long side at most 1600 px). */
export const THUMBNAIL_SIZE = { width: 640, height: 480 } as const;
export const LARGE_MAX_SIDE = 1600;

export type ImageRejection =
  'EMPTY' | 'TOO_LARGE' | 'TOO_MANY_PIXELS' | 'NOT_AN_IMAGE' | 'UNSUPPORTED_FORMAT';

/** An upload that is not an acceptable image; `reason` becomes the field's error code. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`Image rejected: ${reason}`);
  }
}

export interface ProcessedImage {
  /** Content hash of the normalised picture: equal uploads share their files. */
  id: string;
  thumbnail: Buffer;
  large: Buffer;
  width: number;
  height: number;
}

function isBmp(bytes: Buffer): boolean {
  return bytes.length > 26 && bytes[0] === 0x42 && bytes[1] === 0x4d;
}

/** BMP is not among sharp's decoders: read it here, after checking its size in the header. */
function bmpToSharp(bytes: Buffer): sharp.Sharp {
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  if (width <= 0 || height <= 0) throw new ImageRejectedError('NOT_AN_IMAGE');
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejectedError('TOO_MANY_PIXELS');
  let decoded: { width: number; height: number; data: Buffer };
  try {
    decoded = decodeBmp(bytes, { toRGBA: true });
  } catch {
    throw new ImageRejectedError('NOT_AN_IMAGE');
  }
  if (decoded.data.length < decoded.width * decoded.height * 4) {
    throw new ImageRejectedError('NOT_AN_IMAGE');
  }
  return sharp(decoded.data, {
    raw: { width: decoded.width, height: decoded.height, channels: 4 },
  });
}

/** What a failed decode means for the uploader: too big to decode, or not a picture at all. */
function decodingRejection(error: unknown): ImageRejectedError {
  return new ImageRejectedError(
    error instanceof Error && /pixel limit/i.test(error.message)
      ? 'TOO_MANY_PIXELS'
      : 'NOT_AN_IMAGE',
  );
}

/** PNG and JPEG by their content, decoded completely (a truncated file fails here). */
async function rasterToSharp(bytes: Buffer): Promise<sharp.Sharp> {
  const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' });
  let format: string | undefined;
  try {
    ({ format } = await source.metadata());
  } catch (error) {
    throw decodingRejection(error);
  }
  if (format !== 'png' && format !== 'jpeg') throw new ImageRejectedError('UNSUPPORTED_FORMAT');
  try {
    // Decode every pixel once: errors in the data (not just the header) surface now.
    const { data, info } = await source
      .clone()
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
  } catch (error) {
    throw decodingRejection(error);
  }
}

/**
 * Turns an upload into the two WebP variants the sites show. The file is judged by decoding
 * it, never by its name or declared type, and re-encoded from its pixels, so nothing of the
 * original bytes (scripts appended to a JPEG, EXIF and GPS data) survives.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  // sharp throws a plain Error for an empty buffer; it is a bad upload, not a server fault.
  if (bytes.length === 0) throw new ImageRejectedError('EMPTY');
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejectedError('TOO_LARGE');
  const pixels = isBmp(bytes) ? bmpToSharp(bytes) : await rasterToSharp(bytes);
  const large = await pixels
    .clone()
    .resize({
      width: LARGE_MAX_SIDE,
      height: LARGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await pixels
    .clone()
    .resize({ ...THUMBNAIL_SIZE, fit: 'cover', position: 'attention' })
    .webp({ quality: 78 })
    .toBuffer();
  return {
    id: createHash('sha256').update(large.data).digest('hex').slice(0, 32),
    thumbnail,
    large: large.data,
    width: large.info.width,
    height: large.info.height,
  };
}
