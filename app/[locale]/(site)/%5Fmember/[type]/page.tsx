// The member variant of a type's list (docs/adr/0040-member-pages.md): the same page, rendered per
// request from the session because proxy.ts sent a request with a session cookie here, behind its
// own members-only check (memberVariant).
import { memberVariant } from "@/lib/auth/guard";
import Page from "../../[type]/page";

export { generateMetadata } from "../../[type]/page";
export default memberVariant(Page, ({ type }) => `/${type}`);
export const dynamic = "force-dynamic";
