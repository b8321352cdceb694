import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { SiteFrame } from "@/components/layout/site-frame";
import type { Locale } from "@/lib/i18n/routing";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Members' screens (forum, moderation): the site's header, notice and footer around pages that
// render per request, since what they show depends on who is signed in.
export default async function CommunityLayout({ children, params }: Props) {
  setRequestLocale((await params).locale as Locale);
  return <SiteFrame width="reading">{children}</SiteFrame>;
}
