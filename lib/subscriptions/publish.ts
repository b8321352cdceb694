import "server-only";
import { send } from "@/lib/jobs";
import { queueAlertsFor } from "./alerts";
import { deliverJob } from "./job-names";

/**
 * What the newsroom calls once an item is published (or its level or a translation changes):
 * queues its "at once" mail and asks the sender to run now. Safe to call any number of times:
 * what was queued before is not queued again. Returns how many mails were queued.
 */
export async function notifyPublished(articleId: string): Promise<number> {
  const queued = await queueAlertsFor(articleId);
  if (queued > 0) await send(deliverJob, {}, { singletonKey: "now" });
  return queued;
}
