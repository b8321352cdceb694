// Demo forum: a few members and their posts and comments in the four languages. Peer experience
// and practical tips only, no medical advice. Fixed ids make it idempotent (upserts).
import type { PrismaClient } from "../../lib/generated/prisma/client";
import type { ForumCategory, Locale } from "../../lib/generated/prisma/enums";
import { seedClock, seedDate } from "./dates";

const members = [
  { email: "ana.demo@example.org", username: "ana_r", name: "Ana Rocha", locale: "pt" },
  { email: "lucas.demo@example.org", username: "lucas_m", name: "Lucas Martín", locale: "es" },
  { email: "claire.demo@example.org", username: "claire_d", name: "Claire Dubois", locale: "fr" },
  { email: "sam.demo@example.org", username: "sam_k", name: "Sam Kim", locale: "en" },
] as const;

export type SeedPost = {
  id: string;
  author: number;
  locale: Locale;
  category: ForumCategory;
  topic?: string;
  title: string;
  contents: string;
  daysAgo: number;
  comments: Array<[number, string]>;
};

export const posts: SeedPost[] = [
  {
    id: "seed-forum-welcome",
    author: 3,
    locale: "en",
    category: "INTRODUCTION",
    topic: "welcome",
    daysAgo: 20,
    title: "Hello from a new member",
    contents:
      "Hi everyone! I joined to learn how others organise their days while **recovering**.\n\nA few things that help me:\n\n- a written plan for the week\n- short walks when I feel up to it\n- asking friends for help with groceries\n\nHappy to hear your routines.",
    comments: [
      [0, "Welcome, Sam! A written plan helps me too."],
      [2, "Welcome! The resources page of this site has good reading lists."],
    ],
  },
  {
    id: "seed-forum-pacing",
    author: 2,
    locale: "fr",
    category: "LONG_COVID",
    topic: "rythme",
    daysAgo: 14,
    title: "Gérer son énergie au quotidien",
    contents:
      "Depuis quelques mois, je note mes activités dans un carnet pour repérer ce qui me fatigue.\n\n> Faire moins, mais plus régulièrement.\n\nC’est ce que je retiens des groupes de parole. Pour les questions médicales, j’en parle à mon médecin.",
    comments: [
      [3, "Thank you for sharing. Keeping a diary sounds useful."],
      [1, "Yo también uso un cuaderno, ¡funciona!"],
    ],
  },
  {
    id: "seed-forum-masks",
    author: 1,
    locale: "es",
    category: "PRODUCTS",
    topic: "cubrebocas",
    daysAgo: 9,
    title: "Cómo elegir un cubrebocas que ajuste bien",
    contents:
      "Comparto lo que aprendí buscando cubrebocas para el trabajo:\n\n1. Probar varias tallas.\n2. Revisar que no haya huecos alrededor de la nariz.\n3. Leer las fichas del fabricante.\n\nLa sección de EPP del sitio tiene [una lista de productos](https://example.org/products) con reseñas.",
    comments: [[0, "Ótimas dicas! O ajuste no nariz faz toda a diferença."]],
  },
  {
    id: "seed-forum-sleep",
    author: 0,
    locale: "pt",
    category: "SELF_CARE",
    topic: "sono",
    daysAgo: 5,
    title: "Rotinas de sono que me ajudaram",
    contents:
      "Depois de semanas dormindo mal, criei uma rotina simples:\n\n- desligar as telas uma hora antes\n- deixar o quarto arejado\n- ler algo leve\n\nNão é conselho médico, só a minha experiência. E vocês?",
    comments: [
      [2, "Merci pour ces idées, je vais essayer de lire avant de dormir."],
      [3, "Airing the room made a difference for me as well."],
    ],
  },
  {
    id: "seed-forum-family",
    author: 3,
    locale: "en",
    category: "RELATIONSHIPS",
    topic: "family",
    daysAgo: 2,
    title: "Explaining fatigue to family",
    contents:
      "My family sometimes thinks I am *just tired*. What helped was sharing an article from the scientific library and agreeing on signals for when I need a break.\n\nHow do you talk about it at home?",
    comments: [],
  },
];

export async function seedForum(db: PrismaClient): Promise<number> {
  const clock = seedClock();
  const ids: string[] = [];
  for (const m of members) {
    const row = await db.user.upsert({
      where: { email: m.email },
      create: { ...m, emailVerified: seedDate(clock, 60, 0), createdAt: seedDate(clock, 60, 0) },
      update: { username: m.username, name: m.name },
    });
    ids.push(row.id);
  }
  for (const p of posts) {
    const publishedAt = seedDate(clock, p.daysAgo, 10);
    const data = {
      authorId: ids[p.author]!,
      locale: p.locale,
      category: p.category,
      topic: p.topic ?? null,
      title: p.title,
      contents: p.contents,
      publishedAt,
    };
    await db.forumPost.upsert({ where: { id: p.id }, create: { id: p.id, ...data }, update: data });
    for (const [index, [author, text]] of p.comments.entries()) {
      const id = `${p.id}-c${index + 1}`;
      const comment = {
        postId: p.id,
        authorId: ids[author]!,
        text,
        createdAt: seedDate(clock, p.daysAgo, 10, (index + 1) * 3_600_000),
      };
      await db.forumComment.upsert({ where: { id }, create: { id, ...comment }, update: comment });
    }
  }
  return posts.length;
}
