// db:seed -- --volume N: adds N generated articles (spread over the four languages and every
// content type) for benchmarks. Generated rows have slugs starting with "bench-"; running it
// again replaces them.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import type { ContentType, Locale } from "../../lib/generated/prisma/enums";

const locales: Locale[] = ["en", "es", "fr", "pt"];
const words: Record<Locale, string[]> = {
  en: "ventilation mask respirator vaccine variant testing surveillance outbreak filter school workplace symptoms recovery research evidence community clean air".split(
    " ",
  ),
  es: "ventilación mascarilla respirador vacuna variante pruebas vigilancia brote filtro escuela trabajo síntomas recuperación investigación evidencia comunidad aire limpio".split(
    " ",
  ),
  fr: "ventilation masque respirateur vaccin variant dépistage surveillance épidémie filtre école travail symptômes guérison recherche preuves communauté air sain".split(
    " ",
  ),
  pt: "ventilação máscara respirador vacina variante testagem vigilância surto filtro escola trabalho sintomas recuperação pesquisa evidência comunidade ar limpo".split(
    " ",
  ),
};

function sentence(locale: Locale, seed: number, length: number) {
  const list = words[locale];
  return Array.from({ length }, (_, i) => list[(seed * 7 + i * 13) % list.length]).join(" ");
}

export async function seedVolume(db: PrismaClient, total: number) {
  const categories = await db.category.findMany({ select: { id: true, type: true } });
  if (!categories.length) throw new Error("Seed the taxonomy first");
  await db.article.deleteMany({ where: { slug: { startsWith: "bench-" } } });
  const batch = 2_000;
  for (let start = 0; start < total; start += batch) {
    const size = Math.min(batch, total - start);
    const articles = Array.from({ length: size }, (_, i) => {
      const n = start + i;
      const category = categories[n % categories.length]!;
      return {
        id: `bench${n.toString().padStart(8, "0")}`,
        type: category.type as ContentType,
        slug: `bench-${n}`,
        categoryId: category.id,
        isExample: true,
        originalLocale: locales[n % 4]!,
        publishedAt: new Date(Date.now() - (n % 3650) * 86_400_000),
      };
    });
    await db.article.createMany({ data: articles });
    await db.articleTranslation.createMany({
      data: articles.map((a, i) => {
        const locale = a.originalLocale;
        return {
          articleId: a.id,
          locale,
          title: `${sentence(locale, start + i, 6)} ${start + i}`,
          summary: sentence(locale, start + i + 1, 20),
          body: sentence(locale, start + i + 2, 120),
        };
      }),
    });
    process.stdout.write(`\rGenerated ${start + size} of ${total} articles`);
  }
  process.stdout.write("\n");
}
