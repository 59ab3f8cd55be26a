/**
 * The sizes of the stylesheets that are deliberately not steps of the spacing or type scale. Every other font size
 * reads a `--ts-font-size*` token and every other space a `--ts-spacing*` or `--ts-space-*` token; a test parses
 * the stylesheets and fails on any literal length that is neither a token's default nor listed here, and on an entry
 * here that no rule uses any more. The Layout and spacing page shows this list.
 */
export interface SizeException {
  /** The selector lists (as written in the stylesheet) whose rules may use the values; `*` for any rule. */
  selectors: readonly string[];
  /** The properties (exact names); `@media` for a breakpoint of a media query. */
  properties: readonly string[];
  values: readonly string[];
  why: string;
}

export const SIZE_EXCEPTIONS: readonly SizeException[] = [
  {
    selectors: ['*'],
    properties: ['border', 'border-inline-start', 'border-block-start', 'border-block-end', 'box-shadow'],
    values: ['1px', '2px', '3px', '4px'],
    why:
      'Line widths, in pixels so a line stays crisp at any text size: 1 px hairlines of fields, lists and tables; ' +
      '2 px borders of buttons and chosen options, the rule of tabs and of a group; 3 px the rule beside invalid ' +
      'options; 4 px the accent of the waiting and saving messages.',
  },
  {
    selectors: ['.ts-tabs__tab'],
    properties: ['margin-block-end'],
    values: ['-2px'],
    why: 'The selected tab overlaps the 2 px rule under the tab list, so its own rule replaces it.',
  },
  {
    selectors: ['.ts-visually-hidden', '.ts-survey__saving:empty', '.ts-file__input'],
    properties: ['width', 'height', 'margin'],
    values: ['1px', '-1px'],
    why: 'Visually hidden but read by screen readers (the 1 px clip pattern).',
  },
  {
    selectors: ['.ts-page__title:focus-visible', '.ts-tagbox__option--active'],
    properties: ['outline-offset'],
    values: ['4px', '-3px'],
    why:
      'The focus ring of a page title sits further out, clear of the text; the active option of a tag box list ' +
      'draws its ring inside, as the list clips what is outside.',
  },
  {
    selectors: ['.ts-choice__label .ts-required', '.ts-carousel button, .ts-tabs__tab, .ts-tips__toggle', '.ts-compare__supplier img'],
    properties: ['margin-inline-start', 'padding', 'max-height'],
    values: ['0.3em', '0.4em', '0.9em', '1.5em'],
    why:
      'Sizes that follow the text they sit in (em): the word space before a required mark, the padding of the ' +
      'widgets’ buttons, a supplier logo as tall as a line.',
  },
  {
    selectors: ['.ts-slider__output', '.ts-compare__value'],
    properties: ['min-width'],
    values: ['4ch', '4.5ch'],
    why: 'Room for a number of four digits (ch), so values do not shift the layout as they change.',
  },
  {
    selectors: ['.ts-survey'],
    properties: ['max-width'],
    values: ['48rem'],
    why: 'The width of the survey column: a comfortable line length.',
  },
  {
    selectors: [
      '.ts-choice',
      '.ts-choice__input',
      '.ts-ai-feedback',
      '.ts-spinner',
      '.ts-rating__icon',
      '.ts-progress__bar',
      '.ts-compare__bar',
    ],
    properties: ['width', 'height', 'min-height'],
    values: ['2rem', '1.5rem', '1rem', '0.75rem'],
    why:
      'Control sizes: a choice row at least 32 px high with a 24 px box (its label is part of the target), a ' +
      'line reserved for AI feedback, the spinner, rating icons, and the 12 px bars of progress and comparison.',
  },
  {
    selectors: ['.ts-file__preview', '.ts-file__progress', '.ts-number__input', '.ts-date', '.ts-matrix__row', '.ts-tagbox__list', '.ts-imagepicker__label'],
    properties: ['width', 'max-width', 'max-height', 'grid-template-columns', '--ts-option-image-size'],
    values: ['16rem', '14rem', '12rem', '10rem', '15rem', '8rem'],
    why:
      'Widths of what has a natural size: a file preview and its progress, a number or date field (as wide as ' +
      'its content), the statement column of a matrix row, a tag box list before it scrolls, image choices.',
  },
  {
    selectors: ['.ts-compare__bar', '.ts-compare__fill'],
    properties: ['border-radius'],
    values: ['999px'],
    why: 'Fully rounded ends of the comparison bars, whatever their length.',
  },
  {
    selectors: ['*'],
    properties: ['@media'],
    values: ['36rem', '40rem'],
    why:
      'Breakpoints: below 36rem button choices stack in one column; from 40rem a matrix puts its statements ' +
      'beside the choices.',
  },
];
