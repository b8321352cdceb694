import { getImageSize, imageUrl, mediaId } from "@/lib/media/images";
import { IMAGE_WIDTHS } from "@/lib/media/limits";

/**
 * An item's cover image. An uploaded one (/api/media/{id}) comes in the widths the media route
 * serves, never wider than the upload, with its size so the page does not jump; another path of this
 * site is shown as it is. Another site's address is not shown: the pages' CSP loads images from this
 * site only (it still serves as the shared link's picture, og:image).
 */
export async function Cover({ url, alt }: { url: string; alt: string }) {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const id = mediaId(url);
  const size = id ? await getImageSize(id) : null;
  if (id && !size) return null;
  const className = "mt-6 w-full rounded-md object-cover";
  if (!id || !size) {
    // eslint-disable-next-line @next/next/no-img-element -- a file of public/, as it is
    return <img src={url} alt={alt} className={className} />;
  }
  const smaller = IMAGE_WIDTHS.filter((w) => w < size.width);
  const widths = [...smaller, IMAGE_WIDTHS.find((w) => w >= size.width)].filter((w) => w !== undefined);
  const srcSet = widths.map((w) => `${imageUrl(id, w)} ${Math.min(w, size.width)}w`).join(", ");
  return (
    // eslint-disable-next-line @next/next/no-img-element -- resized by /api/media, not next/image
    <img
      src={imageUrl(id, widths.at(-1))}
      srcSet={srcSet}
      sizes="(min-width: 1024px) 48rem, 100vw"
      width={size.width}
      height={size.height}
      alt={alt}
      className={`${className} h-auto`}
      data-testid="cover"
    />
  );
}
