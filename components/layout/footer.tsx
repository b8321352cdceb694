import { getTranslations } from "next-intl/server";
import { AnalyticsNote } from "@/components/analytics/footer-note";
import { legalLinks, siteLinks } from "@/config/navigation";
import { site } from "@/config/site";
import { Link } from "@/lib/i18n/navigation";

export async function Footer() {
  const t = await getTranslations("Footer");
  const notice = await getTranslations("Notice");
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <FooterColumn title={t("legal")}>
          {legalLinks.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="quiet-link">
                {t(l.label)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t("site")}>
          {siteLinks.map((l) => (
            <li key={l.label}>
              <Link href={l.href} prefetch={l.href.endsWith(".xml") ? false : undefined} className="quiet-link">
                {t(l.label)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t("followUs")}>
          {site.social.map((s) => (
            <li key={s.network}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer me"
                aria-label={t("socialLink", { network: s.network })}
                className="quiet-link"
              >
                {s.network}
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto max-w-6xl space-y-1 px-4 py-4 text-sm text-slate-600 dark:text-slate-400">
          <p>{notice("educational")}</p>
          <AnalyticsNote />
          <p>{t("copyright", { from: site.firstYear, to: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-slate-100">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </section>
  );
}
