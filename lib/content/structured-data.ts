import type { Article } from "./article";

// schema.org JSON-LD for an article page. Members-only items say they are not free and point at
// the locked part, as search engines ask of paywalled content. Examples get none: search engines
// must not take invented items for real ones (docs/content.md).
type Fields = Pick<
  Article,
  | "type"
  | "title"
  | "summary"
  | "textLocale"
  | "accessLevel"
  | "isExample"
  | "imageUrl"
  | "startsAt"
  | "endsAt"
  | "onlineOnly"
  | "isEventFree"
  | "address"
  | "city"
  | "region"
  | "country"
  | "phone"
  | "email"
  | "website"
  | "latitude"
  | "longitude"
  | "brand"
  | "rating"
  | "publishedAt"
  | "editedAt"
  | "source"
> &
  Partial<Pick<Article, "externalUrl" | "aggregated">>;

export function structuredData(article: Fields, url: string, locale: string, origin: string) {
  if (article.isExample) return null;
  const base = {
    "@context": "https://schema.org",
    name: article.title,
    description: article.summary,
    url,
    inLanguage: article.textLocale ?? locale,
  };
  const access =
    article.accessLevel === "FREE"
      ? { isAccessibleForFree: true }
      : {
          isAccessibleForFree: false,
          hasPart: { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: ".locked-content" },
        };

  switch (article.type) {
    case "EVENT":
      return {
        ...base,
        "@type": "Event",
        ...access,
        startDate: article.startsAt?.toISOString(),
        endDate: article.endsAt?.toISOString(),
        eventAttendanceMode: article.onlineOnly
          ? "https://schema.org/OnlineEventAttendanceMode"
          : "https://schema.org/OfflineEventAttendanceMode",
        location: article.onlineOnly
          ? { "@type": "VirtualLocation", url }
          : {
              "@type": "Place",
              name: article.address ?? article.city,
              address: {
                "@type": "PostalAddress",
                streetAddress: article.address,
                addressLocality: article.city,
                addressCountry: article.country,
              },
            },
        isAccessibleForFree: article.isEventFree ?? undefined,
      };
    case "DIRECTORY":
      return {
        ...base,
        "@type": "LocalBusiness",
        telephone: article.phone,
        email: article.email,
        sameAs: article.website ?? undefined,
        address: {
          "@type": "PostalAddress",
          streetAddress: article.address,
          addressLocality: article.city,
          addressRegion: article.region,
          addressCountry: article.country,
        },
        geo:
          article.latitude != null
            ? { "@type": "GeoCoordinates", latitude: article.latitude, longitude: article.longitude }
            : undefined,
      };
    case "PRODUCT":
      // Google rejects a Product without an image and one of offers, review or aggregateRating;
      // the site sells nothing, so a product without its image and reviews is just a web page.
      if (!article.imageUrl || !article.rating) return { ...base, "@type": "WebPage" };
      return {
        ...base,
        "@type": "Product",
        image: new URL(article.imageUrl, origin).href,
        brand: article.brand ? { "@type": "Brand", name: article.brand } : undefined,
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: article.rating.average,
          reviewCount: article.rating.count,
        },
      };
    default:
      return {
        ...base,
        "@type": article.type === "NEWS" ? "NewsArticle" : "Article",
        ...access,
        headline: article.title,
        datePublished: article.publishedAt.toISOString(),
        // The "Updated" readers see: a substantive edit, not any write (a typo fix moves updatedAt).
        dateModified: (article.editedAt ?? article.publishedAt).toISOString(),
        publisher: { "@type": "Organization", name: "Covid Info" },
        ...(article.source ? { author: { "@type": "Organization", name: article.source.name } } : {}),
        // An aggregated item is an excerpt of its publisher's article: say whose, and where it is.
        ...(article.aggregated && article.externalUrl
          ? {
              isBasedOn: article.externalUrl,
              sourceOrganization: { "@type": "Organization", name: article.source?.name },
            }
          : {}),
      };
  }
}

/** JSON for a <script> element: "<" escaped so the text can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
