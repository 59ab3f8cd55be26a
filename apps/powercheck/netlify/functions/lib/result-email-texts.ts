/**
 * Texts of the result e-mail, one set per questionnaire language. Every language has exactly the same keys
 * (the type says so, and the app's i18n check script compares them).
 */

/** The languages the result e-mail is written in. */
export type ResultEmailLanguage = 'nl' | 'fr' | 'de';

/** The languages of the result e-mail, in a fixed order. */
export const RESULT_EMAIL_LANGUAGES: readonly ResultEmailLanguage[] = ['nl', 'fr', 'de'];

/** One language's texts. */
export interface ResultEmailTexts {
  /** Display name of the sender (the address comes from MAIL_FROM). */
  readonly sender: string;
  readonly subject: string;
  /** Shown by mail clients next to the subject; hidden in the body. */
  readonly preview: string;
  readonly title: string;
  readonly intro: string;
  /** Label of the button that opens the result page. */
  readonly to_result: string;
  /** Heading above the initiative paragraph. */
  readonly subtitle: string;
  readonly initiative: string;
  /** Address of the more-info page. */
  readonly more_info_link: string;
  /** Text of the more-info link. */
  readonly more_info_text: string;
  /** Why the visitor gets this e-mail. */
  readonly footer: string;
  /** The region the ranking is for, said under the intro (one text per region). */
  readonly region_flanders: string;
  readonly region_wallonia: string;
  readonly region_brussels: string;
  /** Added after the region when no postcode was given and the region is the language's. */
  readonly region_from_language: string;
}

/** Narrow no-break space (U+202F), as French typography puts before : ; ! ? and inside « ». */
const NARROW_NBSP = '\u202f';

export const RESULT_EMAIL_TEXTS: Readonly<Record<ResultEmailLanguage, ResultEmailTexts>> = {
  nl: {
    sender: 'Stroomcheck',
    subject: 'Jouw resultaat van de Stroomcheck',
    preview: 'Bekijk welke stroomleverancier het best bij jou past.',
    title: 'Bedankt om de Stroomcheck in te vullen!',
    intro:
      'Op basis van wat jij belangrijk vindt, hebben we de stroomleveranciers voor je gerangschikt. Met de knop hieronder vind je je persoonlijke resultaat terug, zo vaak je wil.',
    to_result: 'Bekijk mijn resultaat',
    subtitle: 'Wie zit er achter de Stroomcheck?',
    initiative:
      'De Stroomcheck is een initiatief van de federatie van 34 lokale energiecoöperaties. Bij een energiecoöperatie word je zelf mede-eigenaar van de groene stroom die in je buurt wordt opgewekt.',
    more_info_link: 'https://www.mijnstroom.be/nl',
    more_info_text: 'Meer weten over energiecoöperaties',
    footer:
      'Je krijgt deze e-mail omdat je in de Stroomcheck vroeg om je resultaat te mailen. We sturen je verder niets, tenzij je je daarvoor hebt ingeschreven.',
    region_flanders: 'Je rangschikking is voor de leveranciers die in Vlaanderen leveren.',
    region_wallonia: 'Je rangschikking is voor de leveranciers die in Wallonië leveren.',
    region_brussels: 'Je rangschikking is voor de leveranciers die in Brussel leveren.',
    region_from_language: 'Je gaf geen postcode, dus kozen we de regio op basis van je taal. Op je resultatenpagina kan je ze wijzigen.',
  },
  fr: {
    sender: 'Check Électricité',
    subject: 'Votre résultat du Check Électricité',
    preview: 'Découvrez quel fournisseur d’électricité vous correspond le mieux.',
    title: `Merci d’avoir répondu au Check Électricité${NARROW_NBSP}!`,
    intro:
      'Sur la base de ce qui compte pour vous, nous avons classé les fournisseurs d’électricité. Le bouton ci-dessous vous ramène à votre résultat personnel, aussi souvent que vous le souhaitez.',
    to_result: 'Voir mon résultat',
    subtitle: `Qui se cache derrière le Check Électricité${NARROW_NBSP}?`,
    initiative:
      'Le Check Électricité est une initiative de la fédération de 34 coopératives énergétiques locales. Dans une coopérative énergétique, vous devenez vous-même copropriétaire de l’électricité verte produite près de chez vous.',
    more_info_link: 'https://www.monelectricite.be/fr',
    more_info_text: 'En savoir plus sur les coopératives énergétiques',
    footer:
      'Vous recevez cet e-mail parce que vous avez demandé à recevoir votre résultat du Check Électricité. Nous ne vous enverrons rien d’autre, sauf si vous vous êtes inscrit·e à nos nouvelles.',
    region_flanders: 'Votre classement porte sur les fournisseurs qui livrent en Flandre.',
    region_wallonia: 'Votre classement porte sur les fournisseurs qui livrent en Wallonie.',
    region_brussels: 'Votre classement porte sur les fournisseurs qui livrent à Bruxelles.',
    region_from_language: 'Vous n’avez pas donné de code postal : nous avons choisi la région d’après votre langue. Vous pouvez la changer sur votre page de résultat.',
  },
  de: {
    sender: 'Stromcheck',
    subject: 'Ihr Ergebnis im Stromcheck',
    preview: 'Sehen Sie, welcher Stromanbieter am besten zu Ihnen passt.',
    title: 'Vielen Dank, dass Sie am Stromcheck teilgenommen haben!',
    intro:
      'Auf Grundlage dessen, was Ihnen wichtig ist, haben wir die Stromanbieter für Sie in eine Rangfolge gebracht. Über die Schaltfläche unten gelangen Sie jederzeit zurück zu Ihrem persönlichen Ergebnis.',
    to_result: 'Mein Ergebnis ansehen',
    subtitle: 'Wer steckt hinter dem Stromcheck?',
    initiative:
      'Der Stromcheck ist eine Initiative des Verbands von 34 lokalen Energiegenossenschaften. In einer Energiegenossenschaft werden Sie selbst Miteigentümer des grünen Stroms, der in Ihrer Nähe erzeugt wird.',
    more_info_link: 'https://www.meinstrom.be/de',
    more_info_text: 'Mehr über Energiegenossenschaften erfahren',
    footer:
      'Sie erhalten diese E-Mail, weil Sie im Stromcheck darum gebeten haben, Ihr Ergebnis per E-Mail zu bekommen. Wir senden Ihnen sonst nichts, es sei denn, Sie haben sich für unsere Neuigkeiten angemeldet.',
    region_flanders: 'Ihre Rangfolge gilt für die Anbieter, die in Flandern liefern.',
    region_wallonia: 'Ihre Rangfolge gilt für die Anbieter, die in Wallonien liefern.',
    region_brussels: 'Ihre Rangfolge gilt für die Anbieter, die in Brüssel liefern.',
    region_from_language: 'Sie haben keine Postleitzahl angegeben, daher haben wir die Region nach Ihrer Sprache gewählt. Auf Ihrer Ergebnisseite können Sie sie ändern.',
  },
};
