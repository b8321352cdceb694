import type { ImageMime } from "./sniff";

// Which format /api/media/{id} answers in, from the browser's Accept header: AVIF, then WebP, when
// it says it takes them; else the stored format. GIF and WebP may be animated and sharp writes no
// animated AVIF, so they never become AVIF (a GIF becomes an animated WebP).

/** The media types `accept` takes (q > 0), lower-case, parameters dropped. */
function accepted(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.slice(0, 1024).split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (type && !(q && Number(q.slice(2)) === 0)) types.add(type);
  }
  return types;
}

export function chooseFormat(stored: ImageMime, accept: string | null): ImageMime {
  const takes = accepted(accept ?? "");
  const animatable = stored === "image/gif" || stored === "image/webp";
  if (!animatable && takes.has("image/avif")) return "image/avif";
  if (takes.has("image/webp")) return "image/webp";
  return stored;
}
