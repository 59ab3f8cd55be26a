/**
 * The engine's own texts in every language it knows. Surveys can override any key through
 * `SurveyDefinition.translations`. Placeholders use double curly braces: `{{n}}`.
 */
import type { EngineLanguage } from './types.js';

/** The languages of the engine's texts, in the order of each text's translations below. */
const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const satisfies readonly EngineLanguage[];

// Each key once, with its text in every language side by side (English, Dutch, French, German).
const TEXTS = {
  'validation.required': [
    'This question is required',
    'Dit veld is verplicht',
    'Ce champ est obligatoire',
    'Dieses Feld ist erforderlich',
  ],
  'validation.minLength': [
    'Should be at least {{n}} characters',
    'Moet minstens {{n}} tekens bevatten',
    'Doit contenir au moins {{n}} caractères',
    'Muss mindestens {{n}} Zeichen lang sein',
  ],
  'validation.maxLength': [
    'Should be maximum {{n}} characters',
    'Mag maximaal {{n}} tekens bevatten',
    'Doit contenir au maximum {{n}} caractères',
    'Darf höchstens {{n}} Zeichen lang sein',
  ],
  'validation.email': [
    'Please fill in a valid email',
    'Vul een geldig e-mailadres in',
    'Veuillez saisir une adresse e-mail valide',
    'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  ],
  'validation.maxSelected': [
    'Select up to {{n}} options',
    'Selecteer maximaal {{n}} opties',
    'Sélectionnez au maximum {{n}} options',
    'Wählen Sie höchstens {{n}} Optionen',
  ],
  'validation.minSelected': [
    'Select at least {{n}} options',
    'Selecteer minstens {{n}} opties',
    'Sélectionnez au moins {{n}} options',
    'Wählen Sie mindestens {{n}} Optionen',
  ],
  'validation.fileTooLarge': [
    'This file is too large',
    'Dit bestand is te groot',
    'Ce fichier est trop volumineux',
    'Diese Datei ist zu groß',
  ],
  'validation.fileType': [
    'This type of file is not permitted',
    'Dit type bestand is niet toegestaan',
    'Ce type de fichier n\'est pas autorisé',
    'Dieser Dateityp ist nicht erlaubt',
  ],
  'rrn.notAllowed': [
    'This registration number may not take part.',
    'Dit rijksregisternummer mag niet deelnemen.',
    'Ce numéro de registre national ne peut pas participer.',
    'Diese Nationalregisternummer darf nicht teilnehmen.',
  ],
  'rrn.alreadyUsed': [
    'This registration number has already taken part.',
    'Met dit rijksregisternummer werd al deelgenomen.',
    'Ce numéro de registre national a déjà participé.',
    'Mit dieser Nationalregisternummer wurde bereits teilgenommen.',
  ],
  'rrn.unavailable': [
    'Your registration number cannot be checked at the moment. Please try again later.',
    'Je rijksregisternummer kan momenteel niet gecontroleerd worden. Probeer het later opnieuw.',
    'Votre numéro de registre national ne peut pas être vérifié pour le moment. Veuillez réessayer plus tard.',
    'Ihre Nationalregisternummer kann derzeit nicht geprüft werden. Bitte versuchen Sie es später erneut.',
  ],
  'upload.file': [
    'Upload file',
    'Upload bestand',
    'Télécharger un fichier',
    'Datei hochladen',
  ],
  'upload.image': [
    'Upload image',
    'Upload afbeelding',
    'Télécharger une image',
    'Bild hochladen',
  ],
  'upload.cannotUpload': [
    'Cannot upload file',
    'Kan het bestand niet uploaden',
    'Impossible de télécharger le fichier',
    'Datei kann nicht hochgeladen werden',
  ],
  'upload.storeFailed': [
    'Error storing file. Status: {{code}}',
    'Fout bij het opslaan van het bestand. Status: {{code}}',
    'Erreur lors de l\'enregistrement du fichier. Statut : {{code}}',
    'Fehler beim Speichern der Datei. Status: {{code}}',
  ],
  'text.counter': [
    'Characters: {{current}} / {{max}}',
    'Tekens: {{current}} / {{max}}',
    'Caractères : {{current}} / {{max}}',
    'Zeichen: {{current}} / {{max}}',
  ],
  'save.failed': [
    'Could not be saved. Your answers are kept; please try again.',
    'Kon niet worden opgeslagen. Je antwoorden zijn bewaard; probeer het opnieuw.',
    'Impossible d\'enregistrer. Vos réponses sont conservées ; veuillez réessayer.',
    'Konnte nicht gespeichert werden. Ihre Antworten bleiben erhalten; bitte versuchen Sie es erneut.',
  ],
  'save.notAuthorized': [
    'Not authorized',
    'Geen toegang',
    'Accès refusé',
    'Nicht autorisiert',
  ],
  'save.network': [
    'The connection failed. Your answers are kept; please try again.',
    'De verbinding is mislukt. Je antwoorden zijn bewaard; probeer het opnieuw.',
    'La connexion a échoué. Vos réponses sont conservées ; veuillez réessayer.',
    'Die Verbindung ist fehlgeschlagen. Ihre Antworten bleiben erhalten; bitte versuchen Sie es erneut.',
  ],
  'page.definitionError': [
    'This survey cannot go on: its next page contains an error. Your answers are kept.',
    'Deze vragenlijst kan niet verder: de volgende pagina bevat een fout. Je antwoorden zijn bewaard.',
    'Ce questionnaire ne peut pas continuer : la page suivante contient une erreur. Vos réponses sont conservées.',
    'Dieser Fragebogen kann nicht fortgesetzt werden: Die nächste Seite enthält einen Fehler. Ihre Antworten bleiben erhalten.',
  ],
  'sync.waiting': [
    'Your answers are kept on this device and will be sent as soon as the connection is back.',
    'Je antwoorden zijn op dit toestel bewaard en worden verzonden zodra er weer verbinding is.',
    'Vos réponses sont conservées sur cet appareil et seront envoyées dès que la connexion sera rétablie.',
    'Ihre Antworten sind auf diesem Gerät gespeichert und werden gesendet, sobald die Verbindung wieder besteht.',
  ],
  'aiFeedback.low.ok': [
    'Thank you! Could you tell us a little more?',
    'Bedankt! Kan je iets meer vertellen?',
    'Merci ! Pourriez-vous en dire un peu plus ?',
    'Danke! Können Sie etwas mehr erzählen?',
  ],
  'aiFeedback.ok.ok': [
    'Thank you for your clear answer.',
    'Bedankt voor je duidelijke antwoord.',
    'Merci pour votre réponse claire.',
    'Danke für Ihre klare Antwort.',
  ],
  'aiFeedback.high.ok': [
    'Thank you! Could you put it a little more simply?',
    'Bedankt! Kan je het iets eenvoudiger zeggen?',
    'Merci ! Pourriez-vous l\'exprimer plus simplement ?',
    'Danke! Können Sie es etwas einfacher sagen?',
  ],
  'aiFeedback.low.notOk': [
    'Please keep it respectful and tell us a little more.',
    'Blijf respectvol en vertel iets meer.',
    'Restez respectueux et dites-nous-en un peu plus.',
    'Bitte bleiben Sie respektvoll und erzählen Sie etwas mehr.',
  ],
  'aiFeedback.ok.notOk': [
    'Please keep your answer respectful.',
    'Hou je antwoord respectvol.',
    'Veuillez rester respectueux dans votre réponse.',
    'Bitte formulieren Sie Ihre Antwort respektvoll.',
  ],
  'aiFeedback.high.notOk': [
    'Please keep it respectful and put it a little more simply.',
    'Blijf respectvol en zeg het iets eenvoudiger.',
    'Restez respectueux et exprimez-vous plus simplement.',
    'Bitte bleiben Sie respektvoll und sagen Sie es etwas einfacher.',
  ],
  'survey.next': [
    'Next',
    'Volgende',
    'Suivant',
    'Weiter',
  ],
  'survey.previous': [
    'Previous',
    'Vorige',
    'Précédent',
    'Zurück',
  ],
  'survey.progress': [
    'Progress',
    'Voortgang',
    'Progression',
    'Fortschritt',
  ],
  'slider.decrease': [
    'Decrease',
    'Verlagen',
    'Diminuer',
    'Verringern',
  ],
  'slider.increase': [
    'Increase',
    'Verhogen',
    'Augmenter',
    'Erhöhen',
  ],
  'checkboxes.other': [
    'Other',
    'Andere',
    'Autre',
    'Andere',
  ],
  'like.loading': [
    'Loading…',
    'Laden…',
    'Chargement…',
    'Wird geladen…',
  ],
  'upload.progress': [
    'Upload progress',
    'Voortgang van de upload',
    'Progression du téléchargement',
    'Upload-Fortschritt',
  ],
  'question.required': [
    'required',
    'verplicht',
    'obligatoire',
    'erforderlich',
  ],
  'link.newTab': [
    'opens in a new tab',
    'opent in een nieuw tabblad',
    's’ouvre dans un nouvel onglet',
    'öffnet in einem neuen Tab',
  ],
  'validation.number': [
    'Please enter a number',
    'Vul een getal in',
    'Veuillez saisir un nombre',
    'Bitte geben Sie eine Zahl ein',
  ],
  'validation.min': [
    'Should be at least {{n}}',
    'Moet minstens {{n}} zijn',
    'Doit être au moins {{n}}',
    'Muss mindestens {{n}} sein',
  ],
  'validation.max': [
    'Should be at most {{n}}',
    'Mag hoogstens {{n}} zijn',
    'Doit être au plus {{n}}',
    'Darf höchstens {{n}} sein',
  ],
  'validation.step': [
    'Should be in steps of {{n}}',
    'Moet in stappen van {{n}}',
    'Doit aller par pas de {{n}}',
    'Muss in Schritten von {{n}} sein',
  ],
  'validation.date': [
    'Please enter a valid date',
    'Vul een geldige datum in',
    'Veuillez saisir une date valide',
    'Bitte geben Sie ein gültiges Datum ein',
  ],
  'validation.dateMin': [
    'Should be on or after {{date}}',
    'Moet op of na {{date}} zijn',
    'Doit être le {{date}} ou après',
    'Muss am {{date}} oder später sein',
  ],
  'validation.dateMax': [
    'Should be on or before {{date}}',
    'Moet op of voor {{date}} zijn',
    'Doit être le {{date}} ou avant',
    'Muss am {{date}} oder früher sein',
  ],
  'validation.matrixRows': [
    'Please answer every row',
    'Beantwoord elke rij',
    'Veuillez répondre à chaque ligne',
    'Bitte beantworten Sie jede Zeile',
  ],
  'dropdown.choose': [
    'Choose…',
    'Kies…',
    'Choisissez…',
    'Bitte wählen…',
  ],
  'save.saving': [
    'Saving your answers…',
    'Je antwoorden worden opgeslagen…',
    'Enregistrement de vos réponses…',
    'Ihre Antworten werden gespeichert…',
  ],
  'save.retry': [
    'Try again',
    'Opnieuw proberen',
    'Réessayer',
    'Erneut versuchen',
  ],
  'save.keptOnDevice': [
    'Your answers are also kept on this device.',
    'Je antwoorden zijn ook op dit toestel bewaard.',
    'Vos réponses sont aussi conservées sur cet appareil.',
    'Ihre Antworten sind auch auf diesem Gerät gespeichert.',
  ],
} as const satisfies Record<string, readonly [string, string, string, string]>;

export type MessageKey = keyof typeof TEXTS;

/** The engine's texts, by language and key. */
export const MESSAGES = /* @__PURE__ */ Object.fromEntries(
  LANGUAGES.map((language, column) => [
    language,
    Object.fromEntries(Object.entries(TEXTS).map(([key, texts]) => [key, texts[column]])),
  ]),
) as Record<EngineLanguage, Record<MessageKey, string>>;
