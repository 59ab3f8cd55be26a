/**
 * Checks a survey definition before it runs, reporting every problem at once with its JSON path: unknown types,
 * missing options, duplicate keys, bad expressions (with the position), references to answers that do not exist,
 * and rules that depend on answers not given yet. Also the registry of custom question types.
 */
import { fieldProblems } from './definition-fields.js';
import { languageProblems } from './language-packs.js';
import { compileExpression, ExpressionError, expressionReferences } from './expression.js';
import { expressionOf, type ExpressionEntry } from './definition-expressions.js';
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

const CHOICE_TYPES = new Set(['radio', 'checkboxes', 'dropdown', 'matrix', 'tagbox', 'imagepicker', 'ranking']);
/** The derived answer of a checkboxes question's `other` option: its text, as `{key}_other`. */
export const OTHER_SUFFIX = '_other';
/** Answers the engine stores next to a question's own, as `{key}{suffix}`: `{key}_other`, AI scores, shown like options. */
export const DERIVED_SUFFIXES = [OTHER_SUFFIX, '_toxicity', '_proficiency', '_viewed'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The fields of a question that hold an expression. */
const QUESTION_EXPRESSION_FIELDS = ['skip', 'visibleIf', 'requiredIf', 'enableIf', 'expression'] as const;
/** The prefix of a reference to a field of the same item in a repeating panel's rules: `{panel.<name>}`. */
const PANEL_FIELD = 'panel.';

/** One page of a definition, as far as it has been read. */
interface PageRecord {
  page: Record<string, unknown> | null;
  position: number;
  rank: number;
  key: string;
  /** Problems of the page itself (object, key, order, list of sections), found at once. */
  frame: DefinitionProblem[];
  /** Problems of its sections and questions, and of its page rules; null until the page is read. */
  structure: DefinitionProblem[] | null;
  /** Expressions of its questions, sections and page rules, known once the page is read. */
  expressions: ExpressionEntry[];
  /** Its own conditions (`skipped`, `visibleIf`), which belong to no page's check: navigation evaluates them. */
  conditions: ExpressionEntry[];
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
  const top: DefinitionProblem[] = [];
  const refused = (problems: DefinitionProblem[]): DefinitionInspection => ({ problems, check: (pageKey) => (pageKey === undefined ? problems : []), question: () => undefined });
  if (!isObject(definition)) return refused([{ path: '$', message: 'A survey definition must be an object with a key and pages' }]);
  const registry = options.questionTypes ?? {};
  if (typeof definition.key !== 'string' || definition.key === '') top.push({ path: 'key', message: 'The survey needs a key (a text)' });
  if (!Array.isArray(definition.pages) || definition.pages.length === 0) {
    return refused([...top, { path: 'pages', message: 'The survey needs a list of at least one page' }]);
  }

  // ---- The frame: every page's own fields, and the computed values. Work per page, not per question. ----
  const pages = definition.pages as unknown[];
  const validPages = pages.filter(isObject) as unknown as PageDefinition[];
  const rankOf = new Map(sortPages(validPages.filter((page) => typeof page.order === 'number')).map((page, rank) => [page, rank]));
  const pageKeys = new Map<string, string>();
  const records: PageRecord[] = pages.map((page, p) => {
    const path = `pages[${p}]`;
    const frame: DefinitionProblem[] = [];
    const record: PageRecord = { page: null, position: p, rank: p, key: '', frame, structure: null, expressions: [], conditions: [] };
    if (!isObject(page)) {
      frame.push({ path, message: 'A page must be an object with a key, an order and sections' });
      return record;
    }
    record.page = page;
    record.rank = rankOf.get(page as unknown as PageDefinition) ?? p;
    record.key = String(page.key);
    if (typeof page.key !== 'string' || page.key === '') frame.push({ path: `${path}.key`, message: 'The page needs a key (a text)' });
    else if (pageKeys.has(page.key)) frame.push({ path: `${path}.key`, message: `The page key "${page.key}" is already used by ${pageKeys.get(page.key)}` });
    else pageKeys.set(page.key, path);
    if (typeof page.order !== 'number') frame.push({ path: `${path}.order`, message: 'The page needs an order (a number)' });
    if (!Array.isArray(page.sections)) frame.push({ path: `${path}.sections`, message: 'The page needs a list of sections' });
    else {
      expressionOf(record.conditions, page.skipped, `${path}.skipped`, record.rank, record.key);
      expressionOf(record.conditions, page.visibleIf, `${path}.visibleIf`, record.rank, record.key);
    }
    return record;
  });
  /** Pages in their order: the question index reads them in this order. */
  const ranked = [...records].sort((a, b) => a.rank - b.rank);
  // The questions by key, the first one of each key in page order; pages are read for it only as far as a look-up
  // needs, so a survey that shows its first page does not read the questions of every page after it.
  const questionIndex = new Map<string, { question: Record<string, unknown>; record: PageRecord }>();
  let pagesIndexed = 0;
  const addToIndex = (question: unknown, record: PageRecord) => {
    if (!isObject(question)) return;
    const { key } = question;
    if (typeof key === 'string' && key !== '' && !questionIndex.has(key)) questionIndex.set(key, { question, record });
    if (question.type === 'group' && Array.isArray(question.questions)) question.questions.forEach((child) => addToIndex(child, record));
  };
  const findQuestion = (key: string) => {
    while (!questionIndex.has(key) && pagesIndexed < ranked.length) {
      const record = ranked[pagesIndexed++]!;
      const sections: unknown = record.page?.sections;
      if (!Array.isArray(sections)) continue;
      for (const section of sections) {
        if (!isObject(section)) continue;
        if (section.type === 'question') addToIndex(section.question, record);
        else if (section.type === 'group' && Array.isArray(section.questions)) section.questions.forEach((question) => addToIndex(question, record));
      }
    }
    return questionIndex.get(key);
  };

  const computedProblems: DefinitionProblem[] = [];
  const computedExpressions: ExpressionEntry[] = [];
  const computedKeys: string[] = [];
  if (definition.computed !== undefined) {
    if (!Array.isArray(definition.computed)) computedProblems.push({ path: 'computed', message: 'Must be a list of { "key": …, "expression": … }' });
    else
      definition.computed.forEach((entry, i) => {
        if (!isObject(entry) || typeof entry.key !== 'string' || typeof entry.expression !== 'string') {
          computedProblems.push({ path: `computed[${i}]`, message: 'A computed value needs a key and an expression (texts)' });
          return;
        }
        // A computed key that is also a question's is found when that question's page is read.
        if (computedKeys.includes(entry.key)) computedProblems.push({ path: `computed[${i}].key`, message: `The key "${entry.key}" is already used` });
        computedKeys.push(entry.key);
        expressionOf(computedExpressions, entry.expression, `computed[${i}].expression`, null, undefined, i);
      });
  }

  // ---- A page's sections and questions, read on demand. ----
  const knownTypes = [...QUESTION_TYPES, ...Object.keys(registry)];
  const isKnownType = new Set(knownTypes);
  /** Where each question read so far is, for the message of a key used twice. */
  const pathOf = new Map<unknown, string>();

  function readPage(record: PageRecord): DefinitionProblem[] {
    if (record.structure) return record.structure;
    const problems: DefinitionProblem[] = [];
    record.structure = problems;
    const page = record.page;
    if (!page) return problems;
    const problem = (path: string, message: string) => problems.push({ path, message });
    const { rank, expressions } = record;
    let panel: ReadonlySet<unknown> | undefined;
    const expression = (source: unknown, path: string) => expressionOf(expressions, source, path, rank, undefined, undefined, panel);
    const rules = (list: unknown, path: string, withKey: boolean) => {
      if (list === undefined || typeof list === 'function') return;
      if (!Array.isArray(list)) return problem(path, 'Must be a list of rules ({ "expression": …, "message": … })');
      list.forEach((rule, i) => {
        if (!isObject(rule) || typeof rule.expression !== 'string' || (rule.message === undefined && typeof rule.messageKey !== 'string')) {
          return problem(`${path}[${i}]`, 'A rule needs an "expression" and a "message" (or a "messageKey")');
        }
        expression(rule.expression, `${path}[${i}].expression`);
        if (withKey && rule.key !== undefined && !findQuestion(String(rule.key))) {
          problem(`${path}[${i}].key`, `"${String(rule.key)}" is not a question of this survey`);
        }
      });
    };

    const visitQuestion = (question: unknown, path: string) => {
      if (!isObject(question)) return problem(path, 'A question must be an object with a key and a type');
      pathOf.set(question, path);
      const { key, type } = question;
      if (typeof key !== 'string' || key === '') problem(`${path}.key`, 'The question needs a key (a text)');
      else {
        // The index holds the first question with a key, in page order: any other one uses a key already used.
        const first = findQuestion(key)!;
        if (first.question !== question) {
          readPage(first.record);
          problem(`${path}.key`, `The key "${key}" is already used by the question at ${pathOf.get(first.question)}`);
        }
        const computedIndex = computedKeys.indexOf(key);
        if (computedIndex >= 0) problem(`computed[${computedIndex}].key`, `The key "${key}" is already used`);
      }
      if (typeof type !== 'string' || !isKnownType.has(type)) {
        problem(`${path}.type`, `Unknown question type ${JSON.stringify(type)}; known types: ${knownTypes.join(', ')}`);
      } else {
        const custom = registry[type];
        if (CHOICE_TYPES.has(type) || custom?.hasOptions) {
          const choices = question.options;
          if (!Array.isArray(choices) || choices.length === 0) {
            problem(`${path}.options`, `A ${type} question needs a list of at least one option`);
          } else {
            const seen = new Set<string>();
            for (let i = 0; i < choices.length; i += 1) {
              const option: unknown = choices[i];
              if (!isObject(option) || typeof option.value !== 'string') {
                problem(`${path}.options[${i}]`, 'An option needs a value (a text)');
                continue;
              }
              if (seen.has(option.value)) problem(`${path}.options[${i}].value`, `The option value "${option.value}" is used twice`);
              seen.add(option.value);
            }
          }
        }
        if (type === 'matrix' && (!Array.isArray(question.rows) || question.rows.length === 0)) {
          problem(`${path}.rows`, 'A matrix question needs a list of at least one row');
        }
        if (type === 'calculated' && typeof question.expression !== 'string') {
          problem(`${path}.expression`, 'A calculated question needs an expression, e.g. "{monthly} * 12"');
        }
        if (type === 'group') {
          if (!Array.isArray(question.questions)) problem(`${path}.questions`, 'A group question needs a list of questions');
          else question.questions.forEach((child, i) => visitQuestion(child, `${path}.questions[${i}]`));
        }
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
      if (type === 'paneldynamic' && Array.isArray(question.templateElements)) {
        const fields: unknown[] = question.templateElements;
        panel = new Set([...fields.map((field) => isObject(field) && field.name), question.panelsFrom !== undefined && 'panelOption']);
        fields.forEach((field, i) => isObject(field) && questionExpressions(field, `${path}.templateElements[${i}]`));
        panel = undefined;
      }
    };
    const questionExpressions = (question: Record<string, unknown>, path: string) => {
      for (let i = 0; i < QUESTION_EXPRESSION_FIELDS.length; i += 1) {
        const field = QUESTION_EXPRESSION_FIELDS[i]!;
        if (question[field] !== undefined) expression(question[field], `${path}.${field}`);
      }
      if (question.validators !== undefined) rules(question.validators, `${path}.validators`, false);
    };

    const path = `pages[${record.position}]`;
    const sections: unknown[] = Array.isArray(page.sections) ? page.sections : [];
    sections.forEach((section, s) => {
      const sectionPath = `${path}.sections[${s}]`;
      if (!isObject(section)) return problem(sectionPath, 'A section must be an object with a type');
      if (section.type === 'question') visitQuestion(section.question, `${sectionPath}.question`);
      else if (section.type === 'group' || section.type === 'content') {
        if (typeof section.key !== 'string' || section.key === '') problem(`${sectionPath}.key`, 'The section needs a key (a text)');
        if (section.type === 'group') {
          if (!Array.isArray(section.questions)) problem(`${sectionPath}.questions`, 'A group section needs a list of questions');
          else section.questions.forEach((q, i) => visitQuestion(q, `${sectionPath}.questions[${i}]`));
        }
        expression(section.skip, `${sectionPath}.skip`);
        expression(section.visibleIf, `${sectionPath}.visibleIf`);
      } else {
        problem(`${sectionPath}.type`, `Unknown section type ${JSON.stringify(section.type)}; known types: question, group, content`);
      }
    });
    rules(page.validation, `${path}.validation`, true);
    return problems;
  }

  /** Parses and checks the expressions of a list not checked yet; returns the problems found. */
  function checkExpressions(entries: readonly ExpressionEntry[], found: DefinitionProblem[]) {
    const problem = (path: string, message: string) => found.push({ path, message });
    for (let e = 0; e < entries.length; e += 1) {
      const entry = entries[e]!;
      if (entry.checked) continue;
      const before = found.length;
      if (typeof entry.source !== 'string') {
        problem(entry.path, 'Must be an expression (a text), e.g. "{age} >= 18"');
        continue;
      }
      let references: string[];
      try {
        // Compiled into the shared cache: a survey never parses an expression again while it runs.
        references = expressionReferences(compileExpression(entry.source));
      } catch (error) {
        if (!(error instanceof ExpressionError)) throw error;
        problem(entry.path, `${error.reason} (at position ${error.position + 1} of "${entry.source}")`);
        continue;
      }
      for (let r = 0; r < references.length; r += 1) {
        const name = references[r]!;
        if (entry.panel && (name === 'panelIndex' || name.startsWith(PANEL_FIELD))) {
          if (name !== 'panelIndex' && !entry.panel.has(name.slice(PANEL_FIELD.length))) problem(entry.path, `{${name}} is not a field of the panel's items`);
          continue;
        }
        const computedIndex = computedKeys.length === 0 ? -1 : computedKeys.indexOf(name);
        if (computedIndex >= 0) {
          if (entry.computedIndex !== undefined && computedIndex >= entry.computedIndex) {
            problem(entry.path, `{${name}} is computed at or after this value; a computed value can only use the ones before it`);
          }
          continue;
        }
        const source = questionOf(name);
        if (source === undefined) {
          if (!isSpecialName(name)) problem(entry.path, `{${name}} is not a question or computed value of this survey`);
          continue;
        }
        const sourcePage = source.record;
        if (entry.ownPage !== undefined && sourcePage.key === entry.ownPage) {
          problem(entry.path, `The page depends on {${name}}, which is asked on the page itself; it can only depend on earlier pages`);
        } else if (entry.pageRank !== null && sourcePage.rank > entry.pageRank) {
          problem(entry.path, `Depends on {${name}}, which is asked on a later page ("${sourcePage.key}")`);
        }
      }
      entry.checked = found.length === before;
    }
  }
  /** The question an answer name refers to: its own, or the one it is derived from (`{key}_other`, …). */
  function questionOf(name: string) {
    const keys = [name, ...DERIVED_SUFFIXES.filter((suffix) => name.endsWith(suffix)).map((suffix) => name.slice(0, -suffix.length))];
    // The pages read so far first: a rule looks at its own page or earlier ones. Then the keys of the later pages
    // (only their keys are indexed), also for a special field's name: a later question of that name is the one a
    // rule means, and it is asked too late, as validateDefinition says. A survey whose rules read special fields
    // indexes every key once at creation.
    for (const key of keys) if (questionIndex.has(key)) return questionIndex.get(key);
    for (const key of keys) if (findQuestion(key)) return findQuestion(key);
    return undefined;
  }

  const recordOf = new Map(records.filter((record) => record.page).map((record) => [record.key, record]));
  const problems = [...top, ...records.flatMap((record) => record.frame), ...computedProblems];
  return {
    problems,
    question: (key) => findQuestion(key)?.question,
    check(pageKey) {
      const found: DefinitionProblem[] = [];
      if (pageKey === undefined) {
        // Everything, in the order of the definition: each page's frame and structure (its page rules last), the computed
        // values; then the expressions: each page's, then its own conditions; the computed values last.
        found.push(...top);
        for (const record of records) found.push(...record.frame, ...readPage(record));
        found.push(...computedProblems);
        for (const record of records) {
          checkExpressions(record.expressions, found);
          checkExpressions(record.conditions, found);
        }
      } else if (pageKey === null) {
        for (const record of records) checkExpressions(record.conditions, found);
      } else {
        const record = recordOf.get(pageKey);
        if (record) {
          found.push(...readPage(record));
          checkExpressions(record.expressions, found);
        }
        return found;
      }
      checkExpressions(computedExpressions, found);
      return found;
    },
  };
}

const isSpecialName = (name: string) => SPECIAL_FIELDS.includes(name as never) || name === RANDOM_SEED_KEY;
