import { getLocale, getTranslations } from "next-intl/server";
import { latestLinks, toolLinks, topLinks, type NavLink } from "@/config/navigation";
import { getMember, memberBadge } from "@/lib/auth/member";
import { Link } from "@/lib/i18n/navigation";
import { localeNames, type Locale } from "@/lib/i18n/routing";
import { LocaleSwitcher } from "./locale-switcher";
import { NavMenu } from "./nav-menu";
import { themeIcons } from "./theme-icons";
import { ThemeSwitcher } from "./theme-switcher";
import { MemberMenu } from "./member-menu";
import { SignInLink } from "./sign-in-link";

export async function Header() {
  const t = await getTranslations("Header");
  const locale = (await getLocale()) as Locale;
  const theme = await getTranslations("ThemeSwitcher");
  const language = await getTranslations("LocaleSwitcher");
  const user = await getTranslations("UserMenu");
  // Null on cached pages (force-static: no cookie is read); the member on member variants and per-request pages.
  const member = await getMember();
  const items = (links: NavLink<Parameters<typeof t>[0]>[]) =>
    links.map((link) => (
      <li key={link.href}>
        <Link href={link.href} className="menu-item">
          {t(link.label)}
        </Link>
      </li>
    ));

  return (
    <header className="border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold no-underline" aria-label={t("home")}>
          <svg
            aria-hidden="true"
            viewBox="0 0 32 32"
            className="size-7 text-brand-600 dark:text-brand-300"
            fill="currentColor"
          >
            <circle cx="16" cy="16" r="7" />
            <path
              d="M16 2v5M16 25v5M2 16h5M25 16h5M6 6l3.5 3.5M22.5 22.5 26 26M6 26l3.5-3.5M22.5 9.5 26 6"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          <span>Covid Info</span>
        </Link>
        <nav aria-label={t("mainNavigation")} className="order-last w-full md:order-none md:w-auto md:flex-1">
          {/* One list for every screen: behind "Menu" on a phone, shown without it on wider screens
              (globals.css, .site-menu). */}
          <details className="site-menu" name="header-mobile">
            <summary className="rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
              {t("menu")}
            </summary>
            <MenuList t={t} items={items} />
          </details>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* The client parts get their words from here: no message is formatted in the browser. */}
          <LocaleSwitcher
            locale={locale}
            labels={{ label: language("label"), current: language("current", { language: localeNames[locale] }) }}
          />
          <ThemeSwitcher
            icons={themeIcons}
            labels={{
              label: theme("label"),
              forced: theme("forced"),
              system: theme("system"),
              light: theme("light"),
              dark: theme("dark"),
            }}
          />
          {member ? (
            <MemberMenu
              member={memberBadge(member)}
              labels={{
                account: user("account"),
                bookmarks: user("bookmarks"),
                signOut: user("signOut"),
                menu: user("menu", { name: "{name}" }),
              }}
            />
          ) : (
            <SignInLink locale={locale} label={user("signIn")} />
          )}
        </div>
      </div>
    </header>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<"Header">>>;

function MenuList({
  t,
  items,
}: {
  t: Translate;
  items: (links: NavLink<Parameters<Translate>[0]>[]) => React.ReactNode;
}) {
  return (
    <ul className="flex flex-col gap-1 md:flex-row md:items-center">
      <li>
        <NavMenu label={t("latest")}>{items(latestLinks)}</NavMenu>
      </li>
      <li>
        <NavMenu label={t("tools")}>{items(toolLinks)}</NavMenu>
      </li>
      {topLinks.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="block rounded-md px-3 py-2 text-sm font-medium no-underline hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
