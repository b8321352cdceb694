import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

const linkClass =
  "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium no-underline hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/** The forum's own links: create post, my posts, search, my account. */
export async function ForumNav() {
  const t = await getTranslations("ForumNav");
  return (
    <nav aria-label={t("label")} className="flex flex-wrap gap-2">
      <Link href="/forum" className={linkClass}>
        {t("latest")}
      </Link>
      <Link href="/forum/new" className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-600`}>
        {t("create")}
      </Link>
      <Link href="/forum/my-posts" className={linkClass}>
        {t("myPosts")}
      </Link>
      <Link href="/forum/search" className={linkClass}>
        {t("search")}
      </Link>
      <Link href="/user/account" className={linkClass}>
        {t("account")}
      </Link>
    </nav>
  );
}
