// GET /{locale}/feeds/tags/{tag}.xml and .json: a tag's feeds in Spanish, French or Portuguese.
import { notFound } from "next/navigation";
import { topicFeedResponse } from "@/lib/seo/feed-response";
import { prefixedLocales, tagFeedNames } from "@/lib/seo/feed-routes";

export const revalidate = 3600;
export const dynamicParams = false;

export async function generateStaticParams() {
  const feeds = await tagFeedNames();
  return prefixedLocales.flatMap((locale) => feeds.map((feed) => ({ locale, feed })));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/feeds/tags/[feed]">) {
  const { locale, feed } = await params;
  const language = prefixedLocales.find((l) => l === locale);
  return (language && (await topicFeedResponse(language, "tag", feed))) || notFound();
}
