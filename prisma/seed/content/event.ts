import type { SeedItem } from "../types";

// EVENT items. Fictional community events; dates are relative to the seed day.
export const items: SeedItem[] = [
  {
    slug: "community-webinar-clean-air-schools",
    category: "webinars",
    access: "FREE",
    publishedDaysAgo: 20,
    featured: true,
    tags: ["schools", "ventilation", "children"],
    source: "editorial-team",
    startsInDays: 14,
    durationHours: 1.5,
    isEventFree: true,
    onlineOnly: true,
    related: [
      "RESOURCE/toolkit-clean-air-schools",
      "COMMUNITY/clean-air-in-schools-advocacy",
      "EVENT/clean-air-schools-parent-meetup-buenos-aires",
    ],
    translations: {
      en: {
        title: "Community webinar on clean air in schools",
        summary:
          "An online session for parents, teachers and school staff on practical ways to improve classroom air, from opening windows well to using purifiers and CO2 monitors.",
        body: `Classrooms bring many people together in a small space for hours at a time. This free community webinar looks at simple, affordable ways to make that shared air cleaner.

**What we will cover**

- How airborne particles build up indoors and why ventilation matters in schools.
- Opening windows effectively in every season.
- Choosing and placing portable HEPA purifiers, and when a do-it-yourself Corsi-Rosenthal box can help.
- Using a CO2 monitor as a guide to fresh air.
- Starting a respectful conversation with school leadership and parent associations.

**Who it is for**

Parents, teachers, school nurses, administrators and anyone interested in healthier school buildings. No technical background is needed.

**Format**

A 60-minute presentation followed by 30 minutes of questions. Live captions will be available, and slides will be shared with registered participants afterwards.`,
      },
      es: {
        title: "Seminario web comunitario sobre aire limpio en las escuelas",
        summary:
          "Una sesión en línea para madres, padres, docentes y personal escolar sobre formas prácticas de mejorar el aire de los salones, desde abrir bien las ventanas hasta usar purificadores y medidores de CO2.",
        body: `En los salones de clase se reúne mucha gente en poco espacio durante horas. Este seminario web comunitario y gratuito presenta formas sencillas y accesibles de limpiar ese aire compartido.

**Qué veremos**

- Cómo se acumulan las partículas en interiores y por qué la ventilación importa en las escuelas.
- Cómo abrir ventanas de manera eficaz en cualquier temporada.
- Cómo elegir y colocar purificadores HEPA portátiles, y cuándo puede ayudar una caja Corsi-Rosenthal hecha en casa.
- Cómo usar un medidor de CO2 como guía de aire fresco.
- Cómo iniciar una conversación respetuosa con la dirección y la asociación de padres de familia.

**Para quién es**

Madres, padres, docentes, enfermeras escolares, personal directivo y cualquier persona interesada en escuelas más sanas. No se necesitan conocimientos técnicos.

**Formato**

Una presentación de 60 minutos y 30 minutos de preguntas. Habrá subtítulos en vivo y las diapositivas se compartirán después con las personas registradas.`,
      },
      fr: {
        title: "Webinaire citoyen sur l'air sain à l'école",
        summary:
          "Une session en ligne pour les parents, enseignants et personnels scolaires sur les moyens concrets d'améliorer l'air des classes, de l'aération à l'usage de purificateurs et de capteurs de CO2.",
        body: `Une salle de classe réunit beaucoup de monde dans un petit espace pendant des heures. Ce webinaire citoyen et gratuit présente des moyens simples et abordables d'assainir cet air partagé.

**Au programme**

- Comment les particules s'accumulent à l'intérieur et pourquoi l'aération compte à l'école.
- Bien ouvrir les fenêtres, quelle que soit la saison.
- Choisir et placer des purificateurs HEPA mobiles, et savoir quand une boîte Corsi-Rosenthal faite maison peut aider.
- Se servir d'un capteur de CO2 comme repère d'air frais.
- Engager un dialogue constructif avec la direction et les associations de parents d'élèves.

**Public**

Parents, enseignants, infirmières scolaires, équipes de direction et toute personne intéressée par des écoles plus saines. Aucune connaissance technique n'est requise.

**Déroulé**

Une présentation de 60 minutes suivie de 30 minutes de questions. Un sous-titrage en direct sera proposé et les diapositives seront envoyées aux inscrits après la session.`,
      },
      pt: {
        title: "Webinário comunitário sobre ar limpo nas escolas",
        summary:
          "Uma sessão on-line para famílias, professores e funcionários de escolas sobre formas práticas de melhorar o ar das salas, de abrir bem as janelas a usar purificadores e medidores de CO2.",
        body: `As salas de aula reúnem muita gente em pouco espaço por horas seguidas. Este webinário comunitário e gratuito apresenta formas simples e acessíveis de deixar esse ar compartilhado mais limpo.

**O que vamos abordar**

- Como as partículas se acumulam em ambientes fechados e por que a ventilação importa nas escolas.
- Como abrir as janelas de forma eficaz em qualquer estação.
- Como escolher e posicionar purificadores HEPA portáteis, e quando uma caixa Corsi-Rosenthal caseira pode ajudar.
- Como usar um medidor de CO2 como referência de ar fresco.
- Como iniciar uma conversa respeitosa com a direção e a associação de pais.

**Para quem é**

Mães, pais, professores, enfermeiros escolares, gestores e qualquer pessoa interessada em escolas mais saudáveis. Não é preciso conhecimento técnico.

**Formato**

Uma apresentação de 60 minutos seguida de 30 minutos de perguntas. Haverá legendas ao vivo, e os slides serão enviados depois aos inscritos.`,
      },
    },
  },
  {
    slug: "community-webinar-understanding-co2-monitors",
    category: "webinars",
    access: "FREE",
    publishedDaysAgo: 9,
    tags: ["air-quality", "ventilation"],
    source: "editorial-team",
    startsInDays: 28,
    durationHours: 1,
    isEventFree: true,
    onlineOnly: true,
    related: ["EDUCATION/understanding-co2-readings", "RESOURCE/toolkit-co2-monitoring-log"],
    translations: {
      en: {
        title: "Community webinar on understanding CO2 monitors",
        summary:
          "A one-hour online session on how CO2 monitors work, how to place them, what the readings suggest about ventilation and what they cannot tell you about infection risk.",
        body: `CO2 monitors have become a popular way to check whether indoor spaces get enough fresh air. This free community webinar explains how to use them well and how to avoid common misunderstandings.

**Topics**

- Why CO2 from people's breath is a useful sign of how much air is being shared.
- The difference between NDIR sensors and cheaper estimates, and why calibration outdoors helps.
- Where to put a monitor in a classroom, office, shop or home.
- What rising and stable readings suggest, and how to respond.
- Why purifiers clean the air without lowering CO2.

**Bring your questions**

Participants are welcome to share readings from their own spaces during the question time. Please remove any details that could identify other people or workplaces.

**Access**

Live captions are provided. The recording will be shared with registered participants.`,
      },
      es: {
        title: "Seminario web comunitario para entender los medidores de CO2",
        summary:
          "Una sesión en línea de una hora sobre cómo funcionan los medidores de CO2, dónde colocarlos, qué sugieren sus lecturas sobre la ventilación y qué no pueden decir sobre el riesgo de contagio.",
        body: `Los medidores de CO2 se han vuelto una forma popular de revisar si un espacio interior recibe suficiente aire fresco. Este seminario web comunitario y gratuito explica cómo usarlos bien y cómo evitar malentendidos frecuentes.

**Temas**

- Por qué el CO2 que exhalamos es una buena señal de cuánto aire se está compartiendo.
- La diferencia entre los sensores NDIR y las estimaciones más baratas, y por qué conviene calibrarlos al aire libre.
- Dónde colocar un medidor en un salón, una oficina, un comercio o la casa.
- Qué sugieren las lecturas que suben o se mantienen estables, y cómo reaccionar.
- Por qué los purificadores limpian el aire sin bajar el CO2.

**Trae tus preguntas**

Durante la sesión de preguntas puedes compartir lecturas de tus propios espacios. Por favor, quita cualquier dato que identifique a otras personas o lugares de trabajo.

**Accesibilidad**

Habrá subtítulos en vivo. La grabación se compartirá con las personas registradas.`,
      },
      fr: {
        title: "Webinaire citoyen pour comprendre les capteurs de CO2",
        summary:
          "Une session en ligne d'une heure sur le fonctionnement des capteurs de CO2, leur emplacement, ce que leurs valeurs suggèrent sur l'aération et ce qu'elles ne disent pas du risque d'infection.",
        body: `Les capteurs de CO2 sont devenus un moyen répandu de vérifier si un espace intérieur est assez aéré. Ce webinaire citoyen et gratuit explique comment bien les utiliser et éviter les malentendus courants.

**Thèmes**

- Pourquoi le CO2 de notre respiration indique bien la part d'air partagé.
- La différence entre les capteurs NDIR et les estimations bon marché, et l'intérêt d'un étalonnage en extérieur.
- Où placer un capteur dans une classe, un bureau, un commerce ou un logement.
- Ce que suggèrent des valeurs qui montent ou restent stables, et comment réagir.
- Pourquoi les purificateurs assainissent l'air sans faire baisser le CO2.

**Venez avec vos questions**

Pendant le temps d'échange, chacun peut partager des relevés de ses propres lieux. Merci de retirer toute information permettant d'identifier d'autres personnes ou des entreprises.

**Accessibilité**

Un sous-titrage en direct est prévu. L'enregistrement sera envoyé aux inscrits.`,
      },
      pt: {
        title: "Webinário comunitário para entender os medidores de CO2",
        summary:
          "Uma sessão on-line de uma hora sobre como funcionam os medidores de CO2, onde posicioná-los, o que as leituras sugerem sobre a ventilação e o que elas não dizem sobre o risco de infecção.",
        body: `Os medidores de CO2 se tornaram uma forma popular de verificar se um ambiente fechado recebe ar fresco suficiente. Este webinário comunitário e gratuito explica como usá-los bem e evitar mal-entendidos comuns.

**Temas**

- Por que o CO2 da nossa respiração é um bom sinal de quanto ar está sendo compartilhado.
- A diferença entre sensores NDIR e estimativas mais baratas, e por que vale calibrar ao ar livre.
- Onde colocar um medidor em sala de aula, escritório, loja ou casa.
- O que leituras em alta ou estáveis sugerem, e como reagir.
- Por que os purificadores limpam o ar sem baixar o CO2.

**Traga suas perguntas**

No momento de perguntas, você pode compartilhar leituras dos seus próprios ambientes. Por favor, retire qualquer dado que identifique outras pessoas ou locais de trabalho.

**Acessibilidade**

Haverá legendas ao vivo. A gravação será enviada aos inscritos.`,
      },
    },
  },
  {
    slug: "community-webinar-long-covid-pacing",
    category: "webinars",
    access: "FREE",
    publishedDaysAgo: 15,
    tags: ["long-covid", "mental-health"],
    source: "editorial-team",
    startsInDays: 45,
    durationHours: 1.5,
    isEventFree: true,
    onlineOnly: true,
    related: ["COMMUNITY/pacing-practice-group", "EDUCATION/what-is-long-covid"],
    translations: {
      en: {
        title: "Community webinar on long Covid and the idea of pacing",
        summary:
          "A gentle online session introducing pacing as a way of thinking about energy with long Covid, with time for shared experiences and pointers to professional care.",
        body: `Many people living with long Covid hear about "pacing" but are not sure what it means in practice. This free community webinar introduces the idea in plain language.

**What we will talk about**

- Pacing as a concept: noticing your energy limits and planning activity and rest around them.
- Why some people feel much worse after effort, sometimes a day or more later.
- Keeping a simple diary to spot patterns.
- Talking with family, employers and schools about adjustments.
- Finding health professionals familiar with long Covid.

**Please note**

This session shares general information and lived experience. It is not medical advice. Any change to your activity levels, treatment or return to work should be discussed with a health professional.

**Designed for low energy**

The session includes a short break, cameras are optional, and the recording and a written summary will be available for anyone who cannot attend live.`,
      },
      es: {
        title: "Seminario web comunitario sobre covid persistente y dosificar la energía",
        summary:
          "Una sesión en línea tranquila que presenta la dosificación de energía como una forma de pensar la vida con covid persistente, con espacio para compartir experiencias y orientar hacia atención profesional.",
        body: `Muchas personas con covid persistente oyen hablar de «dosificar la energía» (pacing, en inglés), pero no saben bien qué significa en la práctica. Este seminario web comunitario y gratuito presenta la idea en lenguaje sencillo.

**De qué hablaremos**

- La dosificación como concepto: reconocer los propios límites de energía y planear actividad y descanso en función de ellos.
- Por qué algunas personas se sienten mucho peor después de un esfuerzo, a veces un día o más después.
- Llevar un diario sencillo para detectar patrones.
- Hablar con la familia, el trabajo y la escuela sobre posibles ajustes.
- Encontrar profesionales de salud que conozcan el covid persistente.

**Importante**

Esta sesión comparte información general y experiencias vividas. No es consejo médico. Cualquier cambio en tu nivel de actividad, tratamiento o regreso al trabajo debe platicarse con un profesional de la salud.

**Pensado para poca energía**

Habrá un breve descanso, la cámara es opcional, y la grabación y un resumen escrito estarán disponibles para quien no pueda asistir en vivo.`,
      },
      fr: {
        title: "Webinaire citoyen sur le Covid long et la gestion de l'énergie",
        summary:
          "Une session en ligne bienveillante qui présente la gestion de l'énergie (« pacing ») comme une façon d'aborder le Covid long, avec un temps d'échange et des pistes vers un suivi professionnel.",
        body: `Beaucoup de personnes atteintes de Covid long entendent parler de « pacing », sans bien savoir ce que cela recouvre au quotidien. Ce webinaire citoyen et gratuit présente l'idée en termes simples.

**Ce dont nous parlerons**

- La gestion de l'énergie comme concept : repérer ses limites et organiser activités et repos en conséquence.
- Pourquoi certaines personnes se sentent bien plus mal après un effort, parfois un jour ou plus après.
- Tenir un carnet simple pour repérer des tendances.
- Parler d'aménagements avec ses proches, son employeur ou l'école.
- Trouver des professionnels de santé qui connaissent le Covid long.

**À noter**

Cette session partage des informations générales et des expériences vécues. Ce n'est pas un avis médical. Toute modification de votre niveau d'activité, de votre traitement ou toute reprise du travail doit être discutée avec un professionnel de santé.

**Pensé pour économiser l'énergie**

Une courte pause est prévue, la caméra est facultative, et l'enregistrement ainsi qu'un résumé écrit seront disponibles pour les personnes qui ne pourront pas suivre en direct.`,
      },
      pt: {
        title: "Webinário comunitário sobre Covid longa e o manejo de energia",
        summary:
          'Uma sessão on-line acolhedora que apresenta o manejo de energia ("pacing") como forma de pensar a vida com Covid longa, com espaço para trocar experiências e indicações de cuidado profissional.',
        body: `Muitas pessoas com Covid longa ouvem falar em "pacing", ou manejo de energia, mas não sabem bem o que isso significa na prática. Este webinário comunitário e gratuito apresenta a ideia em linguagem simples.

**Sobre o que vamos conversar**

- O manejo de energia como conceito: perceber os próprios limites e planejar atividade e descanso em torno deles.
- Por que algumas pessoas se sentem muito pior depois de um esforço, às vezes um dia ou mais depois.
- Manter um diário simples para identificar padrões.
- Conversar com a família, o trabalho e a escola sobre adaptações.
- Encontrar profissionais de saúde que conheçam a Covid longa.

**Atenção**

Esta sessão compartilha informações gerais e experiências vividas. Não é orientação médica. Qualquer mudança no nível de atividade, no tratamento ou no retorno ao trabalho deve ser conversada com um profissional de saúde.

**Pensado para pouca energia**

Haverá uma pausa curta, a câmera é opcional, e a gravação e um resumo escrito ficarão disponíveis para quem não puder acompanhar ao vivo.`,
      },
    },
  },
  {
    slug: "community-webinar-respirator-fit",
    category: "webinars",
    access: "FREE",
    publishedDaysAgo: 58,
    tags: ["masks"],
    source: "editorial-team",
    startsInDays: -30,
    durationHours: 1,
    isEventFree: true,
    onlineOnly: true,
    related: [
      "EDUCATION/how-to-check-respirator-fit",
      "VIDEO/respirator-fit-check-step-by-step",
      "EDUCATION/caring-for-and-reusing-respirators",
    ],
    translations: {
      en: {
        title: "Community webinar on respirator fit and comfort",
        summary:
          "A past online session on choosing a respirator that fits, doing a seal check every time, and making longer wear more comfortable, with a live demonstration.",
        body: `This free community webinar focused on one question: how can people get a good seal from a respirator and still wear it comfortably for hours?

**What was covered**

- The difference between loose masks and respirators such as N95, KN95 and FFP2 models.
- Why fit varies from face to face, and why trying several shapes and sizes can help.
- A live demonstration of a user seal check: breathing out and in while covering the respirator, and adjusting the nose piece and straps.
- Head straps versus ear loops, and simple accessories that improve the seal.
- Tips for comfort: taking breaks in safe places, staying hydrated and caring for the skin.

**Materials**

A written summary and the slides remain available to registered participants. Questions about respirator use with a specific health condition should be discussed with a health professional.`,
      },
      es: {
        title: "Seminario web comunitario sobre ajuste y comodidad de los respiradores",
        summary:
          "Una sesión en línea ya realizada sobre cómo elegir un respirador que ajuste bien, revisar el sellado cada vez y hacer más cómodo su uso prolongado, con una demostración en vivo.",
        body: `Este seminario web comunitario y gratuito se centró en una pregunta: ¿cómo lograr que un respirador selle bien y aun así sea cómodo durante horas?

**Qué se abordó**

- La diferencia entre los cubrebocas holgados y los respiradores como N95, KN95 o FFP2.
- Por qué el ajuste cambia de un rostro a otro, y por qué ayuda probar varias formas y tallas.
- Una demostración en vivo de la verificación del sellado: exhalar e inhalar cubriendo el respirador y ajustar la pieza nasal y las bandas.
- Bandas a la cabeza frente a ligas para las orejas, y accesorios sencillos que mejoran el sellado.
- Consejos de comodidad: tomar descansos en lugares seguros, hidratarse y cuidar la piel.

**Materiales**

Las personas registradas pueden seguir consultando el resumen escrito y las diapositivas. Las dudas sobre el uso de respiradores con una condición de salud específica deben consultarse con un profesional de la salud.`,
      },
      fr: {
        title: "Webinaire citoyen sur l'ajustement et le confort des masques FFP2",
        summary:
          "Une session en ligne passée sur le choix d'un masque FFP2 bien ajusté, la vérification de l'étanchéité à chaque port et le confort sur la durée, avec une démonstration en direct.",
        body: `Ce webinaire citoyen et gratuit portait sur une question : comment obtenir une bonne étanchéité avec un masque FFP2 tout en le portant confortablement pendant des heures ?

**Ce qui a été abordé**

- La différence entre les masques en tissu ou chirurgicaux et les masques filtrants comme les FFP2, N95 ou KN95.
- Pourquoi l'ajustement varie d'un visage à l'autre, et l'intérêt d'essayer plusieurs formes et tailles.
- Une démonstration en direct de la vérification d'étanchéité : expirer puis inspirer en couvrant le masque, ajuster la barrette nasale et les élastiques.
- Brides derrière la tête ou élastiques aux oreilles, et petits accessoires qui améliorent l'étanchéité.
- Des conseils de confort : faire des pauses dans des endroits sûrs, bien s'hydrater, prendre soin de sa peau.

**Ressources**

Le résumé écrit et les diapositives restent disponibles pour les inscrits. Les questions sur le port du masque avec un problème de santé particulier sont à aborder avec un professionnel de santé.`,
      },
      pt: {
        title: "Webinário comunitário sobre ajuste e conforto das máscaras PFF2",
        summary:
          "Uma sessão on-line já realizada sobre como escolher uma máscara PFF2 que se ajuste bem, verificar a vedação a cada uso e tornar o uso prolongado mais confortável, com demonstração ao vivo.",
        body: `Este webinário comunitário e gratuito girou em torno de uma pergunta: como conseguir uma boa vedação com uma máscara PFF2 e ainda usá-la com conforto por horas?

**O que foi abordado**

- A diferença entre máscaras de pano ou cirúrgicas e respiradores como PFF2, N95 e KN95.
- Por que o ajuste muda de rosto para rosto, e por que vale testar vários formatos e tamanhos.
- Uma demonstração ao vivo da verificação de vedação: expirar e inspirar cobrindo a máscara e ajustar o clipe nasal e os elásticos.
- Elástico de cabeça ou de orelha, e acessórios simples que melhoram a vedação.
- Dicas de conforto: fazer pausas em lugares seguros, manter-se hidratado e cuidar da pele.

**Materiais**

O resumo escrito e os slides continuam disponíveis para os inscritos. Dúvidas sobre o uso de máscaras com uma condição de saúde específica devem ser levadas a um profissional de saúde.`,
      },
    },
  },
  {
    slug: "community-webinar-workplace-air",
    category: "webinars",
    access: "LIMITED",
    publishedDaysAgo: 6,
    tags: ["workplaces", "ventilation"],
    source: "editorial-team",
    startsInDays: 60,
    durationHours: 2,
    isEventFree: false,
    onlineOnly: true,
    related: ["RESOURCE/toolkit-workplace-clean-air-proposal", "COMMUNITY/workplace-clean-air-advocacy"],
    translations: {
      en: {
        title: "Community webinar on cleaner air at work",
        summary:
          "A two-hour online workshop for employees, managers and health and safety representatives on assessing workplace air and building a practical improvement plan.",
        body: `Shared offices, shops, workshops and break rooms can all benefit from cleaner air. This community workshop walks through a step-by-step approach that fits small and large workplaces.

**Agenda**

1. Understanding how airborne particles spread in workplaces.
2. Asking the right questions about the existing ventilation system and its filters.
3. Using CO2 readings to spot rooms that need attention.
4. Adding portable HEPA purifiers where ventilation cannot be improved quickly.
5. Writing a short, clear proposal for decision makers.

**Format**

The session combines short talks with small-group exercises. Participants receive a checklist and a proposal template to adapt.

**Registration**

A modest fee covers the costs of the organizers. Free places are available on request for anyone who cannot afford it, no questions asked.`,
      },
      es: {
        title: "Seminario web comunitario sobre aire más limpio en el trabajo",
        summary:
          "Un taller en línea de dos horas para personas trabajadoras, gerentes y comisiones de seguridad e higiene sobre cómo evaluar el aire del lugar de trabajo y armar un plan de mejora práctico.",
        body: `Oficinas, tiendas, talleres y comedores compartidos pueden beneficiarse de un aire más limpio. Este taller comunitario presenta un método paso a paso que funciona en lugares de trabajo chicos y grandes.

**Programa**

1. Entender cómo se dispersan las partículas en el trabajo.
2. Hacer las preguntas correctas sobre el sistema de ventilación y sus filtros.
3. Usar lecturas de CO2 para identificar las áreas que necesitan atención.
4. Agregar purificadores HEPA portátiles donde la ventilación no se pueda mejorar pronto.
5. Redactar una propuesta breve y clara para quienes toman decisiones.

**Formato**

La sesión combina charlas cortas con ejercicios en grupos pequeños. Cada participante recibe una lista de verificación y una plantilla de propuesta para adaptar.

**Inscripción**

Una cuota moderada cubre los gastos de organización. Hay lugares gratuitos, sin preguntas, para quien no pueda pagarla.`,
      },
      fr: {
        title: "Webinaire citoyen pour un air plus sain au travail",
        summary:
          "Un atelier en ligne de deux heures pour salariés, managers et représentants du personnel sur l'évaluation de l'air au travail et la préparation d'un plan d'amélioration concret.",
        body: `Bureaux partagés, commerces, ateliers et salles de pause peuvent tous gagner à un air plus sain. Cet atelier citoyen propose une démarche pas à pas, adaptée aux petites comme aux grandes structures.

**Programme**

1. Comprendre comment les particules se diffusent sur le lieu de travail.
2. Poser les bonnes questions sur la ventilation existante et ses filtres.
3. Utiliser les relevés de CO2 pour repérer les pièces à surveiller.
4. Ajouter des purificateurs HEPA mobiles là où la ventilation ne peut pas être améliorée rapidement.
5. Rédiger une proposition courte et claire pour les décideurs.

**Format**

La session alterne courtes interventions et exercices en petits groupes. Chaque participant reçoit une liste de contrôle et un modèle de proposition à adapter.

**Inscription**

Une participation modeste couvre les frais d'organisation. Des places gratuites sont disponibles sur simple demande, sans justificatif.`,
      },
      pt: {
        title: "Webinário comunitário sobre ar mais limpo no trabalho",
        summary:
          "Uma oficina on-line de duas horas para trabalhadores, gestores e membros da CIPA sobre como avaliar o ar do local de trabalho e montar um plano de melhoria prático.",
        body: `Escritórios compartilhados, lojas, oficinas e copas podem se beneficiar de um ar mais limpo. Esta oficina comunitária apresenta um método passo a passo que serve para locais de trabalho pequenos e grandes.

**Programação**

1. Entender como as partículas se espalham no local de trabalho.
2. Fazer as perguntas certas sobre o sistema de ventilação e seus filtros.
3. Usar leituras de CO2 para identificar ambientes que precisam de atenção.
4. Acrescentar purificadores HEPA portáteis onde a ventilação não puder ser melhorada rapidamente.
5. Escrever uma proposta curta e clara para quem toma as decisões.

**Formato**

A sessão combina falas curtas com exercícios em pequenos grupos. Cada participante recebe uma lista de verificação e um modelo de proposta para adaptar.

**Inscrição**

Uma taxa modesta cobre os custos da organização. Há vagas gratuitas para quem não puder pagar, sem necessidade de justificativa.`,
      },
    },
  },
  {
    slug: "community-conference-clean-air-mexico-city",
    category: "conferences",
    access: "PREMIUM",
    publishedDaysAgo: 30,
    featured: true,
    tags: ["air-quality", "ventilation", "accessibility"],
    source: "editorial-team",
    startsInDays: 90,
    durationHours: 8,
    isEventFree: false,
    onlineOnly: false,
    city: "Ciudad de México",
    region: "CDMX",
    country: "MX",
    address: "Centro Comunitario, Calle Principal 120",
    related: ["RESOURCE/guide-clean-air-for-small-businesses", "COMMUNITY/accessible-public-spaces-advocacy"],
    originalLocale: "es",
    translations: {
      en: {
        title: "Community conference on clean indoor air in Mexico City",
        summary:
          "A one-day community conference bringing together residents, teachers, small business owners and health workers to share practical ideas for cleaner indoor air.",
        body: `This one-day community conference, organized by local volunteers, is a space to learn and exchange ideas about cleaner indoor air in homes, schools, businesses and clinics.

**Program highlights**

- Morning talks on airborne transmission, ventilation and filtration in plain language.
- A hands-on area where participants can see CO2 monitors and a Corsi-Rosenthal box in action.
- Afternoon workshops for schools, small businesses and health centers.
- A closing discussion on making public spaces accessible to people at higher risk.

**A clean-air venue**

The hall will be ventilated throughout the day and equipped with portable HEPA purifiers. CO2 readings will be displayed at the entrance, and respirators will be available for anyone who wants one.

**Registration**

A registration fee covers the venue and lunch. Reduced and free places are available for students and anyone who needs them.`,
      },
      es: {
        title: "Congreso comunitario sobre aire interior limpio en la Ciudad de México",
        summary:
          "Un congreso comunitario de un día que reúne a vecinos, docentes, dueños de pequeños negocios y personal de salud para compartir ideas prácticas sobre un aire interior más limpio.",
        body: `Este congreso comunitario de un día, organizado por voluntarios locales, es un espacio para aprender e intercambiar ideas sobre un aire interior más limpio en casas, escuelas, negocios y clínicas.

**Lo más destacado del programa**

- Charlas matutinas sobre transmisión por el aire, ventilación y filtración en lenguaje sencillo.
- Un área práctica donde se podrán ver en funcionamiento medidores de CO2 y una caja Corsi-Rosenthal.
- Talleres vespertinos para escuelas, pequeños negocios y centros de salud.
- Una conversación de cierre sobre cómo hacer los espacios públicos accesibles para personas con mayor riesgo.

**Una sede con aire limpio**

El salón estará ventilado durante todo el día y contará con purificadores HEPA portátiles. Las lecturas de CO2 se mostrarán en la entrada y habrá respiradores disponibles para quien quiera uno.

**Inscripción**

La cuota de inscripción cubre la sede y la comida. Hay lugares con descuento o gratuitos para estudiantes y para quien lo necesite.`,
      },
      fr: {
        title: "Conférence citoyenne sur l'air intérieur sain à Mexico",
        summary:
          "Une conférence citoyenne d'une journée qui réunit habitants, enseignants, petits commerçants et soignants pour partager des idées concrètes en faveur d'un air intérieur plus sain.",
        body: `Cette conférence citoyenne d'une journée, organisée par des bénévoles locaux, est un lieu pour apprendre et échanger sur l'air intérieur dans les logements, les écoles, les commerces et les centres de soins.

**Temps forts du programme**

- Des exposés le matin sur la transmission aérienne, l'aération et la filtration, en langage clair.
- Un espace pratique pour voir fonctionner des capteurs de CO2 et une boîte Corsi-Rosenthal.
- Des ateliers l'après-midi pour les écoles, les petites entreprises et les centres de santé.
- Une discussion de clôture sur l'accessibilité des lieux publics pour les personnes plus à risque.

**Un lieu à l'air sain**

La salle sera aérée toute la journée et équipée de purificateurs HEPA mobiles. Les relevés de CO2 seront affichés à l'entrée, et des masques FFP2 seront à la disposition de chacun.

**Inscription**

Les frais d'inscription couvrent la salle et le déjeuner. Des places à tarif réduit ou gratuites sont prévues pour les étudiants et toute personne qui en a besoin.`,
      },
      pt: {
        title: "Congresso comunitário sobre ar interno limpo na Cidade do México",
        summary:
          "Um congresso comunitário de um dia que reúne moradores, professores, pequenos empreendedores e profissionais de saúde para compartilhar ideias práticas sobre um ar interno mais limpo.",
        body: `Este congresso comunitário de um dia, organizado por voluntários locais, é um espaço para aprender e trocar ideias sobre um ar interno mais limpo em casas, escolas, comércios e clínicas.

**Destaques da programação**

- Palestras pela manhã sobre transmissão pelo ar, ventilação e filtragem em linguagem simples.
- Uma área prática para ver medidores de CO2 e uma caixa Corsi-Rosenthal em funcionamento.
- Oficinas à tarde para escolas, pequenos negócios e unidades de saúde.
- Uma conversa de encerramento sobre como tornar os espaços públicos acessíveis a pessoas com maior risco.

**Um local com ar limpo**

O salão ficará ventilado o dia todo e terá purificadores HEPA portáteis. As leituras de CO2 serão exibidas na entrada, e haverá máscaras PFF2 disponíveis para quem quiser.

**Inscrição**

A taxa de inscrição cobre o local e o almoço. Há vagas com desconto ou gratuitas para estudantes e para quem precisar.`,
      },
    },
  },
  {
    slug: "community-conference-healthy-indoor-air-lyon",
    category: "conferences",
    access: "FREE",
    publishedDaysAgo: 120,
    tags: ["air-quality", "schools", "workplaces"],
    source: "editorial-team",
    startsInDays: -60,
    durationHours: 7,
    isEventFree: true,
    onlineOnly: false,
    city: "Lyon",
    region: "Auvergne-Rhône-Alpes",
    country: "FR",
    address: "Maison des associations, 10 rue des Écoles",
    related: ["RESOURCE/guide-improving-ventilation-at-home", "EDUCATION/ventilation-and-air-changes"],
    originalLocale: "fr",
    translations: {
      en: {
        title: "Community conference on healthy indoor air in Lyon",
        summary:
          "A past one-day community conference where residents, parents and workers discussed ventilation, air filtration and how to bring clean air into everyday places.",
        body: `This free community conference brought together people from the local area to talk about the air we breathe indoors, at home, at school and at work.

**What happened**

- An introductory talk explained how airborne particles accumulate in closed rooms and why ventilation and filtration help.
- Parents and teachers shared how they started conversations about CO2 monitors and window routines in schools.
- A workshop showed how to assemble a Corsi-Rosenthal box and discussed safe use.
- Employees and employers compared practical approaches for offices and shops.

**Venue practices**

The hall was aired regularly, purifiers ran throughout the day, and CO2 readings were shown on a screen so participants could see how the room was doing.

**Afterwards**

Organizers shared a short written summary with participants and a list of general public resources on indoor air.`,
      },
      es: {
        title: "Congreso comunitario sobre aire interior saludable en Lyon",
        summary:
          "Un congreso comunitario de un día, ya realizado, en el que vecinos, madres, padres y trabajadores conversaron sobre ventilación, filtración del aire y cómo llevar aire limpio a los espacios cotidianos.",
        body: `Este congreso comunitario y gratuito reunió a personas de la zona para hablar del aire que respiramos en interiores: en casa, en la escuela y en el trabajo.

**Qué pasó**

- Una charla introductoria explicó cómo se acumulan las partículas en espacios cerrados y por qué ayudan la ventilación y la filtración.
- Madres, padres y docentes contaron cómo iniciaron conversaciones sobre medidores de CO2 y rutinas de ventanas en las escuelas.
- Un taller mostró cómo armar una caja Corsi-Rosenthal y habló de su uso seguro.
- Personas trabajadoras y empleadoras compararon enfoques prácticos para oficinas y comercios.

**Prácticas en la sede**

El salón se ventiló con regularidad, los purificadores funcionaron todo el día y las lecturas de CO2 se mostraron en una pantalla para que el público viera el estado del aire.

**Después**

La organización compartió con los participantes un breve resumen escrito y una lista de recursos públicos generales sobre aire interior.`,
      },
      fr: {
        title: "Conférence citoyenne sur la qualité de l'air intérieur à Lyon",
        summary:
          "Une conférence citoyenne d'une journée, déjà passée, où habitants, parents et salariés ont échangé sur l'aération, la filtration de l'air et l'air sain dans les lieux du quotidien.",
        body: `Cette conférence citoyenne et gratuite a réuni des habitants du territoire pour parler de l'air que nous respirons à l'intérieur : à la maison, à l'école et au travail.

**Ce qui s'est passé**

- Un exposé d'introduction a expliqué comment les particules s'accumulent dans les pièces fermées et pourquoi aération et filtration aident.
- Des parents et des enseignants ont raconté comment ils ont lancé le dialogue sur les capteurs de CO2 et l'ouverture des fenêtres à l'école.
- Un atelier a montré comment assembler une boîte Corsi-Rosenthal et abordé son utilisation en toute sécurité.
- Salariés et employeurs ont comparé des approches concrètes pour les bureaux et les commerces.

**Sur place**

La salle a été aérée régulièrement, des purificateurs ont fonctionné toute la journée et les relevés de CO2 étaient affichés sur un écran pour que chacun suive la qualité de l'air.

**Et ensuite**

Les organisateurs ont envoyé aux participants un court compte rendu et une liste de ressources publiques sur l'air intérieur.`,
      },
      pt: {
        title: "Congresso comunitário sobre ar interno saudável em Lyon",
        summary:
          "Um congresso comunitário de um dia, já realizado, em que moradores, famílias e trabalhadores conversaram sobre ventilação, filtragem do ar e como levar ar limpo aos espaços do dia a dia.",
        body: `Este congresso comunitário e gratuito reuniu pessoas da região para falar sobre o ar que respiramos em ambientes fechados: em casa, na escola e no trabalho.

**O que aconteceu**

- Uma palestra introdutória explicou como as partículas se acumulam em ambientes fechados e por que a ventilação e a filtragem ajudam.
- Mães, pais e professores contaram como começaram conversas sobre medidores de CO2 e rotinas de abrir janelas nas escolas.
- Uma oficina mostrou como montar uma caixa Corsi-Rosenthal e falou sobre o uso seguro.
- Trabalhadores e empregadores compararam abordagens práticas para escritórios e lojas.

**Práticas no local**

O salão foi arejado com regularidade, os purificadores funcionaram o dia todo e as leituras de CO2 apareciam em uma tela para que o público acompanhasse a qualidade do ar.

**Depois**

A organização enviou aos participantes um breve resumo escrito e uma lista de recursos públicos gerais sobre ar interno.`,
      },
    },
  },
  {
    slug: "community-conference-clean-air-sao-paulo",
    category: "conferences",
    access: "LIMITED",
    publishedDaysAgo: 3,
    tags: ["air-quality", "workplaces", "accessibility"],
    source: "editorial-team",
    startsInDays: 110,
    durationHours: 8,
    isEventFree: false,
    onlineOnly: false,
    city: "São Paulo",
    region: "SP",
    country: "BR",
    address: "Centro Comunitário, Rua das Flores, 200",
    related: ["RESOURCE/toolkit-diy-box-fan-filter", "COMMUNITY/community-co2-monitor-lending"],
    originalLocale: "pt",
    translations: {
      en: {
        title: "Community conference on clean air in São Paulo",
        summary:
          "A one-day community conference on cleaner air in homes, public transport, shops and workplaces, with talks, practical demonstrations and space for local initiatives.",
        body: `This community conference, run by local volunteers, focuses on what residents, workers and small organizations can do to improve the air in everyday places.

**Planned sessions**

- An accessible introduction to airborne transmission and indoor air quality.
- Demonstrations of CO2 monitors, portable purifiers and a homemade Corsi-Rosenthal box.
- A panel of community members sharing how they improved air in a shop, a church hall and a community kitchen.
- A session on lending libraries for CO2 monitors and other shared equipment.
- Time for local groups to present their projects and find volunteers.

**At the venue**

Windows and doors will stay open where possible, purifiers will run throughout, and PFF2 respirators will be offered at the entrance.

**Registration**

A small fee helps cover costs. Free places are reserved for students, unemployed people and anyone who asks.`,
      },
      es: {
        title: "Congreso comunitario sobre aire limpio en São Paulo",
        summary:
          "Un congreso comunitario de un día sobre aire más limpio en casas, transporte público, comercios y lugares de trabajo, con charlas, demostraciones prácticas y espacio para iniciativas locales.",
        body: `Este congreso comunitario, organizado por voluntarios locales, se centra en lo que vecinos, trabajadores y pequeñas organizaciones pueden hacer para mejorar el aire de los espacios cotidianos.

**Sesiones previstas**

- Una introducción accesible a la transmisión por el aire y la calidad del aire interior.
- Demostraciones de medidores de CO2, purificadores portátiles y una caja Corsi-Rosenthal casera.
- Un panel de personas de la comunidad que cuentan cómo mejoraron el aire de una tienda, un salón parroquial y una cocina comunitaria.
- Una sesión sobre bibliotecas de préstamo de medidores de CO2 y otros equipos compartidos.
- Tiempo para que los grupos locales presenten sus proyectos y encuentren voluntarios.

**En la sede**

Ventanas y puertas permanecerán abiertas cuando sea posible, los purificadores funcionarán todo el día y se ofrecerán respiradores en la entrada.

**Inscripción**

Una cuota pequeña ayuda a cubrir los gastos. Hay lugares gratuitos para estudiantes, personas sin empleo y cualquiera que lo solicite.`,
      },
      fr: {
        title: "Conférence citoyenne sur l'air sain à São Paulo",
        summary:
          "Une conférence citoyenne d'une journée sur l'air sain dans les logements, les transports publics, les commerces et les lieux de travail, avec exposés, démonstrations et initiatives locales.",
        body: `Cette conférence citoyenne, animée par des bénévoles locaux, porte sur ce que les habitants, les travailleurs et les petites structures peuvent faire pour améliorer l'air des lieux du quotidien.

**Sessions prévues**

- Une introduction accessible à la transmission aérienne et à la qualité de l'air intérieur.
- Des démonstrations de capteurs de CO2, de purificateurs mobiles et d'une boîte Corsi-Rosenthal faite maison.
- Une table ronde où des habitants racontent comment ils ont amélioré l'air d'une boutique, d'une salle paroissiale et d'une cuisine solidaire.
- Une session sur les systèmes de prêt de capteurs de CO2 et d'autres équipements partagés.
- Un temps pour que les collectifs locaux présentent leurs projets et trouvent des bénévoles.

**Sur place**

Portes et fenêtres resteront ouvertes autant que possible, les purificateurs fonctionneront toute la journée et des masques FFP2 seront proposés à l'entrée.

**Inscription**

Une participation modeste aide à couvrir les frais. Des places gratuites sont réservées aux étudiants, aux personnes sans emploi et à toute personne qui en fait la demande.`,
      },
      pt: {
        title: "Congresso comunitário sobre ar limpo em São Paulo",
        summary:
          "Um congresso comunitário de um dia sobre ar mais limpo em casas, transporte público, comércios e locais de trabalho, com palestras, demonstrações práticas e espaço para iniciativas locais.",
        body: `Este congresso comunitário, organizado por voluntários locais, trata do que moradores, trabalhadores e pequenas organizações podem fazer para melhorar o ar dos espaços do dia a dia.

**Sessões previstas**

- Uma introdução acessível à transmissão pelo ar e à qualidade do ar interno.
- Demonstrações de medidores de CO2, purificadores portáteis e uma caixa Corsi-Rosenthal caseira.
- Uma roda de conversa com pessoas da comunidade que melhoraram o ar de uma loja, de um salão paroquial e de uma cozinha comunitária.
- Uma sessão sobre bibliotecas de empréstimo de medidores de CO2 e outros equipamentos compartilhados.
- Tempo para grupos locais apresentarem seus projetos e encontrarem voluntários.

**No local**

Portas e janelas ficarão abertas sempre que possível, os purificadores funcionarão o dia todo e máscaras PFF2 serão oferecidas na entrada.

**Inscrição**

Uma taxa pequena ajuda a cobrir os custos. Há vagas gratuitas reservadas para estudantes, pessoas desempregadas e qualquer um que pedir.`,
      },
    },
  },
  {
    slug: "community-mask-fit-check-afternoon-toronto",
    category: "community",
    access: "FREE",
    publishedDaysAgo: 11,
    tags: ["masks", "accessibility"],
    source: "editorial-team",
    startsInDays: 21,
    durationHours: 3,
    isEventFree: true,
    onlineOnly: false,
    city: "Toronto",
    region: "ON",
    country: "CA",
    address: "Community Hall, 12 Main Street",
    related: ["EDUCATION/how-to-check-respirator-fit", "VIDEO/respirator-fit-check-step-by-step"],
    translations: {
      en: {
        title: "Community afternoon on respirator fit checks in Toronto",
        summary:
          "A drop-in community afternoon where volunteers show how to put on a respirator, do a seal check and compare a few common shapes to find one that feels right.",
        body: `Finding a respirator that seals well and feels comfortable can take some trial and error. This free drop-in afternoon offers a calm place to practice.

**What to expect**

- Volunteers demonstrate how to put on a respirator and do a user seal check.
- A table with several common shapes, including fold-flat, cup and duckbill styles, to try on with a fresh sample each time.
- Tips for people who wear glasses, have hearing aids or find straps uncomfortable.
- Simple printed guides to take home.

**Please note**

This is an educational session, not a formal fit test, which requires trained staff and special equipment. Volunteers cannot give medical advice; questions about wearing a respirator with a health condition should go to a health professional.

**Accessibility**

The hall is step-free, windows will be open and purifiers will run throughout. Drop in at any time during the afternoon.`,
      },
      es: {
        title: "Tarde comunitaria para revisar el ajuste de respiradores en Toronto",
        summary:
          "Una tarde comunitaria de entrada libre en la que voluntarios muestran cómo ponerse un respirador, revisar el sellado y comparar algunas formas comunes para encontrar la más adecuada.",
        body: `Encontrar un respirador que selle bien y resulte cómodo puede requerir varios intentos. Esta tarde gratuita y de entrada libre ofrece un lugar tranquilo para practicar.

**Qué esperar**

- Voluntarios muestran cómo ponerse un respirador y verificar el sellado.
- Una mesa con varias formas comunes, como plegables, de copa y de pico de pato, para probarlas usando siempre una muestra nueva.
- Consejos para quienes usan lentes o aparatos auditivos, o encuentran incómodas las bandas.
- Guías impresas sencillas para llevar a casa.

**Importante**

Es una sesión educativa, no una prueba de ajuste formal, que requiere personal capacitado y equipo especial. Los voluntarios no pueden dar consejos médicos; las dudas sobre usar un respirador con una condición de salud deben consultarse con un profesional de la salud.

**Accesibilidad**

El salón no tiene escalones, las ventanas estarán abiertas y habrá purificadores funcionando. Puedes llegar a cualquier hora de la tarde.`,
      },
      fr: {
        title: "Après-midi citoyen pour vérifier l'ajustement des masques FFP2 à Toronto",
        summary:
          "Un après-midi citoyen en accès libre où des bénévoles montrent comment mettre un masque FFP2, vérifier son étanchéité et comparer plusieurs formes pour trouver la bonne.",
        body: `Trouver un masque FFP2 étanche et confortable demande parfois plusieurs essais. Cet après-midi gratuit et en accès libre offre un cadre calme pour s'exercer.

**Au programme**

- Des bénévoles montrent comment mettre un masque et vérifier son étanchéité.
- Une table avec plusieurs formes courantes, pliables, en coque ou en bec de canard, à essayer avec un modèle neuf à chaque fois.
- Des conseils pour les personnes qui portent des lunettes ou des appareils auditifs, ou que les élastiques gênent.
- Des fiches imprimées simples à emporter.

**À noter**

Il s'agit d'une séance pédagogique, et non d'un essai d'ajustement formel, qui nécessite du personnel formé et un équipement spécial. Les bénévoles ne donnent pas d'avis médical ; les questions sur le port du masque avec un problème de santé sont à poser à un professionnel de santé.

**Accessibilité**

La salle est de plain-pied, les fenêtres seront ouvertes et des purificateurs fonctionneront en continu. Passez quand vous voulez dans l'après-midi.`,
      },
      pt: {
        title: "Tarde comunitária de verificação de ajuste de máscaras PFF2 em Toronto",
        summary:
          "Uma tarde comunitária de entrada livre em que voluntários mostram como colocar uma máscara PFF2, verificar a vedação e comparar alguns formatos comuns para encontrar o mais adequado.",
        body: `Encontrar uma máscara PFF2 que vede bem e seja confortável pode exigir algumas tentativas. Esta tarde gratuita e de entrada livre oferece um lugar tranquilo para praticar.

**O que esperar**

- Voluntários mostram como colocar a máscara e fazer a verificação de vedação.
- Uma mesa com vários formatos comuns, como dobrável, concha e bico de pato, para experimentar sempre com uma amostra nova.
- Dicas para quem usa óculos ou aparelho auditivo, ou acha os elásticos desconfortáveis.
- Guias impressos simples para levar para casa.

**Atenção**

É uma atividade educativa, não um teste de ajuste formal, que exige profissionais treinados e equipamento especial. Os voluntários não dão orientação médica; dúvidas sobre usar máscara com uma condição de saúde devem ser levadas a um profissional de saúde.

**Acessibilidade**

O salão não tem degraus, as janelas ficarão abertas e os purificadores funcionarão o tempo todo. Chegue a qualquer hora da tarde.`,
      },
    },
  },
  {
    slug: "corsi-rosenthal-box-build-workshop-madrid",
    category: "community",
    access: "FREE",
    publishedDaysAgo: 45,
    tags: ["air-quality", "ventilation"],
    source: "editorial-team",
    startsInDays: -20,
    durationHours: 3,
    isEventFree: false,
    onlineOnly: false,
    city: "Madrid",
    region: "Comunidad de Madrid",
    country: "ES",
    address: "Centro vecinal, Calle de la Escuela 8",
    related: [
      "VIDEO/build-a-corsi-rosenthal-box",
      "RESOURCE/toolkit-diy-box-fan-filter",
      "EDUCATION/corsi-rosenthal-box-basics",
    ],
    originalLocale: "es",
    translations: {
      en: {
        title: "Community workshop on building Corsi-Rosenthal boxes in Madrid",
        summary:
          "A past hands-on neighborhood workshop where participants assembled do-it-yourself box-fan air filters together and learned how to use and maintain them safely.",
        body: `At this neighborhood workshop, participants worked in small groups to build Corsi-Rosenthal boxes: simple air cleaners made from a box fan and pleated filters.

**How the workshop went**

- A short introduction explained why filtering indoor air helps reduce airborne particles.
- Volunteers showed how to orient the filters, seal the edges and add a cardboard shroud to the fan.
- Each group assembled a box, and several were donated to a local community center and a youth club.
- The session ended with advice on placement, noise, filter replacement and electrical safety.

**About the fee**

Participants who took a box home paid a contribution towards the fan and filters. Those who only wanted to learn joined at no cost.

**Venue**

The workshop took place in a large, well-aired room, with windows open and CO2 readings shown throughout.`,
      },
      es: {
        title: "Taller comunitario para armar cajas Corsi-Rosenthal en Madrid",
        summary:
          "Un taller vecinal práctico, ya realizado, en el que los participantes armaron juntos filtros de aire caseros con ventiladores de caja y aprendieron a usarlos y mantenerlos con seguridad.",
        body: `En este taller vecinal, los participantes trabajaron en grupos pequeños para armar cajas Corsi-Rosenthal: purificadores sencillos hechos con un ventilador de caja y filtros plisados.

**Cómo fue el taller**

- Una breve introducción explicó por qué filtrar el aire interior ayuda a reducir las partículas en suspensión.
- Los voluntarios mostraron cómo orientar los filtros, sellar los bordes y poner un marco de cartón al ventilador.
- Cada grupo armó una caja, y varias se donaron a un centro comunitario y a un club juvenil de la zona.
- La sesión cerró con consejos sobre ubicación, ruido, cambio de filtros y seguridad eléctrica.

**Sobre la cuota**

Quienes se llevaron una caja a casa aportaron una cantidad para el ventilador y los filtros. Quienes solo querían aprender participaron sin costo.

**Sede**

El taller se hizo en una sala amplia y bien ventilada, con las ventanas abiertas y lecturas de CO2 visibles durante toda la sesión.`,
      },
      fr: {
        title: "Atelier citoyen de fabrication de boîtes Corsi-Rosenthal à Madrid",
        summary:
          "Un atelier de quartier pratique, déjà passé, où les participants ont assemblé ensemble des purificateurs maison à base de ventilateur et appris à les utiliser et les entretenir en sécurité.",
        body: `Lors de cet atelier de quartier, les participants ont travaillé en petits groupes pour fabriquer des boîtes Corsi-Rosenthal : des purificateurs simples composés d'un ventilateur carré et de filtres plissés.

**Déroulement**

- Une courte introduction a expliqué pourquoi filtrer l'air intérieur aide à réduire les particules en suspension.
- Des bénévoles ont montré comment orienter les filtres, étanchéifier les bords et ajouter un cache en carton au ventilateur.
- Chaque groupe a assemblé une boîte, et plusieurs ont été données à un centre social et à un club de jeunes du quartier.
- La séance s'est terminée par des conseils sur l'emplacement, le bruit, le remplacement des filtres et la sécurité électrique.

**La participation financière**

Les personnes qui repartaient avec une boîte ont contribué au coût du ventilateur et des filtres. Celles qui voulaient seulement apprendre ont participé gratuitement.

**Le lieu**

L'atelier s'est tenu dans une grande salle bien aérée, fenêtres ouvertes, avec un affichage continu du CO2.`,
      },
      pt: {
        title: "Oficina comunitária para montar caixas Corsi-Rosenthal em Madri",
        summary:
          "Uma oficina prática de bairro, já realizada, em que os participantes montaram juntos filtros de ar caseiros com ventiladores e aprenderam a usá-los e mantê-los com segurança.",
        body: `Nesta oficina de bairro, os participantes trabalharam em pequenos grupos para montar caixas Corsi-Rosenthal: purificadores simples feitos com um ventilador quadrado e filtros plissados.

**Como foi a oficina**

- Uma breve introdução explicou por que filtrar o ar interno ajuda a reduzir as partículas em suspensão.
- Voluntários mostraram como posicionar os filtros, vedar as bordas e colocar uma moldura de papelão no ventilador.
- Cada grupo montou uma caixa, e várias foram doadas a um centro comunitário e a um clube de jovens da região.
- A sessão terminou com dicas sobre posicionamento, ruído, troca de filtros e segurança elétrica.

**Sobre a taxa**

Quem levou uma caixa para casa contribuiu com o custo do ventilador e dos filtros. Quem só queria aprender participou sem custo.

**Local**

A oficina aconteceu em uma sala ampla e bem ventilada, com janelas abertas e leituras de CO2 visíveis durante toda a sessão.`,
      },
    },
  },
  {
    slug: "long-covid-peer-meetup-lisbon",
    category: "community",
    access: "FREE",
    publishedDaysAgo: 18,
    tags: ["long-covid", "mental-health", "accessibility"],
    source: "editorial-team",
    startsInDays: 10,
    durationHours: 2,
    isEventFree: true,
    onlineOnly: false,
    city: "Lisboa",
    country: "PT",
    address: "Centro Comunitário, Rua Principal 15",
    related: ["COMMUNITY/long-covid-peer-support-circles", "EVENT/community-webinar-long-covid-pacing"],
    originalLocale: "pt",
    translations: {
      en: {
        title: "Community meetup for people living with long Covid in Lisbon",
        summary:
          "A small, relaxed peer meetup for people with long Covid and those who support them, to share experiences and local information in a calm, low-effort setting.",
        body: `This free community meetup offers people living with long Covid, and their family members or caregivers, a chance to meet others who understand.

**What to expect**

- A short welcome, then an open conversation in a small circle.
- Sharing of local information, such as how people found health professionals familiar with long Covid.
- No pressure to speak: listening is just as welcome.
- Quiet corners and comfortable seating for anyone who needs to rest.

**Ground rules**

What is shared in the group stays in the group. Volunteers facilitate the conversation but are not health professionals, and the meetup does not give medical advice.

**Accessibility**

The room is step-free and close to public transport. Windows will be open and a purifier will run during the meeting. Respirators are welcome and will be available. Feel free to arrive late or leave early.`,
      },
      es: {
        title: "Encuentro comunitario para personas con covid persistente en Lisboa",
        summary:
          "Un encuentro entre pares, pequeño y relajado, para personas con covid persistente y quienes las acompañan, para compartir experiencias e información local en un ambiente tranquilo y de poco esfuerzo.",
        body: `Este encuentro comunitario y gratuito ofrece a personas con covid persistente, y a sus familiares o cuidadores, la oportunidad de conocer a otras personas que las entienden.

**Qué esperar**

- Una breve bienvenida y luego una conversación abierta en un círculo pequeño.
- Intercambio de información local, por ejemplo cómo encontraron profesionales de salud que conocen el covid persistente.
- Sin presión para hablar: escuchar también es bienvenido.
- Rincones tranquilos y asientos cómodos para quien necesite descansar.

**Acuerdos del grupo**

Lo que se comparte en el grupo se queda en el grupo. Los voluntarios facilitan la conversación, pero no son profesionales de la salud, y en el encuentro no se dan consejos médicos.

**Accesibilidad**

La sala no tiene escalones y está cerca del transporte público. Las ventanas estarán abiertas y habrá un purificador funcionando. Los respiradores son bienvenidos y habrá disponibles. Puedes llegar tarde o irte antes.`,
      },
      fr: {
        title: "Rencontre citoyenne pour les personnes vivant avec un Covid long à Lisbonne",
        summary:
          "Une petite rencontre entre pairs, détendue, pour les personnes atteintes de Covid long et leurs proches, afin de partager expériences et informations locales dans un cadre calme et peu fatigant.",
        body: `Cette rencontre citoyenne et gratuite permet aux personnes vivant avec un Covid long, ainsi qu'à leurs proches ou aidants, de rencontrer d'autres personnes qui les comprennent.

**À quoi s'attendre**

- Un court mot d'accueil, puis une discussion libre en petit cercle.
- Un partage d'informations locales, par exemple sur la façon de trouver des soignants qui connaissent le Covid long.
- Aucune obligation de prendre la parole : écouter est tout aussi bienvenu.
- Des coins calmes et des sièges confortables pour se reposer.

**Règles du groupe**

Ce qui se dit dans le groupe reste dans le groupe. Les bénévoles animent l'échange mais ne sont pas des professionnels de santé, et la rencontre ne donne pas d'avis médical.

**Accessibilité**

La salle est de plain-pied et proche des transports en commun. Les fenêtres seront ouvertes et un purificateur fonctionnera pendant la rencontre. Le port du masque FFP2 est bienvenu et des masques seront disponibles. Vous pouvez arriver en retard ou partir plus tôt.`,
      },
      pt: {
        title: "Encontro comunitário para pessoas com Covid longa em Lisboa",
        summary:
          "Um encontro entre pares, pequeno e descontraído, para pessoas com Covid longa e quem as apoia, para trocar experiências e informações locais em um ambiente calmo e de pouco esforço.",
        body: `Este encontro comunitário e gratuito oferece a pessoas com Covid longa, e a seus familiares ou cuidadores, a oportunidade de conhecer outras pessoas que as entendem.

**O que esperar**

- Uma breve acolhida e depois uma conversa aberta em uma roda pequena.
- Troca de informações locais, por exemplo como as pessoas encontraram profissionais de saúde que conhecem a Covid longa.
- Ninguém é obrigado a falar: ouvir também é bem-vindo.
- Cantos tranquilos e assentos confortáveis para quem precisar descansar.

**Combinados do grupo**

O que é compartilhado no grupo fica no grupo. Os voluntários facilitam a conversa, mas não são profissionais de saúde, e o encontro não oferece orientação médica.

**Acessibilidade**

A sala não tem degraus e fica perto do transporte público. As janelas estarão abertas e um purificador ficará ligado durante o encontro. Máscaras PFF2 são bem-vindas e estarão disponíveis. Pode chegar mais tarde ou sair mais cedo.`,
      },
    },
  },
  {
    slug: "clean-air-schools-parent-meetup-buenos-aires",
    category: "community",
    access: "FREE",
    publishedDaysAgo: 130,
    tags: ["schools", "children", "ventilation"],
    source: "editorial-team",
    startsInDays: -100,
    durationHours: 2,
    isEventFree: true,
    onlineOnly: false,
    city: "Buenos Aires",
    country: "AR",
    address: "Centro Comunitario, Calle Principal 250",
    related: ["COMMUNITY/clean-air-in-schools-advocacy", "RESOURCE/toolkit-clean-air-schools"],
    originalLocale: "es",
    translations: {
      en: {
        title: "Community meetup for parents on clean air in schools in Buenos Aires",
        summary:
          "A past evening meetup where parents and teachers exchanged ideas on raising clean air with schools, from CO2 monitors in classrooms to proposals for parent associations.",
        body: `This free evening meetup gathered parents, caregivers and a few teachers who wanted to understand how to support cleaner air in their children's schools.

**What was discussed**

- A short overview of why classroom air matters and how ventilation and filtration help.
- How some families had started by lending a CO2 monitor to a teacher who was curious about the readings.
- Ways to frame requests positively, focusing on the health and concentration of everyone in the building.
- Drafting a simple, friendly letter to a parent association and school leadership.
- Ideas for fundraising for purifiers without putting pressure on families.

**Outcome**

Participants left with a shared contact list and a template letter to adapt for their own school.

**Venue**

The meeting room was kept well aired, and a portable purifier ran throughout the evening.`,
      },
      es: {
        title: "Encuentro comunitario de familias sobre aire limpio en las escuelas de Buenos Aires",
        summary:
          "Un encuentro vespertino, ya realizado, en el que madres, padres y docentes compartieron ideas para plantear el tema del aire limpio en las escuelas, desde medidores de CO2 hasta propuestas para la asociación de padres.",
        body: `Este encuentro vespertino y gratuito reunió a madres, padres, personas cuidadoras y algunos docentes interesados en apoyar un aire más limpio en las escuelas de sus hijos.

**De qué se habló**

- Un breve repaso de por qué importa el aire de los salones y cómo ayudan la ventilación y la filtración.
- Cómo algunas familias empezaron prestando un medidor de CO2 a una maestra con curiosidad por las lecturas.
- Formas de plantear las propuestas en positivo, centradas en la salud y la concentración de todas las personas del edificio.
- La redacción de una carta sencilla y cordial para la asociación de padres y la dirección.
- Ideas para reunir fondos para purificadores sin presionar a las familias.

**Resultado**

Los participantes se fueron con una lista de contactos compartida y una carta modelo para adaptar a su propia escuela.

**Sede**

La sala se mantuvo bien ventilada y un purificador portátil funcionó durante todo el encuentro.`,
      },
      fr: {
        title: "Rencontre citoyenne de parents sur l'air sain à l'école à Buenos Aires",
        summary:
          "Une rencontre en soirée, déjà passée, où parents et enseignants ont échangé sur la façon d'aborder l'air sain avec les écoles, des capteurs de CO2 aux propositions aux associations de parents.",
        body: `Cette rencontre gratuite en soirée a réuni des parents, des proches et quelques enseignants désireux de soutenir un air plus sain dans les écoles de leurs enfants.

**Ce qui a été discuté**

- Un rapide rappel de l'importance de l'air en classe et de l'apport de l'aération et de la filtration.
- Comment certaines familles ont commencé par prêter un capteur de CO2 à une enseignante curieuse des relevés.
- Des façons de formuler les demandes de manière positive, en mettant en avant la santé et la concentration de tous.
- La rédaction d'une lettre simple et cordiale à l'association de parents et à la direction.
- Des idées pour financer des purificateurs sans mettre de pression sur les familles.

**Résultat**

Les participants sont repartis avec une liste de contacts commune et un modèle de lettre à adapter à leur école.

**Le lieu**

La salle a été bien aérée et un purificateur mobile a fonctionné toute la soirée.`,
      },
      pt: {
        title: "Encontro comunitário de famílias sobre ar limpo nas escolas de Buenos Aires",
        summary:
          "Um encontro noturno, já realizado, em que mães, pais e professores trocaram ideias sobre como levar o tema do ar limpo às escolas, de medidores de CO2 a propostas para a associação de pais.",
        body: `Este encontro noturno e gratuito reuniu mães, pais, cuidadores e alguns professores interessados em apoiar um ar mais limpo nas escolas dos filhos.

**O que foi discutido**

- Um breve panorama de por que o ar das salas importa e como a ventilação e a filtragem ajudam.
- Como algumas famílias começaram emprestando um medidor de CO2 a uma professora curiosa sobre as leituras.
- Formas de apresentar os pedidos de maneira positiva, com foco na saúde e na concentração de todos no prédio.
- A redação de uma carta simples e cordial para a associação de pais e a direção.
- Ideias para arrecadar fundos para purificadores sem pressionar as famílias.

**Resultado**

Os participantes saíram com uma lista de contatos compartilhada e um modelo de carta para adaptar à própria escola.

**Local**

A sala ficou bem arejada e um purificador portátil funcionou durante todo o encontro.`,
      },
    },
  },
];
