import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { Link } from "@/lib/i18n/navigation";
import type { Messages } from "@/messages";

type Props = { title: string; intro: string; privacy: string; namespaces: Array<keyof Messages>; children: ReactNode };

/** The frame of a public form page: heading, introduction, the form and a note on its data. */
export async function FormPage({ title, intro, privacy, namespaces, children }: Props) {
  const footer = await getTranslations("Footer");
  return (
    <div className="space-y-6">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{intro}</p>
      </header>
      <ClientMessages namespaces={[...namespaces, ...formNamespaces]}>{children}</ClientMessages>
      <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        {privacy}{" "}
        <Link href="/legal/privacy-policy" className="font-semibold underline">
          {footer("privacyPolicy")}
        </Link>
      </p>
    </div>
  );
}
