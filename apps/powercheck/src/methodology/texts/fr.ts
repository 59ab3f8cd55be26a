import type { MethodologyTexts } from './types.js';

const fr: MethodologyTexts = {
  title: 'Comment le Check Électricité calcule',
  intro:
    'Cette page explique comment votre résultat est obtenu : ce que mesure chaque paramètre, avec quelle formule, d\'après quelle source et de quelle date, et quels chiffres manquent.',
  computation: [
    'Votre réponse à chaque question devient un poids : 1 (pas important) ne compte pas, 5 (très important) compte quatre fois.',
    'Chaque fournisseur a, pour chaque paramètre, un score entre 0 et 1. Pour chaque fournisseur, nous additionnons poids × score sur les sept paramètres et divisons par le maximum (7 × 4 = 28). Cela donne le pourcentage. La règle est la même pour tous les fournisseurs.',
    'Si vous jugez quatre paramètres ou plus « pas importants », nous ne donnons pas de résultat personnel : trois paramètres au plus décideraient alors de tout le classement.',
    'Des scores égaux sont égaux : les fournisseurs avec exactement la même somme pondérée partagent une place (=2, =2, puis 4). Au sein d\'une place partagée, ils sont classés par ordre alphabétique ; cet ordre ne dit rien.',
    'Le prix compte pour votre ménage. Par défaut, c\'est le ménage de référence des régulateurs (3 500 kWh par an, compteur simple) ; sur la page de résultat, vous pouvez choisir votre consommation annuelle et votre compteur. Le prix annuel de chaque produit est redevance fixe + (prix de l\'énergie + coûts des certificats verts et de cogénération du fournisseur) × kWh ÷ 100, TVA comprise ; avec un compteur bihoraire, 3 600 kWh sur 7 500 comptent au tarif de jour, comme dans les comparateurs des régulateurs. Si les données ne donnent pas de prix pour votre consommation ou votre compteur (un total seulement, ou pas de prix jour et nuit), nous laissons de côté le prix de ce fournisseur.',
    'Votre première place est-elle sûre ? Sur la page de résultats, nous essayons chaque changement d’un poids d’un cran (par exemple le prix à 4 au lieu de 5) et nous classons à nouveau. Si l’un d’eux change la première place, nous le nommons ; si aucun ne la change, nous le disons. Un cran qui mènerait à quatre « pas important » ou plus ne compte pas (il n’y aurait plus de classement). Si le deuxième est à moins d’un point de pourcentage, nous parlons de quasi-égalité : les pourcentages sont arrondis et les chiffres qui les fondent ne sont pas plus précis.',
  ],
  dataVersion: (version, prices) =>
    `Version des données\u202f: ${version}. Prix de ${prices.wallonia} (Wallonie), de ${prices.brussels} (Bruxelles) et de ${prices.flanders} (Flandre). Chaque résultat enregistré mentionne cette version.`,
  independenceTitle: 'Qui fait cette comparaison ?',
  independence: [
    'Le Check Électricité est réalisé par la fédération de 34 coopératives énergétiques locales. Ecopower et Cociter, deux fournisseurs de la comparaison, sont comme ces coopératives des coopératives citoyennes. C\'est pourquoi nous publions tout : chaque fournisseur de votre région figure dans le classement, tous sont classés selon la même règle, décrite ici, et chaque chiffre vient d\'une source publique datée ou est indiqué explicitement comme « pas de chiffre public ».',
    'Les scores d\'Ecopower sont fixés par les initiateurs du Check Électricité. Là où les chiffres publics disent autre chose ou manquent, c\'est indiqué ci-dessous.',
    'Pour comparer les prix chez le régulateur lui-même, utilisez CompaCWaPE de la CWaPE (Wallonie), BruSim de Brugel (Bruxelles) ou le V-test de la VREG (Flandre).',
  ],
  criteriaTitle: 'Les sept paramètres',
  definitions: {
    price:
      'Ce que paie un ménage de 3 500 kWh par an (compteur simple) pour la part du fournisseur, avec sa formule ordinaire la moins chère dans votre région : énergie, redevance annuelle et coûts des certificats verts et de cogénération du fournisseur (dans chaque région), TVA comprise. Les frais de réseau et les taxes sont les mêmes pour tous et ne comptent pas ; les promotions, achats groupés, formules prépayées et dynamiques non plus.',
    stable_price: 'Si le fournisseur propose aux ménages de votre région un contrat à prix fixe.',
    adjusted_formula:
      'À quel point le prix variable reste proche du prix du marché : ce que la formule variable ordinaire la moins chère du fournisseur ajoute à l\'indice de marché pour un indice de 150 €/MWh, en c€/kWh hors TVA.',
    origin:
      'Le classement vert de Greenpeace Belgique : un score sur 20 par fournisseur, qui pèse surtout les investissements dans de nouvelles productions (45 %) et la production propre ou les achats directs (35 %). Le même score compte pour l\'origine, la source et les investissements : les sous-scores publics n\'ont pas été trouvés.',
    source:
      'Le même score sur 20 de Greenpeace Belgique, qui pèse aussi le mix livré (10 %). Comme presque tous les contrats sont « verts », le mix lui-même distingue à peine les fournisseurs.',
    customer_satisfaction:
      'Visé : le nombre de plaintes pour 5 000 clients (la mesure du Servicecheck de la VREG). Le Service de médiation de l\'énergie ne publie que des totaux (13 028 plaintes en 2024) et indique que la part de chaque fournisseur suit en grande partie sa part de marché. Il n\'y a donc pas de chiffre par fournisseur.',
    invests_in_renewable:
      'Le même score sur 20 de Greenpeace Belgique, où les investissements dans de nouvelles productions renouvelables pèsent le plus (45 %).',
  },
  formulas: {
    price: 'score = 1 − (coût ÷ coût le moins cher de la région − 1) ÷ 0,25, borné entre 0 et 1 : le moins cher obtient 1, celui qui est 25 % plus cher ou davantage 0.',
    markup: 'score = 1 − (marge − marge la plus basse de la région) ÷ 3,75 c€/kWh, borné entre 0 et 1 (3,75 c€/kWh, c\'est 25 % de l\'indice de 15 c€/kWh).',
    'fixed-offer': 'score = 1 s\'il existe un contrat à prix fixe, sinon 0.',
    'green-ranking': 'score = points ÷ 20.',
    complaints: 'score = 1 − (plaintes ÷ nombre de plaintes le plus bas − 1), borné entre 0 et 1 (pour quand des chiffres existeront).',
  },
  formulaLabel: 'Formule',
  sourcesLabel: 'Sources',
  neutral:
    'Pas de chiffre public : nous laissons ce paramètre hors du score de ce fournisseur, et les poids de ses autres paramètres sont relevés en proportion (× poids total ÷ poids avec un chiffre). Une inconnue ne compte donc jamais comme une valeur inventée, bonne ou mauvaise ; chaque fournisseur indique sur combien des 7 paramètres repose son score. Un fournisseur qui a un chiffre pour moins de 4 des 7 paramètres, ou aucun pour ce qui compte pour vous, n\'est pas classé : il figure à part comme « non évalué », avec la raison. Nous ne complétons jamais par une estimation.',
  sourceName: (id, source) => {
    if (id.startsWith('brugel-')) return `BruSim, le comparateur du régulateur bruxellois Brugel (simulations du ${source.published}, 3 500 kWh)`;
    if (id.startsWith('cwape-')) return `CompaCWaPE, le comparateur du régulateur wallon CWaPE (simulations du ${source.published}, 3 500 kWh)`;
    if (id.startsWith('tariff-cards-flanders')) return 'Les cartes tarifaires des fournisseurs pour la Flandre, formules variables recalculées avec l\'indice d\'octobre 2026';
    if (id.startsWith('greenpeace-')) return `Classement vert de Greenpeace Belgique, édition ${source.published}`;
    if (id.startsWith('ombudsman-')) return 'Service de médiation de l\'énergie, chiffres annuels des plaintes';
    return source.title;
  },
  publishedRetrieved: (published, retrieved) => `données\u202f: ${published}\u202f; consultées\u202f: ${retrieved}`,
  tablesTitle: 'Les chiffres par région',
  tablesIntro: 'Par fournisseur : le chiffre de la source et le score (0 à 100) qui en découle.',
  regions: { flanders: 'Flandre', wallonia: 'Wallonie', brussels: 'Bruxelles' },
  outOfDate: (region, date, days) => `Attention\u202f: les prix pour la région ${region} datent du ${date}, il y a ${days} jours (plus de 45 jours). Les prix actuels peuvent être différents.`,
  regionIntro: {
    flanders: 'Les fournisseurs qui livrent les ménages en Flandre. Votre région suit votre code postal ; sans code postal, votre langue (néerlandais : Flandre).',
    wallonia: 'Les fournisseurs qui livrent les ménages en Wallonie (le comparateur CompaCWaPE). Sans code postal, ce tableau vaut pour le français et l\'allemand.',
    brussels: 'Les fournisseurs qui livrent les ménages à Bruxelles et que le Check Électricité connaît, selon le comparateur bruxellois BruSim de Brugel : Bolt, ENGIE, Luminus, Mega et TotalEnergies. Ecopower, Eneco, OCTA+, Cociter et les autres fournisseurs n\'y figurent pas et ne sont pas classés à Bruxelles.',
  },
  columns: {
    supplier: 'Fournisseur',
    price: 'Prix par an',
    fixedOffer: 'Prix fixe',
    markup: 'Marge variable',
    greenRanking: 'Greenpeace (sur 20)',
    complaints: 'Plaintes',
  },
  yes: 'oui',
  no: 'non',
  score: (percentage) => `score ${percentage}`,
  unknownCell: 'pas de chiffre public',
  olderEdition: (year) => `édition plus ancienne\u202f: ${year}`,
  specifiedCell: 'fixé par les initiateurs',
  unknownTitle: 'Cellules sans chiffre public',
  unknownIntro: 'Ces cellules sont laissées hors du score du fournisseur (ses autres paramètres pèsent alors plus) :',
  unknownReasons: {
    'not-listed': 'absent de la source pour cette région',
    'index-not-published': 'le prix variable suit un indice propre, non publié',
    'not-read': 'pas encore repris de la source',
    'score-not-found': 'score introuvable dans le classement',
    'no-per-supplier-figure': 'pas de chiffre public par fournisseur',
    'not-reproducible': 'la source ne donne pas de chiffre recalculable pour ce mois',
  },
  specificationTitle: 'Là où la ligne fixée d\'Ecopower diffère des chiffres',
  specificationIntro: 'La ligne d\'Ecopower est fixée : 1 pour le prix, l\'origine, la source, la satisfaction et les investissements, 0 pour le prix fixe et la marge. Ce que donneraient les chiffres publics seuls :',
  specificationRow: (criterion, specified, data) =>
    `${criterion}\u202f: fixé ${specified}\u202f; ${data === null ? 'pas de chiffre public' : `les chiffres donnent ${data}`}.`,
  back: 'Retour au Check Électricité',
};

export default fr;
