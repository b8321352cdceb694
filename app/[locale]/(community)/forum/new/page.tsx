import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ForumNav } from "@/components/forum/forum-nav";
import { PostForm } from "@/components/forum/post-form";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { requirePoster } from "@/lib/forum/gate";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "ForumPostForm" });
  return { title: t("pageTitle"), robots: { index: false }, alternates: alternates(locale, "/forum/new") };
}

// Members with a username only (others are sent to sign in or to choose one).
export default async function NewPostPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const member = await requirePoster(locale, "/forum/new");
  const t = await getTranslations("ForumPostForm");
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("pageTitle")}</h1>
      <ForumNav />
      <p className="text-slate-700 dark:text-slate-300">{t("intro")}</p>
      <ClientMessages namespaces={["ForumPostForm", "ForumCategories", ...formNamespaces]}>
        <PostForm memberId={member.id} />
      </ClientMessages>
    </div>
  );
}
