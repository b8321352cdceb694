import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { SiteFrame } from "@/components/layout/site-frame";
import type { Locale } from "@/lib/i18n/routing";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// The default layout of public screens: header, standing notice, content, footer.
export default async function SiteLayout({ children, params }: Props) {
  // Every layout sets the locale itself, so that it renders statically (no headers() read).
  setRequestLocale((await params).locale as Locale);
  return <SiteFrame>{children}</SiteFrame>;
}
