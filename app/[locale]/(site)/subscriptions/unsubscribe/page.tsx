import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { subscriptionOfLink } from "@/lib/subscriptions/subscribe";
import { topicNames } from "@/lib/subscriptions/topics";
import { LinkState } from "../link-state";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Subscriptions" });
  return {
    title: t("unsubscribeTitle"),
    alternates: alternates(locale, "/subscriptions/unsubscribe"),
    robots: { index: false },
  };
}

// Where a browser lands from a mail's List-Unsubscribe address (GET /api/subscriptions/unsubscribe
// sends it here). Opening it changes nothing; its one button posts the token to
// /api/subscriptions/manage, which unsubscribes and shows what is left.
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const one = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");
  const t = await getTranslations("Subscriptions");
  const token = one("token");
  const id = one("id");
  const { check, row } = await subscriptionOfLink(token, id || null);
  if (check.state !== "valid")
    return (
      <LinkState
        title={t("invalidTitle")}
        text={t(check.state === "expired" ? "expiredManageLink" : "invalidManageLink")}
      />
    );
  if (!row) return <LinkState title={t("unsubscribeTitle")} text={t("unsubscribeGone")} ok />;
  const [name = ""] = id ? await topicNames([row], locale) : [];
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-3xl font-bold">{t("unsubscribeTitle")}</h1>
      <p className="mt-3">
        {id
          ? t("unsubscribeOne", { topic: name, rhythm: t(`rhythms.${row.rhythm}`), email: check.email })
          : t("unsubscribeEverything", { email: check.email })}
      </p>
      <form method="post" action="/api/subscriptions/manage" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="intent" value={id ? "unsubscribe" : "unsubscribeAll"} />
        <input type="hidden" name="locale" value={locale} />
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
        >
          {id ? t("unsubscribe") : t("unsubscribeAll")}
        </button>
      </form>
    </div>
  );
}
