import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { pageParam } from "@/components/ui/pagination";
import { getSessionUser } from "@/lib/auth/session";
import { getPost } from "@/lib/forum/posts";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { id as idField } from "@/lib/validation/fields";
import { Thread } from "./_components/thread";

type Props = {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(params: Props["params"]) {
  const { locale, id } = await params;
  const viewer = await getSessionUser();
  const post = idField().safeParse(id).success ? await getPost(id, viewer) : null;
  if (!post) notFound();
  return { locale, viewer, post };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post } = await load(params);
  return { title: post.title, alternates: alternates(locale, `/forum/posts/${post.id}`) };
}

// A member's thread renders per request (their hidden post or comments, the report and comment
// forms); proxy.ts sends visitors to the cached route (%5Fpage, lib/forum/cached-route.ts).
export default async function ForumPostPage({ params, searchParams }: Props) {
  const { locale, viewer, post } = await load(params);
  setRequestLocale(locale);
  return <Thread locale={locale} post={post} page={pageParam((await searchParams).page)} viewer={viewer} />;
}
