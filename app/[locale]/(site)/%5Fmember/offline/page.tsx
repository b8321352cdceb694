// The member variant of the offline page (docs/adr/0040-member-pages.md): the same page,
// rendered per request from the session because proxy.ts sent a request with a session cookie here.
export { default, generateMetadata } from "../../offline/page";
export const dynamic = "force-dynamic";
