// GET /{locale}/feeds/{type}.xml and .json: a content type's feeds in Spanish, French or Portuguese.
// The proxy does not run for paths with a dot, so the language comes from this route's parameter.
import { notFound } from "next/navigation";
import { topicFeedResponse } from "@/lib/seo/feed-response";
import { prefixedLocales, typeFeedNames } from "@/lib/seo/feed-routes";

export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedLocales.flatMap((locale) => typeFeedNames().map((feed) => ({ locale, feed })));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/feeds/[feed]">) {
  const { locale, feed } = await params;
  const language = prefixedLocales.find((l) => l === locale);
  return (language && (await topicFeedResponse(language, "type", feed))) || notFound();
}
