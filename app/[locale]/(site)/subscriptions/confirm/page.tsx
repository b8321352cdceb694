import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getRegionFormatter } from "@/lib/i18n/format";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { checkSubscriptionToken } from "@/lib/subscriptions/tokens";
import { requestLines } from "@/lib/subscriptions/topics";
import { LinkState } from "../link-state";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Subscriptions" });
  return {
    title: t("confirmTitle"),
    alternates: alternates(locale, "/subscriptions/confirm"),
    robots: { index: false },
  };
}

// Where the confirmation mail's link lands. Opening it changes nothing (mail scanners follow
// links); the button posts the token to /api/subscriptions/confirm, which confirms. The page shows
// what the token's request confirms, each topic with its rhythm, in the page's language.
export default async function ConfirmSubscriptionPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const one = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");
  const t = await getTranslations("Subscriptions");
  const state = one("state");
  if (state === "confirmed") return <LinkState title={t("confirmedTitle")} text={t("confirmedText")} ok />;
  const token = one("token");
  const check = token ? checkSubscriptionToken(token, "confirm") : ({ state: "invalid" } as const);
  if (state === "expired" || state === "invalid" || check.state !== "valid")
    return (
      <LinkState
        title={t("invalidTitle")}
        text={t(check.state === "expired" || state === "expired" ? "expiredLink" : "invalidLink")}
      />
    );
  const names = check.request ? await requestLines(check.request.items, locale) : [];
  const format = await getRegionFormatter();
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-3xl font-bold">{t("confirmTitle")}</h1>
      <p className="mt-3">
        {t("confirmIntro", { email: check.email, count: names.length, n: format.number(names.length) })}
      </p>
      {names.length > 0 && (
        <ul className="mt-3 list-disc pl-6">
          {names.map((name, i) => (
            <li key={i}>{name}</li>
          ))}
        </ul>
      )}
      {names.length > 0 && (
        <form method="post" action="/api/subscriptions/confirm" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
          >
            {t("confirmButton")}
          </button>
        </form>
      )}
    </div>
  );
}
