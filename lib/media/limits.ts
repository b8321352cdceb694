// The limits of uploaded images, in one place (docs/adr/0044-cover-images.md).

/** Largest upload accepted, checked before anything decodes it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Largest picture decoded (width x height): a small file can claim a huge canvas. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The widths /api/media/{id}?w= serves; any other is a 400, so each image has few copies. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
