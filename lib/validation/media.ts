import { z } from "./zod";
import { requiredText } from "./fields";

// Shared by the newsroom's upload form and lib/media/images.ts. The file itself is checked by
// content there (lib/media/sniff.ts), not by a schema: its name and declared type prove nothing.
export const ALT_MAX = 300;

export const imageUploadSchema = z.object({
  alt: requiredText({ max: ALT_MAX, required: "altRequired", tooLong: "altTooLong" }),
});
export type ImageUploadInput = z.input<typeof imageUploadSchema>;
