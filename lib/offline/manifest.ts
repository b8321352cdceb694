import "server-only";
import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import { regions, type Locale } from "@/lib/i18n/routing";

/** Where an edition's manifest is: /manifest.webmanifest for English, /es/manifest.webmanifest... */
export const manifestPath = (locale: Locale) =>
  locale === "en" ? "/manifest.webmanifest" : `/${locale}/manifest.webmanifest`;

/**
 * The web app manifest of one edition: its name and description in the reader's language, and
 * that edition's pages as its scope, so that an installed Spanish app opens and stays in Spanish.
 * Icons: public/icons (scripts/make-icons.ts), full-bleed so that they suit any mask.
 */
export async function webManifest(locale: Locale): Promise<MetadataRoute.Manifest & { id: string }> {
  const t = await getTranslations({ locale, namespace: "Offline" });
  const site = await getTranslations({ locale, namespace: "Metadata" });
  const start = locale === "en" ? "/" : `/${locale}`;
  return {
    id: start,
    name: site("siteName"),
    short_name: site("siteName"),
    description: t("manifestDescription"),
    lang: regions[locale],
    dir: "ltr",
    start_url: start,
    // "/es/" would leave out "/es" itself, the edition's home page.
    scope: start,
    display: "standalone",
    theme_color: "#0f766e",
    background_color: "#ffffff",
    icons: [192, 512].flatMap((size) =>
      (["any", "maskable"] as const).map((purpose) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose,
      })),
    ),
  };
}

/** The manifest as an answer: its own media type, cached like the pages (it changes with a release). */
export async function manifestResponse(locale: Locale): Promise<Response> {
  return new Response(JSON.stringify(await webManifest(locale)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
