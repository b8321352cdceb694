import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientRuntime } from "@/components/analytics/client-runtime";
import { ErrorWordsProvider } from "@/components/layout/error-words";
import { ThemeProvider } from "@/components/layout/theme-provider";
import { Toaster } from "@/components/ui/toaster";
import { siteOrigin } from "@/lib/env";
import { manifestPath } from "@/lib/offline/manifest";
import { regions, routing } from "@/lib/i18n/routing";
import { themeScript } from "@/lib/security/theme-script";
import "../globals.css";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: t("siteName"), template: t("titleTemplate") },
    description: t("description"),
    applicationName: t("siteName"),
    manifest: manifestPath(locale),
    appleWebApp: { capable: true, title: t("siteName"), statusBarStyle: "default" },
    openGraph: { siteName: t("siteName"), locale: regions[locale].replace("-", "_"), type: "website" },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "ErrorPage" });
  const errorWords = { title: t("title"), description: t("description"), retry: t("retry"), backHome: t("backHome") };

  return (
    <html lang={regions[locale]} suppressHydrationWarning>
      <head>
        {/* Sets the colour mode before the first paint; allowed by its hash (lib/security/csp.ts). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <ErrorWordsProvider words={errorWords}>
          <ThemeProvider>
            {children}
            <Toaster />
            <ClientRuntime />
          </ThemeProvider>
        </ErrorWordsProvider>
      </body>
    </html>
  );
}
