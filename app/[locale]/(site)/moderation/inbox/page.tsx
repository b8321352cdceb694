import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getSessionUser, isEditor, isModerator } from "@/lib/auth/session";
import { listInbox } from "@/lib/forms/inbox";
import { alternates } from "@/lib/seo/metadata";
import { getPathname, Link, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { InboxList } from "./_components/inbox-list";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ status?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "ModerationInbox" });
  return { title: t("metaTitle"), robots: { index: false }, alternates: alternates(locale, "/moderation/inbox") };
}

// Moderators and admins only, checked here on the server (and again in every action): visitors
// are sent to sign in, other members get the 404 page, so the inbox's existence is not advertised.
export default async function InboxPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await getSessionUser();
  if (!user) {
    const callbackUrl = getPathname({ locale, href: "/moderation/inbox" });
    return redirect({ href: { pathname: "/auth/need-login", query: { callbackUrl } }, locale });
  }
  // Editors read it too: they turn contributions into drafts; only moderators handle them.
  if (!isModerator(user) && !isEditor(user)) notFound();

  const status = (await searchParams).status === "handled" ? "HANDLED" : "NEW";
  const t = await getTranslations("ModerationInbox");
  const items = await listInbox(status);
  const tab = (value: "new" | "handled", label: string) => (
    <Link
      href={value === "new" ? "/moderation/inbox" : "/moderation/inbox?status=handled"}
      aria-current={(value === "handled") === (status === "HANDLED") ? "page" : undefined}
      className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium no-underline aria-[current=page]:bg-slate-900 aria-[current=page]:text-white dark:border-slate-700 dark:aria-[current=page]:bg-slate-100 dark:aria-[current=page]:text-slate-950"
    >
      {label}
    </Link>
  );

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("intro")}</p>
        <nav aria-label={t("filterLabel")} className="mt-4 flex gap-2">
          {tab("new", t("showNew"))}
          {tab("handled", t("showHandled"))}
        </nav>
      </header>
      <InboxList status={status} locale={locale} canHandle={isModerator(user)} canDraft={isEditor(user)} {...items} />
    </div>
  );
}
