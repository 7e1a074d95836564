import sharp from 'sharp';
import { avatarSizes, type AvatarSize } from '../db/schema';
import { MAX_PIXELS } from './uploads';

/**
 * An avatar as it is shown: a square WebP of each size, cover-cropped from the centre. sharp
 * writes no metadata unless asked (no EXIF, GPS, XMP, ICC, comments), so only pixels leave here.
 * Quality 80 is the usual WebP default for photographs: at 64 and 256 px the loss is invisible
 * and the file a few kilobytes.
 */
export const AVATAR_TYPE = 'image/webp';
const QUALITY = 80;

export interface SizedAvatar {
  size: AvatarSize;
  bytes: Buffer;
}

/** Throws when the bytes are not an image sharp can decode within the pixel limit. */
export async function resizeAvatar(
  bytes: Buffer,
  sizes: readonly AvatarSize[] = avatarSizes,
): Promise<SizedAvatar[]> {
  // Oriented by its EXIF first (read, then dropped), one clone of the input per size. sharp's
  // default `failOn: 'warning'` refuses a truncated image rather than serving its grey half.
  const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, autoOrient: true });
  return Promise.all(
    sizes.map(async (size) => ({
      size,
      bytes: await source
        .clone()
        .resize(size, size, { fit: 'cover', position: 'centre' })
        .webp({ quality: QUALITY })
        .toBuffer(),
    })),
  );
}
