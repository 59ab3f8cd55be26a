import type { ViewMessages } from './nl.js';

/** German texts of the views that load on demand (same keys as views/nl.ts). */
const de: ViewMessages = {
  survey: {
    resuming: 'Ihre Antworten werden geladen…',
    continueTitle: 'Dort weitermachen, wo Sie waren?',
    continueText: 'Auf diesem Gerät ist ein nicht abgeschlossener Stromcheck gespeichert. Sie waren auf der Seite „{{page}}“.',
    continueButton: 'Dort weitermachen, wo ich war',
    startOverButton: 'Neu beginnen',
    startOverHint: 'Neu beginnen löscht die gespeicherten Antworten von diesem Gerät.',
  },
  progress: {
    label: 'Frage {{current}} von {{total}}',
  },
  tooltip: {
    open: 'Mehr zu: {{topic}}',
    close: 'Erklärung schließen',
  },
  profile: {
    aboutTitle: 'Über Sie',
    optionalNote:
      'Diese Fragen sind freiwillig und zählen nicht für Ihr Ergebnis. Sie helfen den Genossenschaften zu verstehen, wer den Test ausfüllt. Sie können sie mit „Weiter“ überspringen.',
    postcode: 'Ihre Postleitzahl',
    postcodePlaceholder: '9000',
    postcodeInvalid: 'Geben Sie eine belgische Postleitzahl mit 4 Ziffern ein, zum Beispiel 9000.',
    age: 'Ihr Alter',
    ages: {
      under_25: 'Jünger als 25',
      '25_35': '25 bis 35',
      '36_45': '36 bis 45',
      '46_55': '46 bis 55',
      '56_65': '56 bis 65',
      over_65: 'Älter als 65',
    },
    gender: 'Ihr Geschlecht',
    genders: {
      female: 'Weiblich',
      male: 'Männlich',
      non_binary: 'Nicht-binär',
      other: 'Anderes',
      wont_say: 'Möchte ich nicht sagen',
    },
    cooperativeTitle: 'Sind Sie Mitglied einer Energiegenossenschaft?',
    cooperative: 'Ich bin Mitglied bei',
    cooperativeOther: 'Einer anderen Genossenschaft',
  },
  criteria: {
    notInRanking:
      'Diese Frage zählt nicht für die Rangliste: Ihr Ergebnis beruht auf den sieben Parametern, die Sie in der Zusammenfassung sehen. Ihre Antwort hilft den Genossenschaften zu verstehen, was den Menschen wichtig ist.',
    price: {
      question: 'Wie wichtig ist Ihnen ein niedriger Preis?',
      description: 'Was Sie pro Jahr für Ihren Strom bezahlen: Energiepreis und feste Grundgebühr.',
      tooltip:
        'Wir vergleichen, was ein durchschnittlicher Haushalt pro Jahr mit dem günstigsten Tarif jedes Anbieters bezahlt, so wie es die Preisvergleiche der Regulierungsbehörden tun. Netzkosten und Abgaben sind für alle gleich und zählen daher nicht.',
    },
    stable_price: {
      question: 'Wie wichtig ist Ihnen, dass Ihr Preis nicht plötzlich steigt?',
      description: 'Ein Festpreis oder ein Anbieter, der Preissprünge kaum weitergibt.',
      tooltip:
        'Anbieter, die in Ihrer Region einen Vertrag mit festem Preis anbieten, schneiden hier besser ab.',
    },
    adjusted_formula: {
      question: 'Wie wichtig ist Ihnen, dass ein variabler Preis dem Markt ohne großen Aufschlag folgt?',
      description: 'Ein variabler Tarif, der dem Marktindex mit kleinem Aufschlag folgt.',
      tooltip:
        'Ein variabler Preis folgt jeden Monat einem Marktindex, und der Anbieter schlägt etwas darauf. Wir vergleichen diesen Aufschlag beim günstigsten variablen Tarif jedes Anbieters: je kleiner, desto besser.',
    },
    origin: {
      question: 'Wie wichtig ist Ihnen, dass Ihr Strom in Belgien erzeugt wird?',
      description: 'Strom aus Anlagen in Belgien, nicht nur auf dem Papier grün.',
      tooltip:
        'Mit Herkunftsnachweisen aus dem Ausland kann Graustrom auf dem Papier grün werden. 63 % der Flamen haben einen Ökostromvertrag, während nur 20 % der belgischen Stromerzeugung erneuerbar sind.',
    },
    source: {
      question: 'Wie wichtig ist Ihnen, dass Ihr Strom aus erneuerbaren Quellen stammt?',
      description: 'Strom aus Sonne, Wind, Wasser oder Biomasse statt aus Gas, Kohle oder Atomkraft.',
      tooltip:
        'Wir betrachten den Strom, den ein Anbieter selbst erzeugt oder direkt einkauft, nicht die Zertifikate, die er dazukauft. Nur 20 % der belgischen Stromerzeugung sind erneuerbar.',
    },
    customer_satisfaction: {
      // The soft hyphen lets the word break on narrow screens.
      question: 'Wie wichtig ist Ihnen ein guter Kundendienst?',
      description: 'Gut erreichbar, verständliche Rechnungen und wenige Beschwerden.',
      tooltip:
        'Es gibt noch keine öffentliche Zahl je Anbieter: Der Ombudsdienst für Energie veröffentlicht nur Gesamtzahlen. Dieser Parameter zählt deshalb für jeden Anbieter ohne Zahl gleich.',
    },
    invests_in_renewable: {
      question: 'Wie wichtig ist Ihnen, dass Ihr Anbieter selbst in neue Wind- und Solarparks investiert?',
      description: 'Ihr Geld fließt in neue erneuerbare Stromerzeugung.',
      tooltip:
        'Die Ökostrom-Rangliste von Greenpeace Belgien (Ausgabe 2023) gewichtet vor allem, wie viel jeder Anbieter in neue erneuerbare Erzeugung investiert. Diese Rangliste ist unsere Quelle für dieses Kriterium.',
    },
    belgian_ownership: {
      question: 'Wie wichtig ist Ihnen, dass Ihr Anbieter in belgischer Hand ist?',
      description: 'Entscheidungen über Ihren Anbieter werden in Belgien getroffen.',
      tooltip:
        '80 % der Haushalte haben einen Anbieter, der von einem ausländischen Konzern kontrolliert wird. Gewinne und Entscheidungen wandern dann ins Ausland ab.',
    },
    return_on_investment: {
      question: 'Wie wichtig ist Ihnen, dass der Gewinn an die Bürgerinnen und Bürger zurückfließt?',
      description: 'Als Miteigentümer sind Sie am Ertrag der Energieerzeugung beteiligt.',
      tooltip:
        'Bei 90 % der Anbieter geht der Gewinn an eine kleine Gruppe von Aktionären. In einer Energiegenossenschaft werden Sie selbst Miteigentümer und entscheiden mit.',
    },
    tackles_energy_poverty: {
      question: 'Wie wichtig ist Ihnen, dass Ihr Anbieter etwas gegen Energiearmut unternimmt?',
      description: 'Jeder Mensch muss seine Wohnung bezahlbar heizen und beleuchten können.',
      tooltip:
        'Im Jahr 2022 lebte jeder fünfte Haushalt in Energiearmut. Manche Anbieter helfen mit Beratung, Ratenplänen und Energiesparprojekten.',
    },
  },
  summary: {
    title: 'Fast geschafft!',
    text: 'Anhand Ihrer Antworten erstellen wir eine Rangliste der Anbieter. Diese Parameter fließen in Ihr Ergebnis ein:',
    parametersTitle: 'Parameter in Ihrem Ergebnis',
    sourcesTitle: 'Quellen',
    sourcesText:
      'Die Bewertungen der Anbieter stammen aus öffentlichen Quellen mit Datum: dem Preisvergleich des wallonischen Regulierers, den Tarifblättern der Anbieter und der grünen Rangliste von Greenpeace. Wo es keine öffentliche Zahl gibt, steht das dabei.',
    goToResult: 'Zu meinem Ergebnis',
  },
  sources: {
    creg: 'CREG, föderaler Energieregulierer',
    vreg: 'VREG, flämischer Energieregulierer',
    cwape: 'CWaPE, wallonischer Energieregulierer',
    ombudsman: 'Ombudsdienst für Energie',
    greenpeace: 'Greenpeace Belgien',
  },
  privacy: {
    title: 'Ihre Privatsphäre',
    textMarkdown: `Wir fragen so wenige Daten wie möglich ab und verwenden sie nur für den Stromcheck.

- **Ihre Antworten** speichern wir anonym, um Ihr Ergebnis zu berechnen und um zu verstehen, was Menschen bei ihrem Stromanbieter wichtig ist.
- **Ihre E-Mail-Adresse** fragen wir nur ab, wenn Sie Ihr Ergebnis per E-Mail oder Neuigkeiten der Genossenschaften erhalten möchten. Wir verwenden sie für nichts anderes und geben sie an niemanden weiter.
- Sie können Ihre Einwilligung jederzeit widerrufen und Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen: [privacy@meinstrom.be](mailto:privacy@meinstrom.be).

Lesen Sie die vollständige [Datenschutzerklärung](/de/privacy).`,
    consent: 'Ich habe die Datenschutzerklärung gelesen und bin einverstanden.',
    optinProject: 'Halten Sie mich über Neuigkeiten der Energiegenossenschaften auf dem Laufenden.',
    mailResults: 'Schicken Sie mir mein Ergebnis per E-Mail.',
    email: 'Ihre E-Mail-Adresse',
    emailPlaceholder: 'name@beispiel.be',
  },
  privacyPage: {
    title: 'Datenschutzerklärung',
    textMarkdown: `## Wer sind wir?

Der Stromcheck ist eine Initiative von 34 lokalen Energiegenossenschaften, die in ihrem Verband zusammengeschlossen sind. Der Verband ist für die Verarbeitung Ihrer Daten verantwortlich.

## Welche Daten verarbeiten wir?

- Ihre Antworten auf die Fragen des Stromchecks und die Sprache, in der Sie antworten.
- Ihre E-Mail-Adresse, nur wenn Sie selbst Ihr Ergebnis per E-Mail oder Neuigkeiten erhalten möchten.
- Wenn Sie über einen Partner zu uns gekommen sind, den Code dieses Partnerlinks.

## Wozu?

Um Ihr Ergebnis zu berechnen, es Ihnen auf Wunsch zu schicken und Sie, wenn Sie möchten, auf dem Laufenden zu halten. Anonyme Antworten nutzen wir für Statistiken darüber, was Menschen wichtig ist.

## Wie lange?

Ihre E-Mail-Adresse speichern wir, bis Sie sich abmelden oder die Löschung verlangen. Anonyme Antworten speichern wir höchstens fünf Jahre.

## Was bleibt auf diesem Gerät?

Solange Sie den Stromcheck ausfüllen, speichert dieser Browser die Nummer Ihrer Antworten, den Schlüssel, um sie wieder zu lesen, und die Seite, auf der Sie sind, damit Sie beim Neuladen der Seite nichts verlieren. Ihre Antworten selbst sind nicht auf dem Gerät. Alles wird sofort gelöscht, wenn Sie den Stromcheck abschließen oder „Neu beginnen“ wählen; ein nicht abgeschlossener Stromcheck wird nach 7 Tagen vergessen. Öffnen Sie den Stromcheck nach mehr als 20 Minuten wieder, fragen wir zuerst, ob Sie dort weitermachen möchten, wo Sie waren, oder neu beginnen: So sieht die Person, die das Gerät nach Ihnen benutzt, Ihre Antworten nicht.

## Ihre Rechte

Sie können Auskunft über Ihre Daten verlangen, sie berichtigen oder löschen lassen und Ihre Einwilligung widerrufen: [privacy@meinstrom.be](mailto:privacy@meinstrom.be). Sie können sich auch bei der [Datenschutzbehörde](https://www.datenschutzbehorde.be) beschweren.`,
    back: 'Zurück zum Stromcheck',
  },
  outro: {
    readyTitle: 'Ihre Rangliste ist fertig.',
    openAgain: 'Meine Rangliste wieder öffnen',
    title: 'Vielen Dank!',
    subtitle: 'Wir berechnen Ihr Ergebnis. Gleich sehen Sie Ihre persönliche Rangliste.',
    parametersTitle: 'Wir berücksichtigen diese sieben Parameter',
    sourcesTitle: 'Mit Daten von',
    redirecting: 'Ihr Ergebnis wird geöffnet …',
    goNow: 'Jetzt zu meinem Ergebnis',
  },
  error: {
    iconLabel: 'Hinweis',
    title: 'Vielen Dank für Ihre Antworten',
    description:
      'Sie haben angegeben, dass mehrere Parameter für Sie nicht wichtig sind. Deshalb können wir Ihnen kein persönliches Ergebnis anzeigen.',
    restart: 'Neu beginnen',
    methodologyTitle: 'Wie berechnen wir das Ergebnis?',
    methodologyMarkdown: `Jeder Anbieter erhält für jeden Parameter eine Bewertung zwischen 0 und 1, die auf öffentlichen Quellen beruht; wo eine öffentliche Zahl fehlt, einen neutralen Wert von 0,5, der für alle gleich zählt. Ihre Antwort bestimmt das Gewicht dieses Parameters: 1 (nicht wichtig) zählt nicht, 5 (sehr wichtig) zählt vierfach.

Für jeden Anbieter addieren wir die gewichteten Bewertungen und teilen sie durch das Maximum (7 Parameter × 4). So erhält jeder Anbieter einen Prozentwert zwischen 0 und 100\u00a0%.

Sieben Parameter zählen: Preis, stabiler Preis, fairer variabler Tarif, Herkunft, Quelle, Kundenzufriedenheit und Investitionen in erneuerbare Energie. Die Fragen zu belgischen Eigentümern, zum Gewinn für die Bürger und zur Energiearmut fließen nicht in die Rangliste ein: Sie helfen den Genossenschaften zu verstehen, was Ihnen wichtig ist.`,
  },
};

export default de;
