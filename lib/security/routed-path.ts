// The path a page request is decided on. Next routes the decoded path, so every decision the proxy
// makes (language, members-only gate, internal rewrites) must be made on it too: comparing the
// encoded one let "/%5Fmember/directory" pass the gate as an unknown page and reach the member
// variant of the members-only directory.
//
// Internal route segments (the member variants' "_member", the cached routes' "_q" and "_page")
// start with "_": Next keeps "_" folders private, so the app routes them from "%5F" folders only for
// the proxy's own rewrites, and no public address has such a segment (slugs, ids and keys never
// start with one). A request naming one, in any spelling ("_member", "%5Fmember", "_%6Dember", or
// encoded twice, "%255Fmember", which Next's second decoding of route parameters would reach), is
// refused, and so is an encoded separator ("%2F", "%5C"), which no address of the site contains and
// which would make one segment two after decoding.
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;
// Each decoding may reveal another layer; three are more than any client sends by mistake.
const DECODINGS = 3;

/** The path as Next routes it (decoded once, as next-intl decodes it), or null when it must be refused. */
export function routedPath(pathname: string): string | null {
  let text = pathname;
  for (let layer = 0; layer <= DECODINGS; layer++) {
    if (ENCODED_SEPARATOR.test(text) || text.split("/").some((segment) => segment.startsWith("_"))) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      break; // what is left is not an escape (a malformed address is answered before this)
    }
    if (decoded === text) break;
    text = decoded;
  }
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}
