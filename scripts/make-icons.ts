// Writes the web app manifest's icons (public/icons) from the site's icon, app/icon.svg: the
// square teal tile with its white cross, full-bleed so that it can be masked to any shape, the
// cross kept inside the middle 60 % (the "safe zone" every mask shows whole). Run it again after
// changing app/icon.svg: `npx tsx scripts/make-icons.ts`.
import { readFileSync } from "node:fs";
import sharp from "sharp";

const icon = readFileSync("app/icon.svg", "utf8");
const fill = /fill="(#[0-9a-f]{6})"/i.exec(icon)?.[1] ?? "#0f766e";
const cross = /<path[^>]*\/>/.exec(icon)?.[0];
if (!cross) throw new Error("app/icon.svg has no <path> to draw");

// The 32-unit drawing, its cross (18 units wide) scaled to 60 % of the tile and centred.
const scale = (32 * 0.6) / 18;
const offset = 16 - 16 * scale;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${fill}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${cross}</g></svg>`;

async function main() {
  for (const size of [192, 512]) {
    await sharp(Buffer.from(maskable), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(`public/icons/icon-${size}.png`);
  }
  console.log("public/icons/icon-192.png and icon-512.png written");
}

void main();
