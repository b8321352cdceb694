import type { SeedItem } from "../types";

// DIRECTORY items. Every business below is FICTIONAL demo content: invented names, addresses,
// ".example" email and web domains, and phone numbers in reserved or obviously fake ranges.
export const items: SeedItem[] = [
  // ---------------------------------------------------------------- United States
  {
    slug: "clear-air-family-dental",
    category: "dentists",
    access: "FREE",
    publishedDaysAgo: 12,
    featured: true,
    tags: ["air-quality", "ventilation", "masks"],
    products: ["coway-airmega-ap-1512hhs", "aranet4-co2-monitor"],
    address: "2150 SE Alder Grove Ave",
    city: "Portland",
    region: "Oregon",
    country: "US",
    latitude: 45.5122,
    longitude: -122.6418,
    phone: "+1 503-555-0142",
    email: "hello@clear-air-dental.example",
    website: "https://clear-air-dental.example",
    translations: {
      en: {
        title: "Clear Air Family Dental",
        summary:
          "A family dental practice in Portland with HEPA filtration in every treatment room and a CO2 monitor in the waiting area.",
        body: "Clear Air Family Dental offers checkups, cleanings, fillings and children's dentistry for the whole family.\n\n**Covid-conscious practices**\n- A portable HEPA purifier runs in every treatment room and in the waiting area\n- A CO2 monitor is on display at reception, and windows are opened when readings climb\n- Patients can wait in their car and get a text when the room is ready\n- Staff wear N95 respirators on request, and the first appointment of each day is kept for higher-risk patients",
      },
      es: {
        title: "Clear Air Family Dental",
        summary:
          "Consultorio dental familiar en Portland con filtración HEPA en cada sala de tratamiento y un medidor de CO2 en la sala de espera.",
        body: "Clear Air Family Dental ofrece revisiones, limpiezas, resinas y odontopediatría para toda la familia.\n\n**Medidas frente al covid**\n- Un purificador HEPA portátil funciona en cada sala de tratamiento y en la sala de espera\n- En la recepción hay un medidor de CO2 a la vista, y se abren las ventanas cuando sube la lectura\n- Puedes esperar en tu auto y recibir un mensaje cuando el consultorio esté listo\n- El personal usa respirador N95 si lo pides, y la primera cita de cada día se reserva para pacientes de mayor riesgo",
      },
      fr: {
        title: "Clear Air Family Dental",
        summary:
          "Un cabinet dentaire familial à Portland, avec filtration HEPA dans chaque salle de soins et un capteur de CO2 en salle d'attente.",
        body: "Clear Air Family Dental propose contrôles, détartrages, soins des caries et dentisterie pédiatrique pour toute la famille.\n\n**Précautions Covid**\n- Un purificateur HEPA portable fonctionne dans chaque salle de soins et en salle d'attente\n- Un capteur de CO2 est affiché à l'accueil, et l'on ouvre les fenêtres quand le taux monte\n- Les patients peuvent attendre dans leur voiture et sont prévenus par SMS quand la salle est prête\n- Le personnel porte un respirateur N95 sur demande, et le premier rendez-vous de la journée est réservé aux patients plus vulnérables",
      },
      pt: {
        title: "Clear Air Family Dental",
        summary:
          "Um consultório odontológico familiar em Portland, com filtragem HEPA em todas as salas de atendimento e medidor de CO2 na recepção.",
        body: "O Clear Air Family Dental oferece consultas de rotina, limpeza, restaurações e odontopediatria para toda a família.\n\n**Cuidados contra a covid**\n- Um purificador HEPA portátil funciona em cada sala de atendimento e na sala de espera\n- Um medidor de CO2 fica à vista na recepção, e as janelas são abertas quando a leitura sobe\n- Os pacientes podem esperar no carro e recebem uma mensagem quando a sala estiver pronta\n- A equipe usa respirador N95 a pedido, e o primeiro horário de cada dia é reservado para pacientes de maior risco",
      },
    },
  },
  {
    slug: "open-window-coffee-bar",
    category: "restaurants",
    access: "FREE",
    publishedDaysAgo: 34,
    tags: ["ventilation", "air-quality"],
    address: "418 Linden Commons Ave",
    city: "Minneapolis",
    region: "Minnesota",
    country: "US",
    latitude: 44.9631,
    longitude: -93.2702,
    phone: "+1 612-555-0118",
    email: "hello@open-window-coffee.example",
    website: "https://open-window-coffee.example",
    translations: {
      en: {
        title: "Open Window Coffee Bar",
        summary:
          "A neighborhood coffee bar in Minneapolis with a live CO2 reading by the counter and a walk-up pickup window.",
        body: "Open Window Coffee Bar serves espresso, pour-over coffee and pastries baked each morning.\n\n**Covid-conscious practices**\n- A CO2 monitor sits by the counter, and the current reading is copied onto a chalkboard\n- Order ahead online and collect at the walk-up window without coming inside\n- A heated, covered patio stays open most of the year\n- Two HEPA purifiers run in the seating area, and staff wear masks on request",
      },
      es: {
        title: "Open Window Coffee Bar",
        summary:
          "Cafetería de barrio en Minneapolis con lectura de CO2 en vivo junto a la barra y una ventanilla para recoger pedidos.",
        body: "Open Window Coffee Bar sirve espresso, café de filtro y pan horneado cada mañana.\n\n**Medidas frente al covid**\n- Junto a la barra hay un medidor de CO2, y la lectura del momento se anota en un pizarrón\n- Pide en línea y recoge en la ventanilla sin entrar\n- Un patio techado y con calefacción abre casi todo el año\n- Dos purificadores HEPA funcionan en la zona de mesas, y el personal usa cubrebocas si lo pides",
      },
      fr: {
        title: "Open Window Coffee Bar",
        summary:
          "Un café de quartier à Minneapolis, avec la mesure de CO2 en direct près du comptoir et un guichet de retrait.",
        body: "Open Window Coffee Bar sert des expressos, du café filtre et des viennoiseries cuites chaque matin.\n\n**Précautions Covid**\n- Un capteur de CO2 est posé près du comptoir, et la valeur du moment est recopiée sur une ardoise\n- Commandez en ligne et récupérez votre commande au guichet sans entrer\n- Une terrasse couverte et chauffée est ouverte presque toute l'année\n- Deux purificateurs HEPA tournent dans la salle, et le personnel porte un masque sur demande",
      },
      pt: {
        title: "Open Window Coffee Bar",
        summary:
          "Uma cafeteria de bairro em Minneapolis, com leitura de CO2 ao vivo junto ao balcão e janela para retirada de pedidos.",
        body: "O Open Window Coffee Bar serve espresso, café coado e doces assados toda manhã.\n\n**Cuidados contra a covid**\n- Um medidor de CO2 fica junto ao balcão, e a leitura do momento é anotada em uma lousa\n- Peça pela internet e retire na janela, sem entrar\n- Um pátio coberto e aquecido funciona quase o ano todo\n- Dois purificadores HEPA funcionam na área das mesas, e a equipe usa máscara a pedido",
      },
    },
  },
  {
    slug: "lakeside-community-clinic",
    category: "healthcare",
    access: "FREE",
    publishedDaysAgo: 58,
    tags: ["masks", "vaccination", "accessibility", "air-quality"],
    address: "3307 W Birchwood Terrace",
    city: "Chicago",
    region: "Illinois",
    country: "US",
    latitude: 41.8895,
    longitude: -87.7102,
    phone: "+1 312-555-0163",
    email: "frontdesk@lakeside-community-clinic.example",
    website: "https://lakeside-community-clinic.example",
    translations: {
      en: {
        title: "Lakeside Community Clinic",
        summary:
          "A primary care clinic in Chicago with masked waiting areas, separate hours for respiratory symptoms and video visits.",
        body: "Lakeside Community Clinic provides primary care, vaccinations and follow-up for long-term conditions, with sliding-scale fees for uninsured patients.\n\n**Covid-conscious practices**\n- Masks are required in the waiting room, and free N95s are offered at the door\n- Patients with respiratory symptoms are seen in afternoon slots through a separate entrance\n- Video visits are available for many follow-up appointments\n- HEPA purifiers run in every exam room, and the ventilation system uses MERV 13 filters",
      },
      es: {
        title: "Lakeside Community Clinic",
        summary:
          "Clínica de atención primaria en Chicago con cubrebocas obligatorio en la sala de espera, horario aparte para síntomas respiratorios y consultas por video.",
        body: "Lakeside Community Clinic ofrece atención primaria, vacunación y seguimiento de enfermedades crónicas, con tarifas según ingresos para pacientes sin seguro.\n\n**Medidas frente al covid**\n- El cubrebocas es obligatorio en la sala de espera, y en la entrada se regalan N95\n- Los pacientes con síntomas respiratorios se atienden por la tarde, con entrada por separado\n- Muchas consultas de seguimiento pueden hacerse por video\n- Hay purificadores HEPA en cada consultorio, y el sistema de ventilación usa filtros MERV 13",
      },
      fr: {
        title: "Lakeside Community Clinic",
        summary:
          "Un centre de soins primaires à Chicago : masque en salle d'attente, horaires séparés pour les symptômes respiratoires et consultations vidéo.",
        body: "Lakeside Community Clinic assure soins primaires, vaccinations et suivi des maladies chroniques, avec des tarifs adaptés aux revenus pour les patients sans assurance.\n\n**Précautions Covid**\n- Le masque est obligatoire en salle d'attente, et des N95 sont offerts à l'entrée\n- Les patients présentant des symptômes respiratoires sont reçus l'après-midi, par une entrée séparée\n- De nombreux rendez-vous de suivi peuvent se faire en vidéo\n- Des purificateurs HEPA fonctionnent dans chaque salle d'examen, et la ventilation utilise des filtres MERV 13",
      },
      pt: {
        title: "Lakeside Community Clinic",
        summary:
          "Uma clínica de atenção primária em Chicago, com máscara na sala de espera, horários separados para sintomas respiratórios e consultas por vídeo.",
        body: "A Lakeside Community Clinic oferece atenção primária, vacinação e acompanhamento de doenças crônicas, com preços conforme a renda para pacientes sem seguro.\n\n**Cuidados contra a covid**\n- Máscara obrigatória na sala de espera, com N95 gratuitas na entrada\n- Pacientes com sintomas respiratórios são atendidos à tarde, por uma entrada separada\n- Muitos retornos podem ser feitos por vídeo\n- Purificadores HEPA funcionam em todos os consultórios, e o sistema de ventilação usa filtros MERV 13",
      },
    },
  },
  {
    slug: "fresh-start-fitness-studio",
    category: "fitness",
    access: "FREE",
    publishedDaysAgo: 77,
    tags: ["ventilation", "air-quality", "older-adults"],
    products: ["portable-hepa-h13-purifier"],
    address: "1290 Cottonwood Yard St",
    city: "Denver",
    region: "Colorado",
    country: "US",
    latitude: 39.7581,
    longitude: -104.9826,
    phone: "+1 720-555-0127",
    email: "hello@fresh-start-fitness.example",
    website: "https://fresh-start-fitness.example",
    translations: {
      en: {
        title: "Fresh Start Fitness Studio",
        summary:
          "A small-group strength and mobility studio in Denver that keeps classes small and the garage doors open.",
        body: "Fresh Start Fitness Studio runs strength, mobility and beginner classes for adults, including a low-impact class for older adults.\n\n**Covid-conscious practices**\n- Classes are capped at eight people, with marked spaces on the floor\n- Two large garage doors open whenever the weather allows, and from May to September sessions move to the park\n- HEPA purifiers sized for the room run during every class\n- The current CO2 reading is posted at the entrance",
      },
      es: {
        title: "Fresh Start Fitness Studio",
        summary: "Estudio de fuerza y movilidad en Denver con grupos pequeños y los portones abiertos.",
        body: "Fresh Start Fitness Studio imparte clases de fuerza, movilidad y nivel principiante para adultos, incluida una clase de bajo impacto para personas mayores.\n\n**Medidas frente al covid**\n- Las clases son de máximo ocho personas, con lugares marcados en el piso\n- Dos grandes portones se abren siempre que el clima lo permite, y de mayo a septiembre las sesiones se hacen en el parque\n- Purificadores HEPA adecuados al tamaño del salón funcionan en todas las clases\n- La lectura de CO2 del momento se muestra en la entrada",
      },
      fr: {
        title: "Fresh Start Fitness Studio",
        summary:
          "Un studio de renforcement et de mobilité à Denver, avec de petits groupes et les portes de garage grandes ouvertes.",
        body: "Fresh Start Fitness Studio propose des cours de renforcement, de mobilité et pour débutants, dont un cours à faible impact pour les personnes âgées.\n\n**Précautions Covid**\n- Les cours sont limités à huit personnes, avec des emplacements marqués au sol\n- Deux grandes portes de garage s'ouvrent dès que la météo le permet, et de mai à septembre les séances ont lieu au parc\n- Des purificateurs HEPA dimensionnés pour la salle tournent pendant chaque cours\n- La mesure de CO2 du moment est affichée à l'entrée",
      },
      pt: {
        title: "Fresh Start Fitness Studio",
        summary: "Um estúdio de força e mobilidade em Denver, com turmas pequenas e portões abertos.",
        body: "O Fresh Start Fitness Studio oferece aulas de força, mobilidade e para iniciantes, incluindo uma aula de baixo impacto para pessoas idosas.\n\n**Cuidados contra a covid**\n- As turmas têm no máximo oito pessoas, com lugares marcados no chão\n- Dois grandes portões ficam abertos sempre que o tempo permite, e de maio a setembro as aulas vão para o parque\n- Purificadores HEPA dimensionados para a sala funcionam em todas as aulas\n- A leitura de CO2 do momento fica exposta na entrada",
      },
    },
  },
  {
    slug: "paper-lantern-books",
    category: "shops",
    access: "FREE",
    publishedDaysAgo: 103,
    tags: ["masks", "ventilation", "accessibility"],
    products: ["corsi-rosenthal-box"],
    address: "77 Quillfeather Row",
    city: "Boston",
    region: "Massachusetts",
    country: "US",
    latitude: 42.3493,
    longitude: -71.0779,
    phone: "+1 617-555-0191",
    email: "books@paper-lantern-books.example",
    website: "https://paper-lantern-books.example",
    translations: {
      en: {
        title: "Paper Lantern Books",
        summary:
          "An independent bookshop in Boston with curbside pickup, DIY filter fans and mask-required browsing hours.",
        body: "Paper Lantern Books is an independent bookshop with new and used titles, a children's corner and special orders.\n\n**Covid-conscious practices**\n- Tuesday and Saturday mornings are mask-required browsing hours\n- Order by phone, email or the website and pick up at the curb\n- Three Corsi-Rosenthal boxes run on the shop floor, and the front door is propped open in mild weather\n- A step-free entrance, and a chair at the register for anyone who needs one",
      },
      es: {
        title: "Paper Lantern Books",
        summary:
          "Librería independiente en Boston con entrega en la banqueta, ventiladores con filtros caseros y horarios con cubrebocas obligatorio.",
        body: "Paper Lantern Books es una librería independiente con libros nuevos y usados, un rincón infantil y pedidos especiales.\n\n**Medidas frente al covid**\n- Los martes y sábados por la mañana el cubrebocas es obligatorio dentro de la tienda\n- Pide por teléfono, correo o en el sitio web y recoge en la banqueta\n- Tres cajas Corsi-Rosenthal funcionan en la tienda, y la puerta se deja abierta cuando el clima es templado\n- Entrada sin escalones y una silla junto a la caja para quien la necesite",
      },
      fr: {
        title: "Paper Lantern Books",
        summary:
          "Une librairie indépendante à Boston, avec retrait sur le trottoir, ventilateurs filtrants faits maison et créneaux avec masque obligatoire.",
        body: "Paper Lantern Books est une librairie indépendante qui propose livres neufs et d'occasion, un coin enfants et des commandes spéciales.\n\n**Précautions Covid**\n- Le mardi et le samedi matin, le masque est obligatoire dans la boutique\n- Commandez par téléphone, par e-mail ou sur le site, et récupérez vos livres sur le trottoir\n- Trois boîtes Corsi-Rosenthal tournent dans la boutique, et la porte reste ouverte quand il fait doux\n- Une entrée de plain-pied et une chaise près de la caisse pour qui en a besoin",
      },
      pt: {
        title: "Paper Lantern Books",
        summary:
          "Uma livraria independente em Boston, com retirada na calçada, ventiladores com filtro caseiros e horários com máscara obrigatória.",
        body: "A Paper Lantern Books é uma livraria independente com livros novos e usados, um cantinho infantil e encomendas especiais.\n\n**Cuidados contra a covid**\n- Às terças e sábados de manhã, a máscara é obrigatória dentro da loja\n- Peça por telefone, e-mail ou pelo site e retire na calçada\n- Três caixas Corsi-Rosenthal funcionam na loja, e a porta fica aberta quando o tempo está ameno\n- Entrada sem degraus e uma cadeira junto ao caixa para quem precisar",
      },
    },
  },
  {
    slug: "steady-hands-tax-help",
    category: "services",
    access: "FREE",
    publishedDaysAgo: 140,
    tags: ["workplaces", "accessibility"],
    address: "5804 Mesquite Hollow Dr, Suite 3",
    city: "Austin",
    region: "Texas",
    country: "US",
    latitude: 30.2981,
    longitude: -97.7275,
    phone: "+1 512-555-0136",
    email: "help@steady-hands-tax.example",
    website: "https://steady-hands-tax.example",
    translations: {
      en: {
        title: "Steady Hands Tax & Paperwork Help",
        summary:
          "A small tax preparation and paperwork service in Austin that works mostly remotely, with a secure drop box for documents.",
        body: "Steady Hands helps individuals and small businesses with tax returns, benefit forms and everyday paperwork, in English and Spanish.\n\n**Covid-conscious practices**\n- Most appointments happen by video or phone, with secure document upload\n- A locked drop box outside the office takes paper documents at any hour\n- In-person meetings are booked in 45-minute windows, so clients never share the waiting room\n- The office has a HEPA purifier, and staff wear masks during in-person meetings on request",
      },
      es: {
        title: "Steady Hands Tax & Paperwork Help",
        summary:
          "Pequeño despacho de impuestos y trámites en Austin que trabaja casi todo a distancia, con un buzón seguro para documentos.",
        body: "Steady Hands ayuda a personas y pequeños negocios con declaraciones de impuestos, solicitudes de apoyos y trámites del día a día, en inglés y español.\n\n**Medidas frente al covid**\n- La mayoría de las citas son por video o teléfono, con envío seguro de documentos\n- Un buzón con llave afuera de la oficina recibe documentos en papel a cualquier hora\n- Las citas presenciales se agendan en bloques de 45 minutos, para que los clientes nunca coincidan en la sala de espera\n- La oficina tiene un purificador HEPA, y el personal usa cubrebocas en las citas presenciales si lo pides",
      },
      fr: {
        title: "Steady Hands Tax & Paperwork Help",
        summary:
          "Un petit cabinet d'aide fiscale et administrative à Austin qui travaille surtout à distance, avec une boîte de dépôt sécurisée.",
        body: "Steady Hands aide particuliers et petites entreprises pour les déclarations d'impôts, les demandes d'aides et les démarches du quotidien, en anglais et en espagnol.\n\n**Précautions Covid**\n- La plupart des rendez-vous ont lieu en vidéo ou par téléphone, avec envoi sécurisé des documents\n- Une boîte fermée à clé devant le bureau reçoit les documents papier à toute heure\n- Les rendez-vous sur place sont fixés par créneaux de 45 minutes, pour que les clients ne se croisent jamais en salle d'attente\n- Le bureau est équipé d'un purificateur HEPA, et le personnel porte un masque sur demande",
      },
      pt: {
        title: "Steady Hands Tax & Paperwork Help",
        summary:
          "Um pequeno escritório de impostos e papelada em Austin que trabalha quase todo a distância, com caixa segura para documentos.",
        body: "A Steady Hands ajuda pessoas e pequenas empresas com declarações de impostos, pedidos de benefícios e burocracias do dia a dia, em inglês e espanhol.\n\n**Cuidados contra a covid**\n- A maioria dos atendimentos é por vídeo ou telefone, com envio seguro de documentos\n- Uma caixa trancada do lado de fora do escritório recebe documentos em papel a qualquer hora\n- Os atendimentos presenciais são marcados em janelas de 45 minutos, para que os clientes nunca se encontrem na sala de espera\n- O escritório tem purificador HEPA, e a equipe usa máscara nos atendimentos presenciais a pedido",
      },
    },
  },
  {
    slug: "green-thread-tailoring",
    category: "services",
    access: "FREE",
    publishedDaysAgo: 221,
    tags: ["masks", "ventilation"],
    address: "914 Spruce Landing Way",
    city: "Seattle",
    region: "Washington",
    country: "US",
    latitude: 47.6153,
    longitude: -122.3207,
    phone: "+1 206-555-0174",
    email: "mend@green-thread-tailoring.example",
    website: "https://green-thread-tailoring.example",
    translations: {
      en: {
        title: "Green Thread Tailoring & Repair",
        summary:
          "A Seattle alterations and clothing repair shop with contactless drop-off and masked fittings on request.",
        body: "Green Thread Tailoring & Repair handles hems, zipper replacements, resizing and visible mending for everyday clothes and outdoor gear.\n\n**Covid-conscious practices**\n- Contactless drop-off and pickup through labeled lockers in the entryway\n- Fittings are by appointment, one client at a time, with the door and back window open\n- The tailor wears an N95 during fittings on request\n- A CO2 monitor on the cutting table helps keep the small space aired out",
      },
      es: {
        title: "Green Thread Tailoring & Repair",
        summary:
          "Taller de arreglos y reparación de ropa en Seattle, con entrega sin contacto y pruebas con cubrebocas si lo pides.",
        body: "Green Thread Tailoring & Repair hace bastillas, cambios de cierre, ajustes de talla y zurcidos visibles en ropa de diario y equipo para actividades al aire libre.\n\n**Medidas frente al covid**\n- Entrega y recolección sin contacto mediante casilleros con nombre en la entrada\n- Las pruebas son con cita, un cliente a la vez, con la puerta y la ventana trasera abiertas\n- La sastre usa N95 durante las pruebas si lo pides\n- Un medidor de CO2 en la mesa de corte ayuda a mantener ventilado el pequeño local",
      },
      fr: {
        title: "Green Thread Tailoring & Repair",
        summary:
          "Un atelier de retouches et de réparation de vêtements à Seattle, avec dépôt sans contact et essayages masqués sur demande.",
        body: "Green Thread Tailoring & Repair s'occupe des ourlets, des fermetures éclair, des ajustements et du raccommodage visible, pour les vêtements de tous les jours comme pour l'équipement de plein air.\n\n**Précautions Covid**\n- Dépôt et retrait sans contact grâce à des casiers étiquetés dans l'entrée\n- Essayages sur rendez-vous, un client à la fois, porte et fenêtre arrière ouvertes\n- La couturière porte un N95 pendant les essayages sur demande\n- Un capteur de CO2 sur la table de coupe aide à bien aérer ce petit local",
      },
      pt: {
        title: "Green Thread Tailoring & Repair",
        summary:
          "Um ateliê de ajustes e conserto de roupas em Seattle, com entrega sem contato e provas com máscara a pedido.",
        body: "O Green Thread Tailoring & Repair faz barras, troca de zíperes, ajustes de tamanho e remendos aparentes em roupas do dia a dia e equipamentos para atividades ao ar livre.\n\n**Cuidados contra a covid**\n- Entrega e retirada sem contato por armários identificados na entrada\n- Provas com hora marcada, um cliente por vez, com a porta e a janela dos fundos abertas\n- A costureira usa N95 durante as provas a pedido\n- Um medidor de CO2 na mesa de corte ajuda a manter o pequeno espaço arejado",
      },
    },
  },
  {
    slug: "two-rivers-pediatric-care",
    category: "healthcare",
    access: "FREE",
    publishedDaysAgo: 19,
    tags: ["children", "masks", "air-quality"],
    address: "2640 Wissahickon Bend Rd",
    city: "Philadelphia",
    region: "Pennsylvania",
    country: "US",
    latitude: 39.9611,
    longitude: -75.1802,
    phone: "+1 215-555-0159",
    email: "care@two-rivers-pediatrics.example",
    website: "https://two-rivers-pediatrics.example",
    translations: {
      en: {
        title: "Two Rivers Pediatric Care",
        summary: "A pediatric practice in Philadelphia with separate waiting areas for well visits and sick visits.",
        body: "Two Rivers Pediatric Care looks after babies, children and teenagers, from newborn checkups to sports physicals.\n\n**Covid-conscious practices**\n- Separate entrances and waiting rooms for well visits and for children with fever or cough\n- Families can check in from the car and wait for a text\n- HEPA purifiers run in every exam room, and CO2 is tracked in both waiting rooms\n- Staff wear masks in patient areas, and child-size masks are available at the front desk",
      },
      es: {
        title: "Two Rivers Pediatric Care",
        summary:
          "Consultorio pediátrico en Filadelfia con salas de espera separadas para consultas de control y de enfermedad.",
        body: "Two Rivers Pediatric Care atiende a bebés, niñas, niños y adolescentes, desde la revisión del recién nacido hasta los certificados médicos para deporte.\n\n**Medidas frente al covid**\n- Entradas y salas de espera separadas para consultas de control y para niños con fiebre o tos\n- Las familias pueden registrarse desde el auto y esperar un mensaje\n- Hay purificadores HEPA en todos los consultorios, y se mide el CO2 en ambas salas de espera\n- El personal usa cubrebocas en las áreas de pacientes, y en la recepción hay cubrebocas de talla infantil",
      },
      fr: {
        title: "Two Rivers Pediatric Care",
        summary:
          "Un cabinet de pédiatrie à Philadelphie, avec des salles d'attente séparées pour les visites de suivi et les consultations pour maladie.",
        body: "Two Rivers Pediatric Care suit les bébés, les enfants et les adolescents, du premier examen du nouveau-né aux certificats pour le sport.\n\n**Précautions Covid**\n- Entrées et salles d'attente séparées pour les visites de suivi et pour les enfants qui ont de la fièvre ou qui toussent\n- Les familles peuvent s'enregistrer depuis la voiture et attendre un SMS\n- Des purificateurs HEPA tournent dans chaque salle d'examen, et le CO2 est suivi dans les deux salles d'attente\n- Le personnel porte un masque dans les espaces patients, et des masques taille enfant sont disponibles à l'accueil",
      },
      pt: {
        title: "Two Rivers Pediatric Care",
        summary:
          "Um consultório pediátrico na Filadélfia, com salas de espera separadas para consultas de rotina e para crianças doentes.",
        body: "A Two Rivers Pediatric Care cuida de bebês, crianças e adolescentes, da primeira consulta do recém-nascido aos atestados para esporte.\n\n**Cuidados contra a covid**\n- Entradas e salas de espera separadas para consultas de rotina e para crianças com febre ou tosse\n- As famílias podem fazer o check-in do carro e aguardar uma mensagem\n- Purificadores HEPA funcionam em todos os consultórios, e o CO2 é monitorado nas duas salas de espera\n- A equipe usa máscara nas áreas de atendimento, e há máscaras de tamanho infantil na recepção",
      },
    },
  },
  // ---------------------------------------------------------------- Canada
  {
    slug: "clean-breeze-physiotherapy",
    category: "healthcare",
    access: "FREE",
    publishedDaysAgo: 46,
    tags: ["long-covid", "air-quality", "masks"],
    address: "488 Willowdene Ave, Unit 2",
    city: "Toronto",
    region: "Ontario",
    country: "CA",
    latitude: 43.6652,
    longitude: -79.4101,
    phone: "+1 416-555-0110",
    email: "clinic@clean-breeze-physio.example",
    website: "https://clean-breeze-physio.example",
    translations: {
      en: {
        title: "Clean Breeze Physiotherapy",
        summary:
          "A Toronto physiotherapy clinic with private treatment rooms, HEPA filtration and video exercise sessions.",
        body: "Clean Breeze Physiotherapy treats back and neck pain, sports injuries and recovery after surgery, and offers a paced program for people living with Long Covid.\n\n**Covid-conscious practices**\n- Every treatment room is private, with a door that closes and its own HEPA purifier\n- Appointments are staggered by 15 minutes so the waiting area stays nearly empty\n- Physiotherapists wear N95 respirators during hands-on treatment when asked\n- Follow-up exercise sessions can be done by video",
      },
      es: {
        title: "Clean Breeze Physiotherapy",
        summary:
          "Clínica de fisioterapia en Toronto con cabinas privadas, filtración HEPA y sesiones de ejercicio por video.",
        body: "Clean Breeze Physiotherapy trata dolor de espalda y cuello, lesiones deportivas y recuperación después de una cirugía, y ofrece un programa dosificado para personas que viven con covid persistente.\n\n**Medidas frente al covid**\n- Cada sala de tratamiento es privada, con puerta y su propio purificador HEPA\n- Las citas se escalonan cada 15 minutos para que la sala de espera esté casi vacía\n- Los fisioterapeutas usan respirador N95 durante el tratamiento manual si se les pide\n- Las sesiones de ejercicio de seguimiento pueden hacerse por video",
      },
      fr: {
        title: "Clean Breeze Physiotherapy",
        summary:
          "Une clinique de physiothérapie à Toronto, avec cabines individuelles, filtration HEPA et séances d'exercices en vidéo.",
        body: "Clean Breeze Physiotherapy traite les douleurs de dos et de nuque, les blessures sportives et la récupération après une chirurgie, et propose un programme progressif pour les personnes atteintes de Covid long.\n\n**Précautions Covid**\n- Chaque salle de soins est individuelle, avec une porte qui ferme et son propre purificateur HEPA\n- Les rendez-vous sont décalés de 15 minutes pour que la salle d'attente reste presque vide\n- Les physiothérapeutes portent un N95 pendant les soins manuels sur demande\n- Les séances d'exercices de suivi peuvent se faire en vidéo",
      },
      pt: {
        title: "Clean Breeze Physiotherapy",
        summary:
          "Uma clínica de fisioterapia em Toronto, com salas individuais, filtragem HEPA e sessões de exercício por vídeo.",
        body: "A Clean Breeze Physiotherapy trata dores nas costas e no pescoço, lesões esportivas e recuperação pós-cirúrgica, e oferece um programa com ritmo controlado para pessoas que convivem com covid longa.\n\n**Cuidados contra a covid**\n- Cada sala de atendimento é individual, com porta e purificador HEPA próprio\n- Os horários são escalonados a cada 15 minutos para a sala de espera ficar quase vazia\n- Os fisioterapeutas usam respirador N95 durante o atendimento manual, quando solicitado\n- As sessões de exercício de acompanhamento podem ser feitas por vídeo",
      },
    },
  },
  {
    slug: "cedar-and-air-yoga-loft",
    category: "fitness",
    access: "FREE",
    publishedDaysAgo: 88,
    tags: ["ventilation", "accessibility", "mental-health"],
    address: "1735 Hemlock Reach St, 2nd floor",
    city: "Vancouver",
    region: "British Columbia",
    country: "CA",
    latitude: 49.2662,
    longitude: -123.1391,
    phone: "+1 604-555-0182",
    email: "namaste@cedar-and-air-yoga.example",
    website: "https://cedar-and-air-yoga.example",
    translations: {
      en: {
        title: "Cedar and Air Yoga Loft",
        summary:
          "A Vancouver yoga studio with small classes, cross-ventilation and a livestream option for every session.",
        body: "Cedar and Air Yoga Loft offers gentle, restorative and vinyasa yoga, plus chair yoga for people with limited mobility.\n\n**Covid-conscious practices**\n- Classes are limited to ten mats spaced two metres apart\n- Windows on both sides of the loft open for cross-ventilation, and a CO2 display hangs on the wall\n- Every class is also livestreamed, so you can join from home\n- Mats and props are cleaned between classes, and you are welcome to bring your own",
      },
      es: {
        title: "Cedar and Air Yoga Loft",
        summary:
          "Estudio de yoga en Vancouver con grupos pequeños, ventilación cruzada y transmisión en vivo de cada clase.",
        body: "Cedar and Air Yoga Loft ofrece yoga suave, restaurativo y vinyasa, además de yoga en silla para personas con movilidad reducida.\n\n**Medidas frente al covid**\n- Las clases tienen un máximo de diez tapetes separados dos metros entre sí\n- Las ventanas de ambos lados del loft se abren para crear ventilación cruzada, y en la pared hay una pantalla de CO2\n- Todas las clases se transmiten en vivo, así que puedes tomarlas desde casa\n- Los tapetes y accesorios se limpian entre clases, y puedes traer los tuyos",
      },
      fr: {
        title: "Cedar and Air Yoga Loft",
        summary:
          "Un studio de yoga à Vancouver, avec de petits groupes, une ventilation traversante et chaque cours diffusé en direct.",
        body: "Cedar and Air Yoga Loft propose du yoga doux, restauratif et vinyasa, ainsi que du yoga sur chaise pour les personnes à mobilité réduite.\n\n**Précautions Covid**\n- Les cours sont limités à dix tapis espacés de deux mètres\n- Les fenêtres des deux côtés du loft s'ouvrent pour une ventilation traversante, et un afficheur de CO2 est fixé au mur\n- Chaque cours est aussi diffusé en direct, pour le suivre depuis chez soi\n- Tapis et accessoires sont nettoyés entre les cours, et vous pouvez apporter les vôtres",
      },
      pt: {
        title: "Cedar and Air Yoga Loft",
        summary:
          "Um estúdio de ioga em Vancouver, com turmas pequenas, ventilação cruzada e transmissão ao vivo de todas as aulas.",
        body: "O Cedar and Air Yoga Loft oferece ioga suave, restaurativa e vinyasa, além de ioga na cadeira para pessoas com mobilidade reduzida.\n\n**Cuidados contra a covid**\n- As aulas têm no máximo dez tapetes, a dois metros de distância um do outro\n- As janelas dos dois lados do loft se abrem para a ventilação cruzada, e há um painel de CO2 na parede\n- Todas as aulas também são transmitidas ao vivo, para você participar de casa\n- Tapetes e acessórios são limpos entre as aulas, e você pode trazer os seus",
      },
    },
  },
  {
    slug: "prairie-wind-grocery-co-op",
    category: "shops",
    access: "FREE",
    publishedDaysAgo: 132,
    tags: ["older-adults", "masks", "accessibility"],
    address: "2209 Aspen Meadow Rd NW",
    city: "Calgary",
    region: "Alberta",
    country: "CA",
    latitude: 51.0702,
    longitude: -114.0921,
    phone: "+1 403-555-0147",
    email: "members@prairie-wind-grocery.example",
    website: "https://prairie-wind-grocery.example",
    translations: {
      en: {
        title: "Prairie Wind Grocery Co-op",
        summary:
          "A member-run grocery store in Calgary with online ordering, curbside pickup and a quiet masked shopping hour.",
        body: "Prairie Wind Grocery Co-op sells local produce, bulk foods and household basics; anyone can shop, and members get a discount.\n\n**Covid-conscious practices**\n- Order online for curbside pickup or local delivery\n- Wednesdays from 8 to 9 a.m. are a masked, low-capacity hour for older adults and immunocompromised shoppers\n- The ventilation system runs on a high fresh-air setting, and CO2 is monitored near the checkouts\n- Masks and hand sanitizer are free at the door",
      },
      es: {
        title: "Prairie Wind Grocery Co-op",
        summary:
          "Cooperativa de abarrotes en Calgary con pedidos en línea, entrega en la banqueta y una hora tranquila con cubrebocas.",
        body: "Prairie Wind Grocery Co-op vende productos locales, alimentos a granel y artículos básicos para el hogar; cualquiera puede comprar y los socios tienen descuento.\n\n**Medidas frente al covid**\n- Pide en línea para recoger en la banqueta o recibir a domicilio en la zona\n- Los miércoles de 8 a 9 de la mañana hay una hora con cubrebocas y aforo reducido para personas mayores e inmunodeprimidas\n- La ventilación funciona con mucho aire exterior, y se mide el CO2 cerca de las cajas\n- Cubrebocas y gel desinfectante gratis en la entrada",
      },
      fr: {
        title: "Prairie Wind Grocery Co-op",
        summary:
          "Une épicerie coopérative à Calgary, avec commande en ligne, retrait sur le trottoir et une heure calme avec masque.",
        body: "Prairie Wind Grocery Co-op vend des produits locaux, du vrac et des produits ménagers de base ; tout le monde peut y faire ses courses, et les membres ont une remise.\n\n**Précautions Covid**\n- Commande en ligne avec retrait sur le trottoir ou livraison dans le quartier\n- Le mercredi de 8 h à 9 h, une heure avec masque et fréquentation réduite pour les personnes âgées et immunodéprimées\n- La ventilation fonctionne avec un fort apport d'air extérieur, et le CO2 est mesuré près des caisses\n- Masques et gel hydroalcoolique gratuits à l'entrée",
      },
      pt: {
        title: "Prairie Wind Grocery Co-op",
        summary:
          "Um mercado cooperativo em Calgary, com pedidos online, retirada na calçada e um horário tranquilo com máscara.",
        body: "O Prairie Wind Grocery Co-op vende produtos locais, alimentos a granel e itens básicos para a casa; qualquer pessoa pode comprar, e os cooperados têm desconto.\n\n**Cuidados contra a covid**\n- Peça online para retirar na calçada ou receber em casa na região\n- Às quartas, das 8h às 9h, há um horário com máscara e lotação reduzida para pessoas idosas e imunossuprimidas\n- A ventilação funciona com bastante ar externo, e o CO2 é medido perto dos caixas\n- Máscaras e álcool em gel gratuitos na entrada",
      },
    },
  },
  {
    slug: "ventwell-dental-studio",
    category: "dentists",
    access: "FREE",
    publishedDaysAgo: 170,
    tags: ["air-quality", "masks"],
    address: "350 Tamarack Crescent",
    city: "Ottawa",
    region: "Ontario",
    country: "CA",
    latitude: 45.4042,
    longitude: -75.6903,
    phone: "+1 613-555-0121",
    email: "smile@ventwell-dental.example",
    website: "https://ventwell-dental.example",
    translations: {
      en: {
        title: "Ventwell Dental Studio",
        summary: "An Ottawa dental clinic that uses extraoral suction, HEPA filtration and widely spaced appointments.",
        body: "Ventwell Dental Studio offers general dentistry, hygiene appointments and emergency visits, with evening hours twice a week.\n\n**Covid-conscious practices**\n- Extraoral suction units and HEPA purifiers run during cleanings and other procedures that create aerosols\n- Appointments are spaced so no more than two patients are in the clinic at once\n- Screening questions are sent by text the day before each visit\n- Staff wear fit-tested N95 respirators for all procedures",
      },
      es: {
        title: "Ventwell Dental Studio",
        summary: "Clínica dental en Ottawa que usa aspiración extraoral, filtración HEPA y citas muy espaciadas.",
        body: "Ventwell Dental Studio ofrece odontología general, limpiezas y atención de urgencias, con horario nocturno dos veces por semana.\n\n**Medidas frente al covid**\n- Aspiradores extraorales y purificadores HEPA funcionan durante las limpiezas y otros procedimientos que generan aerosoles\n- Las citas se espacian para que nunca haya más de dos pacientes en la clínica\n- Un día antes de cada cita se envían preguntas de tamizaje por mensaje\n- El personal usa respiradores N95 con prueba de ajuste en todos los procedimientos",
      },
      fr: {
        title: "Ventwell Dental Studio",
        summary:
          "Une clinique dentaire à Ottawa, avec aspiration extra-orale, filtration HEPA et rendez-vous bien espacés.",
        body: "Ventwell Dental Studio propose dentisterie générale, séances d'hygiène dentaire et urgences, avec des heures en soirée deux fois par semaine.\n\n**Précautions Covid**\n- Des aspirateurs extra-oraux et des purificateurs HEPA fonctionnent pendant les détartrages et les autres soins qui produisent des aérosols\n- Les rendez-vous sont espacés pour qu'il n'y ait jamais plus de deux patients à la clinique\n- Des questions de dépistage sont envoyées par SMS la veille de chaque rendez-vous\n- Le personnel porte des N95 ayant passé un essai d'ajustement pour tous les soins",
      },
      pt: {
        title: "Ventwell Dental Studio",
        summary: "Uma clínica odontológica em Ottawa com sucção extraoral, filtragem HEPA e horários bem espaçados.",
        body: "O Ventwell Dental Studio oferece clínica geral, limpezas e atendimento de urgência, com horário noturno duas vezes por semana.\n\n**Cuidados contra a covid**\n- Sugadores extraorais e purificadores HEPA funcionam durante limpezas e outros procedimentos que geram aerossóis\n- Os horários são espaçados para que nunca haja mais de dois pacientes na clínica\n- Perguntas de triagem são enviadas por mensagem na véspera de cada consulta\n- A equipe usa respiradores N95 com ensaio de vedação em todos os procedimentos",
      },
    },
  },
  {
    slug: "open-deck-noodle-house",
    category: "restaurants",
    access: "FREE",
    publishedDaysAgo: 251,
    tags: ["ventilation", "air-quality"],
    address: "61 Lighthouse Wharf Lane",
    city: "Halifax",
    region: "Nova Scotia",
    country: "CA",
    latitude: 44.6468,
    longitude: -63.5712,
    phone: "+1 902-555-0196",
    email: "slurp@open-deck-noodles.example",
    website: "https://open-deck-noodles.example",
    translations: {
      en: {
        title: "Open Deck Noodle House",
        summary: "A Halifax noodle restaurant with a large covered deck, online ordering and a posted CO2 reading.",
        body: "Open Deck Noodle House serves ramen, udon and rice bowls, with vegetarian and gluten-free options clearly marked.\n\n**Covid-conscious practices**\n- A large covered, heated deck seats most guests from spring to late fall\n- Indoor tables are spaced out, and a CO2 monitor by the door shows the current level\n- Order online and pick up at a separate takeout window\n- The kitchen hood and extra exhaust fans keep fresh air moving through the dining room",
      },
      es: {
        title: "Open Deck Noodle House",
        summary:
          "Restaurante de fideos en Halifax con una gran terraza techada, pedidos en línea y la lectura de CO2 a la vista.",
        body: "Open Deck Noodle House sirve ramen, udon y tazones de arroz, con opciones vegetarianas y sin gluten bien señaladas.\n\n**Medidas frente al covid**\n- Una gran terraza techada y con calefacción recibe a la mayoría de los comensales de la primavera al final del otoño\n- Las mesas interiores están separadas, y un medidor de CO2 junto a la puerta muestra el nivel del momento\n- Pide en línea y recoge en una ventanilla aparte para llevar\n- La campana de la cocina y extractores adicionales mantienen el aire fresco circulando por el comedor",
      },
      fr: {
        title: "Open Deck Noodle House",
        summary:
          "Un restaurant de nouilles à Halifax, avec une grande terrasse couverte, la commande en ligne et un capteur de CO2 affiché.",
        body: "Open Deck Noodle House sert ramen, udon et bols de riz, avec des options végétariennes et sans gluten bien indiquées.\n\n**Précautions Covid**\n- Une grande terrasse couverte et chauffée accueille la plupart des clients du printemps à la fin de l'automne\n- En salle, les tables sont espacées, et un capteur de CO2 près de la porte affiche le niveau du moment\n- Commandez en ligne et récupérez votre repas à un guichet de vente à emporter séparé\n- La hotte de la cuisine et des extracteurs supplémentaires renouvellent l'air de la salle",
      },
      pt: {
        title: "Open Deck Noodle House",
        summary:
          "Um restaurante de lámen em Halifax, com grande deck coberto, pedidos online e leitura de CO2 à vista.",
        body: "O Open Deck Noodle House serve lámen, udon e tigelas de arroz, com opções vegetarianas e sem glúten bem sinalizadas.\n\n**Cuidados contra a covid**\n- Um grande deck coberto e aquecido recebe a maioria dos clientes da primavera ao fim do outono\n- As mesas internas são espaçadas, e um medidor de CO2 perto da porta mostra o nível do momento\n- Peça online e retire em uma janela separada para viagem\n- A coifa da cozinha e exaustores extras mantêm o ar fresco circulando no salão",
      },
    },
  },
  // ---------------------------------------------------------------- Mexico
  {
    slug: "cafe-ventana-abierta",
    category: "restaurants",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 3,
    featured: true,
    tags: ["ventilation", "air-quality", "masks"],
    products: ["aranet4-co2-monitor"],
    address: "Calle de los Fresnos 148, Col. Roma Norte",
    city: "Ciudad de México",
    region: "Ciudad de México",
    country: "MX",
    latitude: 19.4178,
    longitude: -99.1622,
    email: "hola@cafe-ventana-abierta.example",
    website: "https://cafe-ventana-abierta.example",
    translations: {
      es: {
        title: "Café Ventana Abierta",
        summary:
          "Cafetería de barrio en la colonia Roma con terraza, ventanales que se abren de par en par y un medidor de CO2 a la vista.",
        body: "Café Ventana Abierta sirve café de Veracruz y Chiapas, pan dulce hecho en casa y desayunos ligeros.\n\n**Medidas frente al covid**\n- Un medidor de CO2 junto a la barra muestra la lectura en tiempo real; si pasa de 800 ppm, se abren más ventanas\n- Terraza con sombra y mesas bien separadas en la banqueta\n- Pedidos por WhatsApp para recoger en la ventanilla sin entrar\n- El personal usa cubrebocas KN95 si lo pides",
      },
      en: {
        title: "Café Ventana Abierta",
        summary:
          "A neighborhood café in Mexico City's Roma district with a terrace, wide-opening windows and a CO2 monitor on display.",
        body: "Café Ventana Abierta serves coffee from Veracruz and Chiapas, house-made pan dulce and light breakfasts.\n\n**Covid-conscious practices**\n- A CO2 monitor by the bar shows the live reading; above 800 ppm, more windows are opened\n- A shaded terrace and well-spaced sidewalk tables\n- Order by WhatsApp and collect at the window without coming in\n- Staff wear KN95 masks on request",
      },
      fr: {
        title: "Café Ventana Abierta",
        summary:
          "Un café de la colonia Roma, à Mexico, avec terrasse, grandes baies ouvertes et capteur de CO2 bien en vue.",
        body: "Café Ventana Abierta sert du café de Veracruz et du Chiapas, du pan dulce fait maison et des petits-déjeuners légers.\n\n**Précautions Covid**\n- Un capteur de CO2 près du comptoir affiche la mesure en direct ; au-delà de 800 ppm, on ouvre davantage de fenêtres\n- Une terrasse ombragée et des tables bien espacées sur le trottoir\n- Commande par WhatsApp et retrait au guichet, sans entrer\n- Le personnel porte un masque KN95 sur demande",
      },
      pt: {
        title: "Café Ventana Abierta",
        summary:
          "Um café de bairro na colônia Roma, na Cidade do México, com terraço, janelões bem abertos e medidor de CO2 à vista.",
        body: "O Café Ventana Abierta serve cafés de Veracruz e Chiapas, pan dulce feito na casa e cafés da manhã leves.\n\n**Cuidados contra a covid**\n- Um medidor de CO2 junto ao balcão mostra a leitura em tempo real; acima de 800 ppm, mais janelas são abertas\n- Terraço com sombra e mesas bem espaçadas na calçada\n- Pedidos por WhatsApp para retirar na janela, sem entrar\n- A equipe usa máscara KN95 a pedido",
      },
    },
  },
  {
    slug: "consultorio-dental-aire-claro",
    category: "dentists",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 27,
    tags: ["air-quality", "masks"],
    address: "Av. de los Guayabos 2231, Col. Americana",
    city: "Guadalajara",
    region: "Jalisco",
    country: "MX",
    latitude: 20.6762,
    longitude: -103.3668,
    email: "citas@dental-aire-claro.example",
    website: "https://dental-aire-claro.example",
    translations: {
      es: {
        title: "Consultorio Dental Aire Claro",
        summary:
          "Consultorio dental en Guadalajara con purificadores HEPA, citas escalonadas y una sala de espera casi vacía.",
        body: "Consultorio Dental Aire Claro ofrece limpiezas, resinas, endodoncias y ortodoncia para adultos y niños.\n\n**Medidas frente al covid**\n- Purificadores HEPA en cada gabinete y en la recepción\n- Citas escalonadas cada 20 minutos para que los pacientes no coincidan en la sala de espera\n- Puedes esperar en tu auto; te avisan por mensaje cuando el gabinete está listo\n- Todo el personal usa respirador N95 durante los procedimientos",
      },
      en: {
        title: "Consultorio Dental Aire Claro",
        summary:
          "A dental practice in Guadalajara with HEPA purifiers, staggered appointments and an almost empty waiting room.",
        body: "Consultorio Dental Aire Claro offers cleanings, fillings, root canals and orthodontics for adults and children.\n\n**Covid-conscious practices**\n- HEPA purifiers in every treatment room and at reception\n- Appointments are staggered every 20 minutes so patients do not overlap in the waiting room\n- You can wait in your car and get a message when the room is ready\n- All staff wear N95 respirators during procedures",
      },
      fr: {
        title: "Consultorio Dental Aire Claro",
        summary:
          "Un cabinet dentaire à Guadalajara, avec purificateurs HEPA, rendez-vous échelonnés et salle d'attente presque vide.",
        body: "Le Consultorio Dental Aire Claro propose détartrages, soins des caries, traitements de canal et orthodontie pour adultes et enfants.\n\n**Précautions Covid**\n- Des purificateurs HEPA dans chaque salle de soins et à l'accueil\n- Des rendez-vous échelonnés toutes les 20 minutes pour que les patients ne se croisent pas en salle d'attente\n- Vous pouvez attendre dans votre voiture et être prévenu par message quand la salle est prête\n- Tout le personnel porte un respirateur N95 pendant les soins",
      },
      pt: {
        title: "Consultorio Dental Aire Claro",
        summary:
          "Um consultório odontológico em Guadalajara com purificadores HEPA, horários escalonados e sala de espera quase vazia.",
        body: "O Consultorio Dental Aire Claro oferece limpeza, restaurações, tratamento de canal e ortodontia para adultos e crianças.\n\n**Cuidados contra a covid**\n- Purificadores HEPA em todos os consultórios e na recepção\n- Horários escalonados a cada 20 minutos para que os pacientes não se encontrem na sala de espera\n- Você pode esperar no carro e receber uma mensagem quando a sala estiver pronta\n- Toda a equipe usa respirador N95 durante os procedimentos",
      },
    },
  },
  {
    slug: "clinica-familiar-brisa",
    category: "healthcare",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 64,
    tags: ["vaccination", "masks", "ventilation"],
    address: "Calle Sierra del Viento 905, Col. Obispado",
    city: "Monterrey",
    region: "Nuevo León",
    country: "MX",
    latitude: 25.6748,
    longitude: -100.3412,
    email: "contacto@clinica-brisa.example",
    website: "https://clinica-brisa.example",
    translations: {
      es: {
        title: "Clínica Familiar Brisa",
        summary:
          "Clínica de medicina familiar en Monterrey con consulta por videollamada, horario aparte para síntomas respiratorios y buena ventilación.",
        body: "Clínica Familiar Brisa atiende consulta general, control de diabetes e hipertensión, certificados médicos y vacunación.\n\n**Medidas frente al covid**\n- Horario vespertino exclusivo para pacientes con fiebre, tos u otros síntomas respiratorios\n- Consulta por videollamada para seguimientos y resultados\n- Cubrebocas obligatorio en la sala de espera; se regalan KN95 en la entrada\n- Ventilación cruzada y extractores en todos los consultorios, más un medidor de CO2 en la recepción",
      },
      en: {
        title: "Clínica Familiar Brisa",
        summary:
          "A family medicine clinic in Monterrey with video consultations, separate hours for respiratory symptoms and good ventilation.",
        body: "Clínica Familiar Brisa offers general consultations, diabetes and blood pressure follow-up, medical certificates and vaccination.\n\n**Covid-conscious practices**\n- Afternoon hours reserved for patients with fever, cough or other respiratory symptoms\n- Video consultations for follow-ups and test results\n- Masks are required in the waiting room, and free KN95s are handed out at the entrance\n- Cross-ventilation and exhaust fans in every consulting room, plus a CO2 monitor at reception",
      },
      fr: {
        title: "Clínica Familiar Brisa",
        summary:
          "Une clinique de médecine familiale à Monterrey, avec téléconsultation, horaires séparés pour les symptômes respiratoires et bonne aération.",
        body: "La Clínica Familiar Brisa assure consultations de médecine générale, suivi du diabète et de l'hypertension, certificats médicaux et vaccination.\n\n**Précautions Covid**\n- Des horaires l'après-midi réservés aux patients qui ont de la fièvre, de la toux ou d'autres symptômes respiratoires\n- Des téléconsultations pour les suivis et les résultats d'examens\n- Masque obligatoire en salle d'attente ; des KN95 sont distribués gratuitement à l'entrée\n- Ventilation traversante et extracteurs dans chaque cabinet, et un capteur de CO2 à l'accueil",
      },
      pt: {
        title: "Clínica Familiar Brisa",
        summary:
          "Uma clínica de medicina de família em Monterrey, com teleconsulta, horário separado para sintomas respiratórios e boa ventilação.",
        body: "A Clínica Familiar Brisa oferece consultas de clínica geral, acompanhamento de diabetes e hipertensão, atestados médicos e vacinação.\n\n**Cuidados contra a covid**\n- Horário à tarde exclusivo para pacientes com febre, tosse ou outros sintomas respiratórios\n- Teleconsulta para retornos e resultados de exames\n- Máscara obrigatória na sala de espera; KN95 gratuitas na entrada\n- Ventilação cruzada e exaustores em todos os consultórios, além de um medidor de CO2 na recepção",
      },
    },
  },
  {
    // Original language only: shown as "not yet translated" in en, fr and pt.
    slug: "papeleria-el-patio-ventilado",
    category: "shops",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 9,
    tags: ["schools", "ventilation", "masks"],
    address: "Privada de los Colorines 12, Barrio de Analco",
    city: "Puebla",
    region: "Puebla",
    country: "MX",
    latitude: 19.0421,
    longitude: -98.1935,
    email: "pedidos@papeleria-el-patio.example",
    website: "https://papeleria-el-patio.example",
    translations: {
      es: {
        title: "Papelería El Patio Ventilado",
        summary:
          "Papelería y centro de copiado en Puebla que atiende por una ventanilla al patio y recibe listas escolares por mensaje.",
        body: "Papelería El Patio Ventilado vende útiles escolares, material de oficina y regalos, y ofrece impresiones, copias y engargolados.\n\n**Medidas frente al covid**\n- Atención por una ventanilla que da al patio, sin necesidad de entrar al local\n- Listas escolares por mensaje: te avisan cuando tu pedido está listo para recoger\n- Dentro del local, máximo cuatro clientes a la vez y ventanas abiertas todo el día\n- Cubrebocas y gel antibacterial disponibles en el mostrador",
      },
    },
  },
  {
    slug: "gimnasio-la-ceiba-al-aire-libre",
    category: "fitness",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 118,
    tags: ["ventilation", "older-adults"],
    address: "Calle 60-A núm. 498 x 55 y 57, Centro",
    city: "Mérida",
    region: "Yucatán",
    country: "MX",
    latitude: 20.9781,
    longitude: -89.6215,
    email: "hola@gimnasio-la-ceiba.example",
    website: "https://gimnasio-la-ceiba.example",
    translations: {
      es: {
        title: "Gimnasio La Ceiba al Aire Libre",
        summary:
          "Gimnasio funcional en Mérida con área de entrenamiento techada pero abierta, grupos pequeños y horarios tempranos.",
        body: "Gimnasio La Ceiba al Aire Libre ofrece entrenamiento funcional, yoga y clases de movilidad para personas mayores.\n\n**Medidas frente al covid**\n- El área de entrenamiento está techada pero sin paredes, con ventiladores de techo\n- Clases de máximo 12 personas, con reserva previa en línea\n- Horarios a las 6:00 y a las 19:00 para evitar el calor y las aglomeraciones\n- Cada persona trae su tapete, y el equipo se limpia entre clases",
      },
      en: {
        title: "Gimnasio La Ceiba al Aire Libre",
        summary:
          "A functional training gym in Mérida with a roofed but open-sided workout area, small groups and early hours.",
        body: "Gimnasio La Ceiba al Aire Libre offers functional training, yoga and mobility classes for older adults.\n\n**Covid-conscious practices**\n- The training area has a roof but no walls, with ceiling fans\n- Classes are capped at 12 people and booked online in advance\n- Sessions at 6 a.m. and 7 p.m. avoid both the heat and the crowds\n- Everyone brings their own mat, and equipment is cleaned between classes",
      },
      fr: {
        title: "Gimnasio La Ceiba al Aire Libre",
        summary:
          "Une salle d'entraînement fonctionnel à Mérida, avec un espace couvert mais ouvert, de petits groupes et des horaires matinaux.",
        body: "Le Gimnasio La Ceiba al Aire Libre propose entraînement fonctionnel, yoga et cours de mobilité pour les personnes âgées.\n\n**Précautions Covid**\n- L'espace d'entraînement est couvert mais sans murs, avec des ventilateurs au plafond\n- Des cours de 12 personnes maximum, sur réservation en ligne\n- Des séances à 6 h et à 19 h pour éviter la chaleur et l'affluence\n- Chacun apporte son tapis, et le matériel est nettoyé entre les cours",
      },
      pt: {
        title: "Gimnasio La Ceiba al Aire Libre",
        summary:
          "Uma academia de treino funcional em Mérida, com área de treino coberta mas aberta, turmas pequenas e horários cedo.",
        body: "O Gimnasio La Ceiba al Aire Libre oferece treino funcional, ioga e aulas de mobilidade para pessoas idosas.\n\n**Cuidados contra a covid**\n- A área de treino tem telhado, mas não tem paredes, e conta com ventiladores de teto\n- Turmas de no máximo 12 pessoas, com reserva online\n- Aulas às 6h e às 19h para fugir do calor e da lotação\n- Cada pessoa traz o próprio colchonete, e os equipamentos são limpos entre as aulas",
      },
    },
  },
  {
    slug: "lavanderia-la-corriente",
    category: "services",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 187,
    tags: ["ventilation", "air-quality"],
    address: "Calle de los Mezquites 310, Barrio de Jalatlaco",
    city: "Oaxaca de Juárez",
    region: "Oaxaca",
    country: "MX",
    latitude: 17.0658,
    longitude: -96.7185,
    email: "hola@lavanderia-la-corriente.example",
    website: "https://lavanderia-la-corriente.example",
    translations: {
      es: {
        title: "Lavandería La Corriente",
        summary:
          "Lavandería de autoservicio y por encargo en Oaxaca, con recolección a domicilio y un local muy ventilado.",
        body: "Lavandería La Corriente lava, seca y plancha por kilo, y también tiene máquinas de autoservicio.\n\n**Medidas frente al covid**\n- Recolección y entrega a domicilio en el centro y colonias cercanas\n- Puertas abiertas de par en par y extractores funcionando durante todo el horario\n- Un medidor de CO2 en la pared indica cuándo conviene esperar afuera\n- Bancas de espera en la banqueta, bajo un toldo\n- Aviso por mensaje cuando tu ropa está lista",
      },
      en: {
        title: "Lavandería La Corriente",
        summary: "A self-service and drop-off laundry in Oaxaca with home pickup and a very well-ventilated shop.",
        body: "Lavandería La Corriente washes, dries and irons by the kilo, and also has self-service machines.\n\n**Covid-conscious practices**\n- Home pickup and delivery in the city center and nearby neighborhoods\n- Doors wide open and exhaust fans running all day\n- A CO2 monitor on the wall shows when it is better to wait outside\n- Waiting benches on the sidewalk, under an awning\n- A text message lets you know when your laundry is ready",
      },
      fr: {
        title: "Lavandería La Corriente",
        summary:
          "Une laverie en libre-service et au kilo à Oaxaca, avec collecte à domicile et un local très bien aéré.",
        body: "La Lavandería La Corriente lave, sèche et repasse au kilo, et dispose aussi de machines en libre-service.\n\n**Précautions Covid**\n- Collecte et livraison à domicile dans le centre et les quartiers voisins\n- Portes grandes ouvertes et extracteurs en marche toute la journée\n- Un capteur de CO2 au mur indique quand il vaut mieux attendre dehors\n- Des bancs sur le trottoir, sous un auvent\n- Un message vous prévient quand votre linge est prêt",
      },
      pt: {
        title: "Lavandería La Corriente",
        summary:
          "Uma lavanderia de autoatendimento e por quilo em Oaxaca, com coleta em domicílio e loja muito bem ventilada.",
        body: "A Lavandería La Corriente lava, seca e passa por quilo, e também tem máquinas de autoatendimento.\n\n**Cuidados contra a covid**\n- Coleta e entrega em domicílio no centro e em bairros próximos\n- Portas escancaradas e exaustores ligados o dia todo\n- Um medidor de CO2 na parede mostra quando é melhor esperar do lado de fora\n- Bancos na calçada, embaixo de um toldo\n- Aviso por mensagem quando a roupa estiver pronta",
      },
    },
  },
  // ---------------------------------------------------------------- Spain
  {
    slug: "fisioterapia-aire-sano",
    category: "healthcare",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 41,
    tags: ["long-covid", "air-quality", "masks"],
    address: "Calle de los Almendros Viejos 14, 2.º B",
    city: "Madrid",
    region: "Comunidad de Madrid",
    country: "ES",
    latitude: 40.4262,
    longitude: -3.7031,
    email: "citas@fisio-aire-sano.example",
    website: "https://fisio-aire-sano.example",
    translations: {
      es: {
        title: "Fisioterapia Aire Sano",
        summary:
          "Centro de fisioterapia en Madrid con salas individuales, purificadores HEPA y sesiones de ejercicio por videollamada.",
        body: "Fisioterapia Aire Sano trata dolor de espalda, lesiones deportivas y rehabilitación tras una cirugía, y tiene un programa adaptado para personas con covid persistente.\n\n**Medidas frente al covid**\n- Cada sesión se hace en una sala individual con purificador HEPA\n- Las citas se escalonan para que la sala de espera esté casi vacía\n- Los fisioterapeutas llevan mascarilla FFP2 si lo pides\n- Las revisiones de ejercicios pueden hacerse por videollamada",
      },
      en: {
        title: "Fisioterapia Aire Sano",
        summary:
          "A physiotherapy center in Madrid with private rooms, HEPA purifiers and exercise sessions by video call.",
        body: "Fisioterapia Aire Sano treats back pain, sports injuries and rehabilitation after surgery, and runs a program adapted for people with Long Covid.\n\n**Covid-conscious practices**\n- Every session takes place in a private room with a HEPA purifier\n- Appointments are staggered so the waiting room stays nearly empty\n- Physiotherapists wear an FFP2 mask on request\n- Exercise reviews can be done by video call",
      },
      fr: {
        title: "Fisioterapia Aire Sano",
        summary:
          "Un cabinet de kinésithérapie à Madrid, avec salles individuelles, purificateurs HEPA et séances d'exercices en visioconférence.",
        body: "Fisioterapia Aire Sano prend en charge les douleurs de dos, les blessures sportives et la rééducation après une opération, et propose un programme adapté aux personnes atteintes de Covid long.\n\n**Précautions Covid**\n- Chaque séance a lieu dans une salle individuelle équipée d'un purificateur HEPA\n- Les rendez-vous sont échelonnés pour que la salle d'attente reste presque vide\n- Les kinésithérapeutes portent un masque FFP2 sur demande\n- Le suivi des exercices peut se faire en visioconférence",
      },
      pt: {
        title: "Fisioterapia Aire Sano",
        summary:
          "Um centro de fisioterapia em Madri, com salas individuais, purificadores HEPA e sessões de exercício por videochamada.",
        body: "A Fisioterapia Aire Sano trata dor nas costas, lesões esportivas e reabilitação pós-cirúrgica, e tem um programa adaptado para pessoas com covid longa.\n\n**Cuidados contra a covid**\n- Cada sessão é feita em uma sala individual com purificador HEPA\n- Os horários são escalonados para a sala de espera ficar quase vazia\n- Os fisioterapeutas usam máscara PFF2 (FFP2) a pedido\n- A revisão dos exercícios pode ser feita por videochamada",
      },
    },
  },
  {
    slug: "libreria-corriente-de-aire",
    category: "shops",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 97,
    tags: ["masks", "ventilation", "air-quality"],
    address: "Carrer de les Orenetes 27",
    city: "Barcelona",
    region: "Cataluña",
    country: "ES",
    latitude: 41.4031,
    longitude: 2.1574,
    email: "hola@libreria-corriente-de-aire.example",
    website: "https://libreria-corriente-de-aire.example",
    translations: {
      es: {
        title: "Librería Corriente de Aire",
        summary:
          "Librería independiente en Barcelona con recogida en la puerta, horas con mascarilla obligatoria y lecturas en el patio.",
        body: "Librería Corriente de Aire vende novedades y libros de segunda mano en castellano y catalán, y organiza clubes de lectura.\n\n**Medidas frente al covid**\n- Los lunes y jueves por la tarde, mascarilla obligatoria dentro de la tienda\n- Haz tu pedido por teléfono o correo y recógelo en la puerta\n- Las presentaciones y los clubes de lectura se hacen en el patio interior\n- Un purificador HEPA y un medidor de CO2 en la sala principal",
      },
      en: {
        title: "Librería Corriente de Aire",
        summary:
          "An independent bookshop in Barcelona with pickup at the door, mask-required hours and readings in the courtyard.",
        body: "Librería Corriente de Aire sells new releases and secondhand books in Spanish and Catalan, and runs book clubs.\n\n**Covid-conscious practices**\n- Masks are required inside the shop on Monday and Thursday afternoons\n- Order by phone or email and pick up at the door\n- Book launches and book clubs take place in the inner courtyard\n- A HEPA purifier and a CO2 monitor in the main room",
      },
      fr: {
        title: "Librería Corriente de Aire",
        summary:
          "Une librairie indépendante à Barcelone, avec retrait à la porte, créneaux avec masque obligatoire et lectures dans la cour.",
        body: "La Librería Corriente de Aire vend des nouveautés et des livres d'occasion en espagnol et en catalan, et anime des clubs de lecture.\n\n**Précautions Covid**\n- Le lundi et le jeudi après-midi, le masque est obligatoire dans la boutique\n- Commandez par téléphone ou par e-mail et récupérez vos livres à la porte\n- Les présentations et les clubs de lecture ont lieu dans la cour intérieure\n- Un purificateur HEPA et un capteur de CO2 dans la salle principale",
      },
      pt: {
        title: "Librería Corriente de Aire",
        summary:
          "Uma livraria independente em Barcelona, com retirada na porta, horários com máscara obrigatória e leituras no pátio.",
        body: "A Librería Corriente de Aire vende lançamentos e livros usados em espanhol e catalão, e organiza clubes de leitura.\n\n**Cuidados contra a covid**\n- Às segundas e quintas à tarde, a máscara é obrigatória dentro da loja\n- Faça o pedido por telefone ou e-mail e retire na porta\n- Lançamentos e clubes de leitura acontecem no pátio interno\n- Um purificador HEPA e um medidor de CO2 na sala principal",
      },
    },
  },
  {
    slug: "horchateria-del-patio-abierto",
    category: "restaurants",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 156,
    tags: ["ventilation", "air-quality"],
    address: "Carrer de la Xufa 8",
    city: "Valencia",
    region: "Comunidad Valenciana",
    country: "ES",
    latitude: 39.4627,
    longitude: -0.3739,
    email: "hola@horchateria-patio-abierto.example",
    website: "https://horchateria-patio-abierto.example",
    translations: {
      es: {
        title: "Horchatería del Patio Abierto",
        summary:
          "Horchatería y cafetería en Valencia con una terraza amplia, pedidos para llevar y un interior bien ventilado.",
        body: "Horchatería del Patio Abierto sirve horchata de chufa, fartons, cafés y almuerzos valencianos.\n\n**Medidas frente al covid**\n- Terraza amplia en una calle peatonal, con toldo y mesas separadas\n- Pedidos para llevar desde una ventanilla a la calle\n- Dentro, puertas y ventanas abiertas y un medidor de CO2 a la vista\n- El personal lleva mascarilla si se lo pides\n- Bancos con sombra para esperar los pedidos afuera",
      },
      en: {
        title: "Horchatería del Patio Abierto",
        summary:
          "A horchata bar and café in Valencia with a large terrace, takeaway orders and a well-ventilated interior.",
        body: "Horchatería del Patio Abierto serves tiger-nut horchata, fartons, coffee and the Valencian mid-morning almuerzo.\n\n**Covid-conscious practices**\n- A large terrace on a pedestrian street, with an awning and well-spaced tables\n- Takeaway orders from a window onto the street\n- Inside, doors and windows stay open and a CO2 monitor is on display\n- Staff wear masks if you ask\n- Shaded benches outside for anyone waiting for an order",
      },
      fr: {
        title: "Horchatería del Patio Abierto",
        summary: "Une horchatería et café à Valence, avec grande terrasse, vente à emporter et salle bien aérée.",
        body: "L'Horchatería del Patio Abierto sert de l'horchata de souchet, des fartons, des cafés et l'almuerzo valencien de milieu de matinée.\n\n**Précautions Covid**\n- Une grande terrasse dans une rue piétonne, avec store et tables espacées\n- Vente à emporter par une fenêtre donnant sur la rue\n- À l'intérieur, portes et fenêtres ouvertes et capteur de CO2 bien en vue\n- Le personnel porte un masque si vous le demandez\n- Des bancs à l'ombre pour attendre sa commande dehors",
      },
      pt: {
        title: "Horchatería del Patio Abierto",
        summary: "Uma horchatería e café em Valência, com terraço amplo, pedidos para viagem e salão bem ventilado.",
        body: "A Horchatería del Patio Abierto serve horchata de chufa, fartons, cafés e o almuerzo valenciano do meio da manhã.\n\n**Cuidados contra a covid**\n- Terraço amplo em uma rua de pedestres, com toldo e mesas espaçadas\n- Pedidos para viagem em uma janela voltada para a rua\n- No salão, portas e janelas abertas e medidor de CO2 à vista\n- A equipe usa máscara se você pedir\n- Bancos na sombra para esperar os pedidos do lado de fora",
      },
    },
  },
  {
    slug: "estudio-pilates-patio-fresco",
    category: "fitness",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 205,
    tags: ["ventilation", "older-adults", "air-quality"],
    address: "Calle Azahar Alto 21",
    city: "Sevilla",
    region: "Andalucía",
    country: "ES",
    latitude: 37.3935,
    longitude: -5.9883,
    email: "clases@pilates-patio-fresco.example",
    website: "https://pilates-patio-fresco.example",
    translations: {
      es: {
        title: "Estudio de Pilates Patio Fresco",
        summary:
          "Estudio de pilates y movilidad en Sevilla con grupos reducidos, clases en el patio y opción en línea.",
        body: "Estudio de Pilates Patio Fresco ofrece pilates en suelo y con máquinas, clases de espalda sana y sesiones suaves para personas mayores.\n\n**Medidas frente al covid**\n- Grupos de un máximo de seis personas\n- En primavera y otoño, las clases de suelo se dan en el patio andaluz del estudio\n- Dentro, ventilación cruzada y un purificador HEPA en cada sala\n- Todas las clases se retransmiten en directo para quien prefiera entrenar en casa",
      },
      en: {
        title: "Estudio de Pilates Patio Fresco",
        summary:
          "A Pilates and mobility studio in Seville with small groups, classes in the courtyard and an online option.",
        body: "Estudio de Pilates Patio Fresco offers mat and reformer Pilates, back-care classes and gentle sessions for older adults.\n\n**Covid-conscious practices**\n- Groups of no more than six people\n- In spring and autumn, mat classes are held in the studio's Andalusian courtyard\n- Indoors, cross-ventilation and a HEPA purifier in each room\n- Every class is livestreamed for anyone who prefers to train at home",
      },
      fr: {
        title: "Estudio de Pilates Patio Fresco",
        summary:
          "Un studio de Pilates et de mobilité à Séville, avec petits groupes, cours dans le patio et option en ligne.",
        body: "L'Estudio de Pilates Patio Fresco propose du Pilates au sol et sur machines, des cours pour le dos et des séances douces pour les personnes âgées.\n\n**Précautions Covid**\n- Des groupes de six personnes maximum\n- Au printemps et en automne, les cours au sol ont lieu dans le patio andalou du studio\n- À l'intérieur, ventilation traversante et un purificateur HEPA dans chaque salle\n- Tous les cours sont diffusés en direct pour ceux qui préfèrent s'entraîner chez eux",
      },
      pt: {
        title: "Estudio de Pilates Patio Fresco",
        summary: "Um estúdio de pilates e mobilidade em Sevilha, com grupos pequenos, aulas no pátio e opção online.",
        body: "O Estudio de Pilates Patio Fresco oferece pilates de solo e com aparelhos, aulas para a coluna e sessões suaves para pessoas idosas.\n\n**Cuidados contra a covid**\n- Grupos de no máximo seis pessoas\n- Na primavera e no outono, as aulas de solo acontecem no pátio andaluz do estúdio\n- Na parte interna, ventilação cruzada e um purificador HEPA em cada sala\n- Todas as aulas são transmitidas ao vivo para quem prefere treinar em casa",
      },
    },
  },
  {
    slug: "gestoria-puertas-abiertas",
    category: "services",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 264,
    tags: ["workplaces", "accessibility", "masks"],
    address: "Zumardi Kalea 12, 1.º",
    city: "Bilbao",
    region: "País Vasco",
    country: "ES",
    latitude: 43.2618,
    longitude: -2.9305,
    email: "tramites@gestoria-puertas-abiertas.example",
    website: "https://gestoria-puertas-abiertas.example",
    translations: {
      es: {
        title: "Gestoría Puertas Abiertas",
        summary:
          "Gestoría en Bilbao que tramita casi todo en línea y atiende en persona con cita previa, en una oficina ventilada.",
        body: "Gestoría Puertas Abiertas ayuda a particulares, autónomos y pequeñas empresas con la declaración de la renta, contratos, trámites de tráfico y ayudas públicas.\n\n**Medidas frente al covid**\n- La mayoría de los trámites se hacen por videollamada, teléfono y firma electrónica\n- Un buzón en el portal permite dejar documentos sin entrar\n- Citas presenciales de una persona cada vez, con ventanas abiertas y purificador HEPA\n- Mascarillas FFP2 gratuitas en recepción",
      },
      en: {
        title: "Gestoría Puertas Abiertas",
        summary:
          "An administrative services agency in Bilbao that handles almost everything online and sees clients by appointment in a ventilated office.",
        body: "Gestoría Puertas Abiertas helps individuals, freelancers and small businesses with income tax returns, contracts, vehicle paperwork and public grants.\n\n**Covid-conscious practices**\n- Most procedures are handled by video call, phone and electronic signature\n- A mailbox in the building entrance takes documents without you coming in\n- In-person appointments are one client at a time, with windows open and a HEPA purifier\n- Free FFP2 masks at reception",
      },
      fr: {
        title: "Gestoría Puertas Abiertas",
        summary:
          "Un cabinet de démarches administratives à Bilbao qui traite presque tout en ligne et reçoit sur rendez-vous dans un bureau aéré.",
        body: "La Gestoría Puertas Abiertas accompagne particuliers, indépendants et petites entreprises pour la déclaration de revenus, les contrats, les démarches liées aux véhicules et les aides publiques.\n\n**Précautions Covid**\n- La plupart des démarches se font en visioconférence, par téléphone et par signature électronique\n- Une boîte aux lettres dans le hall de l'immeuble permet de déposer des documents sans entrer\n- Les rendez-vous sur place se font avec un seul client à la fois, fenêtres ouvertes et purificateur HEPA en marche\n- Masques FFP2 gratuits à l'accueil",
      },
      pt: {
        title: "Gestoría Puertas Abiertas",
        summary:
          "Um escritório de serviços administrativos em Bilbau que resolve quase tudo online e atende com hora marcada em uma sala ventilada.",
        body: "A Gestoría Puertas Abiertas ajuda pessoas físicas, autônomos e pequenas empresas com declaração de imposto de renda, contratos, documentação de veículos e auxílios públicos.\n\n**Cuidados contra a covid**\n- A maioria dos serviços é feita por videochamada, telefone e assinatura eletrônica\n- Uma caixa de correio na entrada do prédio recebe documentos sem que você precise entrar\n- Atendimento presencial com um cliente por vez, janelas abertas e purificador HEPA\n- Máscaras PFF2 (FFP2) gratuitas na recepção",
      },
    },
  },
  // ---------------------------------------------------------------- Argentina
  {
    slug: "odontologia-buen-aire",
    category: "dentists",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 52,
    tags: ["air-quality", "masks"],
    address: "Av. de los Aromos 4521, Palermo",
    city: "Buenos Aires",
    region: "Ciudad Autónoma de Buenos Aires",
    country: "AR",
    latitude: -34.5883,
    longitude: -58.4301,
    email: "turnos@odontologia-buen-aire.example",
    website: "https://odontologia-buen-aire.example",
    translations: {
      es: {
        title: "Odontología Buen Aire",
        summary:
          "Consultorio odontológico en Palermo con purificadores HEPA, turnos espaciados y aspiración extraoral.",
        body: "Odontología Buen Aire atiende odontología general, limpiezas, ortodoncia e implantes, y trabaja con las principales obras sociales y prepagas.\n\n**Medidas frente al covid**\n- Purificadores HEPA y aspiración extraoral en cada consultorio\n- Turnos espaciados para que nunca haya más de un paciente esperando\n- Podés esperar en la vereda o en el auto y te avisan por mensaje cuando es tu turno\n- Todo el equipo usa barbijo N95 durante la atención",
      },
      en: {
        title: "Odontología Buen Aire",
        summary:
          "A dental practice in Palermo, Buenos Aires, with HEPA purifiers, spaced appointments and extraoral suction.",
        body: "Odontología Buen Aire provides general dentistry, cleanings, orthodontics and implants, and accepts the main health insurance plans.\n\n**Covid-conscious practices**\n- HEPA purifiers and extraoral suction in every treatment room\n- Spaced appointments so no more than one patient is ever waiting\n- You can wait on the sidewalk or in your car and get a message when it is your turn\n- The whole team wears N95 respirators while treating patients",
      },
      fr: {
        title: "Odontología Buen Aire",
        summary:
          "Un cabinet dentaire à Palermo, Buenos Aires, avec purificateurs HEPA, rendez-vous espacés et aspiration extra-orale.",
        body: "Odontología Buen Aire propose dentisterie générale, détartrages, orthodontie et implants, et travaille avec les principales mutuelles.\n\n**Précautions Covid**\n- Purificateurs HEPA et aspiration extra-orale dans chaque salle de soins\n- Des rendez-vous espacés pour qu'un seul patient attende à la fois\n- Vous pouvez attendre sur le trottoir ou dans votre voiture et être prévenu par message quand c'est votre tour\n- Toute l'équipe porte un respirateur N95 pendant les soins",
      },
      pt: {
        title: "Odontología Buen Aire",
        summary:
          "Um consultório odontológico em Palermo, Buenos Aires, com purificadores HEPA, horários espaçados e sucção extraoral.",
        body: "A Odontología Buen Aire oferece clínica geral, limpeza, ortodontia e implantes, e aceita os principais planos de saúde.\n\n**Cuidados contra a covid**\n- Purificadores HEPA e sucção extraoral em todos os consultórios\n- Horários espaçados para que nunca haja mais de um paciente esperando\n- Você pode esperar na calçada ou no carro e recebe uma mensagem quando chegar a sua vez\n- Toda a equipe usa respirador N95 durante o atendimento",
      },
    },
  },
  {
    slug: "parrilla-la-galeria-abierta",
    category: "restaurants",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 133,
    tags: ["ventilation", "air-quality"],
    address: "Calle Algarrobo Blanco 780, Barrio Güemes",
    city: "Córdoba",
    region: "Córdoba",
    country: "AR",
    latitude: -31.4228,
    longitude: -64.1926,
    email: "reservas@parrilla-galeria-abierta.example",
    website: "https://parrilla-galeria-abierta.example",
    translations: {
      es: {
        title: "Parrilla La Galería Abierta",
        summary: "Parrilla de barrio en Córdoba con mesas en la galería y el patio, y comida para llevar.",
        body: "Parrilla La Galería Abierta sirve asado, empanadas cordobesas y opciones vegetarianas a la parrilla, al mediodía y a la noche.\n\n**Medidas frente al covid**\n- La mayoría de las mesas están en la galería techada y en el patio\n- El salón interior tiene ventanas enfrentadas y un medidor de CO2 a la vista\n- Pedidos por teléfono para retirar por la ventana de la cocina\n- Mesas separadas y reservas por horario para evitar amontonamientos",
      },
      en: {
        title: "Parrilla La Galería Abierta",
        summary:
          "A neighborhood grill restaurant in Córdoba with tables on the covered gallery and in the courtyard, plus takeaway.",
        body: "Parrilla La Galería Abierta serves asado, Córdoba-style empanadas and grilled vegetarian dishes at lunch and dinner.\n\n**Covid-conscious practices**\n- Most tables are on the covered gallery and in the courtyard\n- The indoor dining room has windows on opposite walls and a visible CO2 monitor\n- Phone orders for pickup at the kitchen window\n- Spaced tables and time-slot reservations to avoid crowding",
      },
      fr: {
        title: "Parrilla La Galería Abierta",
        summary:
          "Une parrilla de quartier à Córdoba, avec des tables sous la galerie couverte et dans la cour, et de la vente à emporter.",
        body: "La Parrilla La Galería Abierta sert asado, empanadas de Córdoba et plats végétariens grillés, le midi et le soir.\n\n**Précautions Covid**\n- La plupart des tables sont sous la galerie couverte et dans la cour\n- La salle intérieure a des fenêtres face à face et un capteur de CO2 visible\n- Commandes par téléphone à retirer à la fenêtre de la cuisine\n- Tables espacées et réservations par créneau pour éviter l'affluence",
      },
      pt: {
        title: "Parrilla La Galería Abierta",
        summary:
          "Uma parrilla de bairro em Córdoba, com mesas na varanda coberta e no pátio, além de pedidos para viagem.",
        body: "A Parrilla La Galería Abierta serve assado, empanadas cordobesas e pratos vegetarianos na brasa, no almoço e no jantar.\n\n**Cuidados contra a covid**\n- A maioria das mesas fica na varanda coberta e no pátio\n- O salão interno tem janelas em paredes opostas e um medidor de CO2 visível\n- Pedidos por telefone para retirar na janela da cozinha\n- Mesas espaçadas e reservas por horário para evitar aglomeração",
      },
    },
  },
  {
    slug: "bicicleteria-la-brisa",
    category: "shops",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 229,
    tags: ["ventilation", "masks"],
    address: "Bv. de los Ceibos 1650",
    city: "Rosario",
    region: "Santa Fe",
    country: "AR",
    latitude: -32.9502,
    longitude: -60.6488,
    email: "taller@bicicleteria-la-brisa.example",
    website: "https://bicicleteria-la-brisa.example",
    translations: {
      es: {
        title: "Bicicletería La Brisa",
        summary: "Bicicletería en Rosario que vende y repara bicis, con atención en la vereda y turnos para el taller.",
        body: "Bicicletería La Brisa vende bicicletas nuevas y usadas, repuestos y accesorios, y tiene taller de reparación.\n\n**Medidas frente al covid**\n- Atención en la vereda, con la persiana del local levantada todo el día\n- Turnos para el taller: dejás la bici y te avisan cuando está lista\n- Adentro, máximo tres clientes a la vez\n- Barbijos disponibles en el mostrador para quien los necesite",
      },
      en: {
        title: "Bicicletería La Brisa",
        summary:
          "A bike shop in Rosario that sells and repairs bicycles, with service on the sidewalk and booked workshop slots.",
        body: "Bicicletería La Brisa sells new and used bicycles, parts and accessories, and has a repair workshop.\n\n**Covid-conscious practices**\n- Customers are served on the sidewalk, with the shop's roller shutter up all day\n- Workshop slots are booked: drop off your bike and get a message when it is ready\n- No more than three customers inside at a time\n- Masks are available at the counter for anyone who needs one",
      },
      fr: {
        title: "Bicicletería La Brisa",
        summary:
          "Un magasin de vélos à Rosario qui vend et répare des vélos, avec accueil sur le trottoir et atelier sur rendez-vous.",
        body: "La Bicicletería La Brisa vend des vélos neufs et d'occasion, des pièces et des accessoires, et dispose d'un atelier de réparation.\n\n**Précautions Covid**\n- Accueil des clients sur le trottoir, rideau de la boutique levé toute la journée\n- Atelier sur rendez-vous : vous déposez votre vélo et recevez un message quand il est prêt\n- Trois clients maximum à l'intérieur\n- Des masques à disposition au comptoir pour qui en a besoin",
      },
      pt: {
        title: "Bicicletería La Brisa",
        summary:
          "Uma bicicletaria em Rosário que vende e conserta bicicletas, com atendimento na calçada e oficina com hora marcada.",
        body: "A Bicicletería La Brisa vende bicicletas novas e usadas, peças e acessórios, e tem oficina de consertos.\n\n**Cuidados contra a covid**\n- Atendimento na calçada, com a porta de enrolar da loja aberta o dia todo\n- Oficina com hora marcada: você deixa a bicicleta e recebe uma mensagem quando estiver pronta\n- No máximo três clientes dentro da loja\n- Máscaras disponíveis no balcão para quem precisar",
      },
    },
  },
  {
    slug: "centro-medico-viento-sur",
    category: "healthcare",
    access: "FREE",
    originalLocale: "es",
    publishedDaysAgo: 289,
    tags: ["masks", "children", "air-quality"],
    address: "Calle Acequia Vieja 1120",
    city: "Mendoza",
    region: "Mendoza",
    country: "AR",
    latitude: -32.8921,
    longitude: -68.8438,
    email: "turnos@centro-viento-sur.example",
    website: "https://centro-viento-sur.example",
    translations: {
      es: {
        title: "Centro Médico Viento Sur",
        summary:
          "Centro médico en Mendoza con clínica general, pediatría y telemedicina, y sala de espera al aire libre.",
        body: "Centro Médico Viento Sur ofrece clínica médica, pediatría, cardiología y análisis de laboratorio.\n\n**Medidas frente al covid**\n- Sala de espera exterior bajo una pérgola, con calefactores en invierno\n- Barbijo obligatorio en áreas cerradas; se entregan barbijos N95 a quien los pida\n- Consultas por videollamada para controles y lectura de resultados\n- Purificadores HEPA en los consultorios y medición de CO2 en los pasillos\n- Turnos escalonados para que la sala exterior nunca se llene",
      },
      en: {
        title: "Centro Médico Viento Sur",
        summary:
          "A medical center in Mendoza with general medicine, pediatrics and telemedicine, and an outdoor waiting area.",
        body: "Centro Médico Viento Sur offers internal medicine, pediatrics, cardiology and laboratory tests.\n\n**Covid-conscious practices**\n- An outdoor waiting area under a pergola, with heaters in winter\n- Masks are required in indoor areas, and N95 respirators are given to anyone who asks\n- Video consultations for check-ups and test results\n- HEPA purifiers in the consulting rooms and CO2 monitoring in the hallways\n- Staggered appointments so the outdoor waiting area never fills up",
      },
      fr: {
        title: "Centro Médico Viento Sur",
        summary:
          "Un centre médical à Mendoza, avec médecine générale, pédiatrie et téléconsultation, et une salle d'attente en plein air.",
        body: "Le Centro Médico Viento Sur propose médecine générale, pédiatrie, cardiologie et analyses de laboratoire.\n\n**Précautions Covid**\n- Une salle d'attente extérieure sous une pergola, chauffée en hiver\n- Masque obligatoire dans les espaces fermés ; des N95 sont remis à qui en fait la demande\n- Téléconsultations pour les suivis et les résultats d'analyses\n- Purificateurs HEPA dans les cabinets et mesure du CO2 dans les couloirs\n- Des rendez-vous échelonnés pour que la salle d'attente extérieure ne soit jamais pleine",
      },
      pt: {
        title: "Centro Médico Viento Sur",
        summary:
          "Um centro médico em Mendoza, com clínica geral, pediatria e telemedicina, e sala de espera ao ar livre.",
        body: "O Centro Médico Viento Sur oferece clínica médica, pediatria, cardiologia e exames laboratoriais.\n\n**Cuidados contra a covid**\n- Sala de espera externa sob uma pérgola, com aquecedores no inverno\n- Máscara obrigatória nas áreas fechadas; respiradores N95 para quem pedir\n- Teleconsultas para acompanhamento e resultados de exames\n- Purificadores HEPA nos consultórios e medição de CO2 nos corredores\n- Horários escalonados para a sala de espera externa nunca lotar",
      },
    },
  },
  // ---------------------------------------------------------------- France
  {
    slug: "cabinet-dentaire-air-pur",
    category: "dentists",
    access: "FREE",
    originalLocale: "fr",
    publishedDaysAgo: 6,
    tags: ["air-quality", "masks"],
    address: "24 rue du Vent-Coulis, 75011",
    city: "Paris",
    region: "Île-de-France",
    country: "FR",
    latitude: 48.8592,
    longitude: 2.3788,
    phone: "+33 1 99 00 10 00",
    email: "rdv@cabinet-air-pur.example",
    website: "https://cabinet-air-pur.example",
    translations: {
      fr: {
        title: "Cabinet dentaire Air Pur",
        summary:
          "Cabinet dentaire parisien équipé de purificateurs HEPA et d'une aspiration extra-orale, avec des rendez-vous espacés.",
        body: "Le cabinet dentaire Air Pur propose soins conservateurs, détartrages, orthodontie et soins pour enfants ; il est conventionné secteur 1.\n\n**Précautions Covid**\n- Un purificateur HEPA et une aspiration extra-orale dans chaque salle de soins\n- Des rendez-vous espacés pour qu'un seul patient attende à la fois\n- Possibilité d'attendre dehors et d'être prévenu par SMS\n- Les praticiens portent un FFP2 pour tous les soins\n- Les salles sont aérées entre deux patients, fenêtres grandes ouvertes",
      },
      en: {
        title: "Cabinet dentaire Air Pur",
        summary:
          "A Paris dental practice equipped with HEPA purifiers and extraoral suction, with spaced appointments.",
        body: "Cabinet dentaire Air Pur offers fillings, cleanings, orthodontics and children's dentistry, at standard national health insurance rates.\n\n**Covid-conscious practices**\n- A HEPA purifier and extraoral suction in every treatment room\n- Spaced appointments so only one patient waits at a time\n- You can wait outside and be notified by text message\n- Dentists wear an FFP2 respirator for all treatment\n- Rooms are aired out between patients with the windows wide open",
      },
      es: {
        title: "Cabinet dentaire Air Pur",
        summary:
          "Consultorio dental en París equipado con purificadores HEPA y aspiración extraoral, con citas espaciadas.",
        body: "Cabinet dentaire Air Pur ofrece resinas, limpiezas, ortodoncia y odontopediatría, con las tarifas del seguro de salud público francés.\n\n**Medidas frente al covid**\n- Un purificador HEPA y aspiración extraoral en cada gabinete\n- Citas espaciadas para que solo espere un paciente a la vez\n- Puedes esperar afuera y recibir un aviso por mensaje de texto\n- Los dentistas usan respirador FFP2 en todos los tratamientos\n- Las salas se ventilan entre un paciente y otro, con las ventanas abiertas de par en par",
      },
      pt: {
        title: "Cabinet dentaire Air Pur",
        summary:
          "Um consultório odontológico em Paris com purificadores HEPA e sucção extraoral, e horários espaçados.",
        body: "O Cabinet dentaire Air Pur oferece restaurações, limpeza, ortodontia e odontopediatria, com os valores da tabela do seguro público de saúde francês.\n\n**Cuidados contra a covid**\n- Um purificador HEPA e sucção extraoral em cada consultório\n- Horários espaçados para que só um paciente espere por vez\n- Você pode esperar do lado de fora e ser avisado por SMS\n- Os dentistas usam respirador PFF2 (FFP2) em todos os atendimentos\n- As salas são arejadas entre um paciente e outro, com as janelas escancaradas",
      },
    },
  },
  {
    slug: "boulangerie-du-parc-aere",
    category: "shops",
    access: "FREE",
    originalLocale: "fr",
    publishedDaysAgo: 15,
    tags: ["ventilation", "air-quality"],
    address: "9 montée des Courants-d'Air, 69004",
    city: "Lyon",
    region: "Auvergne-Rhône-Alpes",
    country: "FR",
    latitude: 45.7743,
    longitude: 4.8318,
    phone: "+33 4 65 71 20 00",
    email: "bonjour@boulangerie-parc-aere.example",
    website: "https://boulangerie-parc-aere.example",
    translations: {
      fr: {
        title: "Boulangerie du Parc Aéré",
        summary: "Boulangerie de quartier à Lyon avec vente à la fenêtre, commande en ligne et file d'attente dehors.",
        body: "La Boulangerie du Parc Aéré fait chaque matin son pain au levain, ses viennoiseries et ses tartes, avec des farines de la région.\n\n**Précautions Covid**\n- Vente directe par une fenêtre donnant sur le trottoir, sans entrer dans la boutique\n- Commande en ligne la veille et retrait au comptoir en moins d'une minute\n- À l'intérieur, porte ouverte et trois clients au maximum\n- Un capteur de CO2 est affiché derrière le comptoir",
      },
      en: {
        title: "Boulangerie du Parc Aéré",
        summary:
          "A neighborhood bakery in Lyon with sales through a street window, online ordering and the queue kept outside.",
        body: "Boulangerie du Parc Aéré bakes sourdough bread, viennoiseries and tarts every morning with flour from the region.\n\n**Covid-conscious practices**\n- Sales through a window onto the sidewalk, so you never need to go inside\n- Order online the day before and collect at the counter in under a minute\n- Inside, the door stays open and no more than three customers come in at once\n- A CO2 monitor is displayed behind the counter",
      },
      es: {
        title: "Boulangerie du Parc Aéré",
        summary: "Panadería de barrio en Lyon con venta por una ventana a la calle, pedidos en línea y la fila afuera.",
        body: "Boulangerie du Parc Aéré hornea cada mañana pan de masa madre, bollería francesa y tartas, con harinas de la región.\n\n**Medidas frente al covid**\n- Venta directa por una ventana a la banqueta, sin necesidad de entrar\n- Pide en línea el día anterior y recoge en el mostrador en menos de un minuto\n- Adentro, la puerta permanece abierta y entran como máximo tres clientes a la vez\n- Detrás del mostrador hay un medidor de CO2 a la vista",
      },
      pt: {
        title: "Boulangerie du Parc Aéré",
        summary:
          "Uma padaria de bairro em Lyon, com venda por uma janela para a rua, pedidos online e fila do lado de fora.",
        body: "A Boulangerie du Parc Aéré assa todas as manhãs pães de fermentação natural, viennoiseries e tortas, com farinhas da região.\n\n**Cuidados contra a covid**\n- Venda direta por uma janela voltada para a calçada, sem precisar entrar\n- Peça online na véspera e retire no balcão em menos de um minuto\n- Dentro da loja, a porta fica aberta e entram no máximo três clientes por vez\n- Um medidor de CO2 fica à vista atrás do balcão",
      },
    },
  },
  {
    slug: "bistrot-la-fenetre-ouverte",
    category: "restaurants",
    access: "FREE",
    originalLocale: "fr",
    publishedDaysAgo: 72,
    tags: ["ventilation", "air-quality"],
    address: "31 traverse de la Brise-Marine, 13007",
    city: "Marseille",
    region: "Provence-Alpes-Côte d'Azur",
    country: "FR",
    latitude: 43.2868,
    longitude: 5.3597,
    phone: "+33 4 65 71 30 00",
    email: "table@bistrot-fenetre-ouverte.example",
    website: "https://bistrot-fenetre-ouverte.example",
    translations: {
      fr: {
        title: "Bistrot La Fenêtre Ouverte",
        summary: "Bistrot marseillais avec une grande terrasse ombragée, une salle bien aérée et des plats à emporter.",
        body: "Le Bistrot La Fenêtre Ouverte sert une cuisine méditerranéenne de saison : poissons du jour, légumes de Provence et desserts maison.\n\n**Précautions Covid**\n- Une grande terrasse ombragée, ouverte presque toute l'année\n- En salle, baies vitrées ouvertes, tables espacées et capteur de CO2 visible\n- Plats à emporter commandés par téléphone\n- Le personnel porte un masque sur demande\n- Service continu l'après-midi, pour venir aux heures creuses",
      },
      en: {
        title: "Bistrot La Fenêtre Ouverte",
        summary: "A Marseille bistro with a large shaded terrace, a well-ventilated dining room and takeaway dishes.",
        body: "Bistrot La Fenêtre Ouverte serves seasonal Mediterranean cooking: catch of the day, Provençal vegetables and house-made desserts.\n\n**Covid-conscious practices**\n- A large shaded terrace, open almost all year round\n- Indoors, the bay windows are kept open, tables are spaced and a CO2 monitor is visible\n- Takeaway dishes can be ordered by phone\n- Staff wear masks on request\n- Continuous service in the afternoon, so you can come at quiet times",
      },
      es: {
        title: "Bistrot La Fenêtre Ouverte",
        summary: "Bistró en Marsella con una gran terraza con sombra, comedor bien ventilado y platillos para llevar.",
        body: "Bistrot La Fenêtre Ouverte sirve cocina mediterránea de temporada: pescado del día, verduras de Provenza y postres de la casa.\n\n**Medidas frente al covid**\n- Una gran terraza con sombra, abierta casi todo el año\n- En el comedor, ventanales abiertos, mesas separadas y un medidor de CO2 a la vista\n- Platillos para llevar, pedidos por teléfono\n- El personal usa cubrebocas si lo pides\n- Servicio continuo por la tarde, para venir en horas tranquilas",
      },
      pt: {
        title: "Bistrot La Fenêtre Ouverte",
        summary: "Um bistrô em Marselha, com grande terraço sombreado, salão bem ventilado e pratos para viagem.",
        body: "O Bistrot La Fenêtre Ouverte serve cozinha mediterrânea da estação: peixe do dia, legumes da Provença e sobremesas da casa.\n\n**Cuidados contra a covid**\n- Um grande terraço com sombra, aberto quase o ano todo\n- No salão, janelões abertos, mesas espaçadas e medidor de CO2 visível\n- Pratos para viagem pedidos por telefone\n- A equipe usa máscara a pedido\n- Serviço contínuo à tarde, para quem prefere vir em horários tranquilos",
      },
    },
  },
  {
    slug: "maison-de-sante-air-dautan",
    category: "healthcare",
    access: "FREE",
    originalLocale: "fr",
    publishedDaysAgo: 110,
    tags: ["masks", "vaccination", "air-quality"],
    address: "5 place des Autans, 31000",
    city: "Toulouse",
    region: "Occitanie",
    country: "FR",
    latitude: 43.6047,
    longitude: 1.4442,
    phone: "+33 5 36 49 40 00",
    email: "accueil@msp-air-dautan.example",
    website: "https://msp-air-dautan.example",
    translations: {
      fr: {
        title: "Maison de santé Air d'Autan",
        summary:
          "Maison de santé pluriprofessionnelle à Toulouse, avec des créneaux dédiés aux symptômes respiratoires et la téléconsultation.",
        body: "La Maison de santé Air d'Autan réunit médecins généralistes, infirmières, kinésithérapeutes et une sage-femme.\n\n**Précautions Covid**\n- Des créneaux en fin de journée et une entrée séparée pour les patients fiévreux ou qui toussent\n- Masque obligatoire en salle d'attente ; des FFP2 sont offerts à l'accueil\n- Téléconsultation possible pour de nombreux suivis\n- Purificateurs HEPA dans chaque cabinet et mesure du CO2 en salle d'attente",
      },
      en: {
        title: "Maison de santé Air d'Autan",
        summary:
          "A multidisciplinary health center in Toulouse with dedicated slots for respiratory symptoms and teleconsultation.",
        body: "Maison de santé Air d'Autan brings together general practitioners, nurses, physiotherapists and a midwife.\n\n**Covid-conscious practices**\n- Late-day slots and a separate entrance for patients with fever or cough\n- Masks are required in the waiting room, and FFP2 respirators are offered at reception\n- Teleconsultation is available for many follow-up visits\n- HEPA purifiers in every consulting room and CO2 monitoring in the waiting room",
      },
      es: {
        title: "Maison de santé Air d'Autan",
        summary:
          "Centro de salud multidisciplinario en Toulouse con horarios dedicados a síntomas respiratorios y teleconsulta.",
        body: "Maison de santé Air d'Autan reúne a médicos generales, enfermeras, fisioterapeutas y una partera.\n\n**Medidas frente al covid**\n- Horarios al final del día y una entrada aparte para pacientes con fiebre o tos\n- Cubrebocas obligatorio en la sala de espera; en la recepción se ofrecen respiradores FFP2\n- Teleconsulta disponible para muchas citas de seguimiento\n- Purificadores HEPA en cada consultorio y medición de CO2 en la sala de espera",
      },
      pt: {
        title: "Maison de santé Air d'Autan",
        summary:
          "Uma unidade de saúde multiprofissional em Toulouse, com horários dedicados a sintomas respiratórios e teleconsulta.",
        body: "A Maison de santé Air d'Autan reúne médicos de família, enfermeiras, fisioterapeutas e uma parteira.\n\n**Cuidados contra a covid**\n- Horários no fim do dia e entrada separada para pacientes com febre ou tosse\n- Máscara obrigatória na sala de espera; respiradores PFF2 (FFP2) oferecidos na recepção\n- Teleconsulta disponível para muitos retornos\n- Purificadores HEPA em todos os consultórios e medição de CO2 na sala de espera",
      },
    },
  },
  {
    // Original language only: shown as "not yet translated" in en, es and pt.
    slug: "salle-de-sport-grand-air",
    category: "fitness",
    access: "FREE",
    originalLocale: "fr",
    publishedDaysAgo: 0,
    tags: ["ventilation", "air-quality"],
    address: "12 quai des Hangars-Ouverts, 44200",
    city: "Nantes",
    region: "Pays de la Loire",
    country: "FR",
    latitude: 47.2063,
    longitude: -1.5641,
    phone: "+33 2 61 91 50 00",
    email: "salut@salle-grand-air.example",
    website: "https://salle-grand-air.example",
    translations: {
      fr: {
        title: "Salle de sport Grand Air",
        summary:
          "Salle de sport nantaise installée dans un ancien hangar, avec de grandes portes ouvertes et des cours en petits groupes.",
        body: "Salle de sport Grand Air propose musculation, cross-training et cours de mobilité dans un ancien hangar des bords de Loire.\n\n**Précautions Covid**\n- Les grandes portes du hangar restent ouvertes dès que la météo le permet\n- Des cours limités à dix personnes, sur réservation\n- Trois capteurs de CO2 répartis dans la salle, avec les seuils affichés\n- Des séances en extérieur le samedi matin, sur les quais",
      },
    },
  },
  {
    slug: "pressing-et-retouches-du-beffroi",
    category: "services",
    access: "FREE",
    originalLocale: "fr",
    publishedDaysAgo: 300,
    tags: ["masks", "ventilation"],
    address: "14 rue des Fenêtres-Hautes, 59000",
    city: "Lille",
    region: "Hauts-de-France",
    country: "FR",
    latitude: 50.6331,
    longitude: 3.0603,
    phone: "+33 3 53 01 60 00",
    email: "contact@retouches-du-beffroi.example",
    website: "https://retouches-du-beffroi.example",
    translations: {
      fr: {
        title: "Pressing et Retouches du Beffroi",
        summary: "Pressing et atelier de retouches à Lille, avec dépôt sans contact et essayages sur rendez-vous.",
        body: "Pressing et Retouches du Beffroi s'occupe du nettoyage à sec, du repassage, des ourlets, des fermetures éclair et des retouches sur mesure.\n\n**Précautions Covid**\n- Dépôt et retrait sans contact grâce à des casiers dans l'entrée\n- Essayages uniquement sur rendez-vous, un client à la fois, fenêtre ouverte\n- Un purificateur HEPA dans la cabine d'essayage\n- La couturière porte un masque FFP2 sur demande\n- Livraison à domicile à vélo dans le Vieux-Lille",
      },
      en: {
        title: "Pressing et Retouches du Beffroi",
        summary:
          "A dry cleaner and alterations workshop in Lille with contactless drop-off and fittings by appointment.",
        body: "Pressing et Retouches du Beffroi handles dry cleaning, pressing, hems, zippers and made-to-measure alterations.\n\n**Covid-conscious practices**\n- Contactless drop-off and pickup through lockers in the entrance\n- Fittings by appointment only, one client at a time, with the window open\n- A HEPA purifier in the fitting room\n- The seamstress wears an FFP2 mask on request\n- Home delivery by bike in Vieux-Lille",
      },
      es: {
        title: "Pressing et Retouches du Beffroi",
        summary: "Tintorería y taller de arreglos en Lille con entrega sin contacto y pruebas con cita.",
        body: "Pressing et Retouches du Beffroi se encarga de tintorería, planchado, bastillas, cierres y arreglos a la medida.\n\n**Medidas frente al covid**\n- Entrega y recolección sin contacto mediante casilleros en la entrada\n- Pruebas solo con cita, un cliente a la vez y con la ventana abierta\n- Un purificador HEPA en el probador\n- La costurera usa cubrebocas FFP2 si lo pides\n- Entrega a domicilio en bicicleta en el Vieux-Lille",
      },
      pt: {
        title: "Pressing et Retouches du Beffroi",
        summary:
          "Uma lavanderia a seco e ateliê de ajustes em Lille, com entrega sem contato e provas com hora marcada.",
        body: "O Pressing et Retouches du Beffroi cuida de lavagem a seco, passadoria, barras, zíperes e ajustes sob medida.\n\n**Cuidados contra a covid**\n- Entrega e retirada sem contato por armários na entrada\n- Provas só com hora marcada, um cliente por vez e com a janela aberta\n- Um purificador HEPA no provador\n- A costureira usa máscara PFF2 (FFP2) a pedido\n- Entrega em domicílio de bicicleta no Vieux-Lille",
      },
    },
  },
  // ---------------------------------------------------------------- Brazil
  {
    slug: "clinica-odontologica-ar-limpo",
    category: "dentists",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 23,
    tags: ["air-quality", "masks"],
    address: "Rua dos Ipês Roxos, 512 – Pinheiros",
    city: "São Paulo",
    region: "São Paulo",
    country: "BR",
    latitude: -23.5662,
    longitude: -46.6918,
    email: "contato@odonto-ar-limpo.example",
    website: "https://odonto-ar-limpo.example",
    translations: {
      pt: {
        title: "Clínica Odontológica Ar Limpo",
        summary: "Clínica odontológica em Pinheiros com purificadores HEPA, sucção extraoral e horários espaçados.",
        body: "A Clínica Odontológica Ar Limpo oferece clínica geral, limpeza, ortodontia e odontopediatria, e atende vários convênios.\n\n**Cuidados contra a covid**\n- Purificador HEPA e sucção extraoral em todos os consultórios\n- Horários espaçados para que só um paciente aguarde por vez\n- Você pode esperar no carro e ser avisado por WhatsApp\n- A equipe usa PFF2 em todos os atendimentos\n- Salas arejadas entre um atendimento e outro, com o CO2 monitorado na recepção",
      },
      en: {
        title: "Clínica Odontológica Ar Limpo",
        summary:
          "A dental clinic in Pinheiros, São Paulo, with HEPA purifiers, extraoral suction and spaced appointments.",
        body: "Clínica Odontológica Ar Limpo offers general dentistry, cleanings, orthodontics and children's dentistry, and accepts several dental plans.\n\n**Covid-conscious practices**\n- A HEPA purifier and extraoral suction in every treatment room\n- Spaced appointments so only one patient waits at a time\n- You can wait in your car and be notified by WhatsApp\n- The team wears PFF2 respirators (the Brazilian equivalent of FFP2) for all treatment\n- Rooms are aired out between patients, and CO2 is monitored at reception",
      },
      es: {
        title: "Clínica Odontológica Ar Limpo",
        summary:
          "Clínica dental en Pinheiros, São Paulo, con purificadores HEPA, aspiración extraoral y citas espaciadas.",
        body: "Clínica Odontológica Ar Limpo ofrece odontología general, limpiezas, ortodoncia y odontopediatría, y acepta varios planes dentales.\n\n**Medidas frente al covid**\n- Un purificador HEPA y aspiración extraoral en cada gabinete\n- Citas espaciadas para que solo espere un paciente a la vez\n- Puedes esperar en tu auto y recibir un aviso por WhatsApp\n- El equipo usa respiradores PFF2 (el equivalente brasileño del FFP2) en todas las consultas\n- Los gabinetes se ventilan entre paciente y paciente, y se mide el CO2 en la recepción",
      },
      fr: {
        title: "Clínica Odontológica Ar Limpo",
        summary:
          "Une clinique dentaire à Pinheiros, São Paulo, avec purificateurs HEPA, aspiration extra-orale et rendez-vous espacés.",
        body: "La Clínica Odontológica Ar Limpo propose dentisterie générale, détartrages, orthodontie et soins pour enfants, et accepte plusieurs assurances dentaires.\n\n**Précautions Covid**\n- Un purificateur HEPA et une aspiration extra-orale dans chaque salle de soins\n- Des rendez-vous espacés pour qu'un seul patient attende à la fois\n- Vous pouvez attendre dans votre voiture et être prévenu par WhatsApp\n- L'équipe porte des PFF2 (l'équivalent brésilien du FFP2) pour tous les soins\n- Les salles sont aérées entre deux patients, et le CO2 est mesuré à l'accueil",
      },
    },
  },
  {
    slug: "cafe-varanda-aberta",
    category: "restaurants",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 38,
    tags: ["ventilation", "air-quality"],
    address: "Rua das Amendoeiras, 87 – Botafogo",
    city: "Rio de Janeiro",
    region: "Rio de Janeiro",
    country: "BR",
    latitude: -22.9508,
    longitude: -43.1862,
    email: "oi@cafe-varanda-aberta.example",
    website: "https://cafe-varanda-aberta.example",
    translations: {
      pt: {
        title: "Café Varanda Aberta",
        summary: "Café em Botafogo com varanda arejada, mesas na calçada e pedidos para retirada.",
        body: "O Café Varanda Aberta serve cafés especiais de Minas Gerais, pão de queijo, tapiocas e sucos naturais.\n\n**Cuidados contra a covid**\n- A maior parte das mesas fica na varanda e na calçada\n- No salão, janelas abertas, ventiladores de teto e medidor de CO2 à vista\n- Pedidos por WhatsApp para retirada no balcão da janela\n- A equipe usa máscara a pedido dos clientes\n- O cardápio indica os horários de menor movimento para quem prefere um salão vazio",
      },
      en: {
        title: "Café Varanda Aberta",
        summary: "A café in Botafogo, Rio de Janeiro, with an airy veranda, sidewalk tables and orders for pickup.",
        body: "Café Varanda Aberta serves specialty coffee from Minas Gerais, pão de queijo, tapiocas and fresh juices.\n\n**Covid-conscious practices**\n- Most tables are on the veranda and the sidewalk\n- Inside, windows are open, ceiling fans run and a CO2 monitor is on display\n- Order by WhatsApp and pick up at the window counter\n- Staff wear masks when customers ask\n- The menu shows the quieter hours for anyone who prefers an empty room",
      },
      es: {
        title: "Café Varanda Aberta",
        summary:
          "Café en Botafogo, Río de Janeiro, con una terraza aireada, mesas en la banqueta y pedidos para recoger.",
        body: "Café Varanda Aberta sirve cafés de especialidad de Minas Gerais, pão de queijo, tapiocas y jugos naturales.\n\n**Medidas frente al covid**\n- La mayoría de las mesas están en la terraza y en la banqueta\n- Adentro, ventanas abiertas, ventiladores de techo y un medidor de CO2 a la vista\n- Pedidos por WhatsApp para recoger en el mostrador de la ventana\n- El personal usa cubrebocas cuando los clientes lo piden\n- La carta indica las horas de menos movimiento para quien prefiera un salón vacío",
      },
      fr: {
        title: "Café Varanda Aberta",
        summary:
          "Un café à Botafogo, Rio de Janeiro, avec une véranda aérée, des tables sur le trottoir et des commandes à emporter.",
        body: "Le Café Varanda Aberta sert des cafés de spécialité du Minas Gerais, du pão de queijo, des tapiocas et des jus de fruits frais.\n\n**Précautions Covid**\n- La plupart des tables sont sous la véranda et sur le trottoir\n- À l'intérieur, fenêtres ouvertes, ventilateurs au plafond et capteur de CO2 bien en vue\n- Commande par WhatsApp et retrait au comptoir de la fenêtre\n- Le personnel porte un masque à la demande des clients\n- La carte indique les heures creuses pour ceux qui préfèrent une salle vide",
      },
    },
  },
  {
    slug: "emporio-janela-aberta",
    category: "shops",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 81,
    tags: ["older-adults", "masks", "accessibility"],
    address: "Rua dos Ventos Gerais, 230 – Savassi",
    city: "Belo Horizonte",
    region: "Minas Gerais",
    country: "BR",
    latitude: -19.9382,
    longitude: -43.9348,
    email: "pedidos@emporio-janela-aberta.example",
    website: "https://emporio-janela-aberta.example",
    translations: {
      pt: {
        title: "Empório Janela Aberta",
        summary:
          "Empório de produtos mineiros em Belo Horizonte, com entrega no bairro, retirada na calçada e loja ventilada.",
        body: "O Empório Janela Aberta vende queijos artesanais, doces, cafés e produtos de pequenos produtores de Minas Gerais.\n\n**Cuidados contra a covid**\n- Pedidos pelo site ou por telefone, com entrega no bairro ou retirada na calçada\n- Portas e janelas abertas e um purificador HEPA perto do caixa\n- Às terças, das 8h às 9h, horário reservado para pessoas idosas e imunossuprimidas\n- Máscaras PFF2 disponíveis gratuitamente na entrada",
      },
      en: {
        title: "Empório Janela Aberta",
        summary:
          "A shop of Minas Gerais specialties in Belo Horizonte with neighborhood delivery, curbside pickup and a ventilated store.",
        body: "Empório Janela Aberta sells artisanal cheeses, sweets, coffee and goods from small producers in Minas Gerais.\n\n**Covid-conscious practices**\n- Order online or by phone for neighborhood delivery or curbside pickup\n- Doors and windows open, and a HEPA purifier near the checkout\n- Tuesdays from 8 to 9 a.m. are reserved for older adults and immunocompromised customers\n- Free PFF2 respirators at the entrance",
      },
      es: {
        title: "Empório Janela Aberta",
        summary:
          "Tienda de productos de Minas Gerais en Belo Horizonte con entrega en el barrio, recogida en la banqueta y local ventilado.",
        body: "Empório Janela Aberta vende quesos artesanales, dulces, café y productos de pequeños productores de Minas Gerais.\n\n**Medidas frente al covid**\n- Pedidos en línea o por teléfono, con entrega en el barrio o recogida en la banqueta\n- Puertas y ventanas abiertas, y un purificador HEPA cerca de la caja\n- Los martes de 8 a 9 de la mañana están reservados para personas mayores e inmunodeprimidas\n- Respiradores PFF2 gratis en la entrada",
      },
      fr: {
        title: "Empório Janela Aberta",
        summary:
          "Une épicerie de spécialités du Minas Gerais à Belo Horizonte, avec livraison dans le quartier, retrait sur le trottoir et boutique aérée.",
        body: "L'Empório Janela Aberta vend fromages artisanaux, confiseries, cafés et produits de petits producteurs du Minas Gerais.\n\n**Précautions Covid**\n- Commande en ligne ou par téléphone, avec livraison dans le quartier ou retrait sur le trottoir\n- Portes et fenêtres ouvertes, et un purificateur HEPA près de la caisse\n- Le mardi de 8 h à 9 h, créneau réservé aux personnes âgées et immunodéprimées\n- Des PFF2 (équivalent brésilien du FFP2) gratuits à l'entrée",
      },
    },
  },
  {
    slug: "academia-vento-sul",
    category: "fitness",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 146,
    tags: ["ventilation", "air-quality"],
    address: "Av. dos Jacarandás, 1400 – Cidade Baixa",
    city: "Porto Alegre",
    region: "Rio Grande do Sul",
    country: "BR",
    latitude: -30.0418,
    longitude: -51.2224,
    email: "treino@academia-vento-sul.example",
    website: "https://academia-vento-sul.example",
    translations: {
      pt: {
        title: "Academia Vento Sul",
        summary:
          "Academia em Porto Alegre com área de treino coberta e aberta nas laterais, turmas pequenas e aulas online.",
        body: "A Academia Vento Sul oferece musculação, treino funcional e aulas de mobilidade para todas as idades.\n\n**Cuidados contra a covid**\n- A área de treino é coberta, mas com as laterais abertas\n- Turmas de no máximo dez pessoas, com agendamento pelo aplicativo\n- Nos dias frios, as portas ficam entreabertas e o CO2 é medido em tempo real\n- Aulas ao vivo pela internet para quem prefere treinar em casa",
      },
      en: {
        title: "Academia Vento Sul",
        summary: "A gym in Porto Alegre with a covered, open-sided training area, small groups and online classes.",
        body: "Academia Vento Sul offers weight training, functional training and mobility classes for all ages.\n\n**Covid-conscious practices**\n- The training area is covered but open at the sides\n- Groups of no more than ten people, booked through the app\n- On cold days the doors stay partly open and CO2 is measured in real time\n- Live online classes for anyone who prefers to train at home",
      },
      es: {
        title: "Academia Vento Sul",
        summary:
          "Gimnasio en Porto Alegre con área de entrenamiento techada y abierta a los lados, grupos pequeños y clases en línea.",
        body: "Academia Vento Sul ofrece pesas, entrenamiento funcional y clases de movilidad para todas las edades.\n\n**Medidas frente al covid**\n- El área de entrenamiento está techada pero abierta a los lados\n- Grupos de máximo diez personas, con reserva en la aplicación\n- En días fríos, las puertas quedan entreabiertas y el CO2 se mide en tiempo real\n- Clases en vivo por internet para quien prefiera entrenar en casa",
      },
      fr: {
        title: "Academia Vento Sul",
        summary:
          "Une salle de sport à Porto Alegre, avec un espace couvert ouvert sur les côtés, de petits groupes et des cours en ligne.",
        body: "L'Academia Vento Sul propose musculation, entraînement fonctionnel et cours de mobilité pour tous les âges.\n\n**Précautions Covid**\n- L'espace d'entraînement est couvert mais ouvert sur les côtés\n- Des groupes de dix personnes maximum, sur réservation dans l'application\n- Les jours de froid, les portes restent entrouvertes et le CO2 est mesuré en temps réel\n- Des cours en direct sur internet pour ceux qui préfèrent s'entraîner chez eux",
      },
    },
  },
  {
    slug: "clinica-popular-brisa-do-mar",
    category: "healthcare",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 177,
    tags: ["masks", "children", "accessibility"],
    address: "Rua da Brisa Mansa, 45 – Boa Vista",
    city: "Recife",
    region: "Pernambuco",
    country: "BR",
    latitude: -8.0583,
    longitude: -34.8884,
    email: "agendamento@clinica-brisa-do-mar.example",
    website: "https://clinica-brisa-do-mar.example",
    translations: {
      pt: {
        title: "Clínica Popular Brisa do Mar",
        summary: "Clínica popular em Recife com consultas a preço acessível, teleconsulta e sala de espera ventilada.",
        body: "A Clínica Popular Brisa do Mar oferece clínico geral, pediatria, ginecologia e exames laboratoriais a preços acessíveis.\n\n**Cuidados contra a covid**\n- Sala de espera aberta para um jardim interno, com ventiladores e cadeiras espaçadas\n- Máscara obrigatória nas áreas fechadas; PFF2 gratuitas na recepção\n- Teleconsulta para retornos e resultados de exames\n- Atendimento separado para pessoas com febre ou tosse\n- Agendamento pelo WhatsApp para reduzir o tempo de espera",
      },
      en: {
        title: "Clínica Popular Brisa do Mar",
        summary:
          "A low-cost clinic in Recife with affordable consultations, teleconsultation and a ventilated waiting room.",
        body: "Clínica Popular Brisa do Mar offers general practice, pediatrics, gynecology and laboratory tests at affordable prices.\n\n**Covid-conscious practices**\n- The waiting room opens onto an inner garden, with fans and well-spaced chairs\n- Masks are required in enclosed areas, and free PFF2 respirators are available at reception\n- Teleconsultation for follow-ups and test results\n- Separate care for people with fever or cough\n- Appointments booked by WhatsApp to cut waiting times",
      },
      es: {
        title: "Clínica Popular Brisa do Mar",
        summary: "Clínica popular en Recife con consultas a precio accesible, teleconsulta y sala de espera ventilada.",
        body: "Clínica Popular Brisa do Mar ofrece medicina general, pediatría, ginecología y análisis de laboratorio a precios accesibles.\n\n**Medidas frente al covid**\n- La sala de espera da a un jardín interior, con ventiladores y sillas separadas\n- Cubrebocas obligatorio en las áreas cerradas; respiradores PFF2 gratis en la recepción\n- Teleconsulta para seguimientos y resultados de estudios\n- Atención por separado para personas con fiebre o tos\n- Citas por WhatsApp para reducir el tiempo de espera",
      },
      fr: {
        title: "Clínica Popular Brisa do Mar",
        summary:
          "Une clinique à petits prix à Recife, avec consultations abordables, téléconsultation et salle d'attente aérée.",
        body: "La Clínica Popular Brisa do Mar propose médecine générale, pédiatrie, gynécologie et analyses de laboratoire à des prix abordables.\n\n**Précautions Covid**\n- La salle d'attente donne sur un jardin intérieur, avec ventilateurs et chaises espacées\n- Masque obligatoire dans les espaces fermés ; des PFF2 gratuits à l'accueil\n- Téléconsultation pour les suivis et les résultats d'examens\n- Une prise en charge séparée pour les personnes qui ont de la fièvre ou qui toussent\n- Rendez-vous par WhatsApp pour réduire l'attente",
      },
    },
  },
  {
    // Original language only: shown as "not yet translated" in en, es and fr.
    slug: "lavanderia-vento-norte",
    category: "services",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 1,
    tags: ["ventilation", "air-quality"],
    address: "Rua das Araucárias, 903 – São Francisco",
    city: "Curitiba",
    region: "Paraná",
    country: "BR",
    latitude: -25.4238,
    longitude: -49.2731,
    email: "coleta@lavanderia-vento-norte.example",
    website: "https://lavanderia-vento-norte.example",
    translations: {
      pt: {
        title: "Lavanderia Vento Norte",
        summary: "Lavanderia em Curitiba com coleta e entrega em domicílio e loja de autoatendimento bem ventilada.",
        body: "A Lavanderia Vento Norte lava, seca e passa roupas por peso e também tem máquinas de autoatendimento.\n\n**Cuidados contra a covid**\n- Coleta e entrega em domicílio em vários bairros de Curitiba\n- Exaustores ligados o dia todo e medidor de CO2 na parede\n- Aviso pelo celular quando a máquina termina, para você esperar fora da loja\n- Bancos na área externa coberta\n- Pagamento por aproximação ou Pix, sem contato no balcão",
      },
    },
  },
  // ---------------------------------------------------------------- Portugal
  {
    slug: "clinica-dentaria-ar-fresco",
    category: "dentists",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 49,
    tags: ["air-quality", "masks"],
    address: "Rua do Vento Fresco, 42, 1200-000",
    city: "Lisboa",
    country: "PT",
    latitude: 38.7128,
    longitude: -9.1462,
    email: "consultas@dentaria-ar-fresco.example",
    website: "https://dentaria-ar-fresco.example",
    translations: {
      pt: {
        title: "Clínica Dentária Ar Fresco",
        summary:
          "Clínica dentária em Lisboa com purificadores HEPA, consultas espaçadas e profissionais de máscara FFP2.",
        body: "A Clínica Dentária Ar Fresco oferece medicina dentária geral, higiene oral, ortodontia e implantes.\n\n**Cuidados contra a covid**\n- Purificador HEPA e aspiração extraoral em todos os gabinetes\n- Consultas espaçadas para que nunca haja mais de um paciente à espera\n- Os profissionais usam máscara FFP2 em todos os atendimentos\n- Lembrete por SMS na véspera, com perguntas sobre sintomas respiratórios\n- Janelas abertas entre consultas e medidor de CO2 na sala de espera",
      },
      en: {
        title: "Clínica Dentária Ar Fresco",
        summary: "A dental clinic in Lisbon with HEPA purifiers, spaced appointments and staff in FFP2 respirators.",
        body: "Clínica Dentária Ar Fresco provides general dentistry, oral hygiene, orthodontics and implants.\n\n**Covid-conscious practices**\n- A HEPA purifier and extraoral suction in every treatment room\n- Spaced appointments so no more than one patient is ever waiting\n- Clinicians wear FFP2 respirators for all treatment\n- A text reminder the day before includes questions about respiratory symptoms\n- Windows are opened between appointments, and a CO2 monitor sits in the waiting room",
      },
      es: {
        title: "Clínica Dentária Ar Fresco",
        summary: "Clínica dental en Lisboa con purificadores HEPA, citas espaciadas y personal con respirador FFP2.",
        body: "Clínica Dentária Ar Fresco ofrece odontología general, higiene bucal, ortodoncia e implantes.\n\n**Medidas frente al covid**\n- Un purificador HEPA y aspiración extraoral en cada gabinete\n- Citas espaciadas para que nunca haya más de un paciente esperando\n- Los profesionales usan respirador FFP2 en todos los tratamientos\n- Un recordatorio por mensaje el día anterior incluye preguntas sobre síntomas respiratorios\n- Se abren las ventanas entre citas y hay un medidor de CO2 en la sala de espera",
      },
      fr: {
        title: "Clínica Dentária Ar Fresco",
        summary:
          "Une clinique dentaire à Lisbonne, avec purificateurs HEPA, rendez-vous espacés et praticiens équipés de FFP2.",
        body: "La Clínica Dentária Ar Fresco propose dentisterie générale, hygiène bucco-dentaire, orthodontie et implants.\n\n**Précautions Covid**\n- Un purificateur HEPA et une aspiration extra-orale dans chaque salle de soins\n- Des rendez-vous espacés pour qu'il n'y ait jamais plus d'un patient en attente\n- Les praticiens portent un FFP2 pour tous les soins\n- Un SMS de rappel la veille, avec des questions sur les symptômes respiratoires\n- Les fenêtres sont ouvertes entre deux rendez-vous, et un capteur de CO2 est installé en salle d'attente",
      },
    },
  },
  {
    slug: "livraria-do-largo-arejado",
    category: "shops",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 125,
    tags: ["masks", "ventilation", "air-quality"],
    address: "Largo do Arejo, 7, 4050-000",
    city: "Porto",
    country: "PT",
    latitude: 41.1488,
    longitude: -8.6112,
    email: "livros@largo-arejado.example",
    website: "https://largo-arejado.example",
    translations: {
      pt: {
        title: "Livraria do Largo Arejado",
        summary:
          "Livraria independente no Porto, com retirada na porta, uma manhã com máscara obrigatória e clubes de leitura no pátio.",
        body: "A Livraria do Largo Arejado vende livros novos e usados em português, inglês e espanhol, e organiza clubes de leitura.\n\n**Cuidados contra a covid**\n- Às quintas de manhã, máscara obrigatória dentro da loja\n- Encomendas por telefone ou e-mail, com retirada na porta\n- Clubes de leitura e lançamentos no pátio, ao ar livre\n- Purificador HEPA e medidor de CO2 na sala principal",
      },
      en: {
        title: "Livraria do Largo Arejado",
        summary:
          "An independent bookshop in Porto with pickup at the door, a mask-required morning and book clubs in the courtyard.",
        body: "Livraria do Largo Arejado sells new and used books in Portuguese, English and Spanish, and runs book clubs.\n\n**Covid-conscious practices**\n- Masks are required inside the shop on Thursday mornings\n- Orders by phone or email, with pickup at the door\n- Book clubs and launches take place outdoors in the courtyard\n- A HEPA purifier and a CO2 monitor in the main room",
      },
      es: {
        title: "Livraria do Largo Arejado",
        summary:
          "Librería independiente en Oporto con recogida en la puerta, una mañana con cubrebocas obligatorio y clubes de lectura en el patio.",
        body: "Livraria do Largo Arejado vende libros nuevos y usados en portugués, inglés y español, y organiza clubes de lectura.\n\n**Medidas frente al covid**\n- Los jueves por la mañana, el cubrebocas es obligatorio dentro de la tienda\n- Pedidos por teléfono o correo, con entrega en la puerta\n- Los clubes de lectura y las presentaciones se hacen al aire libre, en el patio\n- Un purificador HEPA y un medidor de CO2 en la sala principal",
      },
      fr: {
        title: "Livraria do Largo Arejado",
        summary:
          "Une librairie indépendante à Porto, avec retrait à la porte, une matinée avec masque obligatoire et des clubs de lecture dans la cour.",
        body: "La Livraria do Largo Arejado vend des livres neufs et d'occasion en portugais, en anglais et en espagnol, et anime des clubs de lecture.\n\n**Précautions Covid**\n- Le jeudi matin, le masque est obligatoire dans la boutique\n- Commandes par téléphone ou par e-mail, avec retrait à la porte\n- Clubs de lecture et présentations ont lieu en plein air, dans la cour\n- Un purificateur HEPA et un capteur de CO2 dans la salle principale",
      },
    },
  },
  {
    slug: "ginasio-do-jardim-aberto",
    category: "fitness",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 212,
    tags: ["ventilation", "older-adults", "air-quality"],
    address: "Rua do Jardim das Tílias, 19, 3000-000",
    city: "Coimbra",
    country: "PT",
    latitude: 40.2082,
    longitude: -8.4258,
    email: "aulas@ginasio-jardim-aberto.example",
    website: "https://ginasio-jardim-aberto.example",
    translations: {
      pt: {
        title: "Ginásio do Jardim Aberto",
        summary: "Ginásio em Coimbra com aulas no jardim, turmas pequenas e sala bem ventilada.",
        body: "O Ginásio do Jardim Aberto oferece treino funcional, pilates e aulas de equilíbrio para pessoas idosas.\n\n**Cuidados contra a covid**\n- Da primavera ao outono, as aulas de grupo acontecem no jardim\n- Turmas de no máximo oito pessoas, com inscrição prévia\n- Na sala, ventilação cruzada e medidor de CO2 com os limites afixados ao lado\n- Aulas ao vivo online para quem prefere treinar em casa",
      },
      en: {
        title: "Ginásio do Jardim Aberto",
        summary: "A gym in Coimbra with classes in the garden, small groups and a well-ventilated studio.",
        body: "Ginásio do Jardim Aberto offers functional training, Pilates and balance classes for older adults.\n\n**Covid-conscious practices**\n- From spring to autumn, group classes are held in the garden\n- Groups of no more than eight people, with advance sign-up\n- Indoors, cross-ventilation and a CO2 monitor with the limits posted beside it\n- Live online classes for anyone who prefers to train at home",
      },
      es: {
        title: "Ginásio do Jardim Aberto",
        summary: "Gimnasio en Coímbra con clases en el jardín, grupos pequeños y una sala bien ventilada.",
        body: "Ginásio do Jardim Aberto ofrece entrenamiento funcional, pilates y clases de equilibrio para personas mayores.\n\n**Medidas frente al covid**\n- De la primavera al otoño, las clases grupales se dan en el jardín\n- Grupos de máximo ocho personas, con inscripción previa\n- Adentro, ventilación cruzada y un medidor de CO2 con los límites a la vista\n- Clases en vivo por internet para quien prefiera entrenar en casa",
      },
      fr: {
        title: "Ginásio do Jardim Aberto",
        summary:
          "Une salle de sport à Coimbra, avec des cours dans le jardin, de petits groupes et une salle bien aérée.",
        body: "Le Ginásio do Jardim Aberto propose entraînement fonctionnel, Pilates et cours d'équilibre pour les personnes âgées.\n\n**Précautions Covid**\n- Du printemps à l'automne, les cours collectifs ont lieu dans le jardin\n- Des groupes de huit personnes maximum, sur inscription\n- À l'intérieur, ventilation traversante et capteur de CO2 avec les seuils affichés\n- Des cours en direct en ligne pour ceux qui préfèrent s'entraîner chez eux",
      },
    },
  },
  {
    slug: "oficina-reparacoes-porta-aberta",
    category: "services",
    access: "FREE",
    originalLocale: "pt",
    publishedDaysAgo: 275,
    tags: ["ventilation", "masks"],
    address: "Largo da Porta Aberta, 3, 4700-000",
    city: "Braga",
    country: "PT",
    latitude: 41.5503,
    longitude: -8.4227,
    email: "orcamentos@oficina-porta-aberta.example",
    website: "https://oficina-porta-aberta.example",
    translations: {
      pt: {
        title: "Oficina de Reparações Porta Aberta",
        summary: "Oficina de reparação de eletrônicos e pequenos eletrodomésticos em Braga, com entrega sem contato.",
        body: "A Oficina de Reparações Porta Aberta conserta celulares, computadores, rádios e pequenos eletrodomésticos, e dá orçamento antes de qualquer reparo.\n\n**Cuidados contra a covid**\n- Entrega e retirada sem contato em um balcão junto à porta\n- Orçamentos e atualizações por mensagem, sem precisar voltar à loja\n- A porta da oficina fica aberta e um purificador HEPA funciona perto da bancada\n- Máscaras disponíveis no balcão",
      },
      en: {
        title: "Oficina de Reparações Porta Aberta",
        summary: "An electronics and small-appliance repair workshop in Braga with contactless drop-off.",
        body: "Oficina de Reparações Porta Aberta repairs phones, computers, radios and small household appliances, and gives a quote before any work.\n\n**Covid-conscious practices**\n- Contactless drop-off and pickup at a counter by the door\n- Quotes and updates by message, with no need to come back to the shop\n- The workshop door stays open and a HEPA purifier runs near the workbench\n- Masks available at the counter",
      },
      es: {
        title: "Oficina de Reparações Porta Aberta",
        summary:
          "Taller de reparación de aparatos electrónicos y pequeños electrodomésticos en Braga, con entrega sin contacto.",
        body: "Oficina de Reparações Porta Aberta repara celulares, computadoras, radios y pequeños electrodomésticos, y da un presupuesto antes de cualquier trabajo.\n\n**Medidas frente al covid**\n- Entrega y recolección sin contacto en un mostrador junto a la puerta\n- Presupuestos y avisos por mensaje, sin necesidad de volver al taller\n- La puerta del taller permanece abierta y un purificador HEPA funciona cerca del banco de trabajo\n- Cubrebocas disponibles en el mostrador",
      },
      fr: {
        title: "Oficina de Reparações Porta Aberta",
        summary: "Un atelier de réparation d'électronique et de petit électroménager à Braga, avec dépôt sans contact.",
        body: "L'Oficina de Reparações Porta Aberta répare téléphones, ordinateurs, radios et petit électroménager, et fournit un devis avant toute intervention.\n\n**Précautions Covid**\n- Dépôt et retrait sans contact à un comptoir près de la porte\n- Devis et nouvelles par message, sans avoir à repasser à l'atelier\n- La porte de l'atelier reste ouverte et un purificateur HEPA tourne près de l'établi\n- Des masques à disposition au comptoir",
      },
    },
  },
];
