import { describe, expect, it } from "vitest";
import { readServerEnv } from "@/lib/env";
import { chooseFormat } from "@/lib/media/negotiate";
import { sniffImageType } from "@/lib/media/sniff";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImageType", () => {
  it("names the five formats by their first bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes("GIF89a", [0, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes([0, 0, 0, 28], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"))).toBe("image/avif");
    expect(sniffImageType(bytes([0, 0, 0, 24], "ftypmif1", [0, 0, 0, 0], "mif1avif"))).toBe("image/avif");
  });

  it("names nothing else: text, SVG, HEIC, a bare RIFF, a brand only in the minor version", () => {
    expect(sniffImageType(bytes("hello.png"))).toBeNull();
    expect(sniffImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 16], "ftypmif1", "avif"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("chooseFormat", () => {
  it("prefers AVIF, then WebP, then the stored format", () => {
    expect(chooseFormat("image/jpeg", "image/avif,image/webp,image/apng,*/*;q=0.8")).toBe("image/avif");
    expect(chooseFormat("image/png", "image/webp,*/*")).toBe("image/webp");
    expect(chooseFormat("image/png", "image/avif;q=0, image/webp;q=0.9")).toBe("image/webp");
    expect(chooseFormat("image/png", "*/*")).toBe("image/png");
    expect(chooseFormat("image/jpeg", null)).toBe("image/jpeg");
  });

  it("never makes AVIF of a GIF or a WebP, which may be animated", () => {
    expect(chooseFormat("image/gif", "image/avif,image/webp")).toBe("image/webp");
    expect(chooseFormat("image/gif", "image/avif")).toBe("image/gif");
    expect(chooseFormat("image/webp", "image/avif")).toBe("image/webp");
  });
});

describe("S3 variables", () => {
  const complete = {
    S3_ENDPOINT: "https://s3.example.org",
    S3_BUCKET: "covid-media",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("are all four or none, with region and path style defaulted", () => {
    expect(readServerEnv(complete)).toMatchObject({ S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: "false" });
    expect(readServerEnv({}).S3_BUCKET).toBeUndefined();
    expect(() => readServerEnv({ S3_ENDPOINT: complete.S3_ENDPOINT, S3_BUCKET: "covid-media" })).toThrow(
      /S3_ACCESS_KEY_ID: must be set with the other S3_ variables[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => readServerEnv({ ...complete, S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
    expect(() => readServerEnv({ ...complete, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
