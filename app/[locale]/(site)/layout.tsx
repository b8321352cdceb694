import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { Notice } from "@/components/layout/notice";
import type { Locale } from "@/lib/i18n/routing";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// The default layout of public screens: header, standing notice, content, footer.
export default async function SiteLayout({ children, params }: Props) {
  // Every layout sets the locale itself, so that it renders statically (no headers() read).
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      <Header />
      <Notice />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
