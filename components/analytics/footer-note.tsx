import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/** The footer's line on what usage measurement and error reports collect. */
export async function AnalyticsNote() {
  const t = await getTranslations("Analytics");
  return (
    <p>
      {t("footerNote")}{" "}
      <Link href="/legal/privacy-policy#analytics" className="underline">
        {t("footerLink")}
      </Link>
    </p>
  );
}
