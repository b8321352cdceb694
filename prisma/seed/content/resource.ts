import type { SeedItem } from "../types";

// RESOURCE items.
export const items: SeedItem[] = [
  {
    slug: "guide-improving-ventilation-at-home",
    category: "guides",
    access: "FREE",
    publishedDaysAgo: 34,
    featured: true,
    tags: ["ventilation", "air-quality"],
    source: "editorial-team",
    related: [
      "EDUCATION/ventilation-and-air-changes",
      "RESOURCE/guide-choosing-a-portable-air-cleaner",
      "EVENT/community-conference-healthy-indoor-air-lyon",
    ],
    translations: {
      en: {
        title: "Improving ventilation at home: a practical guide",
        summary:
          "Simple, low-cost habits that bring more fresh air into your home every day, and what to do differently when you have visitors or someone in the household is sick.",
        body: `Fresh air dilutes airborne particles, including those that carry respiratory viruses. Most homes can improve ventilation with a few habits.

**Everyday steps**

- Open windows on opposite sides of the home to create a cross-draft, even slightly.
- In cold weather, open windows fully for a few minutes several times a day instead of leaving them shut.
- Run kitchen and bathroom extractor fans: they push stale air out and draw fresh air in elsewhere.
- If you have a central system, run the fan and ask whether it can take a better filter, such as MERV 13.

**When you have guests or someone is sick**

Open windows before and during visits, meet outdoors when you can, and run a portable air purifier in the shared room. If someone is ill, keep their room door closed and its window open if possible.

**Watch outdoor air**

When outdoor air is polluted, for example by wildfire smoke, keep windows closed and rely on filtration.`,
      },
      es: {
        title: "Cómo mejorar la ventilación en casa: guía práctica",
        summary:
          "Hábitos sencillos y económicos para dejar entrar más aire fresco a tu casa todos los días, y qué hacer distinto cuando recibes visitas o alguien del hogar está enfermo.",
        body: `El aire fresco diluye las partículas en suspensión, incluidas las que transportan virus respiratorios. En la mayoría de las casas se puede mejorar la ventilación con algunos hábitos.

**Pasos cotidianos**

- Abre ventanas en lados opuestos de la casa para crear una corriente cruzada, aunque sea un poco.
- Cuando haga frío, abre las ventanas por completo unos minutos varias veces al día en lugar de dejarlas cerradas.
- Enciende los extractores de cocina y baño: sacan el aire viciado y hacen que entre aire fresco por otro lado.
- Si tienes un sistema central, enciende el ventilador y pregunta si admite un filtro mejor, como MERV 13.

**Cuando hay visitas o alguien está enfermo**

Abre las ventanas antes y durante la visita, reúnanse al aire libre cuando se pueda y usa un purificador portátil en el espacio compartido. Si alguien está enfermo, mantén cerrada la puerta de su cuarto y, si es posible, la ventana abierta.

**Revisa el aire exterior**

Cuando el aire de afuera está contaminado, por ejemplo por humo de incendios, mantén las ventanas cerradas y apóyate en la filtración.`,
      },
      fr: {
        title: "Mieux aérer son logement : guide pratique",
        summary:
          "Des gestes simples et peu coûteux pour faire entrer plus d'air frais chez soi au quotidien, et ce qui change quand on reçoit du monde ou qu'une personne du foyer est malade.",
        body: `L'air frais dilue les particules en suspension, y compris celles qui transportent les virus respiratoires. Dans la plupart des logements, quelques habitudes suffisent à mieux aérer.

**Au quotidien**

- Ouvrez des fenêtres sur des façades opposées pour créer un courant d'air, même en les entrouvrant.
- Par temps froid, ouvrez grand quelques minutes plusieurs fois par jour plutôt que de tout garder fermé.
- Faites fonctionner la VMC et les hottes : elles évacuent l'air vicié et font entrer de l'air neuf ailleurs.
- Vérifiez que les entrées d'air des fenêtres ne sont pas bouchées.

**Quand vous recevez ou qu'une personne est malade**

Aérez avant et pendant la visite, retrouvez-vous dehors quand c'est possible et faites tourner un purificateur d'air dans la pièce commune. Si une personne est malade, gardez la porte de sa chambre fermée et sa fenêtre ouverte si possible.

**Surveillez l'air extérieur**

En cas de pollution de l'air extérieur, par exemple lors d'un épisode de fumées d'incendie, gardez les fenêtres fermées et misez sur la filtration.`,
      },
      pt: {
        title: "Como melhorar a ventilação em casa: guia prático",
        summary:
          "Hábitos simples e baratos para trazer mais ar fresco para dentro de casa todos os dias, e o que fazer de diferente quando você recebe visitas ou alguém da família está doente.",
        body: `O ar fresco dilui as partículas em suspensão, inclusive as que carregam vírus respiratórios. Na maioria das casas, alguns hábitos já melhoram a ventilação.

**No dia a dia**

- Abra janelas em lados opostos da casa para criar ventilação cruzada, mesmo que só um pouco.
- No frio, abra as janelas totalmente por alguns minutos várias vezes ao dia em vez de deixá-las sempre fechadas.
- Ligue os exaustores da cozinha e do banheiro: eles tiram o ar viciado e fazem o ar fresco entrar por outro lugar.
- Se houver ar-condicionado central, pergunte se ele renova o ar externo e se aceita um filtro melhor.

**Quando há visitas ou alguém doente**

Abra as janelas antes e durante a visita, encontre as pessoas ao ar livre quando der e deixe um purificador de ar ligado no ambiente compartilhado. Se alguém estiver doente, mantenha a porta do quarto fechada e a janela aberta, se possível.

**Fique de olho no ar externo**

Quando o ar de fora estiver poluído, por exemplo por fumaça de queimadas, mantenha as janelas fechadas e conte com a filtragem.`,
      },
    },
  },
  {
    slug: "guide-choosing-a-portable-air-cleaner",
    category: "guides",
    access: "FREE",
    publishedDaysAgo: 97,
    tags: ["air-quality"],
    source: "editorial-team",
    related: ["EDUCATION/hepa-filters-explained", "VIDEO/how-hepa-filters-work"],
    translations: {
      en: {
        title: "How to choose a portable air cleaner",
        summary:
          "What to look for in a portable air purifier, from the clean air delivery rate and true HEPA filtration to noise, running costs and technologies best avoided.",
        body: `A good portable air cleaner can add a lot of clean air to a room. This guide helps you compare options without relying on marketing claims.

**Check these first**

- **Clean air delivery rate (CADR):** how much filtered air the device delivers. Divide it by the room volume to estimate the air changes per hour it adds.
- **True HEPA filter:** look for a filter that meets a recognized HEPA standard, not vague terms such as "HEPA-type".
- **Noise:** a unit is only useful if people keep it switched on. Compare noise at the speed you will actually use.
- **Running costs:** check the price and availability of replacement filters and the energy use.

**Technologies to avoid**

Avoid devices that produce ozone, which irritates the lungs. Be cautious with ionizers and other add-ons; filtration is the part that matters.

**Placement**

Put the unit where people spend time, with space around it. Two mid-sized units can outperform one large unit in a corner.`,
      },
      es: {
        title: "Cómo elegir un purificador de aire portátil",
        summary:
          "Qué buscar en un purificador de aire portátil, desde la tasa de entrega de aire limpio y el filtro HEPA verdadero hasta el ruido, el costo de uso y las tecnologías que conviene evitar.",
        body: `Un buen purificador portátil puede aportar mucho aire limpio a un cuarto. Esta guía te ayuda a comparar opciones sin depender de la publicidad.

**Revisa esto primero**

- **Tasa de entrega de aire limpio (CADR):** cuánto aire filtrado entrega el aparato. Divídela entre el volumen del cuarto para estimar cuántos cambios de aire por hora aporta.
- **Filtro HEPA verdadero:** busca un filtro que cumpla una norma HEPA reconocida, no términos vagos como «tipo HEPA».
- **Ruido:** un aparato solo sirve si la gente lo deja encendido. Compara el ruido a la velocidad que realmente usarás.
- **Costo de uso:** revisa el precio y la disponibilidad de los filtros de repuesto y el consumo de energía.

**Tecnologías que conviene evitar**

Evita los aparatos que generan ozono, que irrita los pulmones. Ten cuidado con los ionizadores y otros extras: lo que importa es la filtración.

**Ubicación**

Colócalo donde la gente pasa tiempo, con espacio alrededor. Dos aparatos medianos pueden rendir más que uno grande en una esquina.`,
      },
      fr: {
        title: "Bien choisir un purificateur d'air mobile",
        summary:
          "Les critères à regarder pour un purificateur d'air mobile : débit d'air purifié, vrai filtre HEPA, bruit, coût d'utilisation et technologies à éviter.",
        body: `Un bon purificateur mobile peut apporter beaucoup d'air propre dans une pièce. Ce guide vous aide à comparer les modèles sans vous fier aux arguments publicitaires.

**À vérifier en priorité**

- **Débit d'air purifié (CADR) :** la quantité d'air filtré fournie par l'appareil. Divisez-la par le volume de la pièce pour estimer le renouvellement d'air ajouté par heure.
- **Vrai filtre HEPA :** cherchez un filtre conforme à une norme reconnue (H13 ou H14 en Europe), pas des mentions floues comme « type HEPA ».
- **Bruit :** un appareil n'est utile que s'il reste allumé. Comparez le bruit à la vitesse que vous utiliserez vraiment.
- **Coût d'utilisation :** vérifiez le prix et la disponibilité des filtres de rechange, ainsi que la consommation d'énergie.

**Technologies à éviter**

Évitez les appareils qui produisent de l'ozone, irritant pour les poumons. Méfiez-vous des ioniseurs et autres options : c'est la filtration qui compte.

**Emplacement**

Placez l'appareil là où l'on passe du temps, avec de l'espace autour. Deux appareils moyens font souvent mieux qu'un gros dans un coin.`,
      },
      pt: {
        title: "Como escolher um purificador de ar portátil",
        summary:
          "O que observar em um purificador de ar portátil, da taxa de fornecimento de ar limpo e do filtro HEPA verdadeiro ao ruído, ao custo de uso e às tecnologias que é melhor evitar.",
        body: `Um bom purificador portátil pode acrescentar muito ar limpo a um ambiente. Este guia ajuda a comparar opções sem depender de propaganda.

**Confira primeiro**

- **Taxa de fornecimento de ar limpo (CADR):** quanto ar filtrado o aparelho entrega. Divida pelo volume do cômodo para estimar quantas trocas de ar por hora ele acrescenta.
- **Filtro HEPA verdadeiro:** procure um filtro que atenda a um padrão HEPA reconhecido, e não termos vagos como "tipo HEPA".
- **Ruído:** o aparelho só ajuda se as pessoas o deixarem ligado. Compare o ruído na velocidade que você realmente vai usar.
- **Custo de uso:** verifique o preço e a disponibilidade dos filtros de reposição e o consumo de energia.

**Tecnologias a evitar**

Evite aparelhos que produzem ozônio, que irrita os pulmões. Tenha cautela com ionizadores e outros extras: o que importa é a filtragem.

**Posicionamento**

Coloque o aparelho onde as pessoas passam tempo, com espaço ao redor. Dois aparelhos médios podem render mais do que um grande no canto.`,
      },
    },
  },
  {
    slug: "guide-clean-air-for-small-businesses",
    category: "guides",
    access: "LIMITED",
    publishedDaysAgo: 152,
    tags: ["workplaces", "air-quality"],
    source: "editorial-team",
    related: ["RESOURCE/toolkit-workplace-clean-air-proposal", "RESOURCE/toolkit-co2-monitoring-log"],
    translations: {
      en: {
        title: "Clean air for small businesses: a step-by-step guide",
        summary:
          "A practical five-step plan for shops, cafés, salons and small offices to improve indoor air on a modest budget, and to let customers and staff know about the changes.",
        body: `Small businesses often share air between staff and many customers in limited space. Cleaner air protects everyone and can make customers feel more comfortable.

**1. Look at what you have**

Find out whether your premises have mechanical ventilation, where the air comes in and when the system runs. Check that vents are open and filters are maintained.

**2. Measure**

Place a CO2 monitor where people gather, such as the counter or waiting area, and note readings during busy and quiet times.

**3. Improve step by step**

- Keep doors or windows partly open when weather and security allow.
- Run ventilation from before opening until after closing.
- Add portable HEPA purifiers or Corsi-Rosenthal boxes in busy areas.

**4. Involve your team**

Ask staff where the air feels stuffy and which measures would work for them.

**5. Tell people**

A simple sign explaining that you ventilate and filter the air helps customers who are at higher risk decide to visit.`,
      },
      es: {
        title: "Aire limpio para pequeños negocios: guía paso a paso",
        summary:
          "Un plan práctico para tiendas, cafeterías, estéticas y oficinas pequeñas que quieren mejorar el aire interior con un presupuesto modesto y comunicarlo a su clientela y personal.",
        body: `En los pequeños negocios, el personal y mucha clientela suelen compartir el aire en poco espacio. Un aire más limpio protege a todos y puede hacer que la clientela se sienta más a gusto.

**1. Revisa lo que tienes**

Averigua si el local tiene ventilación mecánica, por dónde entra el aire y cuándo funciona. Verifica que las rejillas estén abiertas y los filtros, en buen estado.

**2. Mide**

Coloca un medidor de CO2 donde se reúne la gente, como el mostrador o la sala de espera, y anota las lecturas en horas de mucha y poca afluencia.

**3. Mejora paso a paso**

- Deja puertas o ventanas parcialmente abiertas cuando el clima y la seguridad lo permitan.
- Enciende la ventilación desde antes de abrir hasta después de cerrar.
- Agrega purificadores HEPA portátiles o cajas Corsi-Rosenthal en las zonas concurridas.

**4. Involucra a tu equipo**

Pregunta al personal dónde se siente el aire encerrado y qué medidas les funcionarían.

**5. Comunícalo**

Un letrero sencillo que explique que ventilas y filtras el aire ayuda a las personas con mayor riesgo a decidir visitarte.`,
      },
      fr: {
        title: "Un air sain pour les petits commerces : guide pas à pas",
        summary:
          "Un plan concret pour les boutiques, cafés, salons de coiffure et petits bureaux qui veulent améliorer l'air intérieur avec un budget modeste, et le faire savoir à leurs clients et salariés.",
        body: `Dans les petits commerces, salariés et clients partagent souvent le même air dans un espace réduit. Un air plus sain protège tout le monde et peut rassurer la clientèle.

**1. Faites l'état des lieux**

Renseignez-vous sur la ventilation du local : y a-t-il une VMC ou une centrale de traitement d'air, par où entre l'air neuf, quand fonctionne-t-elle ? Vérifiez que les bouches ne sont pas obstruées et que les filtres sont entretenus.

**2. Mesurez**

Placez un capteur de CO2 là où les gens se regroupent, comme le comptoir ou la salle d'attente, et notez les valeurs aux heures d'affluence et aux heures creuses.

**3. Améliorez pas à pas**

- Laissez portes ou fenêtres entrouvertes quand la météo et la sécurité le permettent.
- Faites tourner la ventilation avant l'ouverture et après la fermeture.
- Ajoutez des purificateurs HEPA mobiles ou des boîtes Corsi-Rosenthal dans les zones fréquentées.

**4. Associez l'équipe**

Demandez aux salariés où l'air leur semble confiné et quelles mesures leur conviendraient.

**5. Faites-le savoir**

Une affichette expliquant que vous aérez et filtrez l'air aide les personnes plus vulnérables à franchir la porte.`,
      },
      pt: {
        title: "Ar limpo para pequenos negócios: guia passo a passo",
        summary:
          "Um plano prático para lojas, cafés, salões de beleza e pequenos escritórios melhorarem o ar interno com um orçamento modesto, e para contar isso a clientes e funcionários.",
        body: `Em pequenos negócios, funcionários e muitos clientes costumam dividir o ar em pouco espaço. Um ar mais limpo protege todo mundo e pode deixar a clientela mais à vontade.

**1. Veja o que você já tem**

Descubra se o local tem ventilação mecânica, por onde o ar entra e quando o sistema funciona. Confira se as grelhas estão livres e os filtros, em dia.

**2. Meça**

Coloque um medidor de CO2 onde as pessoas se reúnem, como o balcão ou a sala de espera, e anote as leituras nos horários de movimento e nos mais calmos.

**3. Melhore passo a passo**

- Deixe portas ou janelas entreabertas quando o clima e a segurança permitirem.
- Ligue a ventilação antes de abrir e mantenha até depois de fechar.
- Acrescente purificadores HEPA portáteis ou caixas Corsi-Rosenthal nas áreas movimentadas.

**4. Envolva a equipe**

Pergunte aos funcionários onde o ar parece abafado e quais medidas funcionariam para eles.

**5. Comunique**

Um aviso simples explicando que você ventila e filtra o ar ajuda pessoas com maior risco a decidirem entrar.`,
      },
    },
  },
  {
    slug: "guide-lower-risk-travel",
    category: "guides",
    access: "FREE",
    publishedDaysAgo: 221,
    tags: ["travel", "masks", "testing"],
    source: "editorial-team",
    related: ["EDUCATION/masks-vs-respirators", "EDUCATION/testing-basics"],
    translations: {
      en: {
        title: "Planning lower-risk travel",
        summary:
          "Practical ideas for reducing the chance of catching or spreading respiratory infections while traveling, from stations and airports to the places where you stay.",
        body: `Travel often means crowded spaces and shared air. A little planning can lower the risk for you and the people you visit.

**Before you go**

- Pack well-fitting respirators, enough for the whole trip, and a few home tests.
- If you are visiting someone at higher risk, consider testing before you see them, following current local guidance.
- If you have a health condition, talk to a health professional about your plans.

**On the way**

- Queues, waiting rooms, boarding and arrival are often the most crowded moments. Keep your respirator on there.
- On many aircraft, cabin air is filtered while the ventilation runs, but it may be weaker while parked at the gate.
- On trains and buses, choose less crowded times when you can.

**Where you stay**

Open windows when possible, ask whether rooms have good ventilation, and consider a small portable purifier for long stays.

**If you get sick**

Follow local guidance, avoid contact with others, and seek care if needed.`,
      },
      es: {
        title: "Cómo planear viajes con menos riesgo",
        summary:
          "Ideas prácticas para reducir la probabilidad de contagiarte o contagiar infecciones respiratorias al viajar, desde terminales y aeropuertos hasta el lugar donde te hospedas.",
        body: `Viajar suele implicar lugares concurridos y aire compartido. Un poco de planeación puede reducir el riesgo para ti y para las personas que visitas.

**Antes de salir**

- Empaca respiradores bien ajustados, suficientes para todo el viaje, y algunas pruebas caseras.
- Si vas a visitar a alguien con mayor riesgo, considera hacerte una prueba antes de verlo, según las recomendaciones locales vigentes.
- Si tienes alguna condición de salud, platica tus planes con un profesional de la salud.

**En el camino**

- Las filas, las salas de espera, el abordaje y la llegada suelen ser los momentos más concurridos. Mantén el respirador puesto ahí.
- En muchos aviones, el aire de la cabina se filtra mientras funciona la ventilación, aunque puede ser menor mientras el avión está estacionado.
- En trenes y autobuses, elige horarios menos llenos cuando puedas.

**Donde te hospedas**

Abre las ventanas cuando sea posible, pregunta si las habitaciones tienen buena ventilación y considera un purificador pequeño para estancias largas.

**Si te enfermas**

Sigue las indicaciones locales, evita el contacto con otras personas y busca atención si la necesitas.`,
      },
      fr: {
        title: "Préparer un voyage à moindre risque",
        summary:
          "Des idées concrètes pour réduire le risque d'attraper ou de transmettre une infection respiratoire en voyage, des gares et aéroports jusqu'au lieu d'hébergement.",
        body: `Voyager signifie souvent foule et air partagé. Un peu d'organisation peut réduire le risque pour vous et pour les personnes que vous allez voir.

**Avant de partir**

- Emportez des masques FFP2 bien ajustés en quantité suffisante pour tout le séjour, ainsi que quelques autotests.
- Si vous rendez visite à une personne fragile, envisagez de vous tester avant de la voir, selon les recommandations en vigueur.
- Si vous avez un problème de santé, parlez de votre projet à un professionnel de santé.

**Pendant le trajet**

- Files d'attente, salles d'embarquement, montée à bord et arrivée sont souvent les moments les plus chargés. Gardez votre masque à ces moments-là.
- Dans beaucoup d'avions, l'air de la cabine est filtré quand la ventilation fonctionne, mais il peut l'être moins à l'arrêt au sol.
- En train ou en car, privilégiez les horaires moins fréquentés quand c'est possible.

**Sur place**

Ouvrez les fenêtres si possible, renseignez-vous sur la ventilation des chambres et pensez à un petit purificateur pour les longs séjours.

**En cas de maladie**

Suivez les consignes locales, limitez les contacts et consultez si besoin.`,
      },
      pt: {
        title: "Como planejar viagens com menos risco",
        summary:
          "Ideias práticas para reduzir a chance de pegar ou transmitir infecções respiratórias em viagens, das rodoviárias e aeroportos até o lugar onde você vai se hospedar.",
        body: `Viajar costuma significar lugares cheios e ar compartilhado. Um pouco de planejamento pode reduzir o risco para você e para quem você vai visitar.

**Antes de sair**

- Leve máscaras PFF2 bem ajustadas, em quantidade suficiente para a viagem toda, e alguns autotestes.
- Se for visitar alguém com maior risco, considere testar antes do encontro, seguindo as orientações locais em vigor.
- Se você tem alguma condição de saúde, converse sobre seus planos com um profissional de saúde.

**No trajeto**

- Filas, salas de embarque, o embarque e o desembarque costumam ser os momentos mais cheios. Mantenha a máscara nesses momentos.
- Em muitos aviões, o ar da cabine é filtrado enquanto a ventilação está ligada, mas pode ser menos renovado com o avião parado em solo.
- Em trens e ônibus, prefira horários menos cheios quando puder.

**Na hospedagem**

Abra as janelas quando possível, pergunte se os quartos têm boa ventilação e considere um purificador pequeno para estadias longas.

**Se ficar doente**

Siga as orientações locais, evite contato com outras pessoas e procure atendimento se precisar.`,
      },
    },
  },
  {
    slug: "guide-supporting-someone-with-long-covid",
    category: "guides",
    access: "FREE",
    publishedDaysAgo: 68,
    tags: ["long-covid", "mental-health"],
    source: "editorial-team",
    related: ["COMMUNITY/caregivers-support-network", "EDUCATION/what-is-long-covid"],
    translations: {
      en: {
        title: "How to support someone living with long Covid",
        summary:
          "Practical and emotional ways family, friends and colleagues can help a person living with long Covid day to day, while also looking after their own wellbeing.",
        body: `Long Covid can change someone's energy, concentration and daily routine, often in ways that are not visible. Support from people around them makes a real difference.

**Listen and believe**

Symptoms can vary from day to day. A person who seemed well yesterday may need to cancel plans today. Take what they say seriously.

**Offer practical help**

- Ask specific questions: "Can I do your shopping on Thursday?" is easier to accept than "Let me know if you need anything."
- Help with cooking, errands, paperwork or getting to appointments.
- Keep visits short and flexible, and let them set the pace.

**Avoid pressure**

Encouraging someone to "push through" can backfire. Respect the limits they have worked out, ideally with their health professionals.

**Support their care**

Offer to help find services, take notes at appointments or read information together.

**Look after yourself**

Supporting someone over months is demanding. Caregiver groups and your own health professional can help you too.`,
      },
      es: {
        title: "Cómo apoyar a alguien que vive con covid persistente",
        summary:
          "Formas prácticas y emocionales en que familiares, amistades y compañeros de trabajo pueden ayudar a una persona con covid persistente, sin descuidar su propio bienestar.",
        body: `El covid persistente puede cambiar la energía, la concentración y la rutina de una persona, muchas veces de maneras que no se ven. El apoyo de quienes la rodean hace una gran diferencia.

**Escucha y cree**

Los síntomas pueden variar de un día a otro. Alguien que ayer se veía bien puede necesitar cancelar planes hoy. Toma en serio lo que te dice.

**Ofrece ayuda práctica**

- Haz preguntas concretas: «¿Te hago el súper el jueves?» es más fácil de aceptar que «avísame si necesitas algo».
- Ayuda con la comida, los mandados, los trámites o para llegar a las citas.
- Haz visitas cortas y flexibles, y deja que la persona marque el ritmo.

**Evita presionar**

Animar a alguien a «echarle ganas» y forzarse puede ser contraproducente. Respeta los límites que ha identificado, de preferencia con sus profesionales de salud.

**Apoya su atención**

Ofrece ayuda para buscar servicios, tomar notas en las consultas o leer información juntos.

**Cuídate tú también**

Acompañar a alguien durante meses es exigente. Los grupos para cuidadores y tu propio profesional de salud también pueden ayudarte.`,
      },
      fr: {
        title: "Comment soutenir une personne atteinte de Covid long",
        summary:
          "Des façons concrètes et humaines pour la famille, les amis et les collègues d'aider une personne atteinte de Covid long, tout en prenant soin d'eux-mêmes.",
        body: `Le Covid long peut bouleverser l'énergie, la concentration et le quotidien d'une personne, souvent de manière invisible. Le soutien de l'entourage fait une vraie différence.

**Écouter et croire**

Les symptômes peuvent varier d'un jour à l'autre. Une personne qui semblait en forme hier peut devoir annuler aujourd'hui. Prenez ce qu'elle dit au sérieux.

**Proposer une aide concrète**

- Posez des questions précises : « Je fais tes courses jeudi ? » est plus facile à accepter que « Dis-moi si tu as besoin de quelque chose ».
- Aidez pour les repas, les courses, les démarches administratives ou les trajets vers les rendez-vous.
- Faites des visites courtes et souples, et laissez-la fixer le rythme.

**Éviter la pression**

Pousser quelqu'un à « se forcer » peut être contre-productif. Respectez les limites qu'elle a repérées, idéalement avec ses soignants.

**Soutenir son parcours de soins**

Proposez de l'aider à trouver des services, de prendre des notes en consultation ou de lire des informations ensemble.

**Prendre soin de soi**

Accompagner quelqu'un pendant des mois est exigeant. Les groupes d'aidants et votre propre médecin peuvent aussi vous aider.`,
      },
      pt: {
        title: "Como apoiar alguém que vive com Covid longa",
        summary:
          "Formas práticas e afetivas de familiares, amigos e colegas ajudarem no dia a dia uma pessoa que vive com Covid longa, sem deixar de cuidar do próprio bem-estar.",
        body: `A Covid longa pode mudar a energia, a concentração e a rotina de uma pessoa, muitas vezes de forma invisível. O apoio de quem está por perto faz muita diferença.

**Escute e acredite**

Os sintomas podem variar de um dia para o outro. Quem parecia bem ontem pode precisar cancelar planos hoje. Leve a sério o que a pessoa diz.

**Ofereça ajuda prática**

- Faça perguntas específicas: "Posso fazer seu mercado na quinta?" é mais fácil de aceitar do que "Me avisa se precisar de algo".
- Ajude com comida, compras, burocracias ou com a ida às consultas.
- Faça visitas curtas e flexíveis, e deixe a pessoa definir o ritmo.

**Evite pressionar**

Incentivar alguém a "se esforçar mais" pode piorar as coisas. Respeite os limites que a pessoa identificou, de preferência com seus profissionais de saúde.

**Apoie o cuidado**

Ofereça ajuda para encontrar serviços, anotar informações nas consultas ou ler materiais juntos.

**Cuide de você também**

Acompanhar alguém por meses é desgastante. Grupos de cuidadores e seu próprio profissional de saúde também podem ajudar.`,
      },
    },
  },
  {
    slug: "toolkit-clean-air-schools",
    category: "toolkits",
    access: "FREE",
    publishedDaysAgo: 41,
    featured: true,
    tags: ["schools", "children", "ventilation"],
    source: "editorial-team",
    related: [
      "COMMUNITY/clean-air-in-schools-advocacy",
      "VIDEO/ventilate-a-classroom",
      "EVENT/community-webinar-clean-air-schools",
    ],
    translations: {
      en: {
        title: "Clean air in schools toolkit",
        summary:
          "A set of printable materials for parents, teachers and school staff who want to assess and improve classroom air, from checklists to a template letter.",
        body: `This toolkit gathers simple materials that school communities can adapt to their own buildings and needs.

**What is inside**

- **One-page explainer** for families on why classroom air matters.
- **Classroom checklist** covering windows, vents, doors, room size and number of occupants.
- **CO2 log sheet** to record readings at different times of day.
- **Purifier sizing worksheet** to estimate how much clean air a room needs.
- **Template letter** for parent associations to send to school leadership.
- **Student activity ideas** that turn air measurements into science lessons.

**How to use it**

Start small: one classroom, one monitor, a few weeks of readings. Share results in a neutral, constructive way, and work with staff who know the building best.

**A shared goal**

Cleaner classroom air benefits everyone who spends the day there, students and adults alike.`,
      },
      es: {
        title: "Kit de aire limpio para escuelas",
        summary:
          "Un conjunto de materiales imprimibles para madres, padres, docentes y personal escolar que quieren evaluar y mejorar el aire de los salones, desde listas de verificación hasta una carta modelo.",
        body: `Este kit reúne materiales sencillos que las comunidades escolares pueden adaptar a sus edificios y necesidades.

**Qué incluye**

- **Explicación de una página** para las familias sobre por qué importa el aire de los salones.
- **Lista de verificación por salón** sobre ventanas, rejillas, puertas, tamaño del espacio y número de ocupantes.
- **Hoja de registro de CO2** para anotar lecturas a distintas horas del día.
- **Hoja de cálculo para purificadores** que estima cuánto aire limpio necesita un salón.
- **Carta modelo** para que la asociación de padres de familia la envíe a la dirección.
- **Ideas de actividades** que convierten las mediciones de aire en clases de ciencias.

**Cómo usarlo**

Empieza en pequeño: un salón, un medidor, unas semanas de lecturas. Comparte los resultados de forma neutral y constructiva, y trabaja con el personal que mejor conoce el edificio.

**Una meta compartida**

Un aire más limpio en los salones beneficia a todos los que pasan el día ahí, alumnos y adultos por igual.`,
      },
      fr: {
        title: "Boîte à outils pour un air sain à l'école",
        summary:
          "Un ensemble de documents imprimables pour les parents, enseignants et personnels qui veulent évaluer et améliorer l'air des salles de classe, des listes de contrôle à un modèle de courrier.",
        body: `Cette boîte à outils rassemble des documents simples que les communautés scolaires peuvent adapter à leurs bâtiments et à leurs besoins.

**Contenu**

- **Fiche d'une page** pour les familles sur l'importance de l'air en classe.
- **Liste de contrôle par salle** : fenêtres, bouches d'aération, portes, surface et nombre d'occupants.
- **Feuille de relevés de CO2** pour noter les valeurs à différents moments de la journée.
- **Fiche de dimensionnement des purificateurs** pour estimer l'air propre nécessaire à une salle.
- **Modèle de courrier** que les associations de parents d'élèves peuvent adresser à la direction.
- **Idées d'activités** qui transforment les mesures d'air en cours de sciences.

**Mode d'emploi**

Commencez petit : une salle, un capteur, quelques semaines de relevés. Partagez les résultats de façon neutre et constructive, en travaillant avec les personnes qui connaissent le mieux le bâtiment.

**Un objectif commun**

Un air plus sain en classe profite à tous ceux qui y passent la journée, élèves comme adultes.`,
      },
      pt: {
        title: "Kit de ar limpo para escolas",
        summary:
          "Um conjunto de materiais para imprimir voltado a famílias, professores e funcionários que querem avaliar e melhorar o ar das salas de aula, de listas de verificação a um modelo de carta.",
        body: `Este kit reúne materiais simples que as comunidades escolares podem adaptar aos seus prédios e necessidades.

**O que há no kit**

- **Explicação de uma página** para as famílias sobre por que o ar das salas importa.
- **Lista de verificação por sala**, com janelas, grelhas de ventilação, portas, tamanho do espaço e número de ocupantes.
- **Planilha de registro de CO2** para anotar leituras em diferentes horários.
- **Planilha de dimensionamento de purificadores** para estimar quanto ar limpo uma sala precisa.
- **Modelo de carta** para a associação de pais enviar à direção.
- **Ideias de atividades** que transformam as medições de ar em aulas de ciências.

**Como usar**

Comece pequeno: uma sala, um medidor, algumas semanas de leituras. Compartilhe os resultados de forma neutra e construtiva, trabalhando com quem conhece melhor o prédio.

**Um objetivo em comum**

Um ar mais limpo nas salas beneficia todos que passam o dia ali, alunos e adultos.`,
      },
    },
  },
  {
    slug: "toolkit-diy-box-fan-filter",
    category: "toolkits",
    access: "FREE",
    publishedDaysAgo: 109,
    tags: ["air-quality", "ventilation"],
    source: "editorial-team",
    related: ["VIDEO/build-a-corsi-rosenthal-box", "EDUCATION/corsi-rosenthal-box-basics"],
    translations: {
      en: {
        title: "Do-it-yourself box-fan filter toolkit",
        summary:
          "Printable checklists and illustrated guides for building, placing and maintaining Corsi-Rosenthal boxes safely at home, in community spaces or as a group project.",
        body: `Corsi-Rosenthal boxes are popular because they are affordable and effective. This toolkit helps individuals and groups build them well and use them safely.

**Included materials**

- **Shopping checklist:** fan, four or five matching pleated filters (MERV 13 or similar), tape and cardboard.
- **Illustrated assembly guide** with the filter direction clearly marked.
- **Safety checklist:** fan condition, cord placement, stable surface and supervision.
- **Placement tips** for bedrooms, living rooms, classrooms and meeting spaces.
- **Maintenance log** to note the build date and filter changes.
- **Label template** to stick on each box, showing who to contact and when the filters were last changed.

**For group builds**

A short facilitator guide explains how to run a community building session, including how to split tasks and keep the workspace tidy.

**Remember**

A homemade filter adds clean air but does not replace ventilation. Combine both for the best results.`,
      },
      es: {
        title: "Kit para hacer un filtro casero con ventilador de caja",
        summary:
          "Listas de verificación y guías imprimibles para armar, colocar y mantener cajas Corsi-Rosenthal en casa, en espacios comunitarios o como proyecto en grupo.",
        body: `Las cajas Corsi-Rosenthal son populares porque son económicas y eficaces. Este kit ayuda a personas y grupos a armarlas bien y usarlas con seguridad.

**Materiales incluidos**

- **Lista de compras:** ventilador, cuatro o cinco filtros plisados del mismo tamaño (MERV 13 o similar), cinta y cartón.
- **Guía ilustrada de armado** con la dirección de los filtros bien marcada.
- **Lista de seguridad:** estado del ventilador, ubicación del cable, superficie estable y supervisión.
- **Consejos de ubicación** para recámaras, salas, salones de clase y espacios de reunión.
- **Registro de mantenimiento** para anotar la fecha de armado y los cambios de filtro.
- **Plantilla de etiqueta** para pegar en cada caja, con un contacto y la fecha del último cambio de filtros.

**Para armados en grupo**

Una breve guía para facilitadores explica cómo organizar una sesión comunitaria, repartir tareas y mantener ordenado el espacio de trabajo.

**Recuerda**

Un filtro casero suma aire limpio, pero no sustituye la ventilación. Combina ambas cosas para mejores resultados.`,
      },
      fr: {
        title: "Boîte à outils pour fabriquer un purificateur maison",
        summary:
          "Des listes de contrôle et des guides imprimables pour fabriquer, placer et entretenir des boîtes Corsi-Rosenthal, à la maison, dans un lieu associatif ou en groupe.",
        body: `Les boîtes Corsi-Rosenthal ont du succès parce qu'elles sont abordables et efficaces. Cette boîte à outils aide particuliers et collectifs à bien les fabriquer et à les utiliser en sécurité.

**Documents fournis**

- **Liste d'achats :** ventilateur, quatre ou cinq filtres plissés de même taille (ePM1 ou équivalent), ruban adhésif et carton.
- **Guide de montage illustré**, avec le sens des filtres clairement indiqué.
- **Liste de sécurité :** état du ventilateur, passage du câble, surface stable et surveillance.
- **Conseils d'emplacement** pour les chambres, les séjours, les salles de classe et les salles de réunion.
- **Carnet d'entretien** pour noter la date de fabrication et les changements de filtres.
- **Modèle d'étiquette** à coller sur chaque boîte, avec un contact et la date du dernier changement de filtres.

**Pour les ateliers collectifs**

Un court guide d'animation explique comment organiser une séance de fabrication, répartir les tâches et garder un espace de travail rangé.

**À retenir**

Un purificateur maison apporte de l'air propre mais ne remplace pas l'aération. Combinez les deux.`,
      },
      pt: {
        title: "Kit para montar um filtro caseiro com ventilador",
        summary:
          "Listas de verificação e guias para imprimir sobre como montar, posicionar e manter caixas Corsi-Rosenthal em casa, em espaços comunitários ou como projeto em grupo.",
        body: `As caixas Corsi-Rosenthal são populares porque são baratas e eficazes. Este kit ajuda pessoas e grupos a montá-las bem e usá-las com segurança.

**Materiais incluídos**

- **Lista de compras:** ventilador, quatro ou cinco filtros plissados do mesmo tamanho (MERV 13 ou similar), fita e papelão.
- **Guia ilustrado de montagem**, com a direção dos filtros bem indicada.
- **Lista de segurança:** estado do ventilador, posição do fio, superfície estável e supervisão.
- **Dicas de posicionamento** para quartos, salas, salas de aula e espaços de reunião.
- **Registro de manutenção** para anotar a data de montagem e as trocas de filtro.
- **Modelo de etiqueta** para colar em cada caixa, com um contato e a data da última troca de filtros.

**Para montagens em grupo**

Um guia curto para facilitadores explica como organizar uma sessão comunitária, dividir tarefas e manter o espaço de trabalho organizado.

**Lembre-se**

Um filtro caseiro soma ar limpo, mas não substitui a ventilação. Combine os dois para ter melhores resultados.`,
      },
    },
  },
  {
    slug: "toolkit-co2-monitoring-log",
    category: "toolkits",
    access: "LIMITED",
    publishedDaysAgo: 183,
    tags: ["ventilation", "air-quality"],
    source: "editorial-team",
    related: [
      "EDUCATION/understanding-co2-readings",
      "RESOURCE/data-co2-readings-reference-sheet",
      "EVENT/community-webinar-understanding-co2-monitors",
    ],
    translations: {
      en: {
        title: "CO2 monitoring log and how-to",
        summary:
          "A simple method and printable log for measuring CO2 in a room over a few weeks, so that you can spot patterns and share clear results with those who manage the space.",
        body: `One reading rarely tells the whole story. Recording CO2 over time shows how a room behaves with different numbers of people and ventilation habits.

**Getting started**

1. Check your monitor outdoors for a few minutes: it should read close to outdoor levels, around 420 ppm. If not, follow the maker's calibration instructions.
2. Place it at head height, away from windows, doors and people's breath.
3. Record readings at set times, such as the start, middle and end of a meeting or lesson.

**What the log records**

- Date and time
- Number of people in the room
- Windows and doors: open, partly open or closed
- Ventilation or purifier settings
- CO2 reading and any notes

**Using the results**

After two or three weeks, look for patterns: which times and settings keep readings lower? Share a short summary with whoever manages the space, focusing on practical changes rather than blame.`,
      },
      es: {
        title: "Registro de CO2 y cómo usarlo",
        summary:
          "Un método sencillo y una hoja imprimible para medir el CO2 de un espacio durante unas semanas, detectar patrones y compartir resultados claros con quienes lo administran.",
        body: `Una sola lectura rara vez cuenta toda la historia. Registrar el CO2 a lo largo del tiempo muestra cómo se comporta un espacio con distinta cantidad de personas y distintos hábitos de ventilación.

**Para empezar**

1. Revisa tu medidor al aire libre unos minutos: debe marcar cerca del nivel exterior, alrededor de 420 ppm. Si no, sigue las instrucciones de calibración del fabricante.
2. Colócalo a la altura de la cabeza, lejos de ventanas, puertas y de la respiración de las personas.
3. Anota lecturas a horas fijas, como al inicio, a la mitad y al final de una reunión o clase.

**Qué se anota**

- Fecha y hora
- Número de personas en el espacio
- Ventanas y puertas: abiertas, entreabiertas o cerradas
- Configuración de la ventilación o del purificador
- Lectura de CO2 y observaciones

**Cómo usar los resultados**

Después de dos o tres semanas, busca patrones: ¿qué horarios y configuraciones mantienen las lecturas más bajas? Comparte un breve resumen con quien administra el espacio, centrado en cambios prácticos y no en culpas.`,
      },
      fr: {
        title: "Carnet de relevés de CO2 et mode d'emploi",
        summary:
          "Une méthode simple et un carnet imprimable pour mesurer le CO2 d'une pièce pendant quelques semaines, repérer des tendances et partager des résultats clairs avec les gestionnaires du lieu.",
        body: `Un relevé isolé ne dit presque jamais tout. Noter le CO2 dans la durée montre comment une pièce réagit selon le nombre de personnes et les habitudes d'aération.

**Pour commencer**

1. Vérifiez votre capteur quelques minutes à l'extérieur : il doit afficher une valeur proche du niveau extérieur, environ 420 ppm. Sinon, suivez la procédure d'étalonnage du fabricant.
2. Placez-le à hauteur de tête, loin des fenêtres, des portes et de la respiration des personnes.
3. Relevez les valeurs à heures fixes, par exemple au début, au milieu et à la fin d'une réunion ou d'un cours.

**Ce que contient le carnet**

- Date et heure
- Nombre de personnes présentes
- Fenêtres et portes : ouvertes, entrouvertes ou fermées
- Réglages de la ventilation ou du purificateur
- Valeur de CO2 et remarques

**Exploiter les résultats**

Après deux ou trois semaines, cherchez les tendances : quels horaires et réglages maintiennent des valeurs plus basses ? Partagez une courte synthèse avec le gestionnaire du lieu, en insistant sur les changements concrets plutôt que sur les reproches.`,
      },
      pt: {
        title: "Registro de CO2 e como usá-lo",
        summary:
          "Um método simples e uma planilha para imprimir que ajudam a medir o CO2 de um ambiente por algumas semanas, identificar padrões e compartilhar resultados claros com quem administra o espaço.",
        body: `Uma única leitura raramente conta a história toda. Registrar o CO2 ao longo do tempo mostra como um ambiente se comporta com diferentes números de pessoas e hábitos de ventilação.

**Para começar**

1. Confira o medidor ao ar livre por alguns minutos: ele deve marcar perto do nível externo, cerca de 420 ppm. Se não marcar, siga as instruções de calibração do fabricante.
2. Posicione-o na altura da cabeça, longe de janelas, portas e da respiração das pessoas.
3. Anote leituras em horários fixos, como no início, no meio e no fim de uma reunião ou aula.

**O que o registro inclui**

- Data e hora
- Número de pessoas no ambiente
- Janelas e portas: abertas, entreabertas ou fechadas
- Configuração da ventilação ou do purificador
- Leitura de CO2 e observações

**Usando os resultados**

Depois de duas ou três semanas, procure padrões: quais horários e configurações mantêm as leituras mais baixas? Compartilhe um breve resumo com quem administra o espaço, com foco em mudanças práticas e não em culpados.`,
      },
    },
  },
  {
    slug: "toolkit-workplace-clean-air-proposal",
    category: "toolkits",
    access: "PREMIUM",
    publishedDaysAgo: 260,
    tags: ["workplaces", "ventilation"],
    source: "editorial-team",
    related: ["COMMUNITY/workplace-clean-air-advocacy", "RESOURCE/guide-clean-air-for-small-businesses"],
    translations: {
      en: {
        title: "Workplace clean air proposal toolkit",
        summary:
          "A template and guidance notes to help employees, health and safety representatives or managers write a clear, realistic proposal for better indoor air at work.",
        body: `Good ideas for workplace air often stall because they are not presented in a way decision makers can act on. This toolkit helps you write a short, well-organized proposal.

**Template sections**

1. **Purpose:** why cleaner air matters for health, comfort and attendance.
2. **Current situation:** what is known about the ventilation system, filters and room use.
3. **Observations:** CO2 readings and staff feedback, summarized without naming individuals.
4. **Options:** from low-cost steps, such as ventilation schedules, to purifiers and system upgrades.
5. **Costs and timeline:** rough estimates and a phased plan.
6. **Review:** how and when results will be checked.

**Guidance notes**

- Keep the tone collaborative and focus on shared benefits.
- Involve facilities staff early; they know the building best.
- Check which workplace health and safety rules apply where you are.

**Also included**

A one-page summary template and a list of common questions from managers, with suggested answers.`,
      },
      es: {
        title: "Kit para una propuesta de aire limpio en el trabajo",
        summary:
          "Una plantilla y notas de apoyo para que personas trabajadoras, comisiones de seguridad e higiene o gerentes redacten una propuesta clara y realista para mejorar el aire interior en el trabajo.",
        body: `Las buenas ideas sobre el aire en el trabajo a menudo se atoran porque no se presentan de forma que quienes deciden puedan actuar. Este kit te ayuda a redactar una propuesta breve y bien organizada.

**Secciones de la plantilla**

1. **Propósito:** por qué un aire más limpio importa para la salud, la comodidad y la asistencia.
2. **Situación actual:** lo que se sabe del sistema de ventilación, los filtros y el uso de los espacios.
3. **Observaciones:** lecturas de CO2 y comentarios del personal, resumidos sin nombrar a nadie.
4. **Opciones:** desde pasos de bajo costo, como horarios de ventilación, hasta purificadores y mejoras al sistema.
5. **Costos y calendario:** estimaciones aproximadas y un plan por etapas.
6. **Seguimiento:** cómo y cuándo se revisarán los resultados.

**Notas de apoyo**

- Mantén un tono colaborativo y centrado en beneficios compartidos.
- Involucra pronto al personal de mantenimiento.
- Revisa qué normas de seguridad y salud en el trabajo aplican en tu lugar.

**También incluye**

Una plantilla de resumen y preguntas frecuentes de gerentes con respuestas sugeridas.`,
      },
      fr: {
        title: "Boîte à outils pour proposer un air plus sain au travail",
        summary:
          "Un modèle et des notes d'accompagnement pour aider salariés, représentants du personnel ou managers à rédiger une proposition claire et réaliste d'amélioration de l'air intérieur au travail.",
        body: `Les bonnes idées sur l'air au travail restent souvent lettre morte faute d'être présentées de façon exploitable par les décideurs. Cette boîte à outils aide à rédiger une proposition courte et bien structurée.

**Sections du modèle**

1. **Objectif :** pourquoi un air plus sain compte pour la santé, le confort et la présence au travail.
2. **Situation actuelle :** ce que l'on sait de la ventilation, des filtres et de l'usage des locaux.
3. **Constats :** relevés de CO2 et retours des salariés, résumés sans nommer personne.
4. **Options :** des mesures peu coûteuses, comme des horaires de ventilation, jusqu'aux purificateurs et aux travaux sur l'installation.
5. **Coûts et calendrier :** estimations approximatives et plan par étapes.
6. **Suivi :** comment et quand les résultats seront évalués.

**Notes d'accompagnement**

- Adoptez un ton coopératif, centré sur les bénéfices communs.
- Associez tôt les services techniques, qui connaissent le mieux le bâtiment.
- Vérifiez les règles de santé et sécurité au travail applicables chez vous.

**Également inclus**

Un modèle de synthèse d'une page et une liste de questions fréquentes des managers, avec des pistes de réponse.`,
      },
      pt: {
        title: "Kit para uma proposta de ar limpo no trabalho",
        summary:
          "Um modelo e notas de orientação para ajudar trabalhadores, membros da CIPA ou gestores a escrever uma proposta clara e realista de melhoria do ar interno no local de trabalho.",
        body: `Boas ideias sobre o ar no trabalho muitas vezes empacam porque não são apresentadas de um jeito que permita a quem decide agir. Este kit ajuda a escrever uma proposta curta e bem organizada.

**Seções do modelo**

1. **Objetivo:** por que um ar mais limpo importa para a saúde, o conforto e a presença no trabalho.
2. **Situação atual:** o que se sabe sobre o sistema de ventilação, os filtros e o uso dos ambientes.
3. **Observações:** leituras de CO2 e relatos da equipe, resumidos sem identificar ninguém.
4. **Opções:** de medidas de baixo custo, como horários de ventilação, a purificadores e melhorias no sistema.
5. **Custos e cronograma:** estimativas aproximadas e um plano em etapas.
6. **Acompanhamento:** como e quando os resultados serão avaliados.

**Notas de orientação**

- Mantenha um tom colaborativo, com foco nos benefícios para todos.
- Envolva cedo a equipe de manutenção.
- Verifique quais normas de saúde e segurança do trabalho se aplicam ao seu caso.

**Também incluído**

Um modelo de resumo de uma página e uma lista de perguntas frequentes de gestores, com sugestões de resposta.`,
      },
    },
  },
  {
    slug: "data-reading-surveillance-dashboards",
    category: "data",
    access: "FREE",
    publishedDaysAgo: 14,
    tags: ["surveillance"],
    source: "editorial-team",
    related: ["RESOURCE/data-wastewater-surveillance-explained", "EDUCATION/testing-basics"],
    translations: {
      en: {
        title: "How to read Covid-19 surveillance dashboards",
        summary:
          "A plain-language guide to the indicators on public Covid-19 dashboards, what each one can and cannot show, and how to read trends without over-interpreting single numbers.",
        body: `Public health agencies publish dashboards that combine several indicators. Each one tells part of the story.

**Common indicators**

- **Reported cases:** now much less complete than earlier in the pandemic, because fewer people test or report results.
- **Test positivity:** the share of tests that are positive. A rising share often signals growing spread.
- **Hospital admissions and intensive care:** reflect severe illness, and usually lag behind infections.
- **Deaths:** lag further, and reporting practices vary between countries.
- **Wastewater levels:** show viral material in sewage, independent of testing.
- **Variant data:** show which lineages are circulating, based on sequenced samples.

**Reading tips**

- Focus on trends over several weeks, not single days.
- Check the date of the latest update and whether recent data are still incomplete.
- Compare like with like: definitions differ between agencies and countries.

The link below opens the World Health Organization's Covid-19 dashboard, which compiles data reported by countries.`,
      },
      es: {
        title: "Cómo leer los paneles de vigilancia de Covid-19",
        summary:
          "Una guía en lenguaje sencillo sobre los indicadores de los paneles públicos de Covid-19, lo que cada uno puede y no puede mostrar, y cómo leer tendencias sin sobreinterpretar cifras aisladas.",
        body: `Las autoridades de salud pública publican paneles que combinan varios indicadores. Cada uno cuenta una parte de la historia.

**Indicadores comunes**

- **Casos reportados:** hoy mucho menos completos que al inicio de la pandemia, porque menos personas se hacen pruebas o reportan sus resultados.
- **Positividad:** la proporción de pruebas positivas. Si aumenta, suele indicar que la transmisión crece.
- **Hospitalizaciones y terapia intensiva:** reflejan enfermedad grave y suelen ir por detrás de las infecciones.
- **Defunciones:** se retrasan aún más, y la forma de reportarlas varía entre países.
- **Niveles en aguas residuales:** muestran material viral en el drenaje, sin depender de las pruebas.
- **Datos de variantes:** indican qué linajes circulan, a partir de muestras secuenciadas.

**Consejos de lectura**

- Fíjate en las tendencias de varias semanas, no en días aislados.
- Revisa la fecha de la última actualización y si los datos recientes siguen incompletos.
- Compara datos equivalentes: las definiciones cambian entre instituciones y países.

El enlace abre el panel de Covid-19 de la Organización Mundial de la Salud, que reúne los datos que reportan los países.`,
      },
      fr: {
        title: "Lire les tableaux de bord de surveillance du Covid-19",
        summary:
          "Un guide en langage clair sur les indicateurs des tableaux de bord publics du Covid-19, ce que chacun montre ou non, et comment lire les tendances sans surinterpréter un chiffre isolé.",
        body: `Les agences de santé publique publient des tableaux de bord qui combinent plusieurs indicateurs. Chacun raconte une partie de l'histoire.

**Indicateurs courants**

- **Cas déclarés :** bien moins complets qu'au début de la pandémie, car on se teste et on déclare moins.
- **Taux de positivité :** la part des tests positifs. Sa hausse signale souvent une circulation accrue.
- **Hospitalisations et soins critiques :** reflètent les formes graves et arrivent en général après les infections.
- **Décès :** décalés plus encore, avec des pratiques de déclaration qui varient selon les pays.
- **Eaux usées :** mesurent le matériel viral dans les égouts, indépendamment du dépistage.
- **Variants :** indiquent les lignées en circulation, à partir des échantillons séquencés.

**Conseils de lecture**

- Regardez les tendances sur plusieurs semaines, pas les chiffres d'un seul jour.
- Vérifiez la date de mise à jour et si les données récentes sont encore incomplètes.
- Comparez ce qui est comparable : les définitions diffèrent entre agences et pays.

Le lien ouvre le tableau de bord Covid-19 de l'Organisation mondiale de la Santé, qui rassemble les données déclarées par les pays.`,
      },
      pt: {
        title: "Como ler os painéis de vigilância da Covid-19",
        summary:
          "Um guia em linguagem simples sobre os indicadores dos painéis públicos de Covid-19, o que cada um pode ou não mostrar e como ler tendências sem interpretar demais números isolados.",
        body: `As autoridades de saúde pública divulgam painéis que combinam vários indicadores. Cada um conta uma parte da história.

**Indicadores comuns**

- **Casos notificados:** hoje bem menos completos do que no início da pandemia, porque menos pessoas testam ou informam os resultados.
- **Positividade:** a proporção de testes positivos. Quando sobe, costuma indicar aumento da transmissão.
- **Internações e UTI:** refletem os casos graves e normalmente aparecem depois das infecções.
- **Óbitos:** têm atraso ainda maior, e as formas de notificação variam entre países.
- **Esgoto:** mostra material viral nas águas residuais, sem depender da testagem.
- **Variantes:** indicam quais linhagens circulam, com base em amostras sequenciadas.

**Dicas de leitura**

- Observe tendências de várias semanas, e não dias isolados.
- Confira a data da última atualização e se os dados recentes ainda estão incompletos.
- Compare dados equivalentes: as definições mudam entre instituições e países.

O link abre o painel de Covid-19 da Organização Mundial da Saúde, que reúne os dados informados pelos países.`,
      },
    },
  },
  {
    slug: "data-wastewater-surveillance-explained",
    category: "data",
    access: "FREE",
    publishedDaysAgo: 289,
    tags: ["surveillance", "testing"],
    source: "editorial-team",
    related: ["RESOURCE/data-reading-surveillance-dashboards"],
    translations: {
      en: {
        title: "Wastewater surveillance: what sewage data can tell us",
        summary:
          "How monitoring viral material in wastewater works, why it can give an early signal of rising infections, and what its limits are when you read the charts.",
        body: `People infected with SARS-CoV-2 can shed fragments of the virus's genetic material in their stool, whether or not they have symptoms or take a test. Wastewater surveillance uses this to track community trends.

**How it works**

1. Samples are collected at treatment plants or other points in the sewer network.
2. Laboratories measure the amount of viral genetic material.
3. Results are adjusted for factors such as flow and population, then shown as trends or levels.

**Strengths**

- It does not depend on people testing or reporting results.
- It often shows changes before hospital data do.
- Sequencing samples can help track variants.

**Limits**

- It cannot tell how many people are infected.
- Rain, industrial discharges and sampling schedules can affect results.
- Small sites can show large swings.

**Reading the charts**

Compare a site with its own past, look at the direction over several weeks, and check how the agency defines "low" or "high" levels.`,
      },
      es: {
        title: "Vigilancia en aguas residuales: lo que nos dicen los datos del drenaje",
        summary:
          "Cómo funciona el monitoreo de material viral en aguas residuales, por qué puede anticipar un aumento de infecciones y cuáles son sus límites al leer las gráficas.",
        body: `Las personas infectadas con SARS-CoV-2 pueden eliminar fragmentos del material genético del virus en sus heces, tengan o no síntomas y se hagan o no una prueba. La vigilancia en aguas residuales aprovecha esto para seguir las tendencias en una comunidad.

**Cómo funciona**

1. Se toman muestras en plantas de tratamiento u otros puntos del drenaje.
2. Los laboratorios miden la cantidad de material genético viral.
3. Los resultados se ajustan por factores como el caudal y la población, y se muestran como tendencias o niveles.

**Ventajas**

- No depende de que la gente se haga pruebas o reporte resultados.
- Suele mostrar cambios antes que los datos hospitalarios.
- Secuenciar las muestras ayuda a seguir las variantes.

**Límites**

- No indica cuántas personas están infectadas.
- La lluvia, las descargas industriales y los calendarios de muestreo pueden afectar los resultados.
- Los sitios pequeños pueden mostrar variaciones grandes.

**Cómo leer las gráficas**

Compara cada sitio con su propio historial, observa la dirección durante varias semanas y revisa cómo define la institución los niveles «bajos» o «altos».`,
      },
      fr: {
        title: "Surveillance des eaux usées : ce que disent les égouts",
        summary:
          "Comment fonctionne le suivi du matériel viral dans les eaux usées, pourquoi il peut signaler tôt une hausse des infections et quelles sont ses limites quand on lit les courbes.",
        body: `Les personnes infectées par le SARS-CoV-2 peuvent excréter des fragments du matériel génétique du virus dans leurs selles, qu'elles aient des symptômes ou non et qu'elles se testent ou non. La surveillance des eaux usées s'en sert pour suivre les tendances dans une population.

**Fonctionnement**

1. Des prélèvements sont faits en station d'épuration ou en d'autres points du réseau.
2. Les laboratoires mesurent la quantité de matériel génétique viral.
3. Les résultats sont corrigés selon le débit et la population, puis présentés sous forme de tendances ou de niveaux.

**Atouts**

- Elle ne dépend pas du dépistage ni des déclarations.
- Elle montre souvent les évolutions avant les données hospitalières.
- Le séquençage des échantillons aide à suivre les variants.

**Limites**

- Elle ne dit pas combien de personnes sont infectées.
- La pluie, les rejets industriels et le calendrier des prélèvements peuvent influer sur les résultats.
- Les petits sites peuvent connaître de fortes variations.

**Lire les courbes**

Comparez un site à son propre historique, regardez la direction sur plusieurs semaines et vérifiez comment l'agence définit un niveau « bas » ou « élevé ».`,
      },
      pt: {
        title: "Vigilância em esgoto: o que os dados das águas residuais revelam",
        summary:
          "Como funciona o monitoramento de material viral no esgoto, por que ele pode antecipar o aumento de infecções e quais são seus limites na hora de ler os gráficos.",
        body: `Pessoas infectadas pelo SARS-CoV-2 podem eliminar fragmentos do material genético do vírus nas fezes, tenham ou não sintomas e façam ou não um teste. A vigilância em esgoto aproveita isso para acompanhar tendências em uma comunidade.

**Como funciona**

1. Amostras são coletadas em estações de tratamento ou outros pontos da rede de esgoto.
2. Os laboratórios medem a quantidade de material genético viral.
3. Os resultados são ajustados por fatores como vazão e população e apresentados como tendências ou níveis.

**Vantagens**

- Não depende de as pessoas testarem ou informarem resultados.
- Costuma mostrar mudanças antes dos dados hospitalares.
- O sequenciamento das amostras ajuda a acompanhar variantes.

**Limites**

- Não informa quantas pessoas estão infectadas.
- Chuva, despejos industriais e o calendário de coletas podem afetar os resultados.
- Locais pequenos podem ter grandes oscilações.

**Como ler os gráficos**

Compare cada local com o próprio histórico, observe a direção ao longo de várias semanas e confira como a instituição define níveis "baixos" ou "altos".`,
      },
    },
  },
  {
    slug: "data-co2-readings-reference-sheet",
    category: "data",
    access: "FREE",
    publishedDaysAgo: 357,
    tags: ["air-quality", "ventilation"],
    source: "editorial-team",
    related: [
      "EDUCATION/understanding-co2-readings",
      "RESOURCE/toolkit-co2-monitoring-log",
      "VIDEO/what-co2-readings-tell-you",
    ],
    translations: {
      en: {
        title: "CO2 readings: a quick reference sheet",
        summary:
          "A one-page reference for interpreting indoor CO2 readings as a rough guide to ventilation in occupied rooms, with the caveats that matter when you act on the numbers.",
        body: `Indoor CO2 rises as people breathe and falls as fresh air comes in. These rough ranges are commonly used in clean-air guidance as a ventilation guide. They are not safety limits for infection.

| Reading (ppm) | What it suggests |
| --- | --- |
| About 420 | Outdoor air |
| Up to about 800 | Generally good ventilation for the number of people present |
| About 800 to 1,000 | Ventilation could be improved |
| Above about 1,000 | The room needs more fresh air or fewer people |

**Caveats**

- Purifiers remove particles but not CO2. A filtered room may have cleaner air than its CO2 reading suggests.
- Readings depend on how many people are present and what they are doing. A nearly empty room can look fine even with poor ventilation.
- Low-cost sensors drift; check yours outdoors from time to time.
- Place the monitor away from windows and people's faces.

Local rules and guidance may set their own targets for schools or workplaces.`,
      },
      es: {
        title: "Lecturas de CO2: hoja de referencia rápida",
        summary:
          "Una referencia de una página para interpretar las lecturas de CO2 en interiores como guía aproximada de ventilación, con las advertencias que importan antes de actuar.",
        body: `El CO2 en interiores sube cuando las personas respiran y baja cuando entra aire fresco. Estos rangos aproximados se usan con frecuencia en guías de aire limpio como referencia de ventilación. No son límites de seguridad frente a infecciones.

| Lectura (ppm) | Qué sugiere |
| --- | --- |
| Alrededor de 420 | Aire exterior |
| Hasta unos 800 | Ventilación generalmente buena para la cantidad de personas |
| Entre unos 800 y 1,000 | La ventilación podría mejorar |
| Más de unos 1,000 | El espacio necesita más aire fresco o menos gente |

**Advertencias**

- Los purificadores retienen partículas, pero no CO2. Un espacio con filtración puede tener un aire más limpio de lo que sugiere su lectura.
- Las lecturas dependen de cuántas personas hay y qué hacen. Un cuarto casi vacío puede verse bien aunque esté mal ventilado.
- Los sensores económicos se desajustan; revisa el tuyo al aire libre de vez en cuando.
- Coloca el medidor lejos de ventanas y de la cara de las personas.

Las normas y guías locales pueden fijar sus propias metas para escuelas o lugares de trabajo.`,
      },
      fr: {
        title: "Valeurs de CO2 : fiche de référence rapide",
        summary:
          "Une fiche d'une page pour interpréter les valeurs de CO2 intérieur comme un repère approximatif de l'aération, avec les réserves importantes avant d'agir sur ces chiffres.",
        body: `Le CO2 intérieur augmente avec la respiration des occupants et baisse quand l'air frais entre. Ces fourchettes approximatives sont souvent utilisées dans les guides sur l'air sain comme repère d'aération. Ce ne sont pas des seuils de sécurité vis-à-vis des infections.

| Valeur (ppm) | Ce qu'elle suggère |
| --- | --- |
| Environ 420 | Air extérieur |
| Jusqu'à 800 environ | Aération généralement bonne pour le nombre de personnes |
| Entre 800 et 1 000 environ | L'aération pourrait être améliorée |
| Au-delà de 1 000 environ | Il faut plus d'air frais ou moins de monde |

**Réserves**

- Les purificateurs retiennent les particules, pas le CO2. Une pièce filtrée peut avoir un air plus sain que ne le laisse penser sa valeur.
- Les valeurs dépendent du nombre de personnes et de leur activité. Une pièce presque vide peut sembler correcte même mal aérée.
- Les capteurs bon marché dérivent : vérifiez le vôtre à l'extérieur de temps en temps.
- Placez le capteur loin des fenêtres et du visage des gens.

Les règles et recommandations locales peuvent fixer leurs propres objectifs pour les écoles ou les lieux de travail.`,
      },
      pt: {
        title: "Leituras de CO2: folha de referência rápida",
        summary:
          "Uma referência de uma página para interpretar leituras de CO2 em ambientes internos como guia aproximado de ventilação, com as ressalvas que importam antes de agir com base nos números.",
        body: `O CO2 em ambientes internos sobe com a respiração das pessoas e cai quando o ar fresco entra. Estas faixas aproximadas são usadas com frequência em guias de ar limpo como referência de ventilação. Não são limites de segurança contra infecções.

| Leitura (ppm) | O que sugere |
| --- | --- |
| Cerca de 420 | Ar externo |
| Até cerca de 800 | Ventilação geralmente boa para o número de pessoas |
| Entre cerca de 800 e 1.000 | A ventilação pode melhorar |
| Acima de cerca de 1.000 | O ambiente precisa de mais ar fresco ou de menos gente |

**Ressalvas**

- Purificadores retêm partículas, mas não CO2. Um ambiente com filtragem pode ter ar mais limpo do que a leitura sugere.
- As leituras dependem de quantas pessoas há e do que estão fazendo. Uma sala quase vazia pode parecer boa mesmo mal ventilada.
- Sensores baratos perdem a calibração; confira o seu ao ar livre de vez em quando.
- Posicione o medidor longe de janelas e do rosto das pessoas.

Normas e orientações locais podem definir metas próprias para escolas ou locais de trabalho.`,
      },
    },
  },
];
