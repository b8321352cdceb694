// The cache tags are named in lib/cache-tags.ts alone: what a page is tagged with (an article's page,
// its member variant's data, the lists under `content`) and what a write expires must be the same
// strings. These are the strings Next gives the pages (revalidatePath's `_N_T_` + the app's route).
import { describe, expect, it } from "vitest";
import { contentTag, itemPageTag, itemPageTags, itemTags, pathTag } from "@/lib/cache-tags";

const item = { type: "PUBLIC_HEALTH", category: "vaccines", slug: "boosters-2026" } as const;

describe("cache tags", () => {
  it("names a page by the app's route, as revalidatePath does", () => {
    expect(pathTag("/es/news")).toBe("_N_T_/es/news");
    expect(contentTag).toBe("content");
  });

  it("tags an item's own page in every language under the internal (locale-prefixed) route", () => {
    expect(itemPageTag(item, "en")).toBe("_N_T_/en/public-health/vaccines/boosters-2026");
    expect(itemPageTags(item)).toEqual([
      "_N_T_/en/public-health/vaccines/boosters-2026",
      "_N_T_/es/public-health/vaccines/boosters-2026",
      "_N_T_/fr/public-health/vaccines/boosters-2026",
      "_N_T_/pt/public-health/vaccines/boosters-2026",
    ]);
  });

  it("expires, for a change to an item, the content data and every page that shows it, in every language", () => {
    const tags = itemTags(item);
    expect(tags[0]).toBe("content");
    for (const locale of ["en", "es", "fr", "pt"] as const) {
      expect(tags).toEqual(
        expect.arrayContaining([
          `_N_T_/${locale}`,
          `_N_T_/${locale}/public-health`,
          `_N_T_/${locale}/covidnet`,
          itemPageTag(item, locale),
        ]),
      );
    }
    expect(tags).toHaveLength(1 + 4 * 4);
  });
});
