// The member variant of a type's list (docs/decisions.md, "Member pages"): the same page, rendered per
// request from the session because proxy.ts sent a request with a session cookie here.
export { default, generateMetadata } from "../../[type]/page";
export const dynamic = "force-dynamic";
