import { getTranslations } from "next-intl/server";
import { takenDownAt } from "@/lib/aggregation/takedown";
import { articleParams } from "@/lib/content/params";
import { getRegionFormatter } from "@/lib/i18n/format";

/**
 * Above the 404 of an item's address: when the item was removed at its publisher's request, a
 * reader who follows an old link or a bookmark is told so, in their language, rather than only
 * "not found". Nothing of the removed item (title, text, link) is shown.
 */
export async function TakenDownNote({ type, category, slug }: { type: string; category: string; slug: string }) {
  const parsed = articleParams.safeParse({ type, category, slug });
  if (!parsed.success) return null;
  const at = await takenDownAt({ type: parsed.data.type, category: parsed.data.category, slug: parsed.data.slug });
  if (!at) return null;
  const t = await getTranslations("Takedown");
  const format = await getRegionFormatter();
  return (
    <div
      role="note"
      data-testid="taken-down"
      // The server copies the heading and text into the 404's HTML for readers without JavaScript.
      data-shell="note"
      className="mx-auto mt-8 max-w-xl rounded-md border border-slate-500 px-4 py-3 dark:border-slate-400"
    >
      <h2 className="font-semibold">{t("removedTitle")}</h2>
      <p className="mt-1">{t("removedText", { date: format.dateTime(at, { dateStyle: "long" }) })}</p>
    </div>
  );
}
