/**
 * Dutch texts every page needs from its first load: title and description of each view, header, language names,
 * navigation, the intro, the footer and the not-found page. The key set is the reference: entry/fr.ts and entry/de.ts
 * must have exactly the same keys (checked by the type `EntryMessages` and by scripts/check-i18n.mjs). Placeholders
 * use double curly braces.
 */
const nl = {
  meta: {
    title: 'Stroomcheck – welke stroomleverancier past bij jou?',
    resultsTitle: 'Jouw resultaat – Stroomcheck',
    notFoundTitle: 'Pagina niet gevonden – Stroomcheck',
    privacyTitle: 'Privacyverklaring – Stroomcheck',
    methodologyTitle: 'Hoe de Stroomcheck rekent – Stroomcheck',
    description:
      'Welke stroomleverancier past bij jou? Beantwoord een paar korte vragen en vergelijk de leveranciers op prijs, groene stroom en eigenaarschap. Een initiatief van 34 lokale energiecoöperaties.',
    privacyDescription: 'Welke gegevens de Stroomcheck vraagt en waarvoor ze dienen.',
    methodologyDescription:
      'Hoe de Stroomcheck rekent: elk criterium met zijn formule en gedateerde bronnen, en de cijfers van elke leverancier.',
    resultsDescription: 'Jouw rangschikking van de stroomleveranciers volgens wat jij belangrijk vindt.',
  },
  header: {
    logoAlt: 'Stroomcheck, naar de startpagina',
    languageLabel: 'Taal',
    skipToContent: 'Naar de inhoud',
  },
  languages: {
    nl: 'Nederlands',
    fr: 'Français',
    de: 'Deutsch',
  },
  nav: {
    previous: 'Vorige',
    next: 'Volgende',
    start: 'Start de check',
    saving: 'Bezig met opslaan…',
  },
  intro: {
    title: 'Welke stroomleverancier past bij jou?',
    text_one:
      'Beantwoord {{count}} korte vraag over wat jij belangrijk vindt bij een stroomleverancier. Daarna vergelijken we de leveranciers hieronder en zie je welke het best bij jou past.',
    text_other:
      'Beantwoord {{count}} korte vragen over wat jij belangrijk vindt bij een stroomleverancier. Daarna vergelijken we de leveranciers hieronder en zie je welke het best bij jou past.',
    initiative:
      'De Stroomcheck is een initiatief van 34 lokale energiecoöperaties. Je antwoorden blijven anoniem en het duurt maar een paar minuten.',
    bannerLabel: 'Leveranciers in de vergelijking',
  },
  footer: {
    logoAlt: 'Stroomcheck',
    madeBy: 'Gemaakt door de federatie van lokale energiecoöperaties.',
    privacyLink: 'Privacyverklaring',
    initiative: 'Een initiatief van 34 lokale energiecoöperaties.',
    partnersTitle: 'De coöperaties achter de Stroomcheck',
    carouselPrevious: 'Vorige',
    carouselNext: 'Volgende',
    carouselPause: 'Pauzeren',
    carouselPlay: 'Afspelen',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    text: 'Deze pagina bestaat niet of niet meer.',
    home: 'Naar de Stroomcheck',
  },
};

export default nl;

/** The shape every language must have: the same keys as these Dutch texts, all strings. */
export type EntryMessages = typeof nl;
