import { getLocale, getTranslations } from "next-intl/server";
import type { Article } from "@/lib/content/article";
import { getRegionFormatter } from "@/lib/i18n/format";

const action =
  "inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium no-underline hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/** Call, e-mail, directions and website of a directory entry or venue. */
export async function ContactCard({ article }: { article: Article }) {
  const t = await getTranslations("ArticlePage");
  const { phone, email, website, address, city, latitude, longitude } = article;
  const country = article.country
    ? new Intl.DisplayNames([await getLocale()], { type: "region" }).of(article.country)
    : null;
  if (!phone && !email && !website && !address) return null;
  const directions =
    latitude != null && longitude != null
      ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
      : address
        ? `https://www.openstreetmap.org/search?query=${encodeURIComponent([address, city].filter(Boolean).join(", "))}`
        : null;

  return (
    <section aria-labelledby="contact-title" className="panel">
      <h2 id="contact-title" className="text-lg font-semibold">
        {t("contact")}
      </h2>
      {address && <p className="mt-2 text-sm">{[address, city, article.region, country].filter(Boolean).join(", ")}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {phone && (
          <a className={action} href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
            {t("call", { phone })}
          </a>
        )}
        {email && (
          <a className={action} href={`mailto:${email}`}>
            {t("email", { email })}
          </a>
        )}
        {directions && (
          <a className={action} href={directions} target="_blank" rel="noopener noreferrer">
            {t("directions")} <span className="sr-only">{t("externalNote")}</span>
          </a>
        )}
        {website && (
          <a className={action} href={website} target="_blank" rel="noopener noreferrer">
            {t("website")} <span className="sr-only">{t("externalNote")}</span>
          </a>
        )}
      </div>
    </section>
  );
}

/** When, where and what it costs. */
export async function EventDetails({ article }: { article: Article }) {
  if (!article.startsAt) return null;
  const t = await getTranslations("ArticlePage");
  const format = await getRegionFormatter();
  const when = (d: Date) => format.dateTime(d, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }) + " UTC";
  const rows: [string, string][] = [[t("starts"), when(article.startsAt)]];
  if (article.endsAt) rows.push([t("ends"), when(article.endsAt)]);
  if (article.onlineOnly != null) rows.push([t("format"), article.onlineOnly ? t("online") : t("inPerson")]);
  if (!article.onlineOnly && article.city)
    rows.push([t("where"), [article.address, article.city, article.country].filter(Boolean).join(", ")]);
  if (article.isEventFree != null) rows.push([t("cost"), article.isEventFree ? t("free") : t("paid")]);

  return (
    <section aria-labelledby="event-title" className="panel">
      <h2 id="event-title" className="text-lg font-semibold">
        {t("event")}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
