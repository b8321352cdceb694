// The member variant of a legal text (docs/adr/0040-member-pages.md): the same page, rendered per
// request from the session because proxy.ts sent a request with a session cookie here, behind its
// own members-only check (memberVariant).
import { memberVariant } from "@/lib/auth/guard";
import Page from "../../../legal/[slug]/page";

export { generateMetadata } from "../../../legal/[slug]/page";
export default memberVariant(Page, ({ slug }) => `/legal/${slug}`);
export const dynamic = "force-dynamic";
