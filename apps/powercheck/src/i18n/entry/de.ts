import type { EntryMessages } from './nl.js';

/** German texts every page needs from its first load (same keys as entry/nl.ts). */
const de: EntryMessages = {
  meta: {
    title: 'Stromcheck – welcher Stromanbieter passt zu Ihnen?',
    resultsTitle: 'Ihr Ergebnis – Stromcheck',
    notFoundTitle: 'Seite nicht gefunden – Stromcheck',
    privacyTitle: 'Datenschutzerklärung – Stromcheck',
    methodologyTitle: 'Wie der Stromcheck rechnet – Stromcheck',
    description:
      'Welcher Stromanbieter passt zu Ihnen? Beantworten Sie ein paar kurze Fragen und vergleichen Sie die Anbieter nach Preis, Ökostrom und Eigentümerschaft. Eine Initiative von 34 lokalen Energiegenossenschaften.',
    privacyDescription: 'Welche Daten der Stromcheck abfragt und wofür sie dienen.',
    methodologyDescription:
      'So rechnet der Stromcheck: jedes Kriterium mit seiner Formel und datierten Quellen, und die Zahlen jedes Anbieters.',
    resultsDescription: 'Ihre Rangliste der Stromanbieter nach dem, was Ihnen wichtig ist.',
  },
  header: {
    logoAlt: 'Stromcheck, zur Startseite',
    languageLabel: 'Sprache',
    skipToContent: 'Zum Inhalt',
  },
  languages: {
    nl: 'Nederlands',
    fr: 'Français',
    de: 'Deutsch',
  },
  nav: {
    previous: 'Zurück',
    next: 'Weiter',
    start: 'Check starten',
    saving: 'Wird gespeichert …',
  },
  intro: {
    title: 'Welcher Stromanbieter passt zu Ihnen?',
    text_one:
      'Beantworten Sie {{count}} kurze Frage dazu, was Ihnen bei einem Stromanbieter wichtig ist. Danach vergleichen wir die unten aufgeführten Anbieter und zeigen Ihnen, welcher am besten zu Ihnen passt.',
    text_other:
      'Beantworten Sie {{count}} kurze Fragen dazu, was Ihnen bei einem Stromanbieter wichtig ist. Danach vergleichen wir die unten aufgeführten Anbieter und zeigen Ihnen, welcher am besten zu Ihnen passt.',
    initiative:
      'Der Stromcheck ist eine Initiative von 34 lokalen Energiegenossenschaften. Ihre Antworten bleiben anonym und der Check dauert nur wenige Minuten.',
    bannerLabel: 'Verglichene Anbieter',
  },
  footer: {
    logoAlt: 'Stromcheck',
    madeBy: 'Erstellt vom Verband der lokalen Energiegenossenschaften.',
    privacyLink: 'Datenschutzerklärung',
    initiative: 'Eine Initiative von 34 lokalen Energiegenossenschaften.',
    partnersTitle: 'Die Genossenschaften hinter dem Stromcheck',
    carouselPrevious: 'Zurück',
    carouselNext: 'Weiter',
    carouselPause: 'Anhalten',
    carouselPlay: 'Abspielen',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Seite gibt es nicht oder nicht mehr.',
    home: 'Zum Stromcheck',
  },
};

export default de;
