import type { ResultsMessages } from './nl.js';

/** German texts of the criteria and the result (same keys as results/nl.ts). */
const de: ResultsMessages = {
  criteria: {
    price: {
      title: 'Preis',
    },
    stable_price: {
      title: 'Stabiler Preis',
    },
    adjusted_formula: {
      title: 'Fairer variabler Tarif',
    },
    origin: {
      title: 'Herkunft',
    },
    source: {
      title: 'Quelle',
    },
    customer_satisfaction: {
      title: 'Kunden\u00adzufriedenheit',
    },
    invests_in_renewable: {
      title: 'Investiert in erneuerbare Energie',
    },
    belgian_ownership: {
      title: 'Belgische Eigentümer',
    },
    return_on_investment: {
      title: 'Gewinn für die Bürger',
    },
    tackles_energy_poverty: {
      title: 'Kampf gegen Energiearmut',
    },
  },
  scale: {
    low: 'Nicht wichtig',
    high: 'Sehr wichtig',
    hint: 'Wählen Sie einen Wert von 1 (nicht wichtig) bis 5 (sehr wichtig).',
  },
  methodology: {
    link: 'So rechnen wir: Methode und Quellen',
    linkMarkdown: '[So rechnen wir: Methode und Quellen](/de/methodology)',
  },
  results: {
    title: 'Ihr Ergebnis',
    topMatch: 'Dieser Anbieter passt am besten zu Ihnen',
    matchLabel: '{{percentage}} % Übereinstimmung',
    graphLabel: '{{supplier}} passt zu {{percentage}} % zu Ihren Vorlieben',
    topFiveTitle: 'Ihre Top 5',
    rankLabel: 'Platz {{rank}}',
    comparisonTitle: '{{first}} und {{second}} je Parameter',
    comparisonIntro: 'Wie schneiden Ihre zwei am besten passenden Anbieter bei jedem Parameter ab?',
    tabsLabel: 'Ihr Ergebnis im Detail',
    tabTopFive: 'Top 5',
    tabComparison: 'Vergleich',
    tabTips: 'Tipps',
    tipsTitle: 'Tipps für den Wechsel',
    shareTitle: 'Teilen Sie Ihr Ergebnis',
    share: 'Teilen',
    copyLink: 'Link kopieren',
    copied: 'Link kopiert',
    copyFailed: 'Das Kopieren hat nicht geklappt. Markieren Sie den Link und kopieren Sie ihn selbst.',
    shareText: 'Das ist mein Ergebnis beim Stromcheck.',
    linkLabel: 'Link zu Ihrem Ergebnis',
    invalid: 'Wir konnten dieses Ergebnis nicht lesen. Machen Sie den Stromcheck bitte noch einmal.',
    restart: 'Stromcheck noch einmal machen',
    restartHint: 'Möchten Sie andere Antworten ausprobieren?',
    unknownFor: 'keine öffentliche Zahl für {{suppliers}} — zählt für jeden Anbieter gleich',
    specifiedFor: 'Wert von {{supplier}} von den Initiatoren festgelegt, keine öffentliche Zahl',
    unknownSummary: 'Für {{supplier}} fehlt bei {{count}} der 7 Parameter eine öffentliche Zahl. Sie zählen für jeden Anbieter gleich.',
    tuneTitle: 'Ihre Gewichtung',
    tuneIntro: 'Ändern Sie, wie wichtig Ihnen jedes Kriterium ist: Die Rangliste unten folgt sofort.',
    rankingTitle: 'Alle Anbieter in {{region}}',
    rankingIntro: 'Jeder Anbieter Ihrer Region, nach derselben Regel geordnet. Ihre Top 5 sind hervorgehoben.',
    topFiveBadge: 'Top 5',
    announce: 'Neue Reihenfolge: {{list}}',
    explain: 'Berechnung ansehen',
    explainFor: 'für {{supplier}}',
    explainLoading: 'Die Berechnung wird geladen …',
    explainFailed: 'Die Berechnung konnte nicht geladen werden.',
    explainRetry: 'Erneut versuchen',
    explanationCaption: 'Berechnung für {{supplier}}: Gewicht × Wert = Punkte',
    columnCriterion: 'Kriterium',
    columnWeight: 'Gewicht',
    columnScore: 'Wert',
    columnPoints: 'Punkte',
    columnFigure: 'Zahl und Quelle',
    weightOf: '{{importance}} von 5 = Gewicht {{weight}}',
    total: 'Gesamt: {{points}} von 28 Punkten = {{percentage}} %',
    unknownCell: 'unbekannt: keine öffentliche Zahl ({{reason}}), neutraler Wert 0,5 wie für jeden Anbieter ohne Zahl',
    specifiedCell: 'von den Initiatoren festgelegt',
    compareTitle: 'Zwei Anbieter vergleichen',
    compareFirst: 'Erster Anbieter',
    compareSecond: 'Zweiter Anbieter',
    compareTotal: 'Gesamt',
    keepTitle: 'Ergebnis aufbewahren',
    print: 'Drucken oder als PDF speichern',
    printTitle: 'Stromcheck: Ihre Gewichtung und die vollständige Rangliste',
    calculatedOn: 'Berechnet am {{date}}',
    dataDates: 'Anbieterdaten: überarbeitet am {{revised}}, Preise von {{prices}} (Version {{version}})',
    insufficientTitle: 'Zu wenig für eine Rangliste',
    insufficient: 'Sie haben vier oder mehr Kriterien auf 1 (nicht wichtig) gesetzt. Dann erstellen wir keine Rangliste: Sie würde auf zu wenigen Ihrer Vorlieben beruhen. Machen Sie ein Kriterium wichtiger.',
    addressOnly: 'Dieser Link enthält nur die Top 5, ohne Gewichtung. Machen Sie den Stromcheck, um Ihre Gewichtung anzupassen, alle Anbieter zu sehen und sie zu vergleichen.',
    shareOnlyWeights: 'Der Link enthält nur Ihre sieben Gewichte: keine Antworten über Sie und keine E-Mail-Adresse.',
    regions: { nl: 'Flandern', fr: 'der Wallonie' },
  },
  tips: {
    invest:
      'Werden Sie Miteigentümer: Bei {{supplier}} kaufen Sie einen Anteil und investieren in Wind- und Solarprojekte in Ihrer Nähe.',
    switch:
      'Der Wechsel ist kostenlos und einfach: Ihr neuer Anbieter erledigt alles. Sie brauchen nur Ihren EAN-Code und Ihren Zählerstand.',
    compare: 'Vergleichen Sie Ihren Vertrag jedes Jahr neu: Preise und Tarife ändern sich oft.',
    socialTariff: 'Prüfen Sie, ob Sie Anrecht auf den Sozialtarif haben: Er ist bei allen Anbietern gleich niedrig.',
    saveEnergy:
      'Der günstigste Strom ist der, den Sie nicht verbrauchen. Lassen Sie sich bei der Energieberatung Ihrer Gemeinde beraten.',
    timing: 'Sie haben Solarmodule? Verbrauchen Sie möglichst viel Strom, wenn die Sonne scheint.',
  },
};

export default de;
