/**
 * Dutch texts of the criteria and the result: each criterion's title, the words of the importance scale, the links to
 * the methodology page, the results page and its tips. What the results and methodology pages show, so those pages
 * load these texts without the survey's (views/nl.ts); the survey loads both. The key set is the reference:
 * results/fr.ts and results/de.ts must have exactly the same keys (checked by the type `ResultsMessages` and by
 * scripts/check-i18n.mjs), and no text may also be in views/nl.ts or entry/nl.ts (each criterion's other texts are in
 * views/nl.ts: the parts are merged per criterion). Placeholders use double curly braces.
 */
const nl = {
  criteria: {
    price: {
      title: 'Prijs',
    },
    stable_price: {
      title: 'Stabiele prijs',
    },
    adjusted_formula: {
      title: 'Eerlijke variabele formule',
    },
    origin: {
      title: 'Herkomst',
    },
    source: {
      title: 'Bron',
    },
    customer_satisfaction: {
      title: 'Klanten\u00adtevredenheid',
    },
    invests_in_renewable: {
      title: 'Investeert in hernieuwbare energie',
    },
    belgian_ownership: {
      title: 'Belgische eigenaars',
    },
    return_on_investment: {
      title: 'Opbrengst voor burgers',
    },
    tackles_energy_poverty: {
      title: 'Aanpak van energiearmoede',
    },
  },
  scale: {
    low: 'Niet belangrijk',
    high: 'Heel belangrijk',
    hint: 'Kies een waarde van 1 (niet belangrijk) tot 5 (heel belangrijk).',
  },
  methodology: {
    link: 'Hoe we rekenen: methode en bronnen',
    linkMarkdown: '[Hoe we rekenen: methode en bronnen](/nl/methodology)',
  },
  results: {
    mailRefused: 'We hebben je resultaat niet gemaild: er werden kort na elkaar al te veel e-mails gevraagd. Bewaar je resultaat met de link onderaan deze pagina of druk het af.',
    mailFailed: 'We konden je resultaat niet mailen. Bewaar het met de link onderaan deze pagina of druk het af.',
    title: 'Jouw resultaat',
    topMatch: 'Deze leverancier past het best bij jou',
    matchLabel: '{{percentage}}% match',
    graphLabel: '{{supplier}} past voor {{percentage}}% bij jouw voorkeuren',
    topFiveTitle: 'Jouw top 5',
    rankLabel_one: 'Plaats {{count}}:',
    rankLabel_other: 'Plaats {{count}}:',
    comparisonTitle: '{{first}} en {{second}} per parameter',
    comparisonIntro: 'Hoe scoren je twee best passende leveranciers op elke parameter?',
    tabsLabel: 'Je resultaat in detail',
    tabTopFive: 'Top 5',
    tabComparison: 'Vergelijking',
    tabTips: 'Tips',
    tipsTitle: 'Tips om over te stappen',
    shareTitle: 'Deel je resultaat',
    share: 'Delen',
    copyLink: 'Kopieer de link',
    copied: 'Link gekopieerd',
    copyFailed: 'Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.',
    shareText: 'Dit is mijn resultaat van de Stroomcheck.',
    linkLabel: 'Link naar je resultaat',
    invalid: 'We konden dit resultaat niet lezen. Doe de Stroomcheck opnieuw.',
    restart: 'Doe de Stroomcheck opnieuw',
    restartHint: 'Wil je andere antwoorden proberen?',
    unknownFor: 'geen openbaar cijfer voor {{suppliers}} — weggelaten uit de score van die leverancier',
    specifiedFor: 'waarde van {{supplier}} vastgelegd door de initiatiefnemers, geen openbaar cijfer',
    unknownSummary: '{{supplier}}: gebaseerd op {{count}} van de 7 parameters. Parameters zonder openbaar cijfer laten we weg; de andere wegen dan naar verhouding zwaarder.',
    tuneTitle: 'Jouw gewichten',
    tuneIntro: 'Verander hoe belangrijk elke parameter voor je is: de rangschikking hieronder volgt meteen.',
    rankingTitle: 'Alle leveranciers {{where}}',
    rankingIntro: 'Elke leverancier van je regio, met dezelfde regel gerangschikt. Je top 5 is gemarkeerd.',
    rankShared: 'Gedeelde plaats {{rank}}:',
    tieNote: 'Gelijke scores delen een plaats (=). Binnen een gedeelde plaats staan de leveranciers alfabetisch: de volgorde zegt daar niets.',
    tiedFirst: 'Even goed: {{suppliers}} hebben precies dezelfde score en delen de eerste plaats (alfabetisch gerangschikt).',
    matchExplained: 'De match is het aantal punten van een leverancier (gewicht × score, per parameter) op 28, het maximum als je alle zeven parameters ‘heel belangrijk’ vindt; met jouw gewichten kan geen leverancier meer halen dan {{max}}%.',
    sureLabel: 'Hoe zeker is de eerste plaats?',
    sureNone: 'Geen enkele wijziging van één stap aan één gewicht verandert ze.',
    sureChange: 'Eén stap kan ze veranderen: met {{criterion}} op {{to}} in plaats van {{from}} komt {{suppliers}} op de eerste plaats.',
    sureChangeShared: 'Eén stap kan ze veranderen: met {{criterion}} op {{to}} in plaats van {{from}} delen {{suppliers}} de eerste plaats.',
    sureNearTie: 'Het is bijna gelijkspel: {{runnerUp}} staat minder dan 1 procentpunt achter.',
    basedOn: 'Gebaseerd op {{count}} van de 7 parameters.',
    renormalised: 'Parameters zonder openbaar cijfer zijn weggelaten; de punten van de andere tellen × {{factor}} (totaal gewicht ÷ gewicht met een cijfer).',
    notRatedTitle: 'Niet beoordeeld',
    notRatedTooFew: '{{supplier}}: een openbaar cijfer voor maar {{count}} van de 7 parameters; we rangschikken pas vanaf 4.',
    notRatedNothingWeighed: '{{supplier}}: geen openbaar cijfer voor de parameters die jij belangrijk vindt.',
    outOfDate: 'Let op: de prijzen {{where}} zijn van {{date}}, {{days}} dagen geleden (meer dan 45). De huidige prijzen kunnen anders zijn; de prijsscores volgen pas bij de volgende update.',
    householdTitle: 'Jouw verbruik',
    householdIntro: 'De prijs telt voor jouw gezin. Standaard is dat het referentiegezin van de regulators: 3.500 kWh per jaar met een enkelvoudige meter. De rangschikking volgt meteen.',
    kwhLabel: 'Jaarverbruik in kWh',
    kwhInvalid: 'Geef een heel getal van {{min}} tot {{max}} kWh.',
    meterLabel: 'Meter',
    meterSingle: 'enkelvoudige meter',
    meterDayNight: 'dag- en nachtmeter',
    householdPriceUnknown: 'Voor dit verbruik of deze meter geven de gegevens geen prijs voor: {{suppliers}}. Hun prijs laten we weg uit hun score.',
    printHousehold: 'Verbruik: {{kwh}} kWh per jaar, {{meter}}',
    topFiveBadge: 'top 5',
    announce: 'Nieuwe volgorde: {{list}}',
    explain: 'Bekijk de berekening',
    explainFor: 'voor {{supplier}}',
    explainLoading: 'De berekening wordt geladen…',
    explainFailed: 'De berekening kon niet geladen worden.',
    explainRetry: 'Opnieuw proberen',
    explanationCaption: 'Berekening voor {{supplier}}: gewicht × score = punten',
    columnCriterion: 'Parameter',
    columnWeight: 'Gewicht',
    columnScore: 'Score',
    columnPoints: 'Punten',
    columnFigure: 'Cijfer en bron',
    weightOf: '{{importance}} van 5 = gewicht {{weight}}',
    total: 'Totaal: {{points}} van 28 punten = {{percentage}}%',
    unknownCell: 'onbekend: geen openbaar cijfer ({{reason}}); weggelaten, 0 punten, de andere parameters wegen naar verhouding zwaarder',
    specifiedCell: 'vastgelegd door de initiatiefnemers',
    compareTitle: 'Vergelijk twee leveranciers',
    compareFirst: 'Eerste leverancier',
    compareSecond: 'Tweede leverancier',
    compareTotal: 'Totaal:',
    keepTitle: 'Bewaar je resultaat',
    print: 'Druk af of bewaar als pdf',
    printTitle: 'Stroomcheck: jouw gewichten en de volledige rangschikking',
    calculatedOn: 'Berekend op {{date}}',
    dataDates: 'Gegevens van de leveranciers: herzien op {{revised}}, prijzen van {{prices}} (versie {{version}})',
    insufficientTitle: 'Te weinig om te rangschikken',
    insufficient: 'Je hebt vier of meer parameters op 1 (niet belangrijk) gezet. Dan geven we geen rangschikking: die zou op te weinig van jouw voorkeuren steunen. Maak een parameter belangrijker.',
    addressOnly: 'Deze link bevat alleen de top 5, zonder gewichten. Doe de Stroomcheck om je gewichten aan te passen, alle leveranciers te zien en ze te vergelijken.',
    shareOnlyWeights: 'De link bevat alleen je zeven gewichten: geen antwoorden over jou en geen e-mailadres.',
    regions: { flanders: 'Vlaanderen', wallonia: 'Wallonië', brussels: 'Brussel' },
    regionsIn: { flanders: 'in Vlaanderen', wallonia: 'in Wallonië', brussels: 'in Brussel' },
    regionTitle: 'Jouw regio',
    regionShown: 'Gerangschikt voor de leveranciers die aan gezinnen {{where}} leveren.',
    regionFromLanguage: 'Gerangschikt voor {{region}}, op basis van je taal: je gaf geen postcode. Woon je elders? Wijzig je regio hieronder.',
    regionLabel: 'Regio',
    regionHint: 'Elke regio heeft haar eigen leveranciers en prijzen. Een andere regio rangschikt meteen opnieuw.',
    absentTitle: 'Een leverancier niet in de lijst? Wie niet {{where}} levert',
    absentItem: '{{supplier}} levert niet aan gezinnen {{where}} (wel in: {{regions}}) en wordt hier dus niet gerangschikt.',
  },
  tips: {
    invest:
      'Word mede-eigenaar: bij {{supplier}} koop je een aandeel en investeer je mee in wind- en zonneprojecten in je buurt.',
    switch:
      'Overstappen is gratis en eenvoudig: je nieuwe leverancier regelt alles. Je hebt enkel je EAN-code en meterstand nodig.',
    compare: 'Vergelijk je contract elk jaar opnieuw: prijzen en formules veranderen vaak.',
    socialTariff: 'Check of je recht hebt op het sociaal tarief: dat is bij elke leverancier even laag.',
    saveEnergy: 'De goedkoopste stroom is de stroom die je niet verbruikt. Vraag een gratis energiescan aan bij je gemeente.',
    timing: 'Heb je zonnepanelen? Verbruik zoveel mogelijk stroom wanneer de zon schijnt.',
  },
};

export default nl;

/** The shape every language must have: the same keys as these Dutch texts, all strings. */
export type ResultsMessages = typeof nl;
