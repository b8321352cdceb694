// The member variant of an article (docs/adr/0040-member-pages.md): the same page, rendered per
// request from the session because proxy.ts sent a request with a session cookie here, behind its
// own members-only check (memberVariant).
import { memberVariant } from "@/lib/auth/guard";
import Page from "../../../../[type]/[category]/[slug]/page";

export { generateMetadata } from "../../../../[type]/[category]/[slug]/page";
export default memberVariant(Page, ({ type, category, slug }) => `/${type}/${category}/${slug}`);
export const dynamic = "force-dynamic";
