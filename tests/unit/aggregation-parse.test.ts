import { readFileSync } from "node:fs";
import path from "node:path";
import { parseFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import { canonicalLink, cleanDate, cleanLink, cleanText } from "@/lib/aggregation/clean";
import { detectLocale, feedLocale } from "@/lib/aggregation/language";
import { FeedParseError, buildOpml, decodeBody, parseFeedDocument, parseOpmlDocument } from "@/lib/aggregation/parse";
import { billionLaughs, fixture } from "../support/feed-server";

const read = (name: string) => decodeBody(fixture(name), null);

describe("parseFeedDocument: one parser, every format", () => {
  it.each([
    ["cdc-han.rss.xml", "rss", "en-us", 4],
    ["netscape.rss091.xml", "rss", "pt-br", 1],
    ["medrxiv.rdf.xml", "rdf", "en", 2],
    ["spf.atom.xml", "atom", "fr", 2],
    ["youtube.atom.xml", "atom", undefined, 1],
    ["blog.feed.json", "json", "en", 2],
    ["salud-mx.rss.xml", "rss", undefined, 1],
  ])("%s", (name, format, language, count) => {
    const feed = parseFeedDocument(read(name));
    expect(feed).toMatchObject({ format, language });
    expect(feed.entries).toHaveLength(count);
    for (const entry of feed.entries.filter((e) => e.title)) expect(entry.guid ?? entry.link).toBeTruthy();
  });

  it("maps each format's fields to one shape", () => {
    const [han] = parseFeedDocument(read("cdc-han.rss.xml")).entries;
    expect(han).toMatchObject({ guid: "han00506", published: "Fri, 05 Apr 2024 18:00:00 GMT" });
    const [preprint] = parseFeedDocument(read("medrxiv.rdf.xml")).entries;
    expect(preprint).toMatchObject({ author: "Smith, J., Garcia, M.", published: "2024-04-03" });
    const [video] = parseFeedDocument(read("youtube.atom.xml")).entries;
    expect(video).toMatchObject({
      youtubeVideoId: "dQw4w9WgXcQ",
      link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      summary: "A respirator protects only when it seals: a two-minute fit check.",
    });
    // An ISO-8859-1 feed declared in its XML declaration is read as such.
    expect(parseFeedDocument(read("netscape.rss091.xml")).title).toBe("Boletim epidemiológico");
  });

  it("refuses broken XML and things that are not feeds with its own error", () => {
    expect(() => parseFeedDocument("<rss><channel><title>Cut</title><item>")).toThrow(FeedParseError);
    expect(() => parseFeedDocument("<html><body>Not a feed</body></html>")).toThrow(FeedParseError);
    expect(() => parseFeedDocument('{"title": "not a feed"}')).toThrow(FeedParseError);
    expect(() => parseFeedDocument("")).toThrow(FeedParseError);
  });

  it("refuses a billion-laughs document at once", () => {
    const started = performance.now();
    expect(() => parseFeedDocument(billionLaughs)).toThrow(/entities are refused/);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("the installed XML parser, configured as feedsmith configures it, never expands entities", () => {
    // Behind our refusal: the exact fast-xml-parser version in the tree (one copy, shared with
    // feedsmith) leaves &lol9; as it is.
    const started = performance.now();
    const { feed } = parseFeed(billionLaughs);
    expect(JSON.stringify(feed).length).toBeLessThan(500);
    expect(performance.now() - started).toBeLessThan(200);
    const version = JSON.parse(readFileSync(path.resolve("node_modules/fast-xml-parser/package.json"), "utf8"))
      .version as string;
    expect(version).toMatch(/^5\.11\./);
  });
});

describe("OPML", () => {
  it("imports the feeds at any depth and exports what readers import", () => {
    const feeds = parseOpmlDocument(read("sources.opml"));
    expect(feeds.map((f) => f.title)).toEqual(["CDC HAN", "Bad", "medRxiv"]);
    const again = parseOpmlDocument(buildOpml("Feeds", feeds.slice(0, 1)));
    expect(again).toEqual([feeds[0]]);
    expect(() => parseOpmlDocument(billionLaughs.replace("<rss", "<opml"))).toThrow(FeedParseError);
  });
});

describe("cleaning", () => {
  it("makes plain text of markup, without scripts or controls, capped", () => {
    expect(cleanText("<p>Hello <b>world</b></p><script>alert(1)</script>\u0007\u202E", 100)).toBe("Hello world");
    expect(cleanText("&lt;b&gt;bold&lt;/b&gt; &amp; more", 100)).toBe("<b>bold</b> & more");
    const long = cleanText("word ".repeat(400), 1000);
    expect(Array.from(long).length).toBeLessThanOrEqual(1000);
    expect(long.endsWith("…")).toBe(true);
  });

  it("keeps only http(s) links, and compares them without tracking parameters", () => {
    expect(cleanLink("javascript:alert(1)")).toBeNull();
    expect(cleanLink("data:text/html,x")).toBeNull();
    expect(cleanLink(" JAVASCRIPT:alert(1)")).toBeNull();
    expect(cleanLink("/a", "https://x.test/feed")).toBe("https://x.test/a");
    expect(canonicalLink("https://WWW.Example.ORG/a?utm_source=rss&id=3&fbclid=x#top")).toBe(
      "https://www.example.org/a?id=3",
    );
  });

  it("handles invalid and future dates", () => {
    const now = new Date("2024-05-01T00:00:00Z");
    expect(cleanDate("not a date", now)).toBeNull();
    expect(cleanDate("2099-01-01T00:00:00Z", now)).toEqual(now);
    expect(cleanDate("Fri, 05 Apr 2024 18:00:00 GMT", now)?.toISOString()).toBe("2024-04-05T18:00:00.000Z");
  });
});

describe("language", () => {
  it("takes the feed's language, else detects one of the four, else none", () => {
    expect(feedLocale("pt-BR")).toBe("pt");
    expect(feedLocale("de")).toBeNull();
    expect(
      detectLocale(
        "Secretaría de Salud informa sobre la temporada de influenza. Recomienda la vacunación a las personas mayores.",
      ),
    ).toBe("es");
    expect(detectLocale("Die Zahl der Masernfälle in Deutschland steigt weiter an, sagt das Institut.")).toBeNull();
    expect(detectLocale("Short title")).toBeNull();
  });
});
