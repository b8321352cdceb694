import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { Notice } from "@/components/layout/notice";
import type { Locale } from "@/lib/i18n/routing";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Members' screens (forum, moderation): the site's header, notice and footer around pages that
// render per request, since what they show depends on who is signed in.
export default async function CommunityLayout({ children, params }: Props) {
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      <Header />
      <Notice />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
