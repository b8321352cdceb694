// The site's navigation, in one typed place. Labels are message keys, not text.
import type { Messages } from "next-intl";

type HeaderKey = keyof Messages["Header"];
type FooterKey = keyof Messages["Footer"];

export type NavLink<K extends string> = { href: string; label: K };

export const latestLinks: NavLink<HeaderKey>[] = [
  { href: "/events", label: "events" },
  { href: "/scientific-library", label: "scientificLibrary" },
  { href: "/news", label: "news" },
  { href: "/public-health", label: "publicHealth" },
  { href: "/videos", label: "videos" },
];

export const toolLinks: NavLink<HeaderKey>[] = [
  { href: "/covidnet", label: "covidnet" },
  { href: "/directory", label: "directory" },
  { href: "/products", label: "products" },
  { href: "/resources", label: "resources" },
];

export const topLinks: NavLink<HeaderKey>[] = [
  { href: "/blog", label: "blog" },
  { href: "/forum", label: "forum" },
];

export const legalLinks: NavLink<FooterKey>[] = [
  { href: "/legal/disclaimer", label: "disclaimer" },
  { href: "/legal/forum-guidelines", label: "forumGuidelines" },
  { href: "/legal/privacy-policy", label: "privacyPolicy" },
  { href: "/legal/terms", label: "terms" },
];

export const siteLinks: NavLink<FooterKey>[] = [
  { href: "/#about", label: "about" },
  { href: "/support", label: "contact" },
  { href: "/contribute", label: "contribute" },
  { href: "/mobile", label: "mobileApp" },
  { href: "/rss.xml", label: "rss" },
  { href: "/support", label: "support" },
];
