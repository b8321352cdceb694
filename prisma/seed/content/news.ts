import type { SeedItem } from "../types";

// NEWS items: explainers of ongoing topics, not claims about specific breaking events.
export const items: SeedItem[] = [
  {
    slug: "what-wastewater-surveillance-tells-us",
    category: "research",
    access: "FREE",
    publishedDaysAgo: 2,
    featured: true,
    tags: ["surveillance", "testing"],
    source: "editorial-team",
    related: ["PUBLIC_HEALTH/how-covid-19-is-monitored-today", "NEWS/why-genomic-sequencing-still-matters"],
    translations: {
      en: {
        title: "What wastewater surveillance can and cannot tell us",
        summary:
          "Sewage monitoring has become one of the main ways to follow Covid-19 in a community. Here is how it works, what its signals mean and where its limits lie.",
        body: `People infected with SARS-CoV-2 shed fragments of the virus's genetic material in their stool, whether or not they feel sick or get tested. Treatment plants collect samples of incoming wastewater, and laboratories measure how much viral RNA they contain. Because a sample reflects everyone connected to the sewer system, it does not depend on who chooses to test.

## What the signal is good for

- Spotting trends: a sustained rise often appears before more people seek care.
- Tracking variants: sequencing the samples shows which lineages are circulating.
- Watching other pathogens, such as influenza, RSV or mpox, in some programs.

## Where it falls short

Wastewater data cannot say how many people are infected, and levels can jump because of rainfall, industrial discharge or changes in laboratory methods. They also miss homes that are not connected to sewers. Public health agencies therefore read them alongside hospital data and clinical testing, looking at trends over several weeks rather than a single measurement.`,
      },
      es: {
        title: "Lo que la vigilancia de aguas residuales puede y no puede decirnos",
        summary:
          "El monitoreo del drenaje se ha vuelto una de las principales formas de seguir el Covid-19 en una comunidad. Te explicamos cómo funciona, qué significan sus señales y cuáles son sus límites.",
        body: `Las personas infectadas con SARS-CoV-2 eliminan fragmentos del material genético del virus en las heces, se sientan enfermas o no, y se hagan una prueba o no. Las plantas de tratamiento toman muestras del agua residual que llega y los laboratorios miden cuánto ARN viral contienen. Como cada muestra refleja a todas las personas conectadas al drenaje, no depende de quién decide hacerse una prueba.

## Para qué sirve la señal

- Detectar tendencias: un aumento sostenido suele aparecer antes de que más personas busquen atención.
- Seguir variantes: la secuenciación de las muestras revela qué linajes circulan.
- Vigilar otros patógenos, como influenza, VSR o mpox, en algunos programas.

## Dónde se queda corta

Estos datos no dicen cuántas personas están infectadas, y los niveles pueden variar mucho por la lluvia, las descargas industriales o los cambios en los métodos de laboratorio. Tampoco incluyen a los hogares sin conexión al drenaje. Por eso, las autoridades de salud pública los interpretan junto con los datos hospitalarios y las pruebas clínicas, y observan tendencias de varias semanas en lugar de una sola medición.`,
      },
      fr: {
        title: "Ce que la surveillance des eaux usées peut nous apprendre, et ses limites",
        summary:
          "L'analyse des eaux usées est devenue l'un des principaux moyens de suivre le Covid-19 sur un territoire. Voici comment elle fonctionne, ce que signifient ses signaux et où s'arrêtent ses enseignements.",
        body: `Les personnes infectées par le SARS-CoV-2 excrètent des fragments du matériel génétique du virus dans leurs selles, qu'elles se sentent malades ou non, qu'elles se fassent tester ou non. Les stations d'épuration prélèvent des échantillons des eaux usées entrantes, et des laboratoires mesurent la quantité d'ARN viral qu'ils contiennent. Comme un échantillon reflète toutes les personnes raccordées au réseau, il ne dépend pas des comportements de dépistage.

## À quoi sert ce signal

- Repérer des tendances : une hausse durable apparaît souvent avant celle des consultations.
- Suivre les variants : le séquençage des échantillons révèle les lignées en circulation.
- Surveiller d'autres pathogènes, comme la grippe, le VRS ou le mpox, dans certains programmes.

## Ses limites

Ces données ne disent pas combien de personnes sont infectées, et les niveaux peuvent varier fortement selon la pluie, les rejets industriels ou les changements de méthodes d'analyse. Elles ignorent aussi les logements non raccordés au tout-à-l'égout. Les autorités sanitaires les lisent donc avec les données hospitalières et les tests cliniques, en suivant les tendances sur plusieurs semaines plutôt qu'une mesure isolée.`,
      },
      pt: {
        title: "O que a vigilância do esgoto pode e não pode nos dizer",
        summary:
          "O monitoramento do esgoto se tornou uma das principais formas de acompanhar a Covid-19 em uma comunidade. Veja como funciona, o que seus sinais significam e quais são seus limites.",
        body: `Pessoas infectadas pelo SARS-CoV-2 eliminam fragmentos do material genético do vírus nas fezes, tenham sintomas ou não, façam teste ou não. As estações de tratamento coletam amostras do esgoto que chega, e laboratórios medem quanto RNA viral elas contêm. Como cada amostra reflete todas as pessoas ligadas à rede, ela não depende de quem decide se testar.

## Para que serve o sinal

- Identificar tendências: um aumento sustentado costuma aparecer antes que mais pessoas procurem atendimento.
- Acompanhar variantes: o sequenciamento das amostras mostra quais linhagens estão circulando.
- Monitorar outros patógenos, como influenza, VSR ou mpox, em alguns programas.

## Onde ele falha

Esses dados não dizem quantas pessoas estão infectadas, e os níveis podem oscilar por causa de chuvas, despejos industriais ou mudanças nos métodos de laboratório. Eles também deixam de fora os domicílios sem ligação à rede de esgoto. Por isso, as autoridades de saúde pública os analisam junto com dados hospitalares e testes clínicos, observando tendências ao longo de várias semanas, e não uma medição isolada.`,
      },
    },
  },
  {
    slug: "how-covid-vaccines-are-updated-for-variants",
    category: "vaccines",
    access: "FREE",
    publishedDaysAgo: 5,
    featured: true,
    tags: ["vaccination", "surveillance"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/how-mrna-vaccines-work",
      "NEWS/what-immune-escape-means",
      "NEWS/how-vaccine-recommendations-are-made",
    ],
    translations: {
      en: {
        title: "How Covid-19 vaccines are updated to keep up with variants",
        summary:
          "Like influenza vaccines, Covid-19 vaccines are periodically reformulated. This explainer covers who reviews the evidence, how a target strain is chosen and why updates take time.",
        body: `SARS-CoV-2 keeps changing, and some changes help it slip past antibodies from earlier infections or vaccine doses. To keep protection closer to the viruses in circulation, manufacturers periodically update the part of the vaccine that teaches the immune system to recognize the spike protein.

## From data to a new formula

The process resembles the one used for seasonal influenza. Surveillance networks share genetic sequences and laboratory data on how well existing antibodies neutralize new lineages. A WHO technical advisory group reviews this evidence and advises on which strain to target, while regional and national regulators decide which composition they will authorize.

Manufacturers then produce and test the updated vaccines. Some platforms, such as mRNA, can be adapted relatively quickly; others need more lead time. That is one reason the target is usually chosen months before vaccination campaigns start.

## What an update does not change

An updated vaccine uses the same platform as before, and safety monitoring continues after authorization. Who is offered it, and when, is decided by each country's immunization advisers.`,
      },
      es: {
        title: "Cómo se actualizan las vacunas contra el Covid-19 para seguir a las variantes",
        summary:
          "Al igual que las vacunas contra la influenza, las del Covid-19 se reformulan periódicamente. Explicamos quién revisa la evidencia, cómo se elige la cepa y por qué las actualizaciones toman tiempo.",
        body: `El SARS-CoV-2 sigue cambiando, y algunos cambios le ayudan a evadir los anticuerpos generados por infecciones o dosis anteriores. Para que la protección se acerque a los virus que circulan, los fabricantes actualizan periódicamente la parte de la vacuna que enseña al sistema inmunitario a reconocer la proteína espiga.

## De los datos a una nueva fórmula

El proceso se parece al de la influenza estacional. Las redes de vigilancia comparten secuencias genéticas y datos de laboratorio sobre qué tan bien neutralizan los anticuerpos existentes a los nuevos linajes. Un grupo asesor técnico de la OMS revisa esa evidencia y recomienda qué cepa usar, mientras que los reguladores regionales y nacionales deciden qué composición autorizan.

Después, los fabricantes producen y prueban las vacunas actualizadas. Algunas plataformas, como la de ARNm, se adaptan con relativa rapidez; otras necesitan más tiempo. Por eso la cepa suele elegirse meses antes de las campañas de vacunación.

## Lo que no cambia

Una vacuna actualizada usa la misma plataforma y su seguridad se sigue vigilando después de autorizarse. A quién se ofrece y cuándo lo deciden los asesores de inmunización de cada país.`,
      },
      fr: {
        title: "Comment les vaccins contre le Covid-19 sont mis à jour face aux variants",
        summary:
          "Comme les vaccins antigrippaux, les vaccins contre le Covid-19 sont régulièrement adaptés. Qui examine les données, comment la souche cible est choisie et pourquoi cela prend du temps.",
        body: `Le SARS-CoV-2 continue d'évoluer, et certaines mutations l'aident à échapper aux anticorps issus d'infections ou de doses antérieures. Pour que la protection reste proche des virus en circulation, les fabricants mettent régulièrement à jour la partie du vaccin qui apprend au système immunitaire à reconnaître la protéine Spike.

## Des données à une nouvelle formule

Le processus ressemble à celui de la grippe saisonnière. Les réseaux de surveillance partagent des séquences génétiques et des données de laboratoire sur la capacité des anticorps existants à neutraliser les nouvelles lignées. Un groupe consultatif technique de l'OMS examine ces éléments et conseille une souche cible, tandis que les autorités réglementaires régionales et nationales décident de la composition qu'elles autorisent.

Les fabricants produisent et testent ensuite les vaccins adaptés. Certaines plateformes, comme l'ARN messager, s'adaptent assez vite ; d'autres demandent plus de délai. C'est pourquoi la souche est généralement choisie des mois avant les campagnes.

## Ce qui ne change pas

Un vaccin adapté repose sur la même plateforme, et sa sécurité reste surveillée après l'autorisation. Les publics concernés et le calendrier relèvent des instances vaccinales de chaque pays.`,
      },
      pt: {
        title: "Como as vacinas contra a Covid-19 são atualizadas para acompanhar as variantes",
        summary:
          "Assim como as vacinas contra a gripe, as da Covid-19 são reformuladas periodicamente. Entenda quem analisa as evidências, como a cepa-alvo é escolhida e por que as atualizações levam tempo.",
        body: `O SARS-CoV-2 continua mudando, e algumas mudanças o ajudam a escapar dos anticorpos gerados por infecções ou doses anteriores. Para manter a proteção próxima dos vírus em circulação, os fabricantes atualizam periodicamente a parte da vacina que ensina o sistema imunológico a reconhecer a proteína spike.

## Dos dados a uma nova fórmula

O processo lembra o da gripe sazonal. Redes de vigilância compartilham sequências genéticas e dados de laboratório sobre a capacidade dos anticorpos existentes de neutralizar novas linhagens. Um grupo consultivo técnico da OMS avalia essas evidências e recomenda a cepa-alvo, enquanto as agências reguladoras regionais e nacionais decidem qual composição vão autorizar.

Depois, os fabricantes produzem e testam as vacinas atualizadas. Algumas plataformas, como a de RNA mensageiro, podem ser adaptadas com relativa rapidez; outras exigem mais tempo. Por isso a cepa costuma ser escolhida meses antes das campanhas de vacinação.

## O que não muda

Uma vacina atualizada usa a mesma plataforma, e sua segurança continua sendo monitorada após a autorização. Quem recebe e quando são decisões dos comitês de imunização de cada país.`,
      },
    },
  },
  {
    slug: "how-new-variants-are-named-and-tracked",
    category: "variants",
    access: "FREE",
    publishedDaysAgo: 12,
    tags: ["surveillance"],
    source: "editorial-team",
    related: ["NEWS/how-agencies-assess-new-variants", "NEWS/why-genomic-sequencing-still-matters"],
    translations: {
      en: {
        title: "Greek letters, Pango lineages and clades: how variants get their names",
        summary:
          "A single variant can carry several labels at once. Here is why scientists and health agencies use different naming systems and how to read a name like BA.2 or XBB.1.5.",
        body: `Every time SARS-CoV-2 copies itself, small errors can creep into its genome. Most disappear, but some spread, and scientists group related viruses into lineages so they can follow them.

## Three systems, three purposes

- **Pango lineages** such as BA.2 or XBB.1.5 are used by researchers. Each dot marks a descendant branch, and names starting with X indicate recombinants, viruses that mix genetic material from two lineages.
- **Nextstrain clades** group viruses into broader branches of the family tree and are common in scientific papers.
- **Greek letters** were introduced by WHO for variants of concern, so the public could talk about them without pinning a place name on a virus, which can be stigmatizing and misleading.

## Why the labels keep multiplying

Lineage names can grow long, so abbreviations are created for deep branches. This can make new names look more alarming than they are. A new label only means that scientists can tell a group of viruses apart; whether it matters for public health depends on how it behaves, which agencies assess separately.`,
      },
      es: {
        title: "Letras griegas, linajes Pango y clados: cómo se nombran las variantes",
        summary:
          "Una misma variante puede tener varias etiquetas a la vez. Te contamos por qué científicos y agencias de salud usan distintos sistemas y cómo leer un nombre como BA.2 o XBB.1.5.",
        body: `Cada vez que el SARS-CoV-2 se copia, pueden colarse pequeños errores en su genoma. La mayoría desaparece, pero algunos se propagan, y los científicos agrupan los virus emparentados en linajes para poder seguirlos.

## Tres sistemas, tres propósitos

- **Los linajes Pango**, como BA.2 o XBB.1.5, los usan los investigadores. Cada punto marca una rama descendiente, y los nombres que empiezan con X indican recombinantes, virus que combinan material genético de dos linajes.
- **Los clados de Nextstrain** agrupan los virus en ramas más amplias del árbol familiar y son comunes en artículos científicos.
- **Las letras griegas** las introdujo la OMS para las variantes de preocupación, de modo que el público pudiera nombrarlas sin asociar un virus a un lugar, algo estigmatizante y engañoso.

## Por qué se multiplican las etiquetas

Los nombres de linaje pueden volverse muy largos, así que se crean abreviaturas para las ramas profundas. Eso puede hacer que un nombre nuevo parezca más alarmante de lo que es. Una nueva etiqueta solo significa que se puede distinguir un grupo de virus; su importancia para la salud pública depende de cómo se comporta, algo que las agencias evalúan por separado.`,
      },
      fr: {
        title: "Lettres grecques, lignées Pango et clades : comment les variants sont nommés",
        summary:
          "Un même variant peut porter plusieurs noms à la fois. Pourquoi chercheurs et agences sanitaires utilisent des systèmes différents, et comment lire un nom comme BA.2 ou XBB.1.5.",
        body: `Chaque fois que le SARS-CoV-2 se réplique, de petites erreurs peuvent se glisser dans son génome. La plupart disparaissent, mais certaines se propagent, et les scientifiques regroupent les virus apparentés en lignées pour les suivre.

## Trois systèmes, trois usages

- **Les lignées Pango**, comme BA.2 ou XBB.1.5, servent aux chercheurs. Chaque point marque une branche descendante, et les noms commençant par X désignent des recombinants, qui combinent le matériel génétique de deux lignées.
- **Les clades Nextstrain** regroupent les virus en grandes branches de l'arbre généalogique et sont fréquents dans les publications scientifiques.
- **Les lettres grecques** ont été introduites par l'OMS pour les variants préoccupants, afin d'en parler sans associer un virus à un lieu, ce qui est stigmatisant et trompeur.

## Pourquoi les noms se multiplient

Les noms de lignée peuvent devenir très longs ; on crée donc des abréviations pour les branches profondes. Un nouveau nom peut ainsi sembler plus inquiétant qu'il ne l'est. Il signifie seulement qu'un groupe de virus peut être distingué ; son importance pour la santé publique dépend de son comportement, que les agences évaluent à part.`,
      },
      pt: {
        title: "Letras gregas, linhagens Pango e clados: como as variantes ganham nomes",
        summary:
          "Uma mesma variante pode ter vários rótulos ao mesmo tempo. Saiba por que cientistas e agências de saúde usam sistemas diferentes e como ler um nome como BA.2 ou XBB.1.5.",
        body: `Cada vez que o SARS-CoV-2 se replica, pequenos erros podem surgir em seu genoma. A maioria desaparece, mas alguns se espalham, e os cientistas agrupam vírus aparentados em linhagens para poder acompanhá-los.

## Três sistemas, três finalidades

- **As linhagens Pango**, como BA.2 ou XBB.1.5, são usadas por pesquisadores. Cada ponto marca um ramo descendente, e nomes que começam com X indicam recombinantes, vírus que misturam material genético de duas linhagens.
- **Os clados da Nextstrain** agrupam os vírus em ramos mais amplos da árvore genealógica e são comuns em artigos científicos.
- **As letras gregas** foram introduzidas pela OMS para as variantes de preocupação, para que o público pudesse falar delas sem associar um vírus a um lugar, o que é estigmatizante e enganoso.

## Por que os rótulos se multiplicam

Os nomes de linhagem podem ficar muito longos, então abreviações são criadas para ramos profundos. Isso pode fazer um nome novo parecer mais alarmante do que é. Um novo rótulo só significa que um grupo de vírus pode ser diferenciado; sua importância para a saúde pública depende de como ele se comporta, algo que as agências avaliam separadamente.`,
      },
    },
  },
  {
    slug: "how-agencies-assess-new-variants",
    category: "variants",
    access: "FREE",
    publishedDaysAgo: 40,
    tags: ["surveillance", "vaccination"],
    source: "editorial-team",
    related: ["NEWS/how-new-variants-are-named-and-tracked", "NEWS/what-immune-escape-means"],
    translations: {
      en: {
        title: "Under monitoring, of interest, of concern: how agencies judge a new variant",
        summary:
          "Health agencies sort new variants into tiers based on the evidence available. This explainer looks at the questions they ask and why a label can change as data accumulate.",
        body: `When a new SARS-CoV-2 lineage starts to spread, agencies such as WHO and ECDC place it in a category that signals how closely it should be watched. The tiers, from variants under monitoring to variants of interest and variants of concern, reflect the strength of the evidence, not a prediction of disaster.

## The questions behind the label

- **Growth:** is the lineage replacing others in sequencing data from several regions?
- **Immune escape:** do laboratory tests show that antibodies from vaccination or past infection neutralize it less well?
- **Severity:** is there any sign that it causes more serious illness than the lineages it replaces?
- **Tools:** do tests, treatments and vaccines still work as expected?

Early answers are often uncertain. Growth can look fast when only a handful of sequences are available, and severity signals take weeks to appear in hospital data. That is why classifications are reviewed regularly, and why a variant can move up or down the list, or be dropped when it stops circulating.`,
      },
      es: {
        title: "En monitoreo, de interés, de preocupación: cómo evalúan las agencias una variante",
        summary:
          "Las agencias de salud clasifican las nuevas variantes en niveles según la evidencia disponible. Revisamos las preguntas que se hacen y por qué una etiqueta puede cambiar al acumularse datos.",
        body: `Cuando un nuevo linaje del SARS-CoV-2 empieza a propagarse, agencias como la OMS y el ECDC lo colocan en una categoría que indica con qué atención debe seguirse. Los niveles, desde variantes bajo monitoreo hasta variantes de interés y de preocupación, reflejan la solidez de la evidencia, no la predicción de una catástrofe.

## Las preguntas detrás de la etiqueta

- **Crecimiento:** ¿el linaje está desplazando a otros en los datos de secuenciación de varias regiones?
- **Escape inmunitario:** ¿las pruebas de laboratorio muestran que los anticuerpos de la vacunación o de infecciones previas lo neutralizan peor?
- **Gravedad:** ¿hay indicios de que cause enfermedad más grave que los linajes a los que reemplaza?
- **Herramientas:** ¿las pruebas, los tratamientos y las vacunas siguen funcionando como se espera?

Las primeras respuestas suelen ser inciertas. El crecimiento puede parecer rápido cuando hay pocas secuencias, y las señales de gravedad tardan semanas en aparecer en los datos hospitalarios. Por eso las clasificaciones se revisan con regularidad, y una variante puede subir, bajar o salir de la lista cuando deja de circular.`,
      },
      fr: {
        title: "Sous surveillance, d'intérêt, préoccupant : comment les agences évaluent un variant",
        summary:
          "Les agences sanitaires classent les nouveaux variants par niveaux selon les données disponibles. Les questions qu'elles se posent, et pourquoi un classement peut évoluer à mesure que les preuves s'accumulent.",
        body: `Quand une nouvelle lignée du SARS-CoV-2 commence à se diffuser, des agences comme l'OMS et l'ECDC la placent dans une catégorie qui indique le niveau de vigilance requis. Les niveaux, des variants sous surveillance aux variants d'intérêt puis préoccupants, traduisent la solidité des données, pas l'annonce d'une catastrophe.

## Les questions derrière le classement

- **Croissance :** la lignée remplace-t-elle les autres dans les données de séquençage de plusieurs régions ?
- **Échappement immunitaire :** les tests en laboratoire montrent-ils que les anticorps issus de la vaccination ou d'une infection la neutralisent moins bien ?
- **Gravité :** y a-t-il des signes qu'elle provoque des formes plus sévères que les lignées qu'elle remplace ?
- **Outils :** les tests, traitements et vaccins fonctionnent-ils toujours comme prévu ?

Les premières réponses sont souvent incertaines. La croissance peut paraître rapide quand peu de séquences sont disponibles, et les signaux de gravité mettent des semaines à apparaître dans les données hospitalières. Les classements sont donc revus régulièrement : un variant peut monter, descendre ou sortir de la liste quand il ne circule plus.`,
      },
      pt: {
        title: "Em monitoramento, de interesse, de preocupação: como as agências avaliam uma variante",
        summary:
          "As agências de saúde classificam novas variantes em níveis conforme as evidências disponíveis. Veja as perguntas que elas fazem e por que um rótulo pode mudar à medida que os dados se acumulam.",
        body: `Quando uma nova linhagem do SARS-CoV-2 começa a se espalhar, agências como a OMS e o ECDC a colocam em uma categoria que indica o grau de atenção necessário. Os níveis, de variantes em monitoramento a variantes de interesse e de preocupação, refletem a força das evidências, e não a previsão de uma catástrofe.

## As perguntas por trás do rótulo

- **Crescimento:** a linhagem está substituindo outras nos dados de sequenciamento de várias regiões?
- **Escape imune:** testes de laboratório mostram que anticorpos da vacinação ou de infecções anteriores a neutralizam pior?
- **Gravidade:** há sinais de que ela cause doença mais grave do que as linhagens que substitui?
- **Ferramentas:** testes, tratamentos e vacinas continuam funcionando como esperado?

As primeiras respostas costumam ser incertas. O crescimento pode parecer rápido quando há poucas sequências, e sinais de gravidade levam semanas para aparecer nos dados hospitalares. Por isso as classificações são revistas com frequência, e uma variante pode subir, descer ou sair da lista quando deixa de circular.`,
      },
    },
  },
  {
    slug: "clean-indoor-air-policy-explained",
    category: "policy",
    access: "FREE",
    publishedDaysAgo: 20,
    tags: ["ventilation", "air-quality", "workplaces"],
    source: "editorial-team",
    related: [
      "NEWS/ventilation-in-schools-explained",
      "SCIENTIFIC_LIBRARY/airborne-transmission-explained",
      "BLOG/clean-air-is-a-shared-responsibility",
    ],
    translations: {
      en: {
        title: "Why indoor air quality is becoming a public policy question",
        summary:
          "Clean drinking water became a public responsibility long ago. A growing number of experts argue that the air inside shared buildings deserves similar attention, and policy is slowly following.",
        body: `The pandemic put a spotlight on something engineers had studied for decades: the air inside buildings is shared, and poorly ventilated rooms let airborne particles, including viruses, build up. WHO has published guidance on improving ventilation, and many public health agencies now describe clean indoor air as a layer of protection against respiratory infections.

## What policy can look like

- Ventilation targets for public buildings, often expressed as airflow per person or as CO2 levels.
- Requirements or funding to inspect and maintain ventilation systems.
- Public display of indoor air measurements in places such as schools or offices.
- Procurement rules that favor better filtration when systems are replaced.

## The trade-offs

Better ventilation costs money and energy, especially in very hot or cold climates. Policymakers weigh those costs against fewer infections, fewer sick days and the wider benefits of clean air for concentration and comfort. Approaches differ between countries, and much of the debate is about how to measure success in practice.`,
      },
      es: {
        title: "Por qué la calidad del aire interior se está volviendo un tema de política pública",
        summary:
          "El agua potable se volvió una responsabilidad pública hace mucho. Cada vez más especialistas sostienen que el aire de los edificios compartidos merece una atención similar, y las políticas avanzan poco a poco.",
        body: `La pandemia puso en primer plano algo que los ingenieros estudiaban desde hace décadas: el aire dentro de los edificios es compartido, y en los espacios mal ventilados se acumulan partículas suspendidas, incluidos los virus. La OMS ha publicado orientaciones para mejorar la ventilación, y muchas agencias de salud pública describen hoy el aire interior limpio como una capa de protección contra las infecciones respiratorias.

## Cómo pueden ser estas políticas

- Metas de ventilación para edificios públicos, expresadas como caudal de aire por persona o como niveles de CO2.
- Requisitos o financiamiento para revisar y mantener los sistemas de ventilación.
- Publicación de mediciones del aire en lugares como escuelas u oficinas.
- Reglas de compra que favorezcan una mejor filtración al reemplazar equipos.

## Los costos y beneficios

Ventilar mejor cuesta dinero y energía, sobre todo en climas muy cálidos o fríos. Quienes diseñan políticas comparan esos costos con menos infecciones, menos ausencias por enfermedad y los beneficios del aire limpio para la concentración y la comodidad. Cada país lo aborda distinto, y buena parte del debate gira en torno a cómo medir los resultados.`,
      },
      fr: {
        title: "Pourquoi la qualité de l'air intérieur devient une question de politique publique",
        summary:
          "L'eau potable est devenue une responsabilité publique il y a longtemps. De plus en plus d'experts estiment que l'air des bâtiments partagés mérite la même attention, et les politiques suivent lentement.",
        body: `La pandémie a mis en lumière ce que les ingénieurs étudiaient depuis des décennies : l'air intérieur est partagé, et les pièces mal ventilées laissent s'accumuler les particules en suspension, y compris les virus. L'OMS a publié des orientations pour améliorer la ventilation, et de nombreuses agences sanitaires présentent aujourd'hui un air intérieur sain comme une couche de protection contre les infections respiratoires.

## À quoi peuvent ressembler ces politiques

- Des objectifs de ventilation pour les bâtiments publics, exprimés en débit d'air par personne ou en taux de CO2.
- Des obligations ou des financements pour contrôler et entretenir les systèmes de ventilation.
- L'affichage de mesures de la qualité de l'air dans des lieux comme les écoles ou les bureaux.
- Des règles d'achat favorisant une meilleure filtration lors du remplacement des équipements.

## Les arbitrages

Mieux ventiler coûte de l'argent et de l'énergie, surtout sous des climats très chauds ou très froids. Les décideurs mettent ces coûts en balance avec moins d'infections, moins d'arrêts maladie et les bienfaits d'un air sain pour la concentration et le confort. Les approches varient selon les pays, et le débat porte souvent sur la manière de mesurer les résultats.`,
      },
      pt: {
        title: "Por que a qualidade do ar interno está virando uma questão de política pública",
        summary:
          "A água potável se tornou uma responsabilidade pública há muito tempo. Cada vez mais especialistas defendem que o ar dos edifícios compartilhados merece atenção semelhante, e as políticas avançam aos poucos.",
        body: `A pandemia chamou atenção para algo que engenheiros estudavam havia décadas: o ar dentro dos edifícios é compartilhado, e ambientes mal ventilados deixam acumular partículas suspensas, incluindo vírus. A OMS publicou orientações para melhorar a ventilação, e muitas agências de saúde pública hoje descrevem o ar interno limpo como uma camada de proteção contra infecções respiratórias.

## Como essas políticas podem ser

- Metas de ventilação para prédios públicos, expressas em vazão de ar por pessoa ou em níveis de CO2.
- Exigências ou financiamento para inspecionar e manter os sistemas de ventilação.
- Divulgação de medições do ar em locais como escolas ou escritórios.
- Regras de compra que favoreçam melhor filtragem na troca de equipamentos.

## Os custos e benefícios

Ventilar melhor custa dinheiro e energia, principalmente em climas muito quentes ou frios. Os gestores comparam esses custos com menos infecções, menos afastamentos por doença e os benefícios do ar limpo para a concentração e o conforto. As abordagens variam entre países, e boa parte do debate é sobre como medir os resultados na prática.`,
      },
    },
  },
  {
    slug: "why-genomic-sequencing-still-matters",
    category: "research",
    access: "LIMITED",
    publishedDaysAgo: 60,
    tags: ["surveillance", "testing"],
    source: "editorial-team",
    related: ["NEWS/what-wastewater-surveillance-tells-us", "NEWS/genomic-surveillance-networks-in-latin-america"],
    translations: {
      en: {
        title: "Why genomic sequencing still matters after the emergency phase",
        summary:
          "Fewer people test for Covid-19 than during the emergency, yet sequencing the virus remains essential. A look at how laboratories keep watch and why sharing data across borders counts.",
        body: `Genomic sequencing reads the genetic code of a virus sample letter by letter. During the pandemic it allowed laboratories to spot new variants within weeks. Today, with far fewer clinical tests performed, keeping that watch running takes deliberate effort.

## Where the samples come from

Public health laboratories, including national reference institutions such as Fiocruz in Brazil, sequence samples from sentinel clinics, hospitalized patients, travelers and wastewater. A smaller but well-designed set of samples can still show which lineages are circulating, as long as it represents different regions and groups.

## Why it is worth the cost

- It shows whether a new lineage is growing, which informs vaccine updates.
- It helps check that diagnostic tests and treatments still work against current viruses.
- It builds laboratory capacity that also serves influenza, mpox and other threats.

Sequences are most useful when shared quickly in international databases, so that a lineage first seen in one country can be recognized elsewhere. Sustaining funding and trained staff between waves is one of the main challenges.`,
      },
      es: {
        title: "Por qué la secuenciación genómica sigue siendo importante después de la emergencia",
        summary:
          "Hoy se hacen muchas menos pruebas de Covid-19 que durante la emergencia, pero secuenciar el virus sigue siendo esencial. Así mantienen la vigilancia los laboratorios y por eso importa compartir datos entre países.",
        body: `La secuenciación genómica lee el código genético de una muestra viral letra por letra. Durante la pandemia permitió a los laboratorios detectar nuevas variantes en cuestión de semanas. Hoy, con muchas menos pruebas clínicas, mantener esa vigilancia exige un esfuerzo deliberado.

## De dónde vienen las muestras

Los laboratorios de salud pública, incluidas instituciones nacionales de referencia como Fiocruz en Brasil, secuencian muestras de clínicas centinela, pacientes hospitalizados, viajeros y aguas residuales. Un conjunto más pequeño pero bien diseñado puede mostrar qué linajes circulan, siempre que represente distintas regiones y grupos.

## Por qué vale la pena

- Muestra si un nuevo linaje está creciendo, lo que orienta la actualización de las vacunas.
- Ayuda a comprobar que las pruebas diagnósticas y los tratamientos siguen funcionando.
- Fortalece capacidades de laboratorio que también sirven para influenza, mpox y otras amenazas.

Las secuencias son más útiles cuando se comparten rápido en bases de datos internacionales, para que un linaje visto primero en un país se reconozca en otros. Sostener el financiamiento y al personal capacitado entre olas es uno de los principales retos.`,
      },
      fr: {
        title: "Pourquoi le séquençage génomique reste essentiel après la phase d'urgence",
        summary:
          "On se teste bien moins qu'au plus fort de la pandémie, mais séquencer le virus reste indispensable. Comment les laboratoires maintiennent la veille, et pourquoi le partage international des données compte.",
        body: `Le séquençage génomique lit le code génétique d'un échantillon viral lettre par lettre. Pendant la pandémie, il a permis aux laboratoires de repérer de nouveaux variants en quelques semaines. Aujourd'hui, avec beaucoup moins de tests cliniques, maintenir cette veille demande un effort délibéré.

## D'où viennent les échantillons

Les laboratoires de santé publique, dont des institutions nationales de référence comme Fiocruz au Brésil, séquencent des échantillons issus de réseaux de médecins sentinelles, de patients hospitalisés, de voyageurs et des eaux usées. Un ensemble plus restreint mais bien conçu suffit à montrer quelles lignées circulent, à condition de représenter différentes régions et populations.

## Pourquoi l'effort en vaut la peine

- Il montre si une nouvelle lignée progresse, ce qui éclaire l'adaptation des vaccins.
- Il permet de vérifier que les tests et les traitements restent efficaces.
- Il renforce des capacités de laboratoire utiles aussi pour la grippe, le mpox et d'autres menaces.

Les séquences sont plus utiles partagées rapidement dans des bases internationales, afin qu'une lignée repérée dans un pays soit reconnue ailleurs. Maintenir les financements et les équipes formées entre deux vagues reste un défi majeur.`,
      },
      pt: {
        title: "Por que o sequenciamento genômico continua importante depois da emergência",
        summary:
          "Hoje se testa muito menos para Covid-19 do que durante a emergência, mas sequenciar o vírus segue essencial. Veja como os laboratórios mantêm a vigilância e por que compartilhar dados entre países importa.",
        body: `O sequenciamento genômico lê o código genético de uma amostra viral letra por letra. Durante a pandemia, ele permitiu que laboratórios identificassem novas variantes em poucas semanas. Hoje, com muito menos testes clínicos, manter essa vigilância exige esforço deliberado.

## De onde vêm as amostras

Laboratórios de saúde pública, incluindo instituições nacionais de referência como a Fiocruz, sequenciam amostras de unidades sentinela, pacientes internados, viajantes e esgoto. Um conjunto menor, mas bem planejado, ainda mostra quais linhagens circulam, desde que represente diferentes regiões e grupos.

## Por que vale o investimento

- Mostra se uma nova linhagem está crescendo, o que orienta a atualização das vacinas.
- Ajuda a verificar se testes diagnósticos e tratamentos continuam funcionando.
- Fortalece a capacidade laboratorial que também serve para influenza, mpox e outras ameaças.

As sequências são mais úteis quando compartilhadas rapidamente em bancos de dados internacionais, para que uma linhagem vista primeiro em um país seja reconhecida em outros. Manter financiamento e equipes treinadas entre as ondas é um dos principais desafios.`,
      },
    },
  },
  {
    slug: "how-vaccine-recommendations-are-made",
    category: "policy",
    access: "FREE",
    publishedDaysAgo: 90,
    tags: ["vaccination"],
    source: "editorial-team",
    related: [
      "NEWS/how-covid-vaccines-are-updated-for-variants",
      "NEWS/vaccines-for-older-adults-and-high-risk-groups",
    ],
    translations: {
      en: {
        title: "Authorized versus recommended: who decides which vaccines are offered",
        summary:
          "A vaccine being approved does not automatically mean it is offered to everyone. This explainer separates the roles of regulators, advisory committees and international bodies.",
        body: `Vaccine decisions pass through several hands, and mixing them up is a common source of confusion.

## Regulators authorize

Medicines regulators review data on quality, safety and effectiveness and decide whether a vaccine can be marketed, and for which ages. Authorization answers the question "is this product acceptable for use?"

## Advisory committees recommend

National immunization technical advisory groups then consider who benefits most, how the vaccine fits the existing schedule, costs and supply. In France, for example, vaccine recommendations are issued by the Haute Autorité de Santé. At the global level, WHO's Strategic Advisory Group of Experts on Immunization (SAGE) issues recommendations that many countries use as a reference. In the European Union, ECDC provides scientific advice, while member states set their own programs.

## Why recommendations differ

Two countries can look at the same evidence and reach different conclusions because their epidemics, health systems and budgets differ. Recommendations are also revised as new data arrive. For questions about an individual situation, a health professional is the right person to ask.`,
      },
      es: {
        title: "Autorizada o recomendada: quién decide qué vacunas se ofrecen",
        summary:
          "Que una vacuna esté aprobada no significa que se ofrezca a todas las personas. Explicamos los papeles de los reguladores, los comités asesores y los organismos internacionales.",
        body: `Las decisiones sobre vacunas pasan por varias manos, y confundirlas es una fuente frecuente de malentendidos.

## Los reguladores autorizan

Las agencias reguladoras de medicamentos revisan datos de calidad, seguridad y eficacia, y deciden si una vacuna puede comercializarse y para qué edades. La autorización responde a la pregunta "¿este producto es aceptable para su uso?".

## Los comités asesores recomiendan

Después, los grupos técnicos asesores nacionales de inmunización analizan quién se beneficia más, cómo encaja la vacuna en el esquema existente, los costos y el abasto. En Francia, por ejemplo, las recomendaciones las emite la Haute Autorité de Santé. A nivel mundial, el Grupo de Expertos en Asesoramiento Estratégico sobre inmunización (SAGE) de la OMS emite recomendaciones que muchos países usan como referencia. En la Unión Europea, el ECDC brinda asesoría científica y cada Estado miembro define su programa.

## Por qué las recomendaciones difieren

Dos países pueden revisar la misma evidencia y llegar a conclusiones distintas porque sus epidemias, sistemas de salud y presupuestos son diferentes. Además, las recomendaciones se revisan cuando llegan nuevos datos. Para dudas sobre un caso particular, lo indicado es consultar a un profesional de la salud.`,
      },
      fr: {
        title: "Autorisé ou recommandé : qui décide des vaccins proposés",
        summary:
          "Qu'un vaccin soit autorisé ne signifie pas qu'il est proposé à tout le monde. Cet article distingue le rôle des autorités réglementaires, des comités consultatifs et des instances internationales.",
        body: `Les décisions vaccinales passent par plusieurs acteurs, et les confondre est une source fréquente de malentendus.

## Les autorités réglementaires autorisent

Les agences du médicament examinent les données de qualité, de sécurité et d'efficacité, puis décident si un vaccin peut être mis sur le marché, et pour quels âges. L'autorisation répond à la question « ce produit est-il acceptable ? ».

## Les comités consultatifs recommandent

Des groupes techniques consultatifs nationaux étudient ensuite qui en bénéficie le plus, la place du vaccin dans le calendrier, les coûts et l'approvisionnement. En France, les recommandations vaccinales relèvent de la Haute Autorité de santé. Au niveau mondial, le Groupe stratégique consultatif d'experts sur la vaccination (SAGE) de l'OMS émet des recommandations dont de nombreux pays s'inspirent. Dans l'Union européenne, l'ECDC fournit des avis scientifiques, tandis que chaque État membre définit son programme.

## Pourquoi les recommandations diffèrent

Deux pays peuvent examiner les mêmes données et conclure différemment, car leurs épidémies, leurs systèmes de santé et leurs budgets diffèrent. Les recommandations sont aussi révisées à mesure que de nouvelles données arrivent. Pour une situation personnelle, mieux vaut en parler à un professionnel de santé.`,
      },
      pt: {
        title: "Autorizada ou recomendada: quem decide quais vacinas são oferecidas",
        summary:
          "Uma vacina aprovada não é automaticamente oferecida a todas as pessoas. Este texto explica os papéis das agências reguladoras, dos comitês consultivos e dos organismos internacionais.",
        body: `As decisões sobre vacinas passam por várias instâncias, e confundi-las é uma fonte comum de mal-entendidos.

## Reguladores autorizam

As agências reguladoras de medicamentos avaliam dados de qualidade, segurança e eficácia e decidem se uma vacina pode ser comercializada, e para quais idades. A autorização responde à pergunta "este produto é aceitável para uso?".

## Comitês consultivos recomendam

Em seguida, grupos técnicos consultivos nacionais de imunização analisam quem mais se beneficia, como a vacina se encaixa no calendário, custos e disponibilidade. Na França, por exemplo, as recomendações são emitidas pela Haute Autorité de Santé. No plano global, o Grupo Consultivo Estratégico de Especialistas em Imunização (SAGE) da OMS publica recomendações que muitos países usam como referência. Na União Europeia, o ECDC oferece pareceres científicos, e cada Estado-membro define seu programa.

## Por que as recomendações variam

Dois países podem analisar as mesmas evidências e chegar a conclusões diferentes, porque suas epidemias, sistemas de saúde e orçamentos são distintos. As recomendações também são revistas à medida que surgem novos dados. Para dúvidas sobre um caso específico, o caminho é conversar com um profissional de saúde.`,
      },
    },
  },
  {
    slug: "research-on-nasal-and-mucosal-vaccines",
    category: "vaccines",
    access: "PREMIUM",
    publishedDaysAgo: 120,
    tags: ["vaccination"],
    source: "editorial-team",
    related: ["SCIENTIFIC_LIBRARY/how-mrna-vaccines-work", "SCIENTIFIC_LIBRARY/hybrid-immunity-and-waning"],
    translations: {
      en: {
        title: "Nasal and mucosal vaccines: why researchers want protection where the virus enters",
        summary:
          "Injected Covid-19 vaccines are good at preventing severe disease but less effective at blocking infection. Researchers are exploring vaccines sprayed or inhaled into the airways to close that gap.",
        body: `Respiratory viruses enter through the nose and throat. Injected vaccines train antibodies and immune cells that circulate in the blood and protect well against severe illness, but they produce relatively little immunity on the mucous membranes of the upper airways, where infection begins.

## The idea behind mucosal vaccines

Vaccines delivered as a nasal spray or an inhaled mist aim to generate immunity right at the point of entry, including a type of antibody called secretory IgA. In theory, this could reduce infection and onward transmission, not just severe disease.

## Why progress is slow

- Mucosal immune responses are harder to measure than blood antibodies, which complicates trials.
- The airways are sensitive, so delivery devices and safety need careful study.
- Showing an effect on transmission requires large, complex studies.

A few nasal or inhaled Covid-19 vaccines have been authorized in some countries, and many more candidates are in clinical trials. Researchers see the field as promising but still early, and results from well-designed trials will determine whether these vaccines become part of routine programs.`,
      },
      es: {
        title: "Vacunas nasales y de mucosas: proteger justo donde entra el virus",
        summary:
          "Las vacunas inyectables contra el Covid-19 previenen bien la enfermedad grave, pero bloquean menos la infección. La investigación explora vacunas rociadas o inhaladas en las vías respiratorias para cerrar esa brecha.",
        body: `Los virus respiratorios entran por la nariz y la garganta. Las vacunas inyectables entrenan anticuerpos y células inmunitarias que circulan en la sangre y protegen bien contra la enfermedad grave, pero generan relativamente poca inmunidad en las mucosas de las vías respiratorias altas, donde empieza la infección.

## La idea detrás de las vacunas de mucosas

Las vacunas en aerosol nasal o en forma inhalada buscan generar inmunidad en el punto de entrada, incluido un tipo de anticuerpo llamado IgA secretora. En teoría, esto podría reducir la infección y la transmisión, no solo la enfermedad grave.

## Por qué el avance es lento

- Las respuestas inmunitarias en mucosas son más difíciles de medir que los anticuerpos en sangre, lo que complica los ensayos.
- Las vías respiratorias son sensibles, así que los dispositivos y la seguridad requieren un estudio cuidadoso.
- Demostrar un efecto sobre la transmisión exige estudios grandes y complejos.

Algunas vacunas nasales o inhaladas contra el Covid-19 se han autorizado en ciertos países, y muchas más candidatas están en ensayos clínicos. Los investigadores consideran el campo prometedor pero todavía temprano.`,
      },
      fr: {
        title: "Vaccins nasaux et muqueux : protéger là où le virus entre",
        summary:
          "Les vaccins injectables contre le Covid-19 protègent bien des formes graves mais bloquent moins l'infection. La recherche explore des vaccins pulvérisés ou inhalés dans les voies respiratoires pour combler cet écart.",
        body: `Les virus respiratoires entrent par le nez et la gorge. Les vaccins injectables entraînent des anticorps et des cellules immunitaires qui circulent dans le sang et protègent bien des formes graves, mais ils induisent relativement peu d'immunité sur les muqueuses des voies respiratoires supérieures, là où l'infection commence.

## Le principe des vaccins muqueux

Administrés en spray nasal ou par inhalation, ces vaccins visent à créer une immunité au point d'entrée, notamment grâce à un type d'anticorps appelé IgA sécrétoire. En théorie, ils pourraient réduire l'infection et la transmission, et pas seulement les formes graves.

## Pourquoi les progrès sont lents

- Les réponses immunitaires muqueuses sont plus difficiles à mesurer que les anticorps sanguins, ce qui complique les essais.
- Les voies respiratoires sont sensibles : les dispositifs d'administration et la sécurité demandent une étude attentive.
- Démontrer un effet sur la transmission exige des études vastes et complexes.

Quelques vaccins nasaux ou inhalés contre le Covid-19 ont été autorisés dans certains pays, et de nombreux candidats sont en essais cliniques. Les chercheurs jugent le domaine prometteur mais encore jeune.`,
      },
      pt: {
        title: "Vacinas nasais e de mucosa: proteger exatamente onde o vírus entra",
        summary:
          "As vacinas injetáveis contra a Covid-19 previnem bem a doença grave, mas bloqueiam menos a infecção. Pesquisadores estudam vacinas em spray ou inaladas nas vias respiratórias para reduzir essa lacuna.",
        body: `Os vírus respiratórios entram pelo nariz e pela garganta. As vacinas injetáveis treinam anticorpos e células imunes que circulam no sangue e protegem bem contra a doença grave, mas geram relativamente pouca imunidade nas mucosas das vias aéreas superiores, onde a infecção começa.

## A ideia das vacinas de mucosa

Vacinas aplicadas como spray nasal ou inaladas buscam criar imunidade no ponto de entrada, incluindo um tipo de anticorpo chamado IgA secretora. Em teoria, isso poderia reduzir a infecção e a transmissão, e não apenas a doença grave.

## Por que o avanço é lento

- Respostas imunes nas mucosas são mais difíceis de medir do que anticorpos no sangue, o que complica os ensaios.
- As vias respiratórias são sensíveis, então os dispositivos de aplicação e a segurança exigem estudo cuidadoso.
- Demonstrar efeito sobre a transmissão requer estudos grandes e complexos.

Algumas vacinas nasais ou inaladas contra a Covid-19 foram autorizadas em certos países, e muitas outras candidatas estão em ensaios clínicos. Os pesquisadores veem a área como promissora, mas ainda inicial.`,
      },
    },
  },
  {
    slug: "ventilation-in-schools-explained",
    category: "policy",
    access: "FREE",
    publishedDaysAgo: 150,
    tags: ["schools", "ventilation", "air-quality"],
    source: "editorial-team",
    related: [
      "SCIENTIFIC_LIBRARY/co2-monitoring-as-a-ventilation-proxy",
      "BLOG/a-teacher-and-the-classroom-co2-monitor",
      "NEWS/clean-indoor-air-policy-explained",
    ],
    translations: {
      en: {
        title: "Ventilation in classrooms: what schools are measuring and why",
        summary:
          "Classrooms pack many people into small rooms for hours. Here is why ventilation in schools has drawn attention from health agencies and what measures are commonly discussed.",
        body: `A classroom is one of the most crowded indoor spaces most people spend time in: twenty or thirty people, several hours a day, often in older buildings without mechanical ventilation. That makes schools a natural focus for efforts to reduce airborne spread of respiratory infections.

## The usual toolbox

- **Opening windows** in a planned way, for example during and between lessons, when the weather allows.
- **CO2 monitors**, which show when exhaled air is building up and the room needs more fresh air.
- **Portable air cleaners** with HEPA filters where opening windows is not enough.
- **Maintenance** of existing ventilation systems, which are sometimes switched off or poorly adjusted.

Public health agencies in several countries, including Santé publique France, have highlighted indoor air quality in schools as a health issue that goes beyond Covid-19: stale air is also linked to headaches, tiredness and difficulty concentrating.

## The practical challenges

Cold winters, outdoor noise and pollution can make windows a poor option. Budgets, maintenance and training staff to read monitors all matter as much as buying equipment.`,
      },
      es: {
        title: "Ventilación en las aulas: qué miden las escuelas y por qué",
        summary:
          "En las aulas se reúnen muchas personas en espacios pequeños durante horas. Te explicamos por qué la ventilación escolar ha llamado la atención de las agencias de salud y qué medidas se discuten.",
        body: `Un salón de clases es uno de los espacios interiores más concurridos en los que pasamos tiempo: veinte o treinta personas, varias horas al día, a menudo en edificios antiguos sin ventilación mecánica. Por eso las escuelas son un foco natural para reducir la transmisión aérea de infecciones respiratorias.

## Las herramientas habituales

- **Abrir ventanas** de forma planeada, por ejemplo durante y entre clases, cuando el clima lo permite.
- **Medidores de CO2**, que muestran cuándo se acumula el aire exhalado y hace falta más aire fresco.
- **Purificadores portátiles** con filtros HEPA donde abrir ventanas no basta.
- **Mantenimiento** de los sistemas de ventilación existentes, que a veces están apagados o mal ajustados.

Agencias de salud pública de varios países, entre ellas Santé publique France, han señalado la calidad del aire en las escuelas como un tema de salud que va más allá del Covid-19: el aire viciado también se asocia con dolor de cabeza, cansancio y dificultad para concentrarse.

## Los retos prácticos

Los inviernos fríos, el ruido y la contaminación exterior pueden hacer que las ventanas no sean una buena opción. El presupuesto, el mantenimiento y la capacitación del personal importan tanto como comprar equipos.`,
      },
      fr: {
        title: "Ventilation des salles de classe : ce que mesurent les écoles, et pourquoi",
        summary:
          "Une salle de classe réunit beaucoup de monde dans un petit espace pendant des heures. Pourquoi l'aération des écoles retient l'attention des agences sanitaires, et quelles mesures sont couramment évoquées.",
        body: `Une salle de classe est l'un des espaces intérieurs les plus densément occupés que l'on fréquente : vingt ou trente personnes, plusieurs heures par jour, souvent dans des bâtiments anciens sans ventilation mécanique. Les écoles sont donc une cible naturelle pour limiter la transmission aérienne des infections respiratoires.

## Les outils habituels

- **Aérer** de façon organisée, par exemple pendant et entre les cours, quand le temps le permet.
- **Des capteurs de CO2**, qui montrent quand l'air expiré s'accumule et qu'il faut renouveler l'air.
- **Des purificateurs d'air** à filtre HEPA là où l'ouverture des fenêtres ne suffit pas.
- **L'entretien** des systèmes de ventilation existants, parfois éteints ou mal réglés.

Des agences sanitaires de plusieurs pays, dont Santé publique France, soulignent que la qualité de l'air dans les écoles est un enjeu de santé qui dépasse le Covid-19 : un air confiné est aussi associé à des maux de tête, de la fatigue et des difficultés de concentration.

## Les difficultés pratiques

Les hivers froids, le bruit et la pollution extérieure peuvent rendre l'ouverture des fenêtres peu adaptée. Le budget, l'entretien et la formation des équipes comptent autant que l'achat d'équipements.`,
      },
      pt: {
        title: "Ventilação nas salas de aula: o que as escolas medem e por quê",
        summary:
          "As salas de aula reúnem muitas pessoas em espaços pequenos por horas. Entenda por que a ventilação nas escolas atraiu a atenção de agências de saúde e quais medidas costumam ser discutidas.",
        body: `Uma sala de aula é um dos ambientes internos mais lotados que frequentamos: vinte ou trinta pessoas, várias horas por dia, muitas vezes em prédios antigos sem ventilação mecânica. Por isso as escolas são um foco natural para reduzir a transmissão aérea de infecções respiratórias.

## As ferramentas mais comuns

- **Abrir janelas** de forma planejada, por exemplo durante e entre as aulas, quando o clima permite.
- **Medidores de CO2**, que mostram quando o ar exalado está se acumulando e o ambiente precisa de mais ar fresco.
- **Purificadores portáteis** com filtro HEPA onde abrir janelas não é suficiente.
- **Manutenção** dos sistemas de ventilação existentes, que às vezes ficam desligados ou mal regulados.

Agências de saúde pública de vários países, entre elas a Santé publique France, apontam a qualidade do ar nas escolas como uma questão de saúde que vai além da Covid-19: o ar abafado também está associado a dor de cabeça, cansaço e dificuldade de concentração.

## Os desafios práticos

Invernos frios, barulho e poluição externa podem tornar as janelas uma opção ruim. Orçamento, manutenção e treinamento das equipes importam tanto quanto a compra de equipamentos.`,
      },
    },
  },
  {
    slug: "what-immune-escape-means",
    category: "variants",
    access: "LIMITED",
    publishedDaysAgo: 200,
    tags: ["vaccination", "surveillance"],
    source: "editorial-team",
    related: [
      "NEWS/how-agencies-assess-new-variants",
      "SCIENTIFIC_LIBRARY/hybrid-immunity-and-waning",
      "NEWS/how-covid-vaccines-are-updated-for-variants",
    ],
    translations: {
      en: {
        title: "What 'immune escape' means, and what it does not",
        summary:
          "Headlines about variants that evade immunity can sound alarming. This explainer looks at what immune escape is, how it is measured and why protection against severe disease tends to hold up better.",
        body: `Immune escape describes changes in a virus that make it harder for existing antibodies to recognize it. For SARS-CoV-2, many of these changes affect the spike protein, the part of the virus that antibodies from vaccines and past infections mainly target.

## How scientists measure it

In the laboratory, researchers mix blood samples from vaccinated or previously infected people with a new variant and check how much antibody is needed to block it. A drop compared with older variants signals some degree of escape. These tests are fast and useful, but they capture only one part of the immune response.

## Why it is not all-or-nothing

- Antibodies that neutralize less well can still contribute to protection.
- T cells recognize many different parts of the virus, which tend to change less.
- Memory cells can produce new, better-matched antibodies after exposure.

In practice, immune escape usually means more reinfections and breakthrough infections, while protection against severe illness is more durable. It is one of the main reasons vaccines are periodically updated.`,
      },
      es: {
        title: "Qué significa el 'escape inmunitario' y qué no significa",
        summary:
          "Los titulares sobre variantes que evaden la inmunidad pueden sonar alarmantes. Explicamos qué es el escape inmunitario, cómo se mide y por qué la protección contra la enfermedad grave suele resistir mejor.",
        body: `El escape inmunitario describe cambios en un virus que hacen más difícil que los anticuerpos existentes lo reconozcan. En el SARS-CoV-2, muchos de esos cambios afectan la proteína espiga, la parte del virus a la que se dirigen principalmente los anticuerpos de las vacunas y de infecciones previas.

## Cómo se mide

En el laboratorio, se mezclan muestras de sangre de personas vacunadas o que ya tuvieron la infección con una nueva variante, y se observa cuánto anticuerpo hace falta para bloquearla. Una caída frente a variantes anteriores indica cierto grado de escape. Estas pruebas son rápidas y útiles, pero solo capturan una parte de la respuesta inmunitaria.

## Por qué no es todo o nada

- Los anticuerpos que neutralizan peor pueden seguir contribuyendo a la protección.
- Las células T reconocen muchas partes distintas del virus, que suelen cambiar menos.
- Las células de memoria pueden producir anticuerpos nuevos y mejor ajustados tras una exposición.

En la práctica, el escape inmunitario suele traducirse en más reinfecciones e infecciones en personas vacunadas, mientras que la protección contra la enfermedad grave es más duradera. Es una de las principales razones por las que las vacunas se actualizan.`,
      },
      fr: {
        title: "Ce que signifie « l'échappement immunitaire », et ce qu'il ne signifie pas",
        summary:
          "Les titres sur des variants qui échappent à l'immunité peuvent inquiéter. Ce qu'est l'échappement immunitaire, comment on le mesure et pourquoi la protection contre les formes graves tient généralement mieux.",
        body: `L'échappement immunitaire désigne des modifications d'un virus qui rendent plus difficile sa reconnaissance par les anticorps existants. Pour le SARS-CoV-2, beaucoup de ces modifications touchent la protéine Spike, principale cible des anticorps issus des vaccins et des infections passées.

## Comment on le mesure

En laboratoire, des chercheurs mettent en contact des échantillons de sang de personnes vaccinées ou déjà infectées avec un nouveau variant, et mesurent la quantité d'anticorps nécessaire pour le bloquer. Une baisse par rapport aux variants précédents signale un certain échappement. Ces tests sont rapides et utiles, mais ne décrivent qu'une partie de la réponse immunitaire.

## Pourquoi ce n'est pas tout ou rien

- Des anticorps moins neutralisants peuvent encore contribuer à la protection.
- Les lymphocytes T reconnaissent de nombreuses parties du virus, qui évoluent moins.
- Les cellules mémoire peuvent produire de nouveaux anticorps mieux adaptés après une exposition.

En pratique, l'échappement immunitaire se traduit surtout par davantage de réinfections et d'infections chez des personnes vaccinées, tandis que la protection contre les formes graves est plus durable. C'est l'une des principales raisons des mises à jour vaccinales.`,
      },
      pt: {
        title: "O que significa 'escape imune', e o que não significa",
        summary:
          "Manchetes sobre variantes que escapam da imunidade podem assustar. Entenda o que é o escape imune, como ele é medido e por que a proteção contra a doença grave costuma se manter melhor.",
        body: `O escape imune descreve mudanças em um vírus que dificultam seu reconhecimento pelos anticorpos existentes. No SARS-CoV-2, muitas dessas mudanças afetam a proteína spike, a parte do vírus que os anticorpos das vacinas e de infecções anteriores atacam principalmente.

## Como é medido

No laboratório, pesquisadores misturam amostras de sangue de pessoas vacinadas ou já infectadas com uma nova variante e verificam quanto anticorpo é necessário para bloqueá-la. Uma queda em relação às variantes anteriores indica algum grau de escape. Esses testes são rápidos e úteis, mas captam apenas uma parte da resposta imune.

## Por que não é tudo ou nada

- Anticorpos que neutralizam pior ainda podem contribuir para a proteção.
- As células T reconhecem muitas partes diferentes do vírus, que tendem a mudar menos.
- Células de memória podem produzir anticorpos novos e mais ajustados após uma exposição.

Na prática, o escape imune costuma significar mais reinfecções e infecções em pessoas vacinadas, enquanto a proteção contra a doença grave é mais duradoura. Essa é uma das principais razões para a atualização periódica das vacinas.`,
      },
    },
  },
  {
    slug: "long-covid-research-priorities",
    category: "research",
    access: "FREE",
    publishedDaysAgo: 250,
    tags: ["long-covid"],
    source: "editorial-team",
    related: ["SCIENTIFIC_LIBRARY/what-is-long-covid", "SCIENTIFIC_LIBRARY/proposed-mechanisms-of-long-covid"],
    translations: {
      en: {
        title: "Long Covid research: the open questions scientists are trying to answer",
        summary:
          "Years into the pandemic, long Covid remains poorly understood. Here are the main research questions, from causes and diagnosis to treatment and care, and why answering them is hard.",
        body: `Long Covid, which WHO calls post COVID-19 condition, affects people of all ages, including many who had a mild initial infection. WHO has published a clinical case definition to help researchers and clinicians speak the same language, but many basic questions are still open.

## The main research fronts

- **Causes:** several mechanisms are being studied, and different people may have different underlying problems.
- **Diagnosis:** there is no single test, so researchers are looking for biomarkers that could confirm the condition and group patients.
- **Treatment:** clinical trials are testing medicines and rehabilitation approaches, but few have produced clear answers so far.
- **Care and support:** health systems are working out how to organize clinics, rehabilitation and support for returning to work or school.

## Why it is difficult

Symptoms vary widely, come and go, and overlap with other conditions such as ME/CFS. Studies need long follow-up and careful comparison groups. Patient organizations have pushed for research that includes people living with the condition in its design, an approach many funders now encourage.`,
      },
      es: {
        title: "Investigación sobre covid persistente: las preguntas abiertas",
        summary:
          "Años después del inicio de la pandemia, el covid persistente sigue siendo poco comprendido. Repasamos las principales preguntas de investigación, desde sus causas y diagnóstico hasta el tratamiento y la atención.",
        body: `El covid persistente, que la OMS llama afección posterior a la COVID-19, afecta a personas de todas las edades, incluidas muchas que tuvieron una infección inicial leve. La OMS publicó una definición clínica de caso para que investigadores y médicos hablen el mismo idioma, pero muchas preguntas básicas siguen abiertas.

## Los principales frentes de investigación

- **Causas:** se estudian varios mecanismos, y distintas personas podrían tener problemas de fondo diferentes.
- **Diagnóstico:** no existe una prueba única, así que se buscan biomarcadores que confirmen la afección y permitan agrupar a los pacientes.
- **Tratamiento:** los ensayos clínicos prueban medicamentos y enfoques de rehabilitación, aunque pocos han dado respuestas claras hasta ahora.
- **Atención y apoyo:** los sistemas de salud buscan cómo organizar clínicas, rehabilitación y apoyo para volver al trabajo o a la escuela.

## Por qué es difícil

Los síntomas varían mucho, van y vienen, y se superponen con otras afecciones como la EM/SFC. Los estudios requieren seguimiento prolongado y grupos de comparación cuidadosos. Las organizaciones de pacientes han impulsado que las personas afectadas participen en el diseño de la investigación.`,
      },
      fr: {
        title: "Recherche sur le Covid long : les questions encore ouvertes",
        summary:
          "Des années après le début de la pandémie, le Covid long reste mal compris. Tour d'horizon des grandes questions de recherche, des causes au diagnostic, jusqu'aux traitements et à la prise en charge.",
        body: `Le Covid long, que l'OMS appelle affection post-COVID-19, touche des personnes de tous âges, y compris beaucoup qui avaient fait une infection initiale bénigne. L'OMS a publié une définition clinique pour que chercheurs et soignants parlent le même langage, mais de nombreuses questions fondamentales restent ouvertes.

## Les principaux axes de recherche

- **Les causes :** plusieurs mécanismes sont étudiés, et différentes personnes pourraient présenter des atteintes sous-jacentes différentes.
- **Le diagnostic :** faute de test unique, les chercheurs cherchent des biomarqueurs pour confirmer l'affection et classer les patients.
- **Les traitements :** des essais cliniques évaluent des médicaments et des approches de réadaptation, mais peu ont livré des réponses nettes à ce jour.
- **La prise en charge :** les systèmes de santé cherchent à organiser consultations spécialisées, réadaptation et accompagnement du retour au travail ou à l'école.

## Pourquoi c'est difficile

Les symptômes varient beaucoup, fluctuent et recoupent d'autres maladies comme l'EM/SFC. Les études exigent un suivi long et des groupes de comparaison rigoureux. Les associations de patients plaident pour associer les personnes concernées à la conception des recherches.`,
      },
      pt: {
        title: "Pesquisa sobre Covid longa: as perguntas que continuam em aberto",
        summary:
          "Anos após o início da pandemia, a Covid longa ainda é pouco compreendida. Veja as principais perguntas de pesquisa, das causas e do diagnóstico ao tratamento e ao cuidado.",
        body: `A Covid longa, que a OMS chama de condição pós-COVID-19, afeta pessoas de todas as idades, incluindo muitas que tiveram uma infecção inicial leve. A OMS publicou uma definição clínica de caso para que pesquisadores e profissionais falem a mesma língua, mas muitas perguntas básicas seguem em aberto.

## As principais frentes de pesquisa

- **Causas:** vários mecanismos estão em estudo, e pessoas diferentes podem ter problemas de base diferentes.
- **Diagnóstico:** não existe um exame único, então pesquisadores buscam biomarcadores que confirmem a condição e agrupem os pacientes.
- **Tratamento:** ensaios clínicos testam medicamentos e abordagens de reabilitação, mas poucos trouxeram respostas claras até agora.
- **Cuidado e apoio:** os sistemas de saúde tentam organizar ambulatórios, reabilitação e apoio para a volta ao trabalho ou à escola.

## Por que é difícil

Os sintomas variam muito, vêm e vão, e se sobrepõem a outras condições, como a EM/SFC. Os estudos exigem acompanhamento longo e grupos de comparação cuidadosos. Organizações de pacientes defendem que as pessoas afetadas participem do desenho das pesquisas.`,
      },
    },
  },
  {
    slug: "vaccines-for-older-adults-and-high-risk-groups",
    category: "vaccines",
    access: "FREE",
    publishedDaysAgo: 300,
    tags: ["vaccination", "older-adults"],
    source: "editorial-team",
    related: ["NEWS/how-vaccine-recommendations-are-made", "PUBLIC_HEALTH/covid-19-in-care-homes"],
    translations: {
      en: {
        title: "Why Covid-19 vaccine programs focus on older adults and high-risk groups",
        summary:
          "Many countries now target Covid-19 vaccination at the people most likely to become seriously ill. This explainer looks at the reasoning behind that shift and how regional cooperation supports it.",
        body: `In the early vaccination campaigns, the aim was to reach as many people as possible. Today, most countries concentrate their Covid-19 programs on groups at higher risk of severe illness, in line with WHO guidance that prioritizes them.

## Why age matters so much

The immune system changes with age, a process sometimes called immunosenescence. Older adults tend to respond less strongly to infections and vaccines, and protection may fade faster. Age is also linked to chronic conditions that raise the risk of complications. Other groups often prioritized include people with weakened immune systems, some chronic diseases, pregnant people and health workers, depending on national policy.

## Reaching people in practice

- Integrating Covid-19 vaccination with influenza campaigns and routine care.
- Bringing vaccines to care homes and people who cannot travel.
- Pooled purchasing: in the Americas, PAHO's Revolving Fund helps countries buy vaccines together at more affordable prices.

Eligibility rules differ between countries and change over time. Anyone unsure whether a vaccine is recommended for them can ask a health professional.`,
      },
      es: {
        title: "Por qué la vacunación contra el Covid-19 se enfoca en personas mayores y grupos de riesgo",
        summary:
          "Muchos países dirigen hoy la vacunación contra el Covid-19 a quienes tienen más probabilidad de enfermar gravemente. Explicamos el razonamiento detrás de ese cambio y cómo lo apoya la cooperación regional.",
        body: `En las primeras campañas, el objetivo era vacunar a la mayor cantidad posible de personas. Hoy, la mayoría de los países concentra sus programas contra el Covid-19 en los grupos con mayor riesgo de enfermedad grave, en línea con las orientaciones de la OMS que los priorizan.

## Por qué importa tanto la edad

El sistema inmunitario cambia con los años (inmunosenescencia). Las personas mayores suelen responder con menos fuerza a las infecciones y a las vacunas, y la protección puede disminuir más rápido. La edad también se asocia con enfermedades crónicas que elevan el riesgo de complicaciones. Otros grupos que suelen priorizarse, según la política nacional, son las personas inmunodeprimidas, con ciertas enfermedades crónicas, embarazadas y el personal de salud.

## Cómo llegar a las personas

- Integrar la vacunación contra el Covid-19 con las campañas de influenza y la atención de rutina.
- Llevar las vacunas a residencias y a quienes no pueden desplazarse.
- Compras conjuntas: en las Américas, el Fondo Rotatorio de la OPS ayuda a los países a adquirir vacunas a precios más accesibles.

Los criterios varían entre países y cambian con el tiempo; ante cualquier duda personal, conviene consultar a un profesional de la salud.`,
      },
      fr: {
        title: "Pourquoi la vaccination contre le Covid-19 cible les personnes âgées et à risque",
        summary:
          "De nombreux pays concentrent désormais la vaccination contre le Covid-19 sur les personnes les plus exposées aux formes graves. Les raisons de ce recentrage, et comment la coopération régionale le soutient.",
        body: `Lors des premières campagnes, l'objectif était de vacciner le plus grand nombre. Aujourd'hui, la plupart des pays concentrent leurs programmes contre le Covid-19 sur les groupes les plus à risque de formes graves, conformément aux orientations de l'OMS qui les placent en priorité.

## Pourquoi l'âge compte autant

Le système immunitaire évolue avec l'âge, un phénomène parfois appelé immunosénescence. Les personnes âgées répondent souvent moins fortement aux infections et aux vaccins, et la protection peut décliner plus vite. L'âge est aussi lié à des maladies chroniques qui augmentent le risque de complications. Selon les politiques nationales, d'autres groupes sont souvent prioritaires : personnes immunodéprimées, atteintes de certaines maladies chroniques, femmes enceintes et soignants.

## Atteindre les personnes concernées

- Associer la vaccination contre le Covid-19 aux campagnes antigrippales et aux soins courants.
- Apporter les vaccins dans les établissements pour personnes âgées et aux personnes qui ne peuvent pas se déplacer.
- Mutualiser les achats : dans les Amériques, le Fonds renouvelable de l'OPS aide les pays à acheter des vaccins ensemble à des prix plus abordables.

Les critères varient selon les pays et évoluent. En cas de doute sur sa propre situation, un professionnel de santé peut répondre.`,
      },
      pt: {
        title: "Por que a vacinação contra a Covid-19 se concentra em idosos e grupos de risco",
        summary:
          "Muitos países hoje direcionam a vacinação contra a Covid-19 a quem tem maior chance de adoecer gravemente. Entenda o raciocínio por trás dessa mudança e como a cooperação regional a apoia.",
        body: `Nas primeiras campanhas, o objetivo era vacinar o maior número possível de pessoas. Hoje, a maioria dos países concentra seus programas contra a Covid-19 nos grupos com maior risco de doença grave, em linha com as orientações da OMS que os priorizam.

## Por que a idade pesa tanto

O sistema imunológico muda com a idade, um processo às vezes chamado de imunossenescência. Pessoas idosas tendem a responder com menos força a infecções e vacinas, e a proteção pode diminuir mais rápido. A idade também está ligada a doenças crônicas que aumentam o risco de complicações. Outros grupos frequentemente priorizados, conforme a política nacional, incluem pessoas imunossuprimidas, com certas doenças crônicas, gestantes e trabalhadores da saúde.

## Como alcançar as pessoas

- Integrar a vacinação contra a Covid-19 às campanhas de influenza e ao atendimento de rotina.
- Levar as vacinas a instituições de longa permanência e a quem não consegue se deslocar.
- Compras conjuntas: nas Américas, o Fundo Rotativo da OPAS ajuda os países a adquirir vacinas juntos, a preços mais acessíveis.

Os critérios variam entre países e mudam com o tempo. Em caso de dúvida sobre a própria situação, vale conversar com um profissional de saúde.`,
      },
    },
  },
  {
    slug: "genomic-surveillance-networks-in-latin-america",
    category: "variants",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 30,
    tags: ["surveillance"],
    source: "editorial-team",
    related: ["NEWS/why-genomic-sequencing-still-matters", "NEWS/how-new-variants-are-named-and-tracked"],
    translations: {
      es: {
        title: "Redes de vigilancia genómica en América Latina: cómo se siguen las variantes en la región",
        summary:
          "La cooperación entre laboratorios de la región permite detectar y compartir información sobre nuevas variantes del SARS-CoV-2. Explicamos cómo funcionan estas redes y qué retos enfrentan.",
        body: `Durante la pandemia, muchos países de América Latina y el Caribe ampliaron su capacidad para secuenciar el genoma del SARS-CoV-2. La OPS impulsó una red regional de vigilancia genómica que conecta laboratorios nacionales con centros de referencia, para que los países con menos equipo pudieran enviar muestras y recibir resultados.

## Cómo funciona la red

- Los laboratorios nacionales seleccionan muestras representativas de distintas regiones y grupos de edad.
- Las muestras se secuencian en el propio país o en un laboratorio de referencia de la red.
- Las secuencias se comparten en bases de datos internacionales, lo que permite comparar linajes entre países.
- La capacitación y el intercambio de protocolos ayudan a que los datos sean comparables.

## Los retos actuales

Con menos pruebas clínicas, conseguir muestras suficientes es más difícil, y mantener equipos, reactivos y personal especializado entre olas exige financiamiento estable. Por eso muchas redes están integrando la vigilancia del SARS-CoV-2 con la de la influenza y otros virus respiratorios, y sumando fuentes como las aguas residuales. La experiencia acumulada también fortalece la preparación de la región ante futuras amenazas.`,
      },
    },
  },
  {
    slug: "how-antigen-tests-perform-with-new-variants",
    category: "research",
    access: "FREE",
    publishedDaysAgo: 350,
    tags: ["testing"],
    source: "editorial-team",
    related: ["NEWS/what-wastewater-surveillance-tells-us", "NEWS/how-agencies-assess-new-variants"],
    translations: {
      en: {
        title: "Do rapid antigen tests still work against new variants?",
        summary:
          "Each new variant raises the question of whether home tests can still detect it. This explainer covers what rapid tests look for, why most keep working, and what limits their accuracy.",
        body: `Rapid antigen tests detect proteins from the virus rather than its genetic material. Most of them target the nucleocapsid protein, which sits inside the virus and changes much less than the spike protein on its surface. That is the main reason most tests have continued to detect new variants.

## How performance is checked

Regulators and independent laboratories evaluate tests against reference samples, including new variants when they appear. If mutations affect the part of the protein a test recognizes, its performance could drop, so monitoring continues as the virus evolves.

## The limits that have not changed

- Antigen tests are less sensitive than laboratory PCR tests, especially early in an infection when there is little virus in the sample.
- A negative result does not rule out infection, which is why health agencies such as the CDC have described repeat testing over several days.
- Sample collection matters: following the instructions closely affects accuracy.

A positive result is generally reliable. For decisions about care, particularly for people at higher risk, a health professional can help interpret results.`,
      },
      es: {
        title: "¿Las pruebas rápidas de antígeno siguen funcionando con las nuevas variantes?",
        summary:
          "Cada nueva variante plantea la duda de si las pruebas caseras aún la detectan. Explicamos qué buscan las pruebas rápidas, por qué la mayoría sigue funcionando y qué limita su precisión.",
        body: `Las pruebas rápidas de antígeno detectan proteínas del virus, no su material genético. La mayoría busca la proteína de la nucleocápside, que está dentro del virus y cambia mucho menos que la proteína espiga de su superficie. Esa es la principal razón por la que casi todas las pruebas han seguido detectando las nuevas variantes.

## Cómo se verifica su desempeño

Los reguladores y laboratorios independientes evalúan las pruebas con muestras de referencia, incluidas nuevas variantes cuando aparecen. Si una mutación afecta la parte de la proteína que reconoce la prueba, su desempeño podría bajar, así que la vigilancia continúa conforme evoluciona el virus.

## Los límites que no han cambiado

- Las pruebas de antígeno son menos sensibles que la PCR de laboratorio, sobre todo al inicio de la infección, cuando hay poco virus en la muestra.
- Un resultado negativo no descarta la infección; por eso agencias como los CDC han descrito la repetición de pruebas durante varios días.
- La toma de muestra importa: seguir las instrucciones con cuidado influye en la precisión.

Un resultado positivo suele ser confiable. Para decisiones sobre atención médica, sobre todo en personas de mayor riesgo, un profesional de la salud puede ayudar a interpretar los resultados.`,
      },
      fr: {
        title: "Les autotests antigéniques détectent-ils toujours les nouveaux variants ?",
        summary:
          "Chaque nouveau variant soulève la question de l'efficacité des tests rapides. Ce que ces tests recherchent, pourquoi la plupart restent fiables et ce qui limite leur précision.",
        body: `Les tests antigéniques rapides détectent des protéines du virus, et non son matériel génétique. La plupart ciblent la protéine de la nucléocapside, située à l'intérieur du virus et beaucoup plus stable que la protéine Spike à sa surface. C'est la principale raison pour laquelle la plupart des tests ont continué à détecter les nouveaux variants.

## Comment leurs performances sont vérifiées

Autorités réglementaires et laboratoires indépendants évaluent les tests sur des échantillons de référence, y compris les nouveaux variants dès leur apparition. Si des mutations touchent la partie de la protéine reconnue par un test, ses performances peuvent baisser : la surveillance se poursuit donc au fil de l'évolution du virus.

## Les limites qui demeurent

- Les tests antigéniques sont moins sensibles que la RT-PCR en laboratoire, surtout en début d'infection, quand l'échantillon contient peu de virus.
- Un résultat négatif n'exclut pas l'infection ; c'est pourquoi des agences comme les CDC ont décrit la répétition des tests sur plusieurs jours.
- Le prélèvement compte : suivre attentivement la notice influe sur la fiabilité.

Un résultat positif est généralement fiable. Pour les décisions de soins, notamment chez les personnes à risque, un professionnel de santé peut aider à interpréter les résultats.`,
      },
      pt: {
        title: "Os testes rápidos de antígeno ainda funcionam contra novas variantes?",
        summary:
          "Cada nova variante levanta a dúvida se os autotestes ainda conseguem detectá-la. Veja o que os testes rápidos procuram, por que a maioria continua funcionando e o que limita sua precisão.",
        body: `Os testes rápidos de antígeno detectam proteínas do vírus, e não seu material genético. A maioria procura a proteína do nucleocapsídeo, que fica dentro do vírus e muda bem menos do que a proteína spike da superfície. Esse é o principal motivo pelo qual quase todos os testes continuaram detectando as novas variantes.

## Como o desempenho é verificado

Agências reguladoras e laboratórios independentes avaliam os testes com amostras de referência, incluindo novas variantes quando surgem. Se mutações afetarem a parte da proteína que o teste reconhece, o desempenho pode cair, por isso o monitoramento continua à medida que o vírus evolui.

## Os limites que não mudaram

- Testes de antígeno são menos sensíveis que o RT-PCR de laboratório, sobretudo no início da infecção, quando há pouco vírus na amostra.
- Um resultado negativo não descarta a infecção; por isso agências como o CDC descrevem a repetição do teste ao longo de vários dias.
- A coleta importa: seguir as instruções com cuidado afeta a precisão.

Um resultado positivo costuma ser confiável. Para decisões sobre cuidados, principalmente para pessoas de maior risco, um profissional de saúde pode ajudar a interpretar os resultados.`,
      },
    },
  },
];
