import { typeSegments } from "../../config/content-types";
import type { ContentType } from "../../lib/generated/prisma/enums";
import { sqlOne } from "./db";

/** A published English article of `access` level (and type, if given): its id, path and a line of its body. */
export async function article(access: "PREMIUM" | "FREE", type?: "PRODUCT") {
  const row = await sqlOne<{ id: string; type: ContentType; slug: string; category: string; body: string }>(
    `SELECT a.id, a.type, a.slug, c.slug AS category, t.body FROM "Article" a JOIN "Category" c ON c.id = a."categoryId"
     JOIN "ArticleTranslation" t ON t."articleId" = a.id AND t.locale = 'en'
     WHERE a."accessLevel" = $1 AND a.type <> 'DIRECTORY' AND ($2::text IS NULL OR a.type::text = $2)
     ORDER BY a.slug LIMIT 1`,
    [access, type ?? null],
  );
  const line = row.body.split("\n").find((l) => l.trim().length > 40 && !/[*_`[\]<>&"']/.test(l));
  return {
    id: row.id,
    path: `/${typeSegments[row.type]}/${row.category}/${row.slug}`,
    secret: line?.trim().slice(0, 40) ?? "",
  };
}
