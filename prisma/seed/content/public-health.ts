import type { SeedItem } from "../types";

// PUBLIC_HEALTH items: explainers of ongoing public health topics.
export const items: SeedItem[] = [
  {
    slug: "how-covid-19-is-monitored-today",
    category: "covid-19",
    access: "FREE",
    publishedDaysAgo: 1,
    featured: true,
    tags: ["surveillance", "testing"],
    source: "editorial-team",
    related: [
      "NEWS/what-wastewater-surveillance-tells-us",
      "PUBLIC_HEALTH/preparing-for-the-respiratory-season",
      "NEWS/why-genomic-sequencing-still-matters",
    ],
    translations: {
      en: {
        title: "How Covid-19 is monitored now that mass testing has ended",
        summary:
          "Daily case counts have largely disappeared, but Covid-19 surveillance has not. Here is how health agencies follow the virus today and how to read the indicators they publish.",
        body: `During the emergency phase, many countries tracked Covid-19 through daily counts of positive tests. As testing became less common, those numbers stopped reflecting reality. Surveillance has since shifted to methods that do not depend on how many people decide to test.

## The main indicators

- **Sentinel surveillance:** selected clinics and hospitals test samples from patients with respiratory symptoms, giving a consistent picture of which viruses are circulating.
- **Hospital data:** admissions and intensive care figures show the burden on health systems.
- **Wastewater monitoring:** sewage samples reveal trends across a whole community.
- **Genomic sequencing:** a share of samples is sequenced to follow variants.

WHO has encouraged countries to integrate Covid-19 into the Global Influenza Surveillance and Response System, the long-standing network of laboratories that monitors influenza, so that respiratory viruses are watched together.

## Reading the numbers

Each indicator has delays and blind spots. Trends over several weeks, and agreement between different sources, are more informative than any single figure.`,
      },
      es: {
        title: "Cómo se vigila el Covid-19 ahora que terminaron las pruebas masivas",
        summary:
          "Los conteos diarios de casos casi desaparecieron, pero la vigilancia del Covid-19 no. Te explicamos cómo siguen hoy las agencias de salud al virus y cómo leer los indicadores que publican.",
        body: `Durante la fase de emergencia, muchos países seguían el Covid-19 con conteos diarios de pruebas positivas. Al hacerse menos pruebas, esas cifras dejaron de reflejar la realidad. Desde entonces, la vigilancia se ha desplazado hacia métodos que no dependen de cuántas personas deciden hacerse una prueba.

## Los principales indicadores

- **Vigilancia centinela:** clínicas y hospitales seleccionados analizan muestras de pacientes con síntomas respiratorios, lo que da un panorama constante de qué virus circulan.
- **Datos hospitalarios:** los ingresos y las cifras de terapia intensiva muestran la carga sobre los sistemas de salud.
- **Monitoreo de aguas residuales:** las muestras del drenaje revelan tendencias en toda una comunidad.
- **Secuenciación genómica:** una parte de las muestras se secuencia para seguir las variantes.

La OMS ha alentado a los países a integrar el Covid-19 en el Sistema Mundial de Vigilancia y Respuesta a la Gripe, la red de laboratorios que desde hace décadas vigila la influenza, para observar juntos los virus respiratorios.

## Cómo leer las cifras

Cada indicador tiene retrasos y puntos ciegos. Las tendencias de varias semanas, y la coincidencia entre distintas fuentes, dicen más que cualquier cifra aislada.`,
      },
      fr: {
        title: "Comment le Covid-19 est surveillé depuis la fin du dépistage massif",
        summary:
          "Les décomptes quotidiens de cas ont presque disparu, mais pas la surveillance du Covid-19. Comment les agences sanitaires suivent aujourd'hui le virus, et comment lire les indicateurs qu'elles publient.",
        body: `Pendant la phase d'urgence, de nombreux pays suivaient le Covid-19 grâce au nombre quotidien de tests positifs. À mesure que le dépistage a reculé, ces chiffres ont cessé de refléter la réalité. La surveillance s'appuie désormais sur des méthodes qui ne dépendent pas du nombre de personnes qui se font tester.

## Les principaux indicateurs

- **La surveillance sentinelle :** des médecins et hôpitaux sélectionnés analysent des prélèvements de patients présentant des symptômes respiratoires, ce qui donne une image régulière des virus en circulation.
- **Les données hospitalières :** admissions et passages en réanimation montrent la pression sur le système de soins.
- **Les eaux usées :** les prélèvements révèlent les tendances à l'échelle d'un territoire.
- **Le séquençage génomique :** une partie des échantillons est séquencée pour suivre les variants.

L'OMS encourage les pays à intégrer le Covid-19 au Système mondial de surveillance de la grippe et de riposte, le réseau de laboratoires qui surveille la grippe depuis des décennies, afin de suivre ensemble les virus respiratoires.

## Lire les chiffres

Chaque indicateur a ses délais et ses angles morts. Les tendances sur plusieurs semaines, et la concordance entre sources, en disent plus qu'un chiffre isolé.`,
      },
      pt: {
        title: "Como a Covid-19 é monitorada agora que a testagem em massa acabou",
        summary:
          "As contagens diárias de casos praticamente sumiram, mas a vigilância da Covid-19 continua. Veja como as agências de saúde acompanham o vírus hoje e como ler os indicadores que elas publicam.",
        body: `Durante a fase de emergência, muitos países acompanhavam a Covid-19 pelo número diário de testes positivos. Com a queda da testagem, esses números deixaram de refletir a realidade. Desde então, a vigilância passou a usar métodos que não dependem de quantas pessoas decidem se testar.

## Os principais indicadores

- **Vigilância sentinela:** unidades de saúde e hospitais selecionados testam amostras de pacientes com sintomas respiratórios, o que dá um retrato constante dos vírus em circulação.
- **Dados hospitalares:** internações e ocupação de UTI mostram a pressão sobre os sistemas de saúde.
- **Monitoramento do esgoto:** amostras revelam tendências em toda uma comunidade.
- **Sequenciamento genômico:** parte das amostras é sequenciada para acompanhar as variantes.

A OMS tem incentivado os países a integrar a Covid-19 ao Sistema Global de Vigilância e Resposta à Influenza, a rede de laboratórios que monitora a gripe há décadas, para que os vírus respiratórios sejam acompanhados em conjunto.

## Como ler os números

Cada indicador tem atrasos e pontos cegos. Tendências ao longo de várias semanas, e a concordância entre fontes diferentes, dizem mais do que qualquer número isolado.`,
      },
    },
  },
  {
    slug: "how-mpox-spreads",
    category: "mpox",
    access: "FREE",
    publishedDaysAgo: 4,
    featured: true,
    tags: ["mpox"],
    source: "editorial-team",
    related: ["PUBLIC_HEALTH/mpox-vaccination-explained", "PUBLIC_HEALTH/mpox-clades-explained"],
    translations: {
      en: {
        title: "How mpox spreads: a plain-language guide",
        summary:
          "Mpox is caused by a virus related to smallpox and spreads mainly through close contact. This guide explains the routes of transmission, the typical signs and why stigma gets in the way.",
        body: `Mpox is a viral disease caused by the monkeypox virus, a relative of the virus that caused smallpox. It was first identified in humans decades ago in Central and West Africa, and outbreaks have since occurred in many other regions.

## Routes of transmission

- **Close physical contact** with someone who has mpox, especially skin-to-skin contact with the rash or sores, including during sex.
- **Face-to-face contact** over a prolonged period, through respiratory droplets.
- **Contaminated materials** such as bedding, towels or clothing.
- **From pregnant person to fetus**, and in some regions from contact with infected animals.

## Typical signs

Mpox often causes a rash or sores that can appear on the face, hands, feet, mouth or genitals, sometimes with fever, swollen lymph nodes, headache and tiredness. Most people recover within a few weeks, but illness can be severe for some, including young children and people with weakened immune systems.

Anyone can get mpox, whatever their gender or sexuality. Stigma discourages people from seeking care. Anyone worried about symptoms should contact a health professional.`,
      },
      es: {
        title: "Cómo se transmite la mpox: una guía en lenguaje sencillo",
        summary:
          "La mpox es causada por un virus emparentado con el de la viruela y se transmite sobre todo por contacto cercano. Explicamos las vías de transmisión, los signos habituales y por qué el estigma estorba.",
        body: `La mpox es una enfermedad viral causada por el virus de la viruela símica, pariente del virus que causaba la viruela. Se identificó en humanos hace décadas en África Central y Occidental, y desde entonces ha habido brotes en muchas otras regiones.

## Vías de transmisión

- **Contacto físico cercano** con una persona que tiene mpox, sobre todo contacto piel con piel con la erupción o las lesiones, incluso durante las relaciones sexuales.
- **Contacto cara a cara** prolongado, a través de gotículas respiratorias.
- **Objetos contaminados** como sábanas, toallas o ropa.
- **De la persona embarazada al feto**, y en algunas regiones por contacto con animales infectados.

## Signos habituales

La mpox suele causar una erupción o lesiones que pueden aparecer en la cara, las manos, los pies, la boca o los genitales, a veces con fiebre, ganglios inflamados, dolor de cabeza y cansancio. La mayoría de las personas se recupera en unas semanas, pero puede ser grave para algunas, como niñas y niños pequeños o personas con el sistema inmunitario debilitado.

Cualquier persona puede contraer mpox, sin importar su género u orientación sexual. El estigma desalienta la búsqueda de atención. Ante síntomas preocupantes, lo indicado es acudir a un profesional de la salud.`,
      },
      fr: {
        title: "Comment se transmet le mpox : un guide simple",
        summary:
          "Le mpox est dû à un virus apparenté à celui de la variole et se transmet surtout par contact rapproché. Les modes de transmission, les signes habituels et pourquoi la stigmatisation nuit à la prévention.",
        body: `Le mpox est une maladie virale causée par le virus mpox (anciennement appelé virus de la variole du singe), parent du virus de la variole. Identifié chez l'humain il y a des décennies en Afrique centrale et de l'Ouest, il a depuis touché bien d'autres régions.

## Modes de transmission

- **Contact physique rapproché** avec une personne atteinte, surtout peau contre peau avec l'éruption ou les lésions, y compris lors de rapports sexuels.
- **Contact en face à face** prolongé, par les gouttelettes respiratoires.
- **Objets contaminés** comme le linge de lit, les serviettes ou les vêtements.
- **De la personne enceinte au fœtus**, et dans certaines régions par contact avec des animaux infectés.

## Signes habituels

Le mpox provoque souvent une éruption ou des lésions sur le visage, les mains, les pieds, la bouche ou les parties génitales, parfois avec fièvre, ganglions gonflés, maux de tête et fatigue. La plupart des personnes guérissent en quelques semaines, mais la maladie peut être grave chez certaines, notamment les jeunes enfants et les personnes immunodéprimées.

Tout le monde peut contracter le mpox, quels que soient son genre ou sa sexualité. La stigmatisation dissuade de consulter. En cas de symptômes inquiétants, il faut s'adresser à un professionnel de santé.`,
      },
      pt: {
        title: "Como a mpox é transmitida: um guia em linguagem simples",
        summary:
          "A mpox é causada por um vírus parente do da varíola e se espalha principalmente por contato próximo. Este guia explica as formas de transmissão, os sinais mais comuns e por que o estigma atrapalha.",
        body: `A mpox é uma doença viral causada pelo vírus mpox (antes chamado de vírus da varíola dos macacos), parente do vírus que causava a varíola. Foi identificada em humanos há décadas na África Central e Ocidental e, desde então, houve surtos em muitas outras regiões.

## Formas de transmissão

- **Contato físico próximo** com alguém com mpox, principalmente contato pele a pele com as erupções ou lesões, inclusive durante o sexo.
- **Contato face a face** prolongado, por meio de gotículas respiratórias.
- **Objetos contaminados**, como roupas de cama, toalhas ou roupas.
- **Da gestante para o feto** e, em algumas regiões, pelo contato com animais infectados.

## Sinais mais comuns

A mpox costuma causar erupções ou lesões que podem surgir no rosto, nas mãos, nos pés, na boca ou nos genitais, às vezes com febre, ínguas, dor de cabeça e cansaço. A maioria das pessoas se recupera em algumas semanas, mas a doença pode ser grave para algumas, como crianças pequenas e pessoas com imunidade comprometida.

Qualquer pessoa pode ter mpox, independentemente de gênero ou sexualidade. O estigma afasta as pessoas do atendimento. Quem estiver preocupado com sintomas deve procurar um profissional de saúde.`,
      },
    },
  },
  {
    slug: "h5n1-in-dairy-cattle-explained",
    category: "h5n1",
    access: "FREE",
    publishedDaysAgo: 8,
    tags: ["avian-influenza", "surveillance"],
    source: "editorial-team",
    related: ["PUBLIC_HEALTH/h5n1-and-food-safety", "PUBLIC_HEALTH/why-h5n1-pandemic-risk-is-watched"],
    translations: {
      en: {
        title: "H5N1 in dairy cattle: what we know about bird flu on farms",
        summary:
          "A bird flu virus that was not expected to spread among cows has been found in dairy herds. This explainer covers how it moves between animals, what it means for farm workers and how it is monitored.",
        body: `H5N1 is a type of avian influenza that has circulated widely among wild birds and poultry. Since 2024, a strain of this virus has also been detected in dairy cattle in the United States, something scientists had not seen before.

## How it spreads among cows

Infected cows can shed large amounts of virus in their milk. Spread between animals appears to be linked mainly to milk and milking equipment, and to the movement of cattle between farms. Infected cows may produce less milk and appear unwell, though many recover.

## Risks for people

A number of human infections have been reported among farm workers with close contact with infected animals, most of them mild, often with eye redness. Health agencies such as the CDC have assessed the risk to the general public as low, while noting that people exposed at work face a higher risk.

## How it is monitored

- Testing of milk and of herds, including before animals are moved.
- Follow-up of exposed workers and protective equipment on farms.
- Sequencing of viruses to detect changes that could help them spread among mammals.`,
      },
      es: {
        title: "H5N1 en ganado lechero: lo que sabemos de la influenza aviar en las granjas",
        summary:
          "Un virus de influenza aviar que no se esperaba en vacas se ha encontrado en hatos lecheros. Explicamos cómo pasa entre animales, qué implica para quienes trabajan en las granjas y cómo se vigila.",
        body: `El H5N1 es un tipo de influenza aviar que ha circulado ampliamente entre aves silvestres y de corral. Desde 2024, una cepa de este virus también se ha detectado en ganado lechero en Estados Unidos, algo que los científicos no habían visto antes.

## Cómo se propaga entre las vacas

Las vacas infectadas pueden eliminar grandes cantidades de virus en la leche. La transmisión entre animales parece estar ligada sobre todo a la leche y al equipo de ordeña, y al traslado de ganado entre granjas. Las vacas infectadas pueden producir menos leche y verse enfermas, aunque muchas se recuperan.

## Riesgos para las personas

Se han reportado algunas infecciones humanas en trabajadores con contacto cercano con animales infectados, la mayoría leves y a menudo con enrojecimiento de los ojos. Agencias como los CDC han evaluado el riesgo para la población general como bajo, aunque señalan que quienes se exponen en el trabajo tienen un riesgo mayor.

## Cómo se vigila

- Análisis de leche y de hatos, incluso antes de trasladar animales.
- Seguimiento de los trabajadores expuestos y equipo de protección en las granjas.
- Secuenciación de los virus para detectar cambios que podrían facilitar su propagación entre mamíferos.`,
      },
      fr: {
        title: "H5N1 chez les vaches laitières : ce que l'on sait de la grippe aviaire dans les élevages",
        summary:
          "Un virus de grippe aviaire que l'on n'attendait pas chez les bovins a été détecté dans des troupeaux laitiers. Comment il circule entre animaux, ce que cela implique pour les éleveurs et comment il est surveillé.",
        body: `Le H5N1 est un virus de grippe aviaire qui circule largement chez les oiseaux sauvages et les volailles. Depuis 2024, une souche de ce virus est aussi détectée chez des vaches laitières aux États-Unis, une situation inédite pour les scientifiques.

## Comment il se propage entre vaches

Les vaches infectées peuvent excréter de grandes quantités de virus dans leur lait. La transmission entre animaux semble surtout liée au lait et au matériel de traite, ainsi qu'aux déplacements de bétail entre exploitations. Les vaches atteintes peuvent produire moins de lait et paraître malades, mais beaucoup guérissent.

## Les risques pour l'humain

Quelques infections humaines ont été signalées chez des travailleurs agricoles en contact étroit avec des animaux infectés, le plus souvent bénignes, avec fréquemment une conjonctivite. Des agences comme les CDC jugent le risque faible pour la population générale, tout en soulignant un risque plus élevé pour les personnes exposées au travail.

## Comment il est surveillé

- Analyses du lait et des troupeaux, notamment avant les déplacements d'animaux.
- Suivi des travailleurs exposés et équipements de protection dans les élevages.
- Séquençage des virus pour repérer des changements qui faciliteraient leur propagation chez les mammifères.`,
      },
      pt: {
        title: "H5N1 em gado leiteiro: o que se sabe sobre a gripe aviária nas fazendas",
        summary:
          "Um vírus de gripe aviária que não se esperava em vacas foi encontrado em rebanhos leiteiros. Entenda como ele passa entre os animais, o que isso significa para os trabalhadores e como é monitorado.",
        body: `O H5N1 é um tipo de influenza aviária que circula amplamente entre aves silvestres e de criação. Desde 2024, uma cepa desse vírus também foi detectada em gado leiteiro nos Estados Unidos, algo que os cientistas nunca tinham visto.

## Como se espalha entre as vacas

Vacas infectadas podem eliminar grandes quantidades de vírus no leite. A transmissão entre animais parece estar ligada principalmente ao leite e aos equipamentos de ordenha, além da movimentação de gado entre fazendas. As vacas infectadas podem produzir menos leite e parecer doentes, mas muitas se recuperam.

## Riscos para as pessoas

Algumas infecções humanas foram registradas em trabalhadores com contato próximo com animais infectados, a maioria leve, muitas vezes com vermelhidão nos olhos. Agências como o CDC avaliam o risco para a população em geral como baixo, mas ressaltam que quem se expõe no trabalho corre risco maior.

## Como é monitorado

- Testagem do leite e dos rebanhos, inclusive antes do transporte de animais.
- Acompanhamento dos trabalhadores expostos e uso de equipamentos de proteção nas fazendas.
- Sequenciamento dos vírus para detectar mudanças que possam facilitar sua disseminação entre mamíferos.`,
      },
    },
  },
  {
    slug: "preparing-for-the-respiratory-season",
    category: "respiratory-season",
    access: "FREE",
    publishedDaysAgo: 15,
    tags: ["vaccination", "ventilation", "surveillance"],
    source: "editorial-team",
    related: [
      "PUBLIC_HEALTH/indoor-air-during-respiratory-season",
      "PUBLIC_HEALTH/respiratory-viruses-in-children",
      "PUBLIC_HEALTH/how-covid-19-is-monitored-today",
    ],
    translations: {
      en: {
        title: "Covid-19, flu and RSV: how health systems prepare for the respiratory season",
        summary:
          "Every year, several respiratory viruses can peak at the same time and strain hospitals. Here is how public health agencies plan for the season and why the three main viruses are now watched together.",
        body: `In temperate regions, respiratory infections usually rise in the colder months; in tropical regions, the timing often follows rainy seasons and can be less predictable. Influenza and respiratory syncytial virus (RSV) have long had seasonal patterns. Covid-19 can cause waves at any time of year, but it adds to the load during the respiratory season.

## What preparation involves

- **Surveillance** that follows the three viruses together, so that rises are spotted early.
- **Immunization campaigns** for influenza and Covid-19, and newer immunizations against RSV for infants and older adults in many countries.
- **Hospital planning**, from extra beds and staff to coordination between facilities.
- **Public communication** on how respiratory viruses spread and where to find reliable information.

## Why overlap matters

When several viruses peak together, emergency departments and pediatric wards can fill quickly, affecting care for everyone. Agencies such as ECDC publish seasonal assessments to help countries anticipate these pressures. Clean indoor air and staying home when ill are also part of the picture, for all three viruses at once.`,
      },
      es: {
        title: "Covid-19, influenza y VSR: cómo se prepara la salud pública para la temporada respiratoria",
        summary:
          "Cada año, varios virus respiratorios pueden alcanzar su pico al mismo tiempo y saturar los hospitales. Así planean la temporada las agencias de salud pública, y por eso hoy se vigilan juntos los tres virus principales.",
        body: `En las regiones templadas, las infecciones respiratorias suelen aumentar en los meses fríos; en las tropicales, el momento suele seguir a las temporadas de lluvias y puede ser menos predecible. La influenza y el virus sincitial respiratorio (VSR) tienen patrones estacionales desde hace mucho. El Covid-19 puede causar olas en cualquier época, pero se suma a la carga de la temporada respiratoria.

## Qué implica prepararse

- **Vigilancia** que siga los tres virus en conjunto, para detectar pronto los aumentos.
- **Campañas de vacunación** contra la influenza y el Covid-19, y en muchos países inmunizaciones más recientes contra el VSR para bebés y personas mayores.
- **Planeación hospitalaria**, desde camas y personal adicional hasta la coordinación entre unidades.
- **Comunicación pública** sobre cómo se propagan los virus respiratorios y dónde encontrar información confiable.

## Por qué importa la coincidencia

Cuando varios virus alcanzan su pico a la vez, las urgencias y las áreas pediátricas se llenan rápido, lo que afecta la atención de todos. Agencias como el ECDC publican evaluaciones de temporada para ayudar a los países a anticiparse. El aire interior limpio y quedarse en casa al enfermar también cuentan, para los tres virus a la vez.`,
      },
      fr: {
        title: "Covid-19, grippe et VRS : comment les systèmes de santé préparent la saison respiratoire",
        summary:
          "Chaque année, plusieurs virus respiratoires peuvent culminer en même temps et saturer les hôpitaux. Comment les agences sanitaires anticipent la saison, et pourquoi les trois principaux virus sont désormais suivis ensemble.",
        body: `Dans les régions tempérées, les infections respiratoires augmentent généralement pendant les mois froids ; dans les régions tropicales, le calendrier suit souvent les saisons des pluies et peut être moins prévisible. La grippe et le virus respiratoire syncytial (VRS) ont depuis longtemps des profils saisonniers. Le Covid-19 peut provoquer des vagues à tout moment, mais il alourdit la charge pendant la saison respiratoire.

## Ce que recouvre la préparation

- **Une surveillance** qui suit les trois virus ensemble, pour repérer tôt les hausses.
- **Des campagnes de vaccination** contre la grippe et le Covid-19, et dans de nombreux pays des immunisations plus récentes contre le VRS pour les nourrissons et les personnes âgées.
- **Une planification hospitalière**, des lits et personnels supplémentaires à la coordination entre établissements.
- **Une communication** sur la transmission des virus respiratoires et les sources d'information fiables.

## Pourquoi la superposition compte

Quand plusieurs virus culminent ensemble, les urgences et les services de pédiatrie se remplissent vite, au détriment de tous les patients. Des agences comme l'ECDC publient des évaluations saisonnières pour aider les pays à anticiper. Un air intérieur sain et le fait de rester chez soi quand on est malade comptent aussi, pour les trois virus à la fois.`,
      },
      pt: {
        title: "Covid-19, gripe e VSR: como os sistemas de saúde se preparam para a temporada respiratória",
        summary:
          "Todo ano, vários vírus respiratórios podem atingir o pico ao mesmo tempo e sobrecarregar os hospitais. Veja como as agências de saúde pública planejam a temporada e por que os três principais vírus são acompanhados juntos.",
        body: `Nas regiões temperadas, as infecções respiratórias costumam aumentar nos meses frios; nas tropicais, o período muitas vezes acompanha as estações chuvosas e pode ser menos previsível. A gripe e o vírus sincicial respiratório (VSR) têm padrões sazonais há muito tempo. A Covid-19 pode causar ondas em qualquer época, mas aumenta a carga durante a temporada respiratória.

## O que envolve a preparação

- **Vigilância** que acompanhe os três vírus em conjunto, para detectar cedo os aumentos.
- **Campanhas de vacinação** contra gripe e Covid-19 e, em muitos países, imunizações mais recentes contra o VSR para bebês e idosos.
- **Planejamento hospitalar**, de leitos e equipes extras à coordenação entre unidades.
- **Comunicação pública** sobre como os vírus respiratórios se espalham e onde encontrar informação confiável.

## Por que a sobreposição importa

Quando vários vírus atingem o pico juntos, prontos-socorros e alas pediátricas lotam rapidamente, o que afeta o atendimento de todos. Agências como o ECDC publicam avaliações sazonais para ajudar os países a se anteciparem. Ar interno limpo e ficar em casa quando se está doente também fazem parte do quadro, para os três vírus ao mesmo tempo.`,
      },
    },
  },
  {
    slug: "respiratory-syndrome-surveillance-in-brazil",
    category: "respiratory-season",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 25,
    tags: ["surveillance"],
    source: "editorial-team",
    related: ["PUBLIC_HEALTH/how-covid-19-is-monitored-today", "NEWS/why-genomic-sequencing-still-matters"],
    translations: {
      pt: {
        title: "Como o Brasil acompanha a síndrome respiratória aguda grave",
        summary:
          "Os boletins sobre síndrome respiratória aguda grave ajudam a mostrar quando e onde os vírus respiratórios estão pressionando os hospitais. Entenda de onde vêm esses dados e como interpretá-los.",
        body: `No Brasil, os casos de síndrome respiratória aguda grave (SRAG), que incluem internações por Covid-19, influenza, vírus sincicial respiratório e outros vírus, são notificados em um sistema nacional do Ministério da Saúde. A Fiocruz analisa esses registros no InfoGripe, que publica boletins periódicos sobre a situação no país e nos estados.

## Por que os números mais recentes são estimados

As notificações costumam chegar com atraso, porque dependem de exames e da digitação dos dados. Para não subestimar as últimas semanas, o InfoGripe usa métodos estatísticos de estimativa do presente (nowcasting), que projetam quantos casos ainda devem ser registrados.

## O que os boletins ajudam a mostrar

- Quais vírus estão predominando em cada região.
- Quais faixas etárias estão sendo mais afetadas, como crianças pequenas ou idosos.
- Se a tendência é de alta, estabilidade ou queda.

Como o clima do país é muito diverso, o período de maior circulação varia entre as regiões. Por isso, os dados são lidos por estado e ajudam gestores a planejar leitos, campanhas de vacinação e comunicação com a população.`,
      },
    },
  },
  {
    slug: "covid-19-in-care-homes",
    category: "covid-19",
    access: "LIMITED",
    publishedDaysAgo: 45,
    tags: ["older-adults", "ventilation"],
    source: "editorial-team",
    related: [
      "NEWS/vaccines-for-older-adults-and-high-risk-groups",
      "BLOG/caring-for-an-older-parent-during-respiratory-season",
    ],
    translations: {
      en: {
        title: "Covid-19 in care homes: protecting residents without isolating them",
        summary:
          "Care homes bring together the people most vulnerable to respiratory infections. This explainer looks at why outbreaks happen there and how facilities try to balance protection with residents' quality of life.",
        body: `Residents of care homes are often older and live with several health conditions, which raises their risk of severe illness from Covid-19, influenza and other respiratory viruses. They also share dining rooms and activities, and receive close care from staff who move between rooms. Once a virus enters, it can spread quickly.

## Common prevention measures

- Vaccination of residents, with staff encouraged to be vaccinated too.
- Early detection of cases and testing when respiratory symptoms appear.
- Ventilation and, where needed, air cleaning in shared rooms.
- Staff training in infection prevention, and plans for managing outbreaks.

In France, care homes known as EHPAD report clusters of respiratory infections to health authorities, and Santé publique France analyzes these reports as part of national surveillance.

## Lessons about wellbeing

Strict visiting bans during the early pandemic caused loneliness and distress among many residents. Today, guidance generally aims to keep visits and social life going while managing risk, recognizing that contact with family is part of residents' health.`,
      },
      es: {
        title: "Covid-19 en residencias para personas mayores: proteger sin aislar",
        summary:
          "Las residencias reúnen a las personas más vulnerables a las infecciones respiratorias. Explicamos por qué surgen brotes en ellas y cómo intentan equilibrar la protección con la calidad de vida de quienes viven ahí.",
        body: `Las personas que viven en residencias suelen ser mayores y tener varias enfermedades, lo que eleva su riesgo de enfermedad grave por Covid-19, influenza y otros virus respiratorios. Además, comparten comedores y actividades, y reciben cuidados cercanos de personal que se mueve entre habitaciones. Cuando un virus entra, puede propagarse rápido.

## Medidas de prevención habituales

- Vacunación de residentes, y se alienta también la del personal.
- Detección temprana de casos y pruebas cuando aparecen síntomas respiratorios.
- Ventilación y, donde hace falta, purificación del aire en espacios comunes.
- Capacitación del personal en prevención de infecciones y planes para manejar brotes.

En Francia, las residencias conocidas como EHPAD notifican a las autoridades sanitarias los brotes de infecciones respiratorias, y Santé publique France analiza esos reportes como parte de la vigilancia nacional.

## Lecciones sobre el bienestar

Las prohibiciones estrictas de visitas al inicio de la pandemia causaron soledad y angustia a muchas personas residentes. Hoy, las orientaciones suelen buscar que las visitas y la vida social continúen mientras se gestiona el riesgo, reconociendo que el contacto con la familia también es parte de la salud.`,
      },
      fr: {
        title: "Le Covid-19 en Ehpad : protéger les résidents sans les isoler",
        summary:
          "Les établissements pour personnes âgées réunissent les personnes les plus vulnérables aux infections respiratoires. Pourquoi les épidémies y surviennent, et comment concilier protection et qualité de vie des résidents.",
        body: `Les résidents des Ehpad sont souvent âgés et atteints de plusieurs maladies, ce qui augmente leur risque de forme grave de Covid-19, de grippe ou d'autres infections respiratoires. Ils partagent aussi salles à manger et activités, et reçoivent des soins rapprochés de personnels qui passent d'une chambre à l'autre. Une fois entré, un virus peut se propager rapidement.

## Les mesures de prévention courantes

- La vaccination des résidents, celle des personnels étant également encouragée.
- La détection précoce des cas et le dépistage dès l'apparition de symptômes respiratoires.
- L'aération et, si nécessaire, la purification de l'air dans les espaces communs.
- La formation des équipes à la prévention des infections et des plans de gestion des épidémies.

En France, les Ehpad signalent aux autorités sanitaires les cas groupés d'infections respiratoires, et Santé publique France analyse ces signalements dans le cadre de la surveillance nationale.

## Les leçons sur le bien-être

Les interdictions strictes de visites au début de la pandémie ont provoqué solitude et détresse chez de nombreux résidents. Aujourd'hui, les recommandations visent généralement à maintenir les visites et la vie sociale tout en gérant le risque, car le lien familial fait partie de la santé.`,
      },
      pt: {
        title: "Covid-19 em instituições de longa permanência: proteger sem isolar",
        summary:
          "As instituições de longa permanência reúnem as pessoas mais vulneráveis às infecções respiratórias. Entenda por que surtos acontecem nesses locais e como equilibrar proteção e qualidade de vida dos residentes.",
        body: `Os residentes de instituições de longa permanência para idosos costumam ter idade avançada e várias doenças, o que aumenta o risco de quadros graves de Covid-19, gripe e outros vírus respiratórios. Eles também compartilham refeitórios e atividades e recebem cuidados próximos de equipes que circulam entre os quartos. Quando um vírus entra, pode se espalhar rapidamente.

## Medidas de prevenção comuns

- Vacinação dos residentes, com incentivo também à vacinação das equipes.
- Detecção precoce de casos e testagem quando surgem sintomas respiratórios.
- Ventilação e, quando necessário, purificação do ar nas áreas comuns.
- Treinamento das equipes em prevenção de infecções e planos para lidar com surtos.

Na França, as instituições conhecidas como EHPAD notificam às autoridades sanitárias os surtos de infecções respiratórias, e a Santé publique France analisa essas notificações como parte da vigilância nacional.

## Lições sobre bem-estar

As proibições rígidas de visitas no início da pandemia causaram solidão e sofrimento a muitos residentes. Hoje, as orientações em geral buscam manter visitas e convívio social enquanto se gerencia o risco, reconhecendo que o contato com a família também faz parte da saúde.`,
      },
    },
  },
  {
    slug: "mpox-vaccination-explained",
    category: "mpox",
    access: "FREE",
    publishedDaysAgo: 70,
    tags: ["mpox", "vaccination"],
    source: "editorial-team",
    related: ["PUBLIC_HEALTH/how-mpox-spreads", "PUBLIC_HEALTH/mpox-clades-explained"],
    translations: {
      en: {
        title: "Mpox vaccines: how they work and who they are offered to",
        summary:
          "Vaccines first developed against smallpox also protect against mpox. This explainer covers how they work, why they are usually offered to specific groups and why access has been uneven around the world.",
        body: `The viruses that cause mpox and smallpox belong to the same family, orthopoxviruses. Because immunity to one offers protection against the other, vaccines developed against smallpox are used against mpox.

## The vaccines in use

The most widely used mpox vaccine is based on a weakened virus that cannot replicate in the human body, which makes it suitable for more people than older smallpox vaccines. Other vaccines are authorized in some countries.

## Who is offered vaccination

Mpox vaccines are generally not offered to the whole population. National authorities decide eligibility, typically focusing on:

- People at higher risk of exposure during outbreaks.
- Close contacts of a confirmed case, as soon as possible after exposure.
- Some health and laboratory workers.

## Unequal access

During outbreaks, supplies have often been limited, and access has been especially difficult in the countries where mpox has long been present. Regional mechanisms, including PAHO's Revolving Fund in the Americas, aim to help countries obtain vaccines. Anyone wondering whether they are eligible can ask a health professional or their local health service.`,
      },
      es: {
        title: "Vacunas contra la mpox: cómo funcionan y a quién se ofrecen",
        summary:
          "Las vacunas creadas contra la viruela también protegen contra la mpox. Explicamos cómo funcionan, por qué suelen ofrecerse a grupos específicos y por qué el acceso ha sido desigual en el mundo.",
        body: `Los virus que causan la mpox y la viruela pertenecen a la misma familia, los ortopoxvirus. Como la inmunidad frente a uno protege contra el otro, las vacunas desarrolladas contra la viruela se usan contra la mpox.

## Las vacunas en uso

La vacuna contra la mpox más utilizada se basa en un virus atenuado que no puede replicarse en el cuerpo humano, lo que la hace adecuada para más personas que las antiguas vacunas contra la viruela. Otras vacunas están autorizadas en algunos países.

## A quién se ofrece

Estas vacunas en general no se ofrecen a toda la población. Las autoridades nacionales definen quién puede recibirlas, por lo común:

- Personas con mayor riesgo de exposición durante los brotes.
- Contactos cercanos de un caso confirmado, lo antes posible tras la exposición.
- Parte del personal de salud y de laboratorio.

## Acceso desigual

Durante los brotes, el suministro ha sido limitado a menudo, y el acceso ha sido especialmente difícil en los países donde la mpox está presente desde hace tiempo. Mecanismos regionales como el Fondo Rotatorio de la OPS buscan ayudar a los países a obtener vacunas. Para saber si puedes recibirla, consulta a un profesional o al servicio de salud local.`,
      },
      fr: {
        title: "Vaccins contre le mpox : leur fonctionnement et à qui ils sont proposés",
        summary:
          "Des vaccins mis au point contre la variole protègent aussi contre le mpox. Comment ils agissent, pourquoi ils sont généralement réservés à certains groupes et pourquoi l'accès reste inégal dans le monde.",
        body: `Les virus du mpox et de la variole appartiennent à la même famille, les orthopoxvirus. Comme l'immunité contre l'un protège contre l'autre, des vaccins développés contre la variole sont utilisés contre le mpox.

## Les vaccins utilisés

Le vaccin le plus utilisé repose sur un virus atténué incapable de se répliquer dans l'organisme humain, ce qui le rend adapté à davantage de personnes que les anciens vaccins antivarioliques. D'autres vaccins sont autorisés dans certains pays.

## À qui la vaccination est proposée

Ces vaccins ne sont généralement pas proposés à toute la population. Les autorités nationales fixent les critères, en ciblant le plus souvent :

- les personnes les plus exposées pendant les épidémies ;
- les contacts proches d'un cas confirmé, le plus tôt possible après l'exposition ;
- certains professionnels de santé et de laboratoire.

## Un accès inégal

Lors des épidémies, les doses ont souvent manqué, et l'accès a été particulièrement difficile dans les pays où le mpox est présent depuis longtemps. Des mécanismes régionaux, comme le Fonds renouvelable de l'OPS dans les Amériques, visent à aider les pays à s'approvisionner. Pour savoir si l'on est concerné, on peut interroger un professionnel de santé.`,
      },
      pt: {
        title: "Vacinas contra a mpox: como funcionam e para quem são oferecidas",
        summary:
          "Vacinas criadas contra a varíola também protegem contra a mpox. Entenda como funcionam, por que costumam ser oferecidas a grupos específicos e por que o acesso tem sido desigual no mundo.",
        body: `Os vírus que causam a mpox e a varíola pertencem à mesma família, os ortopoxvírus. Como a imunidade contra um protege contra o outro, vacinas desenvolvidas contra a varíola são usadas contra a mpox.

## As vacinas em uso

A vacina contra mpox mais utilizada é baseada em um vírus atenuado que não consegue se replicar no corpo humano, o que a torna adequada para mais pessoas do que as antigas vacinas contra a varíola. Outras vacinas são autorizadas em alguns países.

## Para quem é oferecida

Essas vacinas em geral não são oferecidas a toda a população. As autoridades nacionais definem quem pode recebê-las, normalmente:

- Pessoas com maior risco de exposição durante surtos.
- Contatos próximos de um caso confirmado, o quanto antes após a exposição.
- Alguns profissionais de saúde e de laboratório.

## Acesso desigual

Durante os surtos, as doses muitas vezes foram escassas, e o acesso foi especialmente difícil nos países onde a mpox está presente há muito tempo. Mecanismos regionais, como o Fundo Rotativo da OPAS nas Américas, buscam ajudar os países a obter vacinas. Quem tiver dúvida sobre a própria elegibilidade pode procurar um profissional ou o serviço de saúde local.`,
      },
    },
  },
  {
    slug: "h5n1-in-wild-birds-and-poultry",
    category: "h5n1",
    access: "FREE",
    publishedDaysAgo: 100,
    tags: ["avian-influenza", "surveillance"],
    source: "editorial-team",
    related: ["PUBLIC_HEALTH/h5n1-in-dairy-cattle-explained", "PUBLIC_HEALTH/why-h5n1-pandemic-risk-is-watched"],
    translations: {
      en: {
        title: "How H5N1 bird flu spread across continents through wild birds",
        summary:
          "A strain of H5N1 avian influenza has spread with migratory birds to almost every continent, affecting poultry farms and wildlife. Here is how it travels and how animal and human health services respond.",
        body: `Avian influenza viruses naturally circulate among wild water birds such as ducks and geese, often without making them sick. In recent years, a strain of H5N1 known as clade 2.3.4.4b has spread with migratory birds across Europe, Africa, Asia and the Americas.

## Effects on animals

- Large die-offs among wild birds, especially seabirds that nest in dense colonies.
- Outbreaks on poultry farms, which usually lead to culling to stop further spread.
- Infections in mammals, including foxes, seals, sea lions and domestic cats, mostly after eating infected animals.

## How services respond

Veterinary authorities monitor wild birds and farms, apply biosecurity measures such as keeping poultry away from wild birds, and restrict animal movements after outbreaks. Some countries have begun vaccinating certain poultry. Agencies such as ECDC work with animal health bodies in a One Health approach that looks at animals, people and the environment together.

Human infections remain rare and are usually linked to close contact with infected animals. Authorities advise the public not to touch sick or dead wild birds and to report them to local services.`,
      },
      es: {
        title: "Cómo la influenza aviar H5N1 cruzó continentes a través de las aves silvestres",
        summary:
          "Una cepa de influenza aviar H5N1 se ha extendido con las aves migratorias a casi todos los continentes, afectando granjas avícolas y fauna silvestre. Así viaja y así responden los servicios de salud animal y humana.",
        body: `Los virus de influenza aviar circulan de forma natural entre aves acuáticas silvestres como patos y gansos, a menudo sin enfermarlas. En los últimos años, una cepa de H5N1 conocida como clado 2.3.4.4b se ha extendido con las aves migratorias por Europa, África, Asia y las Américas.

## Efectos en los animales

- Muertes masivas de aves silvestres, sobre todo aves marinas que anidan en colonias densas.
- Brotes en granjas avícolas, que suelen llevar al sacrificio de las aves para frenar la propagación.
- Infecciones en mamíferos como zorros, focas, lobos marinos y gatos domésticos, sobre todo tras comer animales infectados.

## Cómo responden los servicios

Las autoridades veterinarias vigilan aves silvestres y granjas, aplican medidas de bioseguridad como mantener a las aves de corral lejos de las silvestres y restringen la movilización de animales tras los brotes. Algunos países han empezado a vacunar ciertas aves de corral. Agencias como el ECDC colaboran con organismos de salud animal bajo el enfoque Una Salud, que considera juntos a animales, personas y medio ambiente.

Las infecciones humanas siguen siendo raras y suelen relacionarse con contacto cercano con animales infectados. Las autoridades recomiendan no tocar aves silvestres enfermas o muertas y reportarlas.`,
      },
      fr: {
        title: "Comment la grippe aviaire H5N1 a traversé les continents avec les oiseaux sauvages",
        summary:
          "Une souche de grippe aviaire H5N1 s'est propagée avec les oiseaux migrateurs sur presque tous les continents, touchant élevages et faune sauvage. Comment elle voyage et comment les services de santé animale et humaine réagissent.",
        body: `Les virus de la grippe aviaire circulent naturellement chez les oiseaux d'eau sauvages comme les canards et les oies, souvent sans les rendre malades. Ces dernières années, une souche de H5N1 appelée clade 2.3.4.4b s'est propagée avec les oiseaux migrateurs en Europe, en Afrique, en Asie et sur le continent américain.

## Les effets sur les animaux

- Des mortalités massives chez les oiseaux sauvages, surtout les oiseaux marins nichant en colonies denses.
- Des foyers dans les élevages de volailles, qui entraînent généralement l'abattage pour limiter la diffusion.
- Des infections chez des mammifères, dont des renards, des phoques, des otaries et des chats domestiques, le plus souvent après avoir mangé des animaux infectés.

## La réponse des services

Les autorités vétérinaires surveillent la faune et les élevages, imposent des mesures de biosécurité comme la mise à l'abri des volailles et restreignent les mouvements d'animaux après un foyer. Certains pays ont commencé à vacciner certaines volailles. Des agences comme l'ECDC travaillent avec les instances de santé animale selon l'approche « Une seule santé ».

Les infections humaines restent rares, généralement liées à un contact étroit avec des animaux infectés. Les autorités recommandent de ne pas toucher d'oiseaux sauvages malades ou morts et de les signaler.`,
      },
      pt: {
        title: "Como a gripe aviária H5N1 atravessou continentes com as aves silvestres",
        summary:
          "Uma cepa da gripe aviária H5N1 se espalhou com aves migratórias por quase todos os continentes, atingindo granjas e a fauna silvestre. Veja como ela viaja e como os serviços de saúde animal e humana respondem.",
        body: `Os vírus da influenza aviária circulam naturalmente entre aves aquáticas silvestres, como patos e gansos, muitas vezes sem deixá-las doentes. Nos últimos anos, uma cepa de H5N1 conhecida como clado 2.3.4.4b se espalhou com aves migratórias pela Europa, África, Ásia e Américas.

## Efeitos nos animais

- Mortes em massa de aves silvestres, principalmente aves marinhas que fazem ninhos em colônias densas.
- Surtos em granjas de aves, que geralmente levam ao abate para conter a disseminação.
- Infecções em mamíferos, como raposas, focas, leões-marinhos e gatos domésticos, sobretudo após comerem animais infectados.

## Como os serviços respondem

As autoridades veterinárias monitoram aves silvestres e granjas, aplicam medidas de biosseguridade, como manter as aves de criação longe das silvestres, e restringem o trânsito de animais após surtos. Alguns países começaram a vacinar certas aves de criação. Agências como o ECDC atuam com órgãos de saúde animal na abordagem de Saúde Única, que considera juntos animais, pessoas e ambiente.

As infecções humanas continuam raras e em geral estão ligadas a contato próximo com animais infectados. As autoridades orientam não tocar em aves silvestres doentes ou mortas e comunicar o serviço local.`,
      },
    },
  },
  {
    slug: "why-h5n1-pandemic-risk-is-watched",
    category: "h5n1",
    access: "PREMIUM",
    publishedDaysAgo: 130,
    tags: ["avian-influenza", "surveillance"],
    source: "editorial-team",
    related: [
      "PUBLIC_HEALTH/h5n1-in-wild-birds-and-poultry",
      "PUBLIC_HEALTH/h5n1-in-dairy-cattle-explained",
      "NEWS/why-genomic-sequencing-still-matters",
    ],
    translations: {
      en: {
        title: "What would it take for H5N1 to become a pandemic virus?",
        summary:
          "H5N1 does not spread easily between people today. This explainer looks at the changes scientists watch for, how risk is assessed and what preparedness work goes on in the meantime.",
        body: `For an influenza virus to cause a pandemic, it must be new to most people's immune systems, able to cause illness and, crucially, able to spread efficiently from person to person. H5N1 currently meets the first conditions but not the last: human cases remain rare and almost always follow close contact with infected animals.

## The changes scientists watch for

- **Receptor binding:** avian viruses mainly attach to receptors found deep in the human lungs. Mutations that help them bind to receptors in the nose and throat could make transmission easier.
- **Adaptation to mammals:** some mutations help the virus replicate at the cooler temperature of the upper airways.
- **Reassortment:** if a person or animal, such as a pig, is infected with avian and seasonal flu at the same time, the viruses can swap genes.

## Preparedness in the meantime

WHO's global influenza network shares viruses and data, and prepares candidate vaccine viruses that manufacturers could use if needed. Each infection in mammals is an opportunity for the virus to adapt, which is why surveillance in animals and people matters so much.`,
      },
      es: {
        title: "¿Qué tendría que pasar para que el H5N1 se volviera un virus pandémico?",
        summary:
          "Hoy el H5N1 no se transmite con facilidad entre personas. Revisamos los cambios que vigilan los científicos, cómo se evalúa el riesgo y qué trabajo de preparación se hace mientras tanto.",
        body: `Para que un virus de influenza cause una pandemia, debe ser nuevo para el sistema inmunitario de la mayoría de las personas, capaz de causar enfermedad y, sobre todo, capaz de transmitirse eficazmente de persona a persona. El H5N1 cumple hoy las primeras condiciones, pero no la última: los casos humanos siguen siendo raros y casi siempre se deben a contacto cercano con animales infectados.

## Los cambios que se vigilan

- **Unión a receptores:** los virus aviares se unen sobre todo a receptores que están en lo profundo de los pulmones humanos. Mutaciones que les permitan unirse a receptores de la nariz y la garganta podrían facilitar la transmisión.
- **Adaptación a mamíferos:** algunas mutaciones ayudan al virus a replicarse a la temperatura más baja de las vías respiratorias altas.
- **Reordenamiento:** si una persona o un animal, como un cerdo, se infecta al mismo tiempo con influenza aviar y estacional, los virus pueden intercambiar genes.

## La preparación mientras tanto

La red mundial de influenza de la OMS comparte virus y datos, y prepara virus candidatos para una eventual producción de vacunas. Cada infección en mamíferos es una oportunidad para que el virus se adapte; por eso importa tanto la vigilancia.`,
      },
      fr: {
        title: "Que faudrait-il pour que le H5N1 devienne un virus pandémique ?",
        summary:
          "Aujourd'hui, le H5N1 ne se transmet pas facilement entre humains. Les changements que surveillent les scientifiques, la manière dont le risque est évalué et le travail de préparation mené en attendant.",
        body: `Pour provoquer une pandémie, un virus grippal doit être nouveau pour le système immunitaire de la plupart des gens, capable de rendre malade et surtout capable de se transmettre efficacement d'une personne à l'autre. Le H5N1 remplit aujourd'hui les premières conditions, mais pas la dernière : les cas humains restent rares et suivent presque toujours un contact étroit avec des animaux infectés.

## Les changements surveillés

- **La liaison aux récepteurs :** les virus aviaires se fixent surtout sur des récepteurs situés au fond des poumons humains. Des mutations leur permettant de se fixer sur ceux du nez et de la gorge pourraient faciliter la transmission.
- **L'adaptation aux mammifères :** certaines mutations aident le virus à se répliquer à la température plus fraîche des voies respiratoires supérieures.
- **Le réassortiment :** si une personne ou un animal, comme le porc, est infecté à la fois par une grippe aviaire et une grippe saisonnière, les virus peuvent échanger des gènes.

## La préparation en attendant

Le réseau mondial de surveillance de la grippe de l'OMS partage virus et données, et prépare des virus vaccinaux candidats utilisables si nécessaire. Chaque infection de mammifère offre au virus une occasion de s'adapter, d'où l'importance de la surveillance.`,
      },
      pt: {
        title: "O que seria preciso para o H5N1 se tornar um vírus pandêmico?",
        summary:
          "Hoje o H5N1 não se transmite com facilidade entre pessoas. Veja quais mudanças os cientistas monitoram, como o risco é avaliado e que trabalho de preparação é feito enquanto isso.",
        body: `Para causar uma pandemia, um vírus influenza precisa ser novo para o sistema imunológico da maioria das pessoas, capaz de causar doença e, principalmente, capaz de se transmitir de forma eficiente entre pessoas. O H5N1 hoje cumpre as primeiras condições, mas não a última: os casos humanos continuam raros e quase sempre decorrem de contato próximo com animais infectados.

## As mudanças monitoradas

- **Ligação a receptores:** vírus aviários se ligam principalmente a receptores localizados no fundo dos pulmões humanos. Mutações que permitam a ligação a receptores do nariz e da garganta poderiam facilitar a transmissão.
- **Adaptação a mamíferos:** algumas mutações ajudam o vírus a se replicar na temperatura mais baixa das vias aéreas superiores.
- **Rearranjo genético:** se uma pessoa ou um animal, como o porco, for infectado ao mesmo tempo por gripe aviária e sazonal, os vírus podem trocar genes.

## A preparação enquanto isso

A rede global de influenza da OMS compartilha vírus e dados e prepara vírus candidatos a vacina que os fabricantes poderiam usar se necessário. Cada infecção em mamíferos é uma oportunidade de adaptação para o vírus, por isso a vigilância importa tanto.`,
      },
    },
  },
  {
    slug: "mpox-clades-explained",
    category: "mpox",
    access: "FREE",
    publishedDaysAgo: 160,
    tags: ["mpox", "surveillance"],
    source: "editorial-team",
    related: [
      "PUBLIC_HEALTH/how-mpox-spreads",
      "PUBLIC_HEALTH/mpox-vaccination-explained",
      "NEWS/how-new-variants-are-named-and-tracked",
    ],
    translations: {
      en: {
        title: "Mpox clades I and II: what the labels mean",
        summary:
          "News about mpox often mentions clades such as Ib or IIb. This explainer describes the main branches of the virus, where they have circulated and why severity depends on more than the clade alone.",
        body: `Like other viruses, the monkeypox virus is grouped into genetic branches called clades. There are two main clades, each with subclades.

## The main branches

- **Clade I** has historically circulated in Central Africa. A subclade known as Ib was identified more recently and has spread between people, including through sexual contact, in several countries in the region and beyond.
- **Clade II** has historically circulated in West Africa. Subclade IIb drove the multi-country outbreak that began in 2022, spreading mainly through sexual networks, largely among men who have sex with men.

## Clade and severity

Historical data suggested that clade I infections were more often severe than clade II infections. But severity also depends strongly on access to health care, nutrition, age and conditions such as untreated HIV infection, so comparisons between settings need care.

## Why tracking clades matters

Sequencing helps health authorities understand how outbreaks are linked, whether a new subclade is spreading differently and whether tests still detect it. Vaccines in use are expected to protect against both clades.`,
      },
      es: {
        title: "Clados I y II de la mpox: qué significan las etiquetas",
        summary:
          "Las noticias sobre la mpox suelen mencionar clados como Ib o IIb. Describimos las ramas principales del virus, dónde han circulado y por qué la gravedad depende de algo más que del clado.",
        body: `Como otros virus, el de la mpox se agrupa en ramas genéticas llamadas clados. Hay dos clados principales, cada uno con subclados.

## Las ramas principales

- **El clado I** ha circulado históricamente en África Central. Un subclado conocido como Ib se identificó más recientemente y se ha transmitido entre personas, incluso por contacto sexual, en varios países de la región y fuera de ella.
- **El clado II** ha circulado históricamente en África Occidental. El subclado IIb impulsó el brote en varios países que comenzó en 2022, propagado sobre todo por redes sexuales, principalmente entre hombres que tienen sexo con hombres.

## Clado y gravedad

Los datos históricos sugerían que las infecciones por clado I eran graves con más frecuencia que las del clado II. Pero la gravedad también depende mucho del acceso a servicios de salud, la nutrición, la edad y condiciones como la infección por VIH sin tratar, y las comparaciones entre contextos requieren cuidado.

## Por qué importa seguir los clados

La secuenciación ayuda a entender cómo se relacionan los brotes, si un nuevo subclado se propaga de otra forma y si las pruebas aún lo detectan. Se espera que las vacunas en uso protejan contra ambos clados.`,
      },
      fr: {
        title: "Clades I et II du mpox : ce que signifient ces noms",
        summary:
          "L'actualité sur le mpox évoque souvent des clades comme Ib ou IIb. Les grandes branches du virus, où elles ont circulé, et pourquoi la gravité ne dépend pas seulement du clade.",
        body: `Comme d'autres virus, le virus mpox est classé en branches génétiques appelées clades. Il en existe deux principales, chacune divisée en sous-clades.

## Les grandes branches

- **Le clade I** circule historiquement en Afrique centrale. Un sous-clade appelé Ib, identifié plus récemment, s'est transmis entre personnes, y compris par voie sexuelle, dans plusieurs pays de la région et au-delà.
- **Le clade II** circule historiquement en Afrique de l'Ouest. Le sous-clade IIb est à l'origine de l'épidémie multipays qui a débuté en 2022, diffusée surtout par les réseaux sexuels, principalement chez les hommes ayant des rapports sexuels avec des hommes.

## Clade et gravité

Les données historiques suggéraient que les infections par le clade I étaient plus souvent graves que celles par le clade II. Mais la gravité dépend aussi fortement de l'accès aux soins, de la nutrition, de l'âge et d'affections comme une infection par le VIH non traitée : les comparaisons entre contextes demandent de la prudence.

## Pourquoi suivre les clades

Le séquençage aide à comprendre les liens entre foyers, à voir si un nouveau sous-clade se propage différemment et à vérifier que les tests le détectent. Les vaccins utilisés devraient protéger contre les deux clades.`,
      },
      pt: {
        title: "Clados I e II da mpox: o que significam esses nomes",
        summary:
          "As notícias sobre mpox costumam citar clados como Ib ou IIb. Veja quais são os principais ramos do vírus, onde circularam e por que a gravidade depende de mais do que o clado.",
        body: `Como outros vírus, o vírus mpox é agrupado em ramos genéticos chamados clados. Há dois clados principais, cada um com subclados.

## Os principais ramos

- **O clado I** circula historicamente na África Central. Um subclado chamado Ib foi identificado mais recentemente e tem se transmitido entre pessoas, inclusive por contato sexual, em vários países da região e fora dela.
- **O clado II** circula historicamente na África Ocidental. O subclado IIb impulsionou o surto em vários países que começou em 2022, disseminado principalmente por redes sexuais, sobretudo entre homens que fazem sexo com homens.

## Clado e gravidade

Dados históricos sugeriam que as infecções pelo clado I eram graves com mais frequência do que as pelo clado II. Mas a gravidade também depende muito do acesso a serviços de saúde, da nutrição, da idade e de condições como infecção pelo HIV não tratada, então comparações entre contextos exigem cuidado.

## Por que acompanhar os clados

O sequenciamento ajuda a entender como os surtos se relacionam, se um novo subclado se espalha de outra forma e se os testes ainda o detectam. Espera-se que as vacinas em uso protejam contra os dois clados.`,
      },
    },
  },
  {
    slug: "respiratory-viruses-in-children",
    category: "respiratory-season",
    access: "LIMITED",
    publishedDaysAgo: 190,
    tags: ["children", "schools"],
    source: "editorial-team",
    related: ["PUBLIC_HEALTH/preparing-for-the-respiratory-season", "SCIENTIFIC_LIBRARY/long-covid-in-children"],
    translations: {
      en: {
        title: "RSV, flu and Covid-19 in children: understanding the respiratory season",
        summary:
          "Young children catch many respiratory infections, especially in their first years at daycare or school. This explainer looks at the main viruses involved and how health systems try to protect the youngest.",
        body: `Children encounter many respiratory viruses for the first time in early life, and daycare and school bring them into close contact with others. Most infections are mild colds, but some viruses can cause serious illness, particularly in babies.

## The main viruses

- **RSV** (respiratory syncytial virus) is a leading cause of bronchiolitis and of hospital admissions among infants.
- **Influenza** can be severe in young children, who are often included in vaccination recommendations.
- **Covid-19** is usually milder in children than in adults, though some become seriously ill and a rare inflammatory complication has been described.

## How the youngest are protected

In many countries, newer options protect infants against RSV, either through vaccination during pregnancy or long-acting antibodies given to babies. Schools and daycare centers can also reduce spread through ventilation and clear policies on staying home when ill.

Parents who are worried about a child's breathing, feeding or general condition should contact a health professional or emergency services.`,
      },
      es: {
        title: "VSR, influenza y Covid-19 en la infancia: entender la temporada respiratoria",
        summary:
          "Niñas y niños pequeños contraen muchas infecciones respiratorias, sobre todo en sus primeros años de guardería o escuela. Revisamos los principales virus y cómo los sistemas de salud buscan proteger a los más pequeños.",
        body: `En los primeros años de vida, niñas y niños se topan por primera vez con muchos virus respiratorios, y la guardería y la escuela los acercan a muchas otras personas. La mayoría de las infecciones son resfriados leves, pero algunos virus pueden causar enfermedad grave, sobre todo en bebés.

## Los principales virus

- **El VSR** (virus sincitial respiratorio) es una de las principales causas de bronquiolitis y de hospitalización en bebés.
- **La influenza** puede ser grave en la primera infancia, por lo que este grupo suele incluirse en las recomendaciones de vacunación.
- **El Covid-19** suele ser más leve en la infancia que en la edad adulta, aunque algunos casos son graves y se ha descrito una complicación inflamatoria poco frecuente.

## Cómo se protege a los más pequeños

En muchos países hay opciones recientes que protegen a los bebés contra el VSR: la vacunación durante el embarazo o anticuerpos de acción prolongada aplicados al bebé. Escuelas y guarderías también pueden reducir la transmisión con ventilación y reglas claras para quedarse en casa al enfermar.

Si te preocupa la respiración, la alimentación o el estado general de un niño, contacta a un profesional de la salud o a los servicios de urgencia.`,
      },
      fr: {
        title: "VRS, grippe et Covid-19 chez l'enfant : comprendre la saison respiratoire",
        summary:
          "Les jeunes enfants attrapent de nombreuses infections respiratoires, surtout lors de leurs premières années en crèche ou à l'école. Les principaux virus en cause, et comment les systèmes de santé protègent les plus petits.",
        body: `Les enfants rencontrent de nombreux virus respiratoires pour la première fois dans leurs premières années, et la crèche comme l'école les mettent en contact étroit avec d'autres. La plupart des infections sont des rhumes bénins, mais certains virus peuvent provoquer des formes graves, en particulier chez les nourrissons.

## Les principaux virus

- **Le VRS** (virus respiratoire syncytial) est une cause majeure de bronchiolite et d'hospitalisation chez les nourrissons.
- **La grippe** peut être sévère chez les jeunes enfants, souvent inclus dans les recommandations vaccinales.
- **Le Covid-19** est généralement plus bénin chez l'enfant que chez l'adulte, même si certains enfants sont gravement atteints et qu'une complication inflammatoire rare a été décrite.

## Comment les plus petits sont protégés

Dans de nombreux pays, de nouvelles options protègent les nourrissons contre le VRS, soit par la vaccination pendant la grossesse, soit par des anticorps à longue durée d'action administrés au bébé. Crèches et écoles peuvent aussi limiter la transmission grâce à l'aération et à des règles claires sur l'éviction en cas de maladie.

Si la respiration, l'alimentation ou l'état général d'un enfant inquiète, il faut contacter un professionnel de santé ou les services d'urgence.`,
      },
      pt: {
        title: "VSR, gripe e Covid-19 em crianças: entendendo a temporada respiratória",
        summary:
          "Crianças pequenas pegam muitas infecções respiratórias, principalmente nos primeiros anos de creche ou escola. Veja os principais vírus envolvidos e como os sistemas de saúde tentam proteger os menores.",
        body: `As crianças encontram muitos vírus respiratórios pela primeira vez nos primeiros anos de vida, e a creche e a escola as colocam em contato próximo com outras pessoas. A maioria das infecções são resfriados leves, mas alguns vírus podem causar doença grave, principalmente em bebês.

## Os principais vírus

- **O VSR** (vírus sincicial respiratório) é uma das principais causas de bronquiolite e de internação em bebês.
- **A influenza** pode ser grave em crianças pequenas, que costumam estar incluídas nas recomendações de vacinação.
- **A Covid-19** costuma ser mais leve em crianças do que em adultos, embora algumas fiquem gravemente doentes e uma complicação inflamatória rara tenha sido descrita.

## Como os menores são protegidos

Em muitos países, opções mais recentes protegem os bebês contra o VSR, seja pela vacinação na gestação, seja por anticorpos de longa duração aplicados no bebê. Escolas e creches também podem reduzir a transmissão com ventilação e regras claras para ficar em casa quando doente.

Se a respiração, a alimentação ou o estado geral de uma criança preocupar, procure um profissional de saúde ou os serviços de emergência.`,
      },
    },
  },
  {
    slug: "indoor-air-during-respiratory-season",
    category: "respiratory-season",
    access: "FREE",
    publishedDaysAgo: 220,
    tags: ["ventilation", "air-quality", "workplaces"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/how-hepa-filtration-works",
      "SCIENTIFIC_LIBRARY/co2-monitoring-as-a-ventilation-proxy",
      "NEWS/clean-indoor-air-policy-explained",
    ],
    translations: {
      en: {
        title: "Windows closed, viruses in the air: indoor air during the cold months",
        summary:
          "In cold weather, buildings are sealed to keep the heat in, which can let respiratory viruses build up indoors. Here is how ventilation and filtration fit into public health thinking about the winter season.",
        body: `When temperatures drop, people spend more time indoors with windows shut. Less outdoor air comes in, and the particles people exhale when they breathe, talk or cough can accumulate. This is one of several reasons respiratory infections tend to rise in the colder months.

## The main tools

- **Ventilation** brings in outdoor air, through mechanical systems or short, regular window openings that limit heat loss.
- **Filtration** removes particles from recirculated air, using better filters in central systems or portable HEPA air cleaners.
- **Measurement** with CO2 monitors gives a rough idea of whether a room is getting enough fresh air for the number of people inside.

## Balancing comfort, energy and health

Heating outdoor air costs energy, and cold drafts are unpleasant, which explains why ventilation is often reduced in winter. Building engineers try to balance these needs, for example with heat-recovery ventilation. WHO and many public health agencies now include indoor air among the layers that reduce transmission of respiratory viruses, alongside vaccination and staying home when ill. Workplaces, schools and public buildings are where these choices matter most.`,
      },
      es: {
        title: "Ventanas cerradas, virus en el aire: el aire interior en los meses fríos",
        summary:
          "Con el frío, los edificios se cierran para conservar el calor, lo que puede dejar que los virus respiratorios se acumulen. Así encajan la ventilación y la filtración en la visión de la salud pública sobre el invierno.",
        body: `Cuando baja la temperatura, pasamos más tiempo en interiores con las ventanas cerradas. Entra menos aire exterior, y las partículas que exhalamos al respirar, hablar o toser pueden acumularse. Esta es una de varias razones por las que las infecciones respiratorias suelen aumentar en los meses fríos.

## Las herramientas principales

- **La ventilación** introduce aire exterior, con sistemas mecánicos o con aperturas breves y regulares de ventanas que limitan la pérdida de calor.
- **La filtración** retira partículas del aire recirculado, con mejores filtros en los sistemas centrales o purificadores portátiles HEPA.
- **La medición** con medidores de CO2 da una idea aproximada de si un espacio recibe suficiente aire fresco para las personas que hay dentro.

## Equilibrar comodidad, energía y salud

Calentar el aire exterior consume energía y las corrientes frías son molestas, por eso la ventilación suele reducirse en invierno. Los ingenieros buscan equilibrar estas necesidades, por ejemplo con ventilación con recuperación de calor. La OMS y muchas agencias incluyen hoy el aire interior entre las capas que reducen la transmisión, junto con la vacunación y quedarse en casa al enfermar. Lugares de trabajo, escuelas y edificios públicos son donde más pesan estas decisiones.`,
      },
      fr: {
        title: "Fenêtres fermées, virus dans l'air : l'air intérieur pendant les mois froids",
        summary:
          "Par temps froid, on calfeutre les bâtiments pour garder la chaleur, ce qui peut laisser les virus respiratoires s'accumuler. Comment aération et filtration s'inscrivent dans la prévention hivernale.",
        body: `Quand les températures baissent, on passe plus de temps à l'intérieur, fenêtres fermées. Moins d'air extérieur entre, et les particules que l'on expire en respirant, en parlant ou en toussant peuvent s'accumuler. C'est l'une des raisons de la hausse hivernale des infections respiratoires.

## Les principaux outils

- **La ventilation** fait entrer de l'air extérieur, par des systèmes mécaniques ou des ouvertures de fenêtres brèves et régulières qui limitent les pertes de chaleur.
- **La filtration** retire les particules de l'air recyclé, avec de meilleurs filtres centraux ou des purificateurs portables HEPA.
- **La mesure** avec des capteurs de CO2 indique approximativement si une pièce reçoit assez d'air neuf pour le nombre de personnes présentes.

## Concilier confort, énergie et santé

Chauffer l'air extérieur coûte de l'énergie et les courants d'air froid sont désagréables, d'où la tendance à moins ventiler en hiver. Les ingénieurs cherchent un équilibre, par exemple avec une ventilation double flux à récupération de chaleur. L'OMS et de nombreuses agences comptent désormais l'air intérieur parmi les couches de protection, avec la vaccination et le fait de rester chez soi quand on est malade. C'est dans les lieux de travail, les écoles et les bâtiments publics que ces choix pèsent le plus.`,
      },
      pt: {
        title: "Janelas fechadas, vírus no ar: o ar interno nos meses frios",
        summary:
          "No frio, os edifícios ficam fechados para conservar o calor, o que pode deixar os vírus respiratórios se acumularem. Veja como ventilação e filtragem entram na visão da saúde pública sobre o inverno.",
        body: `Quando a temperatura cai, passamos mais tempo em ambientes fechados, com as janelas fechadas. Entra menos ar externo, e as partículas que exalamos ao respirar, falar ou tossir podem se acumular. Esse é um dos motivos pelos quais as infecções respiratórias costumam aumentar nos meses frios.

## As principais ferramentas

- **Ventilação** traz ar externo, por sistemas mecânicos ou aberturas curtas e regulares das janelas que limitam a perda de calor.
- **Filtragem** remove partículas do ar recirculado, com filtros melhores nos sistemas centrais ou purificadores portáteis HEPA.
- **Medição** com medidores de CO2 dá uma ideia aproximada de se o ambiente recebe ar fresco suficiente para o número de pessoas.

## Equilibrar conforto, energia e saúde

Aquecer o ar externo consome energia, e correntes de ar frio incomodam, o que explica por que a ventilação costuma ser reduzida no inverno. Engenheiros buscam equilibrar essas necessidades, por exemplo com ventilação com recuperação de calor. A OMS e muitas agências hoje incluem o ar interno entre as camadas que reduzem a transmissão, ao lado da vacinação e de ficar em casa quando doente. Locais de trabalho, escolas e prédios públicos são onde essas escolhas mais pesam.`,
      },
    },
  },
  {
    slug: "covid-19-and-travel-health",
    category: "covid-19",
    access: "FREE",
    publishedDaysAgo: 260,
    tags: ["travel", "masks", "ventilation"],
    source: "editorial-team",
    related: ["SCIENTIFIC_LIBRARY/how-masks-and-respirators-filter", "BLOG/travelling-with-a-weakened-immune-system"],
    translations: {
      en: {
        title: "Covid-19 and travel: how respiratory risk changes on the move",
        summary:
          "Airports, planes, trains and buses bring many people together in shared air. This explainer looks at where exposure is higher or lower during a journey and where to find reliable travel health information.",
        body: `Travel brings together many people from different places, often in crowded indoor settings. That makes journeys a common setting for catching and spreading respiratory infections, and a route by which new variants move between countries.

## Where the air differs

- **Aircraft in flight:** modern airliners mix outside air with recirculated air passed through HEPA-type filters, and air changes are frequent.
- **Boarding and taxiing:** ventilation may be lower while the plane is on the ground, and people are close together in queues and aisles.
- **Terminals, stations and buses:** air quality varies widely depending on crowding and ventilation systems.

Masks and respirators can reduce exposure in crowded settings, and their effect depends on fit and consistent wear.

## Finding reliable information

Entry rules and health recommendations change over time and differ by destination. Official sources, such as national health ministries and agencies like ECDC, publish up-to-date information. People with chronic conditions or weakened immune systems may want to talk to a health professional or a travel medicine service before a trip, particularly about vaccinations.`,
      },
      es: {
        title: "Covid-19 y viajes: cómo cambia el riesgo respiratorio en el camino",
        summary:
          "Aeropuertos, aviones, trenes y autobuses reúnen a muchas personas en un aire compartido. Explicamos dónde la exposición es mayor o menor durante un viaje y dónde encontrar información confiable de salud para viajeros.",
        body: `Viajar reúne a muchas personas, a menudo en espacios interiores concurridos. Por eso los trayectos son un escenario común para contagiarse y propagar infecciones respiratorias, y una vía por la que las nuevas variantes pasan de un país a otro.

## Dónde cambia el aire

- **Aviones en vuelo:** los aviones modernos mezclan aire exterior con aire recirculado que pasa por filtros tipo HEPA, y el aire se renueva con frecuencia.
- **Abordaje y rodaje:** la ventilación puede ser menor mientras el avión está en tierra, y la gente está muy junta en filas y pasillos.
- **Terminales, estaciones y autobuses:** la calidad del aire varía mucho según la aglomeración y los sistemas de ventilación.

Los cubrebocas y respiradores pueden reducir la exposición en lugares concurridos; su efecto depende del ajuste y del uso constante.

## Dónde informarse

Los requisitos de entrada y las recomendaciones de salud cambian con el tiempo y según el destino. Fuentes oficiales, como los ministerios de salud y agencias como el ECDC, publican información actualizada. Las personas con enfermedades crónicas o inmunidad debilitada pueden hablar con un profesional de la salud o un servicio de medicina del viajero antes de salir, sobre todo acerca de las vacunas.`,
      },
      fr: {
        title: "Covid-19 et voyages : comment le risque respiratoire évolue en chemin",
        summary:
          "Aéroports, avions, trains et bus réunissent de nombreuses personnes dans un air partagé. Où l'exposition est plus ou moins forte au cours d'un trajet, et où trouver une information fiable sur la santé en voyage.",
        body: `Les voyages rassemblent des personnes venues de lieux différents, souvent dans des espaces intérieurs bondés. Les trajets sont donc propices à la contamination et à la diffusion d'infections respiratoires, et constituent une voie par laquelle les nouveaux variants passent d'un pays à l'autre.

## Là où l'air diffère

- **En vol :** les avions de ligne modernes mélangent air extérieur et air recyclé passé par des filtres de type HEPA, avec un renouvellement fréquent.
- **À l'embarquement et au roulage :** la ventilation peut être plus faible au sol, et les passagers sont serrés dans les files et les allées.
- **Terminaux, gares et autocars :** la qualité de l'air varie beaucoup selon l'affluence et les systèmes de ventilation.

Masques et respirateurs peuvent réduire l'exposition dans les lieux bondés ; leur effet dépend de l'ajustement et d'un port régulier.

## Trouver une information fiable

Les conditions d'entrée et les recommandations sanitaires évoluent et varient selon la destination. Les sources officielles, comme les ministères de la santé et des agences telles que l'ECDC, publient des informations à jour. Les personnes atteintes de maladies chroniques ou immunodéprimées peuvent consulter un professionnel de santé ou un centre de conseils aux voyageurs avant de partir, notamment sur les vaccinations.`,
      },
      pt: {
        title: "Covid-19 e viagens: como o risco respiratório muda no caminho",
        summary:
          "Aeroportos, aviões, trens e ônibus reúnem muitas pessoas no mesmo ar. Veja onde a exposição é maior ou menor durante uma viagem e onde encontrar informação confiável sobre saúde do viajante.",
        body: `Viajar reúne muitas pessoas de lugares diferentes, muitas vezes em ambientes fechados e lotados. Por isso os deslocamentos são um cenário comum para contrair e espalhar infecções respiratórias, e um caminho pelo qual novas variantes passam de um país a outro.

## Onde o ar muda

- **Avião em voo:** aeronaves modernas misturam ar externo com ar recirculado que passa por filtros do tipo HEPA, e a renovação do ar é frequente.
- **Embarque e taxiamento:** a ventilação pode ser menor com o avião em solo, e as pessoas ficam próximas em filas e corredores.
- **Terminais, estações e ônibus:** a qualidade do ar varia muito conforme a lotação e os sistemas de ventilação.

Máscaras e respiradores podem reduzir a exposição em locais lotados; o efeito depende da vedação e do uso constante.

## Onde se informar

Regras de entrada e recomendações de saúde mudam com o tempo e variam conforme o destino. Fontes oficiais, como ministérios da saúde e agências como o ECDC, publicam informações atualizadas. Pessoas com doenças crônicas ou imunidade comprometida podem querer conversar com um profissional de saúde ou um serviço de medicina do viajante antes da viagem, principalmente sobre vacinas.`,
      },
    },
  },
  {
    slug: "h5n1-and-food-safety",
    category: "h5n1",
    access: "FREE",
    publishedDaysAgo: 380,
    tags: ["avian-influenza"],
    source: "editorial-team",
    related: ["PUBLIC_HEALTH/h5n1-in-dairy-cattle-explained", "PUBLIC_HEALTH/h5n1-in-wild-birds-and-poultry"],
    translations: {
      en: {
        title: "Milk, eggs and poultry: what H5N1 means for food safety",
        summary:
          "The spread of H5N1 in birds and dairy cattle has raised questions about food. This explainer covers why pasteurization and cooking matter and why health agencies have warned about raw milk.",
        body: `When H5N1 began circulating in poultry and, later, in dairy cattle, many people wondered whether food could be a route of infection. Food safety systems were designed with pathogens like this in mind, and standard practices are known to inactivate influenza viruses.

## What protects the food supply

- **Pasteurization:** heating milk inactivates influenza viruses. In countries where commercial milk is pasteurized, health agencies consider it safe.
- **Removing sick animals:** milk from sick cows is not supposed to enter the supply, and infected poultry flocks are culled rather than sold.
- **Cooking:** thoroughly cooking poultry and eggs inactivates the virus, as it does other germs such as salmonella.

## The concern about raw products

Infected cows can shed high levels of virus in raw milk. Infections in cats fed raw milk or raw pet food have been reported, and health agencies such as the CDC have warned that raw milk and products made from it can carry H5N1 as well as other pathogens.

Food safety guidance is set by national authorities and may change as more is learned. Official sources are the best place to check current advice.`,
      },
      es: {
        title: "Leche, huevos y pollo: qué implica el H5N1 para la inocuidad de los alimentos",
        summary:
          "La propagación del H5N1 en aves y ganado lechero ha generado dudas sobre los alimentos. Explicamos por qué importan la pasteurización y la cocción, y por qué las agencias de salud han advertido sobre la leche bronca.",
        body: `Cuando el H5N1 empezó a circular en aves de corral y, después, en ganado lechero, mucha gente se preguntó si los alimentos podían ser una vía de infección. Los sistemas de inocuidad alimentaria se diseñaron pensando en patógenos como este, y se sabe que las prácticas habituales inactivan los virus de influenza.

## Qué protege el suministro de alimentos

- **La pasteurización:** calentar la leche inactiva los virus de influenza. En los países donde la leche comercial se pasteuriza, las agencias de salud la consideran segura.
- **Retirar a los animales enfermos:** la leche de vacas enfermas no debe entrar al suministro, y las parvadas infectadas se sacrifican en lugar de venderse.
- **La cocción:** cocinar bien el pollo y los huevos inactiva el virus, igual que otros gérmenes como la salmonela.

## La preocupación por los productos crudos

Las vacas infectadas pueden eliminar mucho virus en la leche bronca. Se han reportado infecciones en gatos alimentados con leche cruda o comida cruda para mascotas, y agencias como los CDC han advertido que la leche bronca y sus derivados pueden portar H5N1 y otros patógenos.

Las recomendaciones las fijan las autoridades nacionales y pueden cambiar. Las fuentes oficiales son el mejor lugar para consultarlas.`,
      },
      fr: {
        title: "Lait, œufs et volailles : ce que le H5N1 change pour la sécurité des aliments",
        summary:
          "La propagation du H5N1 chez les oiseaux et les vaches laitières soulève des questions sur l'alimentation. Pourquoi la pasteurisation et la cuisson comptent, et pourquoi des agences sanitaires ont mis en garde contre le lait cru.",
        body: `Quand le H5N1 a commencé à circuler chez les volailles puis chez des vaches laitières, beaucoup se sont demandé si l'alimentation pouvait être une voie d'infection. Les systèmes de sécurité sanitaire des aliments ont été conçus en tenant compte de ce type de pathogène, et les pratiques habituelles inactivent les virus grippaux.

## Ce qui protège la chaîne alimentaire

- **La pasteurisation :** chauffer le lait inactive les virus grippaux. Dans les pays où le lait commercialisé est pasteurisé, les agences sanitaires le jugent sûr.
- **L'écartement des animaux malades :** le lait de vaches malades ne doit pas entrer dans la filière, et les élevages de volailles infectés sont abattus plutôt que commercialisés.
- **La cuisson :** bien cuire volailles et œufs inactive le virus, comme d'autres germes tels que les salmonelles.

## La question des produits crus

Les vaches infectées peuvent excréter beaucoup de virus dans le lait cru. Des infections ont été signalées chez des chats nourris au lait cru ou avec des aliments crus, et des agences comme les CDC ont averti que le lait cru et ses dérivés peuvent transmettre le H5N1 ainsi que d'autres pathogènes.

Les recommandations relèvent des autorités nationales et peuvent évoluer. Les sources officielles restent la référence.`,
      },
      pt: {
        title: "Leite, ovos e frango: o que o H5N1 significa para a segurança dos alimentos",
        summary:
          "A disseminação do H5N1 em aves e gado leiteiro levantou dúvidas sobre os alimentos. Entenda por que a pasteurização e o cozimento importam e por que agências de saúde alertaram sobre o leite cru.",
        body: `Quando o H5N1 começou a circular em aves de criação e, depois, em gado leiteiro, muita gente se perguntou se os alimentos poderiam ser uma via de infecção. Os sistemas de segurança dos alimentos foram pensados para patógenos como esse, e as práticas usuais inativam os vírus influenza.

## O que protege o abastecimento

- **Pasteurização:** aquecer o leite inativa os vírus influenza. Nos países em que o leite comercializado é pasteurizado, as agências de saúde o consideram seguro.
- **Afastamento de animais doentes:** o leite de vacas doentes não deve entrar no abastecimento, e lotes de aves infectadas são abatidos em vez de vendidos.
- **Cozimento:** cozinhar bem frango e ovos inativa o vírus, assim como outros germes, por exemplo a salmonela.

## A preocupação com produtos crus

Vacas infectadas podem eliminar muito vírus no leite cru. Foram registradas infecções em gatos alimentados com leite cru ou ração crua, e agências como o CDC alertaram que o leite cru e seus derivados podem transmitir o H5N1 e outros patógenos.

As recomendações são definidas pelas autoridades nacionais e podem mudar. As fontes oficiais são o melhor lugar para consultá-las.`,
      },
    },
  },
];
