import type { ViewMessages } from './nl.js';

/** French texts of the views that load on demand (same keys as views/nl.ts). */
const fr: ViewMessages = {
  survey: {
    resuming: 'Chargement de vos réponses…',
  },
  progress: {
    label: 'Question {{current}} sur {{total}}',
  },
  scale: {
    low: 'Pas important',
    high: 'Très important',
    hint: 'Choisissez une valeur de 1 (pas important) à 5 (très important).',
  },
  tooltip: {
    open: 'En savoir plus : {{topic}}',
    close: 'Fermer l’explication',
  },
  profile: {
    aboutTitle: 'À propos de vous',
    optionalNote:
      'Ces questions sont facultatives et ne comptent pas dans votre résultat. Elles aident les coopératives à comprendre qui répond au test. Vous pouvez passer avec « Suivant ».',
    postcode: 'Votre code postal',
    postcodePlaceholder: '9000',
    postcodeInvalid: 'Indiquez un code postal belge de 4 chiffres, par exemple 9000.',
    age: 'Votre âge',
    ages: {
      under_25: 'Moins de 25 ans',
      '25_35': '25 à 35 ans',
      '36_45': '36 à 45 ans',
      '46_55': '46 à 55 ans',
      '56_65': '56 à 65 ans',
      over_65: 'Plus de 65 ans',
    },
    gender: 'Votre genre',
    genders: {
      female: 'Femme',
      male: 'Homme',
      non_binary: 'Non binaire',
      other: 'Autre',
      wont_say: 'Je préfère ne pas le dire',
    },
    cooperativeTitle: 'Êtes-vous membre d’une coopérative énergétique ?',
    cooperative: 'Je suis membre de',
    cooperativeOther: 'Une autre coopérative',
  },
  criteria: {
    price: {
      title: 'Prix',
      question: 'Quelle importance accordez-vous à un prix bas ?',
      description: 'Ce que vous payez par an pour votre électricité : le prix de l’énergie et la redevance fixe.',
      tooltip:
        'Nous comparons ce que paie un ménage moyen par an avec la formule la plus avantageuse de chaque fournisseur, comme le font les comparateurs des régulateurs. Les frais de réseau et les taxes sont les mêmes pour tous et ne sont donc pas pris en compte.',
    },
    stable_price: {
      title: 'Prix stable',
      question: 'Quelle importance accordez-vous à un prix qui n’augmente pas brusquement ?',
      description: 'Un prix fixe ou un fournisseur qui répercute peu les hausses soudaines.',
      tooltip:
        'Les fournisseurs qui proposent un contrat à prix fixe dans votre région obtiennent un meilleur score.',
    },
    adjusted_formula: {
      title: 'Formule variable équitable',
      question: 'Quelle importance accordez-vous à un prix variable qui suit le marché sans grosse marge ?',
      description: 'Une formule variable qui suit l’indice du marché avec une petite marge.',
      tooltip:
        'Un prix variable suit chaque mois un indice de marché, auquel le fournisseur ajoute une marge. Nous comparons cette marge pour la formule variable la moins chère de chaque fournisseur : plus elle est petite, mieux c’est.',
    },
    origin: {
      title: 'Origine',
      question: 'Quelle importance accordez-vous à une électricité produite en Belgique ?',
      description: 'De l’électricité produite par des installations belges, et pas seulement verte sur le papier.',
      tooltip:
        'Grâce aux garanties d’origine achetées à l’étranger, de l’électricité grise peut devenir verte sur le papier. 63 % des Flamands ont un contrat vert, alors que seuls 20 % de la production belge sont renouvelables.',
    },
    source: {
      title: 'Source',
      question: 'Quelle importance accordez-vous à une électricité issue de sources renouvelables ?',
      description: 'De l’électricité solaire, éolienne, hydraulique ou issue de biomasse plutôt que du gaz, du charbon ou du nucléaire.',
      tooltip:
        'Nous regardons l’électricité que le fournisseur produit lui-même ou achète directement, et non les certificats qu’il achète en plus. Seuls 20 % de la production belge sont renouvelables.',
    },
    customer_satisfaction: {
      title: 'Satisfaction des clients',
      question: 'Quelle importance accordez-vous à un bon service client ?',
      description: 'Un service facile à joindre, des factures claires et peu de plaintes.',
      tooltip:
        'Il n’existe pas encore de chiffre public par fournisseur : le Service de Médiation de l’Énergie ne publie que des totaux. Ce paramètre compte donc autant pour chaque fournisseur sans chiffre.',
    },
    invests_in_renewable: {
      title: 'Investit dans le renouvelable',
      question: 'Quelle importance accordez-vous au fait que votre fournisseur investisse lui-même dans de nouveaux parcs éoliens et solaires ?',
      description: 'Votre argent finance une nouvelle production renouvelable.',
      tooltip:
        'Le classement vert de Greenpeace Belgique (édition 2023) pèse surtout ce que chaque fournisseur investit dans une nouvelle production renouvelable. Ce classement est notre source pour ce critère.',
    },
    belgian_ownership: {
      title: 'Actionnariat belge',
      question: 'Quelle importance accordez-vous au fait que votre fournisseur soit aux mains d’actionnaires belges ?',
      description: 'Les décisions concernant votre fournisseur sont prises en Belgique.',
      tooltip:
        '80 % des ménages ont un fournisseur contrôlé par un groupe étranger. Les bénéfices et les décisions partent alors à l’étranger.',
    },
    return_on_investment: {
      title: 'Bénéfices pour les citoyens',
      question: 'Quelle importance accordez-vous au fait que les bénéfices reviennent aux citoyens ?',
      description: 'En tant que coopérateur, vous profitez des revenus de la production d’énergie.',
      tooltip:
        'Chez 90 % des fournisseurs, les bénéfices vont à un petit groupe d’actionnaires. Dans une coopérative énergétique, vous devenez vous-même copropriétaire et vous participez aux décisions.',
    },
    tackles_energy_poverty: {
      title: 'Lutte contre la précarité énergétique',
      question: 'Quelle importance accordez-vous au fait que votre fournisseur lutte contre la précarité énergétique ?',
      description: 'Chacun doit pouvoir chauffer et éclairer son logement à un prix abordable.',
      tooltip:
        'En 2022, 1 ménage sur 5 était en situation de précarité énergétique. Certains fournisseurs aident avec des conseils, des plans de paiement et des projets d’économies d’énergie.',
    },
  },
  summary: {
    title: 'C’est presque fini !',
    text: 'Sur la base de vos réponses, nous classons les fournisseurs. Voici les paramètres pris en compte dans votre résultat :',
    parametersTitle: 'Paramètres de votre résultat',
    sourcesTitle: 'Sources',
    sourcesText:
      'Les scores des fournisseurs proviennent de sources publiques datées : le comparateur du régulateur wallon, les cartes tarifaires des fournisseurs et le classement vert de Greenpeace. Quand il n’y a pas de chiffre public, c’est indiqué.',
    goToResult: 'Voir mon résultat',
  },
  sources: {
    creg: 'CREG, régulateur fédéral de l’énergie',
    vreg: 'VREG, régulateur flamand de l’énergie',
    cwape: 'CWaPE, régulateur wallon de l’énergie',
    ombudsman: 'Service de Médiation de l’Énergie',
    greenpeace: 'Greenpeace Belgique',
  },
  privacy: {
    title: 'Votre vie privée',
    textMarkdown: `Nous demandons le moins de données possible et ne les utilisons que pour le Check Électricité.

- **Vos réponses** sont conservées de manière anonyme pour calculer votre résultat et pour mieux comprendre ce qui compte pour les gens dans le choix d’un fournisseur.
- **Votre adresse e-mail** ne vous est demandée que si vous souhaitez recevoir votre résultat par e-mail ou les nouvelles des coopératives. Nous ne l’utilisons pour rien d’autre et ne la transmettons à personne.
- Vous pouvez à tout moment retirer votre consentement et demander à consulter, corriger ou effacer vos données via [privacy@monelectricite.be](mailto:privacy@monelectricite.be).

Lisez la [déclaration de confidentialité complète](/fr/privacy).`,
    consent: 'J’ai lu la déclaration de confidentialité et je l’accepte.',
    optinProject: 'Tenez-moi informé·e des nouvelles des coopératives énergétiques.',
    mailResults: 'Envoyez-moi mon résultat par e-mail.',
    email: 'Votre adresse e-mail',
    emailPlaceholder: 'nom@exemple.be',
  },
  privacyPage: {
    title: 'Déclaration de confidentialité',
    textMarkdown: `## Qui sommes-nous ?

Le Check Électricité est une initiative de 34 coopératives énergétiques locales, réunies dans leur fédération. La fédération est responsable du traitement de vos données.

## Quelles données traitons-nous ?

- Vos réponses aux questions du Check Électricité et la langue dans laquelle vous y répondez.
- Votre adresse e-mail, uniquement si vous demandez vous-même à recevoir votre résultat par e-mail ou nos nouvelles.
- Si vous êtes arrivé·e par un partenaire, le code de ce lien partenaire.

## Pourquoi ?

Pour calculer votre résultat, vous l’envoyer si vous le demandez et, si vous le souhaitez, vous tenir informé·e. Nous utilisons les réponses anonymes pour des statistiques sur ce qui compte pour les gens.

## Combien de temps ?

Nous conservons votre adresse e-mail jusqu’à votre désinscription ou votre demande d’effacement. Les réponses anonymes sont conservées cinq ans au maximum.

## Vos droits

Vous pouvez consulter, faire corriger ou effacer vos données et retirer votre consentement via [privacy@monelectricite.be](mailto:privacy@monelectricite.be). Vous pouvez aussi introduire une plainte auprès de l’[Autorité de protection des données](https://www.autoriteprotectiondonnees.be).`,
    back: 'Retour au Check Électricité',
  },
  outro: {
    title: 'Merci !',
    subtitle: 'Nous calculons votre résultat. Vous allez être redirigé·e vers votre classement personnel.',
    parametersTitle: 'Nous tenons compte de ces sept paramètres',
    sourcesTitle: 'Avec les données de',
    redirecting: 'Ouverture de votre résultat…',
    goNow: 'Voir mon résultat maintenant',
    saveFailed: 'Vos réponses n’ont pas pu être enregistrées, mais votre résultat est prêt.',
  },
  error: {
    iconLabel: 'Attention',
    title: 'Merci pour votre réponse',
    description:
      'Vous avez indiqué que plusieurs paramètres n’étaient pas importants pour vous. Nous ne pouvons donc pas vous proposer de résultat personnalisé.',
    restart: 'Recommencer',
    methodologyTitle: 'Comment calculons-nous le résultat ?',
    methodologyMarkdown: `Chaque fournisseur reçoit, pour chaque paramètre, un score entre 0 et 1 établi à partir de sources publiques ; là où un chiffre public manque, une valeur neutre de 0,5 qui compte autant pour tous. Votre réponse détermine le poids de ce paramètre : 1 (pas important) ne compte pas, 5 (très important) compte quatre fois.

Pour chaque fournisseur, nous additionnons les scores pondérés et les divisons par le maximum (7 paramètres × 4). Chaque fournisseur obtient ainsi un pourcentage entre 0 et 100 %.

Sept paramètres comptent : le prix, la stabilité du prix, la formule variable équitable, l’origine, la source, la satisfaction des clients et les investissements dans le renouvelable. Les questions sur l’actionnariat belge, les bénéfices pour les citoyens et la précarité énergétique ne comptent pas dans le classement : elles aident les coopératives à comprendre ce qui compte pour vous.`,
  },
  methodology: {
    link: 'Comment nous calculons : méthode et sources',
    linkMarkdown: '[Comment nous calculons : méthode et sources](/fr/methodology)',
  },
  results: {
    title: 'Votre résultat',
    topMatch: 'Le fournisseur qui vous correspond le mieux',
    matchLabel: '{{percentage}} % de correspondance',
    graphLabel: '{{supplier}} correspond à {{percentage}} % à vos préférences',
    topFiveTitle: 'Votre top 5',
    rankLabel: '{{rank}}e place',
    comparisonTitle: '{{first}} et {{second}} par paramètre',
    comparisonIntro: 'Comment vos deux fournisseurs les mieux classés se situent-ils sur chaque paramètre ?',
    tabsLabel: 'Votre résultat en détail',
    tabTopFive: 'Top 5',
    tabComparison: 'Comparaison',
    tabTips: 'Conseils',
    tipsTitle: 'Conseils pour changer de fournisseur',
    shareTitle: 'Partagez votre résultat',
    share: 'Partager',
    copyLink: 'Copier le lien',
    copied: 'Lien copié',
    copyFailed: 'La copie n’a pas fonctionné. Sélectionnez le lien et copiez-le vous-même.',
    shareText: 'Voici mon résultat du Check Électricité.',
    linkLabel: 'Lien vers votre résultat',
    invalid: 'Nous n’avons pas pu lire ce résultat. Refaites le Check Électricité.',
    restart: 'Refaire le Check Électricité',
    restartHint: 'Vous voulez essayer d’autres réponses ?',
    unknownFor: 'pas de chiffre public pour {{suppliers}} — compte autant pour chaque fournisseur',
    specifiedFor: 'valeur de {{supplier}} fixée par les initiateurs, pas de chiffre public',
    unknownSummary: 'Pour {{supplier}}, il manque un chiffre public pour {{count}} des 7 paramètres. Ils comptent autant pour chaque fournisseur.',
    tuneTitle: 'Vos priorités',
    tuneIntro: 'Modifiez l’importance de chaque critère : le classement ci-dessous suit aussitôt.',
    rankingTitle: 'Tous les fournisseurs en {{region}}',
    rankingIntro: 'Chaque fournisseur de votre région, classé selon la même règle. Votre top 5 est mis en évidence.',
    topFiveBadge: 'top 5',
    announce: 'Nouvel ordre : {{list}}',
    explain: 'Voir le calcul',
    explainFor: 'pour {{supplier}}',
    explainLoading: 'Chargement du calcul…',
    explainFailed: 'Le calcul n’a pas pu être chargé.',
    explainRetry: 'Réessayer',
    explanationCaption: 'Calcul pour {{supplier}} : poids × score = points',
    columnCriterion: 'Critère',
    columnWeight: 'Poids',
    columnScore: 'Score',
    columnPoints: 'Points',
    columnFigure: 'Chiffre et source',
    weightOf: '{{importance}} sur 5 = poids {{weight}}',
    total: 'Total : {{points}} sur 28 points = {{percentage}} %',
    unknownCell: 'inconnu : pas de chiffre public ({{reason}}), score neutre de 0,5 comme pour tout fournisseur sans chiffre',
    specifiedCell: 'fixé par les initiateurs',
    compareTitle: 'Comparez deux fournisseurs',
    compareFirst: 'Premier fournisseur',
    compareSecond: 'Second fournisseur',
    compareTotal: 'Total',
    keepTitle: 'Gardez votre résultat',
    print: 'Imprimer ou enregistrer en PDF',
    printTitle: 'Check Électricité : vos priorités et le classement complet',
    calculatedOn: 'Calculé le {{date}}',
    dataDates: 'Données des fournisseurs : révisées le {{revised}}, prix de {{prices}} (version {{version}})',
    insufficientTitle: 'Trop peu pour établir un classement',
    insufficient: 'Vous avez mis quatre critères ou plus sur 1 (pas important). Nous ne donnons alors pas de classement : il reposerait sur trop peu de vos préférences. Rendez un critère plus important.',
    addressOnly: 'Ce lien ne contient que le top 5, sans vos priorités. Faites le test pour ajuster vos priorités, voir tous les fournisseurs et les comparer.',
    shareOnlyWeights: 'Le lien ne contient que vos sept priorités : aucune réponse sur vous et aucune adresse e-mail.',
    regions: { nl: 'Flandre', fr: 'Wallonie' },
  },
  tips: {
    invest:
      'Devenez copropriétaire : chez {{supplier}}, vous achetez une part et investissez dans des projets éoliens et solaires près de chez vous.',
    switch:
      'Changer de fournisseur est gratuit et simple : votre nouveau fournisseur s’occupe de tout. Il vous suffit de votre code EAN et de votre relevé de compteur.',
    compare: 'Comparez votre contrat chaque année : les prix et les formules changent souvent.',
    socialTariff: 'Vérifiez si vous avez droit au tarif social : il est aussi bas chez tous les fournisseurs.',
    saveEnergy:
      'L’électricité la moins chère est celle que vous ne consommez pas. Demandez conseil au guichet énergie de votre commune.',
    timing: 'Vous avez des panneaux solaires ? Consommez un maximum d’électricité quand le soleil brille.',
  },
};

export default fr;
