import type { MethodologyTexts } from './types.js';

const de: MethodologyTexts = {
  title: 'Wie der Stromcheck rechnet',
  intro:
    'Auf dieser Seite steht, wie Ihr Ergebnis zustande kommt: was jeder Parameter misst, mit welcher Formel, nach welcher Quelle und mit welchem Stand, und welche Zahlen fehlen.',
  computation: [
    'Ihre Antwort auf jede Frage wird ein Gewicht: 1 (nicht wichtig) zählt nicht, 5 (sehr wichtig) zählt vierfach.',
    'Jeder Anbieter hat je Parameter eine Bewertung zwischen 0 und 1. Je Anbieter addieren wir Gewicht × Bewertung über die sieben Parameter und teilen durch das Maximum (7 × 4 = 28). Das ergibt den Prozentsatz. Die Regel ist für jeden Anbieter gleich.',
    'Stufen Sie vier oder mehr Parameter als „nicht wichtig“ ein, geben wir kein persönliches Ergebnis: Dann würden höchstens drei Parameter die ganze Rangfolge bestimmen.',
    'Gleiche Bewertungen sind gleich: Anbieter mit genau derselben gewichteten Summe teilen sich einen Platz (=2, =2, dann 4). Innerhalb eines geteilten Platzes stehen sie alphabetisch; diese Reihenfolge sagt nichts.',
    'Der Preis gilt für Ihren Haushalt. Voreingestellt ist der Referenzhaushalt der Regulierer (3.500 kWh im Jahr, Einfachtarifzähler); auf der Ergebnisseite können Sie Ihren Jahresverbrauch und Ihren Zähler wählen. Der Jahrespreis jedes Produkts ist feste Gebühr + (Energiepreis + Kosten des Anbieters für grüne Zertifikate und Kraft-Wärme-Kopplung) × kWh ÷ 100, MwSt. inbegriffen; mit einem Zweitarifzähler zählen 3.600 von 7.500 kWh zum Tagtarif, wie in den Preisvergleichen der Regulierer. Geben die Daten für Ihren Verbrauch oder Zähler keinen Preis (nur eine Summe oder keine Tag- und Nachtpreise), lassen wir den Preis dieses Anbieters weg.',
    'Wie sicher ist Ihr erster Platz? Auf der Ergebnisseite probieren wir jede Änderung eines Gewichts um eine Stufe (zum Beispiel Preis auf 4 statt 5) und ordnen neu. Ändert eine davon den ersten Platz, nennen wir sie; ändert keine ihn, sagen wir das. Eine Stufe, die zu vier oder mehr „nicht wichtig“ führt, zählt nicht (dann gibt es keine Rangliste). Liegt der Zweite weniger als einen Prozentpunkt zurück, sprechen wir von einem Beinahe-Gleichstand: Die Prozentwerte sind gerundet, und die Zahlen dahinter sind nicht genauer.',
  ],
  dataVersion: (version, prices) =>
    `Datenstand: ${version}. Preise vom ${prices.wallonia} (Wallonien), ${prices.brussels} (Brüssel) und ${prices.flanders} (Flandern). Jedes gespeicherte Ergebnis nennt diesen Stand.`,
  independenceTitle: 'Wer erstellt diesen Vergleich?',
  independence: [
    'Der Stromcheck wird vom Verband von 34 lokalen Energiegenossenschaften erstellt. Ecopower und Cociter, zwei Anbieter im Vergleich, sind wie diese Genossenschaften Bürgergenossenschaften. Deshalb legen wir alles offen: Jeder Anbieter Ihrer Region steht in der Rangfolge, alle werden nach derselben, hier beschriebenen Regel eingeordnet, und jede Zahl stammt aus einer öffentlichen Quelle mit Datum oder ist ausdrücklich als „keine öffentliche Zahl“ markiert.',
    'Die Bewertungen von Ecopower sind von den Initiatoren des Stromchecks festgelegt. Wo die öffentlichen Zahlen etwas anderes sagen oder fehlen, steht das unten.',
    'Preise beim Regulierer selbst vergleichen: CompaCWaPE der CWaPE (Wallonien), BruSim von Brugel (Brüssel) oder der V-test der VREG (Flandern).',
  ],
  criteriaTitle: 'Die sieben Parameter',
  definitions: {
    price:
      'Was ein Haushalt mit 3.500 kWh pro Jahr (Eintarifzähler) für den Anteil des Anbieters bei dessen günstigstem gewöhnlichem Tarif in Ihrer Region zahlt: Energie, Jahresgebühr und die Kosten des Anbieters für grüne Zertifikate und Kraft-Wärme-Kopplung (in jeder Region), mit Mehrwertsteuer. Netzkosten und Abgaben sind für alle gleich und zählen nicht; Aktionen, Sammeleinkäufe, Prepaid- und dynamische Tarife auch nicht.',
    stable_price: 'Ob der Anbieter Haushalten in Ihrer Region einen Vertrag mit festem Preis anbietet.',
    adjusted_formula:
      'Wie nah der variable Preis am Marktpreis bleibt: was der günstigste gewöhnliche variable Tarif des Anbieters bei einem Index von 150 €/MWh auf den Marktindex aufschlägt, in c€/kWh ohne Mehrwertsteuer.',
    origin:
      'Die Ökostrom-Rangliste von Greenpeace Belgien: eine Bewertung von 20 Punkten je Anbieter, die vor allem Investitionen in neue Erzeugung (45 %) und eigene Erzeugung oder direkte Einkäufe (35 %) gewichtet. Dieselbe Bewertung zählt für Herkunft, Quelle und Investitionen: die Teilbewertungen wurden nicht öffentlich gefunden.',
    source:
      'Dieselbe Bewertung von Greenpeace Belgien, die auch den gelieferten Strommix (10 %) gewichtet. Da fast alle Verträge „grün“ sind, unterscheidet der Mix selbst die Anbieter kaum.',
    customer_satisfaction:
      'Gemeint: die Zahl der Beschwerden je 5.000 Kunden (das Maß des Servicechecks der VREG). Der Ombudsdienst für Energie veröffentlicht nur Gesamtzahlen (13.028 Beschwerden 2024) und sagt, dass der Anteil jedes Anbieters weitgehend seinem Marktanteil folgt. Es gibt also keine Zahl je Anbieter.',
    invests_in_renewable:
      'Dieselbe Bewertung von Greenpeace Belgien, in der Investitionen in neue erneuerbare Erzeugung am stärksten zählen (45 %).',
  },
  formulas: {
    price: 'Bewertung = 1 − (Kosten ÷ günstigste Kosten der Region − 1) ÷ 0,25, begrenzt auf 0 bis 1: der günstigste erhält 1, wer 25 % oder mehr teurer ist 0.',
    markup: 'Bewertung = 1 − (Aufschlag − niedrigster Aufschlag der Region) ÷ 3,75 c€/kWh, begrenzt auf 0 bis 1 (3,75 c€/kWh sind 25 % des Index von 15 c€/kWh).',
    'fixed-offer': 'Bewertung = 1, wenn es einen Vertrag mit festem Preis gibt, sonst 0.',
    'green-ranking': 'Bewertung = Punkte ÷ 20.',
    complaints: 'Bewertung = 1 − (Beschwerden ÷ niedrigste Beschwerdezahl − 1), begrenzt auf 0 bis 1 (für den Fall, dass es Zahlen gibt).',
  },
  formulaLabel: 'Formel',
  sourcesLabel: 'Quellen',
  neutral:
    'Keine öffentliche Zahl: Diesen Parameter lassen wir aus der Bewertung des Anbieters heraus, und die Gewichte seiner anderen Parameter werden anteilig erhöht (× Gesamtgewicht ÷ Gewicht mit Zahl). Eine Unbekannte zählt also nie als erfundener Wert, weder gut noch schlecht; bei jedem Anbieter steht, auf wie vielen der 7 Parameter seine Bewertung beruht. Hat ein Anbieter für weniger als 4 der 7 Parameter eine Zahl, oder keine für das, was Ihnen wichtig ist, ordnen wir ihn nicht ein: Er steht gesondert als „nicht bewertet“, mit dem Grund. Wir setzen nie eine Schätzung ein.',
  sourceName: (id, source) => {
    if (id.startsWith('brugel-')) return `BruSim, der Preisvergleich des Brüsseler Regulierers Brugel (Simulationen vom ${source.published}, 3.500 kWh)`;
    if (id.startsWith('cwape-')) return `CompaCWaPE, der Preisvergleich des wallonischen Regulierers CWaPE (Simulationen vom ${source.published}, 3.500 kWh)`;
    if (id.startsWith('tariff-cards-flanders')) return 'Die Tarifblätter der Anbieter für Flandern, variable Tarife mit dem Index von Oktober 2026 neu berechnet';
    if (id.startsWith('greenpeace-')) return `Ökostrom-Rangliste von Greenpeace Belgien, Ausgabe ${source.published}`;
    if (id.startsWith('ombudsman-')) return 'Ombudsdienst für Energie, jährliche Beschwerdezahlen';
    return source.title;
  },
  publishedRetrieved: (published, retrieved) => `Stand ${published}, abgerufen ${retrieved}`,
  tablesTitle: 'Die Zahlen je Region',
  tablesIntro: 'Je Anbieter: die Zahl aus der Quelle und die Bewertung (0 bis 100), die daraus folgt.',
  regions: { flanders: 'Flandern', wallonia: 'Wallonien', brussels: 'Brüssel' },
  outOfDate: (region, date, days) => `Achtung: Die Preise für ${region} sind vom ${date}, vor ${days} Tagen (mehr als 45 Tage). Die aktuellen Preise können anders sein.`,
  regionIntro: {
    flanders: 'Die Anbieter, die in Flandern Haushalte beliefern. Ihre Region folgt aus Ihrer Postleitzahl; ohne Postleitzahl aus Ihrer Sprache (Niederländisch: Flandern).',
    wallonia: 'Die Anbieter, die in Wallonien Haushalte beliefern (der Preisvergleich CompaCWaPE). Ohne Postleitzahl gilt diese Tabelle für Französisch und Deutsch.',
    brussels: 'Die Anbieter, die in Brüssel Haushalte beliefern und die der Stromcheck kennt, laut dem Brüsseler Preisvergleich BruSim von Brugel: Bolt, ENGIE, Luminus, Mega und TotalEnergies. Ecopower, Eneco, OCTA+, Cociter und die anderen Anbieter stehen nicht darin und werden in Brüssel nicht eingeordnet.',
  },
  columns: {
    supplier: 'Anbieter',
    price: 'Preis pro Jahr',
    fixedOffer: 'Festpreis',
    markup: 'Aufschlag variabel',
    greenRanking: 'Greenpeace (von 20)',
    complaints: 'Beschwerden',
  },
  yes: 'ja',
  no: 'nein',
  score: (percentage) => `Bewertung ${percentage}`,
  unknownCell: 'keine öffentliche Zahl',
  olderEdition: (year) => `ältere Ausgabe: ${year}`,
  specifiedCell: 'von den Initiatoren festgelegt',
  unknownTitle: 'Zellen ohne öffentliche Zahl',
  unknownIntro: 'Diese Zellen lassen wir aus der Bewertung des Anbieters heraus (seine anderen Parameter wiegen dann schwerer):',
  unknownReasons: {
    'not-listed': 'in der Quelle für diese Region nicht zu finden',
    'index-not-published': 'der variable Preis folgt einem eigenen, nicht veröffentlichten Index',
    'not-read': 'noch nicht aus der Quelle übernommen',
    'score-not-found': 'Bewertung in der Rangliste nicht gefunden',
    'no-per-supplier-figure': 'keine öffentliche Zahl je Anbieter',
    'not-reproducible': 'die Quelle gibt keine für diesen Monat nachrechenbare Zahl an',
  },
  specificationTitle: 'Wo die festgelegte Zeile von Ecopower von den Zahlen abweicht',
  specificationIntro: 'Die Zeile von Ecopower ist festgelegt: 1 für Preis, Herkunft, Quelle, Kundenzufriedenheit und Investitionen, 0 für Festpreis und Aufschlag. Was die öffentlichen Zahlen allein ergeben würden:',
  specificationRow: (criterion, specified, data) =>
    `${criterion}: festgelegt ${specified}; ${data === null ? 'keine öffentliche Zahl' : `die Zahlen ergeben ${data}`}.`,
  back: 'Zurück zum Stromcheck',
};

export default de;
