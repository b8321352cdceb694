import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { DecisionButtons } from "@/components/moderation/decision-buttons";
import { isModerator } from "@/lib/auth/session";
import { requireMember } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { listOpenReports } from "@/lib/moderation/reports";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "ModerationQueue" });
  return { title: t("title"), robots: { index: false } };
}

// Moderators and admins only; to anyone else the page does not exist.
export default async function ModerationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireMember("/moderation");
  if (!isModerator(user)) notFound();
  const reports = await listOpenReports();
  const t = await getTranslations("ModerationQueue");
  const format = await getRegionFormatter();

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t("intro")}</p>
      {reports.length === 0 ? (
        <p role="status" className="rounded-lg border border-dashed border-slate-300 p-6 dark:border-slate-700">
          {t("empty")}
        </p>
      ) : (
        <ClientMessages namespaces={["ModerationQueue", ...formNamespaces]}>
          <ol className="space-y-4">
            {reports.map((r) => (
              <li key={r.id} className="panel space-y-2">
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t(`type${r.targetType as "POST" | "COMMENT" | "REVIEW"}`)} ·{" "}
                  {t("reportedBy", { name: r.reporter.username ?? r.reporter.email })} ·{" "}
                  {format.dateTime(r.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                </p>
                <blockquote className="border-l-4 border-slate-300 pl-3 dark:border-slate-600">
                  {r.target ? (
                    <Link href={r.target.href} className="text-brand-700 dark:text-brand-300">
                      {r.target.excerpt}
                    </Link>
                  ) : (
                    t("gone")
                  )}
                  {r.target?.hidden && (
                    <span className="ml-2 text-sm font-semibold text-amber-800 dark:text-amber-300">
                      {t("alreadyHidden")}
                    </span>
                  )}
                </blockquote>
                <p>
                  <span className="font-semibold">{t("reason")}</span> {r.reason}
                </p>
                <DecisionButtons
                  reportId={r.id}
                  label={t("decisionsFor", { excerpt: r.target?.excerpt ?? r.targetId })}
                />
              </li>
            ))}
          </ol>
        </ClientMessages>
      )}
    </div>
  );
}
