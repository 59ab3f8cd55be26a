import {
  createMemoryStorage,
  createSurvey,
  type FullSurveyController,
  type Language,
  type LocalizedText,
  type SurveyDefinition,
  type TreesponseApi,
} from '@treesponse/core';
import { createStoryApi } from './fixtures.js';

const l = (en: string, nl: string, fr: string, de: string): LocalizedText => ({ en, nl, fr, de });

const scale = [1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  label:
    n === 1
      ? l('1 – not important', '1 – niet belangrijk', '1 – pas important', '1 – nicht wichtig')
      : n === 5
        ? l('5 – very important', '5 – heel belangrijk', '5 – très important', '5 – sehr wichtig')
        : String(n),
}));

/** A survey that uses every question type of the engine once (or more), in English, Dutch, French and German. */
export const demoSurvey: SurveyDefinition = {
  key: 'demo',
  languages: ['en', 'nl', 'fr', 'de'],
  pages: [
    {
      key: 'about',
      order: 1,
      title: l('About you', 'Over jou', 'À propos de vous', 'Über Sie'),
      description: l(
        'A short demo of every question type.',
        'Een korte demo van elk vraagtype.',
        'Une courte démo de chaque type de question.',
        'Eine kurze Demo jedes Fragetyps.',
      ),
      sections: [
        {
          type: 'content',
          key: 'intro',
          content: l(
            'Your answers stay in this browser. Read the [privacy notice](https://example.org/privacy).',
            'Je antwoorden blijven in deze browser. Lees de [privacyverklaring](https://example.org/privacy).',
            'Vos réponses restent dans ce navigateur. Lisez la [déclaration de confidentialité](https://example.org/privacy).',
            'Ihre Antworten bleiben in diesem Browser. Lesen Sie die [Datenschutzerklärung](https://example.org/privacy).',
          ),
        },
        {
          type: 'question',
          question: {
            key: 'name',
            type: 'string',
            label: l('Your first name', 'Je voornaam', 'Votre prénom', 'Ihr Vorname'),
            required: true,
            autoComplete: 'given-name',
            maxLength: 40,
          },
        },
        {
          type: 'question',
          question: {
            key: 'email',
            type: 'email',
            target: 'email',
            label: l('E-mail address', 'E-mailadres', 'Adresse e-mail', 'E-Mail-Adresse'),
            required: true,
          },
        },
        {
          type: 'question',
          question: {
            key: 'terms',
            type: 'checkbox',
            label: l(
              'I agree that my answers are stored',
              'Ik ga akkoord dat mijn antwoorden bewaard worden',
              "J'accepte que mes réponses soient enregistrées",
              'Ich bin einverstanden, dass meine Antworten gespeichert werden',
            ),
            required: true,
          },
        },
        { type: 'question', question: { key: 'source', type: 'hidden', value: 'demo' } },
      ],
    },
    {
      key: 'opinion',
      order: 2,
      title: l('Your opinion', 'Jouw mening', 'Votre avis', 'Ihre Meinung'),
      sections: [
        {
          type: 'question',
          question: {
            key: 'age',
            type: 'radio',
            target: 'age',
            label: l('Your age', 'Je leeftijd', 'Votre âge', 'Ihr Alter'),
            required: true,
            options: [
              { value: '<25', label: l('Under 25', 'Jonger dan 25', 'Moins de 25 ans', 'Unter 25') },
              { value: '25-45', label: '25–45' },
              { value: '>45', label: l('Over 45', 'Ouder dan 45', 'Plus de 45 ans', 'Über 45') },
              { value: 'secret', label: 'Secret', hide: true },
            ],
          },
        },
        {
          type: 'question',
          question: {
            key: 'price',
            type: 'radio',
            layout: 'buttons',
            label: l('How important is the price?', 'Hoe belangrijk is de prijs?', 'Quelle importance accordez-vous au prix\u202f?', 'Wie wichtig ist Ihnen der Preis?'),
            required: true,
            options: scale,
          },
        },
        {
          type: 'question',
          question: {
            key: 'energy',
            type: 'checkboxes',
            label: l('Which sources do you prefer?', 'Welke bronnen verkies je?', 'Quelles sources préférez-vous\u202f?', 'Welche Quellen bevorzugen Sie?'),
            required: true,
            maxSelected: 3,
            options: [
              { value: 'wind', label: l('Wind', 'Wind', 'Éolien', 'Wind') },
              { value: 'sun', label: l('Sun', 'Zon', 'Solaire', 'Sonne') },
              { value: 'water', label: l('Water', 'Water', 'Hydraulique', 'Wasser') },
              { value: 'coal', label: l('Coal', 'Steenkool', 'Charbon', 'Kohle'), disabled: true },
            ],
            other: { label: l('Something else', 'Iets anders', 'Autre chose', 'Etwas anderes'), required: true },
          },
        },
      ],
    },
    {
      key: 'more',
      order: 3,
      title: l('Tell us more', 'Vertel ons meer', 'Dites-nous en plus', 'Erzählen Sie mehr'),
      sections: [
        {
          type: 'question',
          question: {
            key: 'story',
            type: 'text',
            label: l('What would you change?', 'Wat zou je veranderen?', 'Que changeriez-vous\u202f?', 'Was würden Sie ändern?'),
            required: true,
            maxLength: 200,
            resize: true,
            aiFeedback: true,
          },
        },
        {
          type: 'question',
          question: {
            key: 'budget',
            type: 'slider',
            label: l('Monthly budget', 'Maandbudget', 'Budget mensuel', 'Monatliches Budget'),
            minValue: 0,
            maxValue: 200,
            step: 10,
            outputFormat: l('€{{value}}', '€ {{value}}', '{{value}} €', '{{value}} €'),
          },
        },
        {
          type: 'group',
          key: 'address',
          title: l('Where do you live?', 'Waar woon je?', 'Où habitez-vous\u202f?', 'Wo wohnen Sie?'),
          questions: [
            {
              key: 'contact',
              type: 'group',
              label: l('Address', 'Adres', 'Adresse', 'Adresse'),
              questions: [
                {
                  key: 'street',
                  type: 'string',
                  label: l('Street and number', 'Straat en nummer', 'Rue et numéro', 'Straße und Hausnummer'),
                  autoComplete: 'street-address',
                },
                {
                  key: 'postcode',
                  type: 'string',
                  target: 'postcode',
                  label: l('Postcode', 'Postcode', 'Code postal', 'Postleitzahl'),
                  inputMode: 'numeric',
                  autoComplete: 'postal-code',
                  placeholder: { nl: '9000', en: '9000', fr: '1000', de: '4700' },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'files',
      order: 4,
      title: l('Files', 'Bestanden', 'Fichiers', 'Dateien'),
      sections: [
        {
          type: 'question',
          question: {
            key: 'photo',
            type: 'image',
            label: l('A photo of your street', 'Een foto van je straat', 'Une photo de votre rue', 'Ein Foto Ihrer Straße'),
          },
        },
        {
          type: 'question',
          question: {
            key: 'bill',
            type: 'file',
            label: l('Your last energy bill (PDF)', 'Je laatste energiefactuur (PDF)', 'Votre dernière facture (PDF)', 'Ihre letzte Energierechnung (PDF)'),
            allowedMimeTypes: ['application/pdf'],
          },
        },
      ],
    },
    {
      key: 'vote',
      order: 5,
      title: l('Vote', 'Stemmen', 'Voter', 'Abstimmen'),
      sections: [
        {
          type: 'question',
          question: {
            key: 'rrn',
            type: 'rrn',
            label: l('National registration number', 'Rijksregisternummer', 'Numéro de registre national', 'Nationalregisternummer'),
            description: l('11 digits, e.g. 85.07.30-033.28', '11 cijfers, bv. 85.07.30-033.28', '11 chiffres, p. ex. 85.07.30-033.28', '11 Ziffern, z. B. 85.07.30-033.28'),
            required: true,
            // Only residents of the district vote, once: the survey's own words for the server's refusals.
            messages: {
              notAllowed: l('You do not live in the district of Antwerp.', 'Je woont niet in district Antwerpen.', "Vous n'habitez pas dans le district d'Anvers.", 'Sie wohnen nicht im Bezirk Antwerpen.'),
              alreadyUsed: l('You can only take part online once.', 'Je kan maar één keer online deelnemen.', 'Vous ne pouvez participer en ligne qu’une seule fois.', 'Sie können nur einmal online teilnehmen.'),
              unavailable: l('Voting is not possible at the moment.', 'Het is momenteel niet mogelijk om te stemmen.', "Il n'est pas possible de voter pour le moment.", 'Eine Stimmabgabe ist derzeit nicht möglich.'),
            },
          },
        },
        {
          type: 'question',
          question: {
            key: 'ideas',
            type: 'like',
            label: l('Which ideas do you like?', 'Welke ideeën vind je goed?', 'Quelles idées aimez-vous\u202f?', 'Welche Ideen gefallen Ihnen?'),
            minLikes: 1,
            maxLikes: 2,
            required: true,
          },
        },
      ],
    },
    {
      key: 'thanks',
      order: 6,
      title: l('Thank you', 'Bedankt', 'Merci', 'Danke'),
      disablePrevious: true,
      disableNext: true,
      save: 'none',
      sections: [
        {
          type: 'content',
          key: 'done',
          content: l(
            'Your answers were saved. **Thank you** for taking part.',
            'Je antwoorden zijn bewaard. **Bedankt** om deel te nemen.',
            'Vos réponses ont été enregistrées. **Merci** de votre participation.',
            'Ihre Antworten wurden gespeichert. **Danke** für Ihre Teilnahme.',
          ),
        },
      ],
    },
  ],
};

export interface DemoSurveyOptions {
  language?: Language;
  /** Default: the offline API with fixed like options and AI feedback (no server needed). */
  api?: TreesponseApi;
}

/** A running demo survey, in memory only. */
export function createDemoSurvey(options: DemoSurveyOptions = {}): FullSurveyController {
  const survey: FullSurveyController = createSurvey({
    definition: demoSurvey,
    api: options.api ?? createStoryApi({ delayMs: 50, language: () => survey.getState().language }),
    language: options.language ?? 'en',
    aggregatorUrl: 'https://aggregator.invalid/likes',
    environment: { storage: createMemoryStorage() },
    onError: () => undefined,
  });
  return survey;
}
