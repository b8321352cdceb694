// GET /api/media/{id}?w=: an uploaded image at most w pixels wide (one of IMAGE_WIDTHS, 1920 if
// absent), as AVIF or WebP when Accept takes them, else in its stored format; 404 for an unknown id.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { IMAGE_WIDTHS, type ImageWidth } from "@/lib/media/limits";
import { getImageVariant } from "@/lib/media/variants";

const isWidth = (w: number): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w);
const query = z.object({
  w: z.coerce
    .number()
    .refine(isWidth, `must be one of ${IMAGE_WIDTHS.join(", ")}`)
    .default(1920),
});

export const GET = route({ query }, async ({ query, params: { id }, request, json }) => {
  const width = query.w as ImageWidth;
  const image = typeof id === "string" ? await getImageVariant(id, width, request.headers.get("accept")) : null;
  if (!image) return json({ error: "Not found" }, 404);
  // An image's bytes never change (a new picture is a new id), so browsers and CDNs keep it a year;
  // the format depends on Accept.
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "Content-Type": image.mime,
      "Content-Length": String(image.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
