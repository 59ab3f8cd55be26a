/**
 * The checks of a repeating panel's definition that its fields' types cannot say: its counts, a field named like the
 * option key, the options of its items' choice fields, and its `panelsFrom` naming a question with options of the
 * same survey. Run by `validateDefinition`
 * (definition-type-checks.ts and definition-fields.ts), so an app that does not call it does not ship them.
 */

/** panels.ts's PANEL_OPTION, written again so that the checks never pull the panel's logic into the main entry. */
const PANEL_OPTION = 'panelOption';

/** The question types whose chosen options a panel can follow. */
const OPTION_SOURCES = ['checkboxes', 'tagbox', 'imagepicker', 'radio', 'dropdown'];

/** Counts that cannot both hold, and a field that its option would overwrite. */
export function panelCountProblems(question: Record<string, unknown>): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const { minPanelCount, maxPanelCount } = question;
  if (typeof minPanelCount === 'number' && typeof maxPanelCount === 'number' && maxPanelCount < minPanelCount) {
    problems.push({ field: 'maxPanelCount', message: 'Must be at least minPanelCount' });
  }
  if (question.panelsFrom !== undefined) {
    const fields: unknown[] = Array.isArray(question.templateElements) ? question.templateElements : [];
    fields.forEach((item, i) => {
      if ((item as { name?: unknown } | null)?.name === PANEL_OPTION) {
        problems.push({ field: `templateElements[${i}].name`, message: `"${PANEL_OPTION}" holds the item's option with panelsFrom: choose another name` });
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

/** The field types of a panel's items that list options. */
const CHOICE_FIELDS = ['radio', 'dropdown', 'checkboxes'];

/**
 * The choice fields of a panel's items without options. Their rules, `{panel.<name>}` included, are checked with every
 * other expression of the survey (definition.ts), also by createSurvey.
 */
export function panelFieldProblems(question: Record<string, unknown>): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const fields: unknown[] = Array.isArray(question.templateElements) ? question.templateElements : [];
  fields.forEach((value, i) => {
    const field = value as Record<string, unknown> | null;
    if (CHOICE_FIELDS.includes(String(field?.type)) && (!Array.isArray(field?.options) || field.options.length === 0)) {
      problems.push({ field: `templateElements[${i}].options`, message: `A ${String(field?.type)} field needs a list of at least one option` });
    }
  });
  return problems;
}
