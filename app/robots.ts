// GET /robots.txt: crawl every public page; keep crawlers out of accounts, APIs, sign-in, the chat,
// private forum screens and search results (endless parameter combinations).
import type { MetadataRoute } from "next";
import { siteOrigin } from "@/lib/env";
import { routing } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/seo/urls";

const privatePaths = ["/user/", "/auth/", "/chat", "/forum/new", "/forum/my-posts", "/forum/search", "/search"];

export default function robots(): MetadataRoute.Robots {
  const disallow = [
    "/api/",
    ...routing.locales.flatMap((locale) => privatePaths.map((path) => localizedPath(locale, path))),
  ];
  return {
    rules: { userAgent: "*", allow: "/", disallow },
    sitemap: `${siteOrigin()}/sitemap.xml`,
  };
}
