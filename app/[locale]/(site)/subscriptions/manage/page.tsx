import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { subscriptionsOf } from "@/lib/subscriptions/subscribe";
import { checkSubscriptionToken } from "@/lib/subscriptions/tokens";
import { topicNames } from "@/lib/subscriptions/topics";
import { subscriptionRhythms } from "@/lib/validation/subscribe";
import { LinkState } from "../link-state";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Subscriptions" });
  return { title: t("manageTitle"), alternates: alternates(locale, "/subscriptions/manage"), robots: { index: false } };
}

const button =
  "rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

// The signed-out page every subscription mail links to: the address's subscriptions, each with
// its rhythm and a button to leave it, and one to leave (erase) them all. No session: the signed
// token in the link says which address.
export default async function ManageSubscriptionsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const one = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");
  const t = await getTranslations("Subscriptions");
  const state = one("state");
  const token = one("token");
  const check = token ? checkSubscriptionToken(token, "manage") : ({ state: "invalid" } as const);
  if (check.state !== "valid")
    return (
      <LinkState
        title={t("invalidTitle")}
        text={t(check.state === "expired" || state === "expired" ? "expiredManageLink" : "invalidManageLink")}
      />
    );
  const rows = await subscriptionsOf(check.email);
  const names = await topicNames(rows, locale);
  const hidden = (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold">{t("manageTitle")}</h1>
      <p className="mt-3">{t("manageIntro", { email: check.email })}</p>
      {(state === "removed" || state === "changed") && (
        <p role="status" className="mt-4 rounded-md border border-brand-300 bg-brand-50 p-3 dark:bg-slate-900">
          {t(state === "removed" ? "removedStatus" : "changedStatus")}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="mt-6">{t("noSubscriptions")}</p>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((row, i) => (
              <li key={row.id} className="flex flex-wrap items-center gap-3 py-3">
                <span className="grow font-medium">
                  {names[i]}
                  {!row.confirmedAt && <span className="ml-2 text-sm font-normal">({t("pending")})</span>}
                </span>
                {row.topic !== "NEWSLETTER" && (
                  <form method="post" action="/api/subscriptions/manage" className="flex items-center gap-2">
                    {hidden}
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="intent" value="rhythm" />
                    <label className="sr-only" htmlFor={`rhythm-${row.id}`}>
                      {t("rhythmOf", { topic: names[i] ?? "" })}
                    </label>
                    <select
                      id={`rhythm-${row.id}`}
                      name="rhythm"
                      defaultValue={row.rhythm}
                      className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
                    >
                      {subscriptionRhythms.map((r) => (
                        <option key={r} value={r}>
                          {t(`rhythms.${r}`)}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={button}>
                      {t("changeRhythm")}
                    </button>
                  </form>
                )}
                <form method="post" action="/api/subscriptions/manage">
                  {hidden}
                  <input type="hidden" name="id" value={row.id} />
                  <input type="hidden" name="intent" value="unsubscribe" />
                  <button type="submit" className={button} aria-label={t("unsubscribeFrom", { topic: names[i] ?? "" })}>
                    {t("unsubscribe")}
                  </button>
                </form>
              </li>
            ))}
          </ul>
          <form method="post" action="/api/subscriptions/manage" className="mt-6">
            {hidden}
            <input type="hidden" name="intent" value="unsubscribeAll" />
            <button
              type="submit"
              className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
            >
              {t("unsubscribeAll")}
            </button>
          </form>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("unsubscribeAllHint")}</p>
        </>
      )}
    </div>
  );
}
