/**
 * The checks of a question's definition that its fields' types cannot say, for the types that need them (yes/no,
 * rating, multiple text, image picker, repeating panel). `validateDefinition` runs them, so an app that does not call it does not ship
 * them; a running survey draws a multiple text question without items as none and a scale without values as empty.
 */
import { panelCountProblems, panelFieldProblems } from './panel-checks.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The checks of the yes/no, rating, multiple text, image picker and repeating panel questions that their fields' types cannot say. */
export function builtInTypeProblems(type: string, question: Record<string, unknown>): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (type === 'rating') {
    const { rateMin = 1, rateMax, rateStep = 1 } = question;
    if (typeof rateMax === 'number' && typeof rateMin === 'number' && rateMax <= rateMin) {
      problems.push({ field: 'rateMax', message: 'Must be greater than rateMin (default 1)' });
    }
    if (typeof rateStep === 'number' && rateStep <= 0) problems.push({ field: 'rateStep', message: 'Must be greater than 0' });
  }
  if (type === 'multipletext' || type === 'paneldynamic') {
    // A panel's fields are a multiple text question's items.
    const [field, what] = type === 'multipletext' ? ['items', 'A multiple text question'] : ['templateElements', 'A repeating panel'];
    const items = question[field];
    if (!Array.isArray(items) || items.length === 0) {
      problems.push({ field, message: `${what} needs a list of at least one item` });
    } else {
      const names = new Set<string>();
      items.forEach((item: unknown, i) => {
        if (!isObject(item) || typeof item.name !== 'string' || item.name === '') {
          problems.push({ field: `${field}[${i}]`, message: 'An item needs a name (a text)' });
        } else if (names.has(item.name)) {
          problems.push({ field: `${field}[${i}].name`, message: `The item name "${item.name}" is used twice` });
        } else names.add(item.name);
      });
    }
  }
  if (type === 'paneldynamic') {
    problems.push(...panelCountProblems(question), ...panelFieldProblems(question));
    // A rating field of the items is checked like a rating question.
    const fields: unknown[] = Array.isArray(question.templateElements) ? question.templateElements : [];
    fields.forEach((field, i) => {
      if (isObject(field) && field.type === 'rating') {
        for (const problem of builtInTypeProblems('rating', field)) problems.push({ ...problem, field: `templateElements[${i}].${problem.field}` });
      }
    });
  }
  if (type === 'imagepicker' && Array.isArray(question.options)) {
    question.options.forEach((option: unknown, i) => {
      if (isObject(option) && (!isObject(option.image) || typeof option.image.url !== 'string' || option.image.alt === undefined)) {
        problems.push({ field: `options[${i}].image`, message: 'An image picker option needs an image with a url and an alt text' });
      }
    });
  }
  return problems;
}
