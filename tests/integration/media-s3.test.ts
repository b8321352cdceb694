// Uploaded images with S3_* set: the bytes go to an S3-compatible server
// (s3rver, in this process, on a temporary folder) through the AWS SDK, and the rows keep only
// their keys; reading and serving fetch them back.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";
import { inspect, jpegWithExif, png } from "../support/images";

const bucket = "covid-media-test";
const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = (await server.run()) as AddressInfo;

Object.assign(process.env, {
  DATABASE_URL: inject("databaseUrl"),
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_BUCKET: bucket,
  // s3rver checks signatures against this pair.
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
});
const { readImage, storeImage } = await import("@/lib/media/images");
const { GET } = await import("@/app/api/media/[id]/route");

const db = testDb();
afterAll(async () => {
  for (const key of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"])
    delete process.env[key];
  await db.$disconnect();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

/** The keys s3rver holds in the bucket (its folder keeps one `<key>._S3rver_object` file each). */
async function keysInBucket(): Promise<string[]> {
  const root = path.join(directory, bucket);
  const entries = await readdir(root, { recursive: true });
  return entries.filter((name) => name.endsWith("._S3rver_object")).map((name) => name.replace("._S3rver_object", ""));
}

describe("images in S3-compatible storage", () => {
  it("puts the bytes in the bucket and only the key in the row, and reads them back", async () => {
    const result = await storeImage({ bytes: await jpegWithExif(120, 80), alt: "Vaccination centre" });
    if (!result.ok) throw new Error(result.error);
    const row = await db.mediaImage.findUniqueOrThrow({ where: { id: result.id } });
    expect(row.bytes).toBeNull();
    expect(row.storageKey).toBe(`images/${row.sha256}`);
    expect(await keysInBucket()).toContain(row.storageKey);

    const back = await readImage(result.id);
    expect(back).toMatchObject({ mime: "image/jpeg", width: 120, height: 80, alt: "Vaccination centre" });
    expect(await inspect(back!.bytes)).toMatchObject({ format: "jpeg", width: 120, exif: undefined, icc: undefined });
  });

  it("serves resized copies, kept in the bucket too", async () => {
    const result = await storeImage({ bytes: await png(1280, 720), alt: "Map of cases" });
    if (!result.ok) throw new Error(result.error);
    const answer = await GET(
      new Request(`http://localhost/api/media/${result.id}?w=320`, { headers: { accept: "image/webp" } }),
      { params: Promise.resolve({ id: result.id }) },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(await inspect(new Uint8Array(await answer.arrayBuffer()))).toMatchObject({ width: 320, height: 180 });
    const copy = await db.mediaVariant.findFirstOrThrow({ where: { imageId: result.id } });
    expect(copy.bytes).toBeNull();
    expect(await keysInBucket()).toContain(copy.storageKey);
  });
});
