import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { diffWordsWithSpace } from "diff";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { serverEnv } from "@/lib/env";
import { getRegionFormatter } from "@/lib/i18n/format";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import { languageInSentence } from "@/lib/i18n/names";
import { routing, type Locale } from "@/lib/i18n/routing";
import { listRevisions, openEdition, type DraftText } from "@/lib/newsroom/editions";
import { requireEditor } from "@/lib/newsroom/guard";
import { getItemOrigin } from "@/lib/newsroom/items";
import { EditionEditor } from "../../_components/edition-editor";
import { RestoreButton } from "../../_components/restore-button";
import { StatusBadge } from "../../_components/status-badge";

type Props = {
  params: Promise<{ locale: Locale; id: string; lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id, lang } = await params;
  const t = await getTranslations({ locale, namespace: "Editor" });
  return {
    title: t("editText"),
    robots: { index: false, follow: false },
    alternates: alternates(locale, `/editor/${id}/${lang}`),
  };
}

const asText = (data: unknown): DraftText | null => {
  const d = data as Partial<DraftText> | null;
  return d && typeof d.title === "string"
    ? { title: d.title, summary: d.summary ?? "", body: d.body ?? "", seoDescription: d.seoDescription ?? null }
    : null;
};
const joined = (text: DraftText) => `${text.title}\n\n${text.summary}\n\n${text.body}`;

// One language of an item: its text (autosaved, saved with a revision, published, scheduled), the
// original beside a machine translation, and the revisions with their differences.
export default async function EditionPage({ params, searchParams }: Props) {
  const { locale, id, lang } = await params;
  setRequestLocale(locale);
  await requireEditor(locale, `/editor/${id}/${lang}`);
  const target = routing.locales.find((l) => l === lang);
  if (!target) notFound();
  const item = await getItemOrigin(id);
  if (!item) notFound();
  const [edition, original, revisions] = await Promise.all([
    openEdition(item.id, target),
    item.originalLocale !== target ? openEdition(item.id, item.originalLocale) : null,
    listRevisions(item.id, target),
  ]);
  const t = await getTranslations("Editor");
  const format = await getRegionFormatter();
  const query = await searchParams;
  const compare = typeof query.compare === "string" ? revisions.find((r) => r.id === query.compare) : undefined;
  const base = compare && revisions[revisions.indexOf(compare) + 1];
  const compareText = compare && asText(compare.data);
  const baseText = base ? asText(base.data) : null;
  const changes = compareText ? diffWordsWithSpace(baseText ? joined(baseText) : "", joined(compareText)) : null;
  const translatable = Boolean(serverEnv().TRANSLATE_URL) && original !== null && Boolean(original.text.title);
  const empty = !edition.text.title && !edition.text.summary && !edition.text.body;

  return (
    <div className="mx-auto max-w-5xl space-y-10">
      <p>
        <Link href={`/editor/${item.id}`} className="text-brand-700 dark:text-brand-300">
          {t("backToItem")}
        </Link>
      </p>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          {t("textIn", { language: languageInSentence(locale, target) })}
        </h1>
        <span className="flex items-center gap-3">
          <StatusBadge status={edition.status} />
          {/* A plain link: the route turns draft mode on, then opens the item's real address. */}
          <a
            href={`/api/editor/preview?id=${encodeURIComponent(item.id)}&lang=${target}`}
            target="_blank"
            rel="noopener"
            className="text-sm font-semibold text-brand-700 dark:text-brand-300"
          >
            {t("previewLink")}
          </a>
        </span>
      </header>

      <ClientMessages namespaces={["Editor", ...formNamespaces]}>
        <EditionEditor
          // One form per language: a version stored by someone else reaches it as `version` (not a new
          // key, which would throw away what is typed while a save is on its way).
          key={target}
          articleId={item.id}
          locale={target}
          languageName={languageInSentence(locale, target)}
          status={edition.status}
          version={edition.version}
          text={edition.text}
          published={edition.published !== null}
          machineTranslated={edition.machineTranslated}
          scheduledFor={edition.scheduledFor?.toISOString() ?? null}
          original={
            original && (edition.machineTranslated || empty)
              ? {
                  languageName: languageInSentence(locale, item.originalLocale),
                  locale: item.originalLocale,
                  text: original.text,
                }
              : null
          }
          canDraftTranslation={translatable && empty}
        />
      </ClientMessages>

      <section aria-labelledby="revisions-title">
        <h2 id="revisions-title" className="text-xl font-semibold">
          {t("revisions")}
        </h2>
        {revisions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("noRevisions")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" data-testid="revisions">
            {revisions.map((revision) => {
              const text = asText(revision.data);
              return (
                <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
                  <span>
                    {t(`revisionActions.${revision.action as "save"}`)} ·{" "}
                    {format.dateTime(revision.createdAt, { dateStyle: "medium", timeStyle: "medium" })} ·{" "}
                    {revision.author?.username ?? revision.author?.email ?? t("theSite")}
                    {text && <span className="block text-slate-600 dark:text-slate-400">{text.title}</span>}
                  </span>
                  {text && (
                    <span className="flex gap-3">
                      <Link
                        href={{ pathname: `/editor/${item.id}/${target}`, query: { compare: revision.id } }}
                        className="text-brand-700 dark:text-brand-300"
                      >
                        {t("showChanges")}
                      </Link>
                      <ClientMessages namespaces={["Editor", ...formNamespaces]}>
                        <RestoreButton articleId={item.id} revisionId={revision.id} />
                      </ClientMessages>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {changes && compare && (
          <div className="mt-6" data-testid="revision-diff">
            <h3 className="font-semibold">
              {t("changesOf", {
                date: format.dateTime(compare.createdAt, { dateStyle: "medium", timeStyle: "medium" }),
              })}
            </h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("diffLegend")}</p>
            <pre
              className="mt-2 rounded-md border border-slate-200 p-3 whitespace-pre-wrap dark:border-slate-800"
              lang={target}
            >
              {changes.map((part, i) =>
                part.added ? (
                  <ins
                    key={i}
                    className="bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-100"
                  >
                    {part.value}
                  </ins>
                ) : part.removed ? (
                  <del key={i} className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">
                    {part.value}
                  </del>
                ) : (
                  <span key={i}>{part.value}</span>
                ),
              )}
            </pre>
          </div>
        )}
      </section>
    </div>
  );
}
