// GET /feeds/{type}.xml and /feeds/{type}.json: the English RSS and JSON feeds of one content type
// (other languages at /{locale}/feeds/…).
import { notFound } from "next/navigation";
import { topicFeedResponse } from "@/lib/seo/feed-response";
import { typeFeedNames } from "@/lib/seo/feed-routes";

export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return typeFeedNames().map((feed) => ({ feed }));
}

export async function GET(_request: Request, { params }: RouteContext<"/feeds/[feed]">) {
  return (await topicFeedResponse("en", "type", (await params).feed)) ?? notFound();
}
