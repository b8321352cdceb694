import "server-only";
import { db } from "@/lib/db";
import { placeBlob, readBlob } from "./blobs";
import { resizeImage } from "./encode";
import type { ImageWidth } from "./limits";
import { chooseFormat } from "./negotiate";
import type { ImageMime } from "./sniff";

// The copies /api/media/{id} serves. Each (image, width, format) is made once, on its first
// request, and kept where the image is kept (the row or S3), so every app process and every
// restart reuses it: at most 5 widths x 3 formats per image, a bounded set.

const extension: Record<ImageMime, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
};

const inProgress = new Map<string, Promise<Uint8Array>>();

export type ImageVariant = { bytes: Uint8Array; mime: ImageMime };

/** Image `id` at most `width` wide, in the best format `accept` takes; null for an unknown id. */
export async function getImageVariant(
  id: string,
  width: ImageWidth,
  accept: string | null,
): Promise<ImageVariant | null> {
  if (id.length > 64) return null;
  const image = await db.mediaImage.findUnique({
    where: { id },
    select: { id: true, sha256: true, mime: true, width: true },
  });
  if (!image) return null;
  const stored = image.mime as ImageMime;
  const mime = chooseFormat(stored, accept);
  const original = () =>
    db.mediaImage.findUniqueOrThrow({ where: { id }, select: { bytes: true, storageKey: true } }).then(readBlob);
  if (mime === stored && width >= image.width) return { bytes: await original(), mime };

  const key = { imageId: id, width, mime };
  const kept = await db.mediaVariant.findUnique({
    where: { imageId_width_mime: key },
    select: { bytes: true, storageKey: true },
  });
  if (kept) return { bytes: await readBlob(kept), mime };

  // Requests for a copy not made yet share one encoding in this process; another process may make
  // the same copy meanwhile, and either one is right.
  const name = `${image.sha256}/${width}.${extension[mime]}`;
  let making = inProgress.get(name);
  if (!making) {
    making = (async () => {
      const variant = await resizeImage(await original(), stored, width, mime);
      const blob = await placeBlob(`variants/${name}`, variant.bytes, mime);
      await db.mediaVariant.createMany({
        data: [{ ...key, size: variant.bytes.byteLength, ...blob }],
        skipDuplicates: true,
      });
      return variant.bytes;
    })().finally(() => inProgress.delete(name));
    inProgress.set(name, making);
  }
  return { bytes: await making, mime };
}
