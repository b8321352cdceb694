// One parser for every feed format the site reads (feedsmith: RSS 0.9x/2.0, RSS 1.0/RDF, Atom 1.0,
// JSON Feed 1.0/1.1, YouTube's Atom with yt: and media:) and for OPML, mapped here to one shape.
// docs/adr/0067-feed-parser.md says why; the XML underneath is fast-xml-parser with entity
// processing off, and documents with an internal DTD subset are refused before it sees them.
import { XMLValidator } from "fast-xml-parser";
import { parseFeed, parseOpml, generateOpml } from "feedsmith";

export class FeedParseError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "FeedParseError";
  }
}

/** One entry as the feed gave it: raw text (markup and all), to be cleaned by clean.ts. */
export type RawEntry = {
  guid?: string;
  link?: string;
  title?: string;
  summary?: string;
  author?: string;
  published?: string;
  updated?: string;
  youtubeVideoId?: string;
};

export type ParsedFeed = {
  format: "rss" | "atom" | "rdf" | "json";
  title?: string;
  /** The language the feed declares ("en-us", "fr"), if any. */
  language?: string;
  entries: RawEntry[];
};

/** Entries read from one document, at most; a longer feed's tail is ignored. */
export const MAX_ENTRIES = 500;

/**
 * The text of a fetched body: the charset of the Content-Type, else of the XML declaration, else
 * UTF-8 (a byte-order mark wins over both); an unknown charset is read as UTF-8.
 */
export function decodeBody(body: Buffer, contentType?: string | null): string {
  let charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? "")?.[1];
  const head = body.subarray(0, 200).toString("latin1");
  charset ??= /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) charset = "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(body);
}

// A DOCTYPE with an internal subset ("[...]") is where entities are declared: a feed never needs
// one, and refusing it outright means no entity expansion can be attempted at all (billion laughs).
const internalSubset = /<!DOCTYPE[^>[]*\[|<!ENTITY/i;

function refuseDtd(text: string) {
  if (internalSubset.test(text)) throw new FeedParseError("document type declarations with entities are refused");
}

// The parser reads a cut-off document as far as it goes; a feed that is not well-formed is an
// error on its row instead, so a half-written file never passes for a shorter feed.
function requireWellFormed(text: string) {
  if (!text.trimStart().startsWith("<")) return;
  const result = XMLValidator.validate(text);
  if (result !== true)
    throw new FeedParseError(`malformed XML: ${result.err.msg} (line ${result.err.line})`.slice(0, 300));
}

type Loose = Record<string, unknown>;
const str = (value: unknown): string | undefined => {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && "value" in value) return str((value as Loose).value);
  return undefined;
};
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const personName = (value: unknown): string | undefined => {
  const person = first(value);
  return typeof person === "string" ? person : str((person as Loose | undefined)?.name);
};

function atomLink(links: unknown): string | undefined {
  if (!Array.isArray(links)) return undefined;
  const alternate = links.find((l: Loose) => !l.rel || l.rel === "alternate") as Loose | undefined;
  return str((alternate ?? (links[0] as Loose | undefined))?.href);
}

function mapRss(item: Loose): RawEntry {
  const dc = (item.dc ?? {}) as Loose;
  const guid = item.guid as Loose | string | undefined;
  return {
    guid: typeof guid === "string" ? guid : str(guid?.value),
    link: str(item.link) ?? atomLink((item.atom as Loose | undefined)?.links),
    title: str(item.title) ?? str(first(dc.titles)),
    summary: str(item.description) ?? str((item.content as Loose | undefined)?.encoded),
    author: personName(item.authors) ?? str(first(dc.creators)),
    published: str(item.pubDate) ?? str(first(dc.dates)),
  };
}

function mapRdf(item: Loose): RawEntry {
  const dc = (item.dc ?? {}) as Loose;
  return {
    guid: str((item.rdf as Loose | undefined)?.about) ?? str(first(dc.identifiers)),
    link: str(item.link),
    title: str(item.title) ?? str(first(dc.titles)),
    summary: str(item.description),
    author: str(first(dc.creators)),
    published: str(first(dc.dates)),
  };
}

function mapAtom(entry: Loose): RawEntry {
  const yt = (entry.yt ?? {}) as Loose;
  const group = first(((entry.media ?? {}) as Loose).groups) as Loose | undefined;
  return {
    guid: str(entry.id),
    link: atomLink(entry.links),
    title: str(entry.title),
    summary: str(entry.summary) ?? str(group?.description) ?? str(entry.content),
    author: personName(entry.authors),
    published: str(entry.published) ?? str(entry.updated),
    updated: str(entry.updated),
    youtubeVideoId: str(yt.videoId),
  };
}

function mapJson(item: Loose): RawEntry {
  return {
    guid: str(item.id),
    link: str(item.url) ?? str(item.external_url),
    title: str(item.title),
    summary: str(item.summary) ?? str(item.content_text) ?? str(item.content_html),
    author: personName(item.authors) ?? personName(item.author),
    published: str(item.date_published),
    updated: str(item.date_modified),
  };
}

/** Reads any supported feed; throws FeedParseError for anything else (never another error). */
export function parseFeedDocument(text: string): ParsedFeed {
  refuseDtd(text);
  requireWellFormed(text);
  let result: ReturnType<typeof parseFeed>;
  try {
    result = parseFeed(text);
  } catch (error) {
    throw new FeedParseError(`not a feed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const feed = result.feed as unknown as Loose;
  const list = (value: unknown) => (Array.isArray(value) ? (value as Loose[]) : []).slice(0, MAX_ENTRIES);
  switch (result.format) {
    case "rss":
      return {
        format: "rss",
        title: str(feed.title),
        language: str(feed.language) ?? str(first((feed.dc as Loose | undefined)?.languages)),
        entries: list(feed.items).map(mapRss),
      };
    case "rdf":
      return {
        format: "rdf",
        title: str(feed.title),
        language: str(first((feed.dc as Loose | undefined)?.languages)),
        entries: list(feed.items).map(mapRdf),
      };
    case "atom":
      return {
        format: "atom",
        title: str(feed.title),
        language: str((feed.xml as Loose | undefined)?.lang),
        entries: list(feed.entries).map(mapAtom),
      };
    default:
      return {
        format: "json",
        title: str(feed.title),
        language: str(feed.language),
        entries: list(feed.items).map(mapJson),
      };
  }
}

export type OpmlFeed = { url: string; title: string; siteUrl?: string };

/** The feeds an OPML file lists (outlines with an xmlUrl, at any depth), at most `max`. */
export function parseOpmlDocument(text: string, max = 1000): OpmlFeed[] {
  refuseDtd(text);
  requireWellFormed(text);
  let opml: ReturnType<typeof parseOpml>;
  try {
    opml = parseOpml(text);
  } catch (error) {
    throw new FeedParseError("not an OPML file", { cause: error });
  }
  const found: OpmlFeed[] = [];
  const walk = (outlines: unknown, depth: number) => {
    if (!Array.isArray(outlines) || depth > 10) return;
    for (const outline of outlines as Loose[]) {
      if (found.length >= max) return;
      const url = str(outline.xmlUrl);
      if (url)
        found.push({ url, title: str(outline.title) ?? str(outline.text) ?? url, siteUrl: str(outline.htmlUrl) });
      walk(outline.outlines, depth + 1);
    }
  };
  walk((opml.body as Loose | undefined)?.outlines, 0);
  return found;
}

/** An OPML 2.0 document of `feeds` (what feed readers import). */
export function buildOpml(title: string, feeds: OpmlFeed[]): string {
  return generateOpml({
    head: { title },
    body: {
      outlines: feeds.map((feed) => ({
        type: "rss",
        text: feed.title,
        title: feed.title,
        xmlUrl: feed.url,
        ...(feed.siteUrl ? { htmlUrl: feed.siteUrl } : {}),
      })),
    },
  }) as string;
}
