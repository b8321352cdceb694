// GET /{locale}/rss.xml: the feed of the latest items in Spanish, French or Portuguese; /en/rss.xml
// redirects to /rss.xml. The proxy does not run for paths with a dot, so the language comes from
// this route's own parameter.
import { notFound, permanentRedirect } from "next/navigation";
import { z } from "zod";
import { routing } from "@/lib/i18n/routing";
import { feedResponse } from "@/lib/seo/feed-response";

// Rebuilt at most hourly, and when content changes (the feed's data carries the `content` tag).
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/rss.xml">) {
  const parsed = z.enum(routing.locales).safeParse((await params).locale);
  if (!parsed.success) notFound();
  if (parsed.data === routing.defaultLocale) permanentRedirect("/rss.xml");
  return feedResponse(parsed.data);
}
