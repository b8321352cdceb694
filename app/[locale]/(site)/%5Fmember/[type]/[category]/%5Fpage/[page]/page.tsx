// The member variant of a category's listing (docs/adr/0040-member-pages.md): the same page, rendered per
// request from the session because proxy.ts sent a request with a session cookie here.
export { default, generateMetadata } from "../../../../../[type]/[category]/%5Fpage/[page]/page";
export const dynamic = "force-dynamic";
