// The member variant of /covidnet (docs/adr/0040-member-pages.md): the same page, rendered per
// request from the session because proxy.ts sent a request with a session cookie here.
export { default, generateMetadata } from "../../covidnet/page";
export const dynamic = "force-dynamic";
