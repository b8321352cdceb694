import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { getMember } from "@/lib/auth/member";
import { getPathname } from "@/lib/i18n/navigation";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";

export type AuthPageProps = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type TitleKey =
  "signInTitle" | "magicLinkTitle" | "signUpTitle" | "resetTitle" | "updateTitle" | "confirmTitle" | "needLoginTitle";

/** Metadata of an auth screen: its title, alternates, and no indexing (nothing to find there). */
export function authMetadata(path: string, titleKey: TitleKey) {
  return async ({ params }: AuthPageProps): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: "AuthPages" });
    return { title: t(titleKey), alternates: alternates(locale, path), robots: { index: false } };
  };
}

/** Sets the request locale and reads the (checked) callback URL and one string parameter. */
export async function readAuthPage({ params, searchParams }: AuthPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const one = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : undefined);
  const callbackUrl = safeCallbackUrl(one("callbackUrl"), "") || undefined;
  return { locale, callbackUrl, one, t: await getTranslations("AuthPages") };
}

/**
 * A member who opens a screen for signing in, or the gate to one (a bookmark, or a tab that loaded again after signing
 * in in another one: components/layout/session-watch.tsx) goes where signing in would have taken
 * them: the callback URL, or the home page in this language (lib/actions/auth.ts).
 */
export async function leaveIfSignedIn(locale: Locale, callbackUrl: string | undefined) {
  if (await getMember()) redirect(callbackUrl ?? getPathname({ locale, href: "/" }));
}
