// The language cookie (NEXT_LOCALE) in a Cookie header, read as Next reads it for next-intl. The
// page memory (which language a kept page is under) and the shared-cache policy (whether a page
// asked without a language prefix may be kept) both read it here, so that the language a page was
// rendered in and the one it is kept under can never differ. Plain JavaScript because the server
// loads it without a build step.

const LANGUAGE_COOKIE_NAME = "NEXT_LOCALE";

/**
 * The language cookie in a Cookie header as Next's request cookies read it (and so next-intl): pairs
 * split at ";" and the spaces after it, the name exact, the value percent-decoded (a pair that does
 * not decode is skipped), the last pair winning. `pairs` counts the pairs of that name.
 */
export function languageCookie(cookie = "") {
  let value;
  let pairs = 0;
  // Trimmed as a header's value is (by Node, and by the Headers Next builds from it).
  for (const pair of cookie.replace(/^[ \t]+|[ \t]+$/g, "").split(/; */)) {
    const at = pair.indexOf("=");
    if ((at === -1 ? pair : pair.slice(0, at)) !== LANGUAGE_COOKIE_NAME) continue;
    pairs++;
    if (at === -1) value = "true";
    else
      try {
        value = decodeURIComponent(pair.slice(at + 1));
      } catch {
        // Next skips it too
      }
  }
  return { value, pairs };
}
