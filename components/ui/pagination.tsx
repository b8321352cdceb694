import { getTranslations } from "next-intl/server";
import { Link, type Href } from "@/lib/i18n/navigation";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = {
  page: number;
  pageSize: number;
  total: number;
  // Builds the href of another page, keeping the caller's other query parameters: a path without
  // the language prefix, which the link adds.
  hrefFor: (page: number) => Href;
};

/** "start through end of total" with previous/next links (SPEC §9). Renders nothing for one page. */
export async function Pagination({ page, pageSize, total, hrefFor }: Props) {
  const t = await getTranslations("Pagination");
  const format = await getRegionFormatter();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const start = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const end = Math.min(total, page * pageSize);
  const linkClass =
    "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium no-underline hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

  return (
    <nav aria-label={t("label")} className="mt-8 flex flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t("range", { start: format.number(start), end: format.number(end), total: format.number(total) })}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          {page > 1 && (
            <Link href={hrefFor(page - 1)} rel="prev" className={linkClass}>
              {t("previous")}
            </Link>
          )}
          {page < pages && (
            <Link href={hrefFor(page + 1)} rel="next" className={linkClass}>
              {t("next")}
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}

/** Reads a 1-based page number from a search parameter; anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
