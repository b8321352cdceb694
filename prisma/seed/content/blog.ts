import type { SeedItem } from "../types";

// BLOG items: editorials by the site's team and composite, illustrative stories (no real people).
export const items: SeedItem[] = [
  {
    slug: "why-we-built-this-site",
    category: "editorial",
    access: "FREE",
    publishedDaysAgo: 0,
    featured: true,
    tags: ["accessibility"],
    source: "editorial-team",
    related: ["BLOG/how-we-choose-and-check-sources", "BLOG/translating-health-information-into-four-languages"],
    translations: {
      en: {
        title: "Why we built this site, and what we hope it does",
        summary:
          "Covid-19 did not end when the headlines faded, and new health threats keep emerging. Here is why we created a multilingual, source-based information site and the principles that guide our work.",
        body: `When the emergency phase of Covid-19 ended, much of the public information ended with it. Dashboards stopped updating, news coverage thinned out, and many people were left with questions. Is the virus still circulating? What is long Covid? What do mpox or H5N1 mean for the rest of us?

We built this site to answer questions like these clearly, in four languages, with the sources visible.

## What guides our work

- **Explain, don't alarm:** we aim for calm, accurate explanations of how things work.
- **Show our sources:** we point to public health agencies and research institutions so readers can check for themselves.
- **No personal medical advice:** we explain the science; decisions about individual care belong with health professionals.
- **Language should not be a barrier:** readers in English, Spanish, French and Portuguese deserve the same quality.

We will not always get everything right. When the evidence changes, we update our articles, and we welcome corrections from readers.`,
      },
      es: {
        title: "Por qué creamos este sitio y qué esperamos lograr",
        summary:
          "El Covid-19 no terminó cuando se apagaron los titulares, y siguen surgiendo nuevas amenazas para la salud. Te contamos por qué creamos un sitio de información multilingüe y basado en fuentes, y qué principios guían nuestro trabajo.",
        body: `Cuando terminó la fase de emergencia del Covid-19, buena parte de la información pública terminó con ella. Los tableros dejaron de actualizarse, la cobertura noticiosa se redujo y mucha gente se quedó con preguntas. ¿El virus sigue circulando? ¿Qué es el covid persistente? ¿Qué significan la mpox o el H5N1 para el resto de nosotros?

Creamos este sitio para responder preguntas como estas con claridad, en cuatro idiomas y con las fuentes a la vista.

## Lo que guía nuestro trabajo

- **Explicar, no alarmar:** buscamos explicaciones serenas y precisas de cómo funcionan las cosas.
- **Mostrar nuestras fuentes:** remitimos a agencias de salud pública e instituciones de investigación para que cada quien pueda verificar.
- **Sin consejos médicos personales:** explicamos la ciencia; las decisiones sobre la atención de cada persona corresponden a los profesionales de la salud.
- **El idioma no debe ser una barrera:** quienes leen en inglés, español, francés y portugués merecen la misma calidad.

No siempre acertaremos en todo. Cuando la evidencia cambie, actualizaremos nuestros artículos, y agradecemos las correcciones de nuestros lectores.`,
      },
      fr: {
        title: "Pourquoi nous avons créé ce site, et ce que nous espérons apporter",
        summary:
          "Le Covid-19 n'a pas disparu avec les gros titres, et de nouvelles menaces sanitaires continuent d'apparaître. Pourquoi nous avons lancé un site d'information multilingue et sourcé, et les principes qui guident notre travail.",
        body: `Quand la phase d'urgence du Covid-19 s'est achevée, une grande partie de l'information publique s'est arrêtée avec elle. Les tableaux de bord ont cessé d'être mis à jour, la couverture médiatique s'est raréfiée, et beaucoup sont restés avec des questions. Le virus circule-t-il encore ? Qu'est-ce que le Covid long ? Que signifient le mpox ou le H5N1 pour nous tous ?

Nous avons créé ce site pour répondre clairement à ces questions, en quatre langues, en rendant les sources visibles.

## Ce qui guide notre travail

- **Expliquer sans alarmer :** nous visons des explications posées et exactes.
- **Montrer nos sources :** nous renvoyons aux agences de santé publique et aux institutions de recherche pour que chacun puisse vérifier.
- **Pas de conseils médicaux personnels :** nous expliquons la science ; les décisions de soins individuelles relèvent des professionnels de santé.
- **La langue ne doit pas être un obstacle :** les lecteurs anglophones, hispanophones, francophones et lusophones méritent la même qualité.

Nous ne ferons pas toujours tout parfaitement. Quand les connaissances évoluent, nous mettons nos articles à jour, et nous accueillons volontiers les corrections de nos lecteurs.`,
      },
      pt: {
        title: "Por que criamos este site e o que esperamos dele",
        summary:
          "A Covid-19 não acabou quando as manchetes sumiram, e novas ameaças à saúde continuam surgindo. Veja por que criamos um site de informação multilíngue e baseado em fontes, e os princípios que guiam nosso trabalho.",
        body: `Quando a fase de emergência da Covid-19 terminou, boa parte da informação pública terminou junto. Os painéis deixaram de ser atualizados, a cobertura jornalística diminuiu e muita gente ficou com perguntas. O vírus ainda está circulando? O que é Covid longa? O que a mpox ou o H5N1 significam para todos nós?

Criamos este site para responder a perguntas como essas com clareza, em quatro idiomas e com as fontes à vista.

## O que guia nosso trabalho

- **Explicar sem alarmar:** buscamos explicações serenas e precisas de como as coisas funcionam.
- **Mostrar nossas fontes:** indicamos agências de saúde pública e instituições de pesquisa para que cada leitor possa conferir.
- **Nada de orientação médica individual:** explicamos a ciência; decisões sobre o cuidado de cada pessoa cabem aos profissionais de saúde.
- **O idioma não deve ser uma barreira:** quem lê em inglês, espanhol, francês ou português merece a mesma qualidade.

Nem sempre vamos acertar tudo. Quando as evidências mudarem, atualizaremos nossos artigos, e correções dos leitores são sempre bem-vindas.`,
      },
    },
  },
  {
    slug: "a-teacher-and-the-classroom-co2-monitor",
    category: "stories",
    access: "FREE",
    publishedDaysAgo: 6,
    tags: ["schools", "ventilation", "air-quality"],
    source: "editorial-team",
    related: ["SCIENTIFIC_LIBRARY/co2-monitoring-as-a-ventilation-proxy", "NEWS/ventilation-in-schools-explained"],
    translations: {
      en: {
        title: "A classroom, a CO2 monitor and a new habit",
        summary:
          "A composite story of a secondary school teacher who started paying attention to the air in her classroom, and what changed for her students and colleagues.",
        body: `*This is a composite story based on common experiences; details are illustrative.*

She had taught in the same classroom for years: thirty students, windows along one wall, a radiator that clanked all winter. She had never thought much about the air until a colleague lent her a small CO2 monitor.

The first week surprised her. On cold mornings, with the windows shut, the reading climbed steadily through each lesson. By the last period, students seemed sleepy, and she had a headache she had always blamed on the job.

## Small changes

She began opening two windows for a few minutes between lessons and leaving the door ajar. Students took turns checking the monitor, and it turned into a small science lesson about what we breathe out.

Not everything was simple. Some days were too cold or too noisy, and the building's old ventilation could not be fixed quickly. She raised the issue with the school's management, who agreed to look into portable air cleaners for the worst rooms. Other teachers started asking to borrow the monitor.`,
      },
      es: {
        title: "Un salón de clases, un medidor de CO2 y un nuevo hábito",
        summary:
          "Una historia compuesta sobre una maestra de secundaria que empezó a prestar atención al aire de su salón, y lo que cambió para sus alumnos y colegas.",
        body: `*Esta es una historia compuesta a partir de experiencias comunes; los detalles son ilustrativos.*

Llevaba años dando clases en el mismo salón: treinta alumnos, ventanas a lo largo de una pared y un calefactor que hacía ruido todo el invierno. Nunca había pensado mucho en el aire hasta que una colega le prestó un pequeño medidor de CO2.

La primera semana la sorprendió. En las mañanas frías, con las ventanas cerradas, la lectura subía sin parar durante cada clase. A la última hora, los alumnos se veían adormilados y ella tenía un dolor de cabeza que siempre había atribuido al trabajo.

## Pequeños cambios

Empezó a abrir dos ventanas unos minutos entre clases y a dejar la puerta entreabierta. Los alumnos se turnaban para revisar el medidor, y eso se convirtió en una pequeña lección de ciencias sobre lo que exhalamos.

No todo fue sencillo. Algunos días hacía demasiado frío o había demasiado ruido, y la ventilación del viejo edificio no podía arreglarse rápido. Planteó el tema a la dirección de la escuela, que aceptó evaluar purificadores portátiles para los salones más problemáticos. Otros maestros empezaron a pedirle prestado el medidor.`,
      },
      fr: {
        title: "Une salle de classe, un capteur de CO2 et une nouvelle habitude",
        summary:
          "Un récit composite : celui d'une professeure de collège qui a commencé à prêter attention à l'air de sa salle de classe, et ce qui a changé pour ses élèves et ses collègues.",
        body: `*Ce récit est un témoignage composite fondé sur des expériences courantes ; les détails sont illustratifs.*

Elle enseignait depuis des années dans la même salle : trente élèves, des fenêtres sur un mur, un radiateur qui cliquetait tout l'hiver. Elle n'avait jamais beaucoup pensé à l'air jusqu'à ce qu'une collègue lui prête un petit capteur de CO2.

La première semaine l'a surprise. Les matins froids, fenêtres fermées, la mesure grimpait régulièrement pendant chaque cours. En fin de journée, les élèves semblaient somnolents, et elle avait un mal de tête qu'elle avait toujours mis sur le compte du métier.

## De petits changements

Elle a commencé à ouvrir deux fenêtres quelques minutes entre les cours et à laisser la porte entrouverte. Les élèves surveillaient le capteur à tour de rôle, ce qui est devenu une petite leçon de sciences sur ce que nous expirons.

Tout n'a pas été simple. Certains jours, il faisait trop froid ou c'était trop bruyant, et la vieille ventilation du bâtiment ne pouvait pas être réparée rapidement. Elle a alerté la direction, qui a accepté d'étudier l'achat de purificateurs d'air pour les salles les plus problématiques. D'autres enseignants ont commencé à lui emprunter le capteur.`,
      },
      pt: {
        title: "Uma sala de aula, um medidor de CO2 e um novo hábito",
        summary:
          "Uma história composta sobre uma professora do ensino fundamental que passou a prestar atenção ao ar da sua sala, e o que mudou para seus alunos e colegas.",
        body: `*Esta é uma história composta a partir de experiências comuns; os detalhes são ilustrativos.*

Ela dava aula havia anos na mesma sala: trinta alunos, janelas ao longo de uma parede e um aquecedor barulhento o inverno inteiro. Nunca tinha pensado muito no ar até que uma colega lhe emprestou um pequeno medidor de CO2.

A primeira semana a surpreendeu. Nas manhãs frias, com as janelas fechadas, a leitura subia sem parar durante cada aula. No último horário, os alunos pareciam sonolentos, e ela tinha uma dor de cabeça que sempre atribuíra ao trabalho.

## Pequenas mudanças

Ela começou a abrir duas janelas por alguns minutos entre as aulas e a deixar a porta entreaberta. Os alunos se revezavam para conferir o medidor, e aquilo virou uma pequena aula de ciências sobre o que exalamos.

Nem tudo foi simples. Alguns dias estavam frios ou barulhentos demais, e a ventilação antiga do prédio não podia ser consertada rapidamente. Ela levou o assunto à direção da escola, que concordou em avaliar purificadores portáteis para as salas mais críticas. Outros professores começaram a pedir o medidor emprestado.`,
      },
    },
  },
  {
    slug: "clean-air-is-a-shared-responsibility",
    category: "editorial",
    access: "FREE",
    publishedDaysAgo: 10,
    featured: true,
    tags: ["ventilation", "air-quality", "workplaces"],
    source: "editorial-team",
    related: [
      "NEWS/clean-indoor-air-policy-explained",
      "SCIENTIFIC_LIBRARY/airborne-transmission-explained",
      "BLOG/a-small-cafe-rethinks-its-air",
    ],
    translations: {
      en: {
        title: "Clean indoor air is a shared responsibility",
        summary:
          "We do not expect each household to purify its own drinking water. In this editorial, we argue that the air in shared buildings deserves the same kind of collective attention.",
        body: `In the nineteenth century, cities learned that clean water could not be left to each household. Sewers and water treatment became one of the great achievements of public health. We believe indoor air deserves a similar shift in thinking.

Most of us spend much of our lives indoors, in spaces we do not control: offices, classrooms, clinics, buses. Whether the air there is well ventilated or filtered depends on building owners, employers and public authorities, not on individual choices.

## What a shared approach looks like

- Building managers who understand their ventilation systems and maintain them.
- Employers and schools that measure air quality and act on the results.
- Public standards that make clean air an expectation rather than a luxury.

Individual measures still matter, and people should be free to use them. But good air should not depend on whether each person can afford a purifier or knows how to read a CO2 monitor. The benefits, fewer infections and better concentration among them, are shared too.`,
      },
      es: {
        title: "El aire interior limpio es una responsabilidad compartida",
        summary:
          "No esperamos que cada hogar potabilice su propia agua. En este editorial sostenemos que el aire de los edificios compartidos merece el mismo tipo de atención colectiva.",
        body: `En el siglo XIX, las ciudades aprendieron que el agua limpia no podía dejarse en manos de cada hogar. El drenaje y el tratamiento del agua se convirtieron en uno de los grandes logros de la salud pública. Creemos que el aire interior merece un cambio de mentalidad similar.

La mayoría pasamos buena parte de la vida en interiores, en espacios que no controlamos: oficinas, salones de clases, clínicas, camiones. Que el aire ahí esté bien ventilado o filtrado depende de propietarios, empleadores y autoridades, no de decisiones individuales.

## Cómo se ve un enfoque compartido

- Administradores de edificios que entienden sus sistemas de ventilación y les dan mantenimiento.
- Empleadores y escuelas que miden la calidad del aire y actúan según los resultados.
- Normas públicas que hagan del aire limpio algo esperado y no un lujo.

Las medidas individuales siguen importando, y cada quien debe poder usarlas. Pero un buen aire no debería depender de si cada persona puede pagar un purificador o sabe leer un medidor de CO2. Los beneficios, entre ellos menos infecciones y mejor concentración, también son compartidos.`,
      },
      fr: {
        title: "Un air intérieur sain est une responsabilité partagée",
        summary:
          "Personne n'attend de chaque foyer qu'il rende lui-même son eau potable. Dans cet éditorial, nous défendons l'idée que l'air des bâtiments partagés mérite la même attention collective.",
        body: `Au XIXe siècle, les villes ont compris que l'eau potable ne pouvait pas être laissée à la charge de chaque foyer. Les égouts et le traitement de l'eau sont devenus l'une des grandes réussites de la santé publique. Nous pensons que l'air intérieur appelle un changement de regard comparable.

Nous passons pour la plupart une grande partie de notre vie à l'intérieur, dans des espaces que nous ne maîtrisons pas : bureaux, salles de classe, cabinets médicaux, transports. La qualité de la ventilation ou de la filtration y dépend des propriétaires, des employeurs et des pouvoirs publics, pas de choix individuels.

## À quoi ressemble une approche collective

- Des gestionnaires de bâtiments qui connaissent et entretiennent leurs systèmes de ventilation.
- Des employeurs et des écoles qui mesurent la qualité de l'air et agissent en conséquence.
- Des normes publiques qui font d'un air sain une attente, et non un luxe.

Les mesures individuelles restent utiles, et chacun doit rester libre d'y recourir. Mais un bon air ne devrait pas dépendre de la capacité de chacun à s'offrir un purificateur ou à lire un capteur de CO2. Les bénéfices, dont moins d'infections et une meilleure concentration, sont eux aussi partagés.`,
      },
      pt: {
        title: "Ar interno limpo é uma responsabilidade compartilhada",
        summary:
          "Ninguém espera que cada casa trate a própria água potável. Neste editorial, defendemos que o ar dos edifícios compartilhados merece o mesmo tipo de atenção coletiva.",
        body: `No século XIX, as cidades aprenderam que a água limpa não podia ficar a cargo de cada casa. Redes de esgoto e tratamento de água se tornaram uma das grandes conquistas da saúde pública. Acreditamos que o ar interno merece uma mudança de mentalidade semelhante.

A maioria de nós passa boa parte da vida em ambientes fechados que não controla: escritórios, salas de aula, clínicas, ônibus. Se o ar ali é bem ventilado ou filtrado depende de proprietários, empregadores e autoridades, não de escolhas individuais.

## Como é uma abordagem compartilhada

- Gestores de prédios que entendem seus sistemas de ventilação e fazem a manutenção.
- Empregadores e escolas que medem a qualidade do ar e agem com base nos resultados.
- Normas públicas que façam do ar limpo uma expectativa, e não um luxo.

As medidas individuais continuam importando, e as pessoas devem ter liberdade para usá-las. Mas ar de qualidade não deveria depender de cada um poder pagar um purificador ou saber ler um medidor de CO2. Os benefícios, entre eles menos infecções e mais concentração, também são compartilhados.`,
      },
    },
  },
  {
    slug: "living-with-long-covid-a-composite-story",
    category: "stories",
    access: "FREE",
    publishedDaysAgo: 30,
    tags: ["long-covid", "mental-health"],
    source: "editorial-team",
    related: ["SCIENTIFIC_LIBRARY/what-is-long-covid", "SCIENTIFIC_LIBRARY/post-exertional-malaise-and-pacing"],
    translations: {
      en: {
        title: "Learning a new pace: a story of living with long Covid",
        summary:
          "A composite story of a woman whose life changed after a mild infection, following the long road to being believed, the frustration of relapses and the support that made a difference.",
        body: `*This is a composite story based on common experiences; details are illustrative.*

She is an accountant in her forties, and the infection itself felt like a bad cold. Three weeks later, a short walk to the shops left her exhausted for days. She assumed it would pass. It did not.

The months that followed were a cycle of good days and crashes. On a good day she would catch up on work and housework, then spend the next few days in bed. Her tests came back normal, and some people around her suggested it was stress.

## What helped

A referral to a clinic familiar with long Covid was a turning point. A professional there explained post-exertional malaise and helped her learn pacing: planning rest, breaking tasks down, stopping before symptoms flared rather than after.

An online support group helped too, simply by showing her she was not alone. Her employer agreed to shorter hours and remote work.

Her recovery has not been a straight line. But she describes feeling believed as the moment things began to change.`,
      },
      es: {
        title: "Aprender un nuevo ritmo: una historia de vida con covid persistente",
        summary:
          "Una historia compuesta sobre una mujer cuya vida cambió tras una infección leve: el largo camino para que le creyeran, la frustración de las recaídas y el apoyo que marcó la diferencia.",
        body: `*Esta es una historia compuesta a partir de experiencias comunes; los detalles son ilustrativos.*

Es contadora, tiene cuarenta y tantos años, y la infección en sí se sintió como un resfriado fuerte. Tres semanas después, una caminata corta a la tienda la dejó agotada durante días. Pensó que se le pasaría. No fue así.

Los meses siguientes fueron un ciclo de días buenos y recaídas. En un día bueno se ponía al corriente con el trabajo y la casa, y luego pasaba los días siguientes en cama. Sus estudios salían normales, y algunas personas cercanas le sugerían que era estrés.

## Lo que ayudó

Que la canalizaran a una clínica con experiencia en covid persistente fue un parteaguas. Ahí, una profesional le explicó el malestar posesfuerzo y la ayudó a aprender a dosificar su energía: planear descansos, dividir las tareas, detenerse antes de que los síntomas se dispararan y no después.

Un grupo de apoyo en línea también ayudó, simplemente al mostrarle que no estaba sola. Su empleador aceptó reducirle el horario y permitirle trabajar desde casa.

Su recuperación no ha sido en línea recta. Pero dice que sentirse creída fue el momento en que las cosas empezaron a cambiar.`,
      },
      fr: {
        title: "Apprendre un nouveau rythme : vivre avec un Covid long",
        summary:
          "Un récit composite : celui d'une femme dont la vie a basculé après une infection bénigne, le long chemin pour être crue, la frustration des rechutes et le soutien qui a tout changé.",
        body: `*Ce récit est un témoignage composite fondé sur des expériences courantes ; les détails sont illustratifs.*

Elle est comptable, a la quarantaine, et l'infection elle-même ressemblait à un gros rhume. Trois semaines plus tard, une courte marche jusqu'aux commerces l'a épuisée pendant des jours. Elle pensait que cela passerait. Ce ne fut pas le cas.

Les mois suivants ont été une alternance de bons jours et d'effondrements. Un bon jour, elle rattrapait le travail et les tâches ménagères, puis passait les jours suivants au lit. Ses examens revenaient normaux, et certains de ses proches évoquaient le stress.

## Ce qui a aidé

Son orientation vers une consultation spécialisée dans le Covid long a marqué un tournant. Une professionnelle lui a expliqué le malaise post-effort et l'a aidée à apprendre à gérer son énergie : planifier le repos, fractionner les tâches, s'arrêter avant que les symptômes ne flambent, et non après.

Un groupe de soutien en ligne l'a aidée aussi, simplement en lui montrant qu'elle n'était pas seule. Son employeur a accepté un temps partiel et le télétravail.

Son rétablissement n'a rien de linéaire. Mais elle situe le moment où les choses ont commencé à changer au jour où elle s'est sentie crue.`,
      },
      pt: {
        title: "Aprendendo um novo ritmo: uma história de vida com Covid longa",
        summary:
          "Uma história composta sobre uma mulher cuja vida mudou após uma infecção leve: o longo caminho até ser levada a sério, a frustração das recaídas e o apoio que fez diferença.",
        body: `*Esta é uma história composta a partir de experiências comuns; os detalhes são ilustrativos.*

Ela é contadora, tem quarenta e poucos anos, e a infecção em si pareceu um resfriado forte. Três semanas depois, uma caminhada curta até o mercado a deixou exausta por dias. Achou que ia passar. Não passou.

Os meses seguintes foram um ciclo de dias bons e crises. Num dia bom, ela colocava em dia o trabalho e as tarefas de casa e depois passava os dias seguintes de cama. Os exames voltavam normais, e algumas pessoas próximas sugeriam que era estresse.

## O que ajudou

O encaminhamento para um ambulatório com experiência em Covid longa foi um divisor de águas. Lá, uma profissional explicou o mal-estar pós-esforço e a ajudou a aprender a gerir a energia: planejar pausas, dividir tarefas, parar antes que os sintomas piorassem, e não depois.

Um grupo de apoio on-line também ajudou, simplesmente por mostrar que ela não estava sozinha. O empregador aceitou reduzir a jornada e permitir o trabalho remoto.

A recuperação não tem sido uma linha reta. Mas ela conta que se sentir levada a sério foi o momento em que as coisas começaram a mudar.`,
      },
    },
  },
  {
    slug: "how-we-choose-and-check-sources",
    category: "editorial",
    access: "FREE",
    publishedDaysAgo: 50,
    tags: ["accessibility", "surveillance"],
    source: "editorial-team",
    related: ["BLOG/reading-health-research-carefully", "BLOG/why-we-built-this-site"],
    translations: {
      en: {
        title: "How we choose and check our sources",
        summary:
          "Every article on this site points to the organization behind the information. Here is how we decide which sources to rely on, how we handle uncertainty and what we do when the evidence changes.",
        body: `Health information is only as good as the evidence behind it. That is why each article on this site names a source, and why we want to explain how we choose them.

## Who we rely on

We draw mainly on public health agencies such as WHO, CDC, ECDC, PAHO and Santé publique France, on research institutions such as Fiocruz, and on peer-reviewed research. These organizations do not always agree, and their recommendations reflect the situation in their own regions. When they differ, we say so rather than silently picking a side.

## How we handle uncertainty

- We distinguish between what is well established, what is likely and what is still being studied.
- We avoid presenting a single study as settled fact.
- We do not publish specific figures unless we can trace them to a reliable source.

## When the evidence changes

Science moves, and some of what we write today will need revising. When that happens, we update the article. If you spot an error, we want to hear about it.`,
      },
      es: {
        title: "Cómo elegimos y verificamos nuestras fuentes",
        summary:
          "Cada artículo de este sitio indica la organización detrás de la información. Te explicamos cómo decidimos en qué fuentes apoyarnos, cómo manejamos la incertidumbre y qué hacemos cuando cambia la evidencia.",
        body: `La información de salud vale lo que vale la evidencia que la respalda. Por eso cada artículo de este sitio menciona una fuente, y por eso queremos explicar cómo las elegimos.

## En quién nos apoyamos

Recurrimos principalmente a agencias de salud pública como la OMS, los CDC, el ECDC, la OPS y Santé publique France, a instituciones de investigación como Fiocruz y a investigaciones revisadas por pares. Estas organizaciones no siempre coinciden, y sus recomendaciones reflejan la situación de sus propias regiones. Cuando difieren, lo decimos en lugar de tomar partido en silencio.

## Cómo manejamos la incertidumbre

- Distinguimos entre lo que está bien establecido, lo que es probable y lo que aún se estudia.
- Evitamos presentar un solo estudio como un hecho definitivo.
- No publicamos cifras específicas si no podemos rastrearlas hasta una fuente confiable.

## Cuando cambia la evidencia

La ciencia avanza, y parte de lo que escribimos hoy tendrá que revisarse. Cuando eso ocurra, actualizaremos el artículo. Si encuentras un error, queremos saberlo.`,
      },
      fr: {
        title: "Comment nous choisissons et vérifions nos sources",
        summary:
          "Chaque article de ce site indique l'organisme à l'origine de l'information. Comment nous choisissons nos sources, comment nous traitons l'incertitude et ce que nous faisons quand les connaissances évoluent.",
        body: `Une information de santé ne vaut que par les données qui l'étayent. C'est pourquoi chaque article de ce site cite une source, et pourquoi nous tenons à expliquer comment nous les choisissons.

## Sur qui nous nous appuyons

Nous nous fondons principalement sur des agences de santé publique comme l'OMS, les CDC, l'ECDC, l'OPS et Santé publique France, sur des institutions de recherche comme Fiocruz et sur des travaux évalués par les pairs. Ces organismes ne sont pas toujours d'accord, et leurs recommandations reflètent la situation de leur propre région. Quand ils divergent, nous le disons plutôt que de trancher en silence.

## Comment nous traitons l'incertitude

- Nous distinguons ce qui est bien établi, ce qui est probable et ce qui reste à l'étude.
- Nous évitons de présenter une étude isolée comme un fait acquis.
- Nous ne publions pas de chiffres précis sans pouvoir les rattacher à une source fiable.

## Quand les connaissances évoluent

La science avance, et une partie de ce que nous écrivons aujourd'hui devra être révisée. Dans ce cas, nous mettons l'article à jour. Si vous repérez une erreur, dites-le-nous.`,
      },
      pt: {
        title: "Como escolhemos e verificamos nossas fontes",
        summary:
          "Cada artigo deste site indica a organização por trás da informação. Veja como decidimos em quais fontes confiar, como lidamos com a incerteza e o que fazemos quando as evidências mudam.",
        body: `Uma informação de saúde vale o que vale a evidência por trás dela. Por isso cada artigo deste site cita uma fonte, e por isso queremos explicar como as escolhemos.

## Em quem nos apoiamos

Recorremos principalmente a agências de saúde pública como a OMS, o CDC, o ECDC, a OPAS e a Santé publique France, a instituições de pesquisa como a Fiocruz e a pesquisas revisadas por pares. Essas organizações nem sempre concordam, e suas recomendações refletem a situação de suas próprias regiões. Quando divergem, dizemos isso em vez de escolher um lado em silêncio.

## Como lidamos com a incerteza

- Distinguimos o que está bem estabelecido, o que é provável e o que ainda está em estudo.
- Evitamos apresentar um único estudo como fato consumado.
- Não publicamos números específicos se não conseguimos rastreá-los até uma fonte confiável.

## Quando as evidências mudam

A ciência avança, e parte do que escrevemos hoje precisará ser revista. Quando isso acontecer, atualizaremos o artigo. Se você encontrar um erro, queremos saber.`,
      },
    },
  },
  {
    slug: "reading-health-research-carefully",
    category: "editorial",
    access: "LIMITED",
    publishedDaysAgo: 75,
    tags: ["long-covid", "vaccination"],
    source: "editorial-team",
    related: [
      "BLOG/how-we-choose-and-check-sources",
      "SCIENTIFIC_LIBRARY/how-clinical-trials-evaluate-treatments",
      "SCIENTIFIC_LIBRARY/vaccine-effectiveness-vs-efficacy",
    ],
    translations: {
      en: {
        title: "Before you share that study: a short guide to reading health research",
        summary:
          "A striking headline about a new study can travel around the world in hours. Here are the questions we ask before writing about new research, and that any reader can use too.",
        body: `Headlines often compress months of careful research into a single sentence, and something gets lost on the way. Before we write about a new study, we run through a few questions.

## Questions worth asking

- **Has it been peer-reviewed?** Preprints are shared before review. They can be valuable in fast-moving situations, but independent experts have not yet checked them.
- **Who was studied?** Results in cells, in animals or in a small group of patients may not apply to everyone.
- **What kind of study is it?** A randomized trial can show cause and effect; an observational study usually shows associations.
- **How big is the effect?** A doubling of a very rare event can still mean a small risk.
- **Does it fit with other evidence?** One surprising result is a reason for more research, not a conclusion.

None of this means new studies should be ignored. It means treating each one as a piece of a larger puzzle, whether it concerns vaccines, long Covid or anything else.`,
      },
      es: {
        title: "Antes de compartir ese estudio: una guía breve para leer investigación en salud",
        summary:
          "Un titular llamativo sobre un nuevo estudio puede dar la vuelta al mundo en horas. Estas son las preguntas que nos hacemos antes de escribir sobre una investigación, y que cualquier lector puede usar.",
        body: `Los titulares suelen comprimir meses de investigación cuidadosa en una sola frase, y algo se pierde en el camino. Antes de escribir sobre un estudio nuevo, repasamos algunas preguntas.

## Preguntas que vale la pena hacerse

- **¿Fue revisado por pares?** Los preprints se comparten antes de la revisión. Pueden ser valiosos en situaciones que cambian rápido, pero aún no los han evaluado expertos independientes.
- **¿A quién se estudió?** Los resultados en células, en animales o en un grupo pequeño de pacientes pueden no aplicar a todos.
- **¿Qué tipo de estudio es?** Un ensayo aleatorizado puede mostrar causa y efecto; un estudio observacional suele mostrar asociaciones.
- **¿Qué tan grande es el efecto?** Que un evento muy raro se duplique puede seguir significando un riesgo pequeño.
- **¿Concuerda con otra evidencia?** Un resultado sorprendente es motivo para investigar más, no una conclusión.

Nada de esto significa ignorar los estudios nuevos. Significa tratar cada uno como una pieza de un rompecabezas más grande, ya sea sobre vacunas, covid persistente o cualquier otro tema.`,
      },
      fr: {
        title: "Avant de partager cette étude : petit guide de lecture de la recherche en santé",
        summary:
          "Un titre frappant sur une nouvelle étude peut faire le tour du monde en quelques heures. Voici les questions que nous nous posons avant d'écrire sur une recherche, et que chaque lecteur peut se poser aussi.",
        body: `Les titres résument souvent des mois de recherche minutieuse en une seule phrase, et quelque chose se perd en route. Avant d'écrire sur une nouvelle étude, nous passons en revue quelques questions.

## Les bonnes questions

- **A-t-elle été évaluée par les pairs ?** Les prépublications sont diffusées avant cette relecture. Elles peuvent être précieuses quand la situation évolue vite, mais aucun expert indépendant ne les a encore vérifiées.
- **Sur qui porte-t-elle ?** Des résultats obtenus sur des cellules, des animaux ou un petit groupe de patients ne valent pas forcément pour tous.
- **De quel type d'étude s'agit-il ?** Un essai randomisé peut établir une relation de cause à effet ; une étude observationnelle montre généralement des associations.
- **Quelle est l'ampleur de l'effet ?** Le doublement d'un événement très rare peut rester un risque faible.
- **Est-ce cohérent avec les autres données ?** Un résultat surprenant justifie de nouvelles recherches, pas une conclusion.

Rien de tout cela ne signifie qu'il faut ignorer les nouvelles études. Il s'agit de voir chacune comme une pièce d'un puzzle plus vaste, qu'elle porte sur les vaccins, le Covid long ou autre chose.`,
      },
      pt: {
        title: "Antes de compartilhar aquele estudo: um guia rápido para ler pesquisas em saúde",
        summary:
          "Uma manchete chamativa sobre um novo estudo pode dar a volta ao mundo em horas. Estas são as perguntas que fazemos antes de escrever sobre uma pesquisa, e que qualquer leitor também pode usar.",
        body: `As manchetes costumam resumir meses de pesquisa cuidadosa em uma única frase, e algo se perde no caminho. Antes de escrever sobre um estudo novo, passamos por algumas perguntas.

## Perguntas que valem a pena

- **Foi revisado por pares?** Preprints são divulgados antes da revisão. Podem ser valiosos em situações que mudam rápido, mas ainda não foram avaliados por especialistas independentes.
- **Quem foi estudado?** Resultados em células, em animais ou em um grupo pequeno de pacientes podem não valer para todos.
- **Que tipo de estudo é?** Um ensaio randomizado pode mostrar causa e efeito; um estudo observacional costuma mostrar associações.
- **Qual o tamanho do efeito?** Dobrar a frequência de um evento muito raro ainda pode significar um risco pequeno.
- **Combina com outras evidências?** Um resultado surpreendente é motivo para mais pesquisa, não uma conclusão.

Nada disso significa ignorar estudos novos. Significa tratar cada um como uma peça de um quebra-cabeça maior, seja sobre vacinas, Covid longa ou qualquer outro tema.`,
      },
    },
  },
  {
    slug: "a-small-cafe-rethinks-its-air",
    category: "stories",
    access: "FREE",
    publishedDaysAgo: 95,
    tags: ["workplaces", "air-quality", "ventilation"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/how-hepa-filtration-works",
      "PUBLIC_HEALTH/indoor-air-during-respiratory-season",
      "BLOG/clean-air-is-a-shared-responsibility",
    ],
    translations: {
      en: {
        title: "A small café rethinks its air",
        summary:
          "A composite story of a family-run café that began looking at ventilation after staff kept falling ill every winter, and what the owners learned about cost, comfort and customers.",
        body: `*This is a composite story based on common experiences; details are illustrative.*

The café was small and cozy: a dozen tables, a coffee machine that steamed all day and windows that stayed closed from autumn to spring. Every winter, colds and other infections seemed to pass from one staff member to the next, and the owners struggled to cover shifts.

A regular customer who worked in building maintenance suggested they look at the air. The owners borrowed a CO2 monitor and watched the readings climb during the lunch rush.

## What they changed

- They had the kitchen extractor serviced and learned to run it throughout opening hours.
- They bought a portable air cleaner with a HEPA filter, sized for the room.
- They opened the door and a window briefly between busy periods.

Not every change was easy: the air cleaner hummed, and heating costs rose a little. But the staff said the room felt fresher, and some customers mentioned they appreciated the monitor on the counter. The owners say it changed how they think about their workplace.`,
      },
      es: {
        title: "Una pequeña cafetería replantea su aire",
        summary:
          "Una historia compuesta sobre una cafetería familiar que empezó a fijarse en la ventilación después de que el personal se enfermara cada invierno, y lo que los dueños aprendieron sobre costos, comodidad y clientela.",
        body: `*Esta es una historia compuesta a partir de experiencias comunes; los detalles son ilustrativos.*

La cafetería era pequeña y acogedora: una docena de mesas, una cafetera que echaba vapor todo el día y ventanas que permanecían cerradas del otoño a la primavera. Cada invierno, los resfriados y otras infecciones parecían pasar de un empleado a otro, y a los dueños les costaba cubrir los turnos.

Un cliente habitual que trabajaba en mantenimiento de edificios les sugirió revisar el aire. Los dueños consiguieron prestado un medidor de CO2 y vieron subir las lecturas a la hora de la comida.

## Lo que cambiaron

- Mandaron a revisar el extractor de la cocina y aprendieron a mantenerlo encendido durante todo el horario.
- Compraron un purificador portátil con filtro HEPA, adecuado al tamaño del local.
- Abrían la puerta y una ventana un rato entre los momentos de más clientela.

No todo fue fácil: el purificador hacía ruido y la calefacción costó un poco más. Pero el personal notó el ambiente más fresco, y algunos clientes comentaron que apreciaban ver el medidor en el mostrador. Los dueños dicen que cambió su manera de ver su lugar de trabajo.`,
      },
      fr: {
        title: "Un petit café repense son air",
        summary:
          "Un récit composite : celui d'un café familial qui s'est intéressé à la ventilation après que l'équipe est tombée malade hiver après hiver, et ce que les propriétaires ont appris sur les coûts, le confort et la clientèle.",
        body: `*Ce récit est un témoignage composite fondé sur des expériences courantes ; les détails sont illustratifs.*

Le café était petit et chaleureux : une douzaine de tables, un percolateur qui fumait toute la journée et des fenêtres fermées de l'automne au printemps. Chaque hiver, rhumes et autres infections semblaient passer d'un employé à l'autre, et les propriétaires peinaient à assurer les services.

Un habitué qui travaillait dans la maintenance des bâtiments leur a conseillé de s'intéresser à l'air. Les propriétaires ont emprunté un capteur de CO2 et ont vu les mesures grimper pendant le coup de feu de midi.

## Ce qu'ils ont changé

- Ils ont fait réviser la hotte de la cuisine et appris à la faire tourner pendant toutes les heures d'ouverture.
- Ils ont acheté un purificateur d'air à filtre HEPA, dimensionné pour la salle.
- Ils ouvraient brièvement la porte et une fenêtre entre les périodes d'affluence.

Tout n'a pas été simple : le purificateur ronronnait et la facture de chauffage a un peu augmenté. Mais l'équipe a trouvé l'air plus frais, et des clients ont dit apprécier le capteur posé sur le comptoir. Les propriétaires disent que cela a changé leur regard sur leur lieu de travail.`,
      },
      pt: {
        title: "Um pequeno café repensa o seu ar",
        summary:
          "Uma história composta sobre um café familiar que passou a olhar para a ventilação depois que a equipe adoecia todo inverno, e o que os donos aprenderam sobre custos, conforto e clientes.",
        body: `*Esta é uma história composta a partir de experiências comuns; os detalhes são ilustrativos.*

O café era pequeno e aconchegante: uma dúzia de mesas, uma máquina de café soltando vapor o dia todo e janelas que ficavam fechadas do outono à primavera. Todo inverno, resfriados e outras infecções pareciam passar de um funcionário para outro, e os donos tinham dificuldade para cobrir os turnos.

Um cliente assíduo que trabalhava com manutenção predial sugeriu que eles olhassem para o ar. Os donos pegaram emprestado um medidor de CO2 e viram as leituras subirem no horário de almoço.

## O que mudaram

- Mandaram revisar o exaustor da cozinha e aprenderam a mantê-lo ligado durante todo o expediente.
- Compraram um purificador portátil com filtro HEPA, adequado ao tamanho do salão.
- Abriam a porta e uma janela por alguns minutos entre os horários de movimento.

Nem toda mudança foi fácil: o purificador fazia barulho e o custo do aquecimento subiu um pouco. Mas a equipe achou o ambiente mais fresco, e alguns clientes disseram gostar de ver o medidor no balcão. Os donos contam que isso mudou a forma como enxergam o próprio local de trabalho.`,
      },
    },
  },
  {
    slug: "caring-for-an-older-parent-during-respiratory-season",
    category: "stories",
    access: "FREE",
    publishedDaysAgo: 130,
    tags: ["older-adults", "vaccination", "mental-health"],
    source: "editorial-team",
    related: [
      "PUBLIC_HEALTH/covid-19-in-care-homes",
      "NEWS/vaccines-for-older-adults-and-high-risk-groups",
      "PUBLIC_HEALTH/preparing-for-the-respiratory-season",
    ],
    translations: {
      en: {
        title: "Caring for an aging father through the respiratory season",
        summary:
          "A composite story of a daughter balancing work, family and her father's care through the winter, and of the conversation with his doctor that helped them plan together.",
        body: `*This is a composite story based on common experiences; details are illustrative.*

Her father is in his eighties, lives alone and has a heart condition. Every autumn, she starts to worry: about influenza, about Covid-19, about what would happen if he became seriously ill and no one noticed.

Last year, instead of worrying alone, they sat down together with his doctor. They talked about which vaccinations were recommended for him, which symptoms should prompt a call and what plan made sense if he fell ill.

## Small arrangements

- A list of phone numbers taped to the fridge.
- A short daily call that he pretends to find annoying.
- Family visits that continued through the winter, with a window open a little when the grandchildren had colds.

The season was not without scares, but she says having a plan made the difference between fear and preparation. Her father, for his part, says the best thing about that winter was not being treated as fragile.`,
      },
      es: {
        title: "Cuidar a un padre mayor durante la temporada respiratoria",
        summary:
          "Una historia compuesta sobre una hija que equilibra trabajo, familia y el cuidado de su padre durante el invierno, y sobre la conversación con el médico que les ayudó a planear juntos.",
        body: `*Esta es una historia compuesta a partir de experiencias comunes; los detalles son ilustrativos.*

Su papá tiene más de ochenta años, vive solo y padece una enfermedad del corazón. Cada otoño, ella empieza a preocuparse: por la influenza, por el Covid-19, por lo que pasaría si él se enfermara gravemente y nadie se diera cuenta.

El año pasado, en lugar de preocuparse sola, se sentaron juntos con su médico. Hablaron de qué vacunas se le recomendaban, qué síntomas deberían motivar una llamada y qué plan tenía sentido si se enfermaba.

## Pequeños acuerdos

- Una lista de teléfonos pegada en el refrigerador.
- Una llamada diaria y breve que él finge que le molesta.
- Visitas familiares que siguieron durante el invierno, con una ventana un poco abierta cuando los nietos andaban resfriados.

La temporada no estuvo libre de sustos, pero ella dice que tener un plan marcó la diferencia entre el miedo y la preparación. Su papá, por su parte, dice que lo mejor de ese invierno fue que no lo trataran como alguien frágil.`,
      },
      fr: {
        title: "Accompagner un père âgé pendant la saison respiratoire",
        summary:
          "Un récit composite : celui d'une fille qui concilie travail, famille et soutien à son père pendant l'hiver, et de la discussion avec le médecin qui les a aidés à s'organiser ensemble.",
        body: `*Ce récit est un témoignage composite fondé sur des expériences courantes ; les détails sont illustratifs.*

Son père a plus de quatre-vingts ans, vit seul et souffre d'une maladie cardiaque. Chaque automne, elle commence à s'inquiéter : la grippe, le Covid-19, et ce qui arriverait s'il tombait gravement malade sans que personne ne s'en aperçoive.

L'an dernier, au lieu de s'inquiéter seule, elle est allée avec lui voir son médecin. Ils ont parlé des vaccinations qui lui étaient recommandées, des symptômes qui devaient conduire à appeler et de l'organisation à prévoir s'il tombait malade.

## De petits arrangements

- Une liste de numéros de téléphone collée sur le réfrigérateur.
- Un court appel quotidien qu'il fait mine de trouver agaçant.
- Des visites familiales maintenues tout l'hiver, avec une fenêtre entrouverte quand les petits-enfants étaient enrhumés.

La saison n'a pas été sans frayeurs, mais elle dit qu'avoir un plan a fait la différence entre la peur et la préparation. Son père, lui, dit que le meilleur de cet hiver a été de ne pas être traité comme quelqu'un de fragile.`,
      },
      pt: {
        title: "Cuidar de um pai idoso durante a temporada respiratória",
        summary:
          "Uma história composta sobre uma filha que equilibra trabalho, família e o cuidado com o pai durante o inverno, e sobre a conversa com o médico que os ajudou a planejar juntos.",
        body: `*Esta é uma história composta a partir de experiências comuns; os detalhes são ilustrativos.*

O pai dela tem mais de oitenta anos, mora sozinho e tem uma doença cardíaca. Todo outono, ela começa a se preocupar: com a gripe, com a Covid-19, com o que aconteceria se ele adoecesse gravemente e ninguém percebesse.

No ano passado, em vez de se preocupar sozinha, os dois conversaram juntos com o médico dele. Falaram sobre quais vacinas eram recomendadas para ele, quais sintomas deveriam motivar uma ligação e que plano fazia sentido se ele adoecesse.

## Pequenos combinados

- Uma lista de telefones colada na geladeira.
- Uma ligação diária e curta que ele finge achar chata.
- Visitas da família que continuaram durante o inverno, com uma janela entreaberta quando os netos estavam resfriados.

A temporada não foi livre de sustos, mas ela diz que ter um plano fez a diferença entre o medo e a preparação. O pai, por sua vez, diz que o melhor daquele inverno foi não ser tratado como alguém frágil.`,
      },
    },
  },
  {
    slug: "why-accessibility-matters-in-health-communication",
    category: "editorial",
    access: "FREE",
    publishedDaysAgo: 160,
    tags: ["accessibility", "long-covid"],
    source: "editorial-team",
    related: ["BLOG/translating-health-information-into-four-languages", "BLOG/why-we-built-this-site"],
    translations: {
      en: {
        title: "Health information that everyone can use",
        summary:
          "Public health messages only work if people can read, hear and understand them. In this editorial, we explain why accessibility is central to our work and what we try to do about it.",
        body: `During the pandemic, important guidance was often published as dense documents, in a single language, in formats that screen readers could not handle. People with disabilities, older adults, migrants and people with limited reading skills were often the last to get clear information, even though many of them faced higher risks.

Accessibility is not an extra feature. It determines who benefits from public health knowledge.

## What we try to do

- Write in plain language, explain technical terms and keep sentences short.
- Structure articles with clear headings and lists that work with assistive technologies.
- Publish in four languages, translated with care rather than left to unchecked machine output.
- Describe images in text and avoid conveying information through color alone.

We also know that many people living with long Covid experience fatigue and brain fog, which makes long, cluttered pages harder to use. We have more to do, and we welcome feedback from readers who run into barriers on this site.`,
      },
      es: {
        title: "Información de salud que todas las personas puedan usar",
        summary:
          "Los mensajes de salud pública solo funcionan si la gente puede leerlos, escucharlos y entenderlos. En este editorial explicamos por qué la accesibilidad es central en nuestro trabajo y qué intentamos hacer al respecto.",
        body: `Durante la pandemia, orientaciones importantes se publicaban a menudo en documentos densos, en un solo idioma y en formatos que los lectores de pantalla no podían procesar. Las personas con discapacidad, las personas mayores, las personas migrantes y quienes tienen dificultades de lectura solían ser las últimas en recibir información clara, aunque muchas enfrentaban mayores riesgos.

La accesibilidad no es un extra. Determina quién se beneficia del conocimiento en salud pública.

## Lo que intentamos hacer

- Escribir en lenguaje claro, explicar los términos técnicos y usar frases cortas.
- Organizar los artículos con títulos y listas claros que funcionen con tecnologías de apoyo.
- Publicar en cuatro idiomas, con traducciones cuidadas y no con traducción automática sin revisar.
- Describir las imágenes con texto y no transmitir información solo mediante el color.

También sabemos que muchas personas con covid persistente viven con fatiga y niebla mental, lo que hace más difícil usar páginas largas y saturadas. Nos falta mucho por hacer, y agradecemos los comentarios de quienes encuentren barreras en este sitio.`,
      },
      fr: {
        title: "Une information de santé utilisable par tous",
        summary:
          "Les messages de santé publique ne fonctionnent que si chacun peut les lire, les entendre et les comprendre. Dans cet éditorial, nous expliquons pourquoi l'accessibilité est au cœur de notre travail et ce que nous faisons pour y parvenir.",
        body: `Pendant la pandémie, des consignes importantes ont souvent été publiées sous forme de documents denses, dans une seule langue, dans des formats illisibles pour les lecteurs d'écran. Les personnes en situation de handicap, les personnes âgées, les personnes migrantes et celles qui ont des difficultés de lecture étaient souvent les dernières à recevoir une information claire, alors que beaucoup étaient plus exposées.

L'accessibilité n'est pas une option. Elle détermine qui bénéficie des connaissances en santé publique.

## Ce que nous essayons de faire

- Écrire simplement, expliquer les termes techniques et faire des phrases courtes.
- Structurer les articles avec des titres et des listes clairs, compatibles avec les technologies d'assistance.
- Publier en quatre langues, avec des traductions soignées plutôt qu'une traduction automatique non relue.
- Décrire les images par du texte et ne pas transmettre d'information par la seule couleur.

Nous savons aussi que beaucoup de personnes atteintes de Covid long vivent avec de la fatigue et un brouillard cérébral, ce qui rend les pages longues et chargées plus difficiles à utiliser. Il nous reste beaucoup à faire, et les retours des lecteurs qui rencontrent des obstacles sur ce site sont les bienvenus.`,
      },
      pt: {
        title: "Informação de saúde que todos possam usar",
        summary:
          "Mensagens de saúde pública só funcionam se as pessoas conseguem lê-las, ouvi-las e entendê-las. Neste editorial, explicamos por que a acessibilidade é central no nosso trabalho e o que tentamos fazer a respeito.",
        body: `Durante a pandemia, orientações importantes foram muitas vezes publicadas em documentos densos, em um único idioma e em formatos que os leitores de tela não conseguiam processar. Pessoas com deficiência, idosos, migrantes e pessoas com dificuldade de leitura costumavam ser as últimas a receber informação clara, embora muitas enfrentassem riscos maiores.

Acessibilidade não é um extra. Ela determina quem se beneficia do conhecimento em saúde pública.

## O que tentamos fazer

- Escrever em linguagem simples, explicar termos técnicos e usar frases curtas.
- Estruturar os artigos com títulos e listas claros, compatíveis com tecnologias assistivas.
- Publicar em quatro idiomas, com traduções cuidadosas em vez de tradução automática sem revisão.
- Descrever imagens em texto e não transmitir informação apenas pela cor.

Também sabemos que muitas pessoas com Covid longa convivem com fadiga e névoa mental, o que torna páginas longas e poluídas mais difíceis de usar. Ainda temos muito a fazer, e os comentários de leitores que encontrarem barreiras neste site são bem-vindos.`,
      },
    },
  },
  {
    slug: "travelling-with-a-weakened-immune-system",
    category: "stories",
    access: "LIMITED",
    publishedDaysAgo: 190,
    tags: ["travel", "masks"],
    source: "editorial-team",
    related: ["PUBLIC_HEALTH/covid-19-and-travel-health", "SCIENTIFIC_LIBRARY/how-masks-and-respirators-filter"],
    translations: {
      en: {
        title: "Travelling with a weakened immune system: one family's approach",
        summary:
          "A composite story of a man who takes immunosuppressive medicines and decided to travel abroad for a family wedding, and of how planning with his care team shaped the journey.",
        body: `*This is a composite story based on common experiences; details are illustrative.*

After a kidney transplant, he takes medicines that weaken his immune system. For years he avoided long trips. When his sister invited the family to her wedding overseas, he decided to go.

## Preparing

Several weeks before leaving, he met his transplant team. They reviewed his vaccinations, talked through what to do if he became ill abroad and made sure he would have enough of his regular medicines, with a letter explaining them. He also read the health information that official sources publish for travellers to his destination.

## On the way

He chose to wear a well-fitting respirator in crowded parts of the airport and during boarding, when he had read that ventilation can be lower. His children teased him, then joined in. At the wedding, much of the celebration took place outdoors.

He says the trip reminded him that living with a chronic condition involves trade-offs, not a choice between fear and carelessness, and that planning with his care team made those trade-offs easier to face.`,
      },
      es: {
        title: "Viajar con el sistema inmunitario debilitado: la experiencia de una familia",
        summary:
          "Una historia compuesta sobre un hombre que toma inmunosupresores y decidió viajar al extranjero para una boda familiar, y sobre cómo la planeación con su equipo médico dio forma al viaje.",
        body: `*Esta es una historia compuesta a partir de experiencias comunes; los detalles son ilustrativos.*

Después de un trasplante de riñón, toma medicamentos que debilitan su sistema inmunitario. Durante años evitó los viajes largos. Cuando su hermana invitó a la familia a su boda en el extranjero, decidió ir.

## La preparación

Varias semanas antes de salir, se reunió con su equipo de trasplantes. Revisaron sus vacunas, hablaron de qué hacer si se enfermaba fuera del país y se aseguraron de que tuviera suficientes medicamentos de uso habitual, con una carta que los explicara. También leyó la información de salud que las fuentes oficiales publican para quienes viajan a su destino.

## En el camino

Decidió usar un respirador bien ajustado en las zonas concurridas del aeropuerto y durante el abordaje, cuando había leído que la ventilación puede ser menor. Sus hijos se burlaron de él y luego lo imitaron. En la boda, buena parte de la fiesta fue al aire libre.

Dice que el viaje le recordó que vivir con una enfermedad crónica implica hacer concesiones, no elegir entre el miedo y el descuido, y que planear con su equipo médico le ayudó a enfrentarlas.`,
      },
      fr: {
        title: "Voyager avec un système immunitaire affaibli : l'approche d'une famille",
        summary:
          "Un récit composite : celui d'un homme sous immunosuppresseurs qui a décidé de partir à l'étranger pour un mariage familial, et de la façon dont la préparation avec son équipe soignante a façonné le voyage.",
        body: `*Ce récit est un témoignage composite fondé sur des expériences courantes ; les détails sont illustratifs.*

Depuis une greffe de rein, il prend des médicaments qui affaiblissent son système immunitaire. Pendant des années, il a évité les longs voyages. Quand sa sœur a invité la famille à son mariage à l'étranger, il a décidé d'y aller.

## La préparation

Plusieurs semaines avant le départ, il a rencontré son équipe de greffe. Ils ont fait le point sur ses vaccinations, parlé de la conduite à tenir s'il tombait malade sur place et vérifié qu'il aurait assez de ses médicaments habituels, avec un courrier les expliquant. Il a aussi consulté les informations sanitaires officielles destinées aux voyageurs.

## En chemin

Il a choisi de porter un respirateur bien ajusté dans les zones bondées de l'aéroport et pendant l'embarquement, moment où, avait-il lu, la ventilation peut être plus faible. Ses enfants l'ont taquiné, puis l'ont imité. Au mariage, la fête s'est surtout déroulée en plein air.

Il dit que ce voyage lui a rappelé que vivre avec une maladie chronique suppose des compromis, et non un choix entre peur et insouciance, et que les préparer avec son équipe soignante les a rendus plus faciles.`,
      },
      pt: {
        title: "Viajar com a imunidade comprometida: a experiência de uma família",
        summary:
          "Uma história composta sobre um homem que toma imunossupressores e decidiu viajar ao exterior para um casamento na família, e sobre como o planejamento com sua equipe de saúde moldou a viagem.",
        body: `*Esta é uma história composta a partir de experiências comuns; os detalhes são ilustrativos.*

Depois de um transplante de rim, ele toma remédios que enfraquecem o sistema imunológico. Durante anos, evitou viagens longas. Quando a irmã convidou a família para o casamento dela no exterior, ele decidiu ir.

## A preparação

Algumas semanas antes de partir, ele se reuniu com a equipe de transplante. Revisaram as vacinas, conversaram sobre o que fazer se ele adoecesse fora do país e garantiram que ele tivesse remédios de uso contínuo suficientes, com uma carta explicando cada um. Ele também leu as informações de saúde que fontes oficiais publicam para quem viaja ao destino.

## No caminho

Ele escolheu usar um respirador bem ajustado nas áreas lotadas do aeroporto e durante o embarque, quando, segundo tinha lido, a ventilação pode ser menor. Os filhos brincaram com ele e depois fizeram o mesmo. No casamento, boa parte da festa foi ao ar livre.

Ele diz que a viagem o lembrou de que viver com uma condição crônica envolve escolhas ponderadas, e não uma opção entre medo e descuido, e que planejar com sua equipe de saúde tornou essas escolhas mais fáceis.`,
      },
    },
  },
  {
    slug: "between-fear-and-dismissal-talking-about-risk",
    category: "editorial",
    access: "PREMIUM",
    publishedDaysAgo: 230,
    tags: ["mental-health"],
    source: "editorial-team",
    related: [
      "BLOG/reading-health-research-carefully",
      "NEWS/what-immune-escape-means",
      "NEWS/how-agencies-assess-new-variants",
    ],
    translations: {
      en: {
        title: "Between fear and dismissal: how we try to talk about risk",
        summary:
          "Health communication often swings between alarm and reassurance. In this editorial, we explain how we try to describe risk honestly, and why both panic and minimizing do harm.",
        body: `Public conversation about health threats tends to swing between two poles. One treats every new variant or outbreak as a catastrophe. The other dismisses any concern as exaggerated. Both make it harder for people to think clearly.

## What we try to do instead

- **Give context:** risk is always relative. We try to say for whom it is higher or lower, and compared with what.
- **Separate hazard from exposure:** a virus may be dangerous, but the risk depends on how likely someone is to encounter it.
- **Acknowledge uncertainty:** saying "we don't know yet" is more honest than false confidence in either direction.
- **Respect different situations:** someone with a weakened immune system and a healthy young adult may reasonably make different choices.

## Why it matters

Alarmism wears people out and erodes trust when the worst does not happen. Minimizing leaves the most vulnerable isolated and can discourage reasonable precautions. Living with ongoing uncertainty also weighs on mental health. Clear, honest information is one way to help people feel less powerless.`,
      },
      es: {
        title: "Entre el miedo y la indiferencia: cómo intentamos hablar del riesgo",
        summary:
          "La comunicación en salud suele oscilar entre la alarma y el exceso de tranquilidad. En este editorial explicamos cómo intentamos describir el riesgo con honestidad, y por qué tanto el pánico como la minimización hacen daño.",
        body: `La conversación pública sobre amenazas a la salud tiende a oscilar entre dos polos. Uno trata cada nueva variante o brote como una catástrofe. El otro descarta cualquier preocupación como exagerada. Ambos dificultan pensar con claridad.

## Lo que intentamos hacer en su lugar

- **Dar contexto:** el riesgo siempre es relativo. Intentamos decir para quién es mayor o menor, y en comparación con qué.
- **Separar peligro y exposición:** un virus puede ser peligroso, pero el riesgo depende de qué tan probable es encontrárselo.
- **Reconocer la incertidumbre:** decir "todavía no lo sabemos" es más honesto que una falsa seguridad en cualquier dirección.
- **Respetar las distintas situaciones:** una persona inmunodeprimida y un adulto joven y sano pueden tomar decisiones distintas con toda razón.

## Por qué importa

El alarmismo desgasta a la gente y erosiona la confianza cuando lo peor no ocurre. La minimización deja aisladas a las personas más vulnerables y puede desalentar precauciones razonables. Vivir con una incertidumbre constante también pesa en la salud mental. La información clara y honesta es una forma de ayudar a que la gente se sienta menos impotente.`,
      },
      fr: {
        title: "Entre peur et déni : comment nous essayons de parler du risque",
        summary:
          "La communication en santé oscille souvent entre alarme et réassurance. Dans cet éditorial, nous expliquons comment nous essayons de décrire le risque honnêtement, et pourquoi la panique comme la minimisation font du tort.",
        body: `Le débat public sur les menaces sanitaires oscille souvent entre deux pôles. L'un traite chaque nouveau variant ou chaque épidémie comme une catastrophe. L'autre balaie toute inquiétude comme exagérée. Les deux empêchent de réfléchir sereinement.

## Ce que nous essayons de faire à la place

- **Donner du contexte :** un risque est toujours relatif. Nous essayons de dire pour qui il est plus ou moins élevé, et par rapport à quoi.
- **Distinguer danger et exposition :** un virus peut être dangereux, mais le risque dépend de la probabilité d'y être exposé.
- **Reconnaître l'incertitude :** dire « nous ne savons pas encore » est plus honnête qu'une fausse assurance dans un sens comme dans l'autre.
- **Respecter la diversité des situations :** une personne immunodéprimée et un jeune adulte en bonne santé peuvent raisonnablement faire des choix différents.

## Pourquoi c'est important

L'alarmisme épuise et érode la confiance quand le pire n'arrive pas. La minimisation isole les plus vulnérables et peut décourager des précautions raisonnables. Vivre dans une incertitude durable pèse aussi sur la santé mentale. Une information claire et honnête aide à se sentir moins impuissant.`,
      },
      pt: {
        title: "Entre o medo e o descaso: como tentamos falar sobre risco",
        summary:
          "A comunicação em saúde costuma oscilar entre o alarme e a tranquilização. Neste editorial, explicamos como tentamos descrever o risco com honestidade, e por que tanto o pânico quanto a minimização fazem mal.",
        body: `A conversa pública sobre ameaças à saúde costuma oscilar entre dois polos. Um trata cada nova variante ou surto como uma catástrofe. O outro descarta qualquer preocupação como exagero. Os dois dificultam pensar com clareza.

## O que tentamos fazer no lugar disso

- **Dar contexto:** o risco é sempre relativo. Tentamos dizer para quem ele é maior ou menor, e em comparação com o quê.
- **Separar perigo de exposição:** um vírus pode ser perigoso, mas o risco depende da chance de alguém entrar em contato com ele.
- **Reconhecer a incerteza:** dizer "ainda não sabemos" é mais honesto do que uma falsa segurança em qualquer direção.
- **Respeitar situações diferentes:** uma pessoa imunossuprimida e um adulto jovem e saudável podem, com razão, fazer escolhas diferentes.

## Por que isso importa

O alarmismo cansa as pessoas e corrói a confiança quando o pior não acontece. A minimização deixa os mais vulneráveis isolados e pode desestimular precauções razoáveis. Viver com incerteza constante também pesa na saúde mental. Informação clara e honesta é uma forma de ajudar as pessoas a se sentirem menos impotentes.`,
      },
    },
  },
  {
    slug: "a-school-nurses-winter",
    category: "stories",
    access: "FREE",
    publishedDaysAgo: 270,
    tags: ["schools", "children", "long-covid"],
    source: "editorial-team",
    related: ["PUBLIC_HEALTH/respiratory-viruses-in-children", "SCIENTIFIC_LIBRARY/long-covid-in-children"],
    translations: {
      en: {
        title: "A school nurse's winter",
        summary:
          "A composite story of a school nurse working through a busy respiratory season, from worried parents and crowded classrooms to a pupil who never quite bounced back after an infection.",
        body: `*This is a composite story based on common experiences; details are illustrative.*

In winter, the nurse's office at the primary school is rarely quiet. Coughs, fevers, a stomach bug that sweeps through a class: she has seen it all. Her job is to look after sick children until they are collected, to apply the school's health policies and to keep families informed.

## Everyday decisions

Much of her work is communication. She explains to parents why the school asks that children stay home when they are ill, and she reminds teachers to open windows between lessons. When respiratory infections rise, she relies on guidance that the local health service publishes for schools.

## The pupil who did not bounce back

One pupil came back after an infection and seemed different: tired, struggling to focus, missing days. The nurse suggested that the family talk to their doctor, and the school agreed to a lighter timetable for a while. Whatever the cause turns out to be, she says, the first step was noticing.`,
      },
      es: {
        title: "El invierno de una enfermera escolar",
        summary:
          "Una historia compuesta sobre una enfermera escolar durante una temporada respiratoria intensa, entre familias preocupadas, salones llenos y un alumno que nunca terminó de recuperarse tras una infección.",
        body: `*Esta es una historia compuesta a partir de experiencias comunes; los detalles son ilustrativos.*

En invierno, la enfermería de la primaria casi nunca está tranquila. Tos, fiebre, una infección estomacal que recorre un grupo entero: lo ha visto todo. Su trabajo es cuidar a los niños enfermos hasta que los recogen, aplicar las políticas de salud de la escuela y mantener informadas a las familias.

## Decisiones cotidianas

Buena parte de su trabajo es comunicar. Explica a madres y padres por qué la escuela pide que los niños se queden en casa cuando están enfermos, y recuerda a los maestros abrir las ventanas entre clases. Cuando aumentan las infecciones respiratorias, se apoya en las orientaciones que el servicio de salud local publica para las escuelas.

## El alumno que no se recuperó del todo

Un alumno regresó después de una infección y parecía otro: cansado, con dificultad para concentrarse, faltando a clases. La enfermera sugirió a la familia hablar con su médico, y la escuela aceptó aligerarle el horario por un tiempo. Sea cual sea la causa, dice ella, el primer paso fue darse cuenta.`,
      },
      fr: {
        title: "L'hiver d'une infirmière scolaire",
        summary:
          "Un récit composite : celui d'une infirmière scolaire pendant une saison respiratoire chargée, entre parents inquiets, classes pleines et un élève qui ne s'est jamais tout à fait remis d'une infection.",
        body: `*Ce récit est un témoignage composite fondé sur des expériences courantes ; les détails sont illustratifs.*

L'hiver, l'infirmerie de l'école est rarement calme. Toux, fièvre, gastro qui traverse toute une classe : elle a tout vu. Son rôle est de s'occuper des enfants malades jusqu'à ce qu'on vienne les chercher, d'appliquer les règles sanitaires de l'établissement et de tenir les familles informées.

## Des décisions quotidiennes

Une grande partie de son travail consiste à communiquer. Elle explique aux parents pourquoi l'école demande de garder les enfants malades à la maison, et rappelle aux enseignants d'aérer entre les cours. Quand les infections respiratoires augmentent, elle s'appuie sur les recommandations que les autorités sanitaires locales publient pour les écoles.

## L'élève qui ne s'en remettait pas

Un élève est revenu après une infection et semblait changé : fatigué, peinant à se concentrer, souvent absent. L'infirmière a suggéré à la famille d'en parler à leur médecin, et l'école a accepté d'alléger son emploi du temps pendant un moment. Quelle que soit la cause, dit-elle, la première étape a été de le remarquer.`,
      },
      pt: {
        title: "O inverno de uma enfermeira escolar",
        summary:
          "Uma história composta sobre uma enfermeira escolar em uma temporada respiratória agitada, entre pais preocupados, salas cheias e um aluno que nunca se recuperou totalmente depois de uma infecção.",
        body: `*Esta é uma história composta a partir de experiências comuns; os detalhes são ilustrativos.*

No inverno, a enfermaria da escola quase nunca fica tranquila. Tosse, febre, uma virose que atravessa a turma inteira: ela já viu de tudo. Seu trabalho é cuidar das crianças doentes até que alguém venha buscá-las, aplicar as normas de saúde da escola e manter as famílias informadas.

## Decisões do dia a dia

Boa parte do trabalho dela é comunicação. Ela explica aos pais por que a escola pede que as crianças fiquem em casa quando estão doentes e lembra os professores de abrir as janelas entre as aulas. Quando as infecções respiratórias aumentam, ela se apoia nas orientações que o serviço de saúde local publica para as escolas.

## O aluno que não se recuperou

Um aluno voltou depois de uma infecção e parecia outro: cansado, com dificuldade de concentração, faltando às aulas. A enfermeira sugeriu que a família conversasse com o médico, e a escola aceitou aliviar a rotina dele por um tempo. Seja qual for a causa, diz ela, o primeiro passo foi perceber.`,
      },
    },
  },
  {
    slug: "translating-health-information-into-four-languages",
    category: "editorial",
    access: "FREE",
    publishedDaysAgo: 310,
    tags: ["accessibility"],
    source: "editorial-team",
    related: ["BLOG/why-accessibility-matters-in-health-communication", "BLOG/why-we-built-this-site"],
    translations: {
      en: {
        title: "Why we publish in four languages, and how we translate",
        summary:
          "Translating health information is more than swapping words. In this editorial, we explain why we publish in English, Spanish, French and Portuguese and what we have learned about doing it well.",
        body: `English dominates scientific publishing, but most of the world's people do not read it comfortably. During the pandemic, the gap between the latest evidence and what was available in other languages was often wide. We publish in English, Spanish, French and Portuguese to help narrow that gap for readers in the Americas, Europe and beyond.

## More than swapping words

- **Regional usage matters:** in Mexico, a face mask is usually a "cubrebocas", while in Spain it is a "mascarilla"; Brazilian and European Portuguese differ too.
- **Institutions differ:** a reader in France needs to know about Santé publique France, a reader in Brazil about Fiocruz.
- **Terms are still settling:** long Covid has different names across languages, and even across agencies.

## Our approach

Each article is written to read naturally in every language rather than word for word. Sometimes an article appears first in one language and is marked as not yet translated. If you notice an awkward phrase or an error, please tell us.`,
      },
      es: {
        title: "Por qué publicamos en cuatro idiomas y cómo traducimos",
        summary:
          "Traducir información de salud es mucho más que cambiar palabras. En este editorial explicamos por qué publicamos en inglés, español, francés y portugués, y lo que hemos aprendido sobre hacerlo bien.",
        body: `El inglés domina la publicación científica, pero la mayoría de la gente en el mundo no lo lee con soltura. Durante la pandemia, la distancia entre la evidencia más reciente y lo disponible en otros idiomas solía ser grande. Publicamos en inglés, español, francés y portugués para ayudar a acortar esa distancia para lectores de las Américas, Europa y otras regiones.

## Más que cambiar palabras

- **El uso regional importa:** en México decimos "cubrebocas", mientras que en España se dice "mascarilla"; el portugués de Brasil y el de Portugal también difieren.
- **Las instituciones cambian:** a un lector en Francia le sirve conocer Santé publique France; a uno en Brasil, la Fiocruz.
- **Los términos aún se están asentando:** el covid persistente tiene nombres distintos según el idioma, e incluso según la agencia.

## Nuestro enfoque

Cada artículo se escribe para leerse con naturalidad en cada idioma, no palabra por palabra. A veces un artículo aparece primero en un idioma y se marca como pendiente de traducción. Si notas una frase extraña o un error, avísanos.`,
      },
      fr: {
        title: "Pourquoi nous publions en quatre langues, et comment nous traduisons",
        summary:
          "Traduire une information de santé, c'est bien plus que remplacer des mots. Dans cet éditorial, nous expliquons pourquoi nous publions en anglais, espagnol, français et portugais, et ce que nous avons appris pour bien le faire.",
        body: `L'anglais domine la publication scientifique, mais la plupart des habitants de la planète ne le lisent pas aisément. Pendant la pandémie, l'écart entre les dernières connaissances et ce qui était disponible dans d'autres langues était souvent important. Nous publions en anglais, espagnol, français et portugais pour aider à réduire cet écart pour les lecteurs des Amériques, d'Europe et d'ailleurs.

## Plus que remplacer des mots

- **Les usages régionaux comptent :** au Mexique, on parle de « cubrebocas » là où l'Espagne dit « mascarilla » ; le portugais du Brésil et celui du Portugal diffèrent aussi.
- **Les institutions changent :** un lecteur en France a besoin de connaître Santé publique France, un lecteur au Brésil la Fiocruz.
- **Les termes ne sont pas encore fixés :** le Covid long porte des noms différents selon les langues, et même selon les agences.

## Notre démarche

Chaque article est rédigé pour se lire naturellement dans chaque langue, et non mot à mot. Parfois, un article paraît d'abord dans une langue et est signalé comme pas encore traduit. Si vous remarquez une tournure maladroite ou une erreur, dites-le-nous.`,
      },
      pt: {
        title: "Por que publicamos em quatro idiomas e como traduzimos",
        summary:
          "Traduzir informação de saúde é muito mais do que trocar palavras. Neste editorial, explicamos por que publicamos em inglês, espanhol, francês e português e o que aprendemos sobre fazer isso bem.",
        body: `O inglês domina a publicação científica, mas a maior parte das pessoas no mundo não o lê com facilidade. Durante a pandemia, a distância entre as evidências mais recentes e o que estava disponível em outros idiomas muitas vezes era grande. Publicamos em inglês, espanhol, francês e português para ajudar a reduzir essa distância para leitores das Américas, da Europa e de outras regiões.

## Mais do que trocar palavras

- **O uso regional importa:** no México se diz "cubrebocas", enquanto na Espanha se diz "mascarilla"; o português do Brasil e o de Portugal também diferem.
- **As instituições mudam:** um leitor na França precisa conhecer a Santé publique France; um leitor no Brasil, a Fiocruz.
- **Os termos ainda estão se firmando:** a Covid longa tem nomes diferentes conforme o idioma, e até conforme a agência.

## Nossa abordagem

Cada artigo é escrito para ser lido com naturalidade em cada idioma, e não palavra por palavra. Às vezes um artigo aparece primeiro em um idioma e é marcado como ainda não traduzido. Se você notar uma frase estranha ou um erro, avise-nos.`,
      },
    },
  },
  {
    slug: "a-community-choir-sings-again",
    category: "stories",
    access: "FREE",
    publishedDaysAgo: 365,
    tags: ["ventilation", "air-quality", "mental-health"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/airborne-transmission-explained",
      "SCIENTIFIC_LIBRARY/co2-monitoring-as-a-ventilation-proxy",
    ],
    translations: {
      en: {
        title: "A community choir finds its voice again",
        summary:
          "A composite story of an amateur choir that stopped rehearsing during the pandemic and found its way back by paying attention to the air in its rehearsal hall.",
        body: `*This is a composite story based on common experiences; details are illustrative.*

Singing together was one of the first activities to stop during the pandemic. Singing releases many respiratory particles, and choirs rehearse for hours in shared rooms. For the members of a small community choir, many of them retired, losing the weekly rehearsal meant losing a large part of their social life.

## Coming back

When they decided to return, a member who had worked as an engineer suggested looking at the rehearsal hall first. They measured CO2 during a rehearsal, discovered the ventilation system was set to its lowest level and asked the building's owner to change it. They added two portable air cleaners, took a mid-rehearsal break to open the doors and held summer sessions outdoors.

## More than music

Some members chose to wear masks at first; others stayed home when unwell. Nobody was judged either way. The conductor says the most important thing was not the equipment but the conversation: deciding together how to make singing possible again.`,
      },
      es: {
        title: "Un coro comunitario recupera su voz",
        summary:
          "Una historia compuesta sobre un coro de aficionados que dejó de ensayar durante la pandemia y encontró el camino de regreso prestando atención al aire de su salón de ensayo.",
        body: `*Esta es una historia compuesta a partir de experiencias comunes; los detalles son ilustrativos.*

Cantar en grupo fue una de las primeras actividades que se suspendieron en la pandemia. Al cantar se liberan muchas partículas respiratorias, y los coros ensayan durante horas en espacios compartidos. Para los integrantes de un pequeño coro comunitario, muchos de ellos jubilados, perder el ensayo semanal significó perder gran parte de su vida social.

## El regreso

Cuando decidieron volver, un integrante que había trabajado como ingeniero sugirió revisar primero el salón de ensayo. Midieron el CO2 durante un ensayo, descubrieron que el sistema de ventilación estaba en su nivel más bajo y pidieron al dueño del edificio que lo cambiara. Agregaron dos purificadores portátiles, hicieron una pausa a mitad del ensayo para abrir las puertas y en verano ensayaron al aire libre.

## Más que música

Algunos integrantes eligieron usar cubrebocas al principio; otros se quedaban en casa cuando se sentían mal. Nadie fue juzgado por ello. El director dice que lo más importante no fue el equipo sino la conversación: decidir juntos cómo hacer posible volver a cantar.`,
      },
      fr: {
        title: "Une chorale de quartier retrouve sa voix",
        summary:
          "Un récit composite : celui d'une chorale amateur qui avait cessé de répéter pendant la pandémie et a retrouvé le chemin des répétitions en s'intéressant à l'air de sa salle.",
        body: `*Ce récit est un témoignage composite fondé sur des expériences courantes ; les détails sont illustratifs.*

Chanter ensemble a été l'une des premières activités interrompues pendant la pandémie. Le chant émet beaucoup de particules respiratoires, et les chorales répètent des heures durant dans des salles partagées. Pour les membres d'une petite chorale de quartier, dont beaucoup de retraités, perdre la répétition hebdomadaire, c'était perdre une grande partie de leur vie sociale.

## Le retour

Quand ils ont décidé de reprendre, un choriste ancien ingénieur a proposé de commencer par examiner la salle. Ils ont mesuré le CO2 pendant une répétition, découvert que la ventilation était réglée au minimum et demandé au propriétaire du bâtiment de la modifier. Ils ont ajouté deux purificateurs d'air, instauré une pause à mi-répétition pour ouvrir les portes et répété dehors l'été.

## Plus que de la musique

Certains ont choisi de porter un masque au début ; d'autres restaient chez eux quand ils étaient malades. Personne n'a été jugé. Le chef de chœur dit que l'essentiel n'a pas été le matériel mais la discussion : décider ensemble comment rendre le chant de nouveau possible.`,
      },
      pt: {
        title: "Um coral comunitário reencontra a própria voz",
        summary:
          "Uma história composta sobre um coral amador que parou de ensaiar durante a pandemia e encontrou o caminho de volta prestando atenção ao ar da sala de ensaio.",
        body: `*Esta é uma história composta a partir de experiências comuns; os detalhes são ilustrativos.*

Cantar em grupo foi uma das primeiras atividades interrompidas na pandemia. O canto libera muitas partículas respiratórias, e os corais ensaiam por horas em salas compartilhadas. Para os integrantes de um pequeno coral comunitário, muitos deles aposentados, perder o ensaio semanal significou perder boa parte da vida social.

## A volta

Quando decidiram retomar, um integrante que tinha trabalhado como engenheiro sugeriu olhar primeiro para a sala de ensaio. Eles mediram o CO2 durante um ensaio, descobriram que o sistema de ventilação estava no nível mais baixo e pediram ao dono do prédio que o ajustasse. Acrescentaram dois purificadores portáteis, fizeram uma pausa no meio do ensaio para abrir as portas e, no verão, ensaiaram ao ar livre.

## Mais do que música

Alguns integrantes preferiram usar máscara no início; outros ficavam em casa quando não estavam bem. Ninguém foi julgado por isso. O regente diz que o mais importante não foi o equipamento, mas a conversa: decidir juntos como tornar possível cantar de novo.`,
      },
    },
  },
];
