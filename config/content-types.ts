// Content types and the URL segment each is listed under (the same in every language).
import type { Messages } from "next-intl";
import type { ContentType } from "@/lib/generated/prisma/enums";

export const typeSegments: Record<ContentType, string> = {
  NEWS: "news",
  PUBLIC_HEALTH: "public-health",
  SCIENTIFIC_LIBRARY: "scientific-library",
  VIDEO: "videos",
  EVENT: "events",
  RESOURCE: "resources",
  PRODUCT: "products",
  DIRECTORY: "directory",
  BLOG: "blog",
  EDUCATION: "education",
  COMMUNITY: "community",
};

const types = Object.keys(typeSegments) as ContentType[];

/** The content type listed under a URL segment, if any ("videos" -> VIDEO). */
export function typeForSegment(segment: string): ContentType | undefined {
  return types.find((type) => typeSegments[type] === segment);
}

export type HomeSection = {
  key: keyof Messages["HomePage"];
  href: string;
  types: ContentType[];
  upcoming?: boolean;
};

// The home page's sections, in order (SPEC §2).
export const homeSections: HomeSection[] = [
  {
    key: "latestPublications",
    href: "/search",
    types: ["NEWS", "SCIENTIFIC_LIBRARY", "PUBLIC_HEALTH", "BLOG", "EDUCATION", "RESOURCE"],
  },
  { key: "upcomingEvents", href: "/events", types: ["EVENT"], upcoming: true },
  { key: "latestNews", href: "/news", types: ["NEWS"] },
  { key: "scientificLibrary", href: "/scientific-library", types: ["SCIENTIFIC_LIBRARY"] },
  { key: "publicHealthWatch", href: "/public-health", types: ["PUBLIC_HEALTH"] },
  { key: "videos", href: "/videos", types: ["VIDEO"] },
];
