// GET /feeds/tags/{tag}.xml and /feeds/tags/{tag}.json: the English RSS and JSON feeds of one tag.
import { notFound } from "next/navigation";
import { topicFeedResponse } from "@/lib/seo/feed-response";
import { tagFeedNames } from "@/lib/seo/feed-routes";

export const revalidate = 3600;
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await tagFeedNames()).map((feed) => ({ feed }));
}

export async function GET(_request: Request, { params }: RouteContext<"/feeds/tags/[feed]">) {
  return (await topicFeedResponse("en", "tag", (await params).feed)) ?? notFound();
}
