/**
 * The checks of a question's definition that its fields' types cannot say, for the types that need them (rating,
 * multiple text, image picker, repeating panel), and the check of a repeating panel's `panelsFrom`. `validateDefinition`
 * runs them (definition-fields.ts), so an app that does not call it does not ship them; a running survey draws a
 * multiple text question without items as none and a scale without values as empty. The rules of a panel's fields,
 * `{panel.<name>}` included, are checked with every other expression of the survey (definition.ts), also by createSurvey.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > 0;

/** panels.ts's PANEL_OPTION, written again so that the checks never pull the panel's logic into the main entry. */
const PANEL_OPTION = 'panelOption';
/** The question types whose chosen options a panel can follow. */
const OPTION_SOURCES = ['checkboxes', 'tagbox', 'imagepicker', 'radio', 'dropdown'];
/** The field types of a panel's items that list options. */
const CHOICE_FIELDS = ['radio', 'dropdown', 'checkboxes'];

/**
 * The problems of a rating, multiple text, image picker or repeating panel question that its fields' types cannot say,
 * by field: a scale that cannot hold, items without a name or with the same one, a panel's counts that cannot both
 * hold, a field named like the option key, its choice fields without options and its rating fields' scales, an image
 * picker option without its image.
 */
export function builtInTypeProblems(type: string, question: Record<string, unknown>): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const panel = type === 'paneldynamic';
  if (type === 'rating') {
    const { rateMin = 1, rateMax, rateStep = 1 } = question;
    if (typeof rateMax === 'number' && typeof rateMin === 'number' && rateMax <= rateMin) add('rateMax', 'Must be greater than rateMin (default 1)');
    if (typeof rateStep === 'number' && rateStep <= 0) add('rateStep', 'Must be greater than 0');
  }
  if (panel || type === 'multipletext') {
    // A panel's fields are a multiple text question's items.
    const field = panel ? 'templateElements' : 'items';
    const items = question[field];
    if (!filled(items)) add(field, `${panel ? 'A repeating panel' : 'A multiple text question'} needs a list of at least one item`);
    else {
      const names = new Set<string>();
      items.forEach((item, i) => {
        if (!isObject(item) || typeof item.name !== 'string' || item.name === '') add(`${field}[${i}]`, 'An item needs a name (a text)');
        else if (names.has(item.name)) add(`${field}[${i}].name`, `The item name "${item.name}" is used twice`);
        else names.add(item.name);
      });
    }
  }
  if (panel) {
    const { minPanelCount, maxPanelCount } = question;
    if (typeof minPanelCount === 'number' && typeof maxPanelCount === 'number' && maxPanelCount < minPanelCount) add('maxPanelCount', 'Must be at least minPanelCount');
    const fields: unknown[] = Array.isArray(question.templateElements) ? question.templateElements : [];
    const each = (check: (field: Record<string, unknown> | null, at: string) => void) => fields.forEach((field, i) => check(field as Record<string, unknown> | null, `templateElements[${i}]`));
    if (question.panelsFrom !== undefined) {
      each((field, at) => field?.name === PANEL_OPTION && add(`${at}.name`, `"${PANEL_OPTION}" holds the item's option with panelsFrom: choose another name`));
    }
    each((field, at) => {
      if (CHOICE_FIELDS.includes(String(field?.type)) && !filled(field?.options)) add(`${at}.options`, `A ${String(field?.type)} field needs a list of at least one option`);
    });
    // A rating field of the items is checked like a rating question.
    each((field, at) => {
      if (isObject(field) && field.type === 'rating') for (const problem of builtInTypeProblems('rating', field)) add(`${at}.${problem.field}`, problem.message);
    });
  }
  if (type === 'imagepicker' && Array.isArray(question.options)) {
    question.options.forEach((option: unknown, i) => {
      if (isObject(option) && (!isObject(option.image) || typeof option.image.url !== 'string' || option.image.alt === undefined)) {
        add(`options[${i}].image`, 'An image picker option needs an image with a url and an alt text');
      }
    });
  }
  return problems;
}

/** The problem of a `panelsFrom` (`types`: the type of each question of the survey by key), or null. */
export function panelSourceProblem(panelsFrom: unknown, types: ReadonlyMap<unknown, unknown>): string | null {
  if (typeof panelsFrom !== 'string') return null; // Reported as a value of the wrong kind.
  const type = types.get(panelsFrom);
  if (type === undefined) return `"${panelsFrom}" is not a question of this survey`;
  if (OPTION_SOURCES.includes(String(type))) return null;
  return `"${panelsFrom}" is a ${String(type)} question: a panel follows the options chosen in a ${OPTION_SOURCES.join(', ')} question`;
}
