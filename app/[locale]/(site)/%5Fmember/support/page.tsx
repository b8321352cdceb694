// The member variant of /support (docs/adr/0040-member-pages.md): the same page, rendered per
// request from the session because proxy.ts sent a request with a session cookie here, behind its
// own members-only check (memberVariant).
import { memberVariant } from "@/lib/auth/guard";
import Page from "../../support/page";

export { generateMetadata } from "../../support/page";
export default memberVariant(Page, () => "/support");
export const dynamic = "force-dynamic";
