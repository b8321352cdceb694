// The member variant of the offline page (docs/adr/0040-member-pages.md): the same page, rendered per
// request from the session because proxy.ts sent a request with a session cookie here, behind its
// own members-only check (memberVariant).
import { memberVariant } from "@/lib/auth/guard";
import Page from "../../offline/page";

export { generateMetadata } from "../../offline/page";
export default memberVariant(Page, () => "/offline");
export const dynamic = "force-dynamic";
