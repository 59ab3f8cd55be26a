/** Languages the widgets ship texts for. */
export type WidgetLanguage = 'nl' | 'fr' | 'de' | 'en';

/** Texts of the carousel controls. `{index}` and `{count}` are replaced in `slideLabel`. */
export interface CarouselTexts {
  /** Label of the button that shows the previous slide. */
  previous: string;
  /** Label of the button that shows the next slide. */
  next: string;
  /** Accessible name of one slide, e.g. '{index} of {count}'. */
  slideLabel: string;
  /** Label of the button that stops automatic advance. */
  stopRotation: string;
  /** Label of the button that starts automatic advance again. */
  startRotation: string;
}

/** Texts of the tips list toggle. `{count}` is replaced by the number of hidden tips. */
export interface TipsListTexts {
  /** Label of the button that shows every tip. */
  showMore: string;
  /** Label of the button that collapses the list again. */
  showLess: string;
}

/** Texts of the comparison profile panel. */
export interface ComparisonProfileTexts {
  /** Header of the column that names each criterion. */
  criterion: string;
}

export const carouselTranslations: Record<WidgetLanguage, CarouselTexts> = {
  en: {
    previous: 'Previous slide',
    next: 'Next slide',
    slideLabel: '{index} of {count}',
    stopRotation: 'Stop automatic slide show',
    startRotation: 'Start automatic slide show',
  },
  nl: {
    previous: 'Vorige dia',
    next: 'Volgende dia',
    slideLabel: '{index} van {count}',
    stopRotation: 'Automatische diavoorstelling stoppen',
    startRotation: 'Automatische diavoorstelling starten',
  },
  fr: {
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    slideLabel: '{index} sur {count}',
    stopRotation: 'Arrêter le défilement automatique',
    startRotation: 'Démarrer le défilement automatique',
  },
  de: {
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    slideLabel: '{index} von {count}',
    stopRotation: 'Automatische Diashow anhalten',
    startRotation: 'Automatische Diashow starten',
  },
};

export const tipsListTranslations: Record<WidgetLanguage, TipsListTexts> = {
  en: { showMore: 'Show more', showLess: 'Show less' },
  nl: { showMore: 'Toon meer', showLess: 'Toon minder' },
  fr: { showMore: 'Afficher plus', showLess: 'Afficher moins' },
  de: { showMore: 'Mehr anzeigen', showLess: 'Weniger anzeigen' },
};

export const comparisonProfileTranslations: Record<WidgetLanguage, ComparisonProfileTexts> = {
  en: { criterion: 'Criterion' },
  nl: { criterion: 'Criterium' },
  fr: { criterion: 'Critère' },
  de: { criterion: 'Kriterium' },
};

/** Replaces `{name}` placeholders in a text. Unknown placeholders are left as they are. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
