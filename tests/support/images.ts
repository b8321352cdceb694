import { randomBytes } from "node:crypto";
import sharp from "sharp";

// Pictures for the media tests, made with sharp: random noise, so each call is a new picture
// (the store dedupes identical ones) and none compresses to nothing.

/** Random RGB pixels of `width` x `height`. */
export const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

export const png = (width: number, height: number) => noise(width, height).png().toBuffer();

/** A JPEG carrying EXIF (camera, copyright, GPS position) and a Display P3 ICC profile. */
export const jpegWithExif = (width: number, height: number, orientation = 1) =>
  noise(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: "Secret Camera Co", Copyright: "Secret Photographer" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 300/100",
      },
    })
    .withIccProfile("p3")
    .withMetadata({ orientation })
    .toBuffer();

/** The width and height a decoder sees in `bytes`, and any metadata left in them. */
export async function inspect(bytes: Uint8Array) {
  const { width, height, pageHeight, format, exif, icc, xmp, iptc, orientation } = await sharp(bytes).metadata();
  return { width, height: pageHeight ?? height, format, exif, icc, xmp, iptc, orientation };
}
