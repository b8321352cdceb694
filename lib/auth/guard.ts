import "server-only";
import type { ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { getPathname, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { isMembersOnly } from "./members-only";
import { getSessionUser, type SessionUser } from "./session";

/**
 * The signed-in user, or a redirect to the need-login gate that brings the visitor back to `path`
 * (this page without locale prefix, with its query) afterwards. proxy.ts already sends visitors
 * without a cookie there; this is the check that counts, since a cookie can be stale or forged.
 */
export async function requireMember(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (user) return user;
  const locale = (await getLocale()) as Locale;
  const callbackUrl = getPathname({ locale, href: path });
  return redirect({ href: { pathname: "/auth/need-login", query: { callbackUrl } }, locale });
}

/** For pages that are members-only for some addresses (directory lists, search filtered to it). */
export async function guardMembersOnly(
  path: string,
  query: Record<string, string | string[] | undefined>,
): Promise<void> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value ?? []].flat()) search.append(key, v);
  if (!isMembersOnly(path, search)) return;
  const qs = search.toString();
  await requireMember(qs ? `${path}?${qs}` : path);
}

type VariantProps = {
  params: Promise<Record<string, string>>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A page's member variant (app/[locale]/(site)/%5Fmember, where proxy.ts sends requests with a
 * session cookie): the page itself, behind its own members-only check of the public address `path`
 * names, so that the proxy is never the only guard of a members-only page (the variant of the
 * directory's list re-exports a page that checks nothing, being cached for visitors).
 */
export function memberVariant<Props extends VariantProps>(
  page: (props: Props) => Promise<ReactNode> | ReactNode,
  path: (params: Awaited<Props["params"]>) => string,
) {
  return async function MemberVariant(props: Props) {
    await guardMembersOnly(path((await props.params) as Awaited<Props["params"]>), (await props.searchParams) ?? {});
    return page(props);
  };
}
