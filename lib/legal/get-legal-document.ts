import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { cache } from "react";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { LegalSlug } from "./documents";
import { parseLegalDocument } from "./parse";

const folder = path.join(process.cwd(), "content", "legal");

/** One legal text in one language, read from content/legal at build time. */
export const getLegalDocument = cache(async (slug: LegalSlug, locale: Locale) => {
  const source = await readFile(path.join(folder, `${slug}.${locale}.md`), "utf8");
  return parseLegalDocument(source, { resolveHref: (href) => getPathname({ locale, href }) });
});
