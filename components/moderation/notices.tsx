import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { ModerationNotice } from "@/lib/moderation/notifications";
import { getRegionFormatter } from "@/lib/i18n/format";

/** Tells an author which of their posts, comments or reviews moderators hid or removed. */
export async function ModerationNotices({ notices }: { notices: ModerationNotice[] }) {
  if (!notices.length) return null;
  const t = await getTranslations("ModerationNotices");
  const format = await getRegionFormatter();
  return (
    <section
      aria-labelledby="moderation-notices"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 id="moderation-notices" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <ul className="mt-2 space-y-2">
        {notices.map((n) => (
          <li key={n.id}>
            {!n.readAt && <strong className="mr-2">{t("new")}</strong>}
            {t(n.kind === "content-hidden" ? `hidden${n.targetType}` : `deleted${n.targetType}`, {
              excerpt: n.excerpt,
            })}{" "}
            <span className="text-sm text-slate-600 dark:text-slate-400">
              ({format.dateTime(n.createdAt, { dateStyle: "medium" })})
            </span>
            {n.href && (
              <>
                {" "}
                <Link href={n.href} className="text-brand-700 dark:text-brand-300">
                  {t("view")}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        {t("guidelines")}{" "}
        <Link href="/legal/forum-guidelines" className="text-brand-700 dark:text-brand-300">
          {t("guidelinesLink")}
        </Link>
      </p>
    </section>
  );
}
