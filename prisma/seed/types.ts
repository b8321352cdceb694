// The shape of hand-written seed content. Text is Markdown; every item has an English version
// unless `originalLocale` says otherwise, and should have all four languages.
export type Locale = "en" | "es" | "fr" | "pt";

export type Text = { title: string; summary: string; body: string; seoDescription?: string };

export type SeedType =
  | "NEWS"
  | "PUBLIC_HEALTH"
  | "SCIENTIFIC_LIBRARY"
  | "VIDEO"
  | "EVENT"
  | "RESOURCE"
  | "PRODUCT"
  | "DIRECTORY"
  | "BLOG"
  | "EDUCATION"
  | "COMMUNITY";

export type SeedItem = {
  slug: string; // kebab-case, unique within its type
  category: string; // a category slug of this type (categories.ts)
  access?: "FREE" | "LIMITED" | "PREMIUM";
  originalLocale?: Locale; // default "en"
  publishedDaysAgo: number; // relative to the day the seed runs
  featured?: boolean;
  alertLevel?: "alert" | "advisory" | "update" | "information"; // PUBLIC_HEALTH only
  // Where a reader can check the item: the public page of the real publication or video, or a path
  // under public/ for the site's own work. Without one the item is an example: labelled on every
  // page and feed, no JSON-LD, not in the sitemap, attributed to no real organisation (docs/content.md).
  citation?: string;
  tags?: string[]; // tag slugs (tags.ts)
  source?: string; // source slug (sources.ts)
  channel?: string; // covidnet channel slug (channels.ts)
  related?: string[]; // "TYPE/slug" of other seed items
  products?: string[]; // product slugs listed on this item
  imageUrl?: string;
  imageAlt?: string;
  externalUrl?: string; // "go to website" / "read more"
  // PRODUCT
  brand?: string;
  manufacturerUrl?: string;
  // VIDEO
  videoProvider?: "youtube" | "site"; // "site": public/media/<videoId>.mp4, .jpg and .<locale>.vtt
  videoId?: string;
  durationSeconds?: number;
  // EVENT (days relative to the seed day; negative is past)
  startsInDays?: number;
  durationHours?: number;
  // or exact times (ISO 8601), as the newsroom exports them
  startsAt?: string;
  endsAt?: string;
  isEventFree?: boolean;
  onlineOnly?: boolean;
  eventUrl?: string;
  // DIRECTORY and in-person EVENT
  phone?: string;
  email?: string;
  website?: string;
  address?: string;
  city?: string;
  region?: string;
  country?: string; // ISO 3166-1 alpha-2
  latitude?: number;
  longitude?: number;
  translations: Partial<Record<Locale, Text>>;
};

export type Named = { slug: string; names: Record<Locale, string> };

export type SeedChannel = {
  slug: string;
  kind: "BLOG" | "TWITTER" | "YOUTUBE";
  name: string;
  url: string; // the real, public address of the channel
  featured?: boolean;
  locale?: Locale; // language the channel publishes in
  descriptions: Record<Locale, string>;
};
