import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { internalPageNumber } from "@/lib/forum/cached-route";
import { getPost } from "@/lib/forum/posts";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { id as idField } from "@/lib/validation/fields";
import { Thread } from "../../_components/thread";

// /forum/posts/{id}?page=N for a visitor, which proxy.ts rewrites here (internal address
// /forum/posts/{id}/_page/{N}, never public: lib/forum/cached-route.ts). Rendered on first
// request, then served from the cache until a forum write expires it (lib/forum/expire.ts).
type Props = { params: Promise<{ locale: Locale; id: string; page: string }> };

export const revalidate = 3600;
// force-static: Next hands this render an empty cookie jar, so the header is the visitors' one and
// the page stays cached; members get the per-request page (proxy.ts sends them to the thread).
export const dynamic = "force-static";
export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const { locale, id, page: raw } = await params;
  const page = internalPageNumber(raw);
  // A visitor's view: hidden posts are not found.
  const post = page && idField().safeParse(id).success ? await getPost(id, null) : null;
  if (!post || !page) notFound();
  return { locale, post, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post } = await load(params);
  return { title: post.title, alternates: alternates(locale, `/forum/posts/${post.id}`) };
}

export default async function CachedForumPostPage({ params }: Props) {
  const { locale, post, page } = await load(params);
  setRequestLocale(locale);
  return <Thread locale={locale} post={post} page={page} viewer={null} />;
}
