// Publishers that items are attributed to. Names of organisations are proper nouns and stay
// untranslated; a label that is a word ("Editorial team") carries its translations.
type SeedSource = { slug: string; name: string; url: string | null; translations?: Record<"es" | "fr" | "pt", string> };

export const sources: SeedSource[] = [
  { slug: "who", name: "World Health Organization", url: "https://www.who.int" },
  { slug: "cdc", name: "U.S. Centers for Disease Control and Prevention", url: "https://www.cdc.gov" },
  { slug: "ecdc", name: "European Centre for Disease Prevention and Control", url: "https://www.ecdc.europa.eu" },
  { slug: "paho", name: "Pan American Health Organization", url: "https://www.paho.org" },
  { slug: "fiocruz", name: "Fiocruz", url: "https://portal.fiocruz.br" },
  { slug: "sante-publique-france", name: "Santé publique France", url: "https://www.santepubliquefrance.fr" },
  {
    slug: "editorial-team",
    name: "Editorial team",
    url: null,
    translations: { es: "Equipo editorial", fr: "Rédaction", pt: "Equipe editorial" },
  },
];
