import type { SeedChannel } from "../types";

// Real, long-standing public channels of public-health organizations.
export const channels: SeedChannel[] = [
  // YOUTUBE
  {
    slug: "who-youtube",
    kind: "YOUTUBE",
    name: "World Health Organization (WHO)",
    url: "https://www.youtube.com/@WHO",
    featured: true,
    locale: "en",
    descriptions: {
      en: "The official YouTube channel of the World Health Organization, with explainers, press briefings and public-health campaigns from around the world.",
      es: "El canal oficial de YouTube de la Organización Mundial de la Salud, con videos explicativos, conferencias de prensa y campañas de salud pública de todo el mundo.",
      fr: "La chaîne YouTube officielle de l'Organisation mondiale de la Santé, avec des vidéos explicatives, des points presse et des campagnes de santé publique du monde entier.",
      pt: "O canal oficial da Organização Mundial da Saúde no YouTube, com vídeos explicativos, coletivas de imprensa e campanhas de saúde pública do mundo todo.",
    },
  },
  {
    slug: "cdc-youtube",
    kind: "YOUTUBE",
    name: "CDC",
    url: "https://www.youtube.com/@CDCgov",
    locale: "en",
    descriptions: {
      en: "The YouTube channel of the U.S. Centers for Disease Control and Prevention, sharing practical health guidance, briefings and educational videos.",
      es: "El canal de YouTube de los Centros para el Control y la Prevención de Enfermedades de Estados Unidos, con orientación práctica de salud, conferencias y videos educativos.",
      fr: "La chaîne YouTube des Centres américains pour le contrôle et la prévention des maladies, qui partage des conseils de santé pratiques, des points presse et des vidéos pédagogiques.",
      pt: "O canal do YouTube dos Centros de Controle e Prevenção de Doenças dos Estados Unidos, com orientações práticas de saúde, coletivas e vídeos educativos.",
    },
  },
  {
    slug: "paho-youtube",
    kind: "YOUTUBE",
    name: "Pan American Health Organization (PAHO/OPS)",
    url: "https://www.youtube.com/@pahowho",
    locale: "es",
    descriptions: {
      en: "The YouTube channel of the Pan American Health Organization, with videos in Spanish and English on health topics across the Americas.",
      es: "El canal de YouTube de la Organización Panamericana de la Salud, con videos en español e inglés sobre temas de salud en las Américas.",
      fr: "La chaîne YouTube de l'Organisation panaméricaine de la santé, avec des vidéos en espagnol et en anglais sur la santé dans les Amériques.",
      pt: "O canal do YouTube da Organização Pan-Americana da Saúde, com vídeos em espanhol e inglês sobre temas de saúde nas Américas.",
    },
  },
  // TWITTER (X)
  {
    slug: "who-x",
    kind: "TWITTER",
    name: "WHO on X",
    url: "https://x.com/WHO",
    featured: true,
    locale: "en",
    descriptions: {
      en: "The World Health Organization's official account on X, posting health alerts, guidance updates and news from its global work.",
      es: "La cuenta oficial de la Organización Mundial de la Salud en X, con alertas sanitarias, actualizaciones de sus recomendaciones y noticias de su trabajo global.",
      fr: "Le compte officiel de l'Organisation mondiale de la Santé sur X, qui publie des alertes sanitaires, des mises à jour de ses recommandations et des nouvelles de son action mondiale.",
      pt: "A conta oficial da Organização Mundial da Saúde no X, com alertas de saúde, atualizações de orientações e notícias do seu trabalho global.",
    },
  },
  {
    slug: "cdc-x",
    kind: "TWITTER",
    name: "CDC on X",
    url: "https://x.com/CDCgov",
    locale: "en",
    descriptions: {
      en: "The official X account of the U.S. Centers for Disease Control and Prevention, with health updates, prevention tips and links to new guidance.",
      es: "La cuenta oficial en X de los Centros para el Control y la Prevención de Enfermedades de Estados Unidos, con novedades de salud, consejos de prevención y enlaces a nuevas recomendaciones.",
      fr: "Le compte officiel sur X des Centres américains pour le contrôle et la prévention des maladies, avec des actualités sanitaires, des conseils de prévention et des liens vers les nouvelles recommandations.",
      pt: "A conta oficial no X dos Centros de Controle e Prevenção de Doenças dos Estados Unidos, com novidades de saúde, dicas de prevenção e links para novas orientações.",
    },
  },
  {
    slug: "ecdc-x",
    kind: "TWITTER",
    name: "ECDC on X",
    url: "https://x.com/ECDC_EU",
    locale: "en",
    descriptions: {
      en: "The European Centre for Disease Prevention and Control on X, sharing risk assessments, surveillance updates and guidance for Europe.",
      es: "El Centro Europeo para la Prevención y el Control de las Enfermedades en X, con evaluaciones de riesgo, datos de vigilancia y recomendaciones para Europa.",
      fr: "Le Centre européen de prévention et de contrôle des maladies sur X, qui partage des évaluations des risques, des données de surveillance et des recommandations pour l'Europe.",
      pt: "O Centro Europeu de Prevenção e Controle de Doenças no X, com avaliações de risco, dados de vigilância e orientações para a Europa.",
    },
  },
  // BLOG (news pages)
  {
    slug: "who-newsroom",
    kind: "BLOG",
    name: "WHO Newsroom",
    url: "https://www.who.int/news-room",
    locale: "en",
    descriptions: {
      en: "The World Health Organization's newsroom, with news releases, statements, fact sheets and feature stories.",
      es: "La sala de prensa de la Organización Mundial de la Salud, con comunicados, declaraciones, notas descriptivas y reportajes.",
      fr: "La salle de presse de l'Organisation mondiale de la Santé, avec des communiqués, des déclarations, des aide-mémoire et des reportages.",
      pt: "A sala de imprensa da Organização Mundial da Saúde, com comunicados, declarações, fichas informativas e reportagens.",
    },
  },
  {
    slug: "ecdc-news",
    kind: "BLOG",
    name: "ECDC News and events",
    url: "https://www.ecdc.europa.eu/en/news-events",
    featured: true,
    locale: "en",
    descriptions: {
      en: "News, press releases and event announcements from the European Centre for Disease Prevention and Control.",
      es: "Noticias, comunicados de prensa y anuncios de eventos del Centro Europeo para la Prevención y el Control de las Enfermedades.",
      fr: "Actualités, communiqués de presse et annonces d'événements du Centre européen de prévention et de contrôle des maladies.",
      pt: "Notícias, comunicados à imprensa e anúncios de eventos do Centro Europeu de Prevenção e Controle de Doenças.",
    },
  },
  {
    slug: "paho-news",
    kind: "BLOG",
    name: "PAHO News",
    url: "https://www.paho.org/en/news",
    locale: "en",
    descriptions: {
      en: "News releases and stories from the Pan American Health Organization about health across the Americas.",
      es: "Comunicados y reportajes de la Organización Panamericana de la Salud sobre la salud en las Américas.",
      fr: "Communiqués et reportages de l'Organisation panaméricaine de la santé sur la santé dans les Amériques.",
      pt: "Comunicados e reportagens da Organização Pan-Americana da Saúde sobre a saúde nas Américas.",
    },
  },
];
