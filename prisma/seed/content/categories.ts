import type { Named, SeedType } from "../types";

const c = (slug: string, en: string, es: string, fr: string, pt: string): Named => ({
  slug,
  names: { en, es, fr, pt },
});

export const categories: Record<SeedType, Named[]> = {
  NEWS: [
    c("research", "Research", "Investigación", "Recherche", "Pesquisa"),
    c("policy", "Policy", "Políticas", "Politiques", "Políticas"),
    c("vaccines", "Vaccines", "Vacunas", "Vaccins", "Vacinas"),
    c("variants", "Variants", "Variantes", "Variants", "Variantes"),
  ],
  PUBLIC_HEALTH: [
    c("covid-19", "Covid-19", "Covid-19", "Covid-19", "Covid-19"),
    c("mpox", "Mpox", "Mpox", "Mpox", "Mpox"),
    c("h5n1", "H5N1 avian influenza", "Influenza aviar H5N1", "Grippe aviaire H5N1", "Gripe aviária H5N1"),
    c(
      "respiratory-season",
      "Respiratory season",
      "Temporada respiratoria",
      "Saison respiratoire",
      "Temporada respiratória",
    ),
  ],
  SCIENTIFIC_LIBRARY: [
    c("transmission", "Transmission", "Transmisión", "Transmission", "Transmissão"),
    c("long-covid", "Long Covid", "Covid persistente", "Covid long", "Covid longa"),
    c("vaccines", "Vaccines", "Vacunas", "Vaccins", "Vacinas"),
    c("treatments", "Treatments", "Tratamientos", "Traitements", "Tratamentos"),
  ],
  VIDEO: [
    c("explainers", "Explainers", "Explicaciones", "Explications", "Explicações"),
    c("interviews", "Interviews", "Entrevistas", "Entretiens", "Entrevistas"),
    c("how-to", "How-to", "Guías prácticas", "Tutoriels", "Tutoriais"),
  ],
  EVENT: [
    c("conferences", "Conferences", "Congresos", "Conférences", "Congressos"),
    c("webinars", "Webinars", "Seminarios web", "Webinaires", "Webinários"),
    c("community", "Community", "Comunidad", "Communauté", "Comunidade"),
  ],
  RESOURCE: [
    c("guides", "Guides", "Guías", "Guides", "Guias"),
    c("toolkits", "Toolkits", "Kits de herramientas", "Boîtes à outils", "Kits de ferramentas"),
    c("data", "Data and dashboards", "Datos y paneles", "Données et tableaux de bord", "Dados e painéis"),
  ],
  PRODUCT: [
    c("masks", "Masks", "Cubrebocas", "Masques", "Máscaras"),
    c("respirators", "Respirators", "Respiradores", "Masques filtrants", "Respiradores"),
    c("air-purifiers", "Air purifiers", "Purificadores de aire", "Purificateurs d'air", "Purificadores de ar"),
    c("co2-monitors", "CO2 monitors", "Medidores de CO2", "Capteurs de CO2", "Medidores de CO2"),
  ],
  DIRECTORY: [
    c("healthcare", "Healthcare providers", "Proveedores de salud", "Professionnels de santé", "Prestadores de saúde"),
    c("dentists", "Dentists", "Dentistas", "Dentistes", "Dentistas"),
    c(
      "restaurants",
      "Restaurants and cafés",
      "Restaurantes y cafeterías",
      "Restaurants et cafés",
      "Restaurantes e cafés",
    ),
    c("shops", "Shops", "Tiendas", "Commerces", "Lojas"),
    c("fitness", "Fitness and wellbeing", "Deporte y bienestar", "Sport et bien-être", "Atividade física e bem-estar"),
    c("services", "Services", "Servicios", "Services", "Serviços"),
  ],
  BLOG: [
    c("editorial", "Editorial", "Editorial", "Éditorial", "Editorial"),
    c("stories", "Stories", "Historias", "Témoignages", "Histórias"),
  ],
  EDUCATION: [
    c("basics", "The basics", "Lo básico", "Les bases", "O básico"),
    c("clean-air", "Clean air", "Aire limpio", "Air sain", "Ar limpo"),
    c("masks", "Masks", "Cubrebocas", "Masques", "Máscaras"),
  ],
  COMMUNITY: [
    c("support-groups", "Support groups", "Grupos de apoyo", "Groupes de soutien", "Grupos de apoio"),
    c("advocacy", "Advocacy", "Incidencia", "Plaidoyer", "Defesa de direitos"),
  ],
};
