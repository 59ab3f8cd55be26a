/**
 * Checks a survey definition before it runs, reporting every problem at once with its JSON path: unknown types,
 * missing options, duplicate keys, bad expressions (with the position), references to answers that do not exist,
 * and rules that depend on answers not given yet. Also the registry of custom question types.
 */
import { fieldProblems } from './definition-fields.js';
import { languageProblems } from './language-packs.js';
import { compileExpression, ExpressionError, expressionReferences } from './expression.js';
import { sortPages } from './navigation.js';
import { RANDOM_SEED_KEY } from './random-order.js';
import type { PageDefinition } from './types.js';
import { QUESTION_TYPES, SPECIAL_FIELDS } from './types.js';

export type { QuestionTypeDefinition, QuestionTypeRegistry } from './question-types.js';
import type { QuestionTypeRegistry } from './question-types.js';

/** One problem of a definition. `path` is a JSON path such as `pages[1].sections[0].question.visibleIf`. */
export interface DefinitionProblem {
  path: string;
  message: string;
}

/** Thrown by createSurvey for a definition with problems; `problems` lists them all. */
export class InvalidDefinitionError extends Error {
  declare readonly problems: DefinitionProblem[];
  constructor(problems: DefinitionProblem[]) {
    super(`The survey definition has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `- ${p.path}: ${p.message}`).join('\n')}`);
    // Set here rather than as a class field, which an ES2020 build turns into a helper call.
    this.problems = problems;
    this.name = 'InvalidDefinitionError';
  }
}

export interface ValidateDefinitionOptions {
  /** Custom question types the survey will run with. */
  questionTypes?: QuestionTypeRegistry;
}

const CHOICE_TYPES = ['radio', 'checkboxes', 'dropdown', 'matrix', 'tagbox', 'imagepicker', 'ranking'];
/** The derived answer of a checkboxes question's `other` option: its text, as `{key}_other`. */
export const OTHER_SUFFIX = '_other';
/** Answers the engine stores next to a question's own, as `{key}{suffix}`: `{key}_other`, AI scores, shown like options. */
export const DERIVED_SUFFIXES = [OTHER_SUFFIX, '_toxicity', '_proficiency', '_viewed'];
const isArray = Array.isArray;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !isArray(value);
/** The fields of a question that hold an expression. */
const QUESTION_EXPRESSION_FIELDS = ['skip', 'visibleIf', 'requiredIf', 'enableIf', 'expression'] as const;
/** The prefix of a reference to a field of the same item in a repeating panel's rules: `{panel.<name>}`. */
const PANEL_FIELD = 'panel.';
const PANEL_INDEX = 'panelIndex';

type Problems = DefinitionProblem[];
/** Adds a problem to a list; returns the list. */
const add = (list: Problems, path: string, message: string) => (list.push({ path, message }), list);
/** Adds "The {what} needs a key (a text)" at `{path}key` when `key` is not a text or empty; true then. */
const keyMissing = (list: Problems, key: unknown, path: string, what: string) =>
  (typeof key !== 'string' || key === '') && !!add(list, `${path}key`, `The ${what} needs a key (a text)`);
const keyUsed = (key: string) => `The key "${key}" is already used`;
const unknownType = (list: Problems, path: string, what: string, type: unknown, known: string) =>
  add(list, `${path}.type`, `Unknown ${what} type ${JSON.stringify(type)}; known types: ${known}`);
/** A list of at least one entry. */
const filled = (value: unknown): value is unknown[] => isArray(value) && value.length > 0;

/** Checks an expression, once it is found right: adds its problems to the list given, if any. */
type ExpressionCheck = (found: Problems) => void;

/**
 * One page of a definition, as far as it has been read: the page (none when it is no object), its path, its rank in
 * the order of the pages, its key (as a text; none for no object), the problems of the page itself (object, key, order, list of sections,
 * found at once), those of its sections, questions and page rules (null until the page is read), the checks of the
 * expressions of its questions, sections and page rules (known once the page is read), and those of its own conditions
 * (`skipped`, `visibleIf`), which belong to no page's check: navigation evaluates them.
 */
interface PageRecord {
  page?: Record<string, unknown>;
  path: string;
  rank: number;
  key?: string;
  frame: Problems;
  read?: Problems;
  checks: ExpressionCheck[];
  conditions: ExpressionCheck[];
}

/**
 * Every problem of a definition, in the order they appear, then every unknown property (with a "did you mean") and
 * value of the wrong kind. An empty list means the definition can run. Callbacks (the TypeScript escape hatch) are
 * accepted as they are; expressions are parsed and their references checked.
 */
export function validateDefinition(definition: unknown, options: ValidateDefinitionOptions = {}): DefinitionProblem[] {
  const problems = inspectDefinition(definition, options).check();
  // A field the structure check found wrong already (a key, the options, an expression) is reported once.
  const reported = new Set(problems.map((problem) => problem.path));
  const later = [...fieldProblems(definition, options.questionTypes ?? {}), ...languageProblems(definition)];
  return [...problems, ...later.filter((problem) => !reported.has(problem.path))];
}

/**
 * A definition read in steps, so that running a survey costs no more for the pages nobody has reached.
 * `problems`: those of the definition's frame, found at once: its key and list of pages, every page's key, order
 * and list of sections, the computed values' keys. `check(pageKey)` reads one page: the structure of its sections
 * and questions (types, options, keys used twice, patterns, custom checks) and its page rules, and parses its
 * expressions and checks their references; `check(null)` checks the expressions that belong to no page (page
 * conditions and computed values); `check()` checks everything and lists every problem in the order of the
 * definition, those of the frame included (validateDefinition's list). A page is read once and its problems are
 * reported again on every check; an expression found right is not checked again, one with a problem reports it
 * again. `question(key)` finds a question by key, reading pages only as far as needed.
 */
export interface DefinitionInspection {
  problems: DefinitionProblem[];
  check(pageKey?: string | null): DefinitionProblem[];
  question(key: string): unknown;
}

export function inspectDefinition(definition: unknown, options: ValidateDefinitionOptions = {}): DefinitionInspection {
  const top: Problems = [];
  const refused = (problems: Problems): DefinitionInspection => ({ problems, check: (pageKey) => (pageKey === undefined ? problems : []), question: () => undefined });
  if (!isObject(definition)) return refused(add([], '$', 'A survey definition must be an object with a key and pages'));
  const registry = options.questionTypes ?? {};
  keyMissing(top, definition.key, '', 'survey');
  const pages = definition.pages;
  if (!filled(pages)) return refused(add(top, 'pages', 'The survey needs a list of at least one page'));

  /**
   * Adds to `into` the check of the expression at `path`, unless it is none, a callback or a constant: `rank`, that of
   * the page it belongs to (Infinity for a computed value, which may use any page's answers), as rules may not look at
   * later pages; `ownPage`, the key of a page whose own condition it is, which may not look at that page;
   * `computedIndex`, that of a computed value, which may use the computed values before it only; `fields`, the names of the fields of a repeating panel's items, which
   * `{panel.<name>}` may read. An expression found right is not checked again.
   */
  const expressionOf = (
    into: ExpressionCheck[],
    source: unknown,
    path: string,
    rank: number,
    ownPage?: string,
    computedIndex = Infinity,
    fields?: ReadonlySet<unknown>,
  ) => {
    if (source === undefined || typeof source === 'function' || typeof source === 'boolean') return;
    let right = false;
    into.push((found) => {
      if (right) return;
      const before = found.length;
      const problem = (message: string) => add(found, path, message);
      if (typeof source !== 'string') return problem('Must be an expression (a text), e.g. "{age} >= 18"');
      let references: string[];
      try {
        // Compiled into the shared cache: a survey never parses an expression again while it runs.
        references = expressionReferences(compileExpression(source));
      } catch (error) {
        if (!(error instanceof ExpressionError)) throw error;
        return problem(`${error.reason} (at position ${error.position + 1} of "${source}")`);
      }
      for (const name of references) {
        const computed = computedKeys.indexOf(name);
        const asked = fields && (name === PANEL_INDEX || name.startsWith(PANEL_FIELD)) ? null : computed < 0 && questionOf(name);
        if (asked === null) {
          if (name !== PANEL_INDEX && !fields!.has(name.slice(PANEL_FIELD.length))) problem(`{${name}} is not a field of the panel's items`);
        } else if (computed >= 0) {
          if (computed >= computedIndex) problem(`{${name}} is computed at or after this value; a computed value can only use the ones before it`);
        } else if (!asked) {
          if (!isSpecialName(name)) problem(`{${name}} is not a question or computed value of this survey`);
        } else if (asked[1].key === ownPage) {
          problem(`The page depends on {${name}}, which is asked on the page itself; it can only depend on earlier pages`);
        } else if (asked[1].rank > rank) {
          problem(`Depends on {${name}}, which is asked on a later page ("${asked[1].key}")`);
        }
      }
      right = found.length === before;
    });
  };

  // ---- The frame: every page's own fields, and the computed values. Work per page, not per question. ----
  const rankOf = new Map(sortPages((pages.filter(isObject) as unknown as PageDefinition[]).filter((page) => typeof page.order === 'number')).map((page, rank) => [page as unknown, rank]));
  const pageKeys = new Map<string, string>();
  const records = pages.map((page, p): PageRecord => {
    const path = `pages[${p}]`;
    const frame: Problems = [];
    const conditions: ExpressionCheck[] = [];
    if (!isObject(page)) return { path, rank: p, frame: add(frame, path, 'A page must be an object with a key, an order and sections'), checks: [], conditions };
    const { key } = page;
    const rank = rankOf.get(page) ?? p;
    const record: PageRecord = { page, path, rank, key: String(key), frame, checks: [], conditions };
    if (!keyMissing(frame, key, `${path}.`, 'page')) {
      if (pageKeys.has(key as string)) add(frame, `${path}.key`, `The page key "${key as string}" is already used by ${pageKeys.get(key as string)}`);
      else pageKeys.set(key as string, path);
    }
    if (typeof page.order !== 'number') add(frame, `${path}.order`, 'The page needs an order (a number)');
    if (!isArray(page.sections)) add(frame, `${path}.sections`, 'The page needs a list of sections');
    else {
      expressionOf(conditions, page.skipped, `${path}.skipped`, rank, record.key);
      expressionOf(conditions, page.visibleIf, `${path}.visibleIf`, rank, record.key);
    }
    return record;
  });
  /** Pages in their order: the question index reads them in this order. */
  const ranked = [...records].sort((a, b) => a.rank - b.rank);
  // The questions by key, the first one of each key in page order, with the page it is on; pages are read for it only
  // as far as a look-up needs, so a survey that shows its first page does not read the questions of every page after it.
  const questionIndex = new Map<string, [question: Record<string, unknown>, record: PageRecord]>();
  let pagesIndexed = 0;
  const addToIndex = (question: unknown, record: PageRecord) => {
    if (!isObject(question)) return;
    const { key } = question;
    if (typeof key === 'string' && key !== '' && !questionIndex.has(key)) questionIndex.set(key, [question, record]);
    if (question.type === 'group' && isArray(question.questions)) question.questions.forEach((child) => addToIndex(child, record));
  };
  const findQuestion = (key: string) => {
    while (!questionIndex.has(key) && pagesIndexed < ranked.length) {
      const record = ranked[pagesIndexed++]!;
      const sections: unknown = record.page?.sections;
      if (isArray(sections))
        for (const section of sections) {
          if (!isObject(section)) continue;
          if (section.type === 'question') addToIndex(section.question, record);
          else if (section.type === 'group' && isArray(section.questions)) section.questions.forEach((question) => addToIndex(question, record));
        }
    }
    return questionIndex.get(key);
  };
  /** The question an answer name refers to: its own, or the one it is derived from (`{key}_other`, …). */
  const questionOf = (name: string) => {
    const keys = [name, ...DERIVED_SUFFIXES.filter((suffix) => name.endsWith(suffix)).map((suffix) => name.slice(0, -suffix.length))];
    // The pages read so far first: a rule looks at its own page or earlier ones. Then the keys of the later pages
    // (only their keys are indexed), also for a special field's name: a later question of that name is the one a
    // rule means, and it is asked too late, as validateDefinition says. A survey whose rules read special fields
    // indexes every key once at creation.
    return questionIndex.get((keys.find((key) => questionIndex.has(key)) ?? keys.find(findQuestion))!);
  };

  const computedProblems: Problems = [];
  const computedChecks: ExpressionCheck[] = [];
  const computedKeys: string[] = [];
  const { computed } = definition;
  if (computed !== undefined) {
    if (!isArray(computed)) add(computedProblems, 'computed', 'Must be a list of { "key": …, "expression": … }');
    else
      computed.forEach((entry, i) => {
        const path = `computed[${i}]`;
        if (!isObject(entry) || typeof entry.key !== 'string' || typeof entry.expression !== 'string') {
          return add(computedProblems, path, 'A computed value needs a key and an expression (texts)');
        }
        // A computed key that is also a question's is found when that question's page is read.
        if (computedKeys.includes(entry.key)) add(computedProblems, `${path}.key`, keyUsed(entry.key));
        computedKeys.push(entry.key);
        expressionOf(computedChecks, entry.expression, `${path}.expression`, Infinity, undefined, i);
      });
  }

  // ---- A page's sections and questions, read on demand. ----
  const knownTypes = [...QUESTION_TYPES, ...Object.keys(registry)];
  /** Where each question read so far is, for the message of a key used twice. */
  const pathOf = new Map<unknown, string>();

  function readPage(record: PageRecord): Problems {
    if (record.read) return record.read;
    const problems: Problems = (record.read = []);
    const { page, rank, checks } = record;
    if (!page) return problems;
    const problem = (path: string, message: string) => add(problems, path, message);
    let fields: ReadonlySet<unknown> | undefined;
    const expression = (source: unknown, path: string) => expressionOf(checks, source, path, rank, undefined, undefined, fields);
    const rules = (list: unknown, path: string, withKey?: boolean) => {
      if (list === undefined || typeof list === 'function') return;
      if (!isArray(list)) return problem(path, 'Must be a list of rules ({ "expression": …, "message": … })');
      list.forEach((rule, i) => {
        const rulePath = `${path}[${i}]`;
        if (!isObject(rule) || typeof rule.expression !== 'string' || (rule.message === undefined && typeof rule.messageKey !== 'string')) {
          return problem(rulePath, 'A rule needs an "expression" and a "message" (or a "messageKey")');
        }
        expression(rule.expression, `${rulePath}.expression`);
        if (withKey && rule.key !== undefined && !findQuestion(String(rule.key))) problem(`${rulePath}.key`, `"${String(rule.key)}" is not a question of this survey`);
      });
    };
    /** The questions of a group question or section (`what`). */
    const group = (item: Record<string, unknown>, path: string, what: string) => {
      if (!isArray(item.questions)) problem(`${path}.questions`, `A group ${what} needs a list of questions`);
      else item.questions.forEach((child, i) => visitQuestion(child, `${path}.questions[${i}]`));
    };
    const questionExpressions = (question: Record<string, unknown>, path: string) => {
      for (const field of QUESTION_EXPRESSION_FIELDS) expression(question[field], `${path}.${field}`);
      rules(question.validators, `${path}.validators`);
    };

    const visitQuestion = (question: unknown, path: string) => {
      if (!isObject(question)) return problem(path, 'A question must be an object with a key and a type');
      pathOf.set(question, path);
      const { key, type } = question;
      if (!keyMissing(problems, key, `${path}.`, 'question')) {
        // The index holds the first question with a key, in page order: any other one uses a key already used.
        const [first, firstRecord] = findQuestion(key as string)!;
        if (first !== question) {
          readPage(firstRecord);
          problem(`${path}.key`, `${keyUsed(key as string)} by the question at ${pathOf.get(first)}`);
        }
        const computedIndex = computedKeys.indexOf(key as string);
        if (computedIndex >= 0) problem(`computed[${computedIndex}].key`, keyUsed(key as string));
      }
      if (typeof type !== 'string' || !knownTypes.includes(type)) unknownType(problems, path, 'question', type, knownTypes.join(', '));
      else {
        const custom = registry[type];
        const needsList = (field: string, what: string) => problem(`${path}.${field}`, `A ${type} question needs a list of at least one ${what}`);
        if (CHOICE_TYPES.includes(type) || custom?.hasOptions) {
          const choices = question.options;
          if (!filled(choices)) needsList('options', 'option');
          else {
            const seen = new Set<string>();
            for (let i = 0; i < choices.length; i += 1) {
              const option: unknown = choices[i];
              if (!isObject(option) || typeof option.value !== 'string') problem(`${path}.options[${i}]`, 'An option needs a value (a text)');
              else {
                if (seen.has(option.value)) problem(`${path}.options[${i}].value`, `The option value "${option.value}" is used twice`);
                seen.add(option.value);
              }
            }
          }
        }
        if (type === 'matrix' && !filled(question.rows)) needsList('rows', 'row');
        if (type === 'calculated' && typeof question.expression !== 'string') {
          problem(`${path}.expression`, 'A calculated question needs an expression, e.g. "{monthly} * 12"');
        }
        if (type === 'group') group(question, path, 'question');
        if (type === 'string' && isObject(question.pattern)) {
          try {
            new RegExp(String(question.pattern.source));
          } catch {
            problem(`${path}.pattern.source`, 'Not a valid regular expression');
          }
        }
        if (custom?.check) for (const message of custom.check(question)) problem(path, message);
      }
      questionExpressions(question, path);
      // The rules of a repeating panel's fields, read in each item: `{panel.<name>}` names a field of the same item
      // (`panelOption`, the item's option, with panelsFrom), `{panelIndex}` its number, anything else the survey.
      const items = type === 'paneldynamic' && question.templateElements;
      if (isArray(items)) {
        fields = new Set([...items.map((field) => isObject(field) && field.name), question.panelsFrom !== undefined && 'panelOption']);
        items.forEach((field, i) => isObject(field) && questionExpressions(field, `${path}.templateElements[${i}]`));
        fields = undefined;
      }
    };

    const sections: unknown = page.sections;
    (isArray(sections) ? sections : []).forEach((section, s) => {
      const path = `${record.path}.sections[${s}]`;
      if (!isObject(section)) return problem(path, 'A section must be an object with a type');
      const { type } = section;
      if (type === 'question') visitQuestion(section.question, `${path}.question`);
      else if (type === 'group' || type === 'content') {
        keyMissing(problems, section.key, `${path}.`, 'section');
        if (type === 'group') group(section, path, 'section');
        expression(section.skip, `${path}.skip`);
        expression(section.visibleIf, `${path}.visibleIf`);
      } else unknownType(problems, path, 'section', type, 'question, group, content');
    });
    rules(page.validation, `${record.path}.validation`, true);
    return problems;
  }

  const run = (checks: ExpressionCheck[], found: Problems) => checks.forEach((check) => check(found));
  // By key (a page that is no object has none); of pages with the same key, the last one.
  const recordOf = new Map(records.map((record) => [record.key, record]));
  const problems = [...top, ...records.flatMap((record) => record.frame), ...computedProblems];
  return {
    problems,
    question: (key) => findQuestion(key)?.[0],
    check(pageKey) {
      const found: Problems = [];
      if (pageKey === undefined) {
        // Everything, in the order of the definition: each page's frame and structure (its page rules last), the computed
        // values; then the expressions: each page's, then its own conditions; the computed values last.
        found.push(...top);
        for (const record of records) found.push(...record.frame, ...readPage(record));
        found.push(...computedProblems);
        for (const record of records) {
          run(record.checks, found);
          run(record.conditions, found);
        }
      } else if (pageKey === null) {
        for (const record of records) run(record.conditions, found);
      } else {
        const record = recordOf.get(pageKey);
        if (record) {
          found.push(...readPage(record));
          run(record.checks, found);
        }
        return found;
      }
      run(computedChecks, found);
      return found;
    },
  };
}

const isSpecialName = (name: string) => SPECIAL_FIELDS.includes(name as never) || name === RANDOM_SEED_KEY;
