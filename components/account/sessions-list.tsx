import { getTranslations } from "next-intl/server";
import { signOutEverywhereElse, signOutSession } from "@/lib/actions/sessions";
import type { SessionRow } from "@/lib/auth/sessions";
import { describeUserAgent } from "@/lib/auth/user-agent";
import { getRegionFormatter } from "@/lib/i18n/format";

const buttonClass =
  "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/** The member's sessions, this browser first, each with its own "sign out" (plain forms). */
export async function SessionsList({ sessions, currentId }: { sessions: SessionRow[]; currentId: string | null }) {
  const t = await getTranslations("AccountSessions");
  const format = await getRegionFormatter();
  const ordered = [...sessions].sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId));
  const others = sessions.filter((s) => s.id !== currentId).length;
  const when = (date: Date) => format.dateTime(date, { dateStyle: "medium", timeStyle: "short" });

  return (
    <section aria-labelledby="sessions-title" className="mt-6">
      <h2 id="sessions-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("intro")}</p>
      <ul className="mt-4 grid gap-3">
        {ordered.map((session) => {
          const { browser, system } = describeUserAgent(session.userAgent);
          const device = t("device", {
            browser: browser ?? t("unknownBrowser"),
            system: system ?? t("unknownSystem"),
          });
          return (
            <li
              key={session.id}
              data-testid="session"
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-800"
            >
              <div>
                <p className="font-medium">
                  {device}
                  {session.id === currentId && (
                    <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-800 dark:bg-slate-800 dark:text-brand-300">
                      {t("thisBrowser")}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t("lastSeen", { date: when(session.lastSeenAt) })} ·{" "}
                  {t("signedIn", { date: when(session.createdAt) })}
                </p>
              </div>
              <form action={signOutSession}>
                <input type="hidden" name="id" value={session.id} />
                <button type="submit" className={buttonClass} aria-label={t("signOutLabel", { device })}>
                  {t("signOut")}
                </button>
              </form>
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <form action={signOutEverywhereElse} className="mt-4">
          <button type="submit" className={buttonClass}>
            {t("signOutOthers")}
          </button>
        </form>
      ) : (
        <p className="mt-4 text-sm">{t("noOthers")}</p>
      )}
    </section>
  );
}
