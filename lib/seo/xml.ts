// Escaping for text and attribute values in hand-built XML (sitemaps and feeds).

// Characters XML 1.0 does not allow anywhere, even escaped: C0 controls other than tab, newline and
// carriage return, lone surrogates, U+FFFE and U+FFFF.
const illegal = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** `value` made safe for XML text or a quoted attribute: markup escaped, illegal characters dropped. */
export function escapeXml(value: string): string {
  return value.replace(illegal, "").replace(/[&<>"']/g, (c) => entities[c]!);
}

/** An element with escaped text content, e.g. `<title>A &amp; B</title>`. */
export function element(name: string, text: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join("");
  return `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}
