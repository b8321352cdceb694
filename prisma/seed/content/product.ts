import type { SeedItem } from "../types";

// PRODUCT items. Informational listings of product types and standards; the site sells nothing.
// Brands are only set for real manufacturers, with externalUrl = their home page.
export const items: SeedItem[] = [
  // ---------------------------------------------------------------- masks
  {
    slug: "type-iir-medical-mask",
    category: "masks",
    access: "FREE",
    publishedDaysAgo: 40,
    tags: ["masks"],
    source: "editorial-team",
    related: ["PRODUCT/mask-brace-fitter", "PRODUCT/kf94-mask", "PRODUCT/foldable-ffp2-respirator"],
    translations: {
      en: {
        title: "Type IIR medical face mask (EN 14683)",
        summary:
          "A fluid-resistant surgical-style mask: light and easy to find, but loose-fitting and not a respirator.",
        body: "Type IIR is the highest class of medical face mask under the European standard **EN 14683**. Type II and IIR masks must show a bacterial filtration efficiency of at least 98%, and the “R” means the mask also passed a splash-resistance test. In the United States the comparable standard is **ASTM F2100** (levels 1 to 3).\n\n**What to look for**\n- EN 14683 Type IIR or ASTM F2100 printed on the box, with the maker's name and lot number\n- Three layers and a bendable nose wire\n\n**Caveats**\nA medical mask is designed to protect the patient and the wearer from splashes, not to seal to the face. Air leaks around the edges, so it protects the wearer less than a well-fitted respirator. A mask brace, or knotting the ear loops and tucking the sides, can reduce the gaps.",
      },
      es: {
        title: "Cubrebocas médico tipo IIR (EN 14683)",
        summary:
          "Un cubrebocas quirúrgico resistente a salpicaduras: ligero y fácil de conseguir, pero holgado y no es un respirador.",
        body: "El tipo IIR es la clase más alta de mascarilla médica según la norma europea **EN 14683**. Los tipos II e IIR deben demostrar una eficacia de filtración bacteriana de al menos 98%, y la “R” indica que además superaron una prueba de resistencia a salpicaduras. En Estados Unidos, la norma comparable es **ASTM F2100** (niveles 1 a 3).\n\n**Qué buscar**\n- EN 14683 tipo IIR o ASTM F2100 impreso en la caja, con el nombre del fabricante y el número de lote\n- Tres capas y un clip nasal moldeable\n\n**Advertencias**\nUn cubrebocas médico está pensado para proteger al paciente y a quien lo usa de las salpicaduras, no para sellar contra la cara. El aire se fuga por los bordes, así que protege menos que un respirador bien ajustado. Un ajustador (mask brace), o hacer un nudo en las ligas y doblar los lados, puede reducir los huecos.",
      },
      fr: {
        title: "Masque médical de type IIR (EN 14683)",
        summary:
          "Un masque chirurgical résistant aux projections : léger et facile à trouver, mais peu ajusté, et ce n'est pas un respirateur.",
        body: "Le type IIR est la classe la plus élevée des masques médicaux selon la norme européenne **EN 14683**. Les masques de type II et IIR doivent afficher une efficacité de filtration bactérienne d'au moins 98 %, et le « R » signifie qu'ils ont aussi réussi un essai de résistance aux projections. Aux États-Unis, la norme comparable est l'**ASTM F2100** (niveaux 1 à 3).\n\n**Ce qu'il faut vérifier**\n- EN 14683 type IIR ou ASTM F2100 imprimé sur la boîte, avec le nom du fabricant et le numéro de lot\n- Trois couches et une barrette nasale déformable\n\n**Limites**\nUn masque médical est conçu pour protéger le patient et le porteur des projections, pas pour être étanche au visage. L'air fuit par les bords : il protège donc moins qu'un respirateur bien ajusté. Un cadre de maintien (mask brace), ou un nœud sur les élastiques avec les côtés repliés, peut réduire les fuites.",
      },
      pt: {
        title: "Máscara médica tipo IIR (EN 14683)",
        summary:
          "Uma máscara cirúrgica resistente a respingos: leve e fácil de encontrar, mas folgada, e não é um respirador.",
        body: "O tipo IIR é a classe mais alta de máscara médica pela norma europeia **EN 14683**. As máscaras tipo II e IIR precisam demonstrar eficiência de filtração bacteriana de pelo menos 98%, e o “R” indica que também passaram em um teste de resistência a respingos. Nos Estados Unidos, a norma equivalente é a **ASTM F2100** (níveis 1 a 3).\n\n**O que procurar**\n- EN 14683 tipo IIR ou ASTM F2100 impresso na caixa, com o nome do fabricante e o número do lote\n- Três camadas e clipe nasal moldável\n\n**Ressalvas**\nA máscara médica foi feita para proteger o paciente e quem a usa de respingos, não para vedar o rosto. O ar escapa pelas bordas, então ela protege menos do que um respirador bem ajustado. Um ajustador (mask brace), ou um nó nos elásticos com as laterais dobradas, pode reduzir as frestas.",
      },
    },
  },
  {
    slug: "kf94-mask",
    category: "masks",
    access: "FREE",
    publishedDaysAgo: 55,
    tags: ["masks", "travel"],
    source: "editorial-team",
    related: ["PRODUCT/kids-sized-masks", "PRODUCT/kn95-respirator-gb2626", "PRODUCT/mask-brace-fitter"],
    translations: {
      en: {
        title: "KF94 mask (certified by Korea's MFDS)",
        summary:
          "A fold-flat, boat-shaped mask certified in South Korea; many people find it comfortable for long wear.",
        body: "KF94 masks are certified by South Korea's Ministry of Food and Drug Safety (MFDS). The rating means the mask filtered at least 94% of test particles in the Korean test method, which also checks leakage around the edges.\n\n**What to look for**\n- “KF94” and the MFDS approval wording on each individual package (often in Korean)\n- A three-panel, boat-shaped design with a nose wire that stands off the lips\n- A size that leaves no gaps at the cheeks and under the chin\n\n**How it is used**\nMost KF94s use ear loops. Adjusters or a clip that joins the loops behind the head can improve the seal.\n\n**Caveats**\nKF94 is not a NIOSH or EN 149 approval, so workplaces that require an N95 or FFP2 may not accept it. Counterfeits exist: buy from a seller who can show the certification.",
      },
      es: {
        title: "Cubrebocas KF94 (certificado por el MFDS de Corea)",
        summary:
          "Un cubrebocas plegable en forma de barco, certificado en Corea del Sur; a mucha gente le resulta cómodo para usarlo por horas.",
        body: "Los cubrebocas KF94 están certificados por el Ministerio de Seguridad de Alimentos y Medicamentos de Corea del Sur (MFDS). La clasificación indica que el cubrebocas filtró al menos 94% de las partículas de prueba con el método coreano, que también revisa las fugas por los bordes.\n\n**Qué buscar**\n- “KF94” y la leyenda de aprobación del MFDS en cada empaque individual (a menudo en coreano)\n- Un diseño de tres paneles en forma de barco, con clip nasal, que no toque los labios\n- Una talla que no deje huecos en las mejillas ni bajo la barbilla\n\n**Cómo se usa**\nLa mayoría de los KF94 llevan ligas para las orejas. Los ajustadores o un clip que une las ligas detrás de la cabeza pueden mejorar el sellado.\n\n**Advertencias**\nKF94 no es una aprobación NIOSH ni EN 149, así que los lugares de trabajo que exigen N95 o FFP2 podrían no aceptarlo. Hay falsificaciones: compra con vendedores que puedan mostrar la certificación.",
      },
      fr: {
        title: "Masque KF94 (certifié par le MFDS coréen)",
        summary:
          "Un masque pliable en forme de bateau, certifié en Corée du Sud ; beaucoup le trouvent confortable à porter longtemps.",
        body: "Les masques KF94 sont certifiés par le ministère coréen de la Sécurité des aliments et des médicaments (MFDS). Cette classe signifie que le masque a filtré au moins 94 % des particules d'essai selon la méthode coréenne, qui contrôle aussi les fuites au bord du masque.\n\n**Ce qu'il faut vérifier**\n- La mention « KF94 » et l'agrément MFDS sur chaque sachet individuel (souvent en coréen)\n- Une forme en bateau à trois panneaux, avec barrette nasale, qui ne touche pas les lèvres\n- Une taille qui ne laisse aucun espace au niveau des joues et sous le menton\n\n**Utilisation**\nLa plupart des KF94 ont des élastiques auriculaires. Un ajusteur ou une attache qui relie les élastiques derrière la tête peut améliorer l'étanchéité.\n\n**Limites**\nLe KF94 n'est ni une homologation NIOSH ni une certification EN 149 : un employeur qui exige un N95 ou un FFP2 peut le refuser. Il existe des contrefaçons ; achetez auprès d'un vendeur capable de présenter la certification.",
      },
      pt: {
        title: "Máscara KF94 (certificada pelo MFDS da Coreia)",
        summary:
          "Uma máscara dobrável em formato de barco, certificada na Coreia do Sul; muita gente a acha confortável para uso prolongado.",
        body: "As máscaras KF94 são certificadas pelo Ministério de Segurança de Alimentos e Medicamentos da Coreia do Sul (MFDS). A classificação significa que a máscara filtrou pelo menos 94% das partículas de teste no método coreano, que também avalia o vazamento pelas bordas.\n\n**O que procurar**\n- “KF94” e a indicação de aprovação do MFDS em cada embalagem individual (muitas vezes em coreano)\n- Formato de barco em três painéis, com clipe nasal, que não encosta nos lábios\n- Um tamanho que não deixe frestas nas bochechas nem embaixo do queixo\n\n**Como usar**\nA maioria das KF94 tem elásticos de orelha. Ajustadores ou um clipe que une os elásticos atrás da cabeça podem melhorar a vedação.\n\n**Ressalvas**\nKF94 não é uma aprovação NIOSH nem EN 149, então locais de trabalho que exigem N95 ou PFF2 podem não aceitá-la. Existem falsificações: compre de vendedores que apresentem a certificação.",
      },
    },
  },
  {
    slug: "kids-sized-masks",
    category: "masks",
    access: "FREE",
    publishedDaysAgo: 70,
    tags: ["masks", "children", "schools"],
    source: "editorial-team",
    related: ["PRODUCT/kf94-mask", "PRODUCT/mask-brace-fitter"],
    translations: {
      en: {
        title: "Children's-size KF94 and KN95 masks",
        summary:
          "Smaller versions of adult mask designs; fit matters more than the label, and NIOSH does not approve respirators for children.",
        body: "Several makers produce KF94 and KN95 masks in children's sizes, often certified under the same national schemes as adult versions (for example, MFDS in South Korea). In Europe, some brands sell small FFP2 sizes under EN 149, a standard written for adults.\n\n**What to look for**\n- A certification marking on the package, not just “kids” or “PM2.5” claims\n- Several sizes, so you can choose one that covers nose and chin without gaps\n- Soft ear loops or an adjustable head strap\n\n**How it is used**\nLet children try a few shapes at home: the mask that helps is the one they will actually keep on. Check for gaps at the cheeks while they talk.\n\n**Caveats**\nNIOSH does not approve any respirator for children. Public health agencies advise that children under 2 should not wear masks.",
      },
      es: {
        title: "Cubrebocas KF94 y KN95 de talla infantil",
        summary:
          "Versiones más pequeñas de los modelos para adultos; el ajuste importa más que la etiqueta, y NIOSH no aprueba respiradores para niños.",
        body: "Varios fabricantes producen cubrebocas KF94 y KN95 en tallas infantiles, a menudo certificados con los mismos sistemas nacionales que los de adulto (por ejemplo, el MFDS en Corea del Sur). En Europa, algunas marcas venden tallas pequeñas de FFP2 con la norma EN 149, que está pensada para adultos.\n\n**Qué buscar**\n- Una marca de certificación en el empaque, no solo frases como “infantil” o “PM2.5”\n- Varias tallas, para elegir una que cubra nariz y barbilla sin huecos\n- Ligas suaves o una banda ajustable para la cabeza\n\n**Cómo se usa**\nDeja que niñas y niños prueben varias formas en casa: el cubrebocas que sirve es el que de verdad se dejan puesto. Revisa si quedan huecos en las mejillas mientras hablan.\n\n**Advertencias**\nNIOSH no aprueba ningún respirador para niños. Las autoridades de salud pública indican que los menores de 2 años no deben usar cubrebocas.",
      },
      fr: {
        title: "Masques KF94 et KN95 en taille enfant",
        summary:
          "Des versions réduites des modèles adultes ; l'ajustement compte plus que l'étiquette, et le NIOSH n'homologue aucun respirateur pour enfants.",
        body: "Plusieurs fabricants proposent des masques KF94 et KN95 en tailles enfant, souvent certifiés selon les mêmes dispositifs nationaux que les modèles adultes (par exemple le MFDS en Corée du Sud). En Europe, certaines marques vendent des FFP2 en petite taille selon la norme EN 149, conçue pour les adultes.\n\n**Ce qu'il faut vérifier**\n- Un marquage de certification sur l'emballage, pas seulement les mentions « enfant » ou « PM2.5 »\n- Plusieurs tailles, pour couvrir le nez et le menton sans espace\n- Des élastiques doux ou une sangle de tête réglable\n\n**Utilisation**\nLaissez l'enfant essayer plusieurs formes à la maison : le masque utile est celui qu'il gardera vraiment. Vérifiez les fuites au niveau des joues pendant qu'il parle.\n\n**Limites**\nLe NIOSH n'homologue aucun respirateur pour enfants. Les autorités de santé publique indiquent que les enfants de moins de 2 ans ne doivent pas porter de masque.",
      },
      pt: {
        title: "Máscaras KF94 e KN95 em tamanho infantil",
        summary:
          "Versões menores dos modelos adultos; o ajuste importa mais que o rótulo, e o NIOSH não aprova respiradores para crianças.",
        body: "Vários fabricantes produzem máscaras KF94 e KN95 em tamanhos infantis, muitas vezes certificadas pelos mesmos sistemas nacionais das versões adultas (por exemplo, o MFDS na Coreia do Sul). Na Europa, algumas marcas vendem PFF2/FFP2 em tamanho pequeno pela norma EN 149, que foi escrita para adultos.\n\n**O que procurar**\n- Uma marcação de certificação na embalagem, e não apenas frases como “infantil” ou “PM2.5”\n- Vários tamanhos, para escolher um que cubra nariz e queixo sem frestas\n- Elásticos macios ou tira de cabeça ajustável\n\n**Como usar**\nDeixe a criança experimentar alguns formatos em casa: a máscara que ajuda é aquela que ela realmente mantém no rosto. Observe se há frestas nas bochechas enquanto ela fala.\n\n**Ressalvas**\nO NIOSH não aprova nenhum respirador para crianças. As autoridades de saúde pública orientam que crianças com menos de 2 anos não usem máscara.",
      },
    },
  },
  {
    slug: "mask-brace-fitter",
    category: "masks",
    access: "FREE",
    publishedDaysAgo: 95,
    tags: ["masks", "accessibility"],
    source: "editorial-team",
    related: ["PRODUCT/type-iir-medical-mask", "PRODUCT/kn95-respirator-gb2626", "PRODUCT/kf94-mask"],
    translations: {
      en: {
        title: "Mask brace (mask fitter)",
        summary:
          "A reusable silicone or elastic frame worn over a mask to press its edges against the face and reduce leaks.",
        body: "A mask brace is a flexible frame that sits over a medical mask, KF94 or KN95 and holds the edges down along the nose, cheeks and chin. Because most leakage happens at the edges, a brace can make a loose mask fit more closely.\n\n**What to look for**\n- Medical-grade silicone or a soft elastomer that stays comfortable for hours\n- Several sizes, or a design that can be trimmed\n- Straps that go around the head instead of pulling on the ears\n\n**How it is used**\nPut on the mask, then the brace, and do a seal check: breathe in and out sharply and feel for air escaping at the edges.\n\n**Caveats**\nBraces are accessories, not certified protective equipment, and results depend on the face and the mask. A brace does not turn a medical mask into an N95 or FFP2. Clean it as the maker instructs.",
      },
      es: {
        title: "Ajustador de cubrebocas (mask brace)",
        summary:
          "Un marco reutilizable de silicón o elástico que se pone sobre el cubrebocas para pegar sus bordes a la cara y reducir fugas.",
        body: "Un ajustador (mask brace) es un marco flexible que se coloca sobre un cubrebocas médico, KF94 o KN95 y mantiene los bordes pegados a la nariz, las mejillas y la barbilla. Como la mayor parte de las fugas ocurre en los bordes, un ajustador puede hacer que un cubrebocas holgado quede más ceñido.\n\n**Qué buscar**\n- Silicón de grado médico o un elastómero suave que siga siendo cómodo después de horas\n- Varias tallas, o un diseño que se pueda recortar\n- Bandas que pasen alrededor de la cabeza en lugar de jalar las orejas\n\n**Cómo se usa**\nPonte el cubrebocas, luego el ajustador, y haz una prueba de sellado: inhala y exhala con fuerza y siente si sale aire por los bordes.\n\n**Advertencias**\nLos ajustadores son accesorios, no equipo de protección certificado, y el resultado depende de la cara y del cubrebocas. Un ajustador no convierte un cubrebocas médico en un N95 o FFP2. Límpialo como indique el fabricante.",
      },
      fr: {
        title: "Cadre de maintien pour masque (mask brace)",
        summary:
          "Un cadre réutilisable en silicone ou en élastique, porté par-dessus le masque pour plaquer ses bords sur le visage et limiter les fuites.",
        body: "Un cadre de maintien (mask brace) est une armature souple placée par-dessus un masque médical, un KF94 ou un KN95, qui plaque les bords sur le nez, les joues et le menton. Comme la plupart des fuites se produisent sur les bords, il peut rendre un masque lâche nettement plus ajusté.\n\n**Ce qu'il faut vérifier**\n- Un silicone de qualité médicale ou un élastomère souple, confortable pendant des heures\n- Plusieurs tailles, ou un modèle que l'on peut recouper\n- Des sangles qui passent derrière la tête plutôt que de tirer sur les oreilles\n\n**Utilisation**\nMettez le masque, puis le cadre, et faites un contrôle d'étanchéité : inspirez et expirez fortement en sentant si de l'air s'échappe sur les bords.\n\n**Limites**\nCes cadres sont des accessoires, pas des équipements de protection certifiés, et le résultat dépend du visage et du masque. Un cadre ne transforme pas un masque médical en N95 ou en FFP2. Nettoyez-le selon les instructions du fabricant.",
      },
      pt: {
        title: "Ajustador de máscara (mask brace)",
        summary:
          "Uma armação reutilizável de silicone ou elástico, usada sobre a máscara para pressionar as bordas contra o rosto e reduzir vazamentos.",
        body: "O ajustador (mask brace) é uma armação flexível colocada sobre uma máscara médica, KF94 ou KN95, que mantém as bordas junto ao nariz, às bochechas e ao queixo. Como a maior parte do vazamento acontece pelas bordas, ele pode deixar uma máscara folgada bem mais justa.\n\n**O que procurar**\n- Silicone de grau médico ou elastômero macio, confortável por horas\n- Vários tamanhos, ou um modelo que possa ser recortado\n- Tiras que passam ao redor da cabeça em vez de puxar as orelhas\n\n**Como usar**\nColoque a máscara, depois o ajustador, e faça o teste de vedação: inspire e expire com força e sinta se o ar escapa pelas bordas.\n\n**Ressalvas**\nAjustadores são acessórios, não equipamentos de proteção certificados, e o resultado depende do rosto e da máscara. Um ajustador não transforma uma máscara médica em N95 ou PFF2. Limpe conforme as instruções do fabricante.",
      },
    },
  },
  // ---------------------------------------------------------------- respirators
  {
    slug: "3m-aura-9205-plus-n95",
    category: "respirators",
    access: "FREE",
    publishedDaysAgo: 20,
    featured: true,
    tags: ["masks", "workplaces"],
    source: "editorial-team",
    brand: "3M",
    manufacturerUrl: "https://www.3m.com",
    externalUrl: "https://www.3m.com",
    related: [
      "PRODUCT/moldex-molded-cup-n95",
      "PRODUCT/foldable-ffp2-respirator",
      "PRODUCT/3m-6000-series-elastomeric-half-mask",
    ],
    translations: {
      en: {
        title: "3M Aura 9205+ N95 respirator",
        summary: "A flat-fold, three-panel N95 with two headbands, widely used in healthcare and by the public.",
        body: "The 3M Aura 9205+ is a NIOSH-approved **N95** filtering facepiece respirator. N95 means it filtered at least 95% of test particles in NIOSH testing. It folds flat, has three panels that open into a cup, and uses two headbands rather than ear loops, which helps it seal.\n\n**What to look for**\n- The NIOSH approval marking (a TC-84A number) printed on the respirator, which you can check on the NIOSH Certified Equipment List\n- A seller you trust, since counterfeit N95s circulate\n\n**How it is used**\nPlace the bottom strap below the ears and the top strap on the crown of the head, mold the nose clip with both hands, then do a seal check. A fit test shows whether this shape suits your face.\n\n**Caveats**\nFacial hair under the seal reduces protection. If it does not fit, try another model rather than overtightening the straps.",
      },
      es: {
        title: "Respirador N95 3M Aura 9205+",
        summary:
          "Un N95 plegable de tres paneles con dos bandas para la cabeza, muy usado en el sector salud y por el público.",
        body: "El 3M Aura 9205+ es un respirador de pieza facial filtrante **N95** aprobado por NIOSH. N95 significa que filtró al menos 95% de las partículas de prueba en los ensayos de NIOSH. Se guarda plano, tiene tres paneles que se abren en forma de copa y usa dos bandas para la cabeza en lugar de ligas para las orejas, lo que ayuda a sellar.\n\n**Qué buscar**\n- El número de aprobación NIOSH (TC-84A) impreso en el respirador, verificable en la Certified Equipment List de NIOSH\n- Un vendedor de confianza, porque circulan N95 falsificados\n\n**Cómo se usa**\nColoca la banda inferior debajo de las orejas y la superior en la coronilla, moldea el clip nasal con ambas manos y haz una prueba de sellado. Una prueba de ajuste confirma si te queda bien.\n\n**Advertencias**\nLa barba bajo el borde reduce la protección. Si no te ajusta, prueba otro modelo en lugar de apretar de más las bandas.",
      },
      fr: {
        title: "Respirateur N95 3M Aura 9205+",
        summary:
          "Un N95 pliable à trois panneaux avec deux sangles de tête, très utilisé dans les soins et par le grand public.",
        body: "Le 3M Aura 9205+ est une pièce faciale filtrante **N95** homologuée par le NIOSH. N95 signifie qu'elle a filtré au moins 95 % des particules d'essai lors des tests du NIOSH. Il se range à plat, comporte trois panneaux qui s'ouvrent en coque et se fixe avec deux sangles de tête plutôt qu'avec des élastiques auriculaires, ce qui favorise l'étanchéité.\n\n**Ce qu'il faut vérifier**\n- Le numéro d'homologation NIOSH (TC-84A) imprimé sur le respirateur, vérifiable dans la Certified Equipment List du NIOSH\n- Un vendeur de confiance, car des N95 contrefaits circulent\n\n**Utilisation**\nPlacez la sangle inférieure sous les oreilles et la supérieure sur le haut du crâne, modelez la barrette nasale à deux mains, puis faites un contrôle d'étanchéité. Un essai d'ajustement indique si cette forme convient à votre visage.\n\n**Limites**\nLa barbe sous le joint réduit la protection. S'il ne vous va pas, essayez un autre modèle plutôt que de trop serrer les sangles.",
      },
      pt: {
        title: "Respirador N95 3M Aura 9205+",
        summary:
          "Um N95 dobrável de três painéis com duas tiras de cabeça, muito usado na área da saúde e pelo público.",
        body: "O 3M Aura 9205+ é uma peça facial filtrante **N95** aprovada pelo NIOSH. N95 significa que ele filtrou pelo menos 95% das partículas de teste nos ensaios do NIOSH. Ele fica plano na embalagem, tem três painéis que se abrem em forma de concha e usa duas tiras de cabeça em vez de elásticos de orelha, o que ajuda na vedação.\n\n**O que procurar**\n- O número de aprovação NIOSH (TC-84A) impresso no respirador, que pode ser conferido na Certified Equipment List do NIOSH\n- Um vendedor confiável, pois circulam N95 falsificados\n\n**Como usar**\nPosicione a tira de baixo abaixo das orelhas e a de cima no alto da cabeça, molde o clipe nasal com as duas mãos e faça o teste de vedação. Um ensaio de vedação mostra se esse formato combina com o seu rosto.\n\n**Ressalvas**\nBarba sob a borda reduz a proteção. Se não servir, experimente outro modelo em vez de apertar demais as tiras.",
      },
    },
  },
  {
    slug: "moldex-molded-cup-n95",
    category: "respirators",
    access: "FREE",
    publishedDaysAgo: 88,
    tags: ["masks", "workplaces"],
    source: "editorial-team",
    brand: "Moldex",
    manufacturerUrl: "https://www.moldex.com",
    externalUrl: "https://www.moldex.com",
    related: ["PRODUCT/3m-aura-9205-plus-n95", "PRODUCT/3m-6000-series-elastomeric-half-mask"],
    translations: {
      en: {
        title: "Moldex molded-cup N95 respirators",
        summary: "Rigid cup-shaped N95s that keep their shape and leave breathing room in front of the mouth.",
        body: "Moldex, a U.S. maker of respiratory and hearing protection, sells molded-cup **N95** respirators approved by NIOSH. Cup-shaped respirators hold their form, so they do not collapse onto the lips when you breathe in, and many people find them comfortable during long shifts.\n\n**What to look for**\n- The NIOSH approval marking and TC number on the respirator\n- The size: cup respirators often come in more than one, and the right one matters\n- With or without an exhalation valve (see caveats)\n\n**How it is used**\nHold the cup in your hand, pull the straps over your head, shape the nose area as the instructions describe and do a seal check. A fit test confirms the seal.\n\n**Caveats**\nValved versions let exhaled air out unfiltered, so they protect others less; choose a valveless model where source control matters, such as in clinics. Cup shapes suit some faces better than others.",
      },
      es: {
        title: "Respiradores N95 de copa moldeada Moldex",
        summary:
          "Respiradores N95 rígidos en forma de copa que mantienen su forma y dejan espacio para respirar frente a la boca.",
        body: "Moldex, fabricante estadounidense de protección respiratoria y auditiva, vende respiradores **N95** de copa moldeada aprobados por NIOSH. Los respiradores de copa conservan su forma, así que no se pegan a los labios al inhalar, y a mucha gente le resultan cómodos en turnos largos.\n\n**Qué buscar**\n- La marca de aprobación de NIOSH y el número TC en el respirador\n- La talla: suelen venir en más de una, y la correcta importa\n- Con o sin válvula de exhalación (ver advertencias)\n\n**Cómo se usa**\nSostén la copa en la mano, pasa las bandas sobre la cabeza, ajusta la zona de la nariz como indican las instrucciones y haz una prueba de sellado. Una prueba de ajuste confirma el sellado.\n\n**Advertencias**\nLas versiones con válvula dejan salir el aire exhalado sin filtrar, así que protegen menos a los demás; en clínicas y lugares similares, elige uno sin válvula. La forma de copa no le queda bien a todas las caras.",
      },
      fr: {
        title: "Respirateurs N95 à coque moulée Moldex",
        summary: "Des N95 rigides en forme de coque, qui gardent leur forme et laissent de l'espace devant la bouche.",
        body: "Moldex, fabricant américain de protections respiratoires et auditives, commercialise des respirateurs **N95** à coque moulée homologués par le NIOSH. Les modèles à coque gardent leur forme : ils ne se plaquent pas sur les lèvres à l'inspiration, et beaucoup les trouvent confortables pendant de longues journées de travail.\n\n**Ce qu'il faut vérifier**\n- Le marquage d'homologation NIOSH et le numéro TC sur le respirateur\n- La taille : les coques existent souvent en plusieurs tailles, et le bon choix compte\n- Avec ou sans soupape d'expiration (voir les limites)\n\n**Utilisation**\nTenez la coque dans la main, passez les sangles derrière la tête, ajustez la zone du nez comme l'indique la notice et faites un contrôle d'étanchéité. Un essai d'ajustement confirme l'étanchéité.\n\n**Limites**\nLes versions à soupape rejettent l'air expiré sans le filtrer et protègent donc moins l'entourage ; choisissez un modèle sans soupape lorsque la protection des autres compte, par exemple en cabinet médical. Les coques conviennent mieux à certains visages qu'à d'autres.",
      },
      pt: {
        title: "Respiradores N95 em concha moldada Moldex",
        summary:
          "N95 rígidos em formato de concha, que mantêm a forma e deixam espaço para respirar na frente da boca.",
        body: "A Moldex, fabricante norte-americana de proteção respiratória e auditiva, vende respiradores **N95** em concha moldada aprovados pelo NIOSH. Os modelos em concha mantêm a forma, então não grudam nos lábios ao inspirar, e muita gente os acha confortáveis em jornadas longas.\n\n**O que procurar**\n- A marcação de aprovação do NIOSH e o número TC no respirador\n- O tamanho: respiradores em concha costumam ter mais de um, e escolher o certo faz diferença\n- Com ou sem válvula de exalação (veja as ressalvas)\n\n**Como usar**\nSegure a concha na mão, passe as tiras pela cabeça, ajuste a região do nariz como indicam as instruções e faça o teste de vedação. Um ensaio de vedação confirma o ajuste.\n\n**Ressalvas**\nVersões com válvula liberam o ar exalado sem filtrar e protegem menos as outras pessoas; prefira um modelo sem válvula onde o controle na fonte importa, como em clínicas. O formato em concha serve melhor em alguns rostos do que em outros.",
      },
    },
  },
  {
    slug: "draeger-x-plore-ffp-respirators",
    category: "respirators",
    access: "FREE",
    publishedDaysAgo: 120,
    tags: ["masks", "workplaces"],
    source: "editorial-team",
    brand: "Dräger",
    manufacturerUrl: "https://www.draeger.com",
    externalUrl: "https://www.draeger.com",
    related: ["PRODUCT/foldable-ffp2-respirator", "PRODUCT/3m-aura-9205-plus-n95"],
    translations: {
      en: {
        title: "Dräger X-plore disposable FFP2 and FFP3 respirators",
        summary:
          "European filtering half masks from Dräger's X-plore range, certified to EN 149 in FFP2 and FFP3 classes.",
        body: "Dräger, a German maker of medical and safety equipment, sells disposable filtering half masks in its X-plore range. They are certified to **EN 149**: FFP2 masks must filter at least 94% of test particles and FFP3 masks at least 99%, with limits on total inward leakage of 8% and 2% respectively.\n\n**What to look for**\n- “EN 149:2001+A1:2009”, the class (FFP2 or FFP3), “NR” for single-shift use and the CE mark with a four-digit notified body number\n- Valveless versions where protecting others matters\n\n**How it is used**\nPosition the straps, mold the nose piece and do a seal check every time you put it on. Employers in Europe often require a fit test, especially for FFP3.\n\n**Caveats**\nAn FFP3 has a higher filtration class, but only delivers it if it seals on your face. Choose the model that fits rather than the highest number.",
      },
      es: {
        title: "Respiradores desechables FFP2 y FFP3 Dräger X-plore",
        summary:
          "Mascarillas autofiltrantes europeas de la línea X-plore de Dräger, certificadas con la norma EN 149 en las clases FFP2 y FFP3.",
        body: "Dräger, fabricante alemán de equipo médico y de seguridad, vende mascarillas autofiltrantes desechables en su línea X-plore. Están certificadas con la norma **EN 149**: las FFP2 deben filtrar al menos 94% de las partículas de prueba y las FFP3 al menos 99%, con límites de fuga total hacia el interior de 8% y 2%, respectivamente.\n\n**Qué buscar**\n- “EN 149:2001+A1:2009”, la clase (FFP2 o FFP3), “NR” si es para un solo turno y el marcado CE con el número de cuatro cifras del organismo notificado\n- Versiones sin válvula donde importe proteger a los demás\n\n**Cómo se usa**\nAcomoda las bandas, moldea la pieza nasal y haz una prueba de sellado cada vez. En Europa, los empleadores suelen exigir una prueba de ajuste, sobre todo para FFP3.\n\n**Advertencias**\nUn FFP3 tiene una clase de filtración más alta, pero solo la cumple si sella en tu cara. Elige el modelo que te ajuste, no el número más alto.",
      },
      fr: {
        title: "Respirateurs jetables FFP2 et FFP3 Dräger X-plore",
        summary:
          "Demi-masques filtrants européens de la gamme X-plore de Dräger, certifiés EN 149 en classes FFP2 et FFP3.",
        body: "Dräger, fabricant allemand d'équipements médicaux et de sécurité, propose des demi-masques filtrants jetables dans sa gamme X-plore. Ils sont certifiés selon la norme **EN 149** : un FFP2 doit filtrer au moins 94 % des particules d'essai et un FFP3 au moins 99 %, avec une fuite totale vers l'intérieur limitée à 8 % et 2 % respectivement.\n\n**Ce qu'il faut vérifier**\n- « EN 149:2001+A1:2009 », la classe (FFP2 ou FFP3), « NR » (non réutilisable) et le marquage CE suivi du numéro de l'organisme notifié\n- Des versions sans soupape lorsque la protection des autres compte\n\n**Utilisation**\nPlacez les sangles, modelez le pince-nez et faites un contrôle d'étanchéité à chaque mise en place. En Europe, un essai d'ajustement est souvent exigé, surtout pour le FFP3.\n\n**Limites**\nUn FFP3 offre une classe de filtration plus élevée, mais seulement s'il est étanche sur votre visage. Choisissez le modèle qui vous va, pas le chiffre le plus élevé.",
      },
      pt: {
        title: "Respiradores descartáveis FFP2 e FFP3 Dräger X-plore",
        summary:
          "Peças semifaciais filtrantes europeias da linha X-plore da Dräger, certificadas pela EN 149 nas classes FFP2 e FFP3.",
        body: "A Dräger, fabricante alemã de equipamentos médicos e de segurança, vende peças semifaciais filtrantes descartáveis na linha X-plore. Elas são certificadas pela norma **EN 149**: as FFP2 precisam filtrar pelo menos 94% das partículas de teste e as FFP3 pelo menos 99%, com limites de vazamento total para dentro de 8% e 2%, respectivamente.\n\n**O que procurar**\n- “EN 149:2001+A1:2009”, a classe (FFP2 ou FFP3), “NR” para uso em um único turno e a marcação CE com o número de quatro dígitos do organismo notificado\n- Versões sem válvula quando proteger os outros é importante\n\n**Como usar**\nPosicione as tiras, molde a peça nasal e faça o teste de vedação toda vez que colocar. Na Europa, os empregadores costumam exigir ensaio de vedação, principalmente para FFP3.\n\n**Ressalvas**\nUma FFP3 tem classe de filtração maior, mas só entrega isso se vedar bem no seu rosto. Escolha o modelo que se ajusta a você, e não o número mais alto.",
      },
    },
  },
  {
    slug: "foldable-ffp2-respirator",
    category: "respirators",
    access: "FREE",
    publishedDaysAgo: 30,
    tags: ["masks", "travel"],
    source: "editorial-team",
    related: [
      "PRODUCT/draeger-x-plore-ffp-respirators",
      "PRODUCT/kn95-respirator-gb2626",
      "PRODUCT/3m-aura-9205-plus-n95",
    ],
    translations: {
      en: {
        title: "Foldable FFP2 respirator (EN 149)",
        summary: "The common European fold-flat respirator; in Brazil the equivalent class is called PFF2.",
        body: "A foldable FFP2 is a disposable filtering half mask certified to the European standard **EN 149**. In laboratory tests it must filter at least 94% of test particles and keep total inward leakage to 8% or less. In Brazil the corresponding class is **PFF2**, under the standard ABNT NBR 13698.\n\n**What to look for**\n- “EN 149:2001+A1:2009”, “FFP2 NR” and a CE mark followed by a four-digit notified body number\n- Head straps, or ear loops with a clip that joins them behind the head\n- A nose wire long enough to shape across the bridge of the nose\n\n**How it is used**\nOpen it fully, fit the chin first, shape the nose wire and do a seal check by breathing out sharply.\n\n**Caveats**\nThe four-digit CE number should belong to a real notified body; fake markings are common on cheap listings. Ear-loop versions often seal less well than head-strap ones.",
      },
      es: {
        title: "Respirador plegable FFP2 (EN 149)",
        summary: "El respirador plegable más común en Europa; en Brasil la clase equivalente se llama PFF2.",
        body: "Un FFP2 plegable es una mascarilla autofiltrante desechable certificada con la norma europea **EN 149**. En pruebas de laboratorio debe filtrar al menos 94% de las partículas de prueba y mantener la fuga total hacia el interior en 8% o menos. En Brasil, la clase correspondiente es **PFF2**, con la norma ABNT NBR 13698.\n\n**Qué buscar**\n- “EN 149:2001+A1:2009”, “FFP2 NR” y el marcado CE seguido del número de cuatro cifras del organismo notificado\n- Bandas para la cabeza, o ligas con un clip trasero\n- Un clip nasal lo bastante largo para moldearlo sobre el puente de la nariz\n\n**Cómo se usa**\nÁbrelo por completo, acomoda primero la barbilla, moldea el clip nasal y haz una prueba de sellado exhalando con fuerza.\n\n**Advertencias**\nEl número CE debe corresponder a un organismo notificado real; las marcas falsas son comunes en anuncios baratos. Las versiones con ligas suelen sellar peor que las de bandas para la cabeza.",
      },
      fr: {
        title: "Masque FFP2 pliable (EN 149)",
        summary: "Le respirateur pliable le plus courant en Europe ; au Brésil, la classe équivalente s'appelle PFF2.",
        body: "Un FFP2 pliable est un demi-masque filtrant jetable certifié selon la norme européenne **EN 149**. En laboratoire, il doit filtrer au moins 94 % des particules d'essai et limiter la fuite totale vers l'intérieur à 8 %. Au Brésil, la classe correspondante est la **PFF2**, selon la norme ABNT NBR 13698.\n\n**Ce qu'il faut vérifier**\n- « EN 149:2001+A1:2009 », « FFP2 NR » et le marquage CE suivi du numéro à quatre chiffres de l'organisme notifié\n- Des sangles de tête, ou des élastiques avec une attache derrière la tête\n- Une barrette nasale assez longue pour épouser l'arête du nez\n\n**Utilisation**\nDépliez-le entièrement, placez d'abord le menton, modelez la barrette nasale et faites un contrôle d'étanchéité en expirant fortement.\n\n**Limites**\nLe numéro CE doit correspondre à un véritable organisme notifié ; les faux marquages abondent sur les annonces à bas prix. Les modèles à élastiques auriculaires sont souvent moins étanches que ceux à sangles de tête.",
      },
      pt: {
        title: "Respirador dobrável FFP2 (EN 149)",
        summary: "O respirador dobrável mais comum na Europa; no Brasil, a classe equivalente se chama PFF2.",
        body: "A FFP2 dobrável é uma peça semifacial filtrante descartável certificada pela norma europeia **EN 149**. Em laboratório, ela precisa filtrar pelo menos 94% das partículas de teste e manter o vazamento total para dentro em até 8%. No Brasil, a classe correspondente é a **PFF2**, pela norma ABNT NBR 13698.\n\n**O que procurar**\n- “EN 149:2001+A1:2009”, “FFP2 NR” e a marcação CE seguida do número de quatro dígitos do organismo notificado\n- Tiras de cabeça, ou elásticos de orelha com um clipe que os une atrás da cabeça\n- Um clipe nasal longo o bastante para moldar sobre a ponte do nariz\n\n**Como usar**\nAbra totalmente, encaixe primeiro o queixo, molde o clipe nasal e faça o teste de vedação expirando com força.\n\n**Ressalvas**\nO número CE de quatro dígitos deve pertencer a um organismo notificado real; marcações falsas são comuns em anúncios baratos. Modelos com elásticos de orelha costumam vedar pior do que os com tiras de cabeça.",
      },
    },
  },
  {
    slug: "kn95-respirator-gb2626",
    category: "respirators",
    access: "FREE",
    publishedDaysAgo: 150,
    tags: ["masks"],
    source: "editorial-team",
    related: ["PRODUCT/foldable-ffp2-respirator", "PRODUCT/kf94-mask", "PRODUCT/mask-brace-fitter"],
    translations: {
      en: {
        title: "KN95 respirator (GB 2626-2019)",
        summary:
          "A fold-flat respirator certified to China's national standard; quality varies widely, so the paperwork matters.",
        body: "KN95 is a class in China's respirator standard **GB 2626-2019**, which requires at least 95% filtration of test particles. Genuine KN95s can perform well, but during the pandemic independent testing found that many products sold as KN95 did not meet their claimed filtration.\n\n**What to look for**\n- “GB 2626-2019” and the manufacturer's name printed on the mask (the 2019 edition replaced the 2006 one)\n- Head straps, or an ear-loop clip for a tighter seal\n- A seller who can show test reports from a recognized laboratory\n\n**How it is used**\nUnfold it, fit it over nose and chin, shape the nose wire and do a seal check.\n\n**Caveats**\nKN95 is not a NIOSH approval, so it is not an N95 substitute where an N95 is required. Ear loops alone often leave gaps at the cheeks.",
      },
      es: {
        title: "Respirador KN95 (GB 2626-2019)",
        summary:
          "Un respirador plegable certificado con la norma nacional de China; la calidad varía mucho, así que los documentos importan.",
        body: "KN95 es una clase de la norma china de respiradores **GB 2626-2019**, que exige filtrar al menos 95% de las partículas de prueba. Los KN95 auténticos pueden funcionar bien, pero durante la pandemia pruebas independientes encontraron que muchos productos vendidos como KN95 no cumplían la filtración que prometían.\n\n**Qué buscar**\n- “GB 2626-2019” y el nombre del fabricante impresos en el cubrebocas (la edición de 2019 sustituyó a la de 2006)\n- Bandas para la cabeza, o un clip para las ligas que mejore el sellado\n- Un vendedor que pueda mostrar informes de prueba de un laboratorio reconocido\n\n**Cómo se usa**\nDespliégalo, colócalo sobre nariz y barbilla, moldea el clip nasal y haz una prueba de sellado.\n\n**Advertencias**\nKN95 no es una aprobación NIOSH, así que no sustituye a un N95 donde se exige un N95. Con solo las ligas, a menudo quedan huecos en las mejillas.",
      },
      fr: {
        title: "Respirateur KN95 (GB 2626-2019)",
        summary:
          "Un respirateur pliable certifié selon la norme nationale chinoise ; la qualité varie beaucoup, les documents comptent donc.",
        body: "KN95 est une classe de la norme chinoise sur les respirateurs **GB 2626-2019**, qui exige de filtrer au moins 95 % des particules d'essai. Un vrai KN95 peut être efficace, mais pendant la pandémie, des tests indépendants ont montré que de nombreux produits vendus comme KN95 n'atteignaient pas la filtration annoncée.\n\n**Ce qu'il faut vérifier**\n- « GB 2626-2019 » et le nom du fabricant imprimés sur le masque (l'édition 2019 a remplacé celle de 2006)\n- Des sangles de tête, ou une attache pour les élastiques qui améliore l'étanchéité\n- Un vendeur capable de fournir des rapports d'essai d'un laboratoire reconnu\n\n**Utilisation**\nDépliez-le, placez-le sur le nez et le menton, modelez la barrette nasale et faites un contrôle d'étanchéité.\n\n**Limites**\nLe KN95 n'est pas une homologation NIOSH : il ne remplace pas un N95 lorsque celui-ci est exigé. Avec de simples élastiques auriculaires, il reste souvent des fuites au niveau des joues.",
      },
      pt: {
        title: "Respirador KN95 (GB 2626-2019)",
        summary:
          "Um respirador dobrável certificado pela norma nacional da China; a qualidade varia muito, então a documentação importa.",
        body: "KN95 é uma classe da norma chinesa de respiradores **GB 2626-2019**, que exige filtrar pelo menos 95% das partículas de teste. KN95 genuínos podem ter bom desempenho, mas durante a pandemia testes independentes mostraram que muitos produtos vendidos como KN95 não atingiam a filtração anunciada.\n\n**O que procurar**\n- “GB 2626-2019” e o nome do fabricante impressos na máscara (a edição de 2019 substituiu a de 2006)\n- Tiras de cabeça, ou um clipe para os elásticos que melhore a vedação\n- Um vendedor que apresente relatórios de ensaio de um laboratório reconhecido\n\n**Como usar**\nDesdobre, posicione sobre o nariz e o queixo, molde o clipe nasal e faça o teste de vedação.\n\n**Ressalvas**\nKN95 não é uma aprovação NIOSH, portanto não substitui uma N95 onde ela é exigida. Só com os elásticos de orelha, costumam sobrar frestas nas bochechas.",
      },
    },
  },
  {
    slug: "3m-6000-series-elastomeric-half-mask",
    category: "respirators",
    access: "LIMITED",
    publishedDaysAgo: 200,
    tags: ["masks", "workplaces"],
    source: "editorial-team",
    brand: "3M",
    manufacturerUrl: "https://www.3m.com",
    externalUrl: "https://www.3m.com",
    related: ["PRODUCT/3m-aura-9205-plus-n95", "PRODUCT/moldex-molded-cup-n95"],
    translations: {
      en: {
        title: "3M 6000 series reusable half-mask respirator",
        summary:
          "A reusable elastomeric respirator with replaceable particulate filters, made in small, medium and large sizes.",
        body: "The 3M 6000 series is a line of reusable elastomeric half-mask respirators sold in small, medium and large sizes. The rubber facepiece takes replaceable filters: for airborne particles, NIOSH-approved **P100** filters in the United States, or **P3** filters certified to **EN 143** in Europe (the facepiece itself is certified to EN 140).\n\n**What to look for**\n- The right size, and particulate filters from the same maker marked P100 or P3\n- The NIOSH approval label that covers the complete mask-and-filter combination\n\n**How it is used**\nDo a positive and negative pressure seal check each time you put it on. Clean the facepiece as 3M instructs, and replace the filters when breathing gets harder or they are damaged.\n\n**Caveats**\nExhaled air leaves through an unfiltered valve, so in clinics and other places that require source control, check the local rules first. Speech is also harder to understand through it.",
      },
      es: {
        title: "Respirador reutilizable de media cara 3M serie 6000",
        summary:
          "Un respirador elastomérico reutilizable con filtros de partículas reemplazables, en tallas chica, mediana y grande.",
        body: "La serie 6000 de 3M es una línea de respiradores elastoméricos reutilizables de media cara, en tallas chica, mediana y grande. La pieza facial de hule acepta filtros reemplazables: para partículas en el aire, filtros **P100** aprobados por NIOSH en Estados Unidos, o filtros **P3** certificados con la norma **EN 143** en Europa (la pieza facial está certificada con EN 140).\n\n**Qué buscar**\n- La talla correcta y filtros de partículas del mismo fabricante marcados P100 o P3\n- La etiqueta de aprobación NIOSH del conjunto completo de pieza facial y filtros\n\n**Cómo se usa**\nHaz una prueba de sellado con presión positiva y negativa cada vez que te lo pongas. Limpia la pieza facial como indica 3M y cambia los filtros cuando cueste más respirar o estén dañados.\n\n**Advertencias**\nEl aire exhalado sale por una válvula sin filtro, así que en clínicas y otros lugares que exigen control de la fuente, revisa antes las reglas. Además, se entiende peor al hablar.",
      },
      fr: {
        title: "Demi-masque réutilisable 3M série 6000",
        summary: "Un respirateur élastomère réutilisable à filtres anti-particules remplaçables, en tailles S, M et L.",
        body: "La série 6000 de 3M est une gamme de demi-masques élastomères réutilisables, en tailles S, M et L. La pièce faciale en caoutchouc reçoit des filtres remplaçables : contre les particules en suspension, des filtres **P100** homologués par le NIOSH aux États-Unis, ou des filtres **P3** certifiés **EN 143** en Europe (la pièce faciale elle-même est certifiée EN 140).\n\n**Ce qu'il faut vérifier**\n- La bonne taille, et des filtres anti-particules du même fabricant marqués P100 ou P3\n- L'étiquette d'homologation NIOSH couvrant l'ensemble masque et filtres\n\n**Utilisation**\nFaites un contrôle d'étanchéité en pression positive et négative à chaque mise en place. Nettoyez la pièce faciale selon les instructions de 3M et remplacez les filtres si respirer devient plus difficile ou s'ils sont abîmés.\n\n**Limites**\nL'air expiré sort par une soupape non filtrée : dans les cabinets médicaux et les autres lieux qui exigent de protéger l'entourage, vérifiez d'abord les règles locales. La voix est aussi moins compréhensible.",
      },
      pt: {
        title: "Respirador semifacial reutilizável 3M série 6000",
        summary:
          "Um respirador elastomérico reutilizável com filtros de partículas substituíveis, nos tamanhos pequeno, médio e grande.",
        body: "A série 6000 da 3M é uma linha de respiradores semifaciais elastoméricos reutilizáveis, nos tamanhos P, M e G. A peça facial de borracha recebe filtros substituíveis: para partículas no ar, filtros **P100** aprovados pelo NIOSH nos Estados Unidos, ou filtros **P3** certificados pela **EN 143** na Europa (a peça facial é certificada pela EN 140).\n\n**O que procurar**\n- O tamanho certo e filtros de partículas do mesmo fabricante marcados P100 ou P3\n- A etiqueta de aprovação do NIOSH que cobre o conjunto completo de peça facial e filtros\n\n**Como usar**\nFaça o teste de vedação por pressão positiva e negativa sempre que colocar. Limpe a peça facial conforme as instruções da 3M e troque os filtros quando ficar mais difícil respirar ou se estiverem danificados.\n\n**Ressalvas**\nO ar exalado sai por uma válvula sem filtro; em clínicas e outros lugares que exigem controle na fonte, confira antes as regras locais. Também fica mais difícil entender quem fala.",
      },
    },
  },
  // ---------------------------------------------------------------- air purifiers
  {
    slug: "portable-hepa-h13-purifier",
    category: "air-purifiers",
    access: "FREE",
    publishedDaysAgo: 10,
    featured: true,
    tags: ["air-quality", "ventilation", "schools"],
    source: "editorial-team",
    related: ["PRODUCT/corsi-rosenthal-box", "PRODUCT/coway-airmega-ap-1512hhs", "PRODUCT/aranet4-co2-monitor"],
    translations: {
      en: {
        title: "Portable HEPA air purifier (H13 filter)",
        summary:
          "A fan-and-filter unit that removes airborne particles; choose it by its clean air delivery rate for the room size.",
        body: "A portable HEPA purifier pulls room air through a dense pleated filter. Under the European standard **EN 1822**, an **H13** filter captures at least 99.95% of particles at the most penetrating size; the U.S. definition of HEPA is 99.97% at 0.3 µm.\n\n**What to look for**\n- A tested **CADR** (clean air delivery rate), ideally verified by AHAM in North America\n- Enough CADR for your room: the CDC suggests aiming for at least 5 air changes of clean air per hour, counting ventilation and filtration together\n- Replacement filters that are affordable and easy to find\n- A noise level you will tolerate on a high setting\n\n**Caveats**\nAvoid ozone generators, and be cautious with ionizer or “plasma” add-ons. A purifier removes particles, not CO2, so a CO2 monitor cannot tell you how well it works.",
      },
      es: {
        title: "Purificador de aire portátil HEPA (filtro H13)",
        summary:
          "Un equipo con ventilador y filtro que retira partículas del aire; elígelo por su tasa de entrega de aire limpio según el tamaño del cuarto.",
        body: "Un purificador HEPA portátil hace pasar el aire del cuarto por un filtro plisado muy denso. Según la norma europea **EN 1822**, un filtro **H13** retiene al menos 99.95% de las partículas del tamaño más penetrante; la definición estadounidense de HEPA es 99.97% a 0.3 µm.\n\n**Qué buscar**\n- Un **CADR** (tasa de entrega de aire limpio) medido, de preferencia verificado por AHAM en Norteamérica\n- Suficiente CADR para tu espacio: los CDC sugieren apuntar a al menos 5 renovaciones de aire limpio por hora, sumando ventilación y filtración\n- Filtros de repuesto accesibles y fáciles de conseguir\n- Un nivel de ruido que toleres en velocidad alta\n\n**Advertencias**\nEvita los generadores de ozono y desconfía de los añadidos ionizadores o de “plasma”. Un purificador retira partículas, no CO2, así que un medidor de CO2 no puede decirte qué tan bien funciona.",
      },
      fr: {
        title: "Purificateur d'air portable HEPA (filtre H13)",
        summary:
          "Un appareil à ventilateur et filtre qui retire les particules de l'air ; à choisir selon son débit d'air purifié et la taille de la pièce.",
        body: "Un purificateur HEPA portable fait passer l'air de la pièce à travers un filtre plissé très dense. Selon la norme européenne **EN 1822**, un filtre **H13** retient au moins 99,95 % des particules à la taille la plus pénétrante ; la définition américaine du HEPA est de 99,97 % à 0,3 µm.\n\n**Ce qu'il faut vérifier**\n- Un **CADR** (débit d'air purifié) mesuré, idéalement vérifié par l'AHAM en Amérique du Nord\n- Un CADR suffisant pour la pièce : les CDC américains conseillent de viser au moins 5 renouvellements d'air propre par heure, ventilation et filtration comprises\n- Des filtres de rechange abordables et faciles à trouver\n- Un niveau sonore supportable en vitesse élevée\n\n**Limites**\nÉvitez les générateurs d'ozone et méfiez-vous des options ioniseur ou « plasma ». Un purificateur retire les particules, pas le CO2 : un capteur de CO2 ne peut donc pas mesurer son efficacité.",
      },
      pt: {
        title: "Purificador de ar portátil HEPA (filtro H13)",
        summary:
          "Um aparelho com ventilador e filtro que remove partículas do ar; escolha pela taxa de fornecimento de ar limpo para o tamanho do ambiente.",
        body: "Um purificador HEPA portátil puxa o ar do ambiente por um filtro plissado bem denso. Pela norma europeia **EN 1822**, um filtro **H13** retém pelo menos 99,95% das partículas no tamanho mais penetrante; a definição norte-americana de HEPA é 99,97% a 0,3 µm.\n\n**O que procurar**\n- Um **CADR** (taxa de fornecimento de ar limpo) medido, de preferência verificado pela AHAM na América do Norte\n- CADR suficiente para o ambiente: o CDC sugere buscar pelo menos 5 trocas de ar limpo por hora, somando ventilação e filtragem\n- Filtros de reposição acessíveis e fáceis de encontrar\n- Um nível de ruído tolerável na velocidade alta\n\n**Ressalvas**\nEvite geradores de ozônio e desconfie de acessórios ionizadores ou de “plasma”. O purificador remove partículas, não CO2, então um medidor de CO2 não consegue dizer se ele está funcionando bem.",
      },
    },
  },
  {
    slug: "coway-airmega-ap-1512hhs",
    category: "air-purifiers",
    access: "FREE",
    publishedDaysAgo: 65,
    tags: ["air-quality", "workplaces"],
    source: "editorial-team",
    brand: "Coway",
    manufacturerUrl: "https://www.coway.com",
    externalUrl: "https://www.coway.com",
    related: ["PRODUCT/portable-hepa-h13-purifier", "PRODUCT/levoit-core-300", "PRODUCT/aranet4-co2-monitor"],
    translations: {
      en: {
        title: "Coway Airmega AP-1512HHS air purifier",
        summary:
          "A compact HEPA purifier, nicknamed the “Mighty”, often used in bedrooms, small offices and classrooms.",
        body: "The Coway Airmega AP-1512HHS is a portable purifier with a washable pre-filter, an activated carbon layer and a HEPA filter. Coway publishes a CADR rating for it, so you can work out how many units a room needs.\n\n**What to look for**\n- The CADR on the label or spec sheet, compared with the volume of your room\n- Genuine replacement filters; third-party filters may not perform the same\n- A filter-change indicator, and an auto mode you can override to keep the fan high\n\n**How it is used**\nPlace it where air can circulate, away from walls and furniture, and run it on a medium or high setting while people are in the room. In larger rooms, several units spread out work better than one.\n\n**Caveats**\nIf your unit has an ionizer setting, you can leave it off: the HEPA filter does the work. Airflow falls as the filter loads up, so replace it on schedule.",
      },
      es: {
        title: "Purificador de aire Coway Airmega AP-1512HHS",
        summary:
          "Un purificador HEPA compacto, apodado “Mighty”, que se usa mucho en recámaras, oficinas pequeñas y salones de clase.",
        body: "El Coway Airmega AP-1512HHS es un purificador portátil con prefiltro lavable, una capa de carbón activado y un filtro HEPA. Coway publica su CADR, así que puedes calcular cuántos equipos necesita un espacio.\n\n**Qué buscar**\n- El CADR en la etiqueta o en la ficha técnica, comparado con el volumen de tu cuarto\n- Filtros de repuesto originales; los genéricos podrían no rendir igual\n- Un indicador de cambio de filtro y un modo automático que puedas anular para dejar el ventilador en alto\n\n**Cómo se usa**\nColócalo donde el aire circule, lejos de paredes y muebles, y déjalo en velocidad media o alta mientras haya gente en el cuarto. En espacios grandes, varios equipos repartidos funcionan mejor que uno solo.\n\n**Advertencias**\nSi tu equipo tiene función de ionizador, puedes dejarla apagada: el filtro HEPA hace el trabajo. El flujo baja a medida que el filtro se satura, así que cámbialo a tiempo.",
      },
      fr: {
        title: "Purificateur d'air Coway Airmega AP-1512HHS",
        summary:
          "Un purificateur HEPA compact, surnommé « Mighty », souvent utilisé dans les chambres, les petits bureaux et les salles de classe.",
        body: "Le Coway Airmega AP-1512HHS est un purificateur portable doté d'un préfiltre lavable, d'une couche de charbon actif et d'un filtre HEPA. Coway publie son CADR, ce qui permet de calculer le nombre d'appareils nécessaires.\n\n**Ce qu'il faut vérifier**\n- Le CADR indiqué sur l'étiquette ou la fiche technique, comparé au volume de la pièce\n- Des filtres de rechange d'origine ; les filtres génériques peuvent être moins performants\n- Un voyant de changement de filtre, et un mode auto que l'on peut forcer en vitesse élevée\n\n**Utilisation**\nPlacez-le là où l'air circule, loin des murs et des meubles, et faites-le tourner en vitesse moyenne ou élevée quand la pièce est occupée. Dans une grande pièce, plusieurs appareils répartis valent mieux qu'un seul.\n\n**Limites**\nSi votre appareil a une fonction ioniseur, vous pouvez la laisser éteinte : c'est le filtre HEPA qui fait le travail. Le débit baisse à mesure que le filtre se charge ; remplacez-le à temps.",
      },
      pt: {
        title: "Purificador de ar Coway Airmega AP-1512HHS",
        summary:
          "Um purificador HEPA compacto, apelidado de “Mighty”, muito usado em quartos, escritórios pequenos e salas de aula.",
        body: "O Coway Airmega AP-1512HHS é um purificador portátil com pré-filtro lavável, camada de carvão ativado e filtro HEPA. A Coway divulga o CADR do aparelho, então dá para calcular quantas unidades um ambiente precisa.\n\n**O que procurar**\n- O CADR na etiqueta ou na ficha técnica, comparado com o volume do ambiente\n- Filtros de reposição originais; filtros paralelos podem não ter o mesmo desempenho\n- Indicador de troca de filtro e um modo automático que você possa desligar para manter o ventilador no alto\n\n**Como usar**\nColoque-o onde o ar circule, longe de paredes e móveis, e deixe na velocidade média ou alta enquanto houver pessoas no ambiente. Em espaços grandes, várias unidades espalhadas funcionam melhor do que uma só.\n\n**Ressalvas**\nSe o seu aparelho tiver função ionizador, pode deixá-la desligada: quem faz o trabalho é o filtro HEPA. A vazão cai conforme o filtro satura, então troque-o no prazo.",
      },
    },
  },
  {
    slug: "levoit-core-300",
    category: "air-purifiers",
    access: "FREE",
    publishedDaysAgo: 110,
    tags: ["air-quality"],
    source: "editorial-team",
    brand: "Levoit",
    manufacturerUrl: "https://levoit.com",
    externalUrl: "https://levoit.com",
    related: [
      "PRODUCT/portable-hepa-h13-purifier",
      "PRODUCT/coway-airmega-ap-1512hhs",
      "PRODUCT/blueair-blue-pure-211-plus",
    ],
    translations: {
      en: {
        title: "Levoit Core 300 air purifier",
        summary: "A small cylindrical purifier for a bedroom or home office, marketed with an H13-class HEPA filter.",
        body: "The Levoit Core 300 is a compact purifier that draws air in all around its base and blows filtered air out of the top. Levoit markets its standard filter as H13-class HEPA, combined with a pre-filter and an activated carbon layer.\n\n**What to look for**\n- The CADR for your market, which tells you how large a room it can realistically serve\n- The filter variant: Levoit sells several for this model, and only some are focused on particles\n- The noise in sleep mode compared with the fan speed you actually need\n\n**How it is used**\nIt suits one small room. Run it on a higher speed while visitors are there, with the door closed, so it cleans a single space well.\n\n**Caveats**\nA small unit in a large room will not reach useful air change rates; two small units or a bigger one may be needed. Replace filters on schedule.",
      },
      es: {
        title: "Purificador de aire Levoit Core 300",
        summary:
          "Un purificador cilíndrico pequeño para recámara u oficina en casa, que se comercializa con un filtro HEPA de clase H13.",
        body: "El Levoit Core 300 es un purificador compacto que toma aire por todo el contorno de la base y expulsa el aire filtrado por arriba. Levoit anuncia su filtro estándar como HEPA de clase H13, combinado con un prefiltro y una capa de carbón activado.\n\n**Qué buscar**\n- El CADR para tu mercado, que indica qué tamaño de cuarto puede atender de verdad\n- La variante de filtro: Levoit vende varias para este modelo y solo algunas están pensadas para partículas\n- El ruido en modo noche frente a la velocidad que realmente necesitas\n\n**Cómo se usa**\nEs adecuado para un cuarto pequeño. Ponlo en velocidad alta cuando tengas visitas, con la puerta cerrada, para que limpie bien un solo espacio.\n\n**Advertencias**\nUn equipo pequeño en un cuarto grande no alcanzará tasas útiles de renovación de aire; tal vez necesites dos equipos pequeños o uno más grande. Cambia los filtros a tiempo.",
      },
      fr: {
        title: "Purificateur d'air Levoit Core 300",
        summary:
          "Un petit purificateur cylindrique pour une chambre ou un bureau à domicile, vendu avec un filtre présenté comme HEPA H13.",
        body: "Le Levoit Core 300 est un purificateur compact qui aspire l'air tout autour de sa base et rejette l'air filtré par le haut. Levoit présente son filtre standard comme un HEPA de classe H13, associé à un préfiltre et à une couche de charbon actif.\n\n**Ce qu'il faut vérifier**\n- Le CADR pour votre marché, qui indique la taille de pièce réellement couverte\n- La variante de filtre : Levoit en vend plusieurs pour ce modèle, et toutes ne ciblent pas les particules\n- Le bruit en mode nuit, comparé à la vitesse dont vous avez vraiment besoin\n\n**Utilisation**\nIl convient à une seule petite pièce. Faites-le tourner plus vite quand vous recevez, porte fermée, pour bien assainir un seul espace.\n\n**Limites**\nUn petit appareil dans une grande pièce n'atteindra pas un taux de renouvellement utile ; il faudra peut-être deux petits appareils ou un plus grand. Remplacez les filtres à temps.",
      },
      pt: {
        title: "Purificador de ar Levoit Core 300",
        summary:
          "Um purificador cilíndrico pequeno para quarto ou home office, vendido com filtro anunciado como HEPA classe H13.",
        body: "O Levoit Core 300 é um purificador compacto que puxa o ar por toda a volta da base e solta o ar filtrado por cima. A Levoit anuncia o filtro padrão como HEPA classe H13, combinado com pré-filtro e camada de carvão ativado.\n\n**O que procurar**\n- O CADR para o seu mercado, que mostra o tamanho de ambiente que ele atende de fato\n- A variante do filtro: a Levoit vende várias para este modelo, e só algumas são voltadas para partículas\n- O ruído no modo noturno em comparação com a velocidade de que você realmente precisa\n\n**Como usar**\nServe para um ambiente pequeno. Use em velocidade mais alta quando houver visitas, com a porta fechada, para limpar bem um único espaço.\n\n**Ressalvas**\nUm aparelho pequeno em uma sala grande não chega a taxas úteis de troca de ar; talvez sejam necessários dois pequenos ou um maior. Troque os filtros no prazo.",
      },
    },
  },
  {
    slug: "blueair-blue-pure-211-plus",
    category: "air-purifiers",
    access: "FREE",
    publishedDaysAgo: 140,
    tags: ["air-quality"],
    source: "editorial-team",
    brand: "Blueair",
    manufacturerUrl: "https://www.blueair.com",
    externalUrl: "https://www.blueair.com",
    related: ["PRODUCT/portable-hepa-h13-purifier", "PRODUCT/levoit-core-300"],
    translations: {
      en: {
        title: "Blueair Blue Pure 211+ air purifier",
        summary:
          "A larger purifier for living rooms, with a washable fabric pre-filter and a combined particle and carbon filter.",
        body: "The Blueair Blue Pure 211+ is a tall purifier meant for larger rooms. It uses a washable fabric pre-filter wrapped around the body and a combined particle and activated-carbon filter. Blueair describes its particle filtration as combining mechanical and electrostatic techniques, which it calls HEPASilent.\n\n**What to look for**\n- The published CADR, since the filter is not sold as a classic H13 panel\n- The cost and availability of replacement filters in your country\n- The noise at the speed you need\n\n**How it is used**\nPlace it in the main shared room and keep it on a medium or high setting while people are there. Vacuum or wash the pre-filter regularly.\n\n**Caveats**\nFilters that rely partly on electrostatic charge may lose some efficiency over their life, so follow the replacement schedule. As with any purifier, judge it by CADR, not by marketing terms.",
      },
      es: {
        title: "Purificador de aire Blueair Blue Pure 211+",
        summary:
          "Un purificador más grande para la sala, con prefiltro de tela lavable y un filtro combinado de partículas y carbón.",
        body: "El Blueair Blue Pure 211+ es un purificador alto pensado para espacios más grandes. Usa un prefiltro de tela lavable que envuelve el cuerpo y un filtro combinado de partículas y carbón activado. Blueair describe su filtración de partículas como una combinación de técnicas mecánicas y electrostáticas, que llama HEPASilent.\n\n**Qué buscar**\n- El CADR publicado, ya que el filtro no se vende como un panel H13 clásico\n- El costo y la disponibilidad de filtros de repuesto en tu país\n- El ruido a la velocidad que necesitas\n\n**Cómo se usa**\nColócalo en la sala o el espacio común principal y déjalo en velocidad media o alta mientras haya gente. Aspira o lava el prefiltro con regularidad.\n\n**Advertencias**\nLos filtros que dependen en parte de la carga electrostática pueden perder algo de eficacia con el tiempo, así que respeta el calendario de cambio. Como con cualquier purificador, júzgalo por su CADR, no por los términos de mercadotecnia.",
      },
      fr: {
        title: "Purificateur d'air Blueair Blue Pure 211+",
        summary:
          "Un purificateur plus grand pour le séjour, avec un préfiltre en tissu lavable et un filtre combiné particules et charbon.",
        body: "Le Blueair Blue Pure 211+ est un purificateur haut destiné aux pièces plus grandes. Il utilise un préfiltre en tissu lavable qui entoure l'appareil et un filtre combiné particules et charbon actif. Blueair décrit sa filtration des particules comme une combinaison de techniques mécaniques et électrostatiques, qu'il appelle HEPASilent.\n\n**Ce qu'il faut vérifier**\n- Le CADR publié, puisque le filtre n'est pas vendu comme un panneau H13 classique\n- Le prix et la disponibilité des filtres de rechange dans votre pays\n- Le bruit à la vitesse nécessaire\n\n**Utilisation**\nPlacez-le dans la pièce commune principale et laissez-le en vitesse moyenne ou élevée lorsqu'elle est occupée. Aspirez ou lavez régulièrement le préfiltre.\n\n**Limites**\nLes filtres qui reposent en partie sur une charge électrostatique peuvent perdre un peu d'efficacité avec le temps : respectez le calendrier de remplacement. Comme pour tout purificateur, jugez-le sur son CADR, pas sur les termes marketing.",
      },
      pt: {
        title: "Purificador de ar Blueair Blue Pure 211+",
        summary:
          "Um purificador maior para a sala, com pré-filtro de tecido lavável e filtro combinado de partículas e carvão.",
        body: "O Blueair Blue Pure 211+ é um purificador alto, pensado para ambientes maiores. Ele usa um pré-filtro de tecido lavável que envolve o corpo do aparelho e um filtro combinado de partículas e carvão ativado. A Blueair descreve sua filtragem de partículas como uma combinação de técnicas mecânicas e eletrostáticas, que chama de HEPASilent.\n\n**O que procurar**\n- O CADR divulgado, já que o filtro não é vendido como um painel H13 clássico\n- O preço e a disponibilidade de filtros de reposição no seu país\n- O ruído na velocidade de que você precisa\n\n**Como usar**\nColoque-o na principal área de convivência e deixe na velocidade média ou alta enquanto houver pessoas. Aspire ou lave o pré-filtro com regularidade.\n\n**Ressalvas**\nFiltros que dependem em parte de carga eletrostática podem perder um pouco de eficiência ao longo da vida útil; siga o calendário de troca. Como com qualquer purificador, avalie pelo CADR, e não pelos termos de marketing.",
      },
    },
  },
  {
    slug: "corsi-rosenthal-box",
    category: "air-purifiers",
    access: "FREE",
    publishedDaysAgo: 75,
    tags: ["air-quality", "ventilation", "schools"],
    source: "editorial-team",
    related: ["PRODUCT/portable-hepa-h13-purifier", "PRODUCT/aranet4-co2-monitor"],
    translations: {
      en: {
        title: "Corsi-Rosenthal box (DIY filter fan)",
        summary:
          "A do-it-yourself purifier built from a box fan and four MERV 13 furnace filters: low cost, high airflow.",
        body: "The Corsi-Rosenthal box is named after indoor air researcher Richard Corsi and Jim Rosenthal, who works in the filtration industry. It is built from a 20-inch box fan and four MERV 13 filters taped into a cube, with cardboard closing the base. The fan pulls air through a large filter area, which gives a lot of clean air for the cost.\n\n**What to look for**\n- MERV 13 filters (or filters of similar efficiency, such as ePM1 ratings, outside the U.S.) that match the size of the fan\n- A fan with a safety certification; newer fans with a thermal cutoff are preferable\n- Strong tape, plus a cardboard shroud around the fan outlet, which improves airflow\n\n**Caveats**\nIt is bigger and louder than most commercial units and has no independent certification. Keep it away from water, do not block the motor, and switch it off when nobody is around. Replace the filters when they look dark or airflow drops.",
      },
      es: {
        title: "Caja Corsi-Rosenthal (ventilador con filtros, hágalo usted mismo)",
        summary:
          "Un purificador casero hecho con un ventilador de caja y cuatro filtros MERV 13: bajo costo y mucho flujo de aire.",
        body: "La caja Corsi-Rosenthal debe su nombre al investigador Richard Corsi y a Jim Rosenthal, de la industria de la filtración. Se arma con un ventilador de caja de 20 pulgadas y cuatro filtros MERV 13 unidos con cinta en forma de cubo, con la base cerrada con cartón. Al pasar el aire por tanta superficie de filtro, da mucho aire limpio por su costo.\n\n**Qué buscar**\n- Filtros MERV 13 (o equivalentes ePM1 fuera de EE. UU.) del tamaño del ventilador\n- Un ventilador con certificación de seguridad; son preferibles los modelos recientes con corte térmico\n- Cinta resistente y un marco de cartón alrededor de la salida del ventilador, que mejora el flujo\n\n**Advertencias**\nEs más grande y ruidosa que la mayoría de los equipos comerciales y no tiene certificación independiente. Mantenla lejos del agua, no tapes el motor y apágala cuando no haya nadie. Cambia los filtros cuando se vean oscuros o baje el flujo.",
      },
      fr: {
        title: "Boîte Corsi-Rosenthal (ventilateur filtrant à fabriquer soi-même)",
        summary:
          "Un purificateur fait maison, avec un ventilateur carré et quatre filtres MERV 13 : peu coûteux et à fort débit.",
        body: "La boîte Corsi-Rosenthal doit son nom au chercheur Richard Corsi et à Jim Rosenthal, du secteur de la filtration. Elle se compose d'un ventilateur carré de 20 pouces (environ 50 cm) et de quatre filtres MERV 13 assemblés en cube au ruban adhésif, la base étant fermée par du carton. L'air traverse une grande surface filtrante, ce qui donne beaucoup d'air propre pour un faible coût.\n\n**Ce qu'il faut vérifier**\n- Des filtres MERV 13 (ou équivalents ePM1 en Europe) de la taille du ventilateur\n- Un ventilateur certifié, de préférence récent et avec coupure thermique\n- Un ruban solide, et une collerette en carton autour de la sortie, qui améliore le débit\n\n**Limites**\nPlus encombrante et plus bruyante que la plupart des appareils du commerce, elle n'a aucune certification indépendante. Tenez-la à l'écart de l'eau, ne bouchez pas le moteur et éteignez-la quand personne n'est là. Changez les filtres quand ils noircissent ou que le débit baisse.",
      },
      pt: {
        title: "Caixa Corsi-Rosenthal (ventilador com filtros, faça você mesmo)",
        summary:
          "Um purificador caseiro feito com um ventilador quadrado e quatro filtros MERV 13: baixo custo e alta vazão.",
        body: "A caixa Corsi-Rosenthal leva o nome de Richard Corsi, pesquisador de qualidade do ar interno, e de Jim Rosenthal, que trabalha na indústria de filtragem. Ela é montada com um ventilador quadrado de 20 polegadas e quatro filtros MERV 13 unidos com fita em formato de cubo, com papelão fechando a base. O ventilador puxa o ar por uma grande área de filtro, o que rende muito ar limpo pelo custo.\n\n**O que procurar**\n- Filtros MERV 13 (ou equivalentes ePM1 fora dos EUA) do tamanho do ventilador\n- Um ventilador com certificação de segurança; prefira modelos recentes com proteção térmica\n- Fita resistente e uma moldura de papelão em volta da saída do ventilador, que melhora a vazão\n\n**Ressalvas**\nÉ maior e mais barulhenta que a maioria dos aparelhos comerciais e não tem certificação independente. Mantenha longe de água, não bloqueie o motor e desligue quando não houver ninguém. Troque os filtros quando estiverem escuros ou a vazão cair.",
      },
    },
  },
  // ---------------------------------------------------------------- CO2 monitors
  {
    slug: "aranet4-co2-monitor",
    category: "co2-monitors",
    access: "FREE",
    publishedDaysAgo: 5,
    featured: true,
    tags: ["air-quality", "ventilation", "schools"],
    source: "editorial-team",
    brand: "Aranet",
    manufacturerUrl: "https://aranet.com",
    externalUrl: "https://aranet.com",
    related: [
      "PRODUCT/portable-ndir-co2-monitor",
      "PRODUCT/wall-mounted-co2-display",
      "PRODUCT/portable-hepa-h13-purifier",
    ],
    translations: {
      en: {
        title: "Aranet4 CO2 monitor",
        summary:
          "A battery-powered NDIR carbon dioxide monitor with an e-ink screen, widely used in schools and homes.",
        body: "The Aranet4, made by Aranet in Latvia, measures CO2 with an **NDIR** (non-dispersive infrared) sensor, along with temperature, humidity and air pressure. The e-ink display is easy to read and the batteries last a long time; a Bluetooth app shows history graphs.\n\n**Why CO2?**\nPeople breathe out CO2, so a rising reading means exhaled air is building up in a room. Outdoor air is around 420 ppm; many guidelines treat readings below about 800 ppm in an occupied room as a sign of good ventilation.\n\n**How it is used**\nPlace it at head height, away from windows, vents and people's faces, and give it a few minutes to settle.\n\n**Caveats**\nCO2 shows ventilation, not infection risk, and it cannot see the effect of a HEPA purifier. Check it outdoors now and then: the reading should be close to outdoor levels.",
      },
      es: {
        title: "Medidor de CO2 Aranet4",
        summary:
          "Un medidor de dióxido de carbono con sensor NDIR, pilas y pantalla de tinta electrónica, muy usado en escuelas y hogares.",
        body: "El Aranet4, fabricado por Aranet en Letonia, mide el CO2 con un sensor **NDIR** (infrarrojo no dispersivo), además de temperatura, humedad y presión atmosférica. La pantalla de tinta electrónica se lee con facilidad y las pilas duran mucho; una aplicación por Bluetooth muestra gráficas del historial.\n\n**¿Por qué medir CO2?**\nLas personas exhalamos CO2, así que una lectura que sube indica que el aire exhalado se acumula en el cuarto. El aire exterior ronda las 420 ppm; muchas guías consideran que lecturas por debajo de unas 800 ppm en un espacio ocupado son señal de buena ventilación.\n\n**Cómo se usa**\nColócalo a la altura de la cabeza, lejos de ventanas, rejillas y de la cara de las personas, y espera unos minutos a que se estabilice.\n\n**Advertencias**\nEl CO2 indica ventilación, no riesgo de contagio, y no refleja el efecto de un purificador HEPA. De vez en cuando revísalo al aire libre: la lectura debe acercarse a la del exterior.",
      },
      fr: {
        title: "Capteur de CO2 Aranet4",
        summary:
          "Un capteur de dioxyde de carbone NDIR sur piles, à écran e-ink, très utilisé dans les écoles et à la maison.",
        body: "L'Aranet4, fabriqué par Aranet en Lettonie, mesure le CO2 avec un capteur **NDIR** (infrarouge non dispersif), ainsi que la température, l'humidité et la pression atmosphérique. L'écran e-ink est facile à lire et les piles durent longtemps ; une application Bluetooth affiche l'historique sous forme de graphiques.\n\n**Pourquoi le CO2 ?**\nNous expirons du CO2 : une mesure qui monte signifie que l'air expiré s'accumule dans la pièce. L'air extérieur est autour de 420 ppm ; de nombreuses recommandations considèrent qu'un taux inférieur à environ 800 ppm dans une pièce occupée signale une bonne aération.\n\n**Utilisation**\nPlacez-le à hauteur de tête, loin des fenêtres, des bouches d'aération et du visage des personnes, et laissez-lui quelques minutes pour se stabiliser.\n\n**Limites**\nLe CO2 renseigne sur l'aération, pas sur le risque de contamination, et il ne mesure pas l'effet d'un purificateur HEPA. Vérifiez-le de temps en temps à l'extérieur : la valeur doit être proche du niveau extérieur.",
      },
      pt: {
        title: "Medidor de CO2 Aranet4",
        summary:
          "Um medidor de dióxido de carbono com sensor NDIR, pilhas e tela de tinta eletrônica, muito usado em escolas e casas.",
        body: "O Aranet4, fabricado pela Aranet na Letônia, mede o CO2 com um sensor **NDIR** (infravermelho não dispersivo), além de temperatura, umidade e pressão atmosférica. A tela de tinta eletrônica é fácil de ler e as pilhas duram bastante; um aplicativo via Bluetooth mostra gráficos do histórico.\n\n**Por que CO2?**\nNós exalamos CO2, então uma leitura em alta indica que o ar exalado está se acumulando no ambiente. O ar externo fica em torno de 420 ppm; muitas orientações consideram leituras abaixo de cerca de 800 ppm em um ambiente ocupado como sinal de boa ventilação.\n\n**Como usar**\nColoque na altura da cabeça, longe de janelas, saídas de ar e do rosto das pessoas, e espere alguns minutos para a leitura estabilizar.\n\n**Ressalvas**\nO CO2 mostra a ventilação, não o risco de contágio, e não capta o efeito de um purificador HEPA. De vez em quando, confira ao ar livre: a leitura deve ficar próxima da externa.",
      },
    },
  },
  {
    slug: "airthings-view-plus",
    category: "co2-monitors",
    access: "FREE",
    publishedDaysAgo: 160,
    tags: ["air-quality", "ventilation"],
    source: "editorial-team",
    brand: "Airthings",
    manufacturerUrl: "https://www.airthings.com",
    externalUrl: "https://www.airthings.com",
    related: ["PRODUCT/aranet4-co2-monitor", "PRODUCT/portable-hepa-h13-purifier"],
    translations: {
      en: {
        title: "Airthings View Plus air quality monitor",
        summary:
          "A multi-sensor home monitor that shows CO2 alongside radon, fine particles, humidity and temperature.",
        body: "The Airthings View Plus, from the Norwegian company Airthings, is a monitor for a wall or shelf that combines several sensors: CO2, radon, fine particles (PM2.5 and PM1), volatile organic compounds, humidity, temperature and air pressure. Readings appear on its screen and in the Airthings app.\n\n**What to look for**\n- For any CO2 monitor, an NDIR sensor listed in the specifications\n- How often the readings update, and the power options\n- Whether you need the extra sensors; a CO2-only monitor may be simpler and cheaper to run\n\n**How it is used**\nMount it in a shared room at breathing height, away from windows and vents. Use the CO2 trend to decide when to open windows or adjust ventilation, and the particle reading to see whether a purifier is making a difference.\n\n**Caveats**\nA home monitor is not a calibrated laboratory instrument. Radon needs several days of data before the readings mean much.",
      },
      es: {
        title: "Monitor de calidad del aire Airthings View Plus",
        summary:
          "Un monitor doméstico con varios sensores que muestra el CO2 junto con radón, partículas finas, humedad y temperatura.",
        body: "El Airthings View Plus, de la empresa noruega Airthings, es un monitor para pared o repisa que combina varios sensores: CO2, radón, partículas finas (PM2.5 y PM1), compuestos orgánicos volátiles, humedad, temperatura y presión atmosférica. Las lecturas aparecen en su pantalla y en la aplicación de Airthings.\n\n**Qué buscar**\n- En cualquier medidor de CO2, un sensor NDIR indicado en las especificaciones\n- Cada cuánto se actualizan las lecturas y las opciones de alimentación\n- Si necesitas los sensores extra; un medidor solo de CO2 puede ser más sencillo\n\n**Cómo se usa**\nInstálalo en un espacio compartido a la altura de la respiración, lejos de ventanas y rejillas. Usa la tendencia del CO2 para decidir cuándo abrir ventanas o ajustar la ventilación, y la lectura de partículas para ver si un purificador hace diferencia.\n\n**Advertencias**\nUn monitor doméstico no es un instrumento de laboratorio calibrado. El radón necesita varios días de datos antes de que las lecturas signifiquen algo.",
      },
      fr: {
        title: "Moniteur de qualité de l'air Airthings View Plus",
        summary:
          "Un moniteur domestique multicapteurs qui affiche le CO2 à côté du radon, des particules fines, de l'humidité et de la température.",
        body: "L'Airthings View Plus, du norvégien Airthings, est un moniteur mural ou à poser qui réunit plusieurs capteurs : CO2, radon, particules fines (PM2.5 et PM1), composés organiques volatils, humidité, température et pression atmosphérique. Les mesures s'affichent sur l'écran et dans l'application Airthings.\n\n**Ce qu'il faut vérifier**\n- Pour tout capteur de CO2, un capteur NDIR mentionné dans les caractéristiques\n- La fréquence de mise à jour des mesures et le mode d'alimentation\n- Si les capteurs supplémentaires vous sont utiles ; un capteur de CO2 seul peut suffire\n\n**Utilisation**\nInstallez-le dans une pièce commune, à hauteur de respiration, loin des fenêtres et des bouches d'aération. Servez-vous de l'évolution du CO2 pour décider quand ouvrir les fenêtres ou régler la ventilation, et de la mesure des particules pour voir si un purificateur fait une différence.\n\n**Limites**\nUn moniteur domestique n'est pas un instrument de laboratoire étalonné. Le radon demande plusieurs jours de données avant que les valeurs aient un sens.",
      },
      pt: {
        title: "Monitor de qualidade do ar Airthings View Plus",
        summary:
          "Um monitor doméstico com vários sensores, que mostra o CO2 ao lado de radônio, partículas finas, umidade e temperatura.",
        body: "O Airthings View Plus, da empresa norueguesa Airthings, é um monitor de parede ou de prateleira que reúne vários sensores: CO2, radônio, partículas finas (PM2.5 e PM1), compostos orgânicos voláteis, umidade, temperatura e pressão atmosférica. As leituras aparecem na tela e no aplicativo da Airthings.\n\n**O que procurar**\n- Em qualquer medidor de CO2, um sensor NDIR informado nas especificações\n- A frequência de atualização das leituras e as opções de alimentação\n- Se você precisa mesmo dos sensores extras; um medidor só de CO2 pode ser mais simples e barato de manter\n\n**Como usar**\nInstale em um ambiente compartilhado, na altura da respiração, longe de janelas e saídas de ar. Use a tendência do CO2 para decidir quando abrir janelas ou ajustar a ventilação, e a leitura de partículas para ver se um purificador está fazendo diferença.\n\n**Ressalvas**\nUm monitor doméstico não é um instrumento de laboratório calibrado. O radônio precisa de vários dias de dados antes que as leituras signifiquem algo.",
      },
    },
  },
  {
    slug: "portable-ndir-co2-monitor",
    category: "co2-monitors",
    access: "FREE",
    publishedDaysAgo: 45,
    tags: ["air-quality", "ventilation", "travel"],
    source: "editorial-team",
    related: ["PRODUCT/aranet4-co2-monitor", "PRODUCT/wall-mounted-co2-display"],
    translations: {
      en: {
        title: "Pocket NDIR CO2 monitor",
        summary:
          "A small, portable carbon dioxide meter to check ventilation in shops, classrooms, trains and offices.",
        body: "A pocket CO2 monitor lets you check ventilation wherever you go. The key is the sensor: look for **NDIR** (non-dispersive infrared), which measures CO2 directly. Cheap “air quality” meters often show “eCO2”, an estimate calculated from a VOC sensor that can be far off.\n\n**What to look for**\n- “NDIR” in the specifications, ideally with the sensor maker named\n- A display you can read at a glance and a battery that lasts a day out\n- Automatic or manual fresh-air calibration\n\n**How it is used**\nHold or place it away from your face, since your own breath pushes readings up. Give it a few minutes after you enter a space. Readings that stay far above outdoor levels (around 420 ppm) suggest the room is poorly ventilated for the number of people in it.\n\n**Caveats**\nCO2 does not measure filtration by purifiers or masks. On buses and trains, readings change quickly as doors open and close.",
      },
      es: {
        title: "Medidor de CO2 NDIR de bolsillo",
        summary:
          "Un medidor de dióxido de carbono pequeño y portátil para revisar la ventilación en tiendas, salones, transporte y oficinas.",
        body: "Un medidor de CO2 de bolsillo te permite revisar la ventilación a donde vayas. Lo clave es el sensor: busca **NDIR** (infrarrojo no dispersivo), que mide el CO2 directamente. Los medidores baratos de “calidad del aire” suelen mostrar “eCO2”, una estimación a partir de un sensor de compuestos orgánicos volátiles (COV) que puede fallar mucho.\n\n**Qué buscar**\n- “NDIR” en las especificaciones, de preferencia con el fabricante del sensor\n- Pantalla fácil de leer y batería para todo el día\n- Calibración con aire fresco, automática o manual\n\n**Cómo se usa**\nMantenlo lejos de tu cara: tu aliento sube la lectura. Dale unos minutos al entrar a un lugar. Si se mantiene muy por encima del nivel exterior (unas 420 ppm), el lugar está mal ventilado para la gente que hay.\n\n**Advertencias**\nEl CO2 no mide la filtración de purificadores ni de cubrebocas. En el transporte público, la lectura cambia rápido al abrirse las puertas.",
      },
      fr: {
        title: "Capteur de CO2 NDIR de poche",
        summary:
          "Un petit capteur de dioxyde de carbone portable pour vérifier l'aération dans les commerces, les classes, les transports et les bureaux.",
        body: "Un capteur de CO2 de poche permet de vérifier l'aération partout. L'essentiel : un capteur **NDIR** (infrarouge non dispersif), qui mesure directement le CO2. Les appareils « qualité de l'air » bon marché affichent souvent un « eCO2 », estimé par un capteur de COV et souvent faux.\n\n**Ce qu'il faut vérifier**\n- La mention « NDIR » dans les caractéristiques, idéalement avec le fabricant du capteur\n- Un écran lisible et une batterie qui tient la journée\n- Un étalonnage à l'air extérieur, automatique ou manuel\n\n**Utilisation**\nGardez-le loin de votre visage : votre souffle fait monter la mesure. Laissez-lui quelques minutes en arrivant dans un lieu. Une valeur qui reste très au-dessus du niveau extérieur (environ 420 ppm) signale une pièce mal aérée pour son occupation.\n\n**Limites**\nLe CO2 ne mesure pas la filtration des purificateurs ni des masques. Dans les bus et les trains, la valeur change vite à l'ouverture des portes.",
      },
      pt: {
        title: "Medidor de CO2 NDIR de bolso",
        summary:
          "Um medidor de dióxido de carbono pequeno e portátil para verificar a ventilação em lojas, salas de aula, transporte e escritórios.",
        body: "Um medidor de CO2 de bolso permite conferir a ventilação aonde você for. O principal é o sensor: procure **NDIR** (infravermelho não dispersivo), que mede o CO2 diretamente. Medidores baratos de “qualidade do ar” costumam mostrar “eCO2”, uma estimativa feita por um sensor de compostos orgânicos voláteis (COV) que pode errar muito.\n\n**O que procurar**\n- “NDIR” nas especificações, de preferência com o fabricante do sensor\n- Tela fácil de ler e bateria para o dia todo\n- Calibração com ar fresco, automática ou manual\n\n**Como usar**\nMantenha o aparelho longe do rosto: a sua respiração aumenta a leitura. Espere alguns minutos ao entrar em um lugar. Leituras que ficam muito acima do nível externo (cerca de 420 ppm) sugerem que o ambiente está mal ventilado para a quantidade de pessoas.\n\n**Ressalvas**\nO CO2 não mede a filtragem de purificadores nem de máscaras. Em ônibus, metrô e trens, a leitura muda rápido quando as portas abrem e fecham.",
      },
    },
  },
  {
    slug: "wall-mounted-co2-display",
    category: "co2-monitors",
    access: "FREE",
    publishedDaysAgo: 85,
    tags: ["air-quality", "ventilation", "schools", "workplaces"],
    source: "editorial-team",
    related: ["PRODUCT/aranet4-co2-monitor", "PRODUCT/portable-hepa-h13-purifier"],
    translations: {
      en: {
        title: "Wall-mounted CO2 display for classrooms and shops",
        summary: "A large-screen NDIR CO2 monitor with traffic-light colors that everyone in the room can see.",
        body: "Wall-mounted CO2 displays show the carbon dioxide level in large digits, often with green, amber and red lights. Schools, shops and waiting rooms use them so staff and visitors can see when ventilation is falling behind.\n\n**What to look for**\n- An **NDIR** sensor and a stated accuracy, usually given as ±(50 ppm + a percentage of the reading)\n- Adjustable color thresholds (for example, green below 800 ppm)\n- Mains power or a long battery life, and optional data logging\n\n**How it is used**\nMount it at head height on an inside wall, away from doors, windows and air vents, where nobody breathes directly on it. Agree in advance what staff will do at each color: open windows, turn up the ventilation or switch on purifiers.\n\n**Caveats**\nA green light does not mean zero risk, and CO2 does not show the effect of HEPA filtration.",
      },
      es: {
        title: "Pantalla de CO2 de pared para salones de clase y tiendas",
        summary:
          "Un medidor de CO2 NDIR de pantalla grande, con colores tipo semáforo que todos en el espacio pueden ver.",
        body: "Las pantallas de CO2 de pared muestran el nivel de dióxido de carbono con dígitos grandes, a menudo con luces verde, ámbar y roja. Escuelas, tiendas y salas de espera las usan para que el personal y el público vean cuándo la ventilación se queda corta.\n\n**Qué buscar**\n- Un sensor **NDIR** y una precisión declarada, normalmente expresada como ±(50 ppm + un porcentaje de la lectura)\n- Umbrales de color ajustables (por ejemplo, verde por debajo de 800 ppm)\n- Conexión a la corriente o batería de larga duración, y registro de datos opcional\n\n**Cómo se usa**\nInstálala a la altura de la cabeza en una pared interior, lejos de puertas, ventanas y rejillas de aire, donde nadie le respire encima. Acuerden de antemano qué hará el personal con cada color: abrir ventanas, subir la ventilación o encender purificadores.\n\n**Advertencias**\nLa luz verde no significa riesgo cero, y el CO2 no refleja el efecto de la filtración HEPA.",
      },
      fr: {
        title: "Afficheur de CO2 mural pour salles de classe et commerces",
        summary:
          "Un capteur de CO2 NDIR à grand écran, avec des couleurs façon feu tricolore visibles par toute la pièce.",
        body: "Les afficheurs de CO2 muraux indiquent le taux de dioxyde de carbone en grands chiffres, souvent avec des voyants vert, orange et rouge. Écoles, commerces et salles d'attente les utilisent pour que le personnel et le public voient quand l'aération devient insuffisante.\n\n**Ce qu'il faut vérifier**\n- Un capteur **NDIR** et une précision annoncée, généralement exprimée sous la forme ±(50 ppm + un pourcentage de la mesure)\n- Des seuils de couleur réglables (par exemple, vert en dessous de 800 ppm)\n- Alimentation secteur ou longue autonomie, et enregistrement des données en option\n\n**Utilisation**\nFixez-le à hauteur de tête sur un mur intérieur, loin des portes, des fenêtres, des bouches d'aération et du souffle des personnes. Convenez à l'avance de ce que fera le personnel à chaque couleur : ouvrir les fenêtres, augmenter la ventilation ou allumer des purificateurs.\n\n**Limites**\nUn voyant vert ne signifie pas un risque nul, et le CO2 ne reflète pas l'effet de la filtration HEPA.",
      },
      pt: {
        title: "Painel de CO2 de parede para salas de aula e lojas",
        summary: "Um medidor de CO2 NDIR de tela grande, com cores de semáforo que todos no ambiente conseguem ver.",
        body: "Os painéis de CO2 de parede mostram o nível de dióxido de carbono em números grandes, muitas vezes com luzes verde, amarela e vermelha. Escolas, lojas e salas de espera os usam para que equipe e público vejam quando a ventilação está ficando para trás.\n\n**O que procurar**\n- Um sensor **NDIR** e uma precisão declarada, geralmente expressa como ±(50 ppm + uma porcentagem da leitura)\n- Limites de cor ajustáveis (por exemplo, verde abaixo de 800 ppm)\n- Alimentação na tomada ou bateria de longa duração, e registro de dados opcional\n\n**Como usar**\nInstale na altura da cabeça em uma parede interna, longe de portas, janelas e saídas de ar, onde ninguém respire diretamente sobre o aparelho. Combine antes o que a equipe fará em cada cor: abrir janelas, aumentar a ventilação ou ligar purificadores.\n\n**Ressalvas**\nLuz verde não significa risco zero, e o CO2 não mostra o efeito da filtragem HEPA.",
      },
    },
  },
];
