import "server-only";
import { getObject, putObject, s3Bucket } from "./s3";

// Where a row's bytes live: in the row itself (the default), or in S3 under a key, the row keeping
// only the key. Exactly one of the two is set (a check constraint in the migration).
export type Blob = { bytes: Uint8Array<ArrayBuffer> | null; storageKey: string | null };

/** Stores `bytes` under `key` in S3 when it is configured; otherwise they go into the row. */
export async function placeBlob(key: string, bytes: Uint8Array, mime: string): Promise<Blob> {
  const bucket = s3Bucket();
  if (!bucket) return { bytes: new Uint8Array(bytes), storageKey: null };
  await putObject(bucket, key, bytes, mime);
  return { bytes: null, storageKey: key };
}

/** The bytes of a stored row, wherever they are. */
export async function readBlob(blob: Blob): Promise<Uint8Array> {
  if (blob.bytes) return blob.bytes;
  const bucket = s3Bucket();
  if (!blob.storageKey || !bucket) throw new Error("Image bytes are in S3, but S3 is not configured");
  return getObject(bucket, blob.storageKey);
}
