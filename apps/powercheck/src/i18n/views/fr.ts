import type { ViewMessages } from './nl.js';

/** French texts of the views that load on demand (same keys as views/nl.ts). */
const fr: ViewMessages = {
  survey: {
    resuming: 'Chargement de vos réponses…',
    continueTitle: 'Reprendre là où vous en étiez\u202f?',
    continueText: 'Un Check Électricité non terminé est gardé sur cet appareil. Vous en étiez à la page «\u202f{{page}}\u202f».',
    continueButton: 'Reprendre là où j’en étais',
    startOverButton: 'Recommencer',
    startOverHint: 'Recommencer efface de cet appareil les réponses gardées.',
  },
  progress: {
    label: 'Question {{current}} sur {{total}}',
  },
  tooltip: {
    open: 'En savoir plus : {{topic}}',
    close: 'Fermer l’explication',
  },
  profile: {
    aboutTitle: 'À propos de vous',
    optionalNote:
      'Ces questions sont facultatives et ne comptent pas dans votre résultat. Elles aident les coopératives à comprendre qui répond au test. Vous pouvez passer avec « Suivant ».',
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
    cooperativeTitle: 'Êtes-vous membre d’une coopérative énergétique ?',
    cooperative: 'Je suis membre de',
    cooperativeOther: 'Une autre coopérative',
  },
  criteria: {
    notInRanking:
      'Cette question ne compte pas dans le classement : votre résultat repose sur les sept paramètres que vous verrez dans le récapitulatif. Votre réponse aide les coopératives à comprendre ce qui compte pour les gens.',
    price: {
      question: 'Quelle importance accordez-vous à un prix bas ?',
      description: 'Ce que vous payez par an pour votre électricité : le prix de l’énergie et la redevance fixe.',
      tooltip:
        'Nous comparons ce que paie un ménage moyen par an avec la formule la plus avantageuse de chaque fournisseur, comme le font les comparateurs des régulateurs. Les frais de réseau et les taxes sont les mêmes pour tous et ne sont donc pas pris en compte.',
    },
    stable_price: {
      question: 'Quelle importance accordez-vous à un prix qui n’augmente pas brusquement ?',
      description: 'Un prix fixe ou un fournisseur qui répercute peu les hausses soudaines.',
      tooltip:
        'Les fournisseurs qui proposent un contrat à prix fixe dans votre région obtiennent un meilleur score.',
    },
    adjusted_formula: {
      question: 'Quelle importance accordez-vous à un prix variable qui suit le marché sans grosse marge ?',
      description: 'Une formule variable qui suit l’indice du marché avec une petite marge.',
      tooltip:
        'Un prix variable suit chaque mois un indice de marché, auquel le fournisseur ajoute une marge. Nous comparons cette marge pour la formule variable la moins chère de chaque fournisseur : plus elle est petite, mieux c’est.',
    },
    origin: {
      question: 'Quelle importance accordez-vous à une électricité produite en Belgique ?',
      description: 'De l’électricité produite par des installations belges, et pas seulement verte sur le papier.',
      tooltip:
        'Grâce aux garanties d’origine achetées à l’étranger, de l’électricité grise peut devenir verte sur le papier. 63 % des Flamands ont un contrat vert, alors que seuls 20 % de la production belge sont renouvelables.',
    },
    source: {
      question: 'Quelle importance accordez-vous à une électricité issue de sources renouvelables ?',
      description: 'De l’électricité solaire, éolienne, hydraulique ou issue de biomasse plutôt que du gaz, du charbon ou du nucléaire.',
      tooltip:
        'Nous regardons l’électricité que le fournisseur produit lui-même ou achète directement, et non les certificats qu’il achète en plus. Seuls 20 % de la production belge sont renouvelables.',
    },
    customer_satisfaction: {
      question: 'Quelle importance accordez-vous à un bon service client ?',
      description: 'Un service facile à joindre, des factures claires et peu de plaintes.',
      tooltip:
        'Il n’existe pas encore de chiffre public par fournisseur : le Service de Médiation de l’Énergie ne publie que des totaux. Ce paramètre compte donc autant pour chaque fournisseur sans chiffre.',
    },
    invests_in_renewable: {
      question: 'Quelle importance accordez-vous au fait que votre fournisseur investisse lui-même dans de nouveaux parcs éoliens et solaires ?',
      description: 'Votre argent finance une nouvelle production renouvelable.',
      tooltip:
        'Le classement vert de Greenpeace Belgique (édition 2023) pèse surtout ce que chaque fournisseur investit dans une nouvelle production renouvelable. Ce classement est notre source pour ce critère.',
    },
    belgian_ownership: {
      question: 'Quelle importance accordez-vous au fait que votre fournisseur soit aux mains d’actionnaires belges ?',
      description: 'Les décisions concernant votre fournisseur sont prises en Belgique.',
      tooltip:
        '80 % des ménages ont un fournisseur contrôlé par un groupe étranger. Les bénéfices et les décisions partent alors à l’étranger.',
    },
    return_on_investment: {
      question: 'Quelle importance accordez-vous au fait que les bénéfices reviennent aux citoyens ?',
      description: 'En tant que coopérateur, vous profitez des revenus de la production d’énergie.',
      tooltip:
        'Chez 90 % des fournisseurs, les bénéfices vont à un petit groupe d’actionnaires. Dans une coopérative énergétique, vous devenez vous-même copropriétaire et vous participez aux décisions.',
    },
    tackles_energy_poverty: {
      question: 'Quelle importance accordez-vous au fait que votre fournisseur lutte contre la précarité énergétique ?',
      description: 'Chacun doit pouvoir chauffer et éclairer son logement à un prix abordable.',
      tooltip:
        'En 2022, 1 ménage sur 5 était en situation de précarité énergétique. Certains fournisseurs aident avec des conseils, des plans de paiement et des projets d’économies d’énergie.',
    },
  },
  summary: {
    title: 'C’est presque fini !',
    text: 'Sur la base de vos réponses, nous classons les fournisseurs. Voici les paramètres pris en compte dans votre résultat :',
    parametersTitle: 'Paramètres de votre résultat',
    sourcesTitle: 'Sources',
    sourcesText:
      'Les scores des fournisseurs proviennent de sources publiques datées : le comparateur du régulateur wallon, les cartes tarifaires des fournisseurs et le classement vert de Greenpeace. Quand il n’y a pas de chiffre public, c’est indiqué.',
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
    textMarkdown: `## Qui sommes-nous\u202f?

Le Check Électricité est une initiative de 34 coopératives énergétiques locales, réunies dans leur fédération. La fédération est responsable du traitement de vos données.

## Quelles données traitons-nous\u202f?

- Vos réponses aux questions du Check Électricité et la langue dans laquelle vous y répondez.
- Votre adresse e-mail, uniquement si vous demandez vous-même à recevoir votre résultat par e-mail ou nos nouvelles.
- Si vous êtes arrivé·e par un partenaire, le code de ce lien partenaire.

## Pourquoi\u202f?

Pour calculer votre résultat, vous l’envoyer si vous le demandez et, si vous le souhaitez, vous tenir informé·e. Nous utilisons les réponses anonymes pour des statistiques sur ce qui compte pour les gens.

## Combien de temps\u202f?

Nous conservons votre adresse e-mail jusqu’à votre désinscription ou votre demande d’effacement. Les réponses anonymes sont conservées cinq ans au maximum.

## Que reste-t-il sur cet appareil\u202f?

Tant que vous remplissez le Check Électricité, ce navigateur garde le numéro de vos réponses, la clé qui permet de les relire et la page où vous êtes, pour que vous ne perdiez rien en rechargeant la page. Vos réponses elles-mêmes ne sont pas sur l’appareil. Tout est effacé dès que vous terminez le Check Électricité ou choisissez de recommencer\u202f; un Check Électricité non terminé est oublié après 7 jours. Si vous rouvrez le Check Électricité après plus de 20 minutes, nous vous demandons d’abord si vous voulez reprendre là où vous en étiez ou recommencer\u202f: ainsi, la personne qui utilise l’appareil après vous ne voit pas vos réponses.

## Vos droits

Vous pouvez consulter, faire corriger ou effacer vos données et retirer votre consentement via [privacy@monelectricite.be](mailto:privacy@monelectricite.be). Vous pouvez aussi introduire une plainte auprès de l’[Autorité de protection des données](https://www.autoriteprotectiondonnees.be).`,
    back: 'Retour au Check Électricité',
  },
  outro: {
    readyTitle: 'Votre classement est prêt.',
    openAgain: 'Rouvrir mon classement',
    title: 'Merci !',
    subtitle: 'Nous calculons votre résultat. Vous allez être redirigé·e vers votre classement personnel.',
    parametersTitle: 'Nous tenons compte de ces sept paramètres',
    sourcesTitle: 'Avec les données de',
    redirecting: 'Ouverture de votre résultat…',
    goNow: 'Voir mon résultat maintenant',
  },
  error: {
    iconLabel: 'Attention',
    title: 'Merci pour votre réponse',
    description:
      'Vous avez indiqué que plusieurs paramètres n’étaient pas importants pour vous. Nous ne pouvons donc pas vous proposer de résultat personnalisé.',
    restart: 'Recommencer',
    methodologyTitle: 'Comment calculons-nous le résultat ?',
    methodologyMarkdown: `Chaque fournisseur reçoit, pour chaque paramètre, un score entre 0 et 1 établi à partir de sources publiques\u202f; là où un chiffre public manque, une valeur neutre de 0,5 qui compte autant pour tous. Votre réponse détermine le poids de ce paramètre\u202f: 1 (pas important) ne compte pas, 5 (très important) compte quatre fois.

Pour chaque fournisseur, nous additionnons les scores pondérés et les divisons par le maximum (7 paramètres × 4). Chaque fournisseur obtient ainsi un pourcentage entre 0 et 100 %.

Sept paramètres comptent\u202f: le prix, la stabilité du prix, la formule variable équitable, l’origine, la source, la satisfaction des clients et les investissements dans le renouvelable. Les questions sur l’actionnariat belge, les bénéfices pour les citoyens et la précarité énergétique ne comptent pas dans le classement\u202f: elles aident les coopératives à comprendre ce qui compte pour vous.`,
  },
};

export default fr;
