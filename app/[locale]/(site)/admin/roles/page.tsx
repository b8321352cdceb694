import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { listRoleChanges, listStaff } from "@/lib/accounts/roles";
import { removeMemberRole } from "@/lib/actions/roles";
import { getSessionUser, isAdmin } from "@/lib/auth/session";
import { getRegionFormatter } from "@/lib/i18n/format";
import { alternates } from "@/lib/seo/metadata";
import { getPathname, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { AppointForm } from "./_components/appoint-form";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "AdminRoles" });
  return { title: t("title"), robots: { index: false }, alternates: alternates(locale, "/admin/roles") };
}

const buttonClass =
  "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

// Admins only, checked here on the server (and again in every action): visitors are sent to sign
// in, other members (moderators and editors included) get the 404 page.
export default async function RolesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await getSessionUser();
  if (!user) {
    const callbackUrl = getPathname({ locale, href: "/admin/roles" });
    return redirect({ href: { pathname: "/auth/need-login", query: { callbackUrl } }, locale });
  }
  if (!isAdmin(user)) notFound();

  const t = await getTranslations("AdminRoles");
  const format = await getRegionFormatter();
  const [staff, changes] = await Promise.all([listStaff(), listRoleChanges()]);
  const who = (member: { email: string; username: string | null } | null) =>
    member ? (member.username ? `${member.username} (${member.email})` : member.email) : t("commandLine");
  const role = (value: "USER" | "EDITOR" | "MODERATOR" | "ADMIN") => t(`roles.${value}`);

  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("intro")}</p>
      </header>

      <section aria-labelledby="appoint-title">
        <h2 id="appoint-title" className="text-xl font-semibold">
          {t("appointTitle")}
        </h2>
        <ClientMessages namespaces={["AdminRoles", ...formNamespaces]}>
          <AppointForm />
        </ClientMessages>
      </section>

      <section aria-labelledby="staff-title">
        <h2 id="staff-title" className="text-xl font-semibold">
          {t("staffTitle")}
        </h2>
        <ul className="mt-4 grid gap-3">
          {staff.map((member) => (
            <li
              key={member.id}
              data-testid="staff-member"
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-800"
            >
              <div>
                <p className="font-medium">{who(member)}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{role(member.role)}</p>
              </div>
              {member.id === user.id ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t("you")}</p>
              ) : (
                <form action={removeMemberRole}>
                  <input type="hidden" name="userId" value={member.id} />
                  <button type="submit" className={buttonClass} aria-label={t("removeLabel", { member: who(member) })}>
                    {t("remove")}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="log-title">
        <h2 id="log-title" className="text-xl font-semibold">
          {t("logTitle")}
        </h2>
        {changes.length ? (
          <ul className="mt-4 grid gap-2" data-testid="role-log">
            {changes.map((change) => (
              <li key={change.id} className="text-sm">
                {t("logEntry", {
                  date: format.dateTime(change.createdAt, { dateStyle: "medium", timeStyle: "short" }),
                  actor: who(change.actor),
                  member: who(change.target),
                  from: role(change.fromRole),
                  to: role(change.toRole),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("logEmpty")}</p>
        )}
      </section>
    </div>
  );
}
