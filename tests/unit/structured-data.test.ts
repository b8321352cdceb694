import { describe, expect, it } from "vitest";
import { structuredData } from "@/lib/content/structured-data";
import { content } from "../../prisma/seed/content";
import { isFictionPhone, truthProblems } from "../../prisma/seed/truth";

const origin = "https://covid.example.org";
const url = `${origin}/products/masks/a-mask`;
const article = {
  type: "PRODUCT" as const,
  title: "A mask",
  summary: "A well-fitting mask.",
  textLocale: "en" as const,
  accessLevel: "FREE" as const,
  isExample: false,
  imageUrl: null as string | null,
  brand: "Brand",
  rating: null as { average: number; count: number } | null,
  publishedAt: new Date("2026-01-01T00:00:00Z"),
  updatedAt: new Date("2026-01-02T00:00:00Z"),
  editedAt: null as Date | null,
  source: null,
  ...Object.fromEntries(
    ["startsAt", "endsAt", "onlineOnly", "isEventFree", "address", "city", "region", "country"].map((k) => [k, null]),
  ),
  ...Object.fromEntries(["phone", "email", "website", "latitude", "longitude"].map((k) => [k, null])),
} as unknown as Parameters<typeof structuredData>[0];

describe("structured data", () => {
  it("is left out for example items, whatever their type", () => {
    for (const type of ["NEWS", "PRODUCT", "DIRECTORY", "EVENT", "VIDEO"] as const) {
      expect(structuredData({ ...article, type, isExample: true }, url, "en", origin)).toBeNull();
      expect(structuredData({ ...article, type }, url, "en", origin)).not.toBeNull();
    }
  });

  it("tells search engines that a members-only item is not free, and where its locked part is", () => {
    const premium = structuredData({ ...article, type: "NEWS", accessLevel: "PREMIUM" }, url, "en", origin);
    expect(premium).toMatchObject({
      "@type": "NewsArticle",
      isAccessibleForFree: false,
      hasPart: { isAccessibleForFree: false, cssSelector: ".locked-content" },
    });
  });

  it("dates an article by its publication and its last substantive edit, not by any write", () => {
    const news = { ...article, type: "NEWS" as const };
    // A typo fix moved updatedAt only: readers and search engines still see the publication date.
    expect(structuredData(news, url, "en", origin)).toMatchObject({
      datePublished: "2026-01-01T00:00:00.000Z",
      dateModified: "2026-01-01T00:00:00.000Z",
    });
    const corrected = { ...news, editedAt: new Date("2026-01-05T12:00:00Z") };
    expect(structuredData(corrected, url, "en", origin)).toMatchObject({
      datePublished: "2026-01-01T00:00:00.000Z",
      dateModified: "2026-01-05T12:00:00.000Z",
    });
  });

  it("declares a Product only with its image and reviews, which Google requires", () => {
    expect(structuredData(article, url, "en", origin)).toMatchObject({ "@type": "WebPage", name: "A mask" });
    expect(structuredData(article, url, "en", origin)).not.toHaveProperty("aggregateRating");
    const rated = { ...article, rating: { average: 4.5, count: 2 } };
    expect(structuredData(rated, url, "en", origin)).toMatchObject({ "@type": "WebPage" });
    const pictured = { ...article, imageUrl: "/images/mask.jpg" };
    expect(structuredData(pictured, url, "en", origin)).toMatchObject({ "@type": "WebPage" });
    expect(structuredData({ ...rated, imageUrl: "/images/mask.jpg" }, url, "en", origin)).toEqual(
      expect.objectContaining({
        "@type": "Product",
        image: `${origin}/images/mask.jpg`,
        aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
      }),
    );
  });
});

describe("the content rule (docs/content.md)", () => {
  it("accepts only phone numbers from reserved fiction ranges", () => {
    expect(isFictionPhone("+1 503-555-0142")).toBe(true);
    expect(isFictionPhone("+33 1 99 00 10 00")).toBe(true);
    expect(isFictionPhone("+1 503-555-1234")).toBe(false);
    expect(isFictionPhone("+33 1 45 00 10 00")).toBe(false);
    expect(isFictionPhone("+52 55 5264 0000")).toBe(false);
    expect(isFictionPhone("+55 11 3064-0000")).toBe(false);
  });

  it("refuses examples that borrow a real organisation's name or page", () => {
    const base = { slug: "x", category: "c", publishedDaysAgo: 1, translations: {} };
    expect(truthProblems("NEWS/x", { ...base, source: "who" })).toEqual([expect.stringContaining("attributed to who")]);
    expect(truthProblems("VIDEO/x", { ...base, channel: "who-youtube" })).toHaveLength(1);
    expect(truthProblems("NEWS/x", { ...base, externalUrl: "https://www.who.int" })).toHaveLength(1);
    expect(truthProblems("VIDEO/x", { ...base, videoProvider: "youtube", videoId: "abc" })).toHaveLength(1);
    expect(truthProblems("NEWS/x", { ...base, source: "who", citation: "https://www.who.int/a-real-page" })).toEqual(
      [],
    );
  });

  it("holds for every seed item", () => {
    const problems = Object.entries(content).flatMap(([type, items]) =>
      items.flatMap((item) => truthProblems(`${type}/${item.slug}`, item)),
    );
    expect(problems).toEqual([]);
    const phones = content.DIRECTORY.filter((i) => i.phone).map((i) => i.country);
    expect(phones.every((country) => country === "US" || country === "CA" || country === "FR")).toBe(true);
  });
});
