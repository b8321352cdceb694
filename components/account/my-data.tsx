import { getTranslations } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { DeleteAccountForm } from "./delete-account-form";
import { DeletionLinkButton } from "./deletion-link-button";

/** The account page's "Your data" tab: download everything, or delete the account. */
export async function MyData({ hasPassword, home }: { hasPassword: boolean; home: string }) {
  const t = await getTranslations("AccountData");
  return (
    <div className="mt-6 grid gap-8">
      <section aria-labelledby="download-title">
        <h2 id="download-title" className="text-xl font-semibold">
          {t("downloadTitle")}
        </h2>
        <p className="mt-2">{t("downloadText")}</p>
        {/* A plain link: the browser saves the file the route answers with (Content-Disposition). */}
        <a
          href="/api/account/export"
          download
          className="mt-3 inline-block rounded-md border border-slate-300 px-4 py-2 font-medium no-underline hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t("downloadButton")}
        </a>
      </section>
      <section aria-labelledby="delete-title">
        <h2 id="delete-title" className="text-xl font-semibold">
          {t("deleteTitle")}
        </h2>
        <p className="mt-2">{t("deleteText")}</p>
        <ClientMessages namespaces={["AccountData", ...formNamespaces]}>
          {hasPassword && <DeleteAccountForm home={home} />}
          <p className="mt-4">{hasPassword ? t("orLink") : t("noPassword")}</p>
          <DeletionLinkButton />
        </ClientMessages>
      </section>
    </div>
  );
}
