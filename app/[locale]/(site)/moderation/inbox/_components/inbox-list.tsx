import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { listInbox } from "@/lib/forms/inbox";
import { languageInSentence } from "@/lib/i18n/names";
import type { Locale } from "@/lib/i18n/routing";
import { InboxItem } from "./inbox-item";
import { draftFromContributionAction } from "@/lib/actions/newsroom";
import { Link } from "@/lib/i18n/navigation";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = Awaited<ReturnType<typeof listInbox>> & {
  status: "NEW" | "HANDLED";
  locale: Locale;
  /** A moderator: the mark-handled toggles. */
  canHandle: boolean;
  /** An editor: "Make a draft" on contributions. */
  canDraft: boolean;
};

export async function InboxList({ contributions, supportRequests, status, locale, canHandle, canDraft }: Props) {
  const t = await getTranslations("ModerationInbox");
  const categories = await getTranslations("ContributeForm");
  const products = await getTranslations("SupportForm");
  const format = await getRegionFormatter();
  const when = (item: { createdAt: Date; handledAt: Date | null }) =>
    status === "NEW" || !item.handledAt
      ? t("received", { date: format.dateTime(item.createdAt, { dateStyle: "medium", timeStyle: "short" }) })
      : t("handledOn", { date: format.dateTime(item.handledAt, { dateStyle: "medium", timeStyle: "short" }) });
  const meta = (item: { email: string; locale: Locale }, name: string) =>
    `${t("from", { name, email: item.email })} · ${t("language", { language: languageInSentence(locale, item.locale) })}`;

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <Section id="inbox-contributions" title={t("contributions")} empty={t("noContributions")}>
        {contributions.map((c) => (
          <InboxItem
            key={c.id}
            kind="contribution"
            id={c.id}
            status={status}
            title={categories(`categories.${c.category}`)}
            when={when(c)}
            meta={meta(c, c.fromName)}
            body={c.description}
            canHandle={canHandle}
          >
            {c.link && (
              <a
                href={c.link}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="break-all text-sm underline"
              >
                {t("link")}: {c.link}
              </a>
            )}
            {c.notifyOnPublish && <p className="text-sm">{t("wantsNotice")}</p>}
            {canDraft &&
              (c.articleId ? (
                <Link
                  href={`/editor/${c.articleId}`}
                  className="block text-sm font-semibold text-brand-700 dark:text-brand-300"
                >
                  {t("openDraft")}
                </Link>
              ) : (
                <form action={draftFromContributionAction}>
                  <input type="hidden" name="id" value={c.id} />
                  <button
                    type="submit"
                    className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
                  >
                    {t("makeDraft")}
                  </button>
                </form>
              ))}
          </InboxItem>
        ))}
      </Section>
      <Section id="inbox-support" title={t("supportRequests")} empty={t("noSupportRequests")}>
        {supportRequests.map((r) => (
          <InboxItem
            key={r.id}
            kind="support"
            id={r.id}
            status={status}
            title={`${r.subject} · ${products(`products.${r.product}`)}`}
            when={when(r)}
            meta={meta(r, r.name)}
            body={r.message}
            canHandle={canHandle}
          />
        ))}
      </Section>
    </div>
  );
}

function Section({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title} ({children.length})
      </h2>
      {children.length ? (
        <ul className="mt-4 space-y-4">{children}</ul>
      ) : (
        <p className="mt-4 text-slate-600 dark:text-slate-400">{empty}</p>
      )}
    </section>
  );
}
