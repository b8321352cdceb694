import { loadContent } from "../markdown";
import type { SeedItem, SeedType } from "../types";

// The demo items, read from their Markdown files under content/items (prisma/seed/markdown.ts
// validates every file first and throws with every error). Categories, tags, sources and channels
// stay beside this file: they are names, not articles.
export const content: Record<SeedType, SeedItem[]> = loadContent();
