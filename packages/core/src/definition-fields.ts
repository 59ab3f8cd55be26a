/**
 * The fields of a definition checked like code: a property no object of its kind has is reported (with the closest
 * known name: "did you mean"), and a value of the wrong kind too. The known fields come from the same TypeScript
 * types as the JSON Schema (`definition-fields.generated.ts`, written by scripts/schema.mjs); a custom question type
 * declares its own (`settings` of its QuestionTypeDefinition). Callbacks, the TypeScript escape hatch, are accepted
 * wherever they are. Only `validateDefinition` runs these checks: a running survey accepts what it does not read.
 */
import type { DefinitionProblem } from './definition.js';
import { DEFINITION_FIELDS, type FieldKind } from './definition-fields.generated.js';
import { builtInTypeProblems, panelSourceProblem } from './definition-type-checks.js';
import type { QuestionSetting, QuestionTypeRegistry } from './question-types.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Edit distance of two names (insertions, deletions, substitutions and swaps of neighbours). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The known name closest to `name`, when it is close enough to be a typo (case ignored). */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.min(3, Math.floor(name.length / 3)));
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d <= bestDistance && (best === undefined || d < bestDistance)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

const KIND_WORDS: Record<Exclude<FieldKind, 'any'>, string> = {
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  text: 'a text, or an object with a text per language',
  condition: 'an expression (a text) or true or false',
};

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return { string: 'a text', number: 'a number', boolean: typeof value === 'boolean' ? String(value) : '', object: 'an object' }[typeof value as 'string'] || typeof value;
}

function fits(kind: FieldKind, value: unknown): boolean {
  if (kind === 'any' || typeof value === 'function' || value === undefined) return true;
  switch (kind) {
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'text':
      // An object's texts are checked where they are read (a host may resolve its own forms, e.g. keys of its i18n).
      return typeof value === 'string' || isObject(value);
    case 'condition':
      return typeof value === 'string' || typeof value === 'boolean';
    default:
      return typeof value === kind;
  }
}

/** The kind a custom setting's JSON Schema asks for. */
export function settingKind(setting: QuestionSetting): FieldKind {
  if (setting.$ref === '#/definitions/LocalizedText') return 'text';
  if (setting.$ref === '#/definitions/Condition') return 'condition';
  if (setting.enum) return 'any';
  const type = setting.type === 'integer' ? 'number' : setting.type;
  return typeof type === 'string' && type in KIND_WORDS ? (type as FieldKind) : 'any';
}

/** Checks the fields of one object against those it may have; `open` accepts fields it does not know. */
function checkFields(value: Record<string, unknown>, fields: Record<string, FieldKind>, path: string, problems: DefinitionProblem[], open = false) {
  const known = Object.keys(fields);
  for (const [name, field] of Object.entries(value)) {
    const kind = fields[name];
    if (kind === undefined) {
      if (open || typeof field === 'function') continue;
      const suggestion = closestName(name, known);
      problems.push({ path: `${path}.${name}`, message: `Unknown property '${name}'${suggestion ? ` (did you mean '${suggestion}'?)` : ''}` });
    } else if (!fits(kind, field)) {
      problems.push({ path: `${path}.${name}`, message: `Should be ${KIND_WORDS[kind as Exclude<FieldKind, 'any'>]}, not ${describe(field)}` });
    }
  }
}

const fieldsOf = (name: string) => DEFINITION_FIELDS[name] ?? {};
/** The question definitions by their lower-case name, so that 'multipletext' finds MultipleTextQuestion. */
let questionDefinitions: Map<string, string> | undefined;
const definitionName = (type: string) =>
  (questionDefinitions ??= new Map(Object.keys(DEFINITION_FIELDS).map((name) => [name.toLowerCase(), name]))).get(`${type.toLowerCase()}question`) ?? '';

/** Each object of a list, with its path. */
function each(list: unknown, path: string, visit: (item: Record<string, unknown>, path: string) => void) {
  if (Array.isArray(list)) list.forEach((item, i) => isObject(item) && visit(item, `${path}[${i}]`));
}

/** The question types a field of a panel's items can have (panel-types.ts: PanelQuestionElement). */
const PANEL_FIELD_TYPES = ['string', 'text', 'email', 'number', 'date', 'radio', 'dropdown', 'checkboxes', 'boolean', 'rating'];

/**
 * A field of a repeating panel's items: a text field without `type` (a multiple text item with rules), or a question
 * of a type an item can ask, with `name` in place of `key` (the schema's PanelTextItem and Panel*Field).
 */
function templateElement(item: Record<string, unknown>, path: string, problems: DefinitionProblem[]) {
  const rules = { visibleIf: 'condition', requiredIf: 'condition' } as const;
  if (item.type === undefined) return checkFields(item, { ...fieldsOf('MultipleTextItem'), ...rules }, path, problems);
  if (!PANEL_FIELD_TYPES.includes(item.type as string)) {
    problems.push({ path: `${path}.type`, message: `A field of a repeating panel's items is of one of the types ${PANEL_FIELD_TYPES.join(', ')} (or has no type: a text field)` });
    return;
  }
  const { key: _key, target: _target, ...base } = fieldsOf('QuestionBase');
  const { aiFeedback: _aiFeedback, ...own } = fieldsOf(definitionName(item.type as string));
  checkFields(item, { ...base, ...own, name: 'string' }, path, problems);
  each(item.options, `${path}.options`, (option, at) => checkFields(option, fieldsOf('Option'), at, problems));
}

/** Every unknown property and every value of the wrong kind in a definition. */
export function fieldProblems(definition: unknown, registry: QuestionTypeRegistry): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  if (!isObject(definition)) return problems;
  const check = (value: Record<string, unknown>, name: string, path: string) => checkFields(value, fieldsOf(name), path, problems);

  // The type of each question by key, and the repeating panels, whose `panelsFrom` names one of them.
  const types = new Map<unknown, unknown>();
  const panels: [unknown, string][] = [];
  const question = (value: Record<string, unknown>, path: string) => {
    const type = typeof value.type === 'string' ? value.type : '';
    if (!types.has(value.key)) types.set(value.key, type);
    if (type === 'paneldynamic') panels.push([value.panelsFrom, `${path}.panelsFrom`]);
    const custom = Object.prototype.hasOwnProperty.call(registry, type) ? registry[type] : undefined;
    const builtIn = !custom && DEFINITION_FIELDS[definitionName(type)] !== undefined;
    if (!custom && !builtIn) return; // An unknown type is reported by the structure check.
    const own = custom
      ? Object.fromEntries(Object.entries(custom.settings ?? {}).map(([field, setting]) => [field, settingKind(setting)]))
      : fieldsOf(definitionName(type));
    // A custom type without declared settings may have any field of its own: only the common ones are checked.
    checkFields(value, { ...fieldsOf('QuestionBase'), ...own }, path, problems, custom !== undefined && custom.settings === undefined);
    each(value.options, `${path}.options`, (option, at) => check(option, 'Option', at));
    each(value.rows, `${path}.rows`, (row, at) => check(row, 'MatrixRow', at));
    if (type === 'multipletext') each(value.items, `${path}.items`, (item, at) => check(item, 'MultipleTextItem', at));
    if (type === 'paneldynamic') each(value.templateElements, `${path}.templateElements`, (item, at) => templateElement(item, at, problems));
    for (const problem of builtInTypeProblems(type, value)) problems.push({ path: `${path}.${problem.field}`, message: problem.message });
    each(value.validators, `${path}.validators`, (rule, at) => check(rule, 'ExpressionRule', at));
    if (type === 'group') each(value.questions, `${path}.questions`, question);
  };

  check(definition, 'SurveyDefinition', '$');
  each(definition.computed, 'computed', (entry, at) => check(entry, 'ComputedValue', at));
  each(definition.pages, 'pages', (page, pagePath) => {
    check(page, 'PageDefinition', pagePath);
    each(page.validation, `${pagePath}.validation`, (rule, at) => check(rule, 'PageRule', at));
    each(page.sections, `${pagePath}.sections`, (section, path) => {
      const kind = { question: 'QuestionSection', group: 'GroupSection', content: 'ContentSection' }[String(section.type)];
      if (!kind) return;
      check(section, kind, path);
      if (isObject(section.question)) question(section.question, `${path}.question`);
      if (kind === 'GroupSection') each(section.questions, `${path}.questions`, question);
    });
  });
  for (const [panelsFrom, path] of panels) {
    const message = panelSourceProblem(panelsFrom, types);
    if (message) problems.push({ path, message });
  }
  // Paths are relative to the definition, like the structure check's.
  return problems.map((problem) => ({ ...problem, path: problem.path.replace(/^\$\./, '') }));
}
