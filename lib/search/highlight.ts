// Snippets come from PostgreSQL's ts_headline with marker characters from Unicode's private use
// area (stripped from the text first, so they can only be ts_headline's). They are turned into
// plain segments here and into <mark> elements by the React component: no HTML is ever parsed.
export const START = "\uE000";
export const STOP = "\uE001";
export const DELIMITER = "\uE002";

export type Segment = { text: string; mark: boolean };
/** A snippet: one or more fragments of text, each a list of plain and highlighted segments. */
export type Snippet = Segment[][];

type Marked = { plain: string; marks: [number, number][] };

function parseMarked(text: string): Marked {
  let plain = "";
  const marks: [number, number][] = [];
  let open = -1;
  for (const ch of text) {
    if (ch === START) open = plain.length;
    else if (ch === STOP && open >= 0) {
      marks.push([open, plain.length]);
      open = -1;
    } else if (ch !== STOP) plain += ch;
  }
  return { plain, marks };
}

function toSegments(text: string, marks: [number, number][]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const [from, to] of marks) {
    if (from > at) segments.push({ text: text.slice(at, from), mark: false });
    if (to > from) segments.push({ text: text.slice(from, to), mark: true });
    at = to;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

/** Collapses whitespace (headlines keep the source's line breaks) and drops empty fragments. */
function tidy(snippet: Snippet): Snippet {
  return snippet
    .map((fragment) => {
      const out = fragment.map((s) => ({ ...s, text: s.text.replace(/\s+/g, " ") }));
      if (out[0]) out[0] = { ...out[0], text: out[0].text.trimStart() };
      const last = out.at(-1);
      if (last) out[out.length - 1] = { ...last, text: last.text.trimEnd() };
      return out.filter((s) => s.text);
    })
    .filter((fragment) => fragment.length);
}

/** A headline of the original text, split into fragments and segments. */
export function fromHeadline(headline: string): Snippet {
  return tidy(
    headline.split(DELIMITER).map((part) => {
      const { plain, marks } = parseMarked(part);
      return toSegments(plain, marks);
    }),
  );
}

export const hasMark = (snippet: Snippet) => snippet.some((f) => f.some((s) => s.mark));

const fold = (ch: string) => ch.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * Maps each position of `folded` (PostgreSQL's unaccent of `original`) to a position of
 * `original`. unaccent mostly replaces one letter by one ("é" -> "e"), but some by two ("œ" ->
 * "oe", "«" -> "<<") or by none; the walk resynchronises on the next character. Null if lost.
 */
function foldMap(original: string, folded: string): number[] | null {
  const map: number[] = [];
  let i = 0;
  let j = 0;
  const same = (o: string | undefined, f: string | undefined) =>
    o !== undefined && f !== undefined && (o === f || fold(o) === f);
  while (j < folded.length) {
    if (i >= original.length) return null;
    if (same(original[i], folded[j])) {
      map[j++] = i++;
      continue;
    }
    // original[i] became `width` characters: the first width after which the next original
    // character lines up again (the last original character takes whatever is left).
    const width =
      i + 1 >= original.length ? folded.length - j : [1, 2, 3, 0].find((k) => same(original[i + 1], folded[j + k]));
    if (width === undefined) return null;
    for (let k = 0; k < width; k++) map[j + k] = i;
    j += width;
    i++;
  }
  map[folded.length] = original.length;
  return map;
}

/**
 * A headline made from the accent-folded text (when the reader typed "ete" and the text says
 * "été") shown in the original text: each fragment is found in the folded text and its
 * highlights moved to the same words of the original. Null when the texts cannot be aligned.
 */
export function unfold(original: string, folded: string, headline: string): Snippet | null {
  const map = foldMap(original, folded);
  if (!map) return null;
  const fragments: Segment[][] = [];
  for (const part of headline.split(DELIMITER)) {
    const { plain, marks } = parseMarked(part);
    const at = folded.indexOf(plain);
    if (at < 0) return null;
    const start = map[at]!;
    const end = map[at + plain.length]!;
    const moved = marks.map(([from, to]): [number, number] => [map[at + from]! - start, map[at + to]! - start]);
    fragments.push(toSegments(original.slice(start, end), moved));
  }
  return tidy(fragments);
}

/** The best snippet from a headline of the original text and, when it has no highlight, one of the folded text. */
export function chooseSnippet(
  headline: string,
  folded?: { original: string; folded: string; headline: string } | null,
): Snippet {
  const plain = fromHeadline(headline);
  if (hasMark(plain) || !folded) return plain;
  const moved = unfold(folded.original, folded.folded, folded.headline);
  return moved && hasMark(moved) ? moved : plain;
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** Marks with "…" a snippet that starts after the beginning or ends before the end of its text. */
export function withEllipses(snippet: Snippet, head: string, tail: string): Snippet {
  const first = squash(snippet[0]?.map((s) => s.text).join("") ?? "");
  const last = squash(
    snippet
      .at(-1)
      ?.map((s) => s.text)
      .join("") ?? "",
  );
  if (!first) return snippet;
  const out = snippet.map((fragment) => [...fragment]);
  if (!squash(head).startsWith(first.slice(0, 20))) out[0]!.unshift({ text: "… ", mark: false });
  if (!squash(tail).endsWith(last.slice(-20))) out.at(-1)!.push({ text: " …", mark: false });
  return out;
}
