import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ChatRoom } from "@/components/chat/chat-room";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { listRecentMessages } from "@/lib/chat/messages";
import { requireMember } from "@/lib/auth/guard";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "ChatPage" });
  return { title: t("title"), robots: { index: false } };
}

// Signed-in members only (checked here, on the server); the last messages come with the page.
export default async function ChatPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireMember("/chat");
  const history = await listRecentMessages();
  const t = await getTranslations("ChatPage");
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("intro")}</p>
      {user.username ? (
        <ClientMessages namespaces={["ChatPage", ...formNamespaces]}>
          <ChatRoom initial={history} userId={user.id} />
        </ClientMessages>
      ) : (
        <p className="mt-4">
          <Link
            href={{
              pathname: "/user/account",
              query: { needUsername: "1", callbackUrl: getPathname({ locale, href: "/chat" }) },
            }}
            className="text-brand-700 dark:text-brand-300"
          >
            {t("chooseUsername")}
          </Link>
        </p>
      )}
    </>
  );
}
