import type { SeedItem } from "../types";

// EDUCATION items.
export const items: SeedItem[] = [
  {
    slug: "what-is-covid-19",
    category: "basics",
    access: "FREE",
    publishedDaysAgo: 380,
    featured: true,
    tags: ["vaccination", "older-adults"],
    source: "editorial-team",
    related: ["EDUCATION/how-covid-spreads", "EDUCATION/what-is-long-covid"],
    translations: {
      en: {
        title: "What is Covid-19?",
        summary:
          "A short introduction to Covid-19: the virus that causes it, the range of illness it can cause, who is at higher risk, and where to get personal advice.",
        body: `Covid-19 is a respiratory illness caused by a coronavirus called SARS-CoV-2. It was first identified in late 2019 and has since spread worldwide.

**A wide range of illness**

Some people have no symptoms at all. Others have a mild illness similar to a cold or flu, with fever, cough, sore throat, tiredness, headache, or a change in taste or smell. Some become seriously ill and need hospital care.

**Who is at higher risk**

The risk of severe illness is higher for older adults, people with certain long-term health conditions, people with weakened immune systems and during pregnancy. Anyone can still become ill, and some people develop long-lasting symptoms known as long Covid.

**Protection**

Vaccination lowers the risk of severe illness. Cleaner indoor air, well-fitting respirators and staying home when sick reduce spread.

**Personal advice**

Ask a health professional which vaccines are recommended for you, and seek urgent care if you have trouble breathing or other serious symptoms.`,
      },
      es: {
        title: "¿Qué es el Covid-19?",
        summary:
          "Una introducción breve al Covid-19: el virus que lo causa, los distintos grados de enfermedad que provoca, quién tiene mayor riesgo y dónde obtener orientación personal.",
        body: `El Covid-19 es una enfermedad respiratoria causada por un coronavirus llamado SARS-CoV-2. Se identificó por primera vez a finales de 2019 y desde entonces se ha extendido por todo el mundo.

**Distintos grados de enfermedad**

Algunas personas no tienen ningún síntoma. Otras tienen un cuadro leve parecido a un resfriado o una gripa, con fiebre, tos, dolor de garganta, cansancio, dolor de cabeza o cambios en el gusto o el olfato. Algunas enferman de gravedad y necesitan atención hospitalaria.

**Quién tiene mayor riesgo**

El riesgo de enfermedad grave es mayor en personas mayores, personas con ciertas enfermedades crónicas, personas con el sistema inmunitario debilitado y durante el embarazo. Aun así, cualquiera puede enfermar, y algunas personas desarrollan síntomas duraderos conocidos como covid persistente.

**Protección**

La vacunación reduce el riesgo de enfermedad grave. Un aire interior más limpio, respiradores bien ajustados y quedarse en casa al enfermar reducen los contagios.

**Orientación personal**

Pregunta a un profesional de la salud qué vacunas te corresponden, y busca atención urgente si tienes dificultad para respirar u otros síntomas graves.`,
      },
      fr: {
        title: "Qu'est-ce que le Covid-19 ?",
        summary:
          "Une courte introduction au Covid-19 : le virus en cause, les différentes formes de la maladie, les personnes les plus à risque et où trouver un avis personnalisé.",
        body: `Le Covid-19 est une maladie respiratoire causée par un coronavirus appelé SARS-CoV-2. Il a été identifié fin 2019.

**Des formes très variées**

Certaines personnes n'ont aucun symptôme. D'autres ont une forme légère qui ressemble à un rhume ou à une grippe, avec fièvre, toux, mal de gorge, fatigue, maux de tête ou perte du goût ou de l'odorat. D'autres encore tombent gravement malades et doivent être hospitalisées.

**Les personnes plus à risque**

Le risque de forme grave est plus élevé chez les personnes âgées, les personnes atteintes de certaines maladies chroniques, les personnes immunodéprimées et pendant la grossesse. Tout le monde peut néanmoins tomber malade, et certaines personnes gardent des symptômes durables, appelés Covid long.

**Se protéger**

La vaccination réduit le risque de forme grave. Un air intérieur plus sain, des masques FFP2 bien ajustés et le fait de rester chez soi quand on est malade limitent la transmission.

**Un avis personnalisé**

Demandez à un professionnel de santé quels vaccins vous sont recommandés, et appelez les urgences en cas de difficulté à respirer ou d'autres symptômes graves.`,
      },
      pt: {
        title: "O que é a Covid-19?",
        summary:
          "Uma introdução curta à Covid-19: o vírus que a causa, os diferentes graus da doença que ela provoca, quem tem maior risco de adoecer gravemente e onde buscar orientação individual.",
        body: `A Covid-19 é uma doença respiratória causada por um coronavírus chamado SARS-CoV-2. Ela foi identificada no fim de 2019 e desde então se espalhou pelo mundo todo.

**Diferentes graus de doença**

Algumas pessoas não têm nenhum sintoma. Outras têm um quadro leve, parecido com resfriado ou gripe, com febre, tosse, dor de garganta, cansaço, dor de cabeça ou alteração no paladar ou no olfato. Algumas ficam gravemente doentes e precisam de atendimento hospitalar.

**Quem tem maior risco**

O risco de doença grave é maior para pessoas idosas, pessoas com certas doenças crônicas, pessoas com imunidade comprometida e durante a gestação. Ainda assim, qualquer pessoa pode adoecer, e algumas desenvolvem sintomas duradouros, conhecidos como Covid longa.

**Proteção**

A vacinação reduz o risco de doença grave. Ar interno mais limpo, máscaras PFF2 bem ajustadas e ficar em casa quando doente reduzem a transmissão.

**Orientação individual**

Pergunte a um profissional de saúde quais vacinas são recomendadas para você, e procure atendimento de urgência se tiver falta de ar ou outros sintomas graves.`,
      },
    },
  },
  {
    slug: "how-covid-spreads",
    category: "basics",
    access: "FREE",
    publishedDaysAgo: 244,
    tags: ["ventilation", "air-quality"],
    source: "editorial-team",
    related: ["VIDEO/how-airborne-transmission-works", "EDUCATION/ventilation-and-air-changes"],
    translations: {
      en: {
        title: "How Covid-19 spreads",
        summary:
          "The main ways the virus passes from person to person, why shared indoor air matters so much, and how this knowledge shapes the most useful protective measures.",
        body: `SARS-CoV-2 spreads mainly through the air. When an infected person breathes, speaks, coughs or sings, they release particles of many sizes that carry the virus.

**Close and far**

- **Close range:** the concentration of particles is highest near the infected person, so face-to-face conversation carries more risk.
- **Shared room air:** the smallest particles, aerosols, can stay airborne and spread through a room. In poorly ventilated spaces they build up over time, so people can be infected without close contact.

**Before symptoms**

People can pass on the virus before they feel sick, and some never develop symptoms. That is why measures that work for everyone, like cleaner air, matter.

**Surfaces**

Contaminated surfaces are considered a less important route. Washing hands is still a good habit.

**What this means**

Because the virus travels through air, the most useful measures act on the air: ventilation, filtration and well-fitting respirators, alongside vaccination and staying home when sick.`,
      },
      es: {
        title: "Cómo se transmite el Covid-19",
        summary:
          "Las principales formas en que el virus pasa de una persona a otra, por qué el aire compartido en interiores importa tanto y cómo esto orienta las medidas de protección más útiles.",
        body: `El SARS-CoV-2 se transmite principalmente por el aire. Cuando una persona infectada respira, habla, tose o canta, libera partículas de muchos tamaños que llevan el virus.

**Cerca y lejos**

- **A corta distancia:** la concentración de partículas es mayor cerca de la persona infectada, por eso platicar cara a cara implica más riesgo.
- **En el aire del cuarto:** las partículas más pequeñas, los aerosoles, pueden quedar suspendidas y extenderse por todo el espacio. En lugares mal ventilados se acumulan con el tiempo, así que es posible contagiarse sin contacto cercano.

**Antes de los síntomas**

Las personas pueden transmitir el virus antes de sentirse mal, y algunas nunca tienen síntomas. Por eso importan las medidas que protegen a todos, como un aire más limpio.

**Superficies**

Las superficies contaminadas se consideran una vía menos importante. Lavarse las manos sigue siendo un buen hábito.

**Qué significa esto**

Como el virus viaja por el aire, las medidas más útiles actúan sobre el aire: ventilación, filtración y respiradores bien ajustados, junto con la vacunación y quedarse en casa al enfermar.`,
      },
      fr: {
        title: "Comment se transmet le Covid-19",
        summary:
          "Les principaux modes de transmission du virus d'une personne à l'autre, pourquoi l'air intérieur partagé compte autant et comment cela oriente les mesures de protection les plus utiles.",
        body: `Le SARS-CoV-2 se transmet principalement par l'air. Lorsqu'une personne infectée respire, parle, tousse ou chante, elle émet des particules de toutes tailles qui transportent le virus.

**De près et de loin**

- **À courte distance :** la concentration de particules est maximale près de la personne infectée ; une conversation en face à face est donc plus risquée.
- **Dans l'air de la pièce :** les plus fines particules, les aérosols, restent en suspension et se répandent dans l'espace. Dans les lieux mal aérés, elles s'accumulent avec le temps, si bien qu'on peut être contaminé sans contact rapproché.

**Avant les symptômes**

On peut transmettre le virus avant de se sentir malade, et certaines personnes n'ont jamais de symptômes. D'où l'intérêt des mesures qui protègent tout le monde, comme un air plus sain.

**Les surfaces**

Les surfaces contaminées sont considérées comme une voie secondaire.

**En pratique**

Le virus voyageant dans l'air, les mesures les plus utiles agissent sur l'air : aération, filtration et masques FFP2 bien ajustés, en plus de la vaccination et du fait de rester chez soi quand on est malade.`,
      },
      pt: {
        title: "Como a Covid-19 se espalha",
        summary:
          "As principais formas de o vírus passar de uma pessoa para outra, por que o ar compartilhado em ambientes fechados importa tanto e como isso orienta as medidas de proteção mais úteis.",
        body: `O SARS-CoV-2 se espalha principalmente pelo ar. Quando uma pessoa infectada respira, fala, tosse ou canta, libera partículas de vários tamanhos que carregam o vírus.

**De perto e de longe**

- **A curta distância:** a concentração de partículas é maior perto da pessoa infectada, por isso conversar cara a cara traz mais risco.
- **No ar do ambiente:** as partículas menores, os aerossóis, podem ficar suspensas e se espalhar pelo cômodo. Em lugares mal ventilados, elas se acumulam com o tempo, e é possível se infectar sem contato próximo.

**Antes dos sintomas**

As pessoas podem transmitir o vírus antes de se sentirem doentes, e algumas nunca têm sintomas. Por isso importam medidas que protegem todo mundo, como um ar mais limpo.

**Superfícies**

Superfícies contaminadas são consideradas uma via menos importante. Lavar as mãos continua sendo um bom hábito.

**O que isso significa**

Como o vírus viaja pelo ar, as medidas mais úteis atuam sobre o ar: ventilação, filtragem e máscaras PFF2 bem ajustadas, junto com a vacinação e ficar em casa quando doente.`,
      },
    },
  },
  {
    slug: "testing-basics",
    category: "basics",
    access: "FREE",
    publishedDaysAgo: 138,
    tags: ["testing"],
    source: "editorial-team",
    related: [
      "VIDEO/testing-basics-rapid-and-pcr",
      "VIDEO/how-to-use-a-rapid-antigen-test",
      "EDUCATION/what-is-covid-19",
    ],
    translations: {
      en: {
        title: "Testing basics: when and how to test",
        summary:
          "When testing for Covid-19 can be useful, what different results mean, and why people at higher risk should contact a health professional early if they feel unwell.",
        body: `Testing helps you know whether you have Covid-19, so you can avoid passing it on and get care if you need it.

**When testing can help**

- When you have symptoms of a respiratory infection.
- After close contact with someone who has Covid-19, following local guidance on timing.
- Before visiting someone at higher risk of severe illness.

**Types of tests**

Laboratory tests such as PCR are very sensitive. Rapid antigen tests give quick results at home but can miss early infections.

**Understanding your result**

- **Positive:** you most likely have Covid-19. Follow local guidance, limit contact with others and improve ventilation at home.
- **Negative with symptoms:** you may still be infected. Test again after a day or two, and stay cautious in the meantime.

**Act early if you are at higher risk**

Some treatments need to be started soon after symptoms begin. If you are older or have a health condition, contact a health professional promptly rather than waiting to see how you feel.`,
      },
      es: {
        title: "Lo básico de las pruebas: cuándo y cómo hacerse una",
        summary:
          "Cuándo puede ser útil hacerse una prueba de Covid-19, qué significan los distintos resultados y por qué las personas con mayor riesgo deben consultar pronto a un profesional de salud si se sienten mal.",
        body: `Hacerse una prueba ayuda a saber si tienes Covid-19, para evitar contagiar a otros y recibir atención si la necesitas.

**Cuándo puede servir**

- Cuando tienes síntomas de una infección respiratoria.
- Después de un contacto cercano con alguien que tiene Covid-19, según los tiempos que indiquen las autoridades locales.
- Antes de visitar a alguien con mayor riesgo de enfermedad grave.

**Tipos de prueba**

Las pruebas de laboratorio, como la PCR, son muy sensibles. Las pruebas rápidas de antígeno dan resultados pronto en casa, pero pueden no detectar una infección temprana.

**Cómo entender tu resultado**

- **Positivo:** lo más probable es que tengas Covid-19. Sigue las indicaciones locales, limita el contacto con otras personas y mejora la ventilación en casa.
- **Negativo con síntomas:** aún podrías estar infectado. Repite la prueba uno o dos días después y mantén las precauciones mientras tanto.

**Actúa pronto si tienes mayor riesgo**

Algunos tratamientos deben iniciarse poco después de que aparecen los síntomas. Si eres una persona mayor o tienes una enfermedad crónica, consulta pronto a un profesional de la salud sin esperar.`,
      },
      fr: {
        title: "Les bases du dépistage : quand et comment se tester",
        summary:
          "Quand un test Covid-19 peut être utile, ce que signifient les différents résultats et pourquoi les personnes à risque doivent contacter rapidement un professionnel de santé en cas de symptômes.",
        body: `Se tester permet de savoir si l'on a le Covid-19, pour éviter de le transmettre et se faire soigner si besoin.

**Quand se tester**

- En cas de symptômes d'infection respiratoire.
- Après un contact rapproché avec une personne atteinte, selon le délai indiqué par les recommandations locales.
- Avant de rendre visite à une personne à risque de forme grave.

**Les types de tests**

Les tests en laboratoire, comme la PCR, sont très sensibles. Les tests antigéniques rapides et autotests donnent vite un résultat, mais peuvent manquer une infection débutante.

**Comprendre son résultat**

- **Positif :** vous avez très probablement le Covid-19. Suivez les consignes locales, limitez les contacts et aérez davantage votre logement.
- **Négatif avec des symptômes :** vous pouvez quand même être infecté. Refaites un test un ou deux jours plus tard et restez prudent en attendant.

**Agir tôt si vous êtes plus à risque**

Certains traitements doivent être commencés peu après le début des symptômes. Si vous êtes âgé ou avez une maladie chronique, contactez rapidement un professionnel de santé plutôt que d'attendre.`,
      },
      pt: {
        title: "Testagem básica: quando e como testar",
        summary:
          "Quando testar para Covid-19 pode ser útil, o que significam os diferentes resultados e por que pessoas com maior risco devem procurar cedo um profissional de saúde se não estiverem bem.",
        body: `Testar ajuda a saber se você está com Covid-19, para evitar transmitir o vírus e receber cuidado se precisar.

**Quando testar pode ajudar**

- Quando você tem sintomas de infecção respiratória.
- Depois de contato próximo com alguém com Covid-19, seguindo os prazos indicados pelas orientações locais.
- Antes de visitar alguém com maior risco de doença grave.

**Tipos de teste**

Testes de laboratório, como o RT-PCR, são muito sensíveis. Os testes rápidos de antígeno dão resultado em pouco tempo, inclusive em casa, mas podem não detectar uma infecção no início.

**Como entender o resultado**

- **Positivo:** muito provavelmente você está com Covid-19. Siga as orientações locais, limite o contato com outras pessoas e melhore a ventilação em casa.
- **Negativo com sintomas:** você ainda pode estar infectado. Teste de novo depois de um ou dois dias e mantenha os cuidados enquanto isso.

**Aja cedo se tiver maior risco**

Alguns tratamentos precisam começar logo após o início dos sintomas. Se você é uma pessoa idosa ou tem alguma doença crônica, procure um profissional de saúde rapidamente, em vez de esperar para ver.`,
      },
    },
  },
  {
    slug: "what-is-long-covid",
    category: "basics",
    access: "FREE",
    publishedDaysAgo: 56,
    tags: ["long-covid", "mental-health"],
    source: "editorial-team",
    related: [
      "COMMUNITY/long-covid-peer-support-circles",
      "RESOURCE/guide-supporting-someone-with-long-covid",
      "VIDEO/interview-living-with-long-covid",
    ],
    translations: {
      en: {
        title: "What is long Covid?",
        summary:
          "An introduction to long Covid, also called post Covid-19 condition: what it is, the symptoms people often describe, and why working with health professionals matters.",
        body: `Most people recover from Covid-19 within a few weeks. For some, symptoms continue or new ones appear and last for months. This is known as long Covid, or post Covid-19 condition.

**How it is described**

The World Health Organization describes the condition as symptoms that usually start within three months of infection, last at least two months, and cannot be explained by another diagnosis.

**Common experiences**

- Fatigue that is not relieved by rest.
- Shortness of breath.
- Problems with memory and concentration, often called "brain fog".
- Symptoms that get worse after physical or mental effort, sometimes a day or more later.

Long Covid can affect people of any age, including those who had a mild first illness.

**Getting help**

There is no single test for long Covid. A health professional can assess symptoms, rule out other causes and plan care. Many people also find it useful to learn about pacing, a way of managing energy, with professional guidance.

**You are not alone**

Peer support groups can help people share practical tips and feel understood.`,
      },
      es: {
        title: "¿Qué es el covid persistente?",
        summary:
          "Una introducción al covid persistente, también llamado afección posterior al Covid-19: qué es, los síntomas que se describen con frecuencia y por qué es importante trabajar con profesionales de salud.",
        body: `La mayoría de las personas se recupera del Covid-19 en unas semanas. En algunas, los síntomas continúan o aparecen otros nuevos y duran meses. Es el covid persistente, o afección posterior al Covid-19.

**Cómo se describe**

La Organización Mundial de la Salud la describe como síntomas que suelen empezar en los tres meses siguientes a la infección, duran al menos dos meses y no se explican por otro diagnóstico.

**Experiencias frecuentes**

- Cansancio que no mejora con el descanso.
- Falta de aire.
- Problemas de memoria y concentración, a menudo llamados «niebla mental».
- Síntomas que empeoran después de un esfuerzo físico o mental, a veces un día o más después.

El covid persistente puede afectar a personas de cualquier edad, incluso a quienes tuvieron una infección inicial leve.

**Cómo buscar ayuda**

No existe una prueba única para diagnosticarlo. Un profesional de la salud puede evaluar los síntomas, descartar otras causas y planear la atención. A muchas personas también les sirve conocer la dosificación de energía, con orientación profesional.

**No estás solo**

Los grupos de apoyo entre pares también ayudan.`,
      },
      fr: {
        title: "Qu'est-ce que le Covid long ?",
        summary:
          "Une introduction au Covid long, aussi appelé affection post-Covid-19 : de quoi il s'agit, les symptômes souvent décrits et pourquoi il est important d'être accompagné par des professionnels de santé.",
        body: `La plupart des personnes se remettent du Covid-19 en quelques semaines. Chez certaines, les symptômes persistent ou de nouveaux apparaissent et durent des mois. On parle de Covid long, ou d'affection post-Covid-19.

**Comment on le définit**

L'Organisation mondiale de la Santé la décrit comme des symptômes qui commencent en général dans les trois mois suivant l'infection, durent au moins deux mois et ne s'expliquent pas par un autre diagnostic.

**Ce que décrivent souvent les patients**

- Une fatigue que le repos ne soulage pas.
- Un essoufflement.
- Des troubles de la mémoire et de la concentration, souvent appelés « brouillard cérébral ».
- Des symptômes qui s'aggravent après un effort physique ou intellectuel, parfois un jour ou plus après.

Il peut toucher tous les âges, même après une infection initiale légère.

**Se faire aider**

Il n'existe pas de test unique. Un professionnel de santé peut évaluer les symptômes, écarter d'autres causes et organiser la prise en charge. Beaucoup trouvent aussi utile de découvrir la gestion de l'énergie (« pacing »), avec un accompagnement professionnel.

**Vous n'êtes pas seul**

Les groupes de soutien entre pairs aident aussi.`,
      },
      pt: {
        title: "O que é a Covid longa?",
        summary:
          "Uma introdução à Covid longa, também chamada de condição pós-Covid-19: o que é, os sintomas que as pessoas costumam relatar e por que é importante contar com profissionais de saúde.",
        body: `A maioria das pessoas se recupera da Covid-19 em algumas semanas. Em outras, os sintomas continuam ou surgem novos, que duram meses. Isso é conhecido como Covid longa ou condição pós-Covid-19.

**Como é descrita**

A Organização Mundial da Saúde descreve a condição como sintomas que geralmente começam até três meses após a infecção, duram pelo menos dois meses e não são explicados por outro diagnóstico.

**Relatos comuns**

- Cansaço que não melhora com descanso.
- Falta de ar.
- Problemas de memória e concentração, muitas vezes chamados de "névoa mental".
- Sintomas que pioram depois de esforço físico ou mental, às vezes um dia ou mais depois.

A Covid longa pode atingir pessoas de qualquer idade, inclusive quem teve uma infecção inicial leve.

**Como buscar ajuda**

Não existe um exame único para a Covid longa. Um profissional de saúde pode avaliar os sintomas, descartar outras causas e planejar o cuidado. Muitas pessoas também acham útil conhecer o manejo de energia ("pacing"), com orientação profissional.

**Você não está só**

Grupos de apoio entre pares ajudam a trocar dicas práticas e a se sentir compreendido.`,
      },
    },
  },
  {
    slug: "ventilation-and-air-changes",
    category: "clean-air",
    access: "FREE",
    publishedDaysAgo: 77,
    featured: true,
    tags: ["ventilation", "air-quality"],
    source: "editorial-team",
    related: ["VIDEO/air-changes-per-hour-explained", "RESOURCE/guide-improving-ventilation-at-home"],
    translations: {
      en: {
        title: "Ventilation and air changes: the basics of clean indoor air",
        summary:
          "How natural ventilation, mechanical systems and air filtration each bring clean air into a room, and how the idea of air changes per hour ties them together.",
        body: `Indoor air gets cleaner in two main ways: by replacing it with outdoor air, or by passing it through a filter. Both lower the amount of airborne particles people breathe.

**Natural ventilation**

Open windows and doors let outdoor air in. Openings on opposite sides of a room, or at different heights, move air more effectively than a single opening.

**Mechanical ventilation**

Many buildings have systems that bring in outdoor air and exhaust stale air. How much outdoor air they supply depends on their design and settings, so it is worth asking.

**Filtration**

Filters in central systems, portable HEPA purifiers and do-it-yourself box-fan filters remove particles from air that is recirculated.

**Putting it together**

"Air changes per hour" measures how many times a room's volume of air is replaced with clean air each hour, counting ventilation and filtration together. U.S. public-health guidance suggests aiming for at least five per hour in many spaces. Higher is better for busy rooms.`,
      },
      es: {
        title: "Ventilación y cambios de aire: lo básico del aire interior limpio",
        summary:
          "Cómo la ventilación natural, los sistemas mecánicos y la filtración aportan aire limpio a un espacio, y cómo la idea de cambios de aire por hora los reúne.",
        body: `El aire interior se limpia de dos formas principales: reemplazándolo con aire exterior o haciéndolo pasar por un filtro. Ambas reducen la cantidad de partículas que se respiran.

**Ventilación natural**

Las ventanas y puertas abiertas dejan entrar aire de afuera. Las aberturas en lados opuestos de un cuarto, o a distintas alturas, mueven el aire mejor que una sola.

**Ventilación mecánica**

Muchos edificios tienen sistemas que introducen aire exterior y extraen el aire viciado. La cantidad de aire exterior depende de su diseño y configuración, así que vale la pena preguntar.

**Filtración**

Los filtros de los sistemas centrales, los purificadores HEPA portátiles y los filtros caseros con ventilador retiran partículas del aire que se recircula.

**Todo junto**

Los «cambios de aire por hora» miden cuántas veces se reemplaza el volumen de aire de un cuarto con aire limpio cada hora, sumando ventilación y filtración. Las recomendaciones de salud pública de Estados Unidos sugieren buscar al menos cinco por hora en muchos espacios. En lugares concurridos, más es mejor.`,
      },
      fr: {
        title: "Aération et renouvellement d'air : les bases d'un air intérieur sain",
        summary:
          "Comment l'aération naturelle, la ventilation mécanique et la filtration apportent chacune de l'air propre dans une pièce, et comment la notion de renouvellement d'air par heure les relie.",
        body: `L'air intérieur s'assainit de deux façons principales : en le remplaçant par de l'air extérieur ou en le faisant passer par un filtre. Les deux réduisent la quantité de particules respirées.

**L'aération naturelle**

Fenêtres et portes ouvertes font entrer l'air extérieur. Des ouvertures sur des côtés opposés, ou à des hauteurs différentes, renouvellent l'air bien mieux qu'une seule.

**La ventilation mécanique**

Beaucoup de bâtiments disposent d'une VMC ou d'une centrale de traitement d'air qui apporte de l'air neuf et évacue l'air vicié. Le débit d'air neuf dépend de la conception et des réglages : cela vaut la peine de se renseigner.

**La filtration**

Les filtres des installations centrales, les purificateurs HEPA mobiles et les boîtes faites maison retirent les particules de l'air recyclé.

**La vue d'ensemble**

Le « renouvellement d'air par heure » mesure combien de fois le volume d'une pièce est remplacé par de l'air propre en une heure, aération et filtration comprises. Les recommandations de santé publique américaines suggèrent d'en viser au moins cinq dans de nombreux lieux. Dans les pièces fréquentées, plus c'est mieux.`,
      },
      pt: {
        title: "Ventilação e trocas de ar: o básico do ar interno limpo",
        summary:
          "Como a ventilação natural, os sistemas mecânicos e a filtragem levam ar limpo para um ambiente, e como a ideia de trocas de ar por hora junta tudo isso.",
        body: `O ar interno fica mais limpo de duas formas principais: sendo substituído por ar externo ou passando por um filtro. Ambas reduzem a quantidade de partículas que respiramos.

**Ventilação natural**

Janelas e portas abertas deixam o ar de fora entrar. Aberturas em lados opostos do cômodo, ou em alturas diferentes, movimentam o ar melhor do que uma só.

**Ventilação mecânica**

Muitos prédios têm sistemas que trazem ar externo e retiram o ar viciado. A quantidade de ar externo depende do projeto e da configuração, então vale a pena perguntar. Muitos aparelhos de ar-condicionado apenas recirculam o ar, sem renová-lo.

**Filtragem**

Filtros de sistemas centrais, purificadores HEPA portáteis e filtros caseiros com ventilador retiram partículas do ar que recircula.

**Juntando tudo**

"Trocas de ar por hora" medem quantas vezes o volume de ar de um cômodo é substituído por ar limpo a cada hora, somando ventilação e filtragem. As orientações de saúde pública dos Estados Unidos sugerem buscar pelo menos cinco por hora em muitos ambientes. Em locais cheios, quanto mais, melhor.`,
      },
    },
  },
  {
    slug: "understanding-co2-readings",
    category: "clean-air",
    access: "PREMIUM",
    publishedDaysAgo: 189,
    tags: ["air-quality", "ventilation"],
    source: "editorial-team",
    related: [
      "RESOURCE/data-co2-readings-reference-sheet",
      "RESOURCE/toolkit-co2-monitoring-log",
      "VIDEO/what-co2-readings-tell-you",
    ],
    translations: {
      en: {
        title: "Understanding CO2 readings in depth",
        summary:
          "Why carbon dioxide works as a ventilation indicator, how to get trustworthy readings, and how to interpret them in context rather than as a single pass-or-fail number.",
        body: `Every person exhales CO2. Indoors, the amount above outdoor levels reflects how much exhaled air has accumulated, so CO2 is a practical indicator of how much air people are sharing.

**Getting trustworthy readings**

- Use a monitor with an NDIR sensor; cheaper "eCO2" sensors only estimate.
- Check it outdoors, where readings should be around 420 ppm.
- Place it at head height and at least a meter or so away from people, windows and vents.

**Interpreting in context**

A reading depends on the number of people, their activity, the room size and the time they have been there.

**What CO2 does not show**

CO2 does not measure viruses or particles. Purifiers and filters clean the air without changing CO2, so in a well-filtered room, a moderately high reading can overstate the risk.

**Using it well**

Treat CO2 as a guide for action: if readings climb, add fresh air, reduce occupancy or add filtration.`,
      },
      es: {
        title: "Entender a fondo las lecturas de CO2",
        summary:
          "Por qué el dióxido de carbono sirve como indicador de ventilación, cómo obtener lecturas confiables y cómo interpretarlas en contexto, no como una cifra de aprobado o reprobado.",
        body: `Todas las personas exhalamos CO2. En interiores, la cantidad por encima del nivel exterior refleja cuánto aire exhalado se ha acumulado, por eso el CO2 es un indicador práctico de cuánto aire se está compartiendo.

**Cómo obtener lecturas confiables**

- Usa un medidor con sensor NDIR; los sensores «eCO2» más baratos solo hacen estimaciones.
- Revísalo al aire libre, donde debería marcar alrededor de 420 ppm.
- Colócalo a la altura de la cabeza y a un metro o más de personas, ventanas y rejillas.

**Cómo interpretarlas en contexto**

Una lectura depende del número de personas, su actividad, el tamaño del espacio y el tiempo que llevan ahí.

**Lo que el CO2 no muestra**

El CO2 no mide virus ni partículas. Los purificadores y filtros limpian el aire sin cambiar el CO2, así que en un espacio bien filtrado una lectura algo alta puede exagerar el riesgo.

**Cómo usarlo bien**

Toma el CO2 como guía para actuar: si sube, agrega aire fresco, reduce el número de personas o suma filtración.`,
      },
      fr: {
        title: "Comprendre en détail les valeurs de CO2",
        summary:
          "Pourquoi le dioxyde de carbone est un bon indicateur d'aération, comment obtenir des mesures fiables et comment les interpréter en contexte plutôt que comme un simple seuil réussi ou raté.",
        body: `Chacun de nous expire du CO2. À l'intérieur, l'excédent par rapport à l'air extérieur reflète la quantité d'air expiré accumulée : le CO2 est donc un indicateur pratique de l'air partagé.

**Obtenir des mesures fiables**

- Utilisez un capteur à technologie NDIR ; les capteurs « eCO2 » bon marché ne font qu'estimer.
- Vérifiez-le à l'extérieur, où il doit afficher environ 420 ppm.
- Placez-le à hauteur de tête, à au moins un mètre environ des personnes, des fenêtres et des bouches d'aération.

**Interpréter en contexte**

Une valeur dépend du nombre de personnes, de leur activité, du volume de la pièce et du temps passé.

**Ce que le CO2 ne montre pas**

Le CO2 ne mesure ni les virus ni les particules. Purificateurs et filtres assainissent l'air sans changer le CO2 : dans une pièce bien filtrée, une valeur assez élevée peut surestimer le risque.

**Bien s'en servir**

Considérez le CO2 comme un guide pour agir : si la valeur monte, aérez, réduisez le nombre d'occupants ou ajoutez de la filtration.`,
      },
      pt: {
        title: "Entendendo a fundo as leituras de CO2",
        summary:
          "Por que o dióxido de carbono funciona como indicador de ventilação, como obter leituras confiáveis e como interpretá-las no contexto, e não como um número de aprovado ou reprovado.",
        body: `Todas as pessoas exalam CO2. Em ambientes internos, a quantidade acima do nível externo reflete quanto ar exalado se acumulou, por isso o CO2 é um indicador prático de quanto ar está sendo compartilhado.

**Como obter leituras confiáveis**

- Use um medidor com sensor NDIR; sensores "eCO2" mais baratos apenas fazem estimativas.
- Confira o aparelho ao ar livre, onde ele deve marcar cerca de 420 ppm.
- Posicione-o na altura da cabeça e a pelo menos um metro de pessoas, janelas e saídas de ar.

**Como interpretar no contexto**

A leitura depende do número de pessoas, da atividade, do tamanho do ambiente e do tempo que estão ali.

**O que o CO2 não mostra**

O CO2 não mede vírus nem partículas. Purificadores e filtros limpam o ar sem alterar o CO2; em um ambiente bem filtrado, uma leitura um pouco alta pode exagerar o risco.

**Como usar bem**

Use o CO2 como guia para agir: se a leitura subir, traga ar fresco, reduza o número de pessoas ou acrescente filtragem.`,
      },
    },
  },
  {
    slug: "hepa-filters-explained",
    category: "clean-air",
    access: "LIMITED",
    publishedDaysAgo: 266,
    tags: ["air-quality"],
    source: "editorial-team",
    related: ["VIDEO/how-hepa-filters-work", "RESOURCE/guide-choosing-a-portable-air-cleaner"],
    translations: {
      en: {
        title: "HEPA filters explained",
        summary:
          "What makes a filter HEPA, how HEPA purifiers clean the air people share indoors, how to size one for a room, and how to keep it working well over time.",
        body: `HEPA stands for "high-efficiency particulate air". A HEPA filter is a dense, pleated mat of fine fibers that traps a very high share of airborne particles.

**What the label means**

Under the widely used U.S. standard, a HEPA filter removes at least 99.97% of particles of 0.3 microns. In Europe, classes such as H13 and H14 describe similar performance. Be wary of labels like "HEPA-like", which have no fixed meaning.

**How a purifier helps**

A portable purifier pulls room air through its filter and returns cleaner air. What matters for a room is the clean air delivery rate (CADR), compared with the room volume.

**Sizing and placement**

- Estimate the air changes per hour the purifier adds to your room.
- Place it where people spend time, not tucked behind furniture.
- Run it continuously on a setting that is quiet enough to keep on.

**Maintenance**

Replace filters as the maker recommends, or sooner in dusty or smoky conditions. Avoid devices that generate ozone.`,
      },
      es: {
        title: "Los filtros HEPA, explicados",
        summary:
          "Qué hace que un filtro sea HEPA, cómo los purificadores HEPA limpian el aire compartido, cómo elegir uno según el tamaño del cuarto y cómo mantenerlo funcionando bien.",
        body: `HEPA significa, en inglés, «aire particulado de alta eficiencia». Un filtro HEPA es una capa densa y plisada de fibras finas que atrapa una proporción muy alta de las partículas del aire.

**Qué significa la etiqueta**

Según la norma estadounidense más usada, un filtro HEPA retiene al menos el 99.97% de las partículas de 0.3 micras. En Europa, clases como H13 y H14 describen un desempeño similar. Desconfía de etiquetas como «tipo HEPA», que no tienen un significado fijo.

**Cómo ayuda un purificador**

Un purificador portátil hace pasar el aire del cuarto por su filtro y lo devuelve más limpio. Lo que importa es la tasa de entrega de aire limpio (CADR), comparada con el volumen del cuarto.

**Tamaño y ubicación**

- Calcula cuántos cambios de aire por hora aporta el purificador a tu cuarto.
- Colócalo donde la gente pasa tiempo, no escondido detrás de muebles.
- Déjalo encendido todo el tiempo en una velocidad lo bastante silenciosa.

**Mantenimiento**

Cambia los filtros según indique el fabricante, o antes si hay mucho polvo o humo. Evita los aparatos que generan ozono.`,
      },
      fr: {
        title: "Les filtres HEPA expliqués",
        summary:
          "Ce qui fait qu'un filtre est HEPA, comment les purificateurs HEPA assainissent l'air partagé, comment en choisir un selon la pièce et comment l'entretenir dans la durée.",
        body: `HEPA signifie en anglais « air particulaire à haute efficacité ». Un filtre HEPA est un matelas dense et plissé de fibres fines qui retient une très forte proportion des particules en suspension.

**Ce que signifie la mention**

Selon la norme américaine la plus utilisée, un filtre HEPA retient au moins 99,97 % des particules de 0,3 micron. En Europe, les classes H13 et H14 correspondent à des performances similaires. Méfiez-vous des mentions comme « type HEPA », qui n'ont pas de définition précise.

**Comment agit un purificateur**

Un purificateur mobile aspire l'air de la pièce à travers son filtre et le rejette assaini. Ce qui compte, c'est le débit d'air purifié (CADR), rapporté au volume de la pièce.

**Dimensionnement et emplacement**

- Estimez le renouvellement d'air par heure que l'appareil apporte à votre pièce.
- Placez-le là où l'on se tient, pas caché derrière un meuble.
- Laissez-le tourner en continu, à une vitesse assez silencieuse pour rester allumé.

**Entretien**

Remplacez les filtres selon les indications du fabricant, ou plus tôt en cas de poussière ou de fumée. Évitez les appareils qui produisent de l'ozone.`,
      },
      pt: {
        title: "Filtros HEPA explicados",
        summary:
          "O que faz um filtro ser HEPA, como os purificadores HEPA limpam o ar compartilhado, como escolher um pelo tamanho do cômodo e como mantê-lo funcionando bem.",
        body: `HEPA significa, em inglês, "ar particulado de alta eficiência". Um filtro HEPA é uma manta densa e plissada de fibras finas que retém uma parcela muito alta das partículas do ar.

**O que o selo significa**

Pelo padrão norte-americano mais usado, um filtro HEPA remove pelo menos 99,97% das partículas de 0,3 mícron. Na Europa, classes como H13 e H14 descrevem desempenho semelhante. Desconfie de rótulos como "tipo HEPA", que não têm significado definido.

**Como o purificador ajuda**

Um purificador portátil puxa o ar do cômodo através do filtro e devolve ar mais limpo. O que importa é a taxa de fornecimento de ar limpo (CADR), comparada ao volume do ambiente.

**Tamanho e posicionamento**

- Estime quantas trocas de ar por hora o purificador acrescenta ao seu cômodo.
- Coloque-o onde as pessoas ficam, e não escondido atrás de móveis.
- Deixe-o ligado o tempo todo, em uma velocidade silenciosa o bastante.

**Manutenção**

Troque os filtros conforme a recomendação do fabricante, ou antes em locais com muita poeira ou fumaça. Evite aparelhos que geram ozônio.`,
      },
    },
  },
  {
    slug: "corsi-rosenthal-box-basics",
    category: "clean-air",
    access: "FREE",
    publishedDaysAgo: 102,
    tags: ["air-quality", "schools"],
    source: "editorial-team",
    related: ["VIDEO/build-a-corsi-rosenthal-box", "RESOURCE/toolkit-diy-box-fan-filter"],
    translations: {
      en: {
        title: "Corsi-Rosenthal boxes: the do-it-yourself air cleaner",
        summary:
          "What a Corsi-Rosenthal box is, why a simple box fan and a few pleated furnace filters can clean so much air, and what to consider before building and using one.",
        body: `A Corsi-Rosenthal box is a homemade air cleaner named after the two people who popularized the design in 2020. It combines a common box fan with four or five pleated filters taped into a cube.

**Why it works**

- The filters offer a large surface area, so air passes through them easily.
- A box fan moves a lot of air, so the box can deliver a high volume of clean air.
- Filters rated MERV 13, or ePM1 in Europe, capture a large share of fine particles.

**Where it fits**

These boxes are popular in classrooms, community centers, workshops and homes, especially where budgets are tight.

**Things to consider**

- They are larger and often louder than commercial purifiers.
- Use a fan in good condition, keep the cord safe and do not leave it running unattended for long periods.
- Replace filters when they are visibly dirty, and more often after smoky days.

A homemade box adds filtration; it does not replace fresh air from ventilation.`,
      },
      es: {
        title: "Cajas Corsi-Rosenthal: el purificador de aire hecho en casa",
        summary:
          "Qué es una caja Corsi-Rosenthal, por qué un ventilador sencillo y unos cuantos filtros plisados pueden limpiar tanto aire y qué considerar antes de armar una.",
        body: `Una caja Corsi-Rosenthal es un purificador casero que lleva el nombre de las dos personas que popularizaron el diseño en 2020. Combina un ventilador de caja común con cuatro o cinco filtros plisados unidos con cinta en forma de cubo.

**Por qué funciona**

- Los filtros ofrecen mucha superficie, así que el aire pasa por ellos con facilidad.
- Un ventilador de caja mueve mucho aire, por lo que la caja entrega un gran volumen de aire limpio.
- Los filtros MERV 13 o equivalentes atrapan una gran parte de las partículas finas.

**Dónde se usa**

Son populares en salones de clase, centros comunitarios, talleres y casas, sobre todo cuando el presupuesto es limitado.

**Qué tomar en cuenta**

- Son más grandes y a menudo más ruidosas que los purificadores comerciales.
- Usa un ventilador en buen estado, cuida el cable y no la dejes funcionando sin supervisión por periodos largos.
- Cambia los filtros cuando se vean sucios, y con más frecuencia después de días con humo.

Una caja casera suma filtración; no sustituye el aire fresco de la ventilación.`,
      },
      fr: {
        title: "Boîtes Corsi-Rosenthal : le purificateur d'air fait maison",
        summary:
          "Ce qu'est une boîte Corsi-Rosenthal, pourquoi un simple ventilateur et quelques filtres plissés peuvent assainir autant d'air, et ce qu'il faut savoir avant d'en fabriquer une.",
        body: `Une boîte Corsi-Rosenthal est un purificateur fait maison, qui porte le nom des deux personnes qui en ont popularisé le principe en 2020. Elle associe un ventilateur carré courant à quatre ou cinq filtres plissés assemblés en cube.

**Pourquoi ça marche**

- Les filtres offrent une grande surface, l'air les traverse donc facilement.
- Un ventilateur carré brasse beaucoup d'air : la boîte fournit un grand volume d'air filtré.
- Les filtres de classe ePM1 (ou MERV 13) captent une large part des particules fines.

**Où l'utiliser**

Ces boîtes sont appréciées dans les salles de classe, les centres sociaux, les ateliers et les logements, surtout quand le budget est serré.

**Points d'attention**

- Elles sont plus encombrantes et souvent plus bruyantes que les purificateurs du commerce.
- Utilisez un ventilateur en bon état, faites attention au câble et ne la laissez pas tourner longtemps sans surveillance.
- Changez les filtres quand ils sont visiblement sales, et plus souvent après des épisodes de fumée.

Une boîte maison ajoute de la filtration ; elle ne remplace pas l'air frais apporté par l'aération.`,
      },
      pt: {
        title: "Caixas Corsi-Rosenthal: o purificador de ar caseiro",
        summary:
          "O que é uma caixa Corsi-Rosenthal, por que um ventilador simples e alguns filtros plissados conseguem limpar tanto ar e o que considerar antes de montar uma.",
        body: `Uma caixa Corsi-Rosenthal é um purificador caseiro que leva o nome das duas pessoas que popularizaram o projeto em 2020. Ela combina um ventilador quadrado comum com quatro ou cinco filtros plissados presos com fita em forma de cubo.

**Por que funciona**

- Os filtros oferecem uma grande área, então o ar passa por eles com facilidade.
- Um ventilador quadrado movimenta muito ar, e a caixa fornece um grande volume de ar limpo.
- Filtros MERV 13 ou equivalentes retêm boa parte das partículas finas.

**Onde se usa**

Essas caixas são populares em salas de aula, centros comunitários, oficinas e casas, principalmente quando o orçamento é curto.

**O que considerar**

- São maiores e muitas vezes mais barulhentas que purificadores comerciais.
- Use um ventilador em bom estado, cuide do fio e não deixe o aparelho ligado sem supervisão por longos períodos.
- Troque os filtros quando estiverem visivelmente sujos, e com mais frequência depois de dias com fumaça.

Uma caixa caseira soma filtragem; ela não substitui o ar fresco da ventilação.`,
      },
    },
  },
  {
    slug: "masks-vs-respirators",
    category: "masks",
    access: "FREE",
    publishedDaysAgo: 148,
    tags: ["masks"],
    source: "editorial-team",
    related: [
      "EDUCATION/how-to-check-respirator-fit",
      "VIDEO/respirator-fit-check-step-by-step",
      "RESOURCE/guide-lower-risk-travel",
    ],
    translations: {
      en: {
        title: "Masks and respirators: what is the difference?",
        summary:
          "How cloth masks, surgical masks and respirators such as N95, KN95 and FFP2 compare, and why both filtration and fit decide how well each of them protects.",
        body: `Face coverings differ a lot in how well they protect against airborne particles. Two things matter most: how well the material filters, and how well it seals to the face.

**Cloth masks**

Reusable and comfortable, but filtration varies widely and air often leaks around the edges.

**Surgical masks**

Designed mainly to protect others from the wearer's droplets. The material filters reasonably well, but the loose fit lets air escape at the sides.

**Respirators**

N95, KN95, FFP2, PFF2 and KF94 models are designed to filter a high share of fine particles and to seal against the face. When they fit well, they offer the most protection for the wearer and for others.

**Choosing a respirator**

- Look for the certification marking that applies where you live.
- Buy from reliable sellers; counterfeit products exist.
- Try different shapes and sizes: the best respirator is one that fits you and that you can wear comfortably.

If a health condition makes wearing a respirator difficult, talk to a health professional.`,
      },
      es: {
        title: "Cubrebocas y respiradores: ¿cuál es la diferencia?",
        summary:
          "Cómo se comparan los cubrebocas de tela, los quirúrgicos y los respiradores como N95, KN95 o FFP2, y por qué la filtración y el ajuste determinan qué tan bien protegen.",
        body: `Las mascarillas varían mucho en qué tan bien protegen contra las partículas del aire. Dos cosas importan más: qué tan bien filtra el material y qué tan bien sella contra la cara.

**Cubrebocas de tela**

Son reutilizables y cómodos, pero su filtración varía mucho y el aire suele escaparse por los bordes.

**Cubrebocas quirúrgicos**

Están pensados sobre todo para proteger a los demás de las gotitas de quien los usa. El material filtra razonablemente bien, pero el ajuste holgado deja escapar aire por los lados.

**Respiradores**

Los modelos N95, KN95, FFP2 y KF94 están diseñados para filtrar una gran parte de las partículas finas y sellar contra la cara. Cuando ajustan bien, ofrecen la mayor protección para quien los usa y para los demás.

**Cómo elegir un respirador**

- Busca la marca de certificación que aplica en tu país.
- Compra con vendedores confiables; existen productos falsificados.
- Prueba distintas formas y tallas: el mejor respirador es el que te ajusta y puedes usar con comodidad.

Si alguna condición de salud te dificulta usar un respirador, consulta a un profesional de la salud.`,
      },
      fr: {
        title: "Masques et appareils de protection respiratoire : quelle différence ?",
        summary:
          "Comment se comparent masques en tissu, masques chirurgicaux et masques filtrants comme les FFP2, N95 ou KN95, et pourquoi la filtration et l'ajustement déterminent leur efficacité.",
        body: `Les masques protègent très inégalement contre les particules en suspension. Deux critères comptent le plus : la capacité de filtration du matériau et l'étanchéité au visage.

**Masques en tissu**

Réutilisables et confortables, mais leur filtration est très variable et l'air passe souvent par les bords.

**Masques chirurgicaux**

Conçus surtout pour protéger les autres des gouttelettes de la personne qui le porte. Le matériau filtre plutôt bien, mais l'ajustement lâche laisse l'air s'échapper sur les côtés.

**Masques filtrants (appareils de protection respiratoire)**

Les modèles FFP2, N95, KN95 ou KF94 sont conçus pour filtrer une grande part des particules fines et pour épouser le visage. Bien ajustés, ils offrent la meilleure protection, pour soi comme pour les autres.

**Choisir un masque FFP2**

- Vérifiez le marquage de certification en vigueur dans votre pays (norme EN 149 en Europe).
- Achetez auprès de vendeurs fiables : des contrefaçons circulent.
- Essayez plusieurs formes et tailles : le meilleur masque est celui qui vous va et que vous portez confortablement.

Si un problème de santé rend le port du masque difficile, parlez-en à un professionnel de santé.`,
      },
      pt: {
        title: "Máscaras comuns e respiradores: qual é a diferença?",
        summary:
          "Como se comparam as máscaras de pano, as cirúrgicas e os respiradores como PFF2, N95 e KN95, e por que a filtragem e o ajuste definem o quanto eles protegem.",
        body: `As máscaras variam muito na proteção contra partículas no ar. Duas coisas importam mais: o quanto o material filtra e o quanto ele veda contra o rosto.

**Máscaras de pano**

São reutilizáveis e confortáveis, mas a filtragem varia muito e o ar costuma escapar pelas bordas.

**Máscaras cirúrgicas**

Foram pensadas principalmente para proteger os outros das gotículas de quem as usa. O material filtra razoavelmente bem, mas o ajuste folgado deixa o ar escapar pelas laterais.

**Respiradores**

Os modelos PFF2, N95, KN95, FFP2 e KF94 são feitos para filtrar grande parte das partículas finas e vedar contra o rosto. Quando bem ajustados, oferecem a maior proteção para quem usa e para os outros.

**Como escolher uma PFF2**

- Procure a certificação válida no seu país; no Brasil, confira o número do CA (Certificado de Aprovação).
- Compre de vendedores confiáveis; existem produtos falsificados.
- Experimente formatos e tamanhos diferentes: a melhor máscara é a que se ajusta a você e que você consegue usar com conforto.

Se alguma condição de saúde dificulta o uso da máscara, converse com um profissional de saúde.`,
      },
    },
  },
  {
    slug: "how-to-check-respirator-fit",
    category: "masks",
    access: "FREE",
    publishedDaysAgo: 83,
    tags: ["masks", "workplaces"],
    source: "editorial-team",
    related: [
      "VIDEO/respirator-fit-check-step-by-step",
      "EVENT/community-mask-fit-check-afternoon-toronto",
      "EVENT/community-webinar-respirator-fit",
    ],
    translations: {
      en: {
        title: "How to check that your respirator fits",
        summary:
          "The difference between a quick seal check and a formal fit test, the telltale signs of a poor fit, and simple adjustments that help a respirator seal better to your face.",
        body: `A respirator protects best when air goes through the filter, not around it.

**Seal check: every time**

After putting the respirator on and molding the nose piece, cover it with your hands and breathe out, then in. Air should not leak at the edges, and the respirator should pull in slightly when you inhale. Adjust and repeat if needed.

**Signs of a poor fit**

- Glasses fog up when you breathe out.
- You feel air on your eyes or cheeks.
- The respirator slips when you talk.
- There are visible gaps at the sides or under the chin.

**Improving the fit**

- Try other shapes or sizes; faces differ.
- Head straps usually seal better than ear loops.
- Facial hair under the seal prevents a good fit.

**Fit testing**

In many workplaces, trained staff carry out a formal fit test with special equipment. It is more thorough than a seal check and is often required for certain jobs. Ask your employer if it applies to you.`,
      },
      es: {
        title: "Cómo comprobar que tu respirador ajusta bien",
        summary:
          "La diferencia entre la verificación rápida del sellado y la prueba de ajuste formal, las señales de un mal ajuste y ajustes sencillos que ayudan a que el respirador selle mejor.",
        body: `Un respirador protege mejor cuando el aire pasa por el filtro y no alrededor de él.

**Verificación del sellado: siempre**

Después de ponerte el respirador y moldear la pieza nasal, cúbrelo con las manos, exhala y luego inhala. No debe escaparse aire por los bordes, y el respirador debe hundirse un poco al inhalar. Ajusta y repite si hace falta.

**Señales de mal ajuste**

- Se empañan los lentes al exhalar.
- Sientes aire en los ojos o las mejillas.
- El respirador se mueve cuando hablas.
- Hay huecos visibles a los lados o bajo la barbilla.

**Cómo mejorar el ajuste**

- Prueba otras formas o tallas; cada cara es distinta.
- Las bandas a la cabeza suelen sellar mejor que las ligas a las orejas.
- El vello facial bajo el borde impide un buen sellado.

**Prueba de ajuste**

En muchos lugares de trabajo, personal capacitado realiza una prueba de ajuste formal con equipo especial. Es más completa que la verificación del sellado y suele ser obligatoria en ciertos puestos. Pregunta a tu empleador si te corresponde.`,
      },
      fr: {
        title: "Vérifier que son masque FFP2 est bien ajusté",
        summary:
          "La différence entre la vérification rapide de l'étanchéité et l'essai d'ajustement formel, les signes d'un mauvais ajustement et des réglages simples pour une meilleure étanchéité.",
        body: `Un masque FFP2 protège au mieux quand l'air passe par le filtre et non autour.

**Vérification d'étanchéité : à chaque fois**

Après avoir mis le masque et modelé la barrette nasale, couvrez-le avec les mains, expirez puis inspirez. L'air ne doit pas s'échapper par les bords, et le masque doit se plaquer légèrement à l'inspiration. Réajustez et recommencez si besoin.

**Signes d'un mauvais ajustement**

- Vos lunettes se couvrent de buée à l'expiration.
- Vous sentez de l'air sur les yeux ou les joues.
- Le masque glisse quand vous parlez.
- Des interstices sont visibles sur les côtés ou sous le menton.

**Améliorer l'ajustement**

- Essayez d'autres formes ou tailles : chaque visage est différent.
- Les brides derrière la tête assurent en général une meilleure étanchéité que les élastiques aux oreilles.
- La barbe sous les bords empêche une bonne étanchéité.

**L'essai d'ajustement**

Dans de nombreux milieux professionnels, du personnel formé réalise un essai d'ajustement formel avec un équipement spécial. Plus poussé que la simple vérification, il est souvent obligatoire pour certains postes. Renseignez-vous auprès de votre employeur.`,
      },
      pt: {
        title: "Como verificar se sua máscara PFF2 está bem ajustada",
        summary:
          "A diferença entre a verificação rápida de vedação e o teste de ajuste formal, os sinais de um ajuste ruim e mudanças simples que ajudam a máscara a vedar melhor.",
        body: `Uma máscara PFF2 protege melhor quando o ar passa pelo filtro, e não ao redor dele.

**Verificação de vedação: sempre**

Depois de colocar a máscara e moldar o clipe nasal, cubra-a com as mãos, expire e depois inspire. O ar não deve escapar pelas bordas, e a máscara deve se retrair um pouco ao inspirar. Ajuste e repita se necessário.

**Sinais de ajuste ruim**

- Os óculos embaçam quando você expira.
- Você sente ar nos olhos ou nas bochechas.
- A máscara escorrega quando você fala.
- Há frestas visíveis nas laterais ou sob o queixo.

**Como melhorar o ajuste**

- Experimente outros formatos ou tamanhos; cada rosto é diferente.
- Elásticos de cabeça costumam vedar melhor do que os de orelha.
- Barba sob a borda impede uma boa vedação.

**Teste de ajuste**

Em muitos locais de trabalho, profissionais treinados fazem um teste de ajuste formal com equipamento especial. Ele é mais completo do que a verificação de vedação e muitas vezes é obrigatório em certas funções. Pergunte ao seu empregador se isso se aplica a você.`,
      },
    },
  },
  {
    slug: "masks-for-children",
    category: "masks",
    access: "FREE",
    publishedDaysAgo: 311,
    tags: ["masks", "children"],
    source: "editorial-team",
    related: ["EDUCATION/masks-vs-respirators", "RESOURCE/toolkit-clean-air-schools"],
    translations: {
      en: {
        title: "Masks for children: fit, comfort and good habits",
        summary:
          "General guidance for families on helping school-age children wear a well-fitting mask comfortably and confidently, and on when children should not wear one at all.",
        body: `Children can wear masks well when the mask fits and they understand why they are wearing it. A calm, positive approach helps.

**Age matters**

Babies and very young children should not wear masks. Health agencies set minimum ages, so check local guidance and ask your child's doctor if you are unsure.

**Finding a good fit**

- Look for respirators and masks made in children's sizes.
- Check for gaps at the sides and over the nose, just as for adults.
- Let your child choose between a few models; comfort makes a big difference.

**Building the habit**

- Practice at home for short periods, for example while reading or watching a show.
- Plan breaks in safe places, such as outdoors, away from others.

**When not to insist**

Some children, including some with disabilities or sensory sensitivities, may not be able to wear a mask. Other measures, like cleaner air in classrooms, protect them too.

For questions about your child's health, talk to their pediatrician.`,
      },
      es: {
        title: "Cubrebocas para niñas y niños: ajuste, comodidad y buenos hábitos",
        summary:
          "Orientación general para las familias sobre cómo ayudar a niñas y niños en edad escolar a usar un cubrebocas bien ajustado con comodidad, y sobre cuándo no deben usarlo.",
        body: `Niñas y niños pueden usar bien el cubrebocas cuando les ajusta y entienden por qué lo usan. Un enfoque tranquilo y positivo ayuda.

**La edad importa**

Los bebés y los niños muy pequeños no deben usar cubrebocas. Las autoridades sanitarias fijan edades mínimas, así que revisa las indicaciones locales y pregunta al pediatra si tienes dudas.

**Cómo encontrar un buen ajuste**

- Busca respiradores y cubrebocas en tallas infantiles.
- Revisa que no haya huecos a los lados ni sobre la nariz, igual que en los adultos.
- Deja que tu hijo o hija elija entre algunos modelos; la comodidad hace una gran diferencia.

**Cómo formar el hábito**

- Practiquen en casa por ratos cortos, por ejemplo mientras leen o ven un programa.
- Planea descansos en lugares seguros, como al aire libre y lejos de otras personas.

**Cuándo no insistir**

Algunos niños, entre ellos algunos con discapacidad o sensibilidades sensoriales, quizá no puedan usar cubrebocas. Otras medidas, como un aire más limpio en los salones, también los protegen.

Para dudas sobre la salud de tu hijo o hija, consulta a su pediatra.`,
      },
      fr: {
        title: "Le masque chez l'enfant : ajustement, confort et bonnes habitudes",
        summary:
          "Des repères généraux pour aider les enfants d'âge scolaire à porter confortablement un masque bien ajusté, et pour savoir quand un enfant ne doit pas en porter.",
        body: `Les enfants peuvent bien porter un masque quand il est à leur taille et qu'ils comprennent pourquoi. Une approche calme et positive aide beaucoup.

**L'âge compte**

Les bébés et les très jeunes enfants ne doivent pas porter de masque. Les autorités sanitaires fixent des âges minimaux : consultez les recommandations locales et demandez conseil au médecin de votre enfant en cas de doute.

**Trouver le bon ajustement**

- Cherchez des masques, y compris FFP2, en taille enfant.
- Vérifiez l'absence d'interstices sur les côtés et au-dessus du nez, comme chez l'adulte.
- Laissez votre enfant choisir entre quelques modèles : le confort change tout.

**Prendre l'habitude**

- Entraînez-vous à la maison par courtes périodes, par exemple pendant une lecture ou un dessin animé.
- Prévoyez des pauses dans des endroits sûrs, par exemple dehors, à l'écart des autres.

**Quand ne pas insister**

Certains enfants, notamment en situation de handicap ou avec une hypersensibilité sensorielle, ne peuvent pas porter de masque. D'autres mesures, comme un air plus sain en classe, les protègent aussi.

Pour toute question sur la santé de votre enfant, parlez-en à son médecin.`,
      },
      pt: {
        title: "Máscaras para crianças: ajuste, conforto e bons hábitos",
        summary:
          "Orientações gerais para as famílias ajudarem crianças em idade escolar a usar com conforto uma máscara bem ajustada, e sobre quando a criança não deve usar máscara.",
        body: `As crianças conseguem usar bem a máscara quando ela se ajusta e elas entendem por que estão usando. Uma abordagem calma e positiva ajuda.

**A idade importa**

Bebês e crianças muito pequenas não devem usar máscara. As autoridades de saúde definem idades mínimas, então confira as orientações locais e pergunte ao pediatra se tiver dúvidas.

**Como encontrar um bom ajuste**

- Procure máscaras e respiradores em tamanhos infantis.
- Verifique se há frestas nas laterais e sobre o nariz, como nos adultos.
- Deixe a criança escolher entre alguns modelos; o conforto faz muita diferença.

**Como criar o hábito**

- Pratiquem em casa por períodos curtos, por exemplo lendo ou vendo um desenho.
- Planeje pausas em lugares seguros, como ao ar livre e longe de outras pessoas.

**Quando não insistir**

Algumas crianças, inclusive algumas com deficiência ou sensibilidades sensoriais, podem não conseguir usar máscara. Outras medidas, como um ar mais limpo nas salas de aula, também as protegem.

Para dúvidas sobre a saúde da criança, converse com o pediatra.`,
      },
    },
  },
  {
    slug: "caring-for-and-reusing-respirators",
    category: "masks",
    access: "LIMITED",
    publishedDaysAgo: 224,
    tags: ["masks"],
    source: "editorial-team",
    related: ["EDUCATION/masks-vs-respirators", "EDUCATION/how-to-check-respirator-fit"],
    translations: {
      en: {
        title: "Caring for your respirator and knowing when to replace it",
        summary:
          "How to handle, store and inspect disposable respirators, the signs that it is time to switch to a new one, and why the maker's instructions always come first.",
        body: `Disposable respirators such as N95, FFP2 and PFF2 models are designed for limited use. Handling them carefully helps them keep working as intended.

**Handling**

- Wash or sanitize your hands before putting on or taking off a respirator.
- Hold it by the straps when removing it, and avoid touching the front.

**Storage between uses**

If the maker allows reuse, store the respirator in a clean, breathable paper bag where it can dry, not in a sealed plastic bag or loose in a pocket.

**Do not**

- Wash it, put it in a microwave or spray it with disinfectant: these can damage the filter.
- Share it with other people.

**Time for a new one when**

- It is damaged, visibly dirty or wet.
- The straps have lost their stretch or the nose piece no longer holds its shape.
- It becomes harder to breathe through.
- It no longer passes a seal check.

**Reusable options**

Elastomeric respirators have replaceable filters and can be cleaned following the maker's instructions. They are common in some workplaces.`,
      },
      es: {
        title: "Cómo cuidar tu respirador y saber cuándo cambiarlo",
        summary:
          "Cómo manipular, guardar y revisar los respiradores desechables, las señales de que toca cambiarlo y por qué las instrucciones del fabricante siempre van primero.",
        body: `Los respiradores desechables como los N95 o KN95 están diseñados para un uso limitado. Manipularlos con cuidado ayuda a que sigan funcionando como deben.

**Manipulación**

- Lávate o desinfecta las manos antes de ponerte o quitarte el respirador.
- Tómalo por las bandas al quitártelo y evita tocar la parte de enfrente.

**Cómo guardarlo entre usos**

Si el fabricante permite reutilizarlo, guárdalo en una bolsa de papel limpia y transpirable donde pueda secarse, no en una bolsa de plástico cerrada ni suelto en el bolsillo.

**No hagas esto**

- Lavarlo, meterlo al microondas o rociarlo con desinfectante: puede dañar el filtro.
- Compartirlo con otras personas.

**Toca cambiarlo cuando**

- Está dañado, sucio o mojado.
- Las bandas perdieron elasticidad o la pieza nasal ya no mantiene su forma.
- Cuesta más respirar a través de él.
- Ya no pasa la verificación del sellado.

**Opciones reutilizables**

Los respiradores elastoméricos tienen filtros reemplazables y se pueden limpiar según las instrucciones del fabricante. Son comunes en algunos lugares de trabajo.`,
      },
      fr: {
        title: "Entretenir son masque FFP2 et savoir quand le remplacer",
        summary:
          "Comment manipuler, ranger et inspecter un masque FFP2 jetable, les signes qu'il faut en changer et pourquoi les consignes du fabricant passent toujours en premier.",
        body: `Les masques FFP2 jetables, comme les N95, sont conçus pour un usage limité. Les manipuler avec soin les aide à rester efficaces.

**Manipulation**

- Lavez-vous les mains ou utilisez du gel hydroalcoolique avant de mettre ou d'enlever le masque.
- Retirez-le par les élastiques et évitez de toucher l'avant.

**Entre deux utilisations**

Si le fabricant autorise la réutilisation, rangez le masque dans un sachet en papier propre et respirant où il peut sécher, pas dans un sac plastique fermé ni en vrac dans une poche.

**À éviter**

- Le laver, le passer au micro-ondes ou le vaporiser de désinfectant : cela peut abîmer le filtre.
- Le prêter à quelqu'un.

**Il faut le changer quand**

- Il est abîmé, visiblement sale ou humide.
- Les élastiques sont détendus ou la barrette nasale ne tient plus sa forme.
- Il devient plus difficile de respirer à travers.
- Il ne passe plus la vérification d'étanchéité.

**Les options réutilisables**

Les demi-masques réutilisables en élastomère ont des filtres remplaçables et se nettoient selon la notice du fabricant. Ils sont courants dans certains métiers.`,
      },
      pt: {
        title: "Como cuidar da sua máscara PFF2 e saber quando trocá-la",
        summary:
          "Como manusear, guardar e inspecionar máscaras PFF2 descartáveis, os sinais de que está na hora de trocar e por que as instruções do fabricante vêm sempre em primeiro lugar.",
        body: `Máscaras descartáveis como PFF2 e N95 são feitas para uso limitado. Manuseá-las com cuidado ajuda a mantê-las funcionando como deveriam.

**Manuseio**

- Lave as mãos ou use álcool em gel antes de colocar ou tirar a máscara.
- Retire-a pelos elásticos e evite tocar na parte da frente.

**Como guardar entre usos**

Se o fabricante permitir o reúso, guarde a máscara em um saco de papel limpo e respirável, onde ela possa secar, e não em saco plástico fechado ou solta no bolso.

**Não faça**

- Lavar, colocar no micro-ondas ou borrifar desinfetante: isso pode danificar o filtro.
- Emprestar a máscara para outra pessoa.

**Hora de trocar quando**

- Estiver danificada, visivelmente suja ou molhada.
- Os elásticos tiverem perdido a firmeza ou o clipe nasal não segurar mais a forma.
- Ficar mais difícil respirar através dela.
- Ela não passar mais na verificação de vedação.

**Opções reutilizáveis**

Respiradores elastoméricos têm filtros substituíveis e podem ser limpos conforme as instruções do fabricante. São comuns em alguns locais de trabalho.`,
      },
    },
  },
];
