import type { ResultsMessages } from './nl.js';

/** French texts of the criteria and the result (same keys as results/nl.ts). */
const fr: ResultsMessages = {
  criteria: {
    price: {
      title: 'Prix',
    },
    stable_price: {
      title: 'Prix stable',
    },
    adjusted_formula: {
      title: 'Formule variable équitable',
    },
    origin: {
      title: 'Origine',
    },
    source: {
      title: 'Source',
    },
    customer_satisfaction: {
      title: 'Satisfaction des clients',
    },
    invests_in_renewable: {
      title: 'Investit dans le renouvelable',
    },
    belgian_ownership: {
      title: 'Actionnariat belge',
    },
    return_on_investment: {
      title: 'Bénéfices pour les citoyens',
    },
    tackles_energy_poverty: {
      title: 'Lutte contre la précarité énergétique',
    },
  },
  scale: {
    low: 'Pas important',
    high: 'Très important',
    hint: 'Choisissez une valeur de 1 (pas important) à 5 (très important).',
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
