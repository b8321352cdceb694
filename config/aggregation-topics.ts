// What the aggregation looks for in an entry's title and summary (lib/aggregation/relevance.ts):
// each topic's words in the site's four languages, matched with PostgreSQL's text search in the
// entry's language (stemmed, accents folded), a phrase per line. A matched topic's slug becomes a
// tag of the item made from the entry: slugs are those of the seed's tags where one exists.
// `any` holds names written the same in every language (matched whatever the entry's language).

export type Topic = {
  slug: string;
  any: string[];
  en: string[];
  es: string[];
  fr: string[];
  pt: string[];
};

export const topics: Topic[] = [
  {
    slug: "covid-19",
    any: ["covid-19", "covid", "sars-cov-2", "coronavirus"],
    en: ["covid booster"],
    es: ["vacuna covid"],
    fr: ["la covid"],
    pt: ["a covid"],
  },
  {
    slug: "long-covid",
    any: ["long covid"],
    en: ["post-covid condition", "post-acute sequelae", "post covid-19 condition"],
    es: ["covid persistente", "covid prolongado", "condición post covid"],
    fr: ["covid long", "affection post-covid"],
    pt: ["covid longa", "covid longo", "condição pós-covid"],
  },
  {
    slug: "mpox",
    any: ["mpox", "monkeypox"],
    en: [],
    es: ["viruela símica", "viruela del mono"],
    fr: ["variole du singe"],
    pt: ["varíola dos macacos"],
  },
  {
    slug: "avian-influenza",
    any: ["h5n1", "h5n6", "h7n9"],
    en: ["avian influenza", "bird flu", "avian flu"],
    es: ["influenza aviar", "gripe aviar"],
    fr: ["grippe aviaire", "influenza aviaire"],
    pt: ["gripe aviária", "influenza aviária"],
  },
  {
    slug: "measles",
    any: [],
    en: ["measles"],
    es: ["sarampión"],
    fr: ["rougeole"],
    pt: ["sarampo"],
  },
  {
    slug: "rsv",
    any: ["rsv"],
    en: ["respiratory syncytial virus"],
    es: ["virus sincitial respiratorio", "vsr"],
    fr: ["virus respiratoire syncytial", "vrs"],
    pt: ["vírus sincicial respiratório", "vsr"],
  },
  {
    slug: "dengue",
    any: ["dengue"],
    en: [],
    es: [],
    fr: [],
    pt: [],
  },
  {
    slug: "vaccination",
    any: [],
    en: ["vaccine", "vaccination", "immunization", "booster"],
    es: ["vacuna", "vacunación", "inmunización", "refuerzo"],
    fr: ["vaccin", "vaccination", "immunisation", "rappel"],
    pt: ["vacina", "vacinação", "imunização", "reforço"],
  },
  {
    slug: "masks",
    any: ["n95", "ffp2", "kn95"],
    en: ["mask", "face covering", "respirator"],
    es: ["cubrebocas", "mascarilla", "respirador"],
    fr: ["masque", "respirateur"],
    pt: ["máscara", "respirador"],
  },
  {
    slug: "air-quality",
    any: ["hepa"],
    en: ["clean air", "ventilation", "air filtration", "air purifier", "indoor air", "airborne"],
    es: ["aire limpio", "ventilación", "purificador de aire", "calidad del aire", "aerosoles"],
    fr: ["air intérieur", "ventilation", "purificateur d'air", "qualité de l'air", "aérosols", "aérer"],
    pt: ["ar limpo", "ventilação", "purificador de ar", "qualidade do ar", "aerossóis"],
  },
  {
    slug: "testing",
    any: ["pcr"],
    en: ["testing", "rapid test", "antigen test", "diagnostic test"],
    es: ["prueba rápida", "prueba de antígeno", "pruebas diagnósticas", "diagnóstico"],
    fr: ["dépistage", "test antigénique", "autotest", "test rapide"],
    pt: ["testagem", "teste rápido", "autoteste", "teste de antígeno"],
  },
  {
    slug: "treatment",
    any: ["paxlovid", "nirmatrelvir", "remdesivir", "molnupiravir"],
    en: ["treatment", "antiviral", "therapy"],
    es: ["tratamiento", "antiviral", "terapia"],
    fr: ["traitement", "antiviral", "thérapie"],
    pt: ["tratamento", "antiviral", "terapia"],
  },
];
