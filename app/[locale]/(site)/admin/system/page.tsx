import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { retryMail } from "@/lib/actions/system";
import { getSessionUser, isAdmin } from "@/lib/auth/session";
import { getRegionFormatter } from "@/lib/i18n/format";
import { alternates } from "@/lib/seo/metadata";
import { getPathname, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { systemOverview } from "@/lib/ops/system";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "AdminSystem" });
  return { title: t("title"), robots: { index: false }, alternates: alternates(locale, "/admin/system") };
}

const buttonClass =
  "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
const cell = "border-b border-slate-200 px-2 py-1.5 text-left dark:border-slate-800";

// Admins only, checked here on the server (and again in the action): visitors are sent to sign in,
// other members get the 404 page.
export default async function SystemPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await getSessionUser();
  if (!user) {
    const callbackUrl = getPathname({ locale, href: "/admin/system" });
    return redirect({ href: { pathname: "/auth/need-login", query: { callbackUrl } }, locale });
  }
  if (!isAdmin(user)) notFound();

  const t = await getTranslations("AdminSystem");
  const format = await getRegionFormatter();
  const system = await systemOverview();
  const when = (date: Date) => format.dateTime(date, { dateStyle: "medium", timeStyle: "short" });
  const percent = (value: number | null) =>
    value === null ? t("noData") : format.number(value, { style: "percent", maximumFractionDigits: 1 });
  const megabytes = format.number(system.databaseBytes / 1_048_576, { maximumFractionDigits: 1 });

  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("intro")}</p>
      </header>

      <section aria-labelledby="facts-title">
        <h2 id="facts-title" className="text-xl font-semibold">
          {t("factsTitle")}
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="system-facts">
          <dt className="font-medium">{t("build")}</dt>
          <dd>
            <code>{system.buildId ?? t("noData")}</code>
          </dd>
          <dt className="font-medium">{t("migrations")}</dt>
          <dd>
            {t("migrationsApplied", {
              count: system.migrations.count,
              n: format.number(system.migrations.count),
            })}
            {system.migrations.latest && (
              <>
                {" "}
                <code>{system.migrations.latest.name}</code>
              </>
            )}
          </dd>
          <dt className="font-medium">{t("databaseSize")}</dt>
          <dd>{t("megabytes", { size: megabytes })}</dd>
          <dt className="font-medium">{t("pageMemory")}</dt>
          <dd>{percent(system.cache.pageMemory)}</dd>
          <dt className="font-medium">{t("sharedCache")}</dt>
          <dd>{percent(system.cache.sharedCache)}</dd>
        </dl>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("cacheNote")}</p>
      </section>

      <section aria-labelledby="queues-title">
        <h2 id="queues-title" className="text-xl font-semibold">
          {t("queuesTitle")}
        </h2>
        {system.queues.length ? (
          <table className="mt-4 w-full text-sm" data-testid="system-queues">
            <thead>
              <tr>
                <th className={cell}>{t("queue")}</th>
                <th className={cell}>{t("waiting")}</th>
                <th className={cell}>{t("retrying")}</th>
                <th className={cell}>{t("running")}</th>
                <th className={cell}>{t("failedJobs")}</th>
              </tr>
            </thead>
            <tbody>
              {system.queues.map((queue) => (
                <tr key={queue.name}>
                  <td className={cell}>
                    <code>{queue.name}</code>
                  </td>
                  <td className={cell}>{format.number(queue.created)}</td>
                  <td className={cell}>{format.number(queue.retry)}</td>
                  <td className={cell}>{format.number(queue.active)}</td>
                  <td className={cell}>{format.number(queue.failed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("queuesEmpty")}</p>
        )}
      </section>

      <section aria-labelledby="outbox-title">
        <h2 id="outbox-title" className="text-xl font-semibold">
          {t("outboxTitle")}
        </h2>
        <p className="mt-4 text-sm" data-testid="system-outbox">
          {t("outboxSummary", {
            pending: system.outbox.pending,
            pendingN: format.number(system.outbox.pending),
            failed: system.outbox.failed,
            failedN: format.number(system.outbox.failed),
          })}{" "}
          {system.outbox.oldest && t("outboxOldest", { date: when(system.outbox.oldest) })}
        </p>
        {system.failedMails.length > 0 && (
          <ul className="mt-4 grid gap-3" data-testid="failed-mails">
            {system.failedMails.map((mail) => (
              <li
                key={mail.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-800"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium">{mail.subject}</p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {t("failedMail", {
                      to: mail.to,
                      attempts: mail.attempts,
                      attemptsN: format.number(mail.attempts),
                      date: when(mail.createdAt),
                    })}
                  </p>
                  {mail.lastError && (
                    <p className="mt-1 break-words text-red-700 dark:text-red-400">{mail.lastError}</p>
                  )}
                </div>
                <form action={retryMail}>
                  <input type="hidden" name="mailId" value={mail.id} />
                  <button type="submit" className={buttonClass} aria-label={t("retryLabel", { subject: mail.subject })}>
                    {t("retry")}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
