import { getTranslations } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import type { Locale } from "@/lib/i18n/routing";
import { manageUrl } from "@/lib/subscriptions/mails";
import { topicOptions } from "@/lib/subscriptions/options";
import { subscriptionsOf } from "@/lib/subscriptions/subscribe";
import { topicNames } from "@/lib/subscriptions/topics";
import { MemberSubscribeForm } from "./subscribe-form";

/** The account page's subscriptions: what the member's address receives, a form to add, the manage page. */
export async function AccountSubscriptions({ email, locale }: { email: string; locale: Locale }) {
  const t = await getTranslations("Subscriptions");
  const rows = await subscriptionsOf(email);
  const names = await topicNames(rows, locale);
  return (
    <section
      aria-labelledby="subscriptions-heading"
      className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h2 id="subscriptions-heading" className="text-xl font-semibold">
        {t("accountTitle")}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3">{t("noSubscriptions")}</p>
      ) : (
        <ul className="mt-3 list-disc pl-6">
          {rows.map((row, i) => (
            <li key={row.id}>
              {names[i]} · {t(`rhythms.${row.rhythm}`)}
              {!row.confirmedAt && ` (${t("pending")})`}
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <p className="mt-3">
          <a href={manageUrl(locale, email)}>{t("accountManage")}</a>
        </p>
      )}
      <ClientMessages namespaces={["Subscriptions", ...formNamespaces]}>
        <MemberSubscribeForm topics={await topicOptions(locale, { replies: true })} />
      </ClientMessages>
    </section>
  );
}
