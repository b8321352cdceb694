import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { pageParam } from "@/components/ui/pagination";
import { getSessionUser } from "@/lib/auth/session";
import { categoryFromSlug } from "@/lib/forum/categories";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { ForumList } from "./_components/forum-list";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "ForumPage" });
  return { title: t("title"), description: t("description"), alternates: alternates(locale, "/forum") };
}

// Latest posts, by category, paged with ?page=. A member's page renders per request (their own hidden
// posts are on it); proxy.ts sends visitors to the cached route (%5Fpage, lib/forum/cached-route.ts).
export default async function ForumPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const viewer = await getSessionUser();
  return <ForumList category={categoryFromSlug(query.category)} page={pageParam(query.page)} viewer={viewer} />;
}
