// The member variant of a category's listing (docs/adr/0040-member-pages.md): the same page, rendered per
// request from the session because proxy.ts sent a request with a session cookie here, behind its
// own members-only check (memberVariant).
import { memberVariant } from "@/lib/auth/guard";
import Page from "../../../../../[type]/[category]/%5Fpage/[page]/page";

export { generateMetadata } from "../../../../../[type]/[category]/%5Fpage/[page]/page";
export default memberVariant(Page, ({ type, category }) => `/${type}/${category}`);
export const dynamic = "force-dynamic";
