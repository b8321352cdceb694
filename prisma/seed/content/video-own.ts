import type { SeedItem } from "../types";

// The site's own videos (scripts/content/clean-air-video.sh makes them): real, cited by their file.
export const items: SeedItem[] = [
  {
    slug: "clean-indoor-air-in-three-steps",
    category: "explainers",
    access: "FREE",
    publishedDaysAgo: 1,
    featured: true,
    tags: ["ventilation", "air-quality"],
    source: "editorial-team",
    citation: "/media/clean-air-basics.mp4",
    videoProvider: "site",
    videoId: "clean-air-basics",
    durationSeconds: 12,
    imageUrl: "/media/clean-air-basics.jpg",
    imageAlt: "Title card: Clean indoor air, in three steps",
    related: ["EDUCATION/ventilation-and-air-changes", "EDUCATION/hepa-filters-explained"],
    translations: {
      en: {
        title: "Clean indoor air in three steps (12-second video)",
        summary: "A short video made by our team: open windows, filter the air, measure CO2.",
        body: `This 12-second video was made by our editorial team. It has no sound; its captions are available in English, Spanish, French and Portuguese.

1. **Open windows.** Outdoor air dilutes the virus particles that build up indoors.
2. **Filter the air.** A portable air purifier with a HEPA filter catches particles from the air that passes through it.
3. **Measure CO2.** People breathe out CO2, so a CO2 monitor shows how much of the air has already been breathed: a lower reading means fresher air.`,
      },
      es: {
        title: "Aire limpio en interiores en tres pasos (video de 12 segundos)",
        summary: "Un video corto hecho por nuestro equipo: abre las ventanas, filtra el aire, mide el CO2.",
        body: `Este video de 12 segundos lo hizo nuestro equipo editorial. No tiene sonido; sus subtítulos están en español, inglés, francés y portugués.

1. **Abre las ventanas.** El aire de afuera diluye las partículas del virus que se acumulan en interiores.
2. **Filtra el aire.** Un purificador de aire portátil con filtro HEPA atrapa las partículas del aire que pasa por él.
3. **Mide el CO2.** Al respirar exhalamos CO2, así que un medidor de CO2 muestra cuánto del aire ya se respiró: una lectura más baja significa aire más fresco.`,
      },
      fr: {
        title: "Un air intérieur sain en trois étapes (vidéo de 12 secondes)",
        summary: "Une courte vidéo réalisée par notre équipe : aérer, filtrer l'air, mesurer le CO2.",
        body: `Cette vidéo de 12 secondes a été réalisée par notre équipe éditoriale. Elle est muette ; ses sous-titres existent en français, en anglais, en espagnol et en portugais.

1. **Ouvrez les fenêtres.** L'air extérieur dilue les particules de virus qui s'accumulent à l'intérieur.
2. **Filtrez l'air.** Un purificateur d'air portable équipé d'un filtre HEPA retient les particules de l'air qui le traverse.
3. **Mesurez le CO2.** Nous expirons du CO2 : un capteur de CO2 indique donc quelle part de l'air a déjà été respirée. Plus le chiffre est bas, plus l'air est renouvelé.`,
      },
      pt: {
        title: "Ar limpo em ambientes fechados em três passos (vídeo de 12 segundos)",
        summary: "Um vídeo curto feito pela nossa equipe: abra as janelas, filtre o ar, meça o CO2.",
        body: `Este vídeo de 12 segundos foi feito pela nossa equipe editorial. Ele não tem som; as legendas estão em português, inglês, espanhol e francês.

1. **Abra as janelas.** O ar de fora dilui as partículas do vírus que se acumulam em ambientes fechados.
2. **Filtre o ar.** Um purificador de ar portátil com filtro HEPA retém as partículas do ar que passa por ele.
3. **Meça o CO2.** Ao respirar, exalamos CO2; por isso um medidor de CO2 mostra quanto do ar já foi respirado: quanto menor a leitura, mais renovado está o ar.`,
      },
    },
  },
];
