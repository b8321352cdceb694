import type { SeedItem } from "../types";

// COMMUNITY items.
export const items: SeedItem[] = [
  {
    slug: "long-covid-peer-support-circles",
    category: "support-groups",
    access: "FREE",
    publishedDaysAgo: 22,
    featured: true,
    tags: ["long-covid", "mental-health"],
    source: "editorial-team",
    related: ["EDUCATION/what-is-long-covid", "EVENT/long-covid-peer-meetup-lisbon", "COMMUNITY/pacing-practice-group"],
    translations: {
      en: {
        title: "Long Covid peer support circles: what to expect",
        summary:
          "How peer support circles for people with long Covid usually work, what they can offer alongside medical care, and how to find one that suits your energy and needs.",
        body: `Peer support circles bring together people living with long Covid to share experiences, practical tips and encouragement. Many people say that simply being believed by others who understand makes a difference.

**How circles usually work**

- Small groups meet online or in person, often every week or two.
- A volunteer facilitator keeps time and makes sure everyone who wants to speak can.
- Members agree on ground rules, such as confidentiality and respect.

**What they can offer**

- Ideas for everyday life: managing energy, organizing appointments, talking to employers.
- Information about local services and professionals familiar with long Covid.
- Company and understanding on difficult days.

**What they are not**

Peer groups do not replace medical care, and members should not give each other medical advice. Questions about symptoms or treatment belong with a health professional.

**Finding the right fit**

Look for groups that offer short sessions, cameras-off options and recordings, so that taking part does not cost more energy than it gives.`,
      },
      es: {
        title: "Círculos de apoyo entre pares para covid persistente: qué esperar",
        summary:
          "Cómo suelen funcionar los círculos de apoyo entre pares para personas con covid persistente, qué pueden ofrecer junto a la atención médica y cómo encontrar uno que se adapte a tu energía y necesidades.",
        body: `Los círculos de apoyo entre pares reúnen a personas con covid persistente para compartir experiencias, consejos prácticos y ánimo. Muchas personas dicen que sentirse creídas por otras que las entienden hace una gran diferencia.

**Cómo suelen funcionar**

- Grupos pequeños se reúnen en línea o en persona, a menudo cada una o dos semanas.
- Una persona voluntaria facilita, cuida el tiempo y se asegura de que todos puedan hablar.
- Los integrantes acuerdan reglas como la confidencialidad y el respeto.

**Qué pueden ofrecer**

- Ideas para el día a día: administrar la energía, organizar citas, hablar con el trabajo.
- Información sobre servicios locales y profesionales que conocen el covid persistente.
- Compañía y comprensión en los días difíciles.

**Lo que no son**

Los grupos de pares no sustituyen la atención médica, y sus integrantes no deben darse consejos médicos. Las dudas sobre síntomas o tratamientos son para un profesional de la salud.

**Encontrar el adecuado**

Busca grupos con sesiones cortas, opción de cámara apagada y grabaciones, para que participar no cueste más energía de la que aporta.`,
      },
      fr: {
        title: "Groupes de parole sur le Covid long : à quoi s'attendre",
        summary:
          "Comment fonctionnent en général les groupes de soutien entre pairs pour les personnes atteintes de Covid long, ce qu'ils apportent en plus des soins et comment en trouver un adapté à son énergie.",
        body: `Les groupes de soutien entre pairs réunissent des personnes vivant avec un Covid long pour partager expériences, astuces et encouragements. Être cru par des personnes qui comprennent change déjà beaucoup.

**Fonctionnement habituel**

- De petits groupes se retrouvent en ligne ou en présentiel, souvent toutes les une ou deux semaines.
- Un animateur bénévole gère le temps et veille à ce que chacun puisse s'exprimer.
- Les membres s'accordent sur des règles, comme la confidentialité et le respect.

**Ce qu'ils apportent**

- Des idées pour le quotidien : gérer son énergie, organiser ses rendez-vous, parler à son employeur.
- Des informations sur les services locaux et les soignants qui connaissent le Covid long.
- De la présence et de la compréhension les jours difficiles.

**Ce qu'ils ne sont pas**

Ces groupes ne remplacent pas les soins, et les membres ne doivent pas se donner de conseils médicaux. Les questions sur les symptômes ou les traitements relèvent d'un professionnel de santé.

**Trouver le bon groupe**

Privilégiez des séances courtes, caméra facultative et enregistrées, pour que participer ne coûte pas plus d'énergie que cela n'en apporte.`,
      },
      pt: {
        title: "Rodas de apoio entre pares para Covid longa: o que esperar",
        summary:
          "Como costumam funcionar as rodas de apoio entre pares para pessoas com Covid longa, o que elas oferecem junto ao cuidado médico e como encontrar uma que combine com sua energia e suas necessidades.",
        body: `As rodas de apoio entre pares reúnem pessoas que vivem com Covid longa para trocar experiências, dicas práticas e incentivo. Muita gente diz que ser levada a sério por quem entende já faz diferença.

**Como costumam funcionar**

- Pequenos grupos se encontram on-line ou presencialmente, muitas vezes a cada uma ou duas semanas.
- Um voluntário facilita, cuida do tempo e garante que todos possam falar.
- Os participantes combinam regras, como sigilo e respeito.

**O que podem oferecer**

- Ideias para o dia a dia: manejar a energia, organizar consultas, conversar com o trabalho.
- Informações sobre serviços locais e profissionais que conhecem a Covid longa.
- Companhia e compreensão nos dias difíceis.

**O que não são**

Grupos de pares não substituem o cuidado médico, e os participantes não devem dar orientações médicas uns aos outros. Dúvidas sobre sintomas ou tratamentos devem ir para um profissional de saúde.

**Como encontrar o grupo certo**

Procure grupos com encontros curtos, opção de câmera desligada e gravações, para que participar não gaste mais energia do que traz.`,
      },
    },
  },
  {
    slug: "pacing-practice-group",
    category: "support-groups",
    access: "FREE",
    publishedDaysAgo: 49,
    tags: ["long-covid", "accessibility"],
    source: "editorial-team",
    related: ["EVENT/community-webinar-long-covid-pacing", "COMMUNITY/long-covid-peer-support-circles"],
    translations: {
      en: {
        title: "Pacing practice groups: learning to manage energy together",
        summary:
          "How small peer groups help people with long Covid explore pacing as a concept, share tools such as activity diaries, and bring their questions back to health professionals.",
        body: `Pacing is a way of thinking about energy: noticing your limits, spreading activities out and building in rest, so that you avoid cycles of overdoing it and then crashing. Many people with long Covid find it easier to explore with others.

**What these groups do**

- Share simple tools, such as activity and symptom diaries or weekly planners.
- Talk about the hidden energy costs of thinking, emotions, noise and screens, not only physical activity.
- Swap ideas for saying no, asking for help and adjusting routines.

**What they do not do**

Groups do not set exercise plans or tell anyone how much activity is right for them. People respond very differently, and some feel much worse after effort. Decisions about activity levels and rehabilitation should be made with a health professional.

**A gentle format**

Good groups keep sessions short, allow people to join lying down or with cameras off, and never push members to do more than they can.`,
      },
      es: {
        title: "Grupos para practicar la dosificación de energía",
        summary:
          "Cómo los grupos pequeños de pares ayudan a personas con covid persistente a explorar la dosificación de energía como concepto, compartir herramientas como diarios de actividad y llevar sus dudas a profesionales de salud.",
        body: `Dosificar la energía (pacing, en inglés) es una forma de pensar la energía: reconocer los propios límites, repartir las actividades e incluir descansos, para evitar el ciclo de hacer de más y luego desplomarse. A muchas personas con covid persistente les resulta más fácil explorarlo en grupo.

**Qué hacen estos grupos**

- Comparten herramientas sencillas, como diarios de actividad y síntomas o agendas semanales.
- Hablan del gasto oculto de energía que implican pensar, las emociones, el ruido y las pantallas, no solo la actividad física.
- Intercambian ideas para decir que no, pedir ayuda y ajustar rutinas.

**Qué no hacen**

Los grupos no fijan planes de ejercicio ni dicen a nadie cuánta actividad le conviene. Cada persona responde distinto, y algunas se sienten mucho peor después de un esfuerzo. Las decisiones sobre actividad y rehabilitación deben tomarse con un profesional de la salud.

**Un formato amable**

Los buenos grupos hacen sesiones cortas, permiten participar acostado o con la cámara apagada y nunca presionan para hacer más de lo posible.`,
      },
      fr: {
        title: "Groupes d'entraide pour apprendre à gérer son énergie",
        summary:
          "Comment de petits groupes de pairs aident les personnes atteintes de Covid long à explorer la gestion de l'énergie, à partager des outils comme un carnet d'activités et à préparer leurs questions pour les soignants.",
        body: `Le « pacing », ou gestion de l'énergie, consiste à repérer ses limites, à répartir ses activités et à prévoir du repos pour éviter l'alternance entre excès et effondrement. Beaucoup de personnes atteintes de Covid long trouvent plus facile de l'explorer à plusieurs.

**Ce que font ces groupes**

- Partager des outils simples, comme un carnet d'activités et de symptômes ou un planning hebdomadaire.
- Parler du coût énergétique caché de la réflexion, des émotions, du bruit et des écrans, pas seulement de l'activité physique.
- Échanger des idées pour dire non, demander de l'aide et adapter son quotidien.

**Ce qu'ils ne font pas**

Ces groupes ne fixent pas de programme d'exercice et ne disent à personne quelle quantité d'activité lui convient. Chacun réagit différemment, et certaines personnes vont bien plus mal après un effort. Les décisions sur l'activité et la rééducation se prennent avec un professionnel de santé.

**Un format bienveillant**

Les bons groupes proposent des séances courtes, permettent de participer allongé ou caméra éteinte et ne poussent jamais à en faire plus.`,
      },
      pt: {
        title: "Grupos para praticar o manejo de energia",
        summary:
          "Como pequenos grupos de pares ajudam pessoas com Covid longa a explorar o manejo de energia como conceito, compartilhar ferramentas como diários de atividade e levar suas dúvidas aos profissionais de saúde.",
        body: `O manejo de energia ("pacing") é uma forma de pensar a energia: perceber os próprios limites, distribuir as atividades e incluir descanso, para evitar o ciclo de exagerar e depois desabar. Muitas pessoas com Covid longa acham mais fácil explorar isso em grupo.

**O que esses grupos fazem**

- Compartilham ferramentas simples, como diários de atividade e sintomas ou agendas semanais.
- Conversam sobre o gasto escondido de energia com raciocínio, emoções, barulho e telas, e não só com atividade física.
- Trocam ideias para dizer não, pedir ajuda e ajustar a rotina.

**O que não fazem**

Os grupos não definem planos de exercício nem dizem a ninguém quanta atividade é adequada. Cada pessoa reage de um jeito, e algumas pioram muito depois de um esforço. Decisões sobre nível de atividade e reabilitação devem ser tomadas com um profissional de saúde.

**Um formato acolhedor**

Bons grupos fazem encontros curtos, permitem participar deitado ou com a câmera desligada e nunca pressionam ninguém a fazer mais do que consegue.`,
      },
    },
  },
  {
    slug: "caregivers-support-network",
    category: "support-groups",
    access: "LIMITED",
    publishedDaysAgo: 118,
    tags: ["long-covid", "mental-health"],
    source: "editorial-team",
    related: ["RESOURCE/guide-supporting-someone-with-long-covid", "COMMUNITY/parents-of-children-with-long-covid"],
    translations: {
      en: {
        title: "Support networks for caregivers and family members",
        summary:
          "Why people caring for a partner, parent or child with long-term illness after Covid-19 need support of their own, and what caregiver networks can offer them.",
        body: `When someone has long Covid, the people closest to them often take on new roles: organizing appointments, doing more housework, earning more or simply being there. This can be tiring and isolating.

**What caregiver networks offer**

- A space to talk openly about frustration, worry and grief without feeling guilty.
- Practical tips on paperwork, workplace adjustments and local services.
- Ideas for sharing tasks among family and friends.
- Reminders that caregivers also need rest and time for themselves.

**Looking after yourself**

- Notice signs of exhaustion, low mood or poor sleep, and talk to your own health professional if they persist.
- Accept help when it is offered, even for small things.
- Keep some activities that are just for you.

**Finding a network**

Some groups meet online in the evening to fit around work and care. Others are organized through community centers or patient associations. Choose one where you feel listened to.`,
      },
      es: {
        title: "Redes de apoyo para personas cuidadoras y familiares",
        summary:
          "Por qué quienes cuidan a una pareja, un padre o un hijo con una enfermedad prolongada después del Covid-19 también necesitan apoyo, y qué pueden ofrecerles las redes de cuidadores.",
        body: `Cuando alguien tiene covid persistente, las personas más cercanas suelen asumir nuevos papeles: organizar citas, hacer más quehaceres, aportar más ingresos o simplemente estar ahí. Esto puede cansar y aislar.

**Qué ofrecen las redes de cuidadores**

- Un espacio para hablar con franqueza de la frustración, la preocupación y el duelo sin sentir culpa.
- Consejos prácticos sobre trámites, ajustes en el trabajo y servicios locales.
- Ideas para repartir tareas entre familiares y amistades.
- Recordatorios de que quien cuida también necesita descanso y tiempo propio.

**Cuidarte a ti**

- Pon atención a señales de agotamiento, ánimo bajo o mal sueño, y consulta a tu profesional de salud si persisten.
- Acepta ayuda cuando te la ofrezcan, aunque sea para cosas pequeñas.
- Conserva algunas actividades solo para ti.

**Cómo encontrar una red**

Algunos grupos se reúnen en línea por la noche para adaptarse al trabajo y los cuidados. Otros se organizan en centros comunitarios o asociaciones de pacientes. Elige uno donde te sientas escuchado.`,
      },
      fr: {
        title: "Réseaux de soutien pour les aidants et les proches",
        summary:
          "Pourquoi les personnes qui accompagnent un conjoint, un parent ou un enfant malade depuis le Covid-19 ont besoin d'un soutien à elles, et ce que les réseaux d'aidants peuvent leur apporter.",
        body: `Quand une personne a un Covid long, ses proches endossent souvent de nouveaux rôles : organiser les rendez-vous, assumer plus de tâches ménagères, compenser une perte de revenus ou simplement être présents. C'est fatigant et parfois isolant.

**Ce qu'offrent les réseaux d'aidants**

- Un espace pour parler franchement de sa frustration, de ses inquiétudes et de son chagrin sans culpabiliser.
- Des conseils pratiques sur les démarches, les aménagements au travail et les services locaux.
- Des idées pour répartir les tâches entre famille et amis.
- Le rappel que les aidants ont eux aussi besoin de repos et de temps pour eux.

**Prendre soin de soi**

- Repérez les signes d'épuisement, de moral en baisse ou de mauvais sommeil, et parlez-en à votre médecin s'ils persistent.
- Acceptez l'aide proposée, même pour de petites choses.
- Gardez quelques activités rien que pour vous.

**Trouver un réseau**

Certains groupes se réunissent en ligne le soir pour s'adapter au travail et aux soins. D'autres passent par des centres sociaux ou des associations de patients. Choisissez-en un où vous vous sentez écouté.`,
      },
      pt: {
        title: "Redes de apoio para cuidadores e familiares",
        summary:
          "Por que quem cuida de um companheiro, pai, mãe ou filho com doença prolongada depois da Covid-19 também precisa de apoio, e o que as redes de cuidadores podem oferecer.",
        body: `Quando alguém tem Covid longa, as pessoas mais próximas costumam assumir novos papéis: organizar consultas, fazer mais tarefas de casa, reforçar a renda ou simplesmente estar presentes. Isso pode cansar e isolar.

**O que as redes de cuidadores oferecem**

- Um espaço para falar abertamente sobre frustração, preocupação e luto sem sentir culpa.
- Dicas práticas sobre burocracias, adaptações no trabalho e serviços locais.
- Ideias para dividir tarefas entre familiares e amigos.
- Lembretes de que quem cuida também precisa de descanso e de tempo para si.

**Cuidar de você**

- Fique atento a sinais de esgotamento, desânimo ou sono ruim, e converse com seu profissional de saúde se persistirem.
- Aceite ajuda quando oferecerem, mesmo para coisas pequenas.
- Mantenha algumas atividades só suas.

**Como encontrar uma rede**

Alguns grupos se encontram on-line à noite, para caber na rotina de trabalho e cuidado. Outros são organizados por centros comunitários ou associações de pacientes. Escolha um em que você se sinta ouvido.`,
      },
    },
  },
  {
    slug: "parents-of-children-with-long-covid",
    category: "support-groups",
    access: "FREE",
    publishedDaysAgo: 173,
    tags: ["children", "long-covid", "schools"],
    source: "editorial-team",
    related: ["COMMUNITY/caregivers-support-network", "EDUCATION/what-is-long-covid"],
    translations: {
      en: {
        title: "Support for parents of children with long Covid",
        summary:
          "How parent groups help families whose children live with long Covid, from sharing experiences with schools to finding pediatric care and looking after the whole family.",
        body: `Children and teenagers can also develop long Covid. Parents often face extra challenges: being taken seriously, adapting school life and balancing the needs of the whole family.

**What parent groups can help with**

- Sharing how other families explained the condition to teachers and classmates.
- Ideas for school adjustments, such as reduced timetables, rest breaks or learning from home for a while.
- Information about pediatric services familiar with long Covid.
- Support for siblings, who may feel left out or worried.

**Keeping the child at the center**

Children's experiences and wishes matter. Some want to talk about their illness; others prefer to keep things private. Groups can share ideas for age-appropriate conversations.

**Medical questions**

Every child is different. Questions about symptoms, activity and treatment should be discussed with your child's pediatrician or specialist team.

**Online options**

Online groups can be easier to join when a child needs care at home.`,
      },
      es: {
        title: "Apoyo para madres y padres de niños con covid persistente",
        summary:
          "Cómo los grupos de madres y padres ayudan a familias cuyos hijos viven con covid persistente, desde compartir experiencias con la escuela hasta encontrar atención pediátrica y cuidar a toda la familia.",
        body: `Niñas, niños y adolescentes también pueden desarrollar covid persistente. Madres y padres suelen enfrentar retos adicionales: que los tomen en serio, adaptar la vida escolar y equilibrar las necesidades de toda la familia.

**En qué pueden ayudar los grupos**

- Compartir cómo otras familias explicaron la condición a docentes y compañeros.
- Ideas de ajustes escolares, como horarios reducidos, descansos o estudiar desde casa por un tiempo.
- Información sobre servicios pediátricos que conocen el covid persistente.
- Apoyo para los hermanos, que pueden sentirse desplazados o preocupados.

**El niño en el centro**

Las experiencias y los deseos de cada niño importan. Algunos quieren hablar de su enfermedad; otros prefieren guardarla para sí. Los grupos pueden compartir ideas para conversar según la edad.

**Preguntas médicas**

Cada niño es distinto. Las dudas sobre síntomas, actividad y tratamiento deben platicarse con su pediatra o su equipo de especialistas.

**Opciones en línea**

Los grupos en línea pueden ser más fáciles cuando un niño necesita cuidados en casa.`,
      },
      fr: {
        title: "Soutien aux parents d'enfants atteints de Covid long",
        summary:
          "Comment les groupes de parents aident les familles dont un enfant vit avec un Covid long, du dialogue avec l'école à la recherche de soins pédiatriques, en passant par l'équilibre familial.",
        body: `Les enfants et les adolescents peuvent eux aussi développer un Covid long. Les parents font souvent face à des difficultés supplémentaires : être pris au sérieux, adapter la scolarité et concilier les besoins de toute la famille.

**Ce que les groupes de parents apportent**

- Le partage de la façon dont d'autres familles ont expliqué la maladie aux enseignants et aux camarades.
- Des idées d'aménagements scolaires, comme un emploi du temps allégé, des pauses ou un enseignement à distance temporaire.
- Des informations sur les services pédiatriques qui connaissent le Covid long.
- Un soutien pour les frères et sœurs, qui peuvent se sentir délaissés ou inquiets.

**L'enfant au centre**

Le vécu et les souhaits de l'enfant comptent. Certains veulent parler de leur maladie, d'autres non. Les groupes partagent des idées pour en parler selon l'âge.

**Les questions médicales**

Chaque enfant est différent. Les questions sur les symptômes, l'activité et les traitements sont à voir avec son pédiatre ou son équipe spécialisée.

**En ligne**

Les groupes en ligne sont plus faciles à rejoindre quand l'enfant a besoin de soins à la maison.`,
      },
      pt: {
        title: "Apoio para mães e pais de crianças com Covid longa",
        summary:
          "Como os grupos de mães e pais ajudam famílias cujos filhos vivem com Covid longa, da troca de experiências com a escola à busca por atendimento pediátrico e ao cuidado com toda a família.",
        body: `Crianças e adolescentes também podem desenvolver Covid longa. Mães e pais costumam enfrentar desafios extras: ser levados a sério, adaptar a vida escolar e equilibrar as necessidades de toda a família.

**Em que os grupos podem ajudar**

- Compartilhar como outras famílias explicaram a condição a professores e colegas.
- Ideias de adaptações escolares, como carga horária reduzida, pausas para descanso ou estudo em casa por um tempo.
- Informações sobre serviços pediátricos que conhecem a Covid longa.
- Apoio para os irmãos, que podem se sentir deixados de lado ou preocupados.

**A criança no centro**

As experiências e os desejos da criança importam. Algumas querem falar sobre a doença; outras preferem guardar para si. Os grupos podem trocar ideias de conversas adequadas a cada idade.

**Dúvidas médicas**

Cada criança é diferente. Dúvidas sobre sintomas, atividades e tratamento devem ser conversadas com o pediatra ou a equipe de especialistas.

**Opções on-line**

Grupos on-line podem ser mais fáceis quando a criança precisa de cuidados em casa.`,
      },
    },
  },
  {
    slug: "staying-connected-while-high-risk",
    category: "support-groups",
    access: "FREE",
    publishedDaysAgo: 236,
    tags: ["older-adults", "accessibility", "mental-health"],
    source: "editorial-team",
    related: ["COMMUNITY/accessible-public-spaces-advocacy", "COMMUNITY/starting-a-local-support-group"],
    translations: {
      en: {
        title: "Staying connected when you are at higher risk",
        summary:
          "How community groups help older adults, immunocompromised people and others at higher risk stay socially connected while continuing to take precautions.",
        body: `People at higher risk of severe illness, and those who live with them, often keep taking precautions when others have stopped. That can lead to loneliness and the feeling of being left behind.

**How groups help**

- Regular online meetups, from book clubs to coffee chats, keep friendships going.
- Outdoor walks and picnics offer in-person contact with lower risk.
- Members share lists of places that ventilate well, offer outdoor seating or welcome masks.
- Some groups organize "clean air" indoor gatherings with purifiers, open windows and testing beforehand.

**Emotional support**

Feeling different from friends and family can be hard. Talking with people in a similar situation helps many members feel understood rather than judged.

**Practical help**

Groups often swap tips on deliveries, accessible health appointments and ways to explain one's needs to others.

If low mood or anxiety becomes overwhelming, reach out to a health professional or a local support line.`,
      },
      es: {
        title: "Mantenerse en contacto cuando se tiene mayor riesgo",
        summary:
          "Cómo los grupos comunitarios ayudan a personas mayores, inmunodeprimidas y otras con mayor riesgo a mantener sus lazos sociales sin dejar de cuidarse.",
        body: `Las personas con mayor riesgo de enfermedad grave, y quienes viven con ellas, a menudo siguen tomando precauciones cuando los demás ya las dejaron. Eso puede llevar a la soledad y a la sensación de quedarse atrás.

**Cómo ayudan los grupos**

- Reuniones en línea periódicas, desde clubes de lectura hasta charlas con café, mantienen las amistades.
- Caminatas y días de campo al aire libre permiten verse en persona con menos riesgo.
- Los integrantes comparten listas de lugares bien ventilados, con mesas al aire libre o donde se acepta el cubrebocas.
- Algunos grupos organizan reuniones bajo techo con «aire limpio»: purificadores, ventanas abiertas y pruebas previas.

**Apoyo emocional**

Sentirse distinto de amistades y familia puede ser difícil. Hablar con personas en una situación parecida ayuda a sentirse comprendido en lugar de juzgado.

**Ayuda práctica**

Los grupos suelen compartir consejos sobre envíos a domicilio, citas médicas accesibles y cómo explicar las propias necesidades.

Si la tristeza o la ansiedad se vuelven abrumadoras, busca a un profesional de la salud o una línea de apoyo local.`,
      },
      fr: {
        title: "Garder le lien quand on est plus à risque",
        summary:
          "Comment les collectifs et groupes d'entraide aident les personnes âgées, immunodéprimées ou plus à risque à préserver leurs liens sociaux tout en continuant à se protéger.",
        body: `Les personnes à risque de forme grave, et celles qui vivent avec elles, continuent souvent à se protéger quand les autres ont arrêté. Cela peut entraîner de la solitude et le sentiment d'être laissé de côté.

**Ce que font les collectifs**

- Des rencontres en ligne régulières, du club de lecture au café virtuel, entretiennent les amitiés.
- Des balades et pique-niques en plein air permettent de se voir avec moins de risque.
- Les membres partagent des listes de lieux bien aérés, avec terrasse ou où le masque est bienvenu.
- Certains groupes organisent des rencontres en intérieur « air sain » : purificateurs, fenêtres ouvertes et autotests au préalable.

**Soutien moral**

Se sentir en décalage avec ses amis et sa famille peut être difficile. Échanger avec des personnes dans la même situation aide à se sentir compris plutôt que jugé.

**Entraide pratique**

Les groupes s'échangent des conseils sur les livraisons, les rendez-vous médicaux accessibles et la façon d'expliquer ses besoins.

Si la tristesse ou l'anxiété deviennent envahissantes, parlez-en à un professionnel de santé ou à une ligne d'écoute.`,
      },
      pt: {
        title: "Como manter os vínculos quando se tem maior risco",
        summary:
          "Como grupos comunitários e redes de apoio ajudam pessoas idosas, imunossuprimidas e outras com maior risco a manter seus laços sociais sem deixar de se proteger.",
        body: `Pessoas com maior risco de doença grave, e quem mora com elas, muitas vezes continuam se protegendo quando os outros já pararam. Isso pode trazer solidão e a sensação de ficar para trás.

**Como os grupos ajudam**

- Encontros on-line regulares, de clubes do livro a conversas com café, mantêm as amizades.
- Caminhadas e piqueniques ao ar livre permitem se ver pessoalmente com menos risco.
- Os participantes compartilham listas de lugares bem ventilados, com mesas ao ar livre ou onde a máscara é bem-vinda.
- Alguns grupos organizam encontros em ambientes fechados com "ar limpo": purificadores, janelas abertas e testes antes.

**Apoio emocional**

Sentir-se diferente dos amigos e da família pode ser difícil. Conversar com pessoas em situação parecida ajuda a se sentir compreendido, e não julgado.

**Ajuda prática**

Os grupos trocam dicas sobre entregas, consultas de saúde acessíveis e formas de explicar as próprias necessidades.

Se a tristeza ou a ansiedade ficarem pesadas demais, procure um profissional de saúde ou um serviço de apoio emocional, como o CVV.`,
      },
    },
  },
  {
    slug: "starting-a-local-support-group",
    category: "support-groups",
    access: "FREE",
    publishedDaysAgo: 330,
    tags: ["accessibility", "mental-health"],
    source: "editorial-team",
    related: ["COMMUNITY/long-covid-peer-support-circles", "COMMUNITY/staying-connected-while-high-risk"],
    translations: {
      en: {
        title: "How to start a local support group",
        summary:
          "Practical first steps for starting a small peer support group in your area, from choosing a format and ground rules to making meetings accessible and safe.",
        body: `Many support groups begin with one or two people who wanted to meet others in the same situation. You do not need to be an expert to start one.

**First steps**

1. Decide who the group is for, for example people with long Covid, caregivers or people at higher risk.
2. Choose a format: online, in person or both.
3. Agree on simple ground rules: confidentiality, respect, no medical advice and no selling.

**Making it accessible**

- Keep meetings short and predictable.
- Offer captions, written summaries and cameras-off options online.
- For in-person meetings, pick a step-free venue, open windows, run a purifier and welcome masks.

**Sharing the load**

Invite a co-facilitator so the group does not depend on one person's energy. Rotate tasks such as sending reminders.

**Knowing your limits**

Keep a short list of professional services to suggest when someone needs more than peer support, including crisis lines.`,
      },
      es: {
        title: "Cómo iniciar un grupo de apoyo local",
        summary:
          "Primeros pasos prácticos para iniciar un pequeño grupo de apoyo entre pares en tu zona, desde elegir el formato y las reglas hasta hacer las reuniones accesibles y seguras.",
        body: `Muchos grupos de apoyo empiezan con una o dos personas que querían conocer a otras en la misma situación. No hace falta ser experto para iniciar uno.

**Primeros pasos**

1. Define para quién es el grupo: por ejemplo, personas con covid persistente, cuidadores o personas con mayor riesgo.
2. Elige un formato: en línea, presencial o ambos.
3. Acuerden reglas sencillas: confidencialidad, respeto, nada de consejos médicos y nada de ventas.

**Hacerlo accesible**

- Mantén reuniones cortas y predecibles.
- En línea, ofrece subtítulos, resúmenes escritos y la opción de cámara apagada.
- En persona, elige un lugar sin escalones, abre ventanas, usa un purificador y recibe bien el cubrebocas.

**Repartir la carga**

Invita a alguien a cofacilitar para que el grupo no dependa de la energía de una sola persona. Rota tareas como enviar recordatorios.

**Conocer los límites**

Ten a la mano una lista de servicios profesionales para sugerir cuando alguien necesite más que apoyo entre pares, incluidas líneas de crisis.`,
      },
      fr: {
        title: "Créer un groupe de soutien local",
        summary:
          "Les premières étapes pour lancer un petit groupe d'entraide entre pairs près de chez soi, du choix du format et des règles à l'accessibilité et à la sécurité des rencontres.",
        body: `Beaucoup de groupes de soutien naissent d'une ou deux personnes qui voulaient rencontrer d'autres personnes dans la même situation. Pas besoin d'être expert pour se lancer.

**Premières étapes**

1. Définissez à qui s'adresse le groupe : personnes atteintes de Covid long, aidants ou personnes plus à risque, par exemple.
2. Choisissez un format : en ligne, en présentiel ou les deux.
3. Fixez des règles simples : confidentialité, respect, pas de conseils médicaux et pas de vente.

**Rendre le groupe accessible**

- Prévoyez des rencontres courtes et régulières.
- En ligne, proposez des sous-titres, des comptes rendus écrits et la possibilité de couper sa caméra.
- En présentiel, choisissez une salle de plain-pied, aérez, faites tourner un purificateur et accueillez le port du masque.

**Partager la charge**

Proposez à quelqu'un de co-animer, pour que le groupe ne repose pas sur l'énergie d'une seule personne. Faites tourner les tâches comme l'envoi des rappels.

**Connaître ses limites**

Gardez une courte liste de services professionnels à suggérer quand quelqu'un a besoin de plus qu'une entraide, y compris des lignes d'écoute.`,
      },
      pt: {
        title: "Como criar um grupo de apoio local",
        summary:
          "Primeiros passos práticos para criar um pequeno grupo de apoio entre pares na sua região, da escolha do formato e das regras a encontros acessíveis e seguros.",
        body: `Muitos grupos de apoio começam com uma ou duas pessoas que queriam conhecer outras na mesma situação. Não é preciso ser especialista para criar um.

**Primeiros passos**

1. Defina para quem é o grupo: por exemplo, pessoas com Covid longa, cuidadores ou pessoas com maior risco.
2. Escolha um formato: on-line, presencial ou os dois.
3. Combinem regras simples: sigilo, respeito, nada de orientação médica e nada de vendas.

**Como tornar acessível**

- Faça encontros curtos e previsíveis.
- On-line, ofereça legendas, resumos escritos e opção de câmera desligada.
- Presencialmente, escolha um local sem degraus, abra as janelas, use um purificador e acolha quem usa máscara.

**Dividir o trabalho**

Convide alguém para cofacilitar, para que o grupo não dependa da energia de uma só pessoa. Revezem tarefas como enviar lembretes.

**Conhecer os limites**

Tenha uma lista curta de serviços profissionais para indicar quando alguém precisar de mais do que apoio entre pares, incluindo serviços de apoio em crises.`,
      },
    },
  },
  {
    slug: "clean-air-in-schools-advocacy",
    category: "advocacy",
    access: "FREE",
    publishedDaysAgo: 38,
    featured: true,
    tags: ["schools", "children", "ventilation"],
    source: "editorial-team",
    related: [
      "RESOURCE/toolkit-clean-air-schools",
      "EVENT/community-webinar-clean-air-schools",
      "VIDEO/interview-school-nurse-clean-air",
    ],
    translations: {
      en: {
        title: "Advocating for clean air in schools",
        summary:
          "How parents, teachers and students can work constructively with schools and local authorities to improve classroom air through ventilation, filtration and monitoring.",
        body: `Children and staff spend long hours in classrooms. Cleaner air can reduce the spread of respiratory infections and make rooms more comfortable for learning.

**Start with allies**

Talk to other parents, teachers, school nurses and facilities staff. Many already care about air quality and know the building's constraints.

**Gather information**

- Ask how classrooms are ventilated and whether filters are maintained.
- With permission, use a CO2 monitor to understand how air changes during the day.
- Note practical barriers, such as windows that do not open.

**Propose realistic steps**

- Ventilation routines for each season.
- Portable HEPA purifiers or Corsi-Rosenthal boxes in the busiest rooms.
- CO2 monitors so staff can see when to ventilate.
- Long-term ventilation upgrades in building plans.

**Keep it collaborative**

Frame requests around shared goals: health, attendance and learning. Celebrate progress and share results with the school community.`,
      },
      es: {
        title: "Cómo impulsar el aire limpio en las escuelas",
        summary:
          "Cómo madres, padres, docentes y estudiantes pueden trabajar de forma constructiva con las escuelas y las autoridades locales para mejorar el aire de los salones con ventilación, filtración y monitoreo.",
        body: `Niñas, niños y personal pasan muchas horas en los salones. Un aire más limpio puede reducir la transmisión de infecciones respiratorias y hacer los espacios más agradables para aprender.

**Empieza con aliados**

Habla con otras familias, docentes, enfermeras escolares y personal de mantenimiento. Muchos ya se preocupan por la calidad del aire y conocen las limitaciones del edificio.

**Reúne información**

- Pregunta cómo se ventilan los salones y si se da mantenimiento a los filtros.
- Con permiso, usa un medidor de CO2 para entender cómo cambia el aire durante el día.
- Anota obstáculos prácticos, como ventanas que no abren.

**Propón pasos realistas**

- Rutinas de ventilación para cada temporada.
- Purificadores HEPA portátiles o cajas Corsi-Rosenthal en los salones más concurridos.
- Medidores de CO2 para que el personal sepa cuándo ventilar.
- Mejoras de ventilación a largo plazo en los planes del edificio.

**Mantén la colaboración**

Plantea las propuestas en torno a metas comunes: salud, asistencia y aprendizaje. Celebra los avances y comparte los resultados con la comunidad escolar.`,
      },
      fr: {
        title: "Agir pour un air sain dans les écoles",
        summary:
          "Comment parents, enseignants et élèves peuvent travailler de façon constructive avec les écoles et les collectivités pour améliorer l'air des classes par l'aération, la filtration et la mesure.",
        body: `Élèves et personnels passent de longues heures en classe. Un air plus sain peut limiter la transmission des infections respiratoires et rendre les salles plus agréables pour apprendre.

**Commencer avec des alliés**

Parlez avec d'autres parents, des enseignants, l'infirmière scolaire et les agents techniques. Beaucoup se soucient déjà de la qualité de l'air et connaissent les contraintes du bâtiment.

**Rassembler des informations**

- Demandez comment les classes sont ventilées et si les filtres sont entretenus.
- Avec l'accord de l'école, utilisez un capteur de CO2 pour voir comment l'air évolue dans la journée.
- Notez les obstacles concrets, comme des fenêtres qui ne s'ouvrent pas.

**Proposer des étapes réalistes**

- Des routines d'aération adaptées à chaque saison.
- Des purificateurs HEPA mobiles ou des boîtes Corsi-Rosenthal dans les salles les plus fréquentées.
- Des capteurs de CO2 pour que les équipes sachent quand aérer.
- Des travaux de ventilation à long terme dans les projets immobiliers de la collectivité.

**Rester dans la coopération**

Présentez vos demandes autour d'objectifs communs : santé, présence et apprentissages. Saluez les progrès et partagez les résultats avec la communauté éducative.`,
      },
      pt: {
        title: "Como defender o ar limpo nas escolas",
        summary:
          "Como famílias, professores e estudantes podem trabalhar de forma construtiva com as escolas e o poder público local para melhorar o ar das salas com ventilação, filtragem e monitoramento.",
        body: `Crianças e funcionários passam muitas horas nas salas de aula. Um ar mais limpo pode reduzir a transmissão de infecções respiratórias e deixar os ambientes mais agradáveis para aprender.

**Comece com aliados**

Converse com outras famílias, professores, profissionais de saúde da escola e a equipe de manutenção. Muitos já se preocupam com a qualidade do ar e conhecem as limitações do prédio.

**Reúna informações**

- Pergunte como as salas são ventiladas e se os filtros recebem manutenção.
- Com autorização, use um medidor de CO2 para entender como o ar muda ao longo do dia.
- Anote obstáculos práticos, como janelas que não abrem.

**Proponha passos realistas**

- Rotinas de ventilação para cada estação.
- Purificadores HEPA portáteis ou caixas Corsi-Rosenthal nas salas mais cheias.
- Medidores de CO2 para a equipe saber quando ventilar.
- Melhorias de ventilação de longo prazo nos planos de obras.

**Mantenha a parceria**

Apresente os pedidos em torno de objetivos comuns: saúde, frequência e aprendizagem. Comemore os avanços e compartilhe os resultados com a comunidade escolar.`,
      },
    },
  },
  {
    slug: "workplace-clean-air-advocacy",
    category: "advocacy",
    access: "LIMITED",
    publishedDaysAgo: 95,
    tags: ["workplaces", "ventilation"],
    source: "editorial-team",
    related: [
      "RESOURCE/toolkit-workplace-clean-air-proposal",
      "EVENT/community-webinar-workplace-air",
      "VIDEO/interview-ventilation-engineer-workplaces",
    ],
    translations: {
      en: {
        title: "Raising clean air at work",
        summary:
          "How employees and worker representatives can raise indoor air quality with employers in a constructive way, using information, allies and clear, achievable requests.",
        body: `Indoor air at work affects health, comfort and concentration. Employees can play a useful role in improving it.

**Know the context**

Find out who is responsible for the building's ventilation and for health and safety. Check which workplace rules apply where you work; many places require employers to assess risks and consult staff.

**Build support**

Talk with colleagues, worker representatives or a health and safety committee. A request from several people, framed around shared benefits, carries more weight.

**Bring evidence, not blame**

- Note rooms that feel stuffy or crowded.
- If allowed, share CO2 readings taken over several days.
- Collect questions about the ventilation system rather than accusations.

**Ask for clear steps**

Suggest specific, achievable actions: checking that ventilation runs during working hours, upgrading filters where the system allows, adding purifiers in meeting and break rooms, and reviewing progress after a set time.

**Follow up**

Agree on who will do what, and when. Share improvements with colleagues.`,
      },
      es: {
        title: "Cómo plantear el tema del aire limpio en el trabajo",
        summary:
          "Cómo las personas trabajadoras y sus representantes pueden plantear la calidad del aire interior a la empresa de forma constructiva, con información, aliados y peticiones claras y alcanzables.",
        body: `El aire interior del trabajo influye en la salud, la comodidad y la concentración. El personal puede tener un papel útil para mejorarlo.

**Conoce el contexto**

Averigua quién es responsable de la ventilación del edificio y de la seguridad y salud en el trabajo. Revisa qué normas aplican en tu centro laboral; en muchos lugares la empresa debe evaluar riesgos y consultar al personal.

**Suma apoyos**

Habla con compañeros, representantes sindicales o la comisión de seguridad e higiene. Una petición de varias personas, centrada en beneficios comunes, tiene más peso.

**Aporta información, no culpas**

- Anota las áreas que se sienten encerradas o llenas.
- Si está permitido, comparte lecturas de CO2 de varios días.
- Reúne preguntas sobre el sistema de ventilación en lugar de acusaciones.

**Pide pasos claros**

Sugiere acciones concretas y alcanzables: confirmar que la ventilación funcione en horario laboral, mejorar los filtros si el sistema lo permite, poner purificadores en salas de juntas y comedores, y revisar los avances en un plazo fijo.

**Da seguimiento**

Acuerden quién hará qué y cuándo. Comparte las mejoras con tus compañeros.`,
      },
      fr: {
        title: "Aborder la question de l'air sain au travail",
        summary:
          "Comment les salariés et leurs représentants peuvent soulever la question de la qualité de l'air intérieur auprès de l'employeur de façon constructive, avec des informations, des alliés et des demandes claires.",
        body: `L'air intérieur au travail influe sur la santé, le confort et la concentration. Les salariés peuvent jouer un rôle utile pour l'améliorer.

**Connaître le contexte**

Identifiez qui est responsable de la ventilation du bâtiment et de la santé et sécurité au travail. Dans de nombreux pays, l'employeur doit évaluer les risques et consulter le personnel.

**Rassembler des soutiens**

Parlez-en avec vos collègues ou les représentants du personnel. Une demande portée par plusieurs personnes, centrée sur des bénéfices communs, a plus de poids.

**Apporter des éléments, pas des reproches**

- Notez les pièces qui semblent confinées ou bondées.
- Si c'est autorisé, partagez des relevés de CO2 sur plusieurs jours.
- Formulez des questions sur la ventilation plutôt que des accusations.

**Demander des mesures claires**

Proposez des actions précises et réalistes : vérifier que la ventilation fonctionne pendant les heures de travail, améliorer les filtres si l'installation le permet, installer des purificateurs en salle de réunion et de pause, faire un point à une date fixée.

**Assurer le suivi**

Convenez de qui fait quoi et quand, et partagez les progrès avec vos collègues.`,
      },
      pt: {
        title: "Como levar o tema do ar limpo ao local de trabalho",
        summary:
          "Como trabalhadores e seus representantes podem levar a qualidade do ar interno ao empregador de forma construtiva, com informação, aliados e pedidos claros e possíveis de cumprir.",
        body: `O ar interno no trabalho afeta a saúde, o conforto e a concentração. Os trabalhadores podem ter um papel importante para melhorá-lo.

**Conheça o contexto**

Descubra quem é responsável pela ventilação do prédio e pela saúde e segurança do trabalho. Verifique quais normas se aplicam; em muitos lugares, o empregador precisa avaliar riscos e consultar os trabalhadores.

**Reúna apoio**

Converse com colegas, representantes sindicais ou a CIPA. Um pedido feito por várias pessoas, focado em benefícios para todos, tem mais peso.

**Leve informações, não culpados**

- Anote os ambientes que parecem abafados ou cheios.
- Se for permitido, compartilhe leituras de CO2 de vários dias.
- Reúna perguntas sobre o sistema de ventilação em vez de acusações.

**Peça passos claros**

Sugira ações concretas e possíveis: confirmar que a ventilação funciona no horário de trabalho, melhorar os filtros se o sistema permitir, colocar purificadores em salas de reunião e copas e rever os avanços em um prazo definido.

**Acompanhe**

Combinem quem fará o quê e quando. Compartilhe as melhorias com os colegas.`,
      },
    },
  },
  {
    slug: "accessible-public-spaces-advocacy",
    category: "advocacy",
    access: "FREE",
    publishedDaysAgo: 141,
    tags: ["accessibility", "masks", "air-quality"],
    source: "editorial-team",
    related: [
      "COMMUNITY/staying-connected-while-high-risk",
      "EVENT/community-conference-clean-air-mexico-city",
      "COMMUNITY/clean-air-in-healthcare-settings",
    ],
    translations: {
      en: {
        title: "Making public spaces accessible to people at higher risk",
        summary:
          "Why clean air is an accessibility issue, and practical changes that libraries, community centers, venues and local services can make so that everyone can take part.",
        body: `For people who are immunocompromised, living with long Covid or otherwise at higher risk, a stuffy, crowded room can be a barrier as real as a flight of stairs. Clean air is an accessibility issue.

**Changes that help**

- Good ventilation and portable purifiers in public rooms.
- CO2 displays so visitors can see how well a space is ventilated.
- Online or hybrid options for meetings, events and services.
- Quieter times or masked sessions at venues such as libraries, theaters or clinics.
- Clear, friendly information online about air quality measures.

**How to advocate**

- Share your experience with the organization, explaining what would help you take part.
- Suggest specific, low-cost steps first.
- Join or form a group with others who have similar needs, including disability organizations.

**Benefits for everyone**

Cleaner air also helps people with asthma, allergies or sensitivity to pollution, and reduces the spread of many respiratory infections.`,
      },
      es: {
        title: "Espacios públicos accesibles para personas con mayor riesgo",
        summary:
          "Por qué el aire limpio es un tema de accesibilidad, y qué cambios prácticos pueden hacer bibliotecas, centros comunitarios, recintos y servicios locales para que todos puedan participar.",
        body: `Para las personas inmunodeprimidas, con covid persistente o con mayor riesgo por otros motivos, un cuarto lleno y mal ventilado puede ser una barrera tan real como una escalera. El aire limpio es un tema de accesibilidad.

**Cambios que ayudan**

- Buena ventilación y purificadores portátiles en las salas públicas.
- Pantallas de CO2 para que el público vea qué tan ventilado está un espacio.
- Opciones en línea o híbridas para reuniones, eventos y servicios.
- Horarios más tranquilos o funciones con cubrebocas en bibliotecas, teatros o clínicas.
- Información clara y amable en línea sobre las medidas de calidad del aire.

**Cómo impulsarlo**

- Comparte tu experiencia con la organización y explica qué te ayudaría a participar.
- Sugiere primero pasos concretos y de bajo costo.
- Únete o forma un grupo con otras personas con necesidades similares, incluidas organizaciones de personas con discapacidad.

**Beneficios para todos**

Un aire más limpio también ayuda a quienes tienen asma, alergias o sensibilidad a la contaminación, y reduce la transmisión de muchas infecciones respiratorias.`,
      },
      fr: {
        title: "Rendre les lieux publics accessibles aux personnes plus à risque",
        summary:
          "Pourquoi l'air sain est une question d'accessibilité, et quels changements concrets bibliothèques, centres sociaux, salles de spectacle et services publics peuvent faire pour que chacun participe.",
        body: `Pour les personnes immunodéprimées, atteintes de Covid long ou plus à risque pour d'autres raisons, une salle confinée et bondée peut être un obstacle aussi réel qu'un escalier. L'air sain est une question d'accessibilité.

**Des changements qui aident**

- Une bonne aération et des purificateurs mobiles dans les salles ouvertes au public.
- Des affichages de CO2 pour que chacun voie si le lieu est bien aéré.
- Des options en ligne ou hybrides pour les réunions, événements et services.
- Des créneaux plus calmes ou des séances avec masque dans les bibliothèques, théâtres ou centres de santé.
- Une information claire et bienveillante en ligne sur les mesures prises.

**Comment agir**

- Partagez votre expérience avec la structure, en expliquant ce qui vous permettrait de participer.
- Proposez d'abord des mesures précises et peu coûteuses.
- Rejoignez ou créez un collectif avec d'autres personnes aux besoins proches, y compris des associations de personnes handicapées.

**Des bénéfices pour tous**

Un air plus sain aide aussi les personnes asthmatiques, allergiques ou sensibles à la pollution, et réduit la transmission de nombreuses infections respiratoires.`,
      },
      pt: {
        title: "Espaços públicos acessíveis para pessoas com maior risco",
        summary:
          "Por que o ar limpo é uma questão de acessibilidade, e quais mudanças práticas bibliotecas, centros comunitários, casas de espetáculo e serviços públicos podem fazer para que todos participem.",
        body: `Para pessoas imunossuprimidas, com Covid longa ou com maior risco por outros motivos, um ambiente abafado e cheio pode ser uma barreira tão real quanto uma escada. Ar limpo é uma questão de acessibilidade.

**Mudanças que ajudam**

- Boa ventilação e purificadores portáteis nas salas de uso público.
- Telas com a leitura de CO2 para o público ver se o espaço está bem ventilado.
- Opções on-line ou híbridas para reuniões, eventos e serviços.
- Horários mais tranquilos ou sessões com máscara em bibliotecas, teatros ou unidades de saúde.
- Informação clara e acolhedora na internet sobre as medidas de qualidade do ar.

**Como defender a causa**

- Conte sua experiência à instituição, explicando o que ajudaria você a participar.
- Sugira primeiro passos concretos e de baixo custo.
- Participe ou crie um grupo com pessoas com necessidades parecidas, incluindo organizações de pessoas com deficiência.

**Benefícios para todos**

Um ar mais limpo também ajuda quem tem asma, alergias ou sensibilidade à poluição, e reduz a transmissão de muitas infecções respiratórias.`,
      },
    },
  },
  {
    slug: "clean-air-in-healthcare-settings",
    category: "advocacy",
    access: "FREE",
    publishedDaysAgo: 199,
    tags: ["ventilation", "masks", "older-adults"],
    source: "editorial-team",
    related: ["COMMUNITY/accessible-public-spaces-advocacy", "EDUCATION/masks-vs-respirators"],
    translations: {
      en: {
        title: "Asking for clean air in healthcare settings",
        summary:
          "Why waiting rooms and clinics matter for people who are sick or at higher risk, and respectful ways patients and staff can ask for better ventilation and infection control.",
        body: `Clinics, hospitals, pharmacies and dental offices bring together people who are unwell and people who are especially vulnerable. Cleaner air in these places protects patients and staff alike.

**What patients can ask about**

- Whether waiting areas are ventilated or have air purifiers.
- Whether they can wait outside or in a car and be called when it is their turn.
- Whether staff can wear a respirator during their appointment if requested.
- Whether remote consultations are available when appropriate.

**Supporting staff**

Healthcare workers often share these concerns. Advocacy works best when it supports staff, for example by backing their requests for better equipment and ventilation.

**Staying respectful**

Ask calmly and explain why it matters to you. Reception staff may not make these decisions, so you can also write to the practice manager or a patient committee.

**Your care comes first**

Never skip needed care because of these concerns. Talk with your health professional about options that work for you.`,
      },
      es: {
        title: "Pedir aire limpio en los servicios de salud",
        summary:
          "Por qué las salas de espera y los consultorios importan para personas enfermas o con mayor riesgo, y formas respetuosas en que pacientes y personal pueden pedir mejor ventilación y control de infecciones.",
        body: `Clínicas, hospitales, farmacias y consultorios dentales reúnen a personas enfermas y a personas especialmente vulnerables. Un aire más limpio en esos lugares protege tanto a pacientes como al personal.

**Qué pueden preguntar los pacientes**

- Si las salas de espera están ventiladas o tienen purificadores.
- Si pueden esperar afuera o en el coche y que les llamen cuando sea su turno.
- Si el personal puede usar respirador durante la consulta, cuando se solicita.
- Si hay consultas a distancia cuando sea apropiado.

**Apoyar al personal**

El personal de salud suele compartir estas preocupaciones. La incidencia funciona mejor cuando respalda sus peticiones de mejor equipo y ventilación.

**Con respeto**

Pregunta con calma y explica por qué es importante para ti. El personal de recepción quizá no toma estas decisiones; también puedes escribir a la administración o a un comité de pacientes.

**Tu atención es lo primero**

Nunca dejes de recibir la atención que necesitas por estas preocupaciones. Habla con tu profesional de salud sobre opciones que te funcionen.`,
      },
      fr: {
        title: "Demander un air sain dans les lieux de soins",
        summary:
          "Pourquoi les salles d'attente et les cabinets comptent pour les personnes malades ou plus à risque, et comment patients et soignants peuvent demander poliment une meilleure aération.",
        body: `Cabinets médicaux, hôpitaux, pharmacies et cabinets dentaires accueillent à la fois des personnes malades et des personnes particulièrement vulnérables. Un air plus sain y protège patients et soignants.

**Ce que les patients peuvent demander**

- Si les salles d'attente sont aérées ou équipées de purificateurs.
- S'ils peuvent attendre dehors ou dans leur voiture et être appelés à leur tour.
- Si le soignant peut porter un masque FFP2 pendant la consultation, sur demande.
- Si une téléconsultation est possible lorsque c'est adapté.

**Soutenir les soignants**

Les professionnels de santé partagent souvent ces préoccupations. Le plaidoyer fonctionne mieux quand il appuie leurs demandes de meilleurs équipements et d'une meilleure ventilation.

**Rester courtois**

Demandez calmement et expliquez pourquoi c'est important pour vous. L'accueil ne décide pas toujours ; vous pouvez aussi écrire à la direction de l'établissement ou à la commission des usagers.

**Vos soins d'abord**

Ne renoncez jamais à des soins nécessaires à cause de ces inquiétudes. Parlez avec votre soignant des solutions qui vous conviennent.`,
      },
      pt: {
        title: "Como pedir ar limpo nos serviços de saúde",
        summary:
          "Por que salas de espera e consultórios importam para pessoas doentes ou com maior risco, e formas respeitosas de pacientes e profissionais pedirem melhor ventilação e controle de infecções.",
        body: `Clínicas, hospitais, farmácias e consultórios odontológicos reúnem pessoas doentes e pessoas especialmente vulneráveis. Um ar mais limpo nesses lugares protege pacientes e profissionais.

**O que os pacientes podem perguntar**

- Se as salas de espera são ventiladas ou têm purificadores.
- Se é possível esperar do lado de fora ou no carro e ser chamado na hora da consulta.
- Se o profissional pode usar máscara PFF2 durante o atendimento, quando solicitado.
- Se há teleconsulta quando for adequado.

**Apoiar os profissionais**

Os profissionais de saúde muitas vezes compartilham essas preocupações. A defesa funciona melhor quando apoia os pedidos deles por melhores equipamentos e ventilação.

**Com respeito**

Pergunte com calma e explique por que isso importa para você. A recepção nem sempre decide; você também pode escrever para a gerência ou para a ouvidoria.

**Seu cuidado vem primeiro**

Nunca deixe de buscar o cuidado de que precisa por causa dessas preocupações. Converse com seu profissional de saúde sobre opções que funcionem para você.`,
      },
    },
  },
  {
    slug: "writing-to-local-decision-makers",
    category: "advocacy",
    access: "PREMIUM",
    publishedDaysAgo: 272,
    tags: ["air-quality", "schools", "workplaces"],
    source: "editorial-team",
    related: ["COMMUNITY/clean-air-in-schools-advocacy", "RESOURCE/toolkit-workplace-clean-air-proposal"],
    translations: {
      en: {
        title: "Writing to local decision makers about clean indoor air",
        summary:
          "A practical guide to writing short, effective letters or emails to local officials, school boards and councils asking for investment in cleaner indoor air.",
        body: `Local officials decide on budgets for schools, libraries, community centers and public buildings. A clear, personal message can help put clean indoor air on their agenda.

**Before you write**

- Find out who is responsible: a council member, school board, health committee or building authority.
- Learn whether any clean-air plans already exist, so you can support or build on them.

**Structure of a good message**

1. **Who you are:** a resident, parent, worker or patient, and your connection to the issue.
2. **The issue:** one or two sentences on why indoor air matters for health.
3. **The request:** one specific, achievable step, such as purifiers for classrooms or ventilation checks in public buildings.
4. **Why it matters locally:** a brief, personal example.
5. **Follow-up:** ask for a reply or a meeting.

**Tips**

- Keep it to one page and stay polite.
- Avoid exaggeration; stick to what you know.
- Several individual messages often have more impact than one identical letter signed by many.`,
      },
      es: {
        title: "Cómo escribir a las autoridades locales sobre el aire interior limpio",
        summary:
          "Una guía práctica para escribir cartas o correos breves y eficaces a autoridades locales, consejos escolares y cabildos pidiendo inversión en un aire interior más limpio.",
        body: `Las autoridades locales deciden los presupuestos de escuelas, bibliotecas, centros comunitarios y edificios públicos. Un mensaje claro y personal puede ayudar a poner el aire interior limpio en su agenda.

**Antes de escribir**

- Averigua quién es responsable: regidores, consejo escolar, comisión de salud o autoridad de obras.
- Infórmate si ya existen planes de aire limpio, para apoyarlos o construir sobre ellos.

**Estructura de un buen mensaje**

1. **Quién eres:** vecino, madre o padre, trabajador o paciente, y tu relación con el tema.
2. **El tema:** una o dos frases sobre por qué el aire interior importa para la salud.
3. **La petición:** un paso concreto y alcanzable, como purificadores para los salones o revisiones de ventilación en edificios públicos.
4. **Por qué importa aquí:** un ejemplo personal breve.
5. **Seguimiento:** pide una respuesta o una reunión.

**Consejos**

- Que no pase de una página, y mantén la cortesía.
- Evita exagerar; limítate a lo que sabes.
- Varios mensajes individuales suelen tener más impacto que una carta idéntica firmada por muchas personas.`,
      },
      fr: {
        title: "Écrire aux élus locaux au sujet de l'air intérieur",
        summary:
          "Un guide pratique pour rédiger des courriers ou courriels courts et efficaces aux élus, conseils d'école et collectivités afin de demander des investissements pour un air intérieur plus sain.",
        body: `Les élus locaux décident des budgets des écoles, bibliothèques, centres sociaux et bâtiments publics. Un message clair et personnel peut aider à inscrire l'air intérieur à leur ordre du jour.

**Avant d'écrire**

- Identifiez le bon interlocuteur : maire, adjoint, conseil d'école, conseil départemental ou régional selon le bâtiment.
- Renseignez-vous sur les plans existants en matière de qualité de l'air, pour les soutenir ou les compléter.

**Structure d'un bon message**

1. **Qui vous êtes :** habitant, parent, salarié ou patient, et votre lien avec le sujet.
2. **Le problème :** une ou deux phrases sur l'importance de l'air intérieur pour la santé.
3. **La demande :** une mesure précise et réaliste, comme des purificateurs dans les classes ou des contrôles de ventilation dans les bâtiments publics.
4. **L'enjeu local :** un court exemple personnel.
5. **La suite :** demandez une réponse ou un rendez-vous.

**Conseils**

- Tenez-vous-en à une page et restez courtois.
- Évitez l'exagération ; tenez-vous-en à ce que vous savez.
- Plusieurs messages individuels ont souvent plus d'effet qu'une lettre identique signée par beaucoup.`,
      },
      pt: {
        title: "Como escrever a autoridades locais sobre ar interno limpo",
        summary:
          "Um guia prático para escrever cartas ou e-mails curtos e eficazes a vereadores, secretarias e conselhos escolares pedindo investimento em um ar interno mais limpo.",
        body: `As autoridades locais decidem os orçamentos de escolas, bibliotecas, centros comunitários e prédios públicos. Uma mensagem clara e pessoal pode ajudar a colocar o ar interno limpo na pauta.

**Antes de escrever**

- Descubra quem é responsável: vereadores, secretaria de educação ou de saúde, conselho escolar ou órgão de obras.
- Veja se já existem planos sobre qualidade do ar, para apoiá-los ou complementá-los.

**Estrutura de uma boa mensagem**

1. **Quem você é:** morador, mãe ou pai, trabalhador ou paciente, e sua ligação com o tema.
2. **O problema:** uma ou duas frases sobre por que o ar interno importa para a saúde.
3. **O pedido:** um passo concreto e possível, como purificadores nas salas de aula ou vistorias de ventilação em prédios públicos.
4. **Por que importa aqui:** um breve exemplo pessoal.
5. **Retorno:** peça uma resposta ou uma reunião.

**Dicas**

- Limite-se a uma página e mantenha a cordialidade.
- Evite exageros; fique no que você sabe.
- Várias mensagens individuais costumam ter mais impacto do que uma carta idêntica assinada por muitos.`,
      },
    },
  },
  {
    slug: "community-co2-monitor-lending",
    category: "advocacy",
    access: "FREE",
    publishedDaysAgo: 64,
    tags: ["air-quality", "ventilation", "accessibility"],
    source: "editorial-team",
    related: [
      "RESOURCE/toolkit-co2-monitoring-log",
      "EVENT/community-conference-clean-air-sao-paulo",
      "COMMUNITY/writing-to-local-decision-makers",
    ],
    translations: {
      en: {
        title: "Community lending programs for CO2 monitors",
        summary:
          "How libraries, community centers and local volunteer groups lend CO2 monitors so that more people can check the air in their homes, classrooms and workplaces.",
        body: `A good CO2 monitor can be costly for one household, but it is easy to share. Lending programs make monitors available to anyone who wants to learn about the air in the places they spend time.

**How lending usually works**

- A library, community center or volunteer group buys a few monitors with NDIR sensors.
- People borrow one for a week or two, just like a book.
- Each monitor comes with a simple guide on placement and what readings suggest.

**Why it helps**

- People see for themselves how quickly air can become stale and how much an open window helps.
- Teachers, shop owners and small employers can test spaces before deciding what to buy.
- Shared results, without personal details, help communities spot common problems.

**Setting one up**

Agree on who manages the loans, how monitors are cleaned and checked, and how to replace lost or broken devices. A short feedback form helps improve the program over time.`,
      },
      es: {
        title: "Programas comunitarios de préstamo de medidores de CO2",
        summary:
          "Cómo bibliotecas, centros comunitarios y grupos locales prestan medidores de CO2 para que más personas puedan revisar el aire de sus casas, escuelas y lugares de trabajo.",
        body: `Un buen medidor de CO2 puede resultar caro para un solo hogar, pero es fácil de compartir. Los programas de préstamo ponen medidores al alcance de cualquiera que quiera conocer el aire de los lugares donde pasa tiempo.

**Cómo suele funcionar**

- Una biblioteca, un centro comunitario o un grupo de voluntarios compra algunos medidores con sensor NDIR.
- Las personas se llevan uno prestado una o dos semanas, igual que un libro.
- Cada medidor incluye una guía sencilla sobre dónde colocarlo y qué sugieren las lecturas.

**Por qué ayuda**

- La gente comprueba por sí misma qué tan rápido se vicia el aire y cuánto ayuda abrir una ventana.
- Docentes, comerciantes y pequeños empleadores pueden medir sus espacios antes de decidir qué comprar.
- Los resultados compartidos, sin datos personales, ayudan a detectar problemas comunes.

**Cómo organizar uno**

Acuerden quién administra los préstamos, cómo se limpian y revisan los medidores y cómo reponer los que se pierdan o se descompongan. Un breve formulario de comentarios ayuda a mejorar el programa con el tiempo.`,
      },
      fr: {
        title: "Prêt de capteurs de CO2 : des initiatives locales",
        summary:
          "Comment bibliothèques, centres sociaux et collectifs locaux prêtent des capteurs de CO2 pour que davantage de personnes puissent vérifier l'air chez elles, à l'école ou au travail.",
        body: `Un bon capteur de CO2 peut coûter cher pour un seul foyer, mais il se partage facilement. Les systèmes de prêt mettent des capteurs à disposition de toute personne curieuse de l'air des lieux qu'elle fréquente.

**Fonctionnement habituel**

- Une bibliothèque, un centre social ou un collectif achète quelques capteurs à technologie NDIR.
- On en emprunte un pour une ou deux semaines, comme un livre.
- Chaque capteur est accompagné d'un guide simple sur son emplacement et la lecture des valeurs.

**Pourquoi c'est utile**

- Chacun constate par lui-même à quelle vitesse l'air se confine et combien une fenêtre ouverte aide.
- Enseignants, commerçants et petits employeurs peuvent tester leurs locaux avant de décider quoi acheter.
- Des résultats partagés, sans données personnelles, aident à repérer des problèmes communs.

**Lancer un système de prêt**

Décidez qui gère les prêts, comment les capteurs sont nettoyés et vérifiés, et comment remplacer ceux qui sont perdus ou cassés. Un court questionnaire de retour aide à améliorer le dispositif.`,
      },
      pt: {
        title: "Programas comunitários de empréstimo de medidores de CO2",
        summary:
          "Como bibliotecas, centros comunitários e grupos locais emprestam medidores de CO2 para que mais pessoas possam verificar o ar em casa, na escola e no trabalho.",
        body: `Um bom medidor de CO2 pode sair caro para uma única casa, mas é fácil de compartilhar. Programas de empréstimo colocam medidores ao alcance de qualquer pessoa que queira conhecer o ar dos lugares que frequenta.

**Como costuma funcionar**

- Uma biblioteca, um centro comunitário ou um grupo de voluntários compra alguns medidores com sensor NDIR.
- As pessoas pegam um emprestado por uma ou duas semanas, como um livro.
- Cada medidor vem com um guia simples sobre onde posicioná-lo e o que as leituras sugerem.

**Por que ajuda**

- As pessoas veem por conta própria como o ar fica viciado rápido e quanto uma janela aberta ajuda.
- Professores, comerciantes e pequenos empregadores podem medir seus espaços antes de decidir o que comprar.
- Resultados compartilhados, sem dados pessoais, ajudam a identificar problemas comuns.

**Como organizar um programa**

Combinem quem cuida dos empréstimos, como os medidores são limpos e conferidos e como repor os que forem perdidos ou quebrarem. Um formulário curto de avaliação ajuda a melhorar o programa com o tempo.`,
      },
    },
  },
];
