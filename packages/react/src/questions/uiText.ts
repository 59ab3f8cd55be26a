import { MESSAGES, type Language, type SurveyController } from '@treesponse/core';

type UiKey =
  | 'slider.decrease'
  | 'slider.increase'
  | 'checkboxes.other'
  | 'like.loading'
  | 'upload.progress'
  | 'question.required'
  | 'link.newTab';

// Interface words of the React components that the engine's message catalogue does not carry.
const UI_TEXTS: Record<Language, Record<UiKey, string>> = {
  en: {
    'slider.decrease': 'Decrease',
    'slider.increase': 'Increase',
    'checkboxes.other': 'Other',
    'like.loading': 'Loading…',
    'upload.progress': 'Upload progress',
    'question.required': 'required',
    'link.newTab': 'opens in a new tab',
  },
  nl: {
    'slider.decrease': 'Verlagen',
    'slider.increase': 'Verhogen',
    'checkboxes.other': 'Andere',
    'like.loading': 'Laden…',
    'upload.progress': 'Voortgang van de upload',
    'question.required': 'verplicht',
    'link.newTab': 'opent in een nieuw tabblad',
  },
  fr: {
    'slider.decrease': 'Diminuer',
    'slider.increase': 'Augmenter',
    'checkboxes.other': 'Autre',
    'like.loading': 'Chargement…',
    'upload.progress': 'Progression du téléchargement',
    'question.required': 'obligatoire',
    'link.newTab': 's’ouvre dans un nouvel onglet',
  },
  de: {
    'slider.decrease': 'Verringern',
    'slider.increase': 'Erhöhen',
    'checkboxes.other': 'Andere',
    'like.loading': 'Wird geladen…',
    'upload.progress': 'Upload-Fortschritt',
    'question.required': 'erforderlich',
    'link.newTab': 'öffnet in einem neuen Tab',
  },
};

/**
 * A word of the components' interface in the survey's current language. When the engine's catalogue knows the key,
 * the survey's translator answers (so a survey's own translations apply); otherwise the components' defaults do.
 */
export function uiText(controller: SurveyController, key: UiKey): string {
  if (key in MESSAGES.en) return controller.t(key);
  const language = controller.getState().language;
  return (UI_TEXTS[language] ?? UI_TEXTS.en)[key];
}
