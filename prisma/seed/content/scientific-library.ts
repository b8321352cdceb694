import type { SeedItem } from "../types";

// SCIENTIFIC_LIBRARY items: plain-language summaries of established science.
export const items: SeedItem[] = [
  {
    slug: "airborne-transmission-explained",
    category: "transmission",
    access: "FREE",
    publishedDaysAgo: 3,
    featured: true,
    tags: ["ventilation", "air-quality"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/how-hepa-filtration-works",
      "SCIENTIFIC_LIBRARY/co2-monitoring-as-a-ventilation-proxy",
      "NEWS/clean-indoor-air-policy-explained",
    ],
    translations: {
      en: {
        title: "Airborne transmission explained: how respiratory viruses travel through the air",
        summary:
          "SARS-CoV-2 spreads mainly through particles people exhale, some of which can linger in the air for a long time. Here is what the science says about how that works and what reduces exposure.",
        body: `Every time we breathe, speak, sing or cough, we release particles of many sizes. Larger ones fall to the ground within a short distance. Smaller ones, often called aerosols, can stay suspended for minutes to hours and drift through a room. WHO now uses the broader term "infectious respiratory particles" to describe them.

## Near and far

- **Short range:** exposure is highest close to an infected person, where exhaled particles are most concentrated.
- **Long range:** in poorly ventilated rooms, particles build up over time, so people can be infected across the room or after the infected person has left.

## What affects the risk

The amount of virus in the air depends on how many people are infected, what they are doing (loud talking and singing release more particles), how long others stay and how quickly the air is replaced or cleaned. Touching contaminated surfaces is considered a less important route for this virus.

This is why ventilation, filtration, well-fitting masks and vaccination are often described as complementary layers.`,
      },
      es: {
        title: "La transmisión aérea explicada: cómo viajan los virus respiratorios por el aire",
        summary:
          "El SARS-CoV-2 se transmite sobre todo por partículas que exhalamos, algunas de las cuales pueden permanecer mucho tiempo en el aire. Esto dice la ciencia sobre cómo ocurre y qué reduce la exposición.",
        body: `Cada vez que respiramos, hablamos, cantamos o tosemos, liberamos partículas de muchos tamaños. Las más grandes caen al suelo a poca distancia. Las más pequeñas, a menudo llamadas aerosoles, pueden quedar suspendidas de minutos a horas y desplazarse por una habitación. La OMS usa ahora el término más amplio "partículas respiratorias infecciosas" para describirlas.

## Cerca y lejos

- **Corta distancia:** la exposición es mayor cerca de una persona infectada, donde las partículas exhaladas están más concentradas.
- **Larga distancia:** en espacios mal ventilados, las partículas se acumulan con el tiempo, y es posible infectarse al otro lado del salón o después de que la persona infectada se fue.

## Qué influye en el riesgo

La cantidad de virus en el aire depende de cuántas personas están infectadas, qué hacen (hablar fuerte y cantar liberan más partículas), cuánto tiempo permanecen las demás y qué tan rápido se renueva o limpia el aire. Tocar superficies contaminadas se considera una vía menos importante para este virus.

Por eso la ventilación, la filtración, los cubrebocas bien ajustados y la vacunación se describen como capas complementarias.`,
      },
      fr: {
        title: "La transmission aérienne expliquée : comment les virus respiratoires voyagent dans l'air",
        summary:
          "Le SARS-CoV-2 se transmet surtout par les particules que nous expirons, dont certaines peuvent rester longtemps en suspension. Ce que dit la science sur ce mécanisme et sur ce qui réduit l'exposition.",
        body: `Chaque fois que nous respirons, parlons, chantons ou toussons, nous émettons des particules de toutes tailles. Les plus grosses retombent à courte distance. Les plus fines, souvent appelées aérosols, peuvent rester en suspension de quelques minutes à plusieurs heures et se diffuser dans une pièce. L'OMS emploie désormais le terme plus large de « particules respiratoires infectieuses ».

## De près et de loin

- **À courte distance :** l'exposition est maximale près d'une personne infectée, là où les particules expirées sont les plus concentrées.
- **À longue distance :** dans une pièce mal ventilée, les particules s'accumulent, si bien qu'on peut être infecté à l'autre bout de la salle ou après le départ de la personne infectée.

## Ce qui influence le risque

La quantité de virus dans l'air dépend du nombre de personnes infectées, de leur activité (parler fort et chanter émettent davantage de particules), de la durée de présence des autres et de la vitesse à laquelle l'air est renouvelé ou épuré. Le contact avec des surfaces contaminées est considéré comme une voie secondaire pour ce virus.

C'est pourquoi ventilation, filtration, masques bien ajustés et vaccination sont présentés comme des couches complémentaires.`,
      },
      pt: {
        title: "Transmissão aérea explicada: como os vírus respiratórios viajam pelo ar",
        summary:
          "O SARS-CoV-2 se espalha principalmente por partículas que exalamos, algumas das quais podem ficar muito tempo no ar. Veja o que a ciência diz sobre como isso acontece e o que reduz a exposição.",
        body: `Toda vez que respiramos, falamos, cantamos ou tossimos, liberamos partículas de vários tamanhos. As maiores caem no chão a uma curta distância. As menores, muitas vezes chamadas de aerossóis, podem ficar suspensas por minutos ou horas e se espalhar pelo ambiente. A OMS hoje usa o termo mais amplo "partículas respiratórias infecciosas" para descrevê-las.

## Perto e longe

- **Curta distância:** a exposição é maior perto de uma pessoa infectada, onde as partículas exaladas estão mais concentradas.
- **Longa distância:** em ambientes mal ventilados, as partículas se acumulam com o tempo, e é possível se infectar do outro lado da sala ou depois que a pessoa infectada saiu.

## O que influencia o risco

A quantidade de vírus no ar depende de quantas pessoas estão infectadas, do que estão fazendo (falar alto e cantar liberam mais partículas), de quanto tempo as outras permanecem e da rapidez com que o ar é renovado ou filtrado. O contato com superfícies contaminadas é considerado uma via menos importante para esse vírus.

Por isso ventilação, filtragem, máscaras bem ajustadas e vacinação são descritas como camadas complementares.`,
      },
    },
  },
  {
    slug: "what-is-long-covid",
    category: "long-covid",
    access: "FREE",
    publishedDaysAgo: 7,
    featured: true,
    tags: ["long-covid"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/post-exertional-malaise-and-pacing",
      "NEWS/long-covid-research-priorities",
      "BLOG/living-with-long-covid-a-composite-story",
    ],
    translations: {
      en: {
        title: "What is long Covid? Definition, symptoms and what is known",
        summary:
          "Some people do not fully recover after a Covid-19 infection, or develop new symptoms weeks later. This overview explains how long Covid is defined, how it shows up and what remains uncertain.",
        body: `Long Covid is a chronic condition that can follow a SARS-CoV-2 infection. WHO, which calls it post COVID-19 condition, defines it as symptoms that are usually present three months after infection, last at least two months and cannot be explained by another diagnosis.

## How it shows up

More than one organ system can be affected, and symptoms can fluctuate or relapse. Commonly reported ones include:

- Fatigue and post-exertional malaise, a worsening of symptoms after effort.
- Difficulty concentrating or remembering, often called brain fog.
- Shortness of breath, heart palpitations and dizziness.
- Sleep problems, pain and changes in smell or taste.

## Who can be affected

Long Covid can follow a mild infection as well as a severe one, and it affects adults and children. Studies suggest vaccination reduces the risk, although it does not eliminate it.

There is no single test for the condition. People who think they may have long Covid can talk to a health professional, who can also look for other causes of their symptoms.`,
      },
      es: {
        title: "¿Qué es el covid persistente? Definición, síntomas y lo que se sabe",
        summary:
          "Algunas personas no se recuperan por completo tras una infección por Covid-19, o presentan síntomas nuevos semanas después. Explicamos cómo se define el covid persistente, cómo se manifiesta y qué sigue siendo incierto.",
        body: `El covid persistente es una afección crónica que puede aparecer después de una infección por SARS-CoV-2. La OMS, que la llama afección posterior a la COVID-19, la define como síntomas que suelen estar presentes tres meses después de la infección, duran al menos dos meses y no pueden explicarse por otro diagnóstico.

## Cómo se manifiesta

Puede afectar a más de un sistema del cuerpo, y los síntomas pueden fluctuar o reaparecer. Entre los más reportados están:

- Fatiga y malestar posesfuerzo, un empeoramiento de los síntomas después de un esfuerzo.
- Dificultad para concentrarse o recordar, conocida como niebla mental.
- Falta de aire, palpitaciones y mareos.
- Problemas de sueño, dolor y cambios en el olfato o el gusto.

## A quién puede afectar

Puede aparecer tras una infección leve o grave, y afecta tanto a personas adultas como a niñas y niños. Los estudios sugieren que la vacunación reduce el riesgo, aunque no lo elimina.

No existe una prueba única para diagnosticarlo. Quien piense que puede tener covid persistente puede hablar con un profesional de la salud, que también buscará otras causas de los síntomas.`,
      },
      fr: {
        title: "Qu'est-ce que le Covid long ? Définition, symptômes et état des connaissances",
        summary:
          "Certaines personnes ne se rétablissent pas complètement après un Covid-19, ou développent de nouveaux symptômes des semaines plus tard. Comment le Covid long est défini, comment il se manifeste et ce qui reste incertain.",
        body: `Le Covid long est une affection chronique qui peut suivre une infection par le SARS-CoV-2. L'OMS, qui parle d'affection post-COVID-19, la définit par des symptômes généralement présents trois mois après l'infection, durant au moins deux mois et qu'aucun autre diagnostic n'explique.

## Comment il se manifeste

Plusieurs organes peuvent être touchés, et les symptômes peuvent fluctuer ou récidiver. Parmi les plus fréquemment rapportés :

- La fatigue et le malaise post-effort, une aggravation des symptômes après un effort.
- Des difficultés de concentration ou de mémoire, souvent appelées brouillard cérébral.
- Un essoufflement, des palpitations et des vertiges.
- Des troubles du sommeil, des douleurs et des modifications de l'odorat ou du goût.

## Qui peut être touché

Le Covid long peut suivre une infection bénigne comme une forme grave, et concerne adultes et enfants. Les études suggèrent que la vaccination réduit le risque, sans l'éliminer.

Il n'existe pas de test unique. Les personnes qui pensent être concernées peuvent en parler à un professionnel de santé, qui recherchera aussi d'autres causes à leurs symptômes.`,
      },
      pt: {
        title: "O que é Covid longa? Definição, sintomas e o que se sabe",
        summary:
          "Algumas pessoas não se recuperam totalmente após a Covid-19, ou desenvolvem novos sintomas semanas depois. Entenda como a Covid longa é definida, como se manifesta e o que ainda é incerto.",
        body: `A Covid longa é uma condição crônica que pode surgir após uma infecção pelo SARS-CoV-2. A OMS, que a chama de condição pós-COVID-19, a define como sintomas que geralmente estão presentes três meses após a infecção, duram pelo menos dois meses e não são explicados por outro diagnóstico.

## Como se manifesta

Mais de um sistema do corpo pode ser afetado, e os sintomas podem oscilar ou voltar. Entre os mais relatados estão:

- Fadiga e mal-estar pós-esforço, uma piora dos sintomas após um esforço.
- Dificuldade de concentração ou de memória, muitas vezes chamada de névoa mental.
- Falta de ar, palpitações e tontura.
- Problemas de sono, dor e alterações no olfato ou no paladar.

## Quem pode ser afetado

A Covid longa pode surgir depois de uma infecção leve ou grave e afeta adultos e crianças. Estudos sugerem que a vacinação reduz o risco, embora não o elimine.

Não existe um exame único para a condição. Quem acha que pode ter Covid longa pode conversar com um profissional de saúde, que também vai investigar outras causas para os sintomas.`,
      },
    },
  },
  {
    slug: "how-hepa-filtration-works",
    category: "transmission",
    access: "FREE",
    publishedDaysAgo: 18,
    tags: ["air-quality", "ventilation"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/airborne-transmission-explained",
      "SCIENTIFIC_LIBRARY/co2-monitoring-as-a-ventilation-proxy",
      "PUBLIC_HEALTH/indoor-air-during-respiratory-season",
    ],
    translations: {
      en: {
        title: "How HEPA filtration works, and why it is not just a fine sieve",
        summary:
          "HEPA filters are a standard tool for cleaning indoor air of small particles, including those that carry viruses. This explainer covers the physics behind them and how air cleaners are rated.",
        body: `HEPA stands for high-efficiency particulate air. To earn the name, a filter must meet a strict standard: in the United States, it must capture at least 99.97% of particles 0.3 micrometers in diameter, the size that is hardest to catch. In Europe, comparable grades are defined by a separate standard.

## Not a sieve

A HEPA filter is a dense mat of fibers, and particles are captured in three main ways:

- **Impaction:** larger particles cannot follow the air around fibers and crash into them.
- **Interception:** mid-sized particles brush against fibers and stick.
- **Diffusion:** the tiniest particles zigzag randomly and eventually hit a fiber.

This is why very small particles are captured efficiently, not just large ones.

## What matters in practice

A portable air cleaner is only as useful as the amount of air it pushes through its filter. Its clean air delivery rate indicates how much filtered air it supplies, which must be matched to the size of the room. HEPA filters remove particles but not gases such as CO2, and they need regular replacement.`,
      },
      es: {
        title: "Cómo funciona la filtración HEPA y por qué no es solo un colador fino",
        summary:
          "Los filtros HEPA son una herramienta estándar para retirar del aire interior partículas pequeñas, incluidas las que transportan virus. Explicamos la física detrás de ellos y cómo se clasifican los purificadores.",
        body: `HEPA son las siglas en inglés de "aire particulado de alta eficiencia". Para llevar ese nombre, un filtro debe cumplir una norma estricta: en Estados Unidos, debe capturar al menos el 99.97% de las partículas de 0.3 micrómetros de diámetro, el tamaño más difícil de atrapar. En Europa, otra norma define grados comparables.

## No es un colador

Un filtro HEPA es una malla densa de fibras, y atrapa partículas de tres formas principales:

- **Impacto:** las partículas grandes no pueden seguir el aire alrededor de las fibras y chocan contra ellas.
- **Intercepción:** las partículas medianas rozan las fibras y se quedan pegadas.
- **Difusión:** las más diminutas se mueven en zigzag al azar y terminan topándose con una fibra.

Por eso captura con eficiencia las partículas muy pequeñas, no solo las grandes.

## Lo que importa en la práctica

Un purificador portátil solo es útil según la cantidad de aire que hace pasar por su filtro. Su tasa de suministro de aire limpio indica cuánto aire filtrado entrega, y debe corresponder al tamaño del espacio. Los filtros HEPA retiran partículas, pero no gases como el CO2, y hay que cambiarlos con regularidad.`,
      },
      fr: {
        title: "Comment fonctionne la filtration HEPA, et pourquoi ce n'est pas un simple tamis",
        summary:
          "Les filtres HEPA sont un outil de référence pour débarrasser l'air intérieur des fines particules, y compris celles qui transportent des virus. La physique derrière ces filtres et la manière dont les purificateurs sont évalués.",
        body: `HEPA signifie en anglais « air particulaire à haute efficacité ». Pour porter ce nom, un filtre doit répondre à une norme exigeante : aux États-Unis, il doit retenir au moins 99,97 % des particules de 0,3 micromètre de diamètre, la taille la plus difficile à capter. En Europe, des classes comparables sont définies par une norme distincte.

## Pas un tamis

Un filtre HEPA est un enchevêtrement dense de fibres, qui capte les particules de trois manières principales :

- **L'impaction :** les grosses particules ne peuvent pas suivre l'air autour des fibres et les percutent.
- **L'interception :** les particules moyennes frôlent les fibres et s'y collent.
- **La diffusion :** les plus fines se déplacent au hasard en zigzag et finissent par heurter une fibre.

C'est pourquoi les très petites particules sont efficacement captées, pas seulement les grosses.

## Ce qui compte en pratique

Un purificateur portable n'est utile qu'à proportion de l'air qu'il fait passer par son filtre. Son débit d'air purifié (CADR) indique la quantité d'air filtré fournie, à adapter à la taille de la pièce. Les filtres HEPA retiennent les particules mais pas les gaz comme le CO2, et doivent être remplacés régulièrement.`,
      },
      pt: {
        title: "Como funciona a filtragem HEPA e por que ela não é só uma peneira fina",
        summary:
          "Os filtros HEPA são uma ferramenta padrão para retirar do ar interno partículas pequenas, incluindo as que carregam vírus. Entenda a física por trás deles e como os purificadores são avaliados.",
        body: `HEPA é a sigla em inglês para "ar particulado de alta eficiência". Para ter esse nome, um filtro precisa cumprir uma norma rigorosa: nos Estados Unidos, deve reter pelo menos 99,97% das partículas de 0,3 micrômetro de diâmetro, o tamanho mais difícil de capturar. Na Europa, graus comparáveis são definidos por outra norma.

## Não é uma peneira

Um filtro HEPA é uma manta densa de fibras, que captura partículas de três formas principais:

- **Impactação:** partículas maiores não conseguem acompanhar o ar em volta das fibras e se chocam com elas.
- **Interceptação:** partículas médias encostam nas fibras e ficam presas.
- **Difusão:** as menores se movem em zigue-zague aleatório e acabam atingindo uma fibra.

Por isso partículas muito pequenas são capturadas com eficiência, e não só as grandes.

## O que importa na prática

Um purificador portátil só é útil na medida do ar que ele faz passar pelo filtro. A taxa de entrega de ar limpo (CADR) indica quanto ar filtrado ele fornece, e deve ser compatível com o tamanho do ambiente. Filtros HEPA removem partículas, mas não gases como o CO2, e precisam ser trocados regularmente.`,
      },
    },
  },
  {
    slug: "how-mrna-vaccines-work",
    category: "vaccines",
    access: "FREE",
    publishedDaysAgo: 25,
    tags: ["vaccination"],
    source: "editorial-team",
    related: [
      "NEWS/how-covid-vaccines-are-updated-for-variants",
      "SCIENTIFIC_LIBRARY/vaccine-effectiveness-vs-efficacy",
    ],
    translations: {
      en: {
        title: "How mRNA vaccines work, step by step",
        summary:
          "mRNA vaccines were the first to be widely used against Covid-19, but the technology had been studied for decades. This explainer walks through what happens after the injection and why the platform is easy to update.",
        body: `Messenger RNA (mRNA) is the molecule cells use to carry instructions from DNA to the machinery that builds proteins. An mRNA vaccine delivers a set of instructions for one viral protein, in the case of Covid-19 the spike protein.

## What happens after the injection

1. Tiny fat bubbles called lipid nanoparticles protect the mRNA and help it enter cells near the injection site.
2. The cells read the instructions and make copies of the spike protein.
3. The immune system recognizes the protein as foreign and produces antibodies and immune cells.
4. The mRNA is broken down within days. It does not enter the cell nucleus and cannot change a person's DNA.

## Why the platform matters

Because only the genetic sequence needs to change, mRNA vaccines can be updated relatively quickly when the virus evolves. Common side effects, such as a sore arm, fatigue or fever, usually pass within a few days. Safety monitoring has identified rare cases of myocarditis, mostly in young men, which is why these systems keep watching after authorization.`,
      },
      es: {
        title: "Cómo funcionan las vacunas de ARNm, paso a paso",
        summary:
          "Las vacunas de ARNm fueron las primeras en usarse ampliamente contra el Covid-19, pero la tecnología se estudiaba desde hacía décadas. Explicamos qué pasa después de la inyección y por qué la plataforma es fácil de actualizar.",
        body: `El ARN mensajero (ARNm) es la molécula que usan las células para llevar instrucciones del ADN a la maquinaria que fabrica proteínas. Una vacuna de ARNm entrega las instrucciones para una sola proteína viral; en el caso del Covid-19, la proteína espiga.

## Qué pasa después de la inyección

1. Pequeñas burbujas de grasa llamadas nanopartículas lipídicas protegen el ARNm y le ayudan a entrar en las células cercanas al sitio de la inyección.
2. Las células leen las instrucciones y fabrican copias de la proteína espiga.
3. El sistema inmunitario reconoce la proteína como extraña y produce anticuerpos y células inmunitarias.
4. El ARNm se degrada en pocos días. No entra al núcleo de la célula y no puede modificar el ADN.

## Por qué importa la plataforma

Como solo hay que cambiar la secuencia genética, las vacunas de ARNm pueden actualizarse con relativa rapidez cuando el virus evoluciona. Los efectos secundarios comunes, como dolor en el brazo, cansancio o fiebre, suelen pasar en unos días. La farmacovigilancia ha identificado casos raros de miocarditis, sobre todo en hombres jóvenes; por eso la vigilancia continúa después de la autorización.`,
      },
      fr: {
        title: "Comment fonctionnent les vaccins à ARN messager, étape par étape",
        summary:
          "Les vaccins à ARN messager ont été les premiers largement utilisés contre le Covid-19, mais la technologie était étudiée depuis des décennies. Ce qui se passe après l'injection, et pourquoi la plateforme est facile à adapter.",
        body: `L'ARN messager (ARNm) est la molécule qu'utilisent les cellules pour transmettre les instructions de l'ADN à la machinerie qui fabrique les protéines. Un vaccin à ARNm apporte les instructions d'une seule protéine virale, la protéine Spike dans le cas du Covid-19.

## Ce qui se passe après l'injection

1. De minuscules bulles de graisse, les nanoparticules lipidiques, protègent l'ARNm et l'aident à entrer dans les cellules proches du point d'injection.
2. Les cellules lisent les instructions et fabriquent des copies de la protéine Spike.
3. Le système immunitaire reconnaît cette protéine comme étrangère et produit des anticorps et des cellules immunitaires.
4. L'ARNm est dégradé en quelques jours. Il n'entre pas dans le noyau de la cellule et ne peut pas modifier l'ADN.

## Pourquoi la plateforme compte

Comme seule la séquence génétique doit changer, les vaccins à ARNm peuvent être adaptés assez rapidement quand le virus évolue. Les effets indésirables fréquents, comme une douleur au bras, de la fatigue ou de la fièvre, disparaissent généralement en quelques jours. La pharmacovigilance a identifié de rares cas de myocardite, surtout chez de jeunes hommes, d'où une surveillance maintenue après l'autorisation.`,
      },
      pt: {
        title: "Como funcionam as vacinas de RNA mensageiro, passo a passo",
        summary:
          "As vacinas de RNA mensageiro foram as primeiras usadas em larga escala contra a Covid-19, mas a tecnologia era estudada havia décadas. Veja o que acontece depois da injeção e por que a plataforma é fácil de atualizar.",
        body: `O RNA mensageiro (mRNA) é a molécula que as células usam para levar instruções do DNA até a maquinaria que fabrica proteínas. Uma vacina de mRNA entrega as instruções para uma única proteína viral; no caso da Covid-19, a proteína spike.

## O que acontece depois da injeção

1. Pequenas bolhas de gordura chamadas nanopartículas lipídicas protegem o mRNA e o ajudam a entrar nas células próximas ao local da aplicação.
2. As células leem as instruções e produzem cópias da proteína spike.
3. O sistema imunológico reconhece a proteína como estranha e produz anticorpos e células de defesa.
4. O mRNA é degradado em poucos dias. Ele não entra no núcleo da célula e não pode alterar o DNA.

## Por que a plataforma importa

Como só a sequência genética precisa mudar, as vacinas de mRNA podem ser atualizadas com relativa rapidez quando o vírus evolui. Efeitos colaterais comuns, como dor no braço, cansaço ou febre, costumam passar em poucos dias. A farmacovigilância identificou casos raros de miocardite, principalmente em homens jovens, e por isso o monitoramento continua após a autorização.`,
      },
    },
  },
  {
    slug: "co2-monitoring-as-a-ventilation-proxy",
    category: "transmission",
    access: "FREE",
    publishedDaysAgo: 35,
    tags: ["ventilation", "air-quality", "schools"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/how-hepa-filtration-works",
      "NEWS/ventilation-in-schools-explained",
      "BLOG/a-teacher-and-the-classroom-co2-monitor",
    ],
    translations: {
      en: {
        title: "CO2 monitors: what they measure and what they cannot tell you",
        summary:
          "Carbon dioxide readings have become a popular way to check whether a room is well ventilated. This explainer looks at why CO2 works as a proxy for exhaled air, how to read it and where it misleads.",
        body: `People exhale carbon dioxide with every breath. Outdoor air contains roughly 400 parts per million (ppm) of CO2, so when indoor levels climb well above that, it means exhaled air is building up because not enough fresh air is coming in. Since exhaled air can also carry respiratory particles, CO2 serves as a practical, indirect indicator of ventilation.

## Reading a monitor

Many guidelines use values of around 800 to 1,000 ppm as signals that a room needs more ventilation. Readings depend on how many people are present and how long they have been there, so trends during the day are more telling than a single number.

## The limits

- A CO2 monitor does not detect viruses.
- Air cleaners remove particles but not CO2, so in a room with good filtration, CO2 can overstate the risk.
- Low-cost devices that estimate CO2 from other gases are less reliable than sensors that measure it directly, usually labeled NDIR.

Used with these caveats, CO2 monitors help people see invisible air and adjust ventilation.`,
      },
      es: {
        title: "Medidores de CO2: qué miden y qué no pueden decirte",
        summary:
          "Las lecturas de dióxido de carbono se han vuelto una forma popular de saber si un espacio está bien ventilado. Explicamos por qué el CO2 sirve como indicador del aire exhalado, cómo leerlo y cuándo engaña.",
        body: `Con cada respiración exhalamos dióxido de carbono. El aire exterior contiene alrededor de 400 partes por millón (ppm) de CO2, así que cuando los niveles interiores suben muy por encima, significa que el aire exhalado se acumula porque no entra suficiente aire fresco. Como el aire exhalado también puede llevar partículas respiratorias, el CO2 funciona como un indicador práctico e indirecto de la ventilación.

## Cómo leer un medidor

Muchas guías usan valores de entre 800 y 1,000 ppm como señal de que un espacio necesita más ventilación. Las lecturas dependen de cuántas personas hay y desde hace cuánto están ahí, así que las tendencias durante el día dicen más que una cifra aislada.

## Los límites

- Un medidor de CO2 no detecta virus.
- Los purificadores retiran partículas pero no CO2, así que en un espacio con buena filtración el CO2 puede exagerar el riesgo.
- Los equipos baratos que estiman el CO2 a partir de otros gases son menos confiables que los sensores que lo miden directamente, normalmente identificados como NDIR.

Con estas precauciones, los medidores ayudan a ver el aire invisible y ajustar la ventilación.`,
      },
      fr: {
        title: "Capteurs de CO2 : ce qu'ils mesurent et ce qu'ils ne disent pas",
        summary:
          "La mesure du dioxyde de carbone est devenue un moyen courant de vérifier si une pièce est bien aérée. Pourquoi le CO2 sert d'indicateur de l'air expiré, comment lire un capteur et quand il induit en erreur.",
        body: `Nous expirons du dioxyde de carbone à chaque respiration. L'air extérieur contient environ 400 parties par million (ppm) de CO2 ; quand le taux intérieur monte nettement au-dessus, c'est que l'air expiré s'accumule faute d'un apport suffisant d'air neuf. Comme l'air expiré peut aussi contenir des particules respiratoires, le CO2 est un indicateur pratique et indirect de la ventilation.

## Lire un capteur

De nombreuses recommandations retiennent des valeurs de l'ordre de 800 à 1 000 ppm comme signal qu'une pièce doit être davantage aérée. Les mesures dépendent du nombre de personnes présentes et de la durée de leur présence : l'évolution au fil de la journée en dit plus qu'un chiffre isolé.

## Les limites

- Un capteur de CO2 ne détecte pas les virus.
- Les purificateurs retiennent les particules mais pas le CO2 : dans une pièce bien filtrée, le CO2 peut surestimer le risque.
- Les appareils bon marché qui estiment le CO2 à partir d'autres gaz sont moins fiables que les capteurs qui le mesurent directement, généralement de type NDIR.

Avec ces précautions, les capteurs rendent visible l'air que l'on respire et aident à ajuster l'aération.`,
      },
      pt: {
        title: "Medidores de CO2: o que eles medem e o que não conseguem dizer",
        summary:
          "As leituras de dióxido de carbono viraram uma forma popular de verificar se um ambiente está bem ventilado. Entenda por que o CO2 serve como indicador do ar exalado, como interpretá-lo e quando ele engana.",
        body: `A cada respiração, exalamos dióxido de carbono. O ar externo contém cerca de 400 partes por milhão (ppm) de CO2; quando os níveis internos sobem bem acima disso, significa que o ar exalado está se acumulando porque não entra ar fresco suficiente. Como o ar exalado também pode carregar partículas respiratórias, o CO2 funciona como um indicador prático e indireto da ventilação.

## Como ler um medidor

Muitas orientações usam valores em torno de 800 a 1.000 ppm como sinal de que o ambiente precisa de mais ventilação. As leituras dependem de quantas pessoas estão presentes e há quanto tempo, então as tendências ao longo do dia dizem mais do que um número isolado.

## Os limites

- Um medidor de CO2 não detecta vírus.
- Purificadores removem partículas, mas não CO2, então em um ambiente com boa filtragem o CO2 pode superestimar o risco.
- Aparelhos baratos que estimam o CO2 a partir de outros gases são menos confiáveis do que sensores que o medem diretamente, geralmente identificados como NDIR.

Com essas ressalvas, os medidores ajudam a enxergar o ar invisível e ajustar a ventilação.`,
      },
    },
  },
  {
    slug: "how-covid-antivirals-work",
    category: "treatments",
    access: "FREE",
    publishedDaysAgo: 50,
    tags: ["testing", "older-adults"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/how-clinical-trials-evaluate-treatments",
      "SCIENTIFIC_LIBRARY/monoclonal-antibodies-and-variants",
    ],
    translations: {
      en: {
        title: "How Covid-19 antivirals work, and why timing matters",
        summary:
          "Antiviral medicines can reduce the risk of severe Covid-19 in people at higher risk. This explainer describes how they interfere with the virus and why they are used early and under medical supervision.",
        body: `Viruses cannot reproduce on their own; they hijack our cells to copy themselves. Antiviral medicines interfere with specific steps of that process. For SARS-CoV-2, the main approaches target two viral enzymes:

- **Protease inhibitors** block an enzyme the virus needs to cut its long chain of proteins into working parts.
- **Polymerase inhibitors** disrupt the enzyme that copies the virus's genetic material, either stopping it or introducing errors.

## Why timing matters

The virus multiplies fastest in the first days of illness. Antivirals are therefore most useful when started early, before the disease progresses. Later, severe Covid-19 is driven more by the body's inflammatory response, which is treated in hospital with other medicines, such as corticosteroids for patients who need oxygen.

## Why a prescriber is involved

Antivirals are mainly recommended for people at higher risk of severe disease, such as older adults and people with weakened immune systems. Some interact with common medicines, so a health professional needs to review each person's situation. Recommendations vary by country and evolve with new evidence.`,
      },
      es: {
        title: "Cómo funcionan los antivirales contra el Covid-19 y por qué importa el momento",
        summary:
          "Los medicamentos antivirales pueden reducir el riesgo de Covid-19 grave en personas con mayor riesgo. Explicamos cómo interfieren con el virus y por qué se usan pronto y con supervisión médica.",
        body: `Los virus no pueden reproducirse por sí solos; se apoderan de nuestras células para copiarse. Los antivirales interfieren con pasos específicos de ese proceso. Contra el SARS-CoV-2, los principales enfoques atacan dos enzimas virales:

- **Los inhibidores de proteasa** bloquean una enzima que el virus necesita para cortar su larga cadena de proteínas en piezas funcionales.
- **Los inhibidores de polimerasa** alteran la enzima que copia el material genético del virus, ya sea deteniéndola o introduciendo errores.

## Por qué importa el momento

El virus se multiplica más rápido en los primeros días de la enfermedad. Por eso los antivirales son más útiles cuando se inician pronto, antes de que la enfermedad avance. Después, el Covid-19 grave depende más de la respuesta inflamatoria del cuerpo, que en el hospital se trata con otros medicamentos, como los corticoides en pacientes que necesitan oxígeno.

## Por qué interviene un profesional

Los antivirales se recomiendan sobre todo a personas con mayor riesgo de enfermedad grave, como personas mayores o inmunodeprimidas. Algunos interactúan con medicamentos comunes, así que un profesional de la salud debe revisar cada caso. Las recomendaciones varían por país y cambian con la nueva evidencia.`,
      },
      fr: {
        title: "Comment agissent les antiviraux contre le Covid-19, et pourquoi le moment compte",
        summary:
          "Les médicaments antiviraux peuvent réduire le risque de forme grave de Covid-19 chez les personnes à risque. Comment ils perturbent le virus, et pourquoi ils sont utilisés tôt et sous supervision médicale.",
        body: `Les virus ne peuvent pas se reproduire seuls : ils détournent nos cellules pour se copier. Les antiviraux perturbent des étapes précises de ce processus. Contre le SARS-CoV-2, les principales approches ciblent deux enzymes virales :

- **Les inhibiteurs de protéase** bloquent une enzyme dont le virus a besoin pour découper sa longue chaîne de protéines en éléments fonctionnels.
- **Les inhibiteurs de polymérase** perturbent l'enzyme qui copie le matériel génétique du virus, en l'arrêtant ou en y introduisant des erreurs.

## Pourquoi le moment compte

Le virus se multiplie le plus vite pendant les premiers jours de la maladie. Les antiviraux sont donc surtout utiles s'ils sont débutés tôt, avant que la maladie ne s'aggrave. Plus tard, les formes graves sont surtout dues à la réponse inflammatoire de l'organisme, traitée à l'hôpital par d'autres médicaments, comme les corticoïdes chez les patients sous oxygène.

## Pourquoi un prescripteur intervient

Les antiviraux sont surtout recommandés aux personnes à risque de forme grave, comme les personnes âgées ou immunodéprimées. Certains interagissent avec des médicaments courants : un professionnel de santé doit examiner chaque situation. Les recommandations varient selon les pays et évoluent avec les données.`,
      },
      pt: {
        title: "Como funcionam os antivirais contra a Covid-19 e por que o momento importa",
        summary:
          "Medicamentos antivirais podem reduzir o risco de Covid-19 grave em pessoas de maior risco. Entenda como eles interferem no vírus e por que são usados cedo e com supervisão médica.",
        body: `Os vírus não conseguem se reproduzir sozinhos; eles sequestram nossas células para se copiar. Os antivirais interferem em etapas específicas desse processo. Contra o SARS-CoV-2, as principais abordagens atacam duas enzimas virais:

- **Inibidores de protease** bloqueiam uma enzima de que o vírus precisa para cortar sua longa cadeia de proteínas em partes funcionais.
- **Inibidores de polimerase** atrapalham a enzima que copia o material genético do vírus, seja interrompendo-a, seja introduzindo erros.

## Por que o momento importa

O vírus se multiplica mais rápido nos primeiros dias da doença. Por isso os antivirais são mais úteis quando iniciados cedo, antes que o quadro avance. Depois, a Covid-19 grave é movida mais pela resposta inflamatória do corpo, tratada no hospital com outros medicamentos, como corticoides em pacientes que precisam de oxigênio.

## Por que um profissional participa

Os antivirais são recomendados principalmente para pessoas com maior risco de doença grave, como idosos e pessoas imunossuprimidas. Alguns interagem com medicamentos comuns, então um profissional de saúde precisa avaliar cada caso. As recomendações variam entre países e mudam com novas evidências.`,
      },
    },
  },
  {
    slug: "post-exertional-malaise-and-pacing",
    category: "long-covid",
    access: "LIMITED",
    publishedDaysAgo: 60,
    tags: ["long-covid", "accessibility"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/what-is-long-covid",
      "SCIENTIFIC_LIBRARY/proposed-mechanisms-of-long-covid",
      "BLOG/living-with-long-covid-a-composite-story",
    ],
    translations: {
      en: {
        title: "Post-exertional malaise: the long Covid symptom that changes the rules of recovery",
        summary:
          "For many people with long Covid, effort is followed by a crash hours or days later. This explainer describes post-exertional malaise, its link with ME/CFS and why it shapes how rehabilitation is approached.",
        body: `Post-exertional malaise (PEM) is a worsening of symptoms after physical, mental or emotional effort that would previously have been easy. It often appears with a delay of hours or days and can last days, weeks or longer. Many people with long Covid report it, and it is a defining feature of myalgic encephalomyelitis/chronic fatigue syndrome (ME/CFS).

## Why it matters for care

With PEM, the familiar advice to "push through" tiredness can backfire. Several health bodies now caution that exercise-based rehabilitation should be carefully adapted, or avoided, for people who experience PEM, and that care should be tailored to the individual.

## What pacing means

Pacing is an approach to managing energy rather than a cure. It generally involves:

- Noticing which activities trigger symptoms, including cognitive and social ones.
- Planning rest and breaking tasks into smaller parts.
- Staying within one's limits to reduce crashes.

How to apply it differs from person to person. People living with these symptoms can ask a health professional familiar with long Covid or ME/CFS for guidance.`,
      },
      es: {
        title: "Malestar posesfuerzo: el síntoma del covid persistente que cambia la recuperación",
        summary:
          "Para muchas personas con covid persistente, el esfuerzo va seguido de una recaída horas o días después. Describimos el malestar posesfuerzo, su relación con la EM/SFC y por qué cambia el enfoque de la rehabilitación.",
        body: `El malestar posesfuerzo (MPE) es un empeoramiento de los síntomas después de un esfuerzo físico, mental o emocional que antes habría sido fácil. Suele aparecer con horas o días de retraso y puede durar días, semanas o más. Muchas personas con covid persistente lo reportan, y es un rasgo definitorio de la encefalomielitis miálgica/síndrome de fatiga crónica (EM/SFC).

## Por qué importa para la atención

Con MPE, el consejo habitual de "echarle ganas" contra el cansancio puede ser contraproducente. Varias instituciones de salud advierten hoy que la rehabilitación basada en ejercicio debe adaptarse con cuidado, o evitarse, en personas con MPE, y que la atención debe ser individualizada.

## Qué significa dosificar la energía

La dosificación (pacing, en inglés) es una forma de gestionar la energía, no una cura. En general implica:

- Identificar qué actividades desencadenan síntomas, incluidas las cognitivas y sociales.
- Planear descansos y dividir las tareas en partes más pequeñas.
- Mantenerse dentro de los propios límites para reducir las recaídas.

Cómo aplicarlo varía de una persona a otra. Quienes viven con estos síntomas pueden pedir orientación a un profesional de la salud con experiencia en covid persistente o EM/SFC.`,
      },
      fr: {
        title: "Le malaise post-effort : le symptôme du Covid long qui change les règles du rétablissement",
        summary:
          "Chez beaucoup de personnes atteintes de Covid long, l'effort est suivi d'un effondrement quelques heures ou jours plus tard. Le malaise post-effort, son lien avec l'EM/SFC et pourquoi il modifie l'approche de la réadaptation.",
        body: `Le malaise post-effort (MPE) est une aggravation des symptômes après un effort physique, intellectuel ou émotionnel qui aurait auparavant été facile. Il survient souvent avec un décalage de plusieurs heures ou jours et peut durer des jours, des semaines ou davantage. De nombreuses personnes atteintes de Covid long le décrivent, et c'est un critère central de l'encéphalomyélite myalgique/syndrome de fatigue chronique (EM/SFC).

## Pourquoi c'est important pour les soins

En cas de MPE, le conseil classique de « forcer » malgré la fatigue peut se retourner contre la personne. Plusieurs instances sanitaires recommandent désormais d'adapter avec prudence, voire d'éviter, la réadaptation fondée sur l'exercice chez les personnes concernées, et d'individualiser la prise en charge.

## Ce que recouvre la gestion de l'énergie

La gestion de l'énergie (pacing) n'est pas un traitement curatif. Elle consiste en général à :

- repérer les activités qui déclenchent les symptômes, y compris intellectuelles et sociales ;
- planifier des temps de repos et fractionner les tâches ;
- rester dans ses limites pour réduire les rechutes.

Sa mise en pratique varie d'une personne à l'autre. Un professionnel de santé connaissant le Covid long ou l'EM/SFC peut accompagner les personnes concernées.`,
      },
      pt: {
        title: "Mal-estar pós-esforço: o sintoma da Covid longa que muda as regras da recuperação",
        summary:
          "Para muitas pessoas com Covid longa, o esforço é seguido de uma crise horas ou dias depois. Entenda o mal-estar pós-esforço, sua relação com a EM/SFC e por que ele muda a forma de pensar a reabilitação.",
        body: `O mal-estar pós-esforço (MEP) é uma piora dos sintomas depois de um esforço físico, mental ou emocional que antes seria fácil. Costuma surgir com atraso de horas ou dias e pode durar dias, semanas ou mais. Muitas pessoas com Covid longa relatam o problema, que é uma característica central da encefalomielite miálgica/síndrome da fadiga crônica (EM/SFC).

## Por que isso importa para o cuidado

Com MEP, o conselho comum de "forçar" apesar do cansaço pode sair pela culatra. Várias instituições de saúde hoje alertam que a reabilitação baseada em exercícios deve ser adaptada com cuidado, ou evitada, em pessoas com MEP, e que o cuidado deve ser individualizado.

## O que é a gestão de energia

A gestão de energia (pacing, em inglês) é uma forma de administrar a energia, e não uma cura. Em geral, envolve:

- Perceber quais atividades desencadeiam sintomas, inclusive as cognitivas e sociais.
- Planejar pausas e dividir tarefas em partes menores.
- Ficar dentro dos próprios limites para reduzir as crises.

A aplicação varia de pessoa para pessoa. Quem convive com esses sintomas pode buscar orientação de um profissional de saúde que conheça a Covid longa ou a EM/SFC.`,
      },
    },
  },
  {
    slug: "how-masks-and-respirators-filter",
    category: "transmission",
    access: "FREE",
    publishedDaysAgo: 80,
    tags: ["masks", "air-quality"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/airborne-transmission-explained",
      "SCIENTIFIC_LIBRARY/how-hepa-filtration-works",
      "PUBLIC_HEALTH/covid-19-and-travel-health",
    ],
    translations: {
      en: {
        title: "Masks and respirators: how they filter and why fit matters",
        summary:
          "Cloth masks, surgical masks and respirators such as N95 or FFP2 work in different ways. This explainer covers the science of filtration, the role of fit and why the differences matter for airborne viruses.",
        body: `Face coverings reduce exposure in two ways: they filter particles from the air passing through them, and they limit how much exhaled air escapes. How well they do this depends on both the material and the fit.

## Three broad types

- **Cloth masks** vary widely, and their filtration is generally lower.
- **Surgical masks** are designed mainly to stop droplets and splashes. They filter better than most cloth but usually fit loosely at the sides.
- **Respirators**, certified to standards such as N95 in the United States or FFP2 and FFP3 in Europe, use electrostatically charged fibers to capture small particles and are designed to seal against the face.

## Why fit matters

Air follows the path of least resistance. If a mask has gaps, much of the air flows around the filter rather than through it. That is why workplaces that require respirators use fit testing, and why facial hair and the wrong size reduce protection.

Like other layers of protection, masks work best alongside ventilation, filtration and vaccination.`,
      },
      es: {
        title: "Cubrebocas y respiradores: cómo filtran y por qué importa el ajuste",
        summary:
          "Los cubrebocas de tela, los quirúrgicos y los respiradores como N95 o FFP2 funcionan de manera distinta. Explicamos la ciencia de la filtración, el papel del ajuste y por qué importan las diferencias frente a los virus en el aire.",
        body: `Los cubrebocas reducen la exposición de dos maneras: filtran partículas del aire que pasa a través de ellos y limitan la salida del aire exhalado. Qué tan bien lo logran depende tanto del material como del ajuste.

## Tres tipos generales

- **Los cubrebocas de tela** varían mucho, y su filtración suele ser menor.
- **Los cubrebocas quirúrgicos** están diseñados sobre todo para frenar gotas y salpicaduras. Filtran mejor que la mayoría de los de tela, pero suelen quedar holgados a los lados.
- **Los respiradores**, certificados con normas como N95 en Estados Unidos o FFP2 y FFP3 en Europa, usan fibras con carga electrostática para atrapar partículas pequeñas y están diseñados para sellar contra la cara.

## Por qué importa el ajuste

El aire sigue el camino de menor resistencia. Si un cubrebocas tiene huecos, buena parte del aire pasa alrededor del filtro y no a través de él. Por eso los lugares de trabajo que exigen respiradores hacen pruebas de ajuste, y por eso la barba o una talla inadecuada reducen la protección.

Como otras capas de protección, los cubrebocas funcionan mejor junto con la ventilación, la filtración y la vacunación.`,
      },
      fr: {
        title: "Masques et respirateurs : comment ils filtrent et pourquoi l'ajustement compte",
        summary:
          "Masques en tissu, masques chirurgicaux et respirateurs comme les FFP2 ou N95 fonctionnent différemment. La science de la filtration, le rôle de l'ajustement et pourquoi ces différences comptent face aux virus aéroportés.",
        body: `Les masques réduisent l'exposition de deux façons : ils filtrent les particules de l'air qui les traverse et limitent la fuite de l'air expiré. Leur efficacité dépend à la fois du matériau et de l'ajustement.

## Trois grandes catégories

- **Les masques en tissu** sont très variables, et leur filtration est généralement plus faible.
- **Les masques chirurgicaux** sont surtout conçus pour arrêter les gouttelettes et les projections. Ils filtrent mieux que la plupart des masques en tissu, mais laissent souvent des fuites sur les côtés.
- **Les respirateurs**, certifiés selon des normes comme FFP2 et FFP3 en Europe ou N95 aux États-Unis, utilisent des fibres chargées électrostatiquement pour capter les fines particules et sont conçus pour épouser le visage.

## Pourquoi l'ajustement compte

L'air suit le chemin de moindre résistance. Si un masque présente des fuites, une grande partie de l'air contourne le filtre au lieu de le traverser. C'est pourquoi les milieux de travail qui imposent des respirateurs pratiquent des essais d'ajustement, et pourquoi la barbe ou une taille inadaptée réduisent la protection.

Comme les autres couches de protection, les masques sont plus efficaces associés à la ventilation, à la filtration et à la vaccination.`,
      },
      pt: {
        title: "Máscaras e respiradores: como filtram e por que a vedação importa",
        summary:
          "Máscaras de pano, máscaras cirúrgicas e respiradores como N95 ou PFF2 funcionam de formas diferentes. Entenda a ciência da filtragem, o papel da vedação e por que as diferenças importam contra vírus no ar.",
        body: `As máscaras reduzem a exposição de duas formas: filtram partículas do ar que passa por elas e limitam a saída do ar exalado. O desempenho depende tanto do material quanto da vedação.

## Três tipos gerais

- **Máscaras de pano** variam muito, e sua filtragem costuma ser menor.
- **Máscaras cirúrgicas** foram feitas principalmente para barrar gotículas e respingos. Filtram melhor do que a maioria das de pano, mas costumam ficar folgadas nas laterais.
- **Respiradores**, certificados por normas como N95 nos Estados Unidos, FFP2 e FFP3 na Europa ou PFF2 no Brasil, usam fibras com carga eletrostática para capturar partículas pequenas e são projetados para vedar no rosto.

## Por que a vedação importa

O ar segue o caminho de menor resistência. Se a máscara tem frestas, boa parte do ar passa ao redor do filtro, e não através dele. Por isso locais de trabalho que exigem respiradores fazem testes de vedação, e por isso barba ou tamanho inadequado reduzem a proteção.

Como outras camadas de proteção, as máscaras funcionam melhor junto com ventilação, filtragem e vacinação.`,
      },
    },
  },
  {
    slug: "vaccine-effectiveness-vs-efficacy",
    category: "vaccines",
    access: "FREE",
    publishedDaysAgo: 110,
    tags: ["vaccination", "surveillance"],
    source: "editorial-team",
    related: ["SCIENTIFIC_LIBRARY/hybrid-immunity-and-waning", "SCIENTIFIC_LIBRARY/how-mrna-vaccines-work"],
    translations: {
      en: {
        title: "Vaccine efficacy versus effectiveness: reading the numbers correctly",
        summary:
          "Vaccine studies report percentages that are easy to misread. This explainer separates efficacy in trials from effectiveness in the real world and explains what a percentage reduction actually means.",
        body: `**Efficacy** is measured in randomized controlled trials, where volunteers receive either the vaccine or a placebo and are followed under controlled conditions. **Effectiveness** is measured after authorization, in the real world, using observational studies of large populations. Public health agencies such as ECDC coordinate studies of this kind across countries.

## What the percentage means

A figure like "70% effective against hospitalization" means that vaccinated people in the study were hospitalized 70% less often than comparable unvaccinated people. It does not mean that 30% of vaccinated people end up in hospital.

## Why real-world estimates change

- **Waning:** protection, especially against infection, tends to decline over the months after a dose.
- **Variants:** new lineages can reduce protection against infection.
- **Prior infection:** as most people have been infected at least once, comparisons become more complex.
- **Study design:** methods such as the test-negative design have strengths and biases that researchers must account for.

This is why effectiveness estimates are reported separately for outcomes such as infection, hospitalization and death, and for different time periods.`,
      },
      es: {
        title: "Eficacia y efectividad de las vacunas: cómo leer bien las cifras",
        summary:
          "Los estudios de vacunas reportan porcentajes fáciles de malinterpretar. Distinguimos la eficacia en ensayos de la efectividad en el mundo real y explicamos qué significa de verdad una reducción porcentual.",
        body: `La **eficacia** se mide en ensayos clínicos aleatorizados, donde las personas voluntarias reciben la vacuna o un placebo y se les da seguimiento en condiciones controladas. La **efectividad** se mide después de la autorización, en el mundo real, con estudios observacionales en grandes poblaciones. Agencias como el ECDC coordinan este tipo de estudios entre países.

## Qué significa el porcentaje

Una cifra como "70% de efectividad contra la hospitalización" significa que, en el estudio, las personas vacunadas se hospitalizaron un 70% menos que personas comparables sin vacunar. No significa que el 30% de las personas vacunadas termine en el hospital.

## Por qué cambian las estimaciones

- **Disminución con el tiempo:** la protección, sobre todo contra la infección, tiende a bajar en los meses posteriores a una dosis.
- **Variantes:** los nuevos linajes pueden reducir la protección contra la infección.
- **Infección previa:** como casi todas las personas ya se infectaron al menos una vez, las comparaciones se complican.
- **Diseño del estudio:** métodos como el diseño de casos negativos tienen fortalezas y sesgos que hay que considerar.

Por eso la efectividad se reporta por separado para infección, hospitalización y muerte, y para distintos periodos.`,
      },
      fr: {
        title: "Efficacité en essai et efficacité en vie réelle : bien lire les chiffres",
        summary:
          "Les études sur les vaccins publient des pourcentages faciles à mal interpréter. La différence entre l'efficacité mesurée en essai et celle observée en vie réelle, et ce que signifie vraiment une réduction en pourcentage.",
        body: `L'**efficacité en essai** (efficacy) est mesurée lors d'essais contrôlés randomisés : des volontaires reçoivent le vaccin ou un placebo et sont suivis dans des conditions contrôlées. L'**efficacité en vie réelle** (effectiveness) est mesurée après l'autorisation, par des études observationnelles sur de grandes populations. Des agences comme l'ECDC coordonnent ce type d'études entre pays.

## Ce que signifie le pourcentage

Un chiffre comme « 70 % d'efficacité contre l'hospitalisation » signifie que, dans l'étude, les personnes vaccinées ont été hospitalisées 70 % moins souvent que des personnes comparables non vaccinées. Cela ne veut pas dire que 30 % des personnes vaccinées finissent à l'hôpital.

## Pourquoi les estimations évoluent

- **Le déclin :** la protection, surtout contre l'infection, tend à baisser dans les mois qui suivent une dose.
- **Les variants :** les nouvelles lignées peuvent réduire la protection contre l'infection.
- **Les infections passées :** la plupart des gens ayant déjà été infectés, les comparaisons se compliquent.
- **La méthode :** des approches comme le schéma test-négatif ont des atouts et des biais dont il faut tenir compte.

C'est pourquoi l'efficacité est présentée séparément pour l'infection, l'hospitalisation et le décès, et selon les périodes.`,
      },
      pt: {
        title: "Eficácia e efetividade das vacinas: como ler os números corretamente",
        summary:
          "Estudos sobre vacinas divulgam porcentagens fáceis de interpretar mal. Veja a diferença entre eficácia nos ensaios e efetividade no mundo real e o que uma redução percentual realmente significa.",
        body: `A **eficácia** é medida em ensaios clínicos randomizados, em que voluntários recebem a vacina ou um placebo e são acompanhados em condições controladas. A **efetividade** é medida depois da autorização, no mundo real, com estudos observacionais em grandes populações. Agências como o ECDC coordenam estudos desse tipo entre países.

## O que a porcentagem significa

Um número como "70% de efetividade contra internação" significa que, no estudo, as pessoas vacinadas foram internadas 70% menos do que pessoas comparáveis não vacinadas. Não significa que 30% das pessoas vacinadas acabam no hospital.

## Por que as estimativas mudam

- **Queda com o tempo:** a proteção, principalmente contra infecção, tende a diminuir nos meses após uma dose.
- **Variantes:** novas linhagens podem reduzir a proteção contra infecção.
- **Infecção prévia:** como a maioria das pessoas já se infectou ao menos uma vez, as comparações ficam mais complexas.
- **Desenho do estudo:** métodos como o desenho teste-negativo têm pontos fortes e vieses que precisam ser considerados.

Por isso a efetividade é apresentada separadamente para infecção, internação e óbito, e para diferentes períodos.`,
      },
    },
  },
  {
    slug: "long-covid-in-children",
    category: "long-covid",
    access: "FREE",
    publishedDaysAgo: 140,
    tags: ["long-covid", "children", "schools"],
    source: "editorial-team",
    related: ["SCIENTIFIC_LIBRARY/what-is-long-covid", "PUBLIC_HEALTH/respiratory-viruses-in-children"],
    translations: {
      en: {
        title: "Long Covid in children and teenagers: what research shows so far",
        summary:
          "Children can also develop long Covid, though it has been studied less than in adults. This overview covers the symptoms reported, why diagnosis is difficult and what it means for school life.",
        body: `Long Covid is not limited to adults. Children and teenagers can also have symptoms that persist for months after an infection, even when the initial illness was mild. Studies suggest it is less frequent than in adults, but estimates vary widely because of differences in definitions and methods.

## Symptoms reported

- Fatigue and reduced stamina, sometimes with post-exertional malaise.
- Headaches, difficulty concentrating and memory problems.
- Sleep disturbances, abdominal pain and dizziness.
- Mood changes, which can be hard to separate from the wider effects of the pandemic.

## Why diagnosis is hard

Young children may struggle to describe their symptoms, and many of these complaints have other possible causes. Pediatricians usually need to rule out other conditions before considering long Covid, which takes time.

## School life

For affected children, attendance, homework and physical education can become difficult. Flexible arrangements agreed between families, schools and health professionals, such as adapted timetables or rest breaks, can help them keep learning. Parents with concerns can discuss them with their child's doctor.`,
      },
      es: {
        title: "Covid persistente en niñas, niños y adolescentes: lo que muestra la investigación",
        summary:
          "Niñas y niños también pueden desarrollar covid persistente, aunque se ha estudiado menos que en personas adultas. Repasamos los síntomas reportados, por qué el diagnóstico es difícil y qué implica para la vida escolar.",
        body: `El covid persistente no se limita a las personas adultas. Niñas, niños y adolescentes también pueden tener síntomas que duran meses después de una infección, incluso si la enfermedad inicial fue leve. Los estudios sugieren que es menos frecuente que en adultos, pero las estimaciones varían mucho por diferencias en definiciones y métodos.

## Síntomas reportados

- Fatiga y menor resistencia, a veces con malestar posesfuerzo.
- Dolores de cabeza, dificultad para concentrarse y problemas de memoria.
- Alteraciones del sueño, dolor abdominal y mareos.
- Cambios en el estado de ánimo, difíciles de separar de los efectos más amplios de la pandemia.

## Por qué el diagnóstico es difícil

A los más pequeños les puede costar describir lo que sienten, y muchas de estas molestias tienen otras causas posibles. Los pediatras suelen tener que descartar otras afecciones antes de considerar el covid persistente, lo que toma tiempo.

## La vida escolar

Para los niños afectados, asistir a clases, hacer tareas y la educación física pueden volverse difíciles. Acuerdos flexibles entre familias, escuelas y profesionales de la salud, como horarios adaptados o pausas de descanso, pueden ayudarles a seguir aprendiendo. Las familias con dudas pueden consultarlas con el médico de su hijo o hija.`,
      },
      fr: {
        title: "Le Covid long chez l'enfant et l'adolescent : ce que montre la recherche",
        summary:
          "Les enfants peuvent eux aussi développer un Covid long, même s'il a été moins étudié que chez l'adulte. Les symptômes rapportés, les difficultés du diagnostic et les conséquences sur la vie scolaire.",
        body: `Le Covid long ne concerne pas que les adultes. Enfants et adolescents peuvent aussi présenter des symptômes qui persistent des mois après une infection, même bénigne au départ. Les études suggèrent qu'il est moins fréquent que chez l'adulte, mais les estimations varient beaucoup selon les définitions et les méthodes.

## Les symptômes rapportés

- Fatigue et endurance réduite, parfois avec un malaise post-effort.
- Maux de tête, difficultés de concentration et troubles de la mémoire.
- Troubles du sommeil, douleurs abdominales et vertiges.
- Changements d'humeur, difficiles à distinguer des effets plus larges de la pandémie.

## Pourquoi le diagnostic est difficile

Les jeunes enfants peinent parfois à décrire ce qu'ils ressentent, et beaucoup de ces plaintes ont d'autres causes possibles. Les pédiatres doivent généralement écarter d'autres maladies avant d'évoquer un Covid long, ce qui prend du temps.

## La vie scolaire

Pour les enfants concernés, l'assiduité, les devoirs et l'éducation physique peuvent devenir difficiles. Des aménagements décidés ensemble par les familles, l'école et les soignants, comme un emploi du temps adapté ou des temps de repos, peuvent les aider à poursuivre leurs apprentissages. Les parents inquiets peuvent en parler au médecin de leur enfant.`,
      },
      pt: {
        title: "Covid longa em crianças e adolescentes: o que a pesquisa mostra até agora",
        summary:
          "Crianças também podem desenvolver Covid longa, embora ela tenha sido menos estudada do que em adultos. Veja os sintomas relatados, por que o diagnóstico é difícil e o que isso significa para a vida escolar.",
        body: `A Covid longa não se limita aos adultos. Crianças e adolescentes também podem ter sintomas que persistem por meses após uma infecção, mesmo quando a doença inicial foi leve. Estudos sugerem que ela é menos frequente do que em adultos, mas as estimativas variam muito por causa de diferenças nas definições e nos métodos.

## Sintomas relatados

- Fadiga e menor resistência, às vezes com mal-estar pós-esforço.
- Dores de cabeça, dificuldade de concentração e problemas de memória.
- Distúrbios do sono, dor abdominal e tontura.
- Mudanças de humor, difíceis de separar dos efeitos mais amplos da pandemia.

## Por que o diagnóstico é difícil

Crianças pequenas podem ter dificuldade para descrever o que sentem, e muitas dessas queixas têm outras causas possíveis. Os pediatras geralmente precisam descartar outras condições antes de considerar a Covid longa, o que leva tempo.

## A vida escolar

Para as crianças afetadas, frequência, lição de casa e educação física podem ficar difíceis. Combinações flexíveis entre famílias, escolas e profissionais de saúde, como horários adaptados ou pausas para descanso, podem ajudá-las a continuar aprendendo. Pais e responsáveis com dúvidas podem conversar com o médico da criança.`,
      },
    },
  },
  {
    slug: "how-clinical-trials-evaluate-treatments",
    category: "treatments",
    access: "FREE",
    publishedDaysAgo: 170,
    tags: ["older-adults", "long-covid"],
    source: "editorial-team",
    related: ["SCIENTIFIC_LIBRARY/how-covid-antivirals-work", "NEWS/long-covid-research-priorities"],
    translations: {
      en: {
        title: "What the pandemic taught us about testing treatments",
        summary:
          "Early in the pandemic, many medicines were used on the strength of laboratory results or small studies. Large randomized trials later sorted what worked from what did not. Here is why that matters.",
        body: `When a new disease appears, doctors look for anything that might help. Early in the Covid-19 pandemic, several existing medicines were widely used after promising results in the laboratory or in small observational studies.

## Why randomization matters

In a randomized controlled trial, chance decides who receives a treatment and who receives standard care or a placebo. This balances the groups, so any difference in outcomes can be attributed to the treatment. Observational studies are vulnerable to hidden differences between patients.

## The lessons of large trials

Large platform trials, such as the RECOVERY trial in the United Kingdom and WHO's Solidarity trial, tested several treatments in parallel across many hospitals. They showed that some widely used medicines, such as hydroxychloroquine, did not help hospitalized patients, and that an inexpensive corticosteroid reduced deaths among patients who needed oxygen.

## Still relevant today

The same approach now applies to long Covid, where many treatments are being tested. Trials also need to include older adults and other groups most affected, so that results apply to the people who need them.`,
      },
      es: {
        title: "Lo que la pandemia nos enseñó sobre cómo probar tratamientos",
        summary:
          "Al inicio de la pandemia, muchos medicamentos se usaron con base en resultados de laboratorio o estudios pequeños. Después, grandes ensayos aleatorizados separaron lo que funcionaba de lo que no. Te explicamos por qué importa.",
        body: `Cuando aparece una enfermedad nueva, los médicos buscan cualquier cosa que pueda ayudar. Al inicio de la pandemia de Covid-19, varios medicamentos existentes se usaron ampliamente tras resultados prometedores en el laboratorio o en pequeños estudios observacionales.

## Por qué importa la aleatorización

En un ensayo controlado aleatorizado, el azar decide quién recibe un tratamiento y quién recibe la atención habitual o un placebo. Así los grupos quedan equilibrados y cualquier diferencia en los resultados puede atribuirse al tratamiento. Los estudios observacionales son vulnerables a diferencias ocultas entre pacientes.

## Las lecciones de los grandes ensayos

Grandes ensayos de plataforma, como el ensayo RECOVERY en el Reino Unido y el ensayo Solidaridad de la OMS, probaron varios tratamientos en paralelo en muchos hospitales. Mostraron que algunos medicamentos muy usados, como la hidroxicloroquina, no ayudaban a los pacientes hospitalizados, y que un corticoide barato reducía las muertes en pacientes que necesitaban oxígeno.

## Vigente hoy

El mismo enfoque se aplica ahora al covid persistente, donde se prueban muchos tratamientos. Los ensayos también deben incluir a personas mayores y otros grupos más afectados, para que los resultados sirvan a quienes los necesitan.`,
      },
      fr: {
        title: "Ce que la pandémie nous a appris sur l'évaluation des traitements",
        summary:
          "Au début de la pandémie, de nombreux médicaments ont été utilisés sur la foi de résultats de laboratoire ou de petites études. De grands essais randomisés ont ensuite fait le tri. Pourquoi c'est important.",
        body: `Face à une maladie nouvelle, les médecins cherchent tout ce qui pourrait aider. Au début de la pandémie de Covid-19, plusieurs médicaments existants ont été largement utilisés après des résultats prometteurs en laboratoire ou dans de petites études observationnelles.

## Pourquoi la randomisation compte

Dans un essai contrôlé randomisé, c'est le hasard qui décide qui reçoit un traitement et qui reçoit les soins habituels ou un placebo. Les groupes sont ainsi comparables, et toute différence de résultats peut être attribuée au traitement. Les études observationnelles sont exposées à des différences cachées entre patients.

## Les leçons des grands essais

De grands essais plateformes, comme l'essai RECOVERY au Royaume-Uni et l'essai Solidarity de l'OMS, ont testé plusieurs traitements en parallèle dans de nombreux hôpitaux. Ils ont montré que certains médicaments très utilisés, comme l'hydroxychloroquine, n'aidaient pas les patients hospitalisés, et qu'un corticoïde peu coûteux réduisait la mortalité des patients sous oxygène.

## Toujours d'actualité

La même démarche s'applique aujourd'hui au Covid long, pour lequel de nombreux traitements sont à l'essai. Les essais doivent aussi inclure les personnes âgées et les autres groupes les plus touchés, pour que les résultats valent pour ceux qui en ont besoin.`,
      },
      pt: {
        title: "O que a pandemia nos ensinou sobre como testar tratamentos",
        summary:
          "No início da pandemia, muitos medicamentos foram usados com base em resultados de laboratório ou estudos pequenos. Depois, grandes ensaios randomizados separaram o que funcionava do que não funcionava. Veja por que isso importa.",
        body: `Quando surge uma doença nova, os médicos procuram qualquer coisa que possa ajudar. No início da pandemia de Covid-19, vários medicamentos já existentes foram amplamente usados após resultados promissores em laboratório ou em pequenos estudos observacionais.

## Por que a randomização importa

Em um ensaio clínico randomizado, o acaso decide quem recebe um tratamento e quem recebe o cuidado padrão ou um placebo. Isso equilibra os grupos, e qualquer diferença nos resultados pode ser atribuída ao tratamento. Estudos observacionais são vulneráveis a diferenças ocultas entre os pacientes.

## As lições dos grandes ensaios

Grandes ensaios de plataforma, como o RECOVERY, no Reino Unido, e o Solidarity, da OMS, testaram vários tratamentos em paralelo em muitos hospitais. Eles mostraram que alguns medicamentos muito usados, como a hidroxicloroquina, não ajudavam pacientes internados, e que um corticoide barato reduzia as mortes entre pacientes que precisavam de oxigênio.

## Ainda atual

A mesma abordagem vale hoje para a Covid longa, em que muitos tratamentos estão em teste. Os ensaios também precisam incluir idosos e outros grupos mais afetados, para que os resultados sirvam a quem precisa deles.`,
      },
    },
  },
  {
    slug: "proposed-mechanisms-of-long-covid",
    category: "long-covid",
    access: "PREMIUM",
    publishedDaysAgo: 200,
    tags: ["long-covid"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/what-is-long-covid",
      "NEWS/long-covid-research-priorities",
      "SCIENTIFIC_LIBRARY/post-exertional-malaise-and-pacing",
    ],
    translations: {
      en: {
        title: "What causes long Covid? The main hypotheses under study",
        summary:
          "Researchers have proposed several biological explanations for long Covid, and more than one may be at work. This overview summarizes the leading hypotheses and what they could mean for future treatments.",
        body: `There is no single accepted explanation for long Covid. Researchers are investigating several mechanisms, which may overlap or differ from one person to another.

## Leading hypotheses

- **Viral persistence:** fragments of the virus, or its proteins, may remain in some tissues and keep the immune system activated.
- **Immune dysregulation:** the immune response may stay switched on, with lasting inflammation.
- **Autoimmunity:** the infection may trigger antibodies that mistakenly target the body's own tissues.
- **Reactivation of latent viruses:** dormant viruses, such as Epstein-Barr virus, may reawaken.
- **Blood vessels and clotting:** damage to the lining of blood vessels and abnormal clotting could impair oxygen delivery.
- **Autonomic nervous system dysfunction:** problems regulating heart rate and blood pressure, as in postural orthostatic tachycardia syndrome (POTS).

## Why this matters

If different mechanisms drive symptoms in different people, a single treatment is unlikely to help everyone. Researchers are therefore trying to identify subgroups and matching biomarkers, so that future trials can test targeted treatments in the people most likely to benefit.`,
      },
      es: {
        title: "¿Qué causa el covid persistente? Las principales hipótesis en estudio",
        summary:
          "La investigación ha propuesto varias explicaciones biológicas para el covid persistente, y podría actuar más de una. Resumimos las hipótesis principales y lo que podrían significar para futuros tratamientos.",
        body: `No existe una explicación única aceptada para el covid persistente. Se investigan varios mecanismos, que podrían superponerse o variar de una persona a otra.

## Hipótesis principales

- **Persistencia viral:** fragmentos del virus, o sus proteínas, podrían permanecer en algunos tejidos y mantener activado el sistema inmunitario.
- **Desregulación inmunitaria:** la respuesta inmunitaria podría quedarse encendida, con inflamación prolongada.
- **Autoinmunidad:** la infección podría desencadenar anticuerpos que atacan por error los tejidos del propio cuerpo.
- **Reactivación de virus latentes:** virus dormidos, como el de Epstein-Barr, podrían despertar.
- **Vasos sanguíneos y coagulación:** el daño al revestimiento de los vasos y una coagulación anormal podrían dificultar la llegada de oxígeno.
- **Disfunción del sistema nervioso autónomo:** problemas para regular la frecuencia cardiaca y la presión arterial, como en el síndrome de taquicardia postural ortostática (POTS).

## Por qué importa

Si distintos mecanismos causan los síntomas en distintas personas, es poco probable que un solo tratamiento ayude a todas. Por eso se busca identificar subgrupos y biomarcadores, para que los futuros ensayos prueben tratamientos dirigidos en quienes tienen más probabilidades de beneficiarse.`,
      },
      fr: {
        title: "Qu'est-ce qui cause le Covid long ? Les principales hypothèses étudiées",
        summary:
          "Les chercheurs ont avancé plusieurs explications biologiques du Covid long, et plusieurs pourraient coexister. Tour d'horizon des principales hypothèses et de ce qu'elles impliquent pour les futurs traitements.",
        body: `Il n'existe pas d'explication unique et admise du Covid long. Les chercheurs étudient plusieurs mécanismes, qui pourraient se combiner ou différer d'une personne à l'autre.

## Les principales hypothèses

- **La persistance virale :** des fragments du virus, ou ses protéines, pourraient subsister dans certains tissus et entretenir l'activation du système immunitaire.
- **La dérégulation immunitaire :** la réponse immunitaire pourrait rester active, avec une inflammation durable.
- **L'auto-immunité :** l'infection pourrait déclencher des anticorps dirigés par erreur contre les tissus de l'organisme.
- **La réactivation de virus latents :** des virus dormants, comme celui d'Epstein-Barr, pourraient se réveiller.
- **Les vaisseaux et la coagulation :** des lésions de la paroi des vaisseaux et une coagulation anormale pourraient gêner l'apport d'oxygène.
- **Le dysfonctionnement du système nerveux autonome :** des difficultés à réguler la fréquence cardiaque et la tension, comme dans le syndrome de tachycardie orthostatique posturale (POTS).

## Pourquoi c'est important

Si des mécanismes différents expliquent les symptômes selon les personnes, un traitement unique a peu de chances d'aider tout le monde. Les chercheurs tentent donc d'identifier des sous-groupes et des biomarqueurs, afin de tester des traitements ciblés chez ceux qui ont le plus de chances d'en bénéficier.`,
      },
      pt: {
        title: "O que causa a Covid longa? As principais hipóteses em estudo",
        summary:
          "Pesquisadores propuseram várias explicações biológicas para a Covid longa, e mais de uma pode estar em ação. Veja um resumo das principais hipóteses e do que elas podem significar para futuros tratamentos.",
        body: `Não existe uma explicação única aceita para a Covid longa. Os pesquisadores investigam vários mecanismos, que podem se sobrepor ou variar de pessoa para pessoa.

## Principais hipóteses

- **Persistência viral:** fragmentos do vírus, ou suas proteínas, podem permanecer em alguns tecidos e manter o sistema imunológico ativado.
- **Desregulação imune:** a resposta imune pode continuar ligada, com inflamação prolongada.
- **Autoimunidade:** a infecção pode desencadear anticorpos que atacam por engano os tecidos do próprio corpo.
- **Reativação de vírus latentes:** vírus adormecidos, como o Epstein-Barr, podem voltar a se ativar.
- **Vasos sanguíneos e coagulação:** danos ao revestimento dos vasos e coagulação anormal podem prejudicar a chegada de oxigênio.
- **Disfunção do sistema nervoso autônomo:** problemas para regular a frequência cardíaca e a pressão arterial, como na síndrome da taquicardia postural ortostática (POTS).

## Por que isso importa

Se mecanismos diferentes causam os sintomas em pessoas diferentes, dificilmente um único tratamento ajudará a todos. Por isso os pesquisadores tentam identificar subgrupos e biomarcadores, para que futuros ensaios testem tratamentos direcionados em quem tem mais chance de se beneficiar.`,
      },
    },
  },
  {
    slug: "hybrid-immunity-and-waning",
    category: "vaccines",
    access: "LIMITED",
    publishedDaysAgo: 240,
    tags: ["vaccination"],
    source: "editorial-team",
    related: ["SCIENTIFIC_LIBRARY/vaccine-effectiveness-vs-efficacy", "NEWS/what-immune-escape-means"],
    translations: {
      en: {
        title: "Hybrid immunity and waning protection: how immunity to Covid-19 changes over time",
        summary:
          "Most people now have immunity from vaccination, infection or both. This explainer looks at what hybrid immunity is, why protection against infection fades faster than protection against severe disease, and what that implies.",
        body: `Immunity to SARS-CoV-2 is built from several components: antibodies that can block the virus, memory B cells that can produce new antibodies, and T cells that help control infected cells. Vaccination and infection both train these defenses, in somewhat different ways.

## Hybrid immunity

People who have been both vaccinated and infected have what is called hybrid immunity. Studies suggest it tends to be broader and more durable than either alone. That does not make infection a safe strategy: infection carries risks of severe illness and long Covid that vaccination avoids.

## Why protection wanes unevenly

- **Antibody levels fall** over the months after vaccination or infection, so protection against infection and mild illness declines.
- **Memory cells last longer**, which is why protection against severe disease is more durable.
- **The virus changes**, so antibodies become less well matched over time.

These patterns explain why many countries offer periodic doses mainly to people at higher risk, for whom any loss of protection against severe disease matters most. Individual questions are best discussed with a health professional.`,
      },
      es: {
        title: "Inmunidad híbrida y pérdida de protección: cómo cambia la inmunidad al Covid-19",
        summary:
          "Hoy la mayoría de las personas tiene inmunidad por vacunación, infección o ambas. Explicamos qué es la inmunidad híbrida y por qué la protección contra la infección baja más rápido que contra la enfermedad grave.",
        body: `La inmunidad contra el SARS-CoV-2 tiene varios componentes: anticuerpos que pueden bloquear el virus, células B de memoria que pueden producir nuevos anticuerpos y células T que ayudan a controlar las células infectadas. La vacunación y la infección entrenan estas defensas, de maneras algo distintas.

## Inmunidad híbrida

Las personas vacunadas que además se infectaron tienen lo que se llama inmunidad híbrida. Los estudios sugieren que suele ser más amplia y duradera que cualquiera de las dos por separado. Eso no convierte a la infección en una estrategia segura: conlleva riesgos de enfermedad grave y de covid persistente que la vacunación evita.

## Por qué la protección disminuye de forma desigual

- **Los anticuerpos bajan** en los meses posteriores a la vacunación o la infección, por lo que disminuye la protección contra la infección y la enfermedad leve.
- **Las células de memoria duran más**, y por eso la protección contra la enfermedad grave es más duradera.
- **El virus cambia**, así que los anticuerpos se ajustan peor con el tiempo.

Estos patrones explican por qué muchos países ofrecen dosis periódicas sobre todo a personas con mayor riesgo. Las dudas individuales conviene hablarlas con un profesional de la salud.`,
      },
      fr: {
        title: "Immunité hybride et déclin de la protection : comment l'immunité au Covid-19 évolue",
        summary:
          "La plupart des gens ont aujourd'hui une immunité issue de la vaccination, de l'infection ou des deux. Ce qu'est l'immunité hybride, et pourquoi la protection contre l'infection décline plus vite que celle contre les formes graves.",
        body: `L'immunité contre le SARS-CoV-2 repose sur plusieurs composantes : des anticorps capables de bloquer le virus, des lymphocytes B mémoire capables d'en produire de nouveaux, et des lymphocytes T qui aident à contrôler les cellules infectées. La vaccination et l'infection entraînent ces défenses, de manière un peu différente.

## L'immunité hybride

Les personnes à la fois vaccinées et infectées ont ce qu'on appelle une immunité hybride. Les études suggèrent qu'elle est souvent plus large et plus durable que chacune séparément. Cela ne fait pas de l'infection une stratégie sûre : elle comporte des risques de forme grave et de Covid long que la vaccination évite.

## Pourquoi la protection décline inégalement

- **Les anticorps diminuent** dans les mois qui suivent la vaccination ou l'infection, d'où une baisse de la protection contre l'infection et les formes bénignes.
- **Les cellules mémoire durent plus longtemps**, ce qui explique une protection plus durable contre les formes graves.
- **Le virus évolue**, et les anticorps deviennent moins bien adaptés avec le temps.

Ces mécanismes expliquent pourquoi de nombreux pays proposent des doses périodiques surtout aux personnes à risque. Pour une question personnelle, mieux vaut en parler à un professionnel de santé.`,
      },
      pt: {
        title: "Imunidade híbrida e perda de proteção: como a imunidade à Covid-19 muda com o tempo",
        summary:
          "Hoje a maioria das pessoas tem imunidade por vacinação, infecção ou ambas. Entenda o que é imunidade híbrida e por que a proteção contra infecção cai mais rápido do que a proteção contra doença grave.",
        body: `A imunidade contra o SARS-CoV-2 tem vários componentes: anticorpos que podem bloquear o vírus, células B de memória capazes de produzir novos anticorpos e células T que ajudam a controlar as células infectadas. A vacinação e a infecção treinam essas defesas, de formas um pouco diferentes.

## Imunidade híbrida

Pessoas vacinadas que também foram infectadas têm o que se chama de imunidade híbrida. Estudos sugerem que ela tende a ser mais ampla e duradoura do que cada uma isoladamente. Isso não torna a infecção uma estratégia segura: ela traz riscos de doença grave e de Covid longa que a vacinação evita.

## Por que a proteção cai de forma desigual

- **Os anticorpos diminuem** nos meses após a vacinação ou a infecção, então a proteção contra infecção e doença leve cai.
- **As células de memória duram mais**, por isso a proteção contra a doença grave é mais duradoura.
- **O vírus muda**, e os anticorpos ficam menos ajustados com o tempo.

Esses padrões explicam por que muitos países oferecem doses periódicas principalmente a pessoas de maior risco. Dúvidas individuais devem ser conversadas com um profissional de saúde.`,
      },
    },
  },
  {
    slug: "monoclonal-antibodies-and-variants",
    category: "treatments",
    access: "FREE",
    publishedDaysAgo: 320,
    tags: ["surveillance", "older-adults"],
    source: "editorial-team",
    related: ["SCIENTIFIC_LIBRARY/how-covid-antivirals-work", "NEWS/what-immune-escape-means"],
    translations: {
      en: {
        title: "Monoclonal antibodies and variants: why some Covid-19 treatments stopped working",
        summary:
          "Laboratory-made antibodies were among the first Covid-19 treatments, but many lost their effect as the virus evolved. This explainer covers how they work and what their story teaches about treating a changing virus.",
        body: `Monoclonal antibodies are laboratory-made copies of a single antibody, chosen because it binds strongly to a specific target. For Covid-19, most were designed to attach to the spike protein and stop the virus from entering cells.

## Why many stopped working

Each monoclonal antibody recognizes a small patch of the spike protein. As the virus accumulated mutations in exactly those regions, many antibodies could no longer bind. Laboratory tests showed sharp losses of activity against newer lineages, and health authorities in many countries withdrew or stopped recommending several products.

## What was learned

- Treatments aimed at the most changeable parts of the virus are vulnerable to variants.
- Combining antibodies that target different regions, or choosing regions that change less, can help.
- Rapid laboratory testing against each new variant is essential.

Monoclonal antibodies remain an active area of research, particularly for protecting people with severely weakened immune systems who respond poorly to vaccines. Whether a given product is appropriate depends on the variants in circulation and is a decision for health professionals.`,
      },
      es: {
        title: "Anticuerpos monoclonales y variantes: por qué algunos tratamientos dejaron de funcionar",
        summary:
          "Los anticuerpos fabricados en laboratorio estuvieron entre los primeros tratamientos contra el Covid-19, pero muchos perdieron efecto al evolucionar el virus. Explicamos cómo funcionan y qué enseña su historia.",
        body: `Los anticuerpos monoclonales son copias fabricadas en laboratorio de un solo anticuerpo, elegido porque se une con fuerza a un blanco específico. Contra el Covid-19, la mayoría se diseñó para adherirse a la proteína espiga e impedir que el virus entrara en las células.

## Por qué muchos dejaron de funcionar

Cada anticuerpo monoclonal reconoce una pequeña zona de la proteína espiga. Cuando el virus acumuló mutaciones justo en esas regiones, muchos anticuerpos ya no pudieron unirse. Las pruebas de laboratorio mostraron fuertes pérdidas de actividad frente a los linajes más nuevos, y las autoridades de salud de muchos países retiraron o dejaron de recomendar varios productos.

## Lo que se aprendió

- Los tratamientos dirigidos a las partes más cambiantes del virus son vulnerables a las variantes.
- Combinar anticuerpos que atacan regiones distintas, o elegir regiones que cambian menos, puede ayudar.
- Es esencial probar rápido en el laboratorio cada nueva variante.

Los anticuerpos monoclonales siguen siendo un área activa de investigación, sobre todo para proteger a personas con inmunidad muy debilitada que responden mal a las vacunas. Si un producto es adecuado depende de las variantes en circulación, y es una decisión de los profesionales de la salud.`,
      },
      fr: {
        title: "Anticorps monoclonaux et variants : pourquoi certains traitements ont cessé d'agir",
        summary:
          "Les anticorps fabriqués en laboratoire ont été parmi les premiers traitements du Covid-19, mais beaucoup ont perdu leur effet à mesure que le virus évoluait. Leur fonctionnement, et les leçons de leur histoire.",
        body: `Les anticorps monoclonaux sont des copies, produites en laboratoire, d'un anticorps unique choisi pour sa forte affinité avec une cible précise. Contre le Covid-19, la plupart ont été conçus pour se fixer sur la protéine Spike et empêcher le virus d'entrer dans les cellules.

## Pourquoi beaucoup ont cessé d'agir

Chaque anticorps monoclonal reconnaît une petite zone de la protéine Spike. Quand le virus a accumulé des mutations précisément dans ces régions, de nombreux anticorps ne pouvaient plus s'y fixer. Les tests en laboratoire ont montré de fortes pertes d'activité face aux lignées récentes, et les autorités sanitaires de nombreux pays ont retiré ou cessé de recommander plusieurs produits.

## Ce que l'on a appris

- Les traitements visant les parties les plus variables du virus sont vulnérables aux variants.
- Associer des anticorps ciblant des régions différentes, ou choisir des régions plus stables, peut aider.
- Tester rapidement chaque nouveau variant en laboratoire est indispensable.

Les anticorps monoclonaux restent un domaine de recherche actif, notamment pour protéger les personnes fortement immunodéprimées qui répondent mal aux vaccins. Le choix d'un produit dépend des variants en circulation et relève des professionnels de santé.`,
      },
      pt: {
        title: "Anticorpos monoclonais e variantes: por que alguns tratamentos deixaram de funcionar",
        summary:
          "Anticorpos produzidos em laboratório estiveram entre os primeiros tratamentos contra a Covid-19, mas muitos perderam efeito à medida que o vírus evoluiu. Entenda como funcionam e o que sua história ensina.",
        body: `Anticorpos monoclonais são cópias, produzidas em laboratório, de um único anticorpo escolhido por se ligar fortemente a um alvo específico. Contra a Covid-19, a maioria foi projetada para se prender à proteína spike e impedir a entrada do vírus nas células.

## Por que muitos deixaram de funcionar

Cada anticorpo monoclonal reconhece uma pequena região da proteína spike. Quando o vírus acumulou mutações exatamente nessas regiões, muitos anticorpos deixaram de conseguir se ligar. Testes de laboratório mostraram grandes perdas de atividade contra as linhagens mais novas, e autoridades de saúde de muitos países retiraram ou deixaram de recomendar vários produtos.

## O que se aprendeu

- Tratamentos voltados às partes mais variáveis do vírus são vulneráveis às variantes.
- Combinar anticorpos que atacam regiões diferentes, ou escolher regiões que mudam menos, pode ajudar.
- Testar rapidamente em laboratório cada nova variante é essencial.

Os anticorpos monoclonais continuam sendo uma área ativa de pesquisa, principalmente para proteger pessoas com imunidade muito comprometida que respondem mal às vacinas. Se um produto é adequado depende das variantes em circulação, e a decisão cabe aos profissionais de saúde.`,
      },
    },
  },
];
