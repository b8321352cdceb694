import "server-only";
import sharp, { type Sharp } from "sharp";
import { MAX_IMAGE_PIXELS } from "./limits";
import type { ImageMime } from "./sniff";

// Every picture we keep or serve is written here by sharp, which writes no metadata unless asked
// (no EXIF, GPS, XMP or ICC profile) and converts colours to sRGB.

export type Encoded = { bytes: Buffer; mime: ImageMime; width: number; height: number };

// What sharp's metadata calls each format (AVIF is HEIF with AV1 inside).
const sharpFormat: Record<ImageMime, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
  "image/gif": "gif",
};

// GIF and WebP may be animated: all frames are read, and kept through resizing.
const isAnimatable = (mime: ImageMime) => mime === "image/gif" || mime === "image/webp";

const open = (bytes: Uint8Array, mime: ImageMime) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", animated: isAnimatable(mime) });

function encodeAs(image: Sharp, mime: ImageMime): Sharp {
  switch (mime) {
    case "image/jpeg":
      return image.jpeg({ quality: 85, mozjpeg: true });
    case "image/png":
      return image.png({ compressionLevel: 9 });
    case "image/webp":
      return image.webp({ quality: 82 });
    case "image/avif":
      return image.avif({ quality: 60 });
    case "image/gif":
      return image.gif();
  }
}

async function encoded(image: Sharp, mime: ImageMime): Promise<Encoded> {
  const bytes = await encodeAs(image, mime).toBuffer();
  const { width, height, pageHeight } = await sharp(bytes).metadata();
  return { bytes, mime, width, height: pageHeight ?? height };
}

/**
 * The upload re-encoded in its own format, turned upright by its EXIF orientation before that is
 * dropped; null when it does not decode as `mime` (a forged header, a truncated file, a HEIC file)
 * or is larger than MAX_IMAGE_PIXELS.
 */
export async function normalizeImage(bytes: Uint8Array, mime: ImageMime): Promise<Encoded | null> {
  try {
    const meta = await open(bytes, mime).metadata();
    if (meta.format !== sharpFormat[mime] || (mime === "image/avif" && meta.compression !== "av1")) return null;
    const image = open(bytes, mime);
    return await encoded(isAnimatable(mime) ? image : image.autoOrient(), mime);
  } catch {
    return null;
  }
}

/** A stored image at most `width` pixels wide (never enlarged), as `to`. */
export function resizeImage(bytes: Uint8Array, from: ImageMime, width: number, to: ImageMime): Promise<Encoded> {
  return encoded(open(bytes, from).resize({ width, withoutEnlargement: true }), to);
}
