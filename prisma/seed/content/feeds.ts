// Real public feeds the demo data ships (docs/aggregation.md, "Feeds out of the box"), each URL as
// its publisher documents it. All arrive PAUSED: nothing is fetched until an editor resumes one, so
// tests and CI never reach beyond the local fixture server. The seed adds a missing feed and never
// changes one that exists (an editor may have resumed, retuned or removed it).
import type { ContentType, FeedKind, Locale } from "../../../lib/generated/prisma/enums";

export type SeedFeed = {
  source: string;
  name: string;
  url: string;
  kind: FeedKind;
  language: Locale | null;
  contentType: ContentType;
  category: string;
  tags?: string[];
  alertRules?: { pattern: string; level: "ALERT" | "ADVISORY" | "UPDATE" | "INFORMATION" }[];
};

// Publishers the feeds credit that the items' sources do not already list.
export const feedSources = [
  { slug: "secretaria-de-salud", name: "Secretaría de Salud", url: "https://www.gob.mx/salud" },
  { slug: "ministerio-da-saude", name: "Ministério da Saúde", url: "https://www.gov.br/saude" },
  { slug: "medrxiv", name: "medRxiv", url: "https://www.medrxiv.org" },
  { slug: "biorxiv", name: "bioRxiv", url: "https://www.biorxiv.org" },
];

export const feeds: SeedFeed[] = [
  {
    source: "who",
    name: "WHO Disease Outbreak News",
    url: "https://www.who.int/feeds/entity/csr/don/en/rss.xml",
    kind: "HEALTH_AGENCY",
    language: "en",
    contentType: "PUBLIC_HEALTH",
    category: "covid-19",
    tags: ["surveillance"],
  },
  {
    source: "cdc",
    name: "CDC Health Alert Network (HAN)",
    url: "https://tools.cdc.gov/api/v2/resources/media/413690.rss",
    kind: "HEALTH_AGENCY",
    language: "en",
    contentType: "PUBLIC_HEALTH",
    category: "respiratory-season",
    alertRules: [
      { pattern: "Health Alert", level: "ALERT" },
      { pattern: "Health Advisory", level: "ADVISORY" },
      { pattern: "Health Update", level: "UPDATE" },
    ],
  },
  {
    source: "cdc",
    name: "CDC Morbidity and Mortality Weekly Report (MMWR)",
    url: "https://tools.cdc.gov/api/v2/resources/media/342778.rss",
    kind: "JOURNAL",
    language: "en",
    contentType: "SCIENTIFIC_LIBRARY",
    category: "transmission",
  },
  {
    source: "ecdc",
    name: "ECDC news and updates",
    url: "https://www.ecdc.europa.eu/en/taxonomy/term/1307/feed",
    kind: "HEALTH_AGENCY",
    language: "en",
    contentType: "PUBLIC_HEALTH",
    category: "covid-19",
  },
  {
    source: "paho",
    name: "OPS/OMS noticias",
    url: "https://www.paho.org/es/rss.xml",
    kind: "HEALTH_AGENCY",
    language: "es",
    contentType: "PUBLIC_HEALTH",
    category: "covid-19",
  },
  {
    source: "sante-publique-france",
    name: "Santé publique France – actualités",
    url: "https://www.santepubliquefrance.fr/rss/actualites.xml",
    kind: "HEALTH_AGENCY",
    language: "fr",
    contentType: "PUBLIC_HEALTH",
    category: "respiratory-season",
  },
  {
    source: "secretaria-de-salud",
    name: "Secretaría de Salud – prensa",
    url: "https://www.gob.mx/salud/prensa.rss",
    kind: "HEALTH_AGENCY",
    language: "es",
    contentType: "PUBLIC_HEALTH",
    category: "respiratory-season",
  },
  {
    source: "ministerio-da-saude",
    name: "Ministério da Saúde – notícias",
    url: "https://www.gov.br/saude/pt-br/assuntos/noticias/RSS",
    kind: "HEALTH_AGENCY",
    language: "pt",
    contentType: "PUBLIC_HEALTH",
    category: "respiratory-season",
  },
  {
    source: "fiocruz",
    name: "Agência Fiocruz de Notícias",
    url: "https://agencia.fiocruz.br/rss.xml",
    kind: "HEALTH_AGENCY",
    language: "pt",
    contentType: "NEWS",
    category: "research",
  },
  {
    source: "medrxiv",
    name: "medRxiv – Infectious Diseases",
    url: "http://connect.medrxiv.org/medrxiv_xml.php?subject=Infectious_Diseases",
    kind: "JOURNAL",
    language: "en",
    contentType: "SCIENTIFIC_LIBRARY",
    category: "transmission",
  },
  {
    source: "biorxiv",
    name: "bioRxiv – Microbiology",
    url: "http://connect.biorxiv.org/biorxiv_xml.php?subject=microbiology",
    kind: "JOURNAL",
    language: "en",
    contentType: "SCIENTIFIC_LIBRARY",
    category: "transmission",
  },
];
