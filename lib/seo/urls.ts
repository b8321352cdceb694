// Public URLs of the site, as crawlers and feed readers see them.
import { typeSegments } from "@/config/content-types";
import { isMembersOnly } from "@/lib/auth/members-only";
import type { ContentType } from "@/lib/generated/prisma/enums";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** `path` (without language prefix) in `locale`: English has no prefix ("/" -> "/es", "/news" -> "/es/news"). */
export const localizedPath = (locale: Locale, path: string): string => getPathname({ locale, href: path });

/** The absolute, URL-escaped address of `path` in `locale`. */
export function absoluteUrl(origin: string, locale: Locale, path: string): string {
  return origin + encodeURI(localizedPath(locale, path));
}

/** The path of an article page, the same in every language. */
export function articlePath(type: ContentType, category: string, slug: string): string {
  return `/${typeSegments[type]}/${category}/${slug}`;
}

/** The address of a language's RSS feed: /rss.xml for English, /es/rss.xml for Spanish. */
export function feedPath(locale: Locale): string {
  return localizedPath(locale, "/rss.xml");
}

export type FeedFormat = "rss" | "json";
const extension: Record<FeedFormat, string> = { rss: "xml", json: "json" };

/**
 * The path (without language prefix) of a topic's feed: /feeds/news.xml for a content type,
 * /feeds/tags/mpox.json for a tag. Paths with a dot do not pass through the proxy, so each language
 * has its own route (/es/feeds/news.xml).
 */
export function topicFeedPath(
  topic: { kind: "type"; type: ContentType } | { kind: "tag"; slug: string },
  format: FeedFormat,
) {
  return topic.kind === "type"
    ? `/feeds/${typeSegments[topic.type]}.${extension[format]}`
    : `/feeds/tags/${topic.slug}.${extension[format]}`;
}

// Pages with no database rows behind them, listed in every sitemap (SPEC §1-3, DESIGN routes).
const pagePaths = [
  "/",
  ...Object.values(typeSegments).map((segment) => `/${segment}`),
  "/covidnet",
  "/legal/disclaimer",
  "/legal/forum-guidelines",
  "/legal/privacy-policy",
  "/legal/terms",
  "/mobile",
  "/contribute",
  "/support",
  "/forum",
] as const;

// A crawler sees only what a visitor sees: members-only lists (the directory) answer a redirect to
// sign in, which search engines report as an error, so they stay out of the sitemap.
export const fixedPaths = pagePaths.filter((path) => !isMembersOnly(path, new URLSearchParams()));
