// What an upload is, from its first bytes: the formats we store, and nothing else reaches sharp
// (which would also read SVG, PDF, TIFF and more).
export type ImageMime = "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/gif";

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** An AVIF file is an ISO media file whose `ftyp` box names the avif or avis brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0), bytes.length, 256);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = ascii(bytes, at, at + 4);
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

/** The image type the bytes start with, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 6 && ["GIF87a", "GIF89a"].includes(ascii(bytes, 0, 6))) return "image/gif";
  if (isAvif(bytes)) return "image/avif";
  return null;
}
