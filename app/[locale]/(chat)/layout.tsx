import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Header } from "@/components/layout/header";
import type { Locale } from "@/lib/i18n/routing";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// The chat layout (SPEC: layouts default and chat): the header, then the room filling the window;
// no footer or notice, so the message list and the composer stay in view.
export default async function ChatLayout({ children, params }: Props) {
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-4xl flex-col px-4 py-4 focus:outline-none"
      >
        {children}
      </main>
    </>
  );
}
