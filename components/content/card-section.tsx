import type { ReactNode } from "react";
import type { ContentSummary } from "@/lib/content/lists";
import type { Locale } from "@/lib/i18n/routing";
import { ContentCard } from "./content-card";

type Props = {
  id: string;
  title: string;
  items: ContentSummary[];
  locale: Locale;
  empty: string;
  // A "see all" link or similar, shown beside the heading.
  action?: ReactNode;
};

/** A titled grid of content cards, or its empty message. */
export function CardSection({ id, title, items, locale, empty, action }: Props) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {items.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{empty}</p>
      )}
    </section>
  );
}
