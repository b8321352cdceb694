// GET /sitemap.xml: every public page in every language, or, once the site outgrows one file, a
// sitemap index of its parts (GET /sitemap.xml?part=N).
import { notFound } from "next/navigation";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { siteOrigin } from "@/lib/env";
import { renderSitemap } from "@/lib/seo/sitemap";
import { cachedSitemapSource } from "@/lib/seo/sitemap-pages";

const query = z.object({ part: z.coerce.number().int().positive().max(1_000_000).optional() });

export async function GET(request: NextRequest) {
  const parsed = query.safeParse({ part: request.nextUrl.searchParams.get("part") ?? undefined });
  if (!parsed.success) notFound();
  const xml = await renderSitemap(cachedSitemapSource, { origin: siteOrigin(), part: parsed.data.part });
  if (xml === null) notFound();
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
