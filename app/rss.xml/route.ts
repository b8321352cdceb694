// GET /rss.xml: the English feed of the latest items (other languages at /{locale}/rss.xml).
import { feedResponse } from "@/lib/seo/feed-response";

// Rebuilt at most hourly, and when content changes (the feed's data carries the `content` tag).
export const revalidate = 3600;

export function GET() {
  return feedResponse("en");
}
