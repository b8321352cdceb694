import type { Named } from "../types";

const t = (slug: string, en: string, es: string, fr: string, pt: string): Named => ({
  slug,
  names: { en, es, fr, pt },
});

// Shared across content types, so a tag page gathers news, science, products and more.
export const tags: Named[] = [
  t("ventilation", "Ventilation", "Ventilación", "Ventilation", "Ventilação"),
  t("masks", "Masks", "Cubrebocas", "Masques", "Máscaras"),
  t("long-covid", "Long Covid", "Covid persistente", "Covid long", "Covid longa"),
  t("vaccination", "Vaccination", "Vacunación", "Vaccination", "Vacinação"),
  t("testing", "Testing", "Pruebas", "Dépistage", "Testagem"),
  t("air-quality", "Air quality", "Calidad del aire", "Qualité de l'air", "Qualidade do ar"),
  t("children", "Children", "Infancia", "Enfants", "Crianças"),
  t("older-adults", "Older adults", "Personas mayores", "Personnes âgées", "Pessoas idosas"),
  t("workplaces", "Workplaces", "Lugares de trabajo", "Lieux de travail", "Locais de trabalho"),
  t("schools", "Schools", "Escuelas", "Écoles", "Escolas"),
  t("travel", "Travel", "Viajes", "Voyages", "Viagens"),
  t("mpox", "Mpox", "Mpox", "Mpox", "Mpox"),
  t("avian-influenza", "Avian influenza", "Influenza aviar", "Grippe aviaire", "Gripe aviária"),
  t("surveillance", "Surveillance", "Vigilancia", "Surveillance", "Vigilância"),
  t("accessibility", "Accessibility", "Accesibilidad", "Accessibilité", "Acessibilidade"),
  t("mental-health", "Mental health", "Salud mental", "Santé mentale", "Saúde mental"),
];
