/**
 * Dutch texts of the views that load on demand, besides those of results/nl.ts: the survey (each criterion's
 * question, description and tooltip; its title is in results/nl.ts, merged per criterion), the privacy statement.
 * The key set is the reference: views/fr.ts and views/de.ts must have exactly the same keys (checked by the type
 * `ViewMessages` and by scripts/check-i18n.mjs). Placeholders use double curly braces. Keys ending in `Markdown` hold
 * Markdown.
 */
const nl = {
  survey: {
    resuming: 'Je antwoorden worden opgehaald…',
    continueTitle: 'Verder waar je was?',
    continueText: 'Op dit toestel staat een Stroomcheck die nog niet af is. Je was bij de pagina “{{page}}”.',
    continueButton: 'Verder waar ik was',
    startOverButton: 'Opnieuw beginnen',
    startOverHint: 'Opnieuw beginnen wist de bewaarde antwoorden van dit toestel.',
  },
  progress: {
    label: 'Vraag {{current}} van {{total}}',
  },
  tooltip: {
    open: 'Meer uitleg over {{topic}}',
    close: 'Uitleg sluiten',
  },
  profile: {
    aboutTitle: 'Over jou',
    optionalNote:
      'Deze vragen zijn niet verplicht en tellen niet mee in je resultaat. Ze helpen de coöperaties te begrijpen wie de Stroomcheck invult. Sla gerust over met ‘Volgende’.',
    postcode: 'Je postcode',
    postcodePlaceholder: '9000',
    postcodeInvalid: 'Vul een Belgische postcode van 4 cijfers in, bijvoorbeeld 9000.',
    age: 'Je leeftijd',
    ages: {
      under_25: 'Jonger dan 25',
      '25_35': '25 tot 35',
      '36_45': '36 tot 45',
      '46_55': '46 tot 55',
      '56_65': '56 tot 65',
      over_65: 'Ouder dan 65',
    },
    gender: 'Je gender',
    genders: {
      female: 'Vrouw',
      male: 'Man',
      non_binary: 'Non-binair',
      other: 'Anders',
      wont_say: 'Zeg ik liever niet',
    },
    cooperativeTitle: 'Ben je lid van een energiecoöperatie?',
    cooperative: 'Ik ben lid van',
    cooperativeOther: 'Een andere coöperatie',
  },
  criteria: {
    notInRanking:
      'Deze vraag telt niet mee in de rangschikking: je resultaat rust op de zeven parameters die je op de samenvatting ziet. Je antwoord helpt de coöperaties te begrijpen wat mensen belangrijk vinden.',
    price: {
      question: 'Hoe belangrijk is een lage prijs voor jou?',
      description: 'Wat je per jaar betaalt voor je stroom: de energieprijs en de vaste vergoeding.',
      tooltip:
        'We vergelijken wat een gemiddeld gezin per jaar betaalt bij de voordeligste formule van elke leverancier, zoals de prijsvergelijkers van de energieregulatoren dat doen. Netkosten en heffingen zijn bij iedereen gelijk en tellen dus niet mee.',
    },
    stable_price: {
      question: 'Hoe belangrijk is het voor jou dat je prijs niet plots de hoogte in gaat?',
      description: 'Een vaste prijs of een leverancier die bij prijsschokken weinig doorrekent.',
      tooltip:
        'Leveranciers die in jouw regio een contract met vaste prijs aanbieden, scoren hier beter.',
    },
    adjusted_formula: {
      question: 'Hoe belangrijk is het voor jou dat een variabele prijs de marktprijs volgt zonder grote opslag?',
      description: 'Een variabele formule die de marktindex volgt met een kleine opslag.',
      tooltip:
        'Een variabele prijs volgt elke maand een marktindex, en de leverancier rekent er een opslag bovenop. We vergelijken die opslag bij de goedkoopste variabele formule van elke leverancier: hoe kleiner, hoe beter.',
    },
    origin: {
      question: 'Hoe belangrijk is het voor jou dat je stroom in België wordt opgewekt?',
      description: 'Stroom uit installaties in België, niet enkel op papier groen gemaakt.',
      tooltip:
        'Met garanties van oorsprong uit het buitenland kan grijze stroom op papier groen worden. 63% van de Vlamingen heeft een groen contract, terwijl maar 20% van de Belgische productie hernieuwbaar is.',
    },
    source: {
      question: 'Hoe belangrijk is het voor jou dat je stroom uit hernieuwbare bronnen komt?',
      description: 'Stroom uit zon, wind, water of biomassa in plaats van gas, steenkool of kernenergie.',
      tooltip:
        'We kijken naar de stroom die een leverancier zelf produceert of rechtstreeks aankoopt, niet naar de certificaten die hij erbij koopt. Slechts 20% van de Belgische productie is hernieuwbaar.',
    },
    customer_satisfaction: {
      // The soft hyphen lets the word break on narrow screens.
      question: 'Hoe belangrijk is een goede klantendienst voor jou?',
      description: 'Vlot bereikbaar, duidelijke facturen en weinig klachten.',
      tooltip:
        'Er is nog geen openbaar cijfer per leverancier: de Ombudsdienst voor Energie publiceert alleen totalen. Daarom telt deze parameter voor elke leverancier zonder cijfer even zwaar.',
    },
    invests_in_renewable: {
      question: 'Hoe belangrijk is het voor jou dat je leverancier zelf investeert in nieuwe wind- en zonneparken?',
      description: 'Je geld gaat naar nieuwe hernieuwbare productie.',
      tooltip:
        'De groene rangschikking van Greenpeace België (editie 2023) weegt vooral hoeveel elke leverancier investeert in nieuwe hernieuwbare productie. Die rangschikking is onze bron voor dit criterium.',
    },
    belgian_ownership: {
      question: 'Hoe belangrijk is het voor jou dat je leverancier in Belgische handen is?',
      description: 'Beslissingen over je leverancier worden in België genomen.',
      tooltip:
        '80% van de gezinnen heeft een leverancier die door een buitenlandse groep wordt gecontroleerd. De winst en de beslissingen verdwijnen dan naar het buitenland.',
    },
    return_on_investment: {
      question: 'Hoe belangrijk is het voor jou dat de winst terugvloeit naar burgers?',
      description: 'Als mede-eigenaar deel je in de opbrengst van de energieproductie.',
      tooltip:
        'Bij 90% van de leveranciers gaat de winst naar een kleine groep aandeelhouders. Bij een energiecoöperatie word je zelf mede-eigenaar en beslis je mee.',
    },
    tackles_energy_poverty: {
      question: 'Hoe belangrijk is het voor jou dat je leverancier energiearmoede mee aanpakt?',
      description: 'Iedereen moet zijn woning betaalbaar kunnen verwarmen en verlichten.',
      tooltip:
        'In 2022 leefde 1 op 5 gezinnen in energiearmoede. Sommige leveranciers helpen met advies, afbetalingsplannen en energiebesparende projecten.',
    },
  },
  summary: {
    title: 'Bijna klaar!',
    text: 'Op basis van jouw antwoorden rangschikken we de leveranciers. Deze parameters tellen mee in je resultaat:',
    parametersTitle: 'Parameters in je resultaat',
    sourcesTitle: 'Bronnen',
    sourcesText:
      'De scores per leverancier komen uit openbare bronnen met een datum: de prijsvergelijker van de Waalse regulator, de tariefkaarten van de leveranciers en de groene rangschikking van Greenpeace. Waar geen openbaar cijfer bestaat, staat dat erbij.',
    goToResult: 'Naar mijn resultaat',
  },
  sources: {
    creg: 'CREG, federale energieregulator',
    vreg: 'VREG, Vlaamse energieregulator',
    cwape: 'CWaPE, Waalse energieregulator',
    ombudsman: 'Ombudsdienst voor Energie',
    greenpeace: 'Greenpeace België',
  },
  privacy: {
    title: 'Je privacy',
    textMarkdown: `We vragen zo weinig mogelijk gegevens en gebruiken ze enkel voor de Stroomcheck.

- **Je antwoorden** bewaren we anoniem om je resultaat te berekenen en om te leren wat mensen belangrijk vinden bij hun stroomleverancier.
- **Je e-mailadres** vragen we alleen als je je resultaat per e-mail wil krijgen of nieuws van de coöperaties wil ontvangen. We gebruiken het voor niets anders en geven het aan niemand door.
- Je kan je toestemming altijd intrekken en vragen om je gegevens in te kijken, te verbeteren of te wissen via [privacy@mijnstroom.be](mailto:privacy@mijnstroom.be).

Lees de volledige [privacyverklaring](/nl/privacy).`,
    consent: 'Ik heb de privacyverklaring gelezen en ga ermee akkoord.',
    optinProject: 'Hou me op de hoogte van het nieuws van de energiecoöperaties.',
    mailResults: 'Stuur me mijn resultaat per e-mail.',
    email: 'Je e-mailadres',
    emailPlaceholder: 'naam@voorbeeld.be',
  },
  privacyPage: {
    title: 'Privacyverklaring',
    textMarkdown: `## Wie zijn we?

De Stroomcheck is een initiatief van 34 lokale energiecoöperaties, verenigd in hun federatie. De federatie is verantwoordelijk voor de verwerking van je gegevens.

## Welke gegevens verwerken we?

- Je antwoorden op de vragen van de Stroomcheck en de taal waarin je ze invult.
- Je e-mailadres, alleen als je zelf vraagt om je resultaat per e-mail te krijgen of nieuws te ontvangen.
- Als je via een partner kwam, de code van die partnerlink.

## Waarvoor?

Om je resultaat te berekenen, om het je op vraag te mailen en, als je dat wil, om je op de hoogte te houden. Anonieme antwoorden gebruiken we voor statistieken over wat mensen belangrijk vinden.

## Hoe lang?

Je e-mailadres bewaren we tot je je uitschrijft of vraagt om het te wissen. Anonieme antwoorden bewaren we maximaal vijf jaar.

## Wat blijft er op dit toestel?

Zolang je de Stroomcheck invult, bewaart deze browser het nummer van je antwoorden, de sleutel om ze terug te lezen en de pagina waar je bent, zodat je niets verliest als je de pagina herlaadt. Je antwoorden zelf staan niet op het toestel. Alles wordt meteen gewist als je de Stroomcheck afrondt of kiest voor opnieuw beginnen; een onafgewerkte Stroomcheck wordt na 7 dagen vergeten. Open je de Stroomcheck na meer dan 20 minuten opnieuw, dan vragen we eerst of je verder wil waar je was of opnieuw wil beginnen: zo krijgt wie na jou hetzelfde toestel gebruikt, je antwoorden niet te zien.

## Je rechten

Je kan je gegevens inkijken, laten verbeteren of wissen en je toestemming intrekken via [privacy@mijnstroom.be](mailto:privacy@mijnstroom.be). Je kan ook klacht indienen bij de [Gegevensbeschermingsautoriteit](https://www.gegevensbeschermingsautoriteit.be).`,
    back: 'Terug naar de Stroomcheck',
  },
  outro: {
    readyTitle: 'Je rangschikking is klaar.',
    openAgain: 'Mijn rangschikking opnieuw openen',
    title: 'Bedankt!',
    subtitle: 'We berekenen je resultaat. Je gaat zo meteen naar je persoonlijke rangschikking.',
    parametersTitle: 'We houden rekening met deze zeven parameters',
    sourcesTitle: 'Met gegevens van',
    redirecting: 'Je resultaat wordt geopend…',
    goNow: 'Nu naar mijn resultaat',
  },
  error: {
    iconLabel: 'Let op',
    title: 'Bedankt voor je antwoorden',
    description:
      'Je gaf aan dat verschillende parameters niet belangrijk zijn voor jou. Daardoor kunnen we je geen persoonlijk resultaat geven.',
    restart: 'Opnieuw beginnen',
    methodologyTitle: 'Hoe berekenen we het resultaat?',
    methodologyMarkdown: `Elke leverancier krijgt per parameter een score tussen 0 en 1, op basis van openbare bronnen; waar een openbaar cijfer ontbreekt, een neutrale 0,5 die voor iedereen even zwaar telt. Jouw antwoord bepaalt het gewicht van die parameter: 1 (niet belangrijk) telt niet mee, 5 (heel belangrijk) telt vier keer.

Per leverancier tellen we de gewogen scores op en delen we door het maximum (7 parameters × 4). Zo krijgt elke leverancier een percentage tussen 0 en 100%.

Zeven parameters tellen mee: prijs, stabiele prijs, eerlijke variabele formule, herkomst, bron, klantentevredenheid en investeringen in hernieuwbare energie. De vragen over Belgische eigenaars, opbrengst voor burgers en energiearmoede tellen niet mee in de rangschikking: ze helpen de coöperaties begrijpen wat jij belangrijk vindt.`,
  },
};

export default nl;

/** The shape every language must have: the same keys as these Dutch texts, all strings. */
export type ViewMessages = typeof nl;
