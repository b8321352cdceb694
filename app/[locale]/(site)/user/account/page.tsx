import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PreferencesForm } from "@/components/account/preferences-form";
import { ProfileForm } from "@/components/account/profile-form";
import { AccountSecurity } from "@/components/account/account-security";
import { MyData } from "@/components/account/my-data";
import { ClearOffline } from "@/components/offline/clear-offline";
import { SessionsList } from "@/components/account/sessions-list";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { AccountSubscriptions } from "@/components/subscriptions/account-subscriptions";
import { getPasswordHash } from "@/lib/accounts/delete-account";
import { proofNeeded } from "@/lib/accounts/proof";
import { getUserById } from "@/lib/accounts/users";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { requireMember } from "@/lib/auth/guard";
import { memberPreferences } from "@/lib/subscriptions/replies";
import { getCurrentSessionId, isAdmin, isEditor, isModerator } from "@/lib/auth/session";
import { listSessions } from "@/lib/auth/sessions";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ tab?: string; needUsername?: string; callbackUrl?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "AccountPage" });
  return { title: t("title"), robots: { index: false } };
}

const tabClass = "rounded-t-md border-b-2 px-4 py-2 font-medium no-underline";

// Profile, Preferences, Security, Sessions and Your data are tabs, each a link (?tab=), so they work without JavaScript.
export default async function AccountPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { tab, needUsername, callbackUrl } = await searchParams;
  // Where the forum sent a member to choose a username: back there once it is saved. A callback
  // that is not a path on this site (a crafted link) goes home instead.
  const returnTo =
    callbackUrl === undefined ? undefined : safeCallbackUrl(callbackUrl, getPathname({ locale, href: "/" }));
  const current = tab === "preferences" || tab === "security" || tab === "sessions" || tab === "data" ? tab : "profile";
  const member = await requireMember(current === "profile" ? "/user/account" : `/user/account?tab=${current}`);
  const user = (await getUserById(member.id))!;
  const t = await getTranslations("AccountPage");
  // Staff reach their screens from here (nothing else on the site links to them), each by its role.
  const tNewsroom = await getTranslations("Editor");
  const tQueue = await getTranslations("ModerationQueue");
  const tInbox = await getTranslations("ModerationInbox");
  const tOffline = await getTranslations("Offline");
  const staffLinks = [
    isEditor(member) && { href: "/editor", label: tNewsroom("title") },
    isModerator(member) && { href: "/moderation", label: tQueue("title") },
    (isModerator(member) || isEditor(member)) && { href: "/moderation/inbox", label: tInbox("title") },
    isAdmin(member) && { href: "/admin/roles", label: t("rolesLink") },
  ].filter((link) => link !== false);
  const tabs = [
    { key: "profile", href: "/user/account", label: t("profileTab") },
    { key: "preferences", href: "/user/account?tab=preferences", label: t("preferencesTab") },
    { key: "security", href: "/user/account?tab=security", label: t("securityTab") },
    { key: "sessions", href: "/user/account?tab=sessions", label: t("sessionsTab") },
    { key: "data", href: "/user/account?tab=data", label: t("dataTab") },
  ] as const;

  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex items-center gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a remote SVG avatar */}
        <img
          src={user.profile.avatarUrl}
          alt={t("avatarAlt")}
          width={64}
          height={64}
          className="size-16 rounded-full"
        />
        <div>
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {user.email} · <Link href="/user/bookmarks">{t("bookmarksLink")}</Link>
            {staffLinks.map((link) => (
              <span key={link.href}>
                {" "}
                · <Link href={link.href}>{link.label}</Link>
              </span>
            ))}
          </p>
        </div>
      </div>
      {needUsername && !user.username && (
        <p
          role="alert"
          className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950"
        >
          {t("needUsername")}
        </p>
      )}
      <nav aria-label={t("title")} className="mt-6 flex gap-2 border-b border-slate-200 dark:border-slate-800">
        {tabs.map((item) => (
          <Link
            key={item.key}
            href={item.href}
            aria-current={item.key === current ? "page" : undefined}
            className={`${tabClass} ${item.key === current ? "border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-300" : "border-transparent"}`}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {current === "security" ? (
        <AccountSecurity
          email={user.email}
          proof={await proofNeeded(
            { id: member.id, passwordHash: await getPasswordHash(member.id) },
            await getCurrentSessionId(),
          )}
        />
      ) : current === "sessions" ? (
        <SessionsList sessions={await listSessions(member.id)} currentId={await getCurrentSessionId()} />
      ) : current === "data" ? (
        <MyData hasPassword={Boolean(await getPasswordHash(member.id))} home={getPathname({ locale, href: "/" })} />
      ) : (
        <ClientMessages namespaces={["AccountForm", ...formNamespaces]}>
          {current === "preferences" ? (
            <PreferencesForm preferences={(await memberPreferences(member)).preferences} />
          ) : (
            <ProfileForm user={user} returnTo={returnTo} requireUsername={Boolean(needUsername) && !user.username} />
          )}
        </ClientMessages>
      )}
      {current === "profile" && <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{t("avatarNote")}</p>}
      {current === "preferences" && <AccountSubscriptions email={user.email} locale={locale} />}
      {current === "data" && (
        <ClearOffline
          words={{
            title: tOffline("clearTitle"),
            text: tOffline("clearText"),
            clear: tOffline("clear"),
            cleared: tOffline("cleared"),
          }}
        />
      )}
    </div>
  );
}
