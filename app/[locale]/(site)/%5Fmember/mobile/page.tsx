// The member variant of /mobile (docs/adr/0040-member-pages.md): the same page, rendered per
// request from the session because proxy.ts sent a request with a session cookie here, behind its
// own members-only check (memberVariant).
import { memberVariant } from "@/lib/auth/guard";
import Page from "../../mobile/page";

export { generateMetadata } from "../../mobile/page";
export default memberVariant(Page, () => "/mobile");
export const dynamic = "force-dynamic";
