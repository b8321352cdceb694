import type { SeedItem } from "../types";

// VIDEO items. These are examples (docs/content.md): invented summaries of videos nobody recorded, so
// they name no channel and link nowhere; the one real video is the site's own (site-videos.ts).
export const items: SeedItem[] = [
  {
    slug: "how-airborne-transmission-works",
    category: "explainers",
    access: "FREE",
    publishedDaysAgo: 12,
    featured: true,
    tags: ["ventilation", "air-quality"],
    source: "editorial-team",
    related: ["EDUCATION/how-covid-spreads", "VIDEO/air-changes-per-hour-explained"],
    translations: {
      en: {
        title: "How airborne transmission works",
        summary:
          "A short explainer on how the virus travels through shared indoor air, why crowded rooms with poor ventilation raise the risk, and which layers of protection help.",
        body: `Every time we breathe, talk, sing or cough, we release tiny respiratory particles. The smallest ones, called aerosols, can float for a long time and spread through a room, much like cigarette smoke.

**Key ideas**

- Risk is highest close to an infected person, but aerosols can also build up across a poorly ventilated room.
- Time matters: the longer people share the same air, the more particles they can inhale.
- Singing, shouting and heavy breathing release more particles than quiet breathing.
- Outdoor air dilutes particles quickly, which is why gatherings outside carry lower risk.

**What helps**

Bringing in outdoor air, filtering indoor air, wearing a well-fitting respirator and staying home when sick all reduce how much virus people breathe in. No single measure is perfect, but each layer adds protection.`,
      },
      es: {
        title: "Cómo funciona la transmisión por el aire",
        summary:
          "Una explicación breve de cómo el virus viaja por el aire que compartimos en interiores, por qué los lugares llenos y mal ventilados aumentan el riesgo y qué medidas ayudan.",
        body: `Cada vez que respiramos, hablamos, cantamos o tosemos, liberamos pequeñas partículas respiratorias. Las más pequeñas, llamadas aerosoles, pueden flotar durante mucho tiempo y extenderse por una habitación, como el humo de un cigarro.

**Ideas clave**

- El riesgo es mayor cerca de una persona infectada, pero los aerosoles también se acumulan en todo un cuarto mal ventilado.
- El tiempo cuenta: cuanto más tiempo se comparte el mismo aire, más partículas se pueden inhalar.
- Cantar, gritar o respirar agitadamente libera más partículas que respirar en calma.
- El aire exterior diluye las partículas rápidamente; por eso las reuniones al aire libre tienen menos riesgo.

**Qué ayuda**

Dejar entrar aire de afuera, filtrar el aire interior, usar un respirador bien ajustado y quedarse en casa cuando uno está enfermo reducen la cantidad de virus que se respira. Ninguna medida es perfecta, pero cada capa suma protección.`,
      },
      fr: {
        title: "Comment fonctionne la transmission par voie aérienne",
        summary:
          "Une courte vidéo explicative sur la façon dont le virus circule dans l'air intérieur partagé, pourquoi les pièces bondées et mal aérées augmentent le risque, et quelles protections aident.",
        body: `Chaque fois que nous respirons, parlons, chantons ou toussons, nous émettons de minuscules particules respiratoires. Les plus fines, appelées aérosols, peuvent rester longtemps en suspension et se répandre dans une pièce, un peu comme la fumée de cigarette.

**Les idées clés**

- Le risque est maximal près d'une personne infectée, mais les aérosols peuvent aussi s'accumuler dans toute une pièce mal aérée.
- La durée compte : plus on partage le même air longtemps, plus on peut inhaler de particules.
- Chanter, crier ou respirer fort émet davantage de particules qu'une respiration calme.
- L'air extérieur dilue rapidement les particules, d'où un risque plus faible lors des rassemblements dehors.

**Ce qui aide**

Faire entrer l'air extérieur, filtrer l'air intérieur, porter un masque FFP2 bien ajusté et rester chez soi quand on est malade réduisent la quantité de virus inhalée. Aucune mesure n'est parfaite, mais chaque couche renforce la protection.`,
      },
      pt: {
        title: "Como funciona a transmissão pelo ar",
        summary:
          "Uma explicação curta sobre como o vírus circula pelo ar compartilhado em ambientes fechados, por que lugares cheios e mal ventilados aumentam o risco e quais camadas de proteção ajudam.",
        body: `Sempre que respiramos, falamos, cantamos ou tossimos, liberamos pequenas partículas respiratórias. As menores, chamadas aerossóis, podem ficar suspensas por muito tempo e se espalhar por um cômodo, como a fumaça de cigarro.

**Ideias principais**

- O risco é maior perto de uma pessoa infectada, mas os aerossóis também se acumulam em todo um ambiente mal ventilado.
- O tempo importa: quanto mais tempo se compartilha o mesmo ar, mais partículas se podem inalar.
- Cantar, gritar ou respirar com esforço libera mais partículas do que respirar tranquilamente.
- O ar externo dilui as partículas rapidamente, por isso encontros ao ar livre têm menor risco.

**O que ajuda**

Trazer ar de fora, filtrar o ar interno, usar uma máscara PFF2 bem ajustada e ficar em casa quando estiver doente reduzem a quantidade de vírus inalada. Nenhuma medida é perfeita, mas cada camada soma proteção.`,
      },
    },
  },
  {
    slug: "air-changes-per-hour-explained",
    category: "explainers",
    access: "FREE",
    publishedDaysAgo: 47,
    tags: ["ventilation"],
    source: "editorial-team",
    related: ["EDUCATION/ventilation-and-air-changes", "RESOURCE/guide-improving-ventilation-at-home"],
    translations: {
      en: {
        title: "Air changes per hour, explained",
        summary:
          'What "air changes per hour" means, how to estimate it for a room with simple arithmetic, and why the number is a useful way to compare ventilation and filtration options.',
        body: `"Air changes per hour" (ACH) describes how many times the air in a room is replaced with clean air in one hour. Clean air can come from outdoors or from a filter that removes particles.

**How to estimate it**

1. Measure the room: length × width × height gives its volume in cubic meters.
2. Add up the clean air supplied each hour, for example from a ventilation system or the clean air delivery rate of an air purifier.
3. Divide the clean air per hour by the room volume.

A room of 50 cubic meters with a purifier delivering 250 cubic meters per hour gets about five extra air changes from that device.

**Why it matters**

More air changes mean airborne particles are removed faster. U.S. public-health guidance suggests aiming for at least five air changes of clean air per hour in many indoor spaces, combining ventilation and filtration.`,
      },
      es: {
        title: "Qué son los cambios de aire por hora",
        summary:
          "Qué significa «cambios de aire por hora», cómo calcularlos para una habitación y por qué esta cifra sirve para comparar opciones de ventilación y filtración.",
        body: `Los «cambios de aire por hora» (ACH, por sus siglas en inglés) indican cuántas veces se reemplaza el aire de un cuarto con aire limpio en una hora. El aire limpio puede venir de afuera o de un filtro que retiene partículas.

**Cómo calcularlos**

1. Mide el cuarto: largo × ancho × alto da el volumen en metros cúbicos.
2. Suma el aire limpio que se aporta cada hora, por ejemplo el de un sistema de ventilación o la tasa de entrega de aire limpio de un purificador.
3. Divide el aire limpio por hora entre el volumen del cuarto.

Un cuarto de 50 metros cúbicos con un purificador que entrega 250 metros cúbicos por hora recibe unos cinco cambios de aire adicionales gracias a ese aparato.

**Por qué importa**

Más cambios de aire significan que las partículas se eliminan más rápido. Las recomendaciones de salud pública de Estados Unidos sugieren buscar al menos cinco cambios de aire limpio por hora en muchos espacios interiores, sumando ventilación y filtración.`,
      },
      fr: {
        title: "Le renouvellement d'air par heure, expliqué",
        summary:
          "Ce que signifie « renouvellement d'air par heure », comment l'estimer pour une pièce et pourquoi ce chiffre aide à comparer les solutions d'aération et de filtration.",
        body: `Le « taux de renouvellement d'air par heure » (ACH en anglais) indique combien de fois l'air d'une pièce est remplacé par de l'air propre en une heure. Cet air propre peut venir de l'extérieur ou d'un filtre qui retient les particules.

**Comment l'estimer**

1. Mesurez la pièce : longueur × largeur × hauteur donne le volume en mètres cubes.
2. Additionnez l'air propre apporté chaque heure, par exemple par la ventilation ou par le débit d'air purifié (CADR) d'un purificateur.
3. Divisez ce débit horaire par le volume de la pièce.

Une pièce de 50 mètres cubes équipée d'un purificateur délivrant 250 mètres cubes par heure gagne environ cinq renouvellements d'air grâce à cet appareil.

**Pourquoi c'est important**

Plus le renouvellement est élevé, plus les particules en suspension sont éliminées vite. Les recommandations de santé publique américaines suggèrent de viser au moins cinq renouvellements d'air propre par heure dans de nombreux espaces intérieurs, en combinant aération et filtration.`,
      },
      pt: {
        title: "Trocas de ar por hora, explicadas",
        summary:
          'O que significa "trocas de ar por hora", como estimar esse valor para um cômodo com uma conta simples e por que o número ajuda a comparar opções de ventilação e filtragem.',
        body: `"Trocas de ar por hora" (ACH, na sigla em inglês) indicam quantas vezes o ar de um ambiente é substituído por ar limpo em uma hora. Esse ar limpo pode vir de fora ou de um filtro que retém partículas.

**Como estimar**

1. Meça o cômodo: comprimento × largura × altura dá o volume em metros cúbicos.
2. Some o ar limpo fornecido a cada hora, por exemplo pelo sistema de ventilação ou pela taxa de fornecimento de ar limpo (CADR) de um purificador.
3. Divida o ar limpo por hora pelo volume do cômodo.

Um cômodo de 50 metros cúbicos com um purificador que fornece 250 metros cúbicos por hora ganha cerca de cinco trocas de ar graças ao aparelho.

**Por que importa**

Mais trocas de ar significam que as partículas suspensas são removidas mais rápido. As orientações de saúde pública dos Estados Unidos sugerem buscar pelo menos cinco trocas de ar limpo por hora em muitos ambientes internos, combinando ventilação e filtragem.`,
      },
    },
  },
  {
    slug: "what-co2-readings-tell-you",
    category: "explainers",
    access: "FREE",
    publishedDaysAgo: 88,
    featured: true,
    tags: ["air-quality", "ventilation"],
    source: "editorial-team",
    related: ["EDUCATION/understanding-co2-readings", "RESOURCE/data-co2-readings-reference-sheet"],
    translations: {
      en: {
        title: "What CO2 readings tell you about a room's air",
        summary:
          "How a carbon dioxide monitor can show whether a room is getting enough fresh air for the people in it, what the numbers roughly mean, and what they cannot tell you.",
        body: `People exhale carbon dioxide (CO2). When a room fills up and fresh air does not come in, CO2 rises. That makes a CO2 monitor a handy way to see how much of the air around you has already been breathed by others.

**Reading the numbers**

- Outdoor air is around 420 parts per million (ppm).
- Readings that stay close to outdoor levels suggest good ventilation for the number of people present.
- Readings that keep climbing mean the room needs more fresh air or fewer people.

**Limits to keep in mind**

A CO2 monitor does not detect viruses. Air purifiers remove particles but not CO2, so a room with good filtration can show high CO2 and still have cleaner air than the number suggests. Choose a monitor with an NDIR sensor and place it away from windows and from people's faces.`,
      },
      es: {
        title: "Lo que el CO2 te dice sobre el aire de un cuarto",
        summary:
          "Cómo un medidor de dióxido de carbono puede mostrar si un cuarto recibe suficiente aire fresco, qué significan aproximadamente las cifras y qué no pueden decirte.",
        body: `Las personas exhalamos dióxido de carbono (CO2). Cuando un cuarto se llena y no entra aire fresco, el CO2 sube. Por eso un medidor de CO2 es una forma práctica de ver cuánto del aire que te rodea ya fue respirado por otras personas.

**Cómo leer las cifras**

- El aire exterior tiene alrededor de 420 partes por millón (ppm).
- Si las lecturas se mantienen cerca del nivel exterior, la ventilación es buena para la cantidad de personas presentes.
- Si las lecturas no dejan de subir, el cuarto necesita más aire fresco o menos gente.

**Límites que hay que recordar**

Un medidor de CO2 no detecta virus. Los purificadores retienen partículas, pero no CO2; un cuarto con buena filtración puede marcar CO2 alto y aun así tener aire más limpio de lo que sugiere la cifra. Elige un medidor con sensor NDIR y colócalo lejos de ventanas y de la cara de las personas.`,
      },
      fr: {
        title: "Ce que le CO2 révèle sur l'air d'une pièce",
        summary:
          "Comment un capteur de dioxyde de carbone montre si une pièce reçoit assez d'air frais, ce que signifient à peu près les valeurs et ce qu'elles ne disent pas.",
        body: `Nous expirons du dioxyde de carbone (CO2). Quand une pièce se remplit sans que l'air soit renouvelé, le CO2 augmente. Un capteur de CO2 est donc un moyen pratique de savoir quelle part de l'air ambiant a déjà été respirée par d'autres.

**Lire les valeurs**

- L'air extérieur contient environ 420 parties par million (ppm).
- Des valeurs proches du niveau extérieur indiquent une bonne aération pour le nombre de personnes présentes.
- Des valeurs qui ne cessent de grimper signifient qu'il faut plus d'air frais ou moins de monde.

**Les limites**

Un capteur de CO2 ne détecte pas les virus. Les purificateurs retiennent les particules mais pas le CO2 : une pièce bien filtrée peut afficher un CO2 élevé tout en ayant un air plus sain que ne le laisse penser le chiffre. Choisissez un capteur à technologie NDIR et placez-le loin des fenêtres et du visage des gens.`,
      },
      pt: {
        title: "O que o CO2 revela sobre o ar de um ambiente",
        summary:
          "Como um medidor de dióxido de carbono mostra se um ambiente recebe ar fresco suficiente, o que os números significam aproximadamente e o que eles não conseguem dizer.",
        body: `Nós exalamos dióxido de carbono (CO2). Quando um ambiente fica cheio e o ar fresco não entra, o CO2 sobe. Por isso, um medidor de CO2 é uma forma prática de ver quanto do ar ao seu redor já foi respirado por outras pessoas.

**Como ler os números**

- O ar externo tem cerca de 420 partes por milhão (ppm).
- Leituras próximas do nível externo indicam boa ventilação para o número de pessoas presentes.
- Leituras que não param de subir mostram que o ambiente precisa de mais ar fresco ou de menos gente.

**Limites importantes**

Um medidor de CO2 não detecta vírus. Purificadores retêm partículas, mas não CO2; um ambiente com boa filtragem pode mostrar CO2 alto e ainda assim ter um ar mais limpo do que o número sugere. Escolha um medidor com sensor NDIR e deixe-o longe de janelas e do rosto das pessoas.`,
      },
    },
  },
  {
    slug: "how-hepa-filters-work",
    category: "explainers",
    access: "LIMITED",
    publishedDaysAgo: 133,
    tags: ["air-quality"],
    source: "editorial-team",
    related: ["EDUCATION/hepa-filters-explained", "RESOURCE/guide-choosing-a-portable-air-cleaner"],
    translations: {
      en: {
        title: "How HEPA filters catch tiny particles",
        summary:
          "Why a dense mat of fibers can trap particles far smaller than its gaps, what the HEPA label means, and why airflow matters as much as the filter itself.",
        body: `A HEPA filter is not a simple sieve. It is a thick, folded mat of very fine fibers, and particles get caught in several ways as air winds its way through.

**Three ways particles stick**

- **Impaction:** larger particles cannot follow the airflow around a fiber and crash into it.
- **Interception:** mid-sized particles brush against a fiber and stay attached.
- **Diffusion:** the tiniest particles zigzag randomly and eventually hit a fiber.

Under the common U.S. standard, a true HEPA filter captures at least 99.97% of particles of 0.3 microns, the size that is hardest to catch. Respiratory aerosols of other sizes are caught even more efficiently.

**Airflow is the other half**

A filter only cleans the air that passes through it. That is why the clean air delivery rate (CADR) of a purifier, compared with the size of the room, matters so much.`,
      },
      es: {
        title: "Cómo atrapan los filtros HEPA las partículas diminutas",
        summary:
          "Por qué una capa densa de fibras puede atrapar partículas mucho más pequeñas que sus huecos, qué significa la etiqueta HEPA y por qué el flujo de aire importa tanto como el filtro.",
        body: `Un filtro HEPA no es un simple colador. Es una capa gruesa y plisada de fibras muy finas, y las partículas quedan atrapadas de varias formas mientras el aire la atraviesa.

**Tres formas de atrapar partículas**

- **Impacto:** las partículas grandes no logran seguir el flujo de aire alrededor de una fibra y chocan con ella.
- **Intercepción:** las partículas medianas rozan una fibra y se quedan pegadas.
- **Difusión:** las más diminutas se mueven en zigzag al azar y terminan tocando una fibra.

Según la norma estadounidense más común, un filtro HEPA verdadero atrapa al menos el 99.97% de las partículas de 0.3 micras, el tamaño más difícil de retener. Los aerosoles respiratorios de otros tamaños se atrapan con aún más eficacia.

**El flujo de aire es la otra mitad**

Un filtro solo limpia el aire que pasa por él. Por eso la tasa de entrega de aire limpio (CADR) del purificador, comparada con el tamaño del cuarto, es tan importante.`,
      },
      fr: {
        title: "Comment les filtres HEPA captent les particules fines",
        summary:
          "Pourquoi un épais matelas de fibres retient des particules bien plus petites que ses interstices, ce que signifie la mention HEPA et pourquoi le débit d'air compte autant que le filtre.",
        body: `Un filtre HEPA n'est pas une simple passoire. C'est un épais matelas plissé de fibres très fines, et les particules y sont piégées de plusieurs façons pendant que l'air le traverse.

**Trois mécanismes de capture**

- **Impaction :** les grosses particules ne suivent pas le flux d'air autour d'une fibre et la percutent.
- **Interception :** les particules moyennes frôlent une fibre et y restent accrochées.
- **Diffusion :** les plus fines se déplacent au hasard et finissent par toucher une fibre.

Selon la norme américaine courante, un vrai filtre HEPA retient au moins 99,97 % des particules de 0,3 micron, la taille la plus difficile à capter. Les aérosols respiratoires d'autres tailles sont captés encore plus efficacement. En Europe, on parle de classes H13 ou H14.

**Le débit, l'autre moitié**

Un filtre ne nettoie que l'air qui le traverse. D'où l'importance du débit d'air purifié (CADR) de l'appareil, rapporté au volume de la pièce.`,
      },
      pt: {
        title: "Como os filtros HEPA capturam partículas minúsculas",
        summary:
          "Por que uma manta densa de fibras retém partículas muito menores que seus espaços, o que significa o selo HEPA e por que o fluxo de ar importa tanto quanto o próprio filtro.",
        body: `Um filtro HEPA não é uma simples peneira. É uma manta grossa e plissada de fibras muito finas, e as partículas ficam presas de várias formas enquanto o ar passa por ela.

**Três formas de captura**

- **Impactação:** partículas maiores não conseguem contornar a fibra junto com o ar e se chocam com ela.
- **Interceptação:** partículas médias encostam em uma fibra e ficam grudadas.
- **Difusão:** as menores se movem em zigue-zague aleatório e acabam tocando uma fibra.

Pelo padrão norte-americano mais comum, um filtro HEPA verdadeiro retém pelo menos 99,97% das partículas de 0,3 mícron, o tamanho mais difícil de capturar. Aerossóis respiratórios de outros tamanhos são retidos com eficiência ainda maior.

**O fluxo de ar é a outra metade**

O filtro só limpa o ar que passa por ele. Por isso a taxa de fornecimento de ar limpo (CADR) do purificador, comparada ao tamanho do cômodo, é tão importante.`,
      },
    },
  },
  {
    slug: "testing-basics-rapid-and-pcr",
    category: "explainers",
    access: "FREE",
    publishedDaysAgo: 205,
    tags: ["testing"],
    source: "editorial-team",
    related: ["EDUCATION/testing-basics", "VIDEO/how-to-use-a-rapid-antigen-test"],
    translations: {
      en: {
        title: "Rapid tests and PCR tests: what is the difference?",
        summary:
          "An overview of the two main kinds of Covid-19 tests, what each one detects, why a negative rapid test is not the final word, and when to ask a health professional.",
        body: `There are two main kinds of tests for a current Covid-19 infection, and they work differently.

**PCR and other molecular tests**

These tests look for the virus's genetic material. They are usually processed in a laboratory and are very sensitive, so they can detect small amounts of virus. Results take longer.

**Rapid antigen tests**

These detect proteins from the virus and give a result in minutes, often at home. They are most reliable when a person has more virus in their nose and throat, so they can miss an infection early on.

**Reading results sensibly**

- A positive rapid test is usually a reliable sign of infection.
- A negative rapid test does not rule infection out; repeating the test after a day or two makes it more reliable.
- Always follow the instructions in the kit and your local health guidance.

If you have symptoms or a higher risk of severe illness, talk to a health professional.`,
      },
      es: {
        title: "Pruebas rápidas y PCR: ¿cuál es la diferencia?",
        summary:
          "Un panorama de los dos tipos principales de pruebas de Covid-19, qué detecta cada una, por qué una prueba rápida negativa no es definitiva y cuándo consultar a un profesional de salud.",
        body: `Hay dos tipos principales de pruebas para saber si hay una infección activa de Covid-19, y funcionan de manera distinta.

**PCR y otras pruebas moleculares**

Buscan el material genético del virus. Normalmente se procesan en un laboratorio y son muy sensibles, así que detectan cantidades pequeñas de virus. Los resultados tardan más.

**Pruebas rápidas de antígeno**

Detectan proteínas del virus y dan un resultado en minutos, muchas veces en casa. Son más confiables cuando la persona tiene más virus en nariz y garganta, por lo que pueden no detectar una infección en sus primeros días.

**Cómo interpretar los resultados**

- Una prueba rápida positiva suele ser una señal confiable de infección.
- Una prueba rápida negativa no descarta la infección; repetirla uno o dos días después la hace más confiable.
- Sigue siempre las instrucciones del kit y las indicaciones de salud de tu localidad.

Si tienes síntomas o mayor riesgo de enfermedad grave, consulta a un profesional de la salud.`,
      },
      fr: {
        title: "Tests rapides et tests PCR : quelle différence ?",
        summary:
          "Un tour d'horizon des deux grands types de tests Covid-19, de ce que chacun détecte, des raisons pour lesquelles un test rapide négatif n'est pas définitif et du moment où consulter.",
        body: `Il existe deux grands types de tests pour détecter une infection en cours par le Covid-19, et ils fonctionnent différemment.

**Les tests PCR et autres tests moléculaires**

Ils recherchent le matériel génétique du virus. Ils sont généralement analysés en laboratoire et sont très sensibles : ils repèrent de petites quantités de virus. Les résultats prennent plus de temps.

**Les tests antigéniques rapides**

Ils détectent des protéines du virus et donnent un résultat en quelques minutes, souvent à domicile (autotests). Ils sont plus fiables quand la quantité de virus dans le nez et la gorge est élevée, et peuvent donc manquer une infection débutante.

**Interpréter les résultats avec bon sens**

- Un test rapide positif est en général un signe fiable d'infection.
- Un test rapide négatif n'exclut pas l'infection ; le refaire un ou deux jours plus tard le rend plus fiable.
- Suivez toujours la notice du test et les consignes sanitaires locales.

En cas de symptômes ou de risque accru de forme grave, parlez-en à un professionnel de santé.`,
      },
      pt: {
        title: "Testes rápidos e RT-PCR: qual é a diferença?",
        summary:
          "Um panorama dos dois principais tipos de teste para Covid-19, o que cada um detecta, por que um teste rápido negativo não é a palavra final e quando procurar um profissional de saúde.",
        body: `Existem dois tipos principais de teste para uma infecção ativa de Covid-19, e eles funcionam de formas diferentes.

**RT-PCR e outros testes moleculares**

Procuram o material genético do vírus. Geralmente são processados em laboratório e são muito sensíveis, detectando pequenas quantidades de vírus. O resultado demora mais.

**Testes rápidos de antígeno**

Detectam proteínas do vírus e dão o resultado em minutos, muitas vezes em casa (autoteste). São mais confiáveis quando há mais vírus no nariz e na garganta, por isso podem não detectar uma infecção no início.

**Como interpretar os resultados**

- Um teste rápido positivo costuma ser um sinal confiável de infecção.
- Um teste rápido negativo não descarta a infecção; repetir o teste um ou dois dias depois o torna mais confiável.
- Siga sempre as instruções do kit e as orientações de saúde da sua região.

Se você tiver sintomas ou maior risco de doença grave, converse com um profissional de saúde.`,
      },
    },
  },
  {
    slug: "interview-school-nurse-clean-air",
    category: "interviews",
    access: "FREE",
    publishedDaysAgo: 61,
    tags: ["schools", "children", "ventilation"],
    source: "editorial-team",
    related: [
      "RESOURCE/toolkit-clean-air-schools",
      "COMMUNITY/clean-air-in-schools-advocacy",
      "EDUCATION/masks-for-children",
    ],
    translations: {
      en: {
        title: "A school nurse on clean air in classrooms",
        summary:
          "A conversation format that follows the questions a school nurse hears most from parents and teachers about ventilation, air purifiers and keeping sick children home.",
        body: `School nurses are often the first people parents and teachers turn to with questions about illness at school. This interview format walks through the questions they hear most often.

**Topics discussed**

- Why classrooms, with many people in a small space for hours, benefit so much from better ventilation.
- Simple steps: opening windows when weather allows, checking that vents are not blocked, and using portable air purifiers sized for the room.
- How a CO2 monitor can help staff see when a room needs more fresh air.
- Why clear, kind policies for staying home when sick protect both children and staff.
- How to raise concerns with school leadership in a constructive way.

**A note for families**

Questions about a specific child's health, symptoms or vaccination belong with your pediatrician or family doctor, who knows your child's history.`,
      },
      es: {
        title: "Una enfermera escolar habla del aire limpio en las aulas",
        summary:
          "Un formato de entrevista que recorre las preguntas que una enfermera escolar escucha más de madres, padres y docentes sobre ventilación, purificadores y quedarse en casa al enfermar.",
        body: `Las enfermeras escolares suelen ser las primeras personas a quienes madres, padres y docentes consultan sobre enfermedades en la escuela. Esta entrevista repasa las preguntas que escuchan con más frecuencia.

**Temas que se abordan**

- Por qué los salones, con mucha gente en poco espacio durante horas, se benefician tanto de una mejor ventilación.
- Pasos sencillos: abrir ventanas cuando el clima lo permite, revisar que las rejillas no estén tapadas y usar purificadores portátiles adecuados al tamaño del salón.
- Cómo un medidor de CO2 ayuda al personal a saber cuándo un salón necesita más aire fresco.
- Por qué reglas claras y comprensivas para quedarse en casa al enfermar protegen a niñas, niños y personal.
- Cómo plantear inquietudes a la dirección de manera constructiva.

**Una nota para las familias**

Las dudas sobre la salud, los síntomas o la vacunación de un niño en particular deben consultarse con su pediatra o médico familiar, que conoce su historial.`,
      },
      fr: {
        title: "Une infirmière scolaire parle de l'air sain en classe",
        summary:
          "Un format d'entretien qui reprend les questions qu'une infirmière scolaire entend le plus souvent de la part des parents et des enseignants sur l'aération, les purificateurs et l'éviction des enfants malades.",
        body: `Les infirmières scolaires sont souvent les premières personnes vers qui se tournent parents et enseignants pour parler de maladies à l'école. Cet entretien passe en revue les questions qu'elles entendent le plus.

**Les sujets abordés**

- Pourquoi les salles de classe, où beaucoup de monde partage un petit espace pendant des heures, gagnent tant à être mieux aérées.
- Des gestes simples : ouvrir les fenêtres quand la météo le permet, vérifier que les bouches d'aération ne sont pas obstruées, utiliser des purificateurs adaptés à la taille de la salle.
- Comment un capteur de CO2 aide le personnel à repérer le moment où une salle a besoin d'air frais.
- Pourquoi des règles claires et bienveillantes pour rester à la maison en cas de maladie protègent enfants et adultes.
- Comment faire remonter ses inquiétudes à la direction de façon constructive.

**Un mot pour les familles**

Les questions sur la santé, les symptômes ou la vaccination d'un enfant en particulier relèvent de son pédiatre ou de son médecin traitant, qui connaît ses antécédents.`,
      },
      pt: {
        title: "Uma enfermeira escolar fala sobre ar limpo nas salas de aula",
        summary:
          "Um formato de entrevista que percorre as perguntas que uma enfermeira escolar mais ouve de famílias e professores sobre ventilação, purificadores de ar e ficar em casa quando doente.",
        body: `As enfermeiras escolares costumam ser as primeiras pessoas procuradas por famílias e professores com dúvidas sobre doenças na escola. Esta entrevista passa pelas perguntas que elas mais ouvem.

**Temas abordados**

- Por que as salas de aula, com muita gente em pouco espaço por horas, se beneficiam tanto de uma ventilação melhor.
- Passos simples: abrir as janelas quando o tempo permite, verificar se as grelhas de ventilação não estão bloqueadas e usar purificadores portáteis adequados ao tamanho da sala.
- Como um medidor de CO2 ajuda a equipe a perceber quando a sala precisa de mais ar fresco.
- Por que regras claras e acolhedoras para ficar em casa quando doente protegem crianças e funcionários.
- Como levar preocupações à direção da escola de forma construtiva.

**Um recado para as famílias**

Dúvidas sobre a saúde, os sintomas ou a vacinação de uma criança específica devem ser levadas ao pediatra ou médico de família, que conhece o histórico dela.`,
      },
    },
  },
  {
    slug: "interview-living-with-long-covid",
    category: "interviews",
    access: "PREMIUM",
    publishedDaysAgo: 164,
    tags: ["long-covid", "mental-health"],
    source: "editorial-team",
    related: [
      "EDUCATION/what-is-long-covid",
      "COMMUNITY/long-covid-peer-support-circles",
      "COMMUNITY/pacing-practice-group",
    ],
    translations: {
      en: {
        title: "Living with long Covid: a conversation about daily life",
        summary:
          "An interview format centered on the everyday experience of long Covid: changing routines, explaining the condition to others, finding support and working with health professionals.",
        body: `Long Covid can affect work, family life and friendships in ways that are hard to explain to people who have not experienced it. This interview format gives space to those everyday realities.

**Themes explored**

- Noticing that symptoms did not fade as expected, and deciding to seek medical care.
- Why fatigue after even small efforts can be so different from ordinary tiredness.
- Learning about pacing: planning activity and rest to avoid pushing past one's limits.
- Explaining the condition to employers, teachers, friends and family.
- The value of peer support and of being believed.

**Important**

Experiences differ widely from person to person. Nothing here replaces individual care: decisions about diagnosis, treatment or returning to activity should be made with a health professional who knows your situation.`,
      },
      es: {
        title: "Vivir con covid persistente: una conversación sobre el día a día",
        summary:
          "Un formato de entrevista centrado en la experiencia cotidiana del covid persistente: cambiar rutinas, explicarlo a los demás, encontrar apoyo y trabajar con profesionales de salud.",
        body: `El covid persistente puede afectar el trabajo, la vida familiar y las amistades de formas difíciles de explicar a quien no lo ha vivido. Este formato de entrevista da espacio a esas realidades cotidianas.

**Temas que se exploran**

- Darse cuenta de que los síntomas no desaparecían como se esperaba y decidir buscar atención médica.
- Por qué el cansancio después de un esfuerzo pequeño puede ser tan distinto del cansancio común.
- Aprender sobre la dosificación de energía: planear actividad y descanso para no rebasar los propios límites.
- Explicar la condición en el trabajo, la escuela, a las amistades y a la familia.
- El valor del apoyo entre pares y de sentirse creído.

**Importante**

Las experiencias varían mucho de una persona a otra. Nada de esto sustituye la atención individual: las decisiones sobre diagnóstico, tratamiento o regreso a las actividades deben tomarse con un profesional de la salud que conozca tu situación.`,
      },
      fr: {
        title: "Vivre avec un Covid long : une conversation sur le quotidien",
        summary:
          "Un format d'entretien consacré à l'expérience quotidienne du Covid long : adapter ses habitudes, expliquer la maladie aux autres, trouver du soutien et avancer avec les soignants.",
        body: `Le Covid long peut toucher le travail, la vie de famille et les amitiés d'une manière difficile à faire comprendre à ceux qui ne l'ont pas vécu. Ce format d'entretien laisse de la place à ces réalités du quotidien.

**Les thèmes abordés**

- Constater que les symptômes ne disparaissent pas comme prévu et décider de consulter.
- Pourquoi la fatigue après un effort même léger peut être si différente d'une fatigue ordinaire.
- Découvrir la gestion de l'énergie (« pacing ») : organiser activité et repos pour éviter de dépasser ses limites.
- Expliquer la maladie à son employeur, aux enseignants, aux amis et à la famille.
- L'importance du soutien entre pairs et du fait d'être cru.

**Important**

Les vécus varient énormément d'une personne à l'autre. Rien ici ne remplace un suivi individuel : les décisions de diagnostic, de traitement ou de reprise d'activité se prennent avec un professionnel de santé qui connaît votre situation.`,
      },
      pt: {
        title: "Vivendo com Covid longa: uma conversa sobre o dia a dia",
        summary:
          "Um formato de entrevista centrado na experiência cotidiana da Covid longa: mudar rotinas, explicar a condição aos outros, encontrar apoio e contar com profissionais de saúde.",
        body: `A Covid longa pode afetar o trabalho, a vida familiar e as amizades de formas difíceis de explicar a quem não passou por isso. Este formato de entrevista abre espaço para essas realidades do dia a dia.

**Temas explorados**

- Perceber que os sintomas não passavam como esperado e decidir procurar atendimento médico.
- Por que o cansaço depois de um esforço pequeno pode ser tão diferente do cansaço comum.
- Conhecer o manejo de energia ("pacing"): planejar atividade e descanso para não ultrapassar os próprios limites.
- Explicar a condição no trabalho, na escola, aos amigos e à família.
- O valor do apoio entre pares e de ter a própria experiência levada a sério.

**Importante**

As experiências variam muito de pessoa para pessoa. Nada aqui substitui o cuidado individual: decisões sobre diagnóstico, tratamento ou retorno às atividades devem ser tomadas com um profissional de saúde que conheça a sua situação.`,
      },
    },
  },
  {
    slug: "interview-ventilation-engineer-workplaces",
    category: "interviews",
    access: "LIMITED",
    publishedDaysAgo: 251,
    tags: ["workplaces", "ventilation"],
    source: "editorial-team",
    related: ["RESOURCE/toolkit-workplace-clean-air-proposal", "COMMUNITY/workplace-clean-air-advocacy"],
    translations: {
      en: {
        title: "Talking ventilation with a building engineer",
        summary:
          "An interview format with the kind of questions a building engineer answers about office and shop ventilation: outdoor air, filters, maintenance and realistic improvements.",
        body: `Most people never think about the systems that move air through their workplace. This interview format puts everyday questions to the kind of engineer who maintains them.

**Questions covered**

- How much outdoor air does a typical mechanical system bring in, and who decides the settings?
- What do filter ratings such as MERV 13 or ePM1 mean, and can an existing system handle a better filter?
- Why running ventilation before and after people arrive helps clear the air.
- When portable HEPA purifiers make sense, for example in meeting rooms or break rooms.
- How regular maintenance, from clean filters to working dampers, keeps systems doing their job.

**Takeaway**

Improving workplace air is usually a series of practical steps rather than one big project. Start by asking facilities staff what the system can do today.`,
      },
      es: {
        title: "Hablando de ventilación con un ingeniero de edificios",
        summary:
          "Un formato de entrevista con las preguntas que responde un ingeniero de edificios sobre la ventilación de oficinas y comercios: aire exterior, filtros, mantenimiento y mejoras realistas.",
        body: `Casi nadie piensa en los sistemas que mueven el aire en su lugar de trabajo. Este formato de entrevista lleva preguntas cotidianas al tipo de ingeniero que los mantiene.

**Preguntas que se abordan**

- ¿Cuánto aire exterior introduce un sistema mecánico típico y quién decide su configuración?
- ¿Qué significan clasificaciones de filtros como MERV 13 o ePM1, y puede un sistema existente trabajar con un filtro mejor?
- Por qué encender la ventilación antes y después de que llegue la gente ayuda a limpiar el aire.
- Cuándo conviene usar purificadores HEPA portátiles, por ejemplo en salas de juntas o comedores.
- Cómo el mantenimiento regular, desde filtros limpios hasta compuertas que funcionen, mantiene los sistemas en buen estado.

**Conclusión**

Mejorar el aire de un lugar de trabajo suele ser una serie de pasos prácticos más que un gran proyecto. Empieza por preguntar al personal de mantenimiento qué puede hacer hoy el sistema.`,
      },
      fr: {
        title: "Parler ventilation avec un ingénieur du bâtiment",
        summary:
          "Un format d'entretien avec les questions auxquelles répond un ingénieur du bâtiment sur la ventilation des bureaux et commerces : air neuf, filtres, maintenance et améliorations réalistes.",
        body: `Peu de gens pensent aux installations qui font circuler l'air sur leur lieu de travail. Ce format d'entretien soumet des questions du quotidien au type d'ingénieur qui les entretient.

**Les questions abordées**

- Quelle quantité d'air neuf une installation mécanique typique apporte-t-elle, et qui en règle les paramètres ?
- Que signifient les classes de filtres comme ePM1 ou MERV 13, et une installation existante peut-elle accepter un filtre plus performant ?
- Pourquoi faire fonctionner la ventilation avant l'arrivée et après le départ des occupants aide à assainir l'air.
- Quand les purificateurs HEPA mobiles sont utiles, par exemple en salle de réunion ou en salle de pause.
- Comment une maintenance régulière, des filtres propres aux registres qui fonctionnent, garde l'installation efficace.

**À retenir**

Améliorer l'air d'un lieu de travail passe souvent par une série d'étapes concrètes plutôt que par un grand chantier. Commencez par demander aux services techniques ce que l'installation permet aujourd'hui.`,
      },
      pt: {
        title: "Conversando sobre ventilação com um engenheiro predial",
        summary:
          "Um formato de entrevista com as perguntas que um engenheiro predial responde sobre a ventilação de escritórios e lojas: ar externo, filtros, manutenção e melhorias realistas.",
        body: `Quase ninguém pensa nos sistemas que movimentam o ar no local de trabalho. Este formato de entrevista leva perguntas do dia a dia ao tipo de engenheiro que cuida deles.

**Perguntas abordadas**

- Quanto ar externo um sistema mecânico típico traz para dentro, e quem define a configuração?
- O que significam classificações de filtros como MERV 13 ou ePM1, e um sistema existente aguenta um filtro melhor?
- Por que ligar a ventilação antes da chegada e depois da saída das pessoas ajuda a renovar o ar.
- Quando purificadores HEPA portáteis fazem sentido, por exemplo em salas de reunião ou copas.
- Como a manutenção regular, de filtros limpos a dampers funcionando, mantém o sistema eficiente.

**Para levar**

Melhorar o ar de um local de trabalho costuma ser uma série de passos práticos, e não um grande projeto. Comece perguntando à equipe de manutenção o que o sistema consegue fazer hoje.`,
      },
    },
  },
  {
    slug: "build-a-corsi-rosenthal-box",
    category: "how-to",
    access: "FREE",
    publishedDaysAgo: 29,
    tags: ["air-quality", "ventilation"],
    source: "editorial-team",
    related: [
      "EDUCATION/corsi-rosenthal-box-basics",
      "RESOURCE/toolkit-diy-box-fan-filter",
      "EVENT/corsi-rosenthal-box-build-workshop-madrid",
    ],
    translations: {
      en: {
        title: "How to build a Corsi-Rosenthal box air filter",
        summary:
          "A step-by-step walkthrough of the do-it-yourself air cleaner made from a box fan and four furnace filters, with tips on assembly, placement and safety.",
        body: `A Corsi-Rosenthal box is a homemade air cleaner: a box fan sitting on a cube of filters. It can move a lot of air through good filters at low cost.

**You will need**

- A box fan, ideally a recent model in good condition.
- Four or five pleated filters of the same size as the fan, rated MERV 13 or similar (ePM1 in Europe).
- Strong tape and a piece of cardboard.

**Steps**

1. Tape four filters into a cube, with the airflow arrows pointing inward.
2. Close the bottom with a fifth filter or cardboard.
3. Place the fan on top so it pulls air through the filters and blows it out of the top.
4. Tape the fan to the cube and seal any gaps.
5. Add a cardboard shroud over the fan corners to improve airflow.

**Safety**

Keep the cord tidy, never cover the motor, and do not leave it running unattended for long periods. Replace filters when they look dirty.`,
      },
      es: {
        title: "Cómo armar un filtro de aire Corsi-Rosenthal",
        summary:
          "Un recorrido paso a paso por el purificador casero hecho con un ventilador de caja y cuatro filtros plisados, con consejos de armado, ubicación y seguridad.",
        body: `Una caja Corsi-Rosenthal es un purificador casero: un ventilador de caja montado sobre un cubo de filtros. Puede hacer pasar mucho aire por buenos filtros a bajo costo.

**Necesitas**

- Un ventilador de caja, de preferencia reciente y en buen estado.
- Cuatro o cinco filtros plisados del mismo tamaño que el ventilador, clasificación MERV 13 o similar.
- Cinta resistente y un pedazo de cartón.

**Pasos**

1. Une con cinta cuatro filtros formando un cubo, con las flechas de flujo apuntando hacia adentro.
2. Cierra la base con un quinto filtro o con cartón.
3. Coloca el ventilador arriba para que jale el aire a través de los filtros y lo expulse hacia arriba.
4. Fija el ventilador al cubo con cinta y sella cualquier hueco.
5. Agrega un marco de cartón sobre las esquinas del ventilador para mejorar el flujo.

**Seguridad**

Mantén el cable ordenado, nunca cubras el motor y no lo dejes funcionando sin supervisión por periodos largos. Cambia los filtros cuando se vean sucios.`,
      },
      fr: {
        title: "Fabriquer un purificateur Corsi-Rosenthal",
        summary:
          "Un pas-à-pas pour fabriquer le purificateur maison composé d'un ventilateur carré et de quatre filtres plissés, avec des conseils de montage, d'emplacement et de sécurité.",
        body: `Une boîte Corsi-Rosenthal est un purificateur fait maison : un ventilateur carré posé sur un cube de filtres. Elle fait passer beaucoup d'air à travers de bons filtres pour un coût modeste.

**Matériel**

- Un ventilateur carré, de préférence récent et en bon état.
- Quatre ou cinq filtres plissés de la même taille que le ventilateur, de classe ePM1 (ou MERV 13).
- Du ruban adhésif solide et un morceau de carton.

**Étapes**

1. Assemblez quatre filtres en cube avec du ruban, les flèches de flux d'air tournées vers l'intérieur.
2. Fermez le fond avec un cinquième filtre ou du carton.
3. Posez le ventilateur sur le dessus pour qu'il aspire l'air à travers les filtres et le rejette vers le haut.
4. Fixez le ventilateur au cube et colmatez les jours.
5. Ajoutez un cache en carton sur les coins du ventilateur pour améliorer le débit.

**Sécurité**

Rangez bien le câble, ne couvrez jamais le moteur et ne le laissez pas tourner longtemps sans surveillance. Changez les filtres lorsqu'ils sont encrassés.`,
      },
      pt: {
        title: "Como montar um filtro de ar Corsi-Rosenthal",
        summary:
          "Um passo a passo do purificador caseiro feito com um ventilador quadrado e quatro filtros plissados, com dicas de montagem, posicionamento e segurança.",
        body: `Uma caixa Corsi-Rosenthal é um purificador caseiro: um ventilador quadrado apoiado sobre um cubo de filtros. Ela faz muito ar passar por bons filtros a baixo custo.

**Você vai precisar de**

- Um ventilador quadrado, de preferência recente e em bom estado.
- Quatro ou cinco filtros plissados do mesmo tamanho do ventilador, com classificação MERV 13 ou similar.
- Fita adesiva resistente e um pedaço de papelão.

**Passos**

1. Prenda quatro filtros com fita formando um cubo, com as setas de fluxo de ar apontando para dentro.
2. Feche a base com um quinto filtro ou com papelão.
3. Coloque o ventilador em cima para que ele puxe o ar pelos filtros e o sopre para cima.
4. Fixe o ventilador no cubo com fita e vede as frestas.
5. Acrescente uma moldura de papelão nos cantos do ventilador para melhorar o fluxo.

**Segurança**

Mantenha o fio organizado, nunca cubra o motor e não deixe o aparelho ligado sem supervisão por longos períodos. Troque os filtros quando estiverem sujos.`,
      },
    },
  },
  {
    slug: "respirator-fit-check-step-by-step",
    category: "how-to",
    access: "FREE",
    publishedDaysAgo: 74,
    tags: ["masks"],
    source: "editorial-team",
    related: [
      "EDUCATION/how-to-check-respirator-fit",
      "EDUCATION/masks-vs-respirators",
      "EVENT/community-mask-fit-check-afternoon-toronto",
    ],
    translations: {
      en: {
        title: "Respirator fit check, step by step",
        summary:
          "How to put on an N95, FFP2 or similar respirator and do a quick seal check every time, so that air goes through the filter instead of around the edges.",
        body: `A respirator only works well when it seals against your face. A quick seal check each time you put it on helps you catch leaks.

**Putting it on**

1. Hold the respirator with the nose piece up and place it over your nose and chin.
2. Position the straps as the maker intends: head straps go one high on the back of the head and one below the ears.
3. Press the metal nose piece with both hands to mold it to your nose.

**Checking the seal**

- Cover the respirator gently with both hands and breathe out. You should not feel air escaping at the edges, especially near your eyes.
- Breathe in sharply. The respirator should pull slightly toward your face.
- If you feel leaks, adjust the nose piece and straps and check again.

**Good to know**

Facial hair under the seal lets air leak. A formal fit test, done by trained staff with special equipment, is a different and more thorough process.`,
      },
      es: {
        title: "Verificación del sellado de un respirador, paso a paso",
        summary:
          "Cómo ponerte un respirador N95, KN95 o similar y hacer una verificación rápida del sellado cada vez, para que el aire pase por el filtro y no por los bordes.",
        body: `Un respirador funciona bien solo cuando sella contra tu cara. Una verificación rápida cada vez que te lo pones te ayuda a detectar fugas.

**Cómo ponértelo**

1. Sostén el respirador con la pieza nasal hacia arriba y colócalo sobre nariz y barbilla.
2. Acomoda las bandas como indica el fabricante: en los modelos con bandas a la cabeza, una va arriba en la nuca y otra debajo de las orejas.
3. Presiona la pieza metálica con ambas manos para moldearla a tu nariz.

**Cómo revisar el sellado**

- Cubre suavemente el respirador con ambas manos y exhala. No deberías sentir aire escapando por los bordes, sobre todo cerca de los ojos.
- Inhala con fuerza. El respirador debe hundirse un poco hacia tu cara.
- Si sientes fugas, ajusta la pieza nasal y las bandas y vuelve a revisar.

**Es bueno saber**

El vello facial bajo el borde deja pasar aire. La prueba de ajuste formal, que hace personal capacitado con equipo especial, es un proceso distinto y más completo.`,
      },
      fr: {
        title: "Vérifier l'étanchéité d'un masque FFP2, étape par étape",
        summary:
          "Comment mettre un masque FFP2, N95 ou équivalent et vérifier rapidement son étanchéité à chaque fois, pour que l'air passe par le filtre et non par les bords.",
        body: `Un masque FFP2 n'est efficace que s'il est bien plaqué sur le visage. Une rapide vérification à chaque mise en place permet de repérer les fuites.

**Le mettre en place**

1. Tenez le masque barrette nasale vers le haut et placez-le sur le nez et le menton.
2. Placez les élastiques comme le prévoit le fabricant : sur les modèles à brides, l'une en haut de l'arrière de la tête, l'autre sous les oreilles.
3. Pincez la barrette métallique des deux mains pour la mouler sur le nez.

**Vérifier l'étanchéité**

- Couvrez doucement le masque avec les deux mains et expirez. Vous ne devez pas sentir d'air s'échapper par les bords, surtout près des yeux.
- Inspirez fortement. Le masque doit se plaquer légèrement contre le visage.
- En cas de fuite, réajustez la barrette et les élastiques, puis recommencez.

**Bon à savoir**

La barbe sous les bords du masque crée des fuites. Un essai d'ajustement formel, réalisé par du personnel formé avec un équipement spécial, est une démarche différente et plus poussée.`,
      },
      pt: {
        title: "Verificação de vedação da máscara PFF2, passo a passo",
        summary:
          "Como colocar uma máscara PFF2, N95 ou similar e fazer uma verificação rápida de vedação toda vez que usar, para que o ar passe pelo filtro e não escape pelas bordas.",
        body: `Uma máscara PFF2 só funciona bem quando veda contra o rosto. Uma verificação rápida a cada uso ajuda a perceber vazamentos.

**Como colocar**

1. Segure a máscara com o clipe nasal para cima e posicione-a sobre o nariz e o queixo.
2. Ajuste os elásticos como o fabricante indica: nos modelos com elástico de cabeça, um vai no alto da parte de trás da cabeça e o outro abaixo das orelhas.
3. Pressione o clipe metálico com as duas mãos para moldá-lo ao nariz.

**Como verificar a vedação**

- Cubra a máscara suavemente com as duas mãos e expire. Você não deve sentir ar escapando pelas bordas, principalmente perto dos olhos.
- Inspire com força. A máscara deve se retrair levemente contra o rosto.
- Se sentir vazamentos, ajuste o clipe e os elásticos e verifique de novo.

**Bom saber**

Barba sob a borda da máscara deixa o ar passar. O teste de ajuste formal, feito por profissionais treinados com equipamento especial, é um processo diferente e mais completo.`,
      },
    },
  },
  {
    slug: "how-to-use-a-rapid-antigen-test",
    category: "how-to",
    access: "FREE",
    publishedDaysAgo: 318,
    tags: ["testing"],
    source: "editorial-team",
    related: ["VIDEO/testing-basics-rapid-and-pcr", "EDUCATION/testing-basics"],
    translations: {
      en: {
        title: "Using a rapid antigen test at home",
        summary:
          "General steps for doing a home rapid test carefully: preparing, collecting the sample, timing the result and reading the lines, always alongside the kit's own instructions.",
        body: `Home rapid tests are simple, but small mistakes can make results less reliable. Kits differ, so the instructions inside your box always come first.

**Before you start**

- Check the expiry date and that the package is intact.
- Let the kit reach room temperature if it was stored somewhere cold.
- Wash your hands and clear a clean, flat surface.

**Doing the test**

1. Collect the sample exactly as the kit describes, including the number of turns in each nostril.
2. Mix the swab in the liquid for the stated time and add the drops to the device.
3. Set a timer. Reading too early or too late can give a wrong result.

**Reading the result**

A control line must appear for the test to be valid. Any visible test line, even a faint one, usually counts as positive.

A negative result does not rule out infection. If you have symptoms, or questions about what to do next, contact a health professional or your local health service.`,
      },
      es: {
        title: "Cómo usar una prueba rápida de antígeno en casa",
        summary:
          "Pasos generales para hacer con cuidado una prueba rápida en casa: preparación, toma de muestra, tiempo de espera y lectura de las líneas, siempre junto con las instrucciones del kit.",
        body: `Las pruebas rápidas caseras son sencillas, pero pequeños errores pueden restarles confiabilidad. Cada kit es distinto, así que las instrucciones de tu caja siempre van primero.

**Antes de empezar**

- Revisa la fecha de caducidad y que el empaque esté intacto.
- Si estaba en un lugar frío, deja que alcance la temperatura ambiente.
- Lávate las manos y despeja una superficie plana y limpia.

**Cómo hacer la prueba**

1. Toma la muestra exactamente como indica el kit, incluido el número de vueltas en cada fosa nasal.
2. Mezcla el hisopo en el líquido el tiempo indicado y pon las gotas en el dispositivo.
3. Pon un temporizador. Leer antes o después de tiempo puede dar un resultado equivocado.

**Cómo leer el resultado**

Debe aparecer una línea de control para que la prueba sea válida. Cualquier línea de prueba visible, aunque sea tenue, suele contar como positiva.

Un resultado negativo no descarta la infección. Si tienes síntomas o dudas, consulta a un profesional de la salud.`,
      },
      fr: {
        title: "Faire un autotest antigénique à la maison",
        summary:
          "Les grandes étapes pour réaliser un autotest avec soin : préparation, prélèvement, temps d'attente et lecture des bandes, toujours en suivant la notice du fabricant.",
        body: `Les autotests sont simples, mais de petites erreurs peuvent fausser le résultat. Chaque kit est différent : la notice contenue dans la boîte fait toujours foi.

**Avant de commencer**

- Vérifiez la date de péremption et l'intégrité de l'emballage.
- Laissez le kit revenir à température ambiante s'il était stocké au froid.
- Lavez-vous les mains et dégagez une surface plane et propre.

**Réaliser le test**

1. Faites le prélèvement exactement comme indiqué, y compris le nombre de rotations dans chaque narine.
2. Mélangez l'écouvillon dans le liquide pendant le temps prévu et déposez les gouttes sur la cassette.
3. Lancez un minuteur : lire trop tôt ou trop tard peut fausser le résultat.

**Lire le résultat**

Une bande de contrôle doit apparaître pour que le test soit valide. Toute bande de test visible, même pâle, compte en général comme un résultat positif.

Un résultat négatif n'exclut pas une infection. En cas de symptômes ou de doute sur la conduite à tenir, contactez un professionnel de santé.`,
      },
      pt: {
        title: "Como fazer um autoteste de antígeno em casa",
        summary:
          "Passos gerais para fazer um autoteste com cuidado: preparação, coleta da amostra, tempo de espera e leitura das linhas, sempre junto com as instruções do próprio kit.",
        body: `Os autotestes são simples, mas pequenos erros podem torná-los menos confiáveis. Cada kit é diferente, então as instruções da sua caixa vêm sempre em primeiro lugar.

**Antes de começar**

- Confira a validade e se a embalagem está intacta.
- Deixe o kit atingir a temperatura ambiente se estava guardado em local frio.
- Lave as mãos e separe uma superfície plana e limpa.

**Fazendo o teste**

1. Colete a amostra exatamente como o kit descreve, inclusive o número de giros em cada narina.
2. Misture o swab no líquido pelo tempo indicado e pingue as gotas no dispositivo.
3. Marque o tempo com um cronômetro. Ler cedo ou tarde demais pode dar um resultado errado.

**Lendo o resultado**

Uma linha de controle precisa aparecer para o teste ser válido. Qualquer linha de teste visível, mesmo fraca, geralmente conta como positiva.

Um resultado negativo não descarta a infecção. Se tiver sintomas ou dúvidas sobre o que fazer, procure um profissional de saúde ou o serviço de saúde da sua região.`,
      },
    },
  },
  {
    slug: "ventilate-a-classroom",
    category: "how-to",
    access: "FREE",
    publishedDaysAgo: 392,
    tags: ["schools", "ventilation", "children"],
    source: "editorial-team",
    related: ["RESOURCE/toolkit-clean-air-schools", "EDUCATION/ventilation-and-air-changes"],
    translations: {
      en: {
        title: "How to ventilate a classroom through the school day",
        summary:
          "Practical ways to keep classroom air fresh in different seasons, from cross-ventilation and short window openings to portable purifiers and a CO2 monitor on the wall.",
        body: `Classrooms hold many people in a small space for hours, so fresh air makes a real difference. The right approach depends on the building and the weather.

**When the weather is mild**

- Open windows on opposite sides of the room, or a window and the door, to create cross-ventilation.
- Keep openings partly open all day rather than fully open for a few minutes.

**When it is cold or hot**

- Open windows fully for a few minutes between lessons and during breaks.
- Use a portable HEPA purifier or a Corsi-Rosenthal box to add clean air without losing heat.

**Using a CO2 monitor**

Mount the monitor at head height, away from windows and doors. When readings keep rising during a lesson, open up a little more. Over a few weeks, staff learn which habits keep the air fresh.

**Involve students**

Older students can take turns as "air monitors", which turns clean air into a shared, everyday habit.`,
      },
      es: {
        title: "Cómo ventilar un salón de clases durante la jornada",
        summary:
          "Formas prácticas de mantener fresco el aire del salón en distintas temporadas, desde la ventilación cruzada y las aperturas breves hasta purificadores portátiles y un medidor de CO2.",
        body: `En los salones hay mucha gente en poco espacio durante horas, así que el aire fresco marca una diferencia real. La mejor estrategia depende del edificio y del clima.

**Cuando el clima es templado**

- Abre ventanas en lados opuestos del salón, o una ventana y la puerta, para crear ventilación cruzada.
- Es mejor dejarlas parcialmente abiertas todo el día que abrirlas por completo unos minutos.

**Cuando hace frío o calor**

- Abre las ventanas por completo unos minutos entre clases y durante el recreo.
- Usa un purificador HEPA portátil o una caja Corsi-Rosenthal para sumar aire limpio sin perder temperatura.

**Con un medidor de CO2**

Colócalo a la altura de la cabeza, lejos de ventanas y puertas. Si las lecturas siguen subiendo durante la clase, abre un poco más. En pocas semanas, el personal aprende qué hábitos mantienen el aire fresco.

**Involucra al alumnado**

Los estudiantes mayores pueden turnarse como «guardianes del aire», y así el aire limpio se vuelve un hábito compartido.`,
      },
      fr: {
        title: "Aérer une salle de classe tout au long de la journée",
        summary:
          "Des moyens concrets de garder l'air de la classe frais selon les saisons : aération traversante, ouvertures courtes, purificateurs mobiles et capteur de CO2 au mur.",
        body: `Une salle de classe réunit beaucoup de monde dans un petit espace pendant des heures : l'air frais y fait une vraie différence. La bonne méthode dépend du bâtiment et de la météo.

**Quand le temps est doux**

- Ouvrez des fenêtres sur des côtés opposés, ou une fenêtre et la porte, pour créer un courant d'air traversant.
- Mieux vaut entrouvrir toute la journée qu'ouvrir en grand quelques minutes seulement.

**Quand il fait froid ou chaud**

- Ouvrez grand les fenêtres quelques minutes entre les cours et pendant les récréations.
- Utilisez un purificateur HEPA mobile ou une boîte Corsi-Rosenthal pour apporter de l'air propre sans perdre de chaleur.

**Avec un capteur de CO2**

Fixez-le à hauteur de tête, loin des fenêtres et des portes. Si les valeurs montent pendant le cours, ouvrez un peu plus. En quelques semaines, l'équipe sait quelles habitudes gardent l'air sain.

**Impliquer les élèves**

Les plus grands peuvent être à tour de rôle « responsables de l'air », ce qui fait de l'air sain une habitude partagée.`,
      },
      pt: {
        title: "Como ventilar uma sala de aula ao longo do dia",
        summary:
          "Formas práticas de manter o ar da sala renovado em diferentes estações, da ventilação cruzada e aberturas curtas a purificadores portáteis e um medidor de CO2 na parede.",
        body: `As salas de aula reúnem muita gente em pouco espaço por horas, então o ar fresco faz uma diferença real. A melhor estratégia depende do prédio e do clima.

**Quando o tempo está ameno**

- Abra janelas em lados opostos da sala, ou uma janela e a porta, para criar ventilação cruzada.
- É melhor deixá-las entreabertas o dia todo do que escancará-las só por alguns minutos.

**Quando faz frio ou calor**

- Abra as janelas totalmente por alguns minutos entre as aulas e no recreio.
- Use um purificador HEPA portátil ou uma caixa Corsi-Rosenthal para somar ar limpo sem perder temperatura.

**Com um medidor de CO2**

Instale-o na altura da cabeça, longe de janelas e portas. Se as leituras subirem durante a aula, abra um pouco mais. Em poucas semanas, a equipe descobre quais hábitos mantêm o ar renovado.

**Envolva os alunos**

Os estudantes mais velhos podem se revezar como "guardiões do ar", transformando o ar limpo em um hábito compartilhado.`,
      },
    },
  },
];
