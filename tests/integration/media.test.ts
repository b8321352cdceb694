// Uploaded images against a real PostgreSQL: only real pictures are kept,
// checked by content after a size check; what is kept has no metadata; /api/media/{id} serves the
// widths and formats asked for, with year-long caching. The S3 variant: media-s3.test.ts.
import sharp from "sharp";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";
import { inspect, jpegWithExif, noise, png } from "../support/images";

process.env.DATABASE_URL = inject("databaseUrl");
for (const key of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) delete process.env[key];
const { readImage, storeImage } = await import("@/lib/media/images");
const { MAX_IMAGE_BYTES } = await import("@/lib/media/limits");
const { GET } = await import("@/app/api/media/[id]/route");

const db = testDb();
afterAll(() => db.$disconnect());

const alt = "A chart of weekly cases";
async function stored(bytes: Uint8Array) {
  const result = await storeImage({ bytes, alt });
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result;
}
const get = (id: string, query = "", accept = "image/png,*/*") =>
  GET(new Request(`http://localhost/api/media/${id}${query}`, { headers: { accept } }), {
    params: Promise.resolve({ id }),
  });
const served = async (response: Response) => inspect(new Uint8Array(await response.arrayBuffer()));

describe("storeImage", () => {
  it("keeps a PNG and a JPEG and reads them back", async () => {
    const pngImage = await stored(await png(300, 200));
    expect(pngImage).toMatchObject({ width: 300, height: 200, url: `/api/media/${pngImage.id}` });
    const back = await readImage(pngImage.id);
    expect(back).toMatchObject({ mime: "image/png", width: 300, height: 200, alt });
    expect(await inspect(back!.bytes)).toMatchObject({ format: "png", width: 300, height: 200 });

    const jpeg = await stored(await noise(64, 48).jpeg().toBuffer());
    expect(await readImage(jpeg.id)).toMatchObject({ mime: "image/jpeg", width: 64, height: 48 });
    expect(await readImage("no-such-image")).toBeNull();
  });

  it("keeps WebP, AVIF and GIF too", async () => {
    for (const [format, mime] of [
      ["webp", "image/webp"],
      ["avif", "image/avif"],
      ["gif", "image/gif"],
    ] as const) {
      const image = await stored(await noise(40, 30).toFormat(format).toBuffer());
      expect(await readImage(image.id)).toMatchObject({ mime, width: 40, height: 30 });
    }
  });

  it("refuses a text file whatever it is called, and files that only look like images", async () => {
    const text = new TextEncoder().encode("This is notes.txt renamed to cover.png\n");
    const forged = Buffer.concat([(await png(20, 20)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const tiff = await noise(20, 20).tiff().toBuffer();
    const before = await db.mediaImage.count();
    for (const bytes of [text, forged, svg, tiff, new Uint8Array()])
      expect(await storeImage({ bytes, alt })).toEqual({ ok: false, field: "image", error: "imageUnsupported" });
    expect(await db.mediaImage.count()).toBe(before);
  });

  it("refuses an upload over the size limit before decoding it", async () => {
    // A valid PNG over the limit, and garbage over it: decoding the garbage would say "unsupported".
    const big = await noise(1400, 1400).png({ compressionLevel: 0 }).toBuffer();
    expect(big.byteLength).toBeGreaterThan(MAX_IMAGE_BYTES);
    const garbage = Buffer.concat([big.subarray(0, 8), Buffer.alloc(MAX_IMAGE_BYTES)]);
    for (const bytes of [big, garbage])
      expect(await storeImage({ bytes, alt })).toEqual({ ok: false, field: "image", error: "imageTooLarge" });
  });

  it("requires alt text of at most 300 characters, answering with message keys", async () => {
    const bytes = await png(10, 10);
    expect(await storeImage({ bytes, alt: "   " })).toEqual({ ok: false, field: "alt", error: "altRequired" });
    expect(await storeImage({ bytes, alt: "x".repeat(301) })).toEqual({ ok: false, field: "alt", error: "altTooLong" });
    const image = await stored(bytes);
    expect((await readImage(image.id))?.alt).toBe(alt);
    expect((await storeImage({ bytes: await png(10, 10), alt: `  ${"y".repeat(300)}  ` })).ok).toBe(true);
  });

  it("drops EXIF, GPS and the ICC profile, and turns the picture upright first", async () => {
    const upload = await jpegWithExif(200, 100, 6);
    const before = await inspect(upload);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD's tag
    expect(before.icc).toBeDefined();

    const image = await stored(upload);
    const kept = (await readImage(image.id))!.bytes;
    const after = await inspect(kept);
    expect(after).toMatchObject({ exif: undefined, icc: undefined, xmp: undefined, iptc: undefined });
    expect(Buffer.from(kept).includes(Buffer.from("Secret Camera"))).toBe(false);
    // Orientation 6 (rotated 90°) is applied to the pixels before it is dropped.
    expect([after.width, after.height, image.width, image.height]).toEqual([100, 200, 100, 200]);
  });

  it("keeps one copy of a picture uploaded twice", async () => {
    const bytes = await png(50, 50);
    const [first, second] = await Promise.all([stored(bytes), stored(bytes)]);
    expect(second.id).toBe(first.id);
    expect(await storeImage({ bytes, alt: "Another text" })).toEqual(first);
    expect(await db.mediaImage.count({ where: { id: first.id } })).toBe(1);
    expect((await readImage(first.id))?.alt).toBe(alt);
  });

  it("keeps an image when its uploader's account is deleted", async () => {
    const user = await db.user.create({ data: { email: `media-${Date.now()}@example.test` } });
    const result = await storeImage({ bytes: await png(12, 12), alt, uploadedById: user.id });
    await db.user.delete({ where: { id: user.id } });
    const row = await db.mediaImage.findUniqueOrThrow({ where: { id: result.ok ? result.id : "" } });
    expect(row.uploadedById).toBeNull();
  });
});

describe("GET /api/media/{id}", () => {
  it("serves the width asked for, in the format the browser takes, cached for a year", async () => {
    const image = await stored(await png(1600, 900));
    const webp = await get(image.id, "?w=640", "image/avif;q=0,image/webp,*/*");
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(webp.headers.get("vary")).toBe("Accept");
    expect(webp.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await served(webp)).toMatchObject({ format: "webp", width: 640, height: 360 });

    const avif = await get(image.id, "?w=320", "image/avif,image/webp,*/*");
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(await served(avif)).toMatchObject({ format: "heif", width: 320, height: 180 });

    const original = await get(image.id, "?w=960");
    expect(original.headers.get("content-type")).toBe("image/png");
    expect(await served(original)).toMatchObject({ format: "png", width: 960 });
    // Never enlarged: 1920 and the default are the picture's own 1600.
    expect(await served(await get(image.id, "?w=1920"))).toMatchObject({ width: 1600 });
    expect(await served(await get(image.id))).toMatchObject({ width: 1600 });
  });

  it("makes each copy once and serves it again from the database", async () => {
    const image = await stored(await png(1000, 500));
    const answers = await Promise.all([1, 2, 3, 4].map(() => get(image.id, "?w=640", "image/webp")));
    const bodies = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer())));
    const first = bodies[0]!;
    expect(bodies.every((body) => body.equals(first))).toBe(true);
    const copies = await db.mediaVariant.findMany({ where: { imageId: image.id } });
    expect(copies).toMatchObject([{ width: 640, mime: "image/webp", size: first.byteLength, storageKey: null }]);
    const again = Buffer.from(await (await get(image.id, "?w=640", "image/webp")).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    expect(await db.mediaVariant.count({ where: { imageId: image.id } })).toBe(1);
  });

  it("keeps an animated GIF animated (WebP or GIF, never AVIF)", async () => {
    const frames = await Promise.all([1, 2, 3].map(() => noise(30, 20).png().toBuffer()));
    const image = await stored(
      await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer(),
    );
    expect(image).toMatchObject({ width: 30, height: 20 });
    for (const [accept, mime] of [
      ["image/avif,image/webp", "image/webp"],
      ["image/avif,*/*", "image/gif"],
    ]) {
      const answer = await get(image.id, "?w=320", accept);
      expect(answer.headers.get("content-type")).toBe(mime);
      expect((await sharp(new Uint8Array(await answer.arrayBuffer())).metadata()).pages).toBe(3);
    }
  });

  it("answers 404 for an unknown id and 400 for a width not on the list", async () => {
    expect((await get("nope")).status).toBe(404);
    expect((await get("x".repeat(300))).status).toBe(404);
    const image = await stored(await png(20, 20));
    expect((await get(image.id, "?w=500")).status).toBe(400);
    expect((await get(image.id, "?w=abc")).status).toBe(400);
  });
});
