import "server-only";
import { createHash } from "node:crypto";
import { cache } from "react";
import { db } from "@/lib/db";
import { isValidationKey } from "@/lib/validation/keys";
import type { ValidationKey } from "@/lib/validation/messages";
import { imageUploadSchema } from "@/lib/validation/media";
import { placeBlob, readBlob } from "./blobs";
import { normalizeImage } from "./encode";
import { MAX_IMAGE_BYTES } from "./limits";
import { sniffImageType, type ImageMime } from "./sniff";

// Uploaded images: the newsroom's editor calls storeImage with the uploaded file and shows the
// picture through its url. Decisions in docs/adr/0044-cover-images.md.

export type StoredImage = { id: string; width: number; height: number; url: string };

/** The failure names the field and a key of the "Validation" messages, never a raw error text. */
export type StoreImageResult =
  ({ ok: true } & StoredImage) | { ok: false; field: "image" | "alt"; error: ValidationKey };

/** The id in an address imageUrl() made, or null for any other address. */
export const mediaId = (url: string) => /^\/api\/media\/([A-Za-z0-9_-]{1,64})$/.exec(url)?.[1] ?? null;

/** A stored image's size in pixels, or null for an unknown id. */
export const getImageSize = cache((id: string) =>
  db.mediaImage.findUnique({ where: { id }, select: { width: true, height: true } }),
);

/** Where an image is served (app/api/media/[id]/route.ts); `width` is one of IMAGE_WIDTHS. */
export const imageUrl = (id: string, width?: number) => `/api/media/${id}${width ? `?w=${width}` : ""}`;

const summary = { id: true, width: true, height: true } as const;
const stored = (row: { id: string; width: number; height: number }): StoreImageResult => ({
  ok: true,
  ...row,
  url: imageUrl(row.id),
});

/**
 * Checks and keeps an upload: its size before anything reads it, its alt text, then its type by
 * its content, and stores it re-encoded without metadata. The same picture uploaded again is the
 * image already stored (its first alt text stays).
 */
export async function storeImage(input: {
  bytes: Uint8Array;
  alt: string;
  uploadedById?: string | null;
}): Promise<StoreImageResult> {
  if (input.bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, field: "image", error: "imageTooLarge" };
  const parsed = imageUploadSchema.safeParse({ alt: input.alt });
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message;
    return { ok: false, field: "alt", error: isValidationKey(key) ? key : "invalid" };
  }
  const type = sniffImageType(input.bytes);
  const image = type && (await normalizeImage(input.bytes, type));
  if (!image) return { ok: false, field: "image", error: "imageUnsupported" };

  const sha256 = createHash("sha256").update(image.bytes).digest("hex");
  const existing = await db.mediaImage.findUnique({ where: { sha256 }, select: summary });
  if (existing) return stored(existing);
  const blob = await placeBlob(`images/${sha256}`, image.bytes, image.mime);
  const data = {
    sha256,
    mime: image.mime,
    width: image.width,
    height: image.height,
    size: image.bytes.byteLength,
    alt: parsed.data.alt,
    uploadedById: input.uploadedById ?? null,
    ...blob,
  };
  // Two uploads of one picture at once: the second's insert does nothing (ON CONFLICT DO NOTHING) and
  // it reads the first's row. Prisma's upsert is not always one statement and can fail there (P2002).
  await db.mediaImage.createMany({ data: [data], skipDuplicates: true });
  return stored(await db.mediaImage.findUniqueOrThrow({ where: { sha256 }, select: summary }));
}

export type ImageFile = {
  id: string;
  mime: ImageMime;
  width: number;
  height: number;
  alt: string;
  size: number;
  createdAt: Date;
  bytes: Uint8Array;
};

/** A stored image with its bytes, or null for an unknown id. */
export async function readImage(id: string): Promise<ImageFile | null> {
  if (id.length > 64) return null;
  const row = await db.mediaImage.findUnique({
    where: { id },
    select: {
      id: true,
      mime: true,
      width: true,
      height: true,
      alt: true,
      size: true,
      createdAt: true,
      bytes: true,
      storageKey: true,
    },
  });
  if (!row) return null;
  const { id: imageId, width, height, alt, size, createdAt } = row;
  return { id: imageId, mime: row.mime as ImageMime, width, height, alt, size, createdAt, bytes: await readBlob(row) };
}
