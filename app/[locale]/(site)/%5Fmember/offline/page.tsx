// The member variant of the offline page (docs/decisions.md, "Member pages"): the same page,
// rendered per request from the session because proxy.ts sent a request with a session cookie here.
export { default, generateMetadata } from "../../offline/page";
export const dynamic = "force-dynamic";
