/**
 * Checks a survey definition before it runs, reporting every problem at once with its JSON path: unknown types,
 * missing options, duplicate keys, bad expressions (with the position), references to answers that do not exist,
 * and rules that depend on answers not given yet. Also the registry of custom question types.
 */
import { compileExpression, ExpressionError, expressionReferences } from './expression.js';
import { sortPages } from './navigation.js';
import { RANDOM_SEED_KEY } from './random-order.js';
import type { AnswerValue, ConditionContext, PageDefinition, Question } from './types.js';
import { QUESTION_TYPES, SPECIAL_FIELDS } from './types.js';
import type { ValidationMessage } from './validation.js';

/** What the engine needs to know about a custom question type (its component is the front end's business). */
export interface QuestionTypeDefinition {
  /** Checks an answer that is not empty; returns a message or null. Required answers are checked by the engine. */
  validate?: (value: AnswerValue, question: Question, context: ConditionContext) => ValidationMessage | null;
  /** Whether an answer counts as unanswered (for `required`); default: null, blank text, false or an empty list. */
  isEmpty?: (value: AnswerValue | undefined) => boolean;
  /** The question lists `options` (like radio and checkboxes): a definition without them is refused. */
  hasOptions?: boolean;
  /** Further checks of a question's definition; each returned text is reported as a problem. */
  check?: (question: Record<string, unknown>) => string[];
}

/** Custom question types by name. */
export type QuestionTypeRegistry = Record<string, QuestionTypeDefinition>;

/** One problem of a definition. `path` is a JSON path such as `pages[1].sections[0].question.visibleIf`. */
export interface DefinitionProblem {
  path: string;
  message: string;
}

/** Thrown by createSurvey for a definition with problems; `problems` lists them all. */
export class InvalidDefinitionError extends Error {
  constructor(readonly problems: DefinitionProblem[]) {
    super(`The survey definition has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `- ${p.path}: ${p.message}`).join('\n')}`);
    this.name = 'InvalidDefinitionError';
  }
}

export interface ValidateDefinitionOptions {
  /** Custom question types the survey will run with. */
  questionTypes?: QuestionTypeRegistry;
}

const CHOICE_TYPES = new Set(['radio', 'checkboxes', 'dropdown', 'matrix']);
/** Answers the engine stores next to a question's own: `{key}_other`, AI scores, shown like options. */
const DERIVED_SUFFIXES = ['_other', '_toxicity', '_proficiency', '_viewed'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The fields of a question that hold an expression. */
const QUESTION_EXPRESSION_FIELDS = ['skip', 'visibleIf', 'requiredIf', 'enableIf', 'expression'] as const;

interface QuestionEntry {
  question: Record<string, unknown>;
  path: string;
  /** Position of its page in the sorted page list. */
  pageRank: number;
  pageKey: string;
}

interface ExpressionEntry {
  source: unknown;
  path: string;
  /** Key of the page whose questions, sections or page rules hold it; unset for page conditions and computed values. */
  pageKey: string | undefined;
  /** Rank of the page the rule belongs to, and whether the page itself decides (page rules may not look at it). */
  pageRank: number | null;
  ownPage: string | undefined;
  /** A computed value: may use computed values before it only. */
  computedIndex: number | undefined;
  /** Checked and found right (createSurvey checks a page's expressions on the way to it). */
  checked: boolean;
}

/**
 * Every problem of a definition, in the order they appear. An empty list means the definition can run. Callbacks
 * (the TypeScript escape hatch) are accepted as they are; expressions are parsed and their references checked.
 */
export function validateDefinition(definition: unknown, options: ValidateDefinitionOptions = {}): DefinitionProblem[] {
  const inspection = inspectDefinition(definition, options);
  return [...inspection.problems, ...inspection.checkExpressions()];
}

/**
 * A definition read in two steps: `problems` of its structure (every page, section and question), found at once,
 * and `checkExpressions(pageKey)`, which parses expressions and checks their references: those of one page's
 * questions, sections and rules (`pageKey`), those that belong to no page (`null`: page conditions and computed
 * values), or all (no argument). An expression found right is not checked again; one with a problem reports it
 * again. createSurvey checks the structure, the expressions that belong to no page and the first page's at creation,
 * and every other page's expressions on the way to it, so its cost does not grow with the pages not shown.
 */
export interface DefinitionInspection {
  problems: DefinitionProblem[];
  checkExpressions(pageKey?: string | null): DefinitionProblem[];
}

export function inspectDefinition(definition: unknown, options: ValidateDefinitionOptions = {}): DefinitionInspection {
  const problems: DefinitionProblem[] = [];
  const done: DefinitionInspection = { problems, checkExpressions: () => [] };
  const problem = (path: string, message: string) => problems.push({ path, message });
  if (!isObject(definition)) {
    problem('$', 'A survey definition must be an object with a key and pages');
    return done;
  }
  const registry = options.questionTypes ?? {};
  const knownTypes = [...QUESTION_TYPES, ...Object.keys(registry)];
  const isKnownType = new Set(knownTypes);
  if (typeof definition.key !== 'string' || definition.key === '') problem('key', 'The survey needs a key (a text)');
  if (!Array.isArray(definition.pages) || definition.pages.length === 0) {
    problem('pages', 'The survey needs a list of at least one page');
    return done;
  }

  const pages = definition.pages as unknown[];
  const validPages = pages.filter(isObject) as unknown as PageDefinition[];
  const rankOf = new Map(sortPages(validPages.filter((page) => typeof page.order === 'number')).map((page, rank) => [page, rank]));
  const questions = new Map<string, QuestionEntry>();
  const expressions: ExpressionEntry[] = [];
  const pageKeys = new Map<string, string>();

  const expression = (source: unknown, path: string, pageRank: number | null, pageKey?: string, ownPage?: string, computedIndex?: number) => {
    if (source === undefined || typeof source === 'function' || typeof source === 'boolean') return;
    expressions.push({ source, path, pageRank, pageKey, ownPage, computedIndex, checked: false });
  };
  const rules = (list: unknown, path: string, pageRank: number, pageKey: string, withKey: boolean) => {
    if (list === undefined || typeof list === 'function') return;
    if (!Array.isArray(list)) return problem(path, 'Must be a list of rules ({ "expression": …, "message": … })');
    list.forEach((rule, i) => {
      if (!isObject(rule) || typeof rule.expression !== 'string' || rule.message === undefined) {
        return problem(`${path}[${i}]`, 'A rule needs an "expression" and a "message"');
      }
      expression(rule.expression, `${path}[${i}].expression`, pageRank, pageKey);
      if (withKey && rule.key !== undefined && !questions.has(String(rule.key))) {
        problem(`${path}[${i}].key`, `"${String(rule.key)}" is not a question of this survey`);
      }
    });
  };

  const visitQuestion = (question: unknown, path: string, pageRank: number, pageKey: string) => {
    if (!isObject(question)) return problem(path, 'A question must be an object with a key and a type');
    const { key, type } = question;
    if (typeof key !== 'string' || key === '') problem(`${path}.key`, 'The question needs a key (a text)');
    else if (questions.has(key)) problem(`${path}.key`, `The key "${key}" is already used by the question at ${questions.get(key)!.path}`);
    else questions.set(key, { question, path, pageRank, pageKey });
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
      if (type === 'group') {
        if (!Array.isArray(question.questions)) problem(`${path}.questions`, 'A group question needs a list of questions');
        else question.questions.forEach((child, i) => visitQuestion(child, `${path}.questions[${i}]`, pageRank, pageKey));
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
    // Plain loops: this runs for every question of a definition before its first page shows.
    for (let i = 0; i < QUESTION_EXPRESSION_FIELDS.length; i += 1) {
      const field = QUESTION_EXPRESSION_FIELDS[i]!;
      if (question[field] !== undefined) expression(question[field], `${path}.${field}`, pageRank, pageKey);
    }
    if (question.validators !== undefined) rules(question.validators, `${path}.validators`, pageRank, pageKey, false);
  };

  pages.forEach((page, p) => {
    const path = `pages[${p}]`;
    if (!isObject(page)) return problem(path, 'A page must be an object with a key, an order and sections');
    const rank = rankOf.get(page as unknown as PageDefinition) ?? p;
    if (typeof page.key !== 'string' || page.key === '') problem(`${path}.key`, 'The page needs a key (a text)');
    else if (pageKeys.has(page.key)) problem(`${path}.key`, `The page key "${page.key}" is already used by ${pageKeys.get(page.key)}`);
    else pageKeys.set(page.key, path);
    if (typeof page.order !== 'number') problem(`${path}.order`, 'The page needs an order (a number)');
    if (!Array.isArray(page.sections)) return problem(`${path}.sections`, 'The page needs a list of sections');
    page.sections.forEach((section, s) => {
      const sectionPath = `${path}.sections[${s}]`;
      if (!isObject(section)) return problem(sectionPath, 'A section must be an object with a type');
      if (section.type === 'question') visitQuestion(section.question, `${sectionPath}.question`, rank, String(page.key));
      else if (section.type === 'group' || section.type === 'content') {
        if (typeof section.key !== 'string' || section.key === '') problem(`${sectionPath}.key`, 'The section needs a key (a text)');
        if (section.type === 'group') {
          if (!Array.isArray(section.questions)) problem(`${sectionPath}.questions`, 'A group section needs a list of questions');
          else section.questions.forEach((q, i) => visitQuestion(q, `${sectionPath}.questions[${i}]`, rank, String(page.key)));
        }
        expression(section.skip, `${sectionPath}.skip`, rank, String(page.key));
        expression(section.visibleIf, `${sectionPath}.visibleIf`, rank, String(page.key));
      } else {
        problem(`${sectionPath}.type`, `Unknown section type ${JSON.stringify(section.type)}; known types: question, group, content`);
      }
    });
    expression(page.skipped, `${path}.skipped`, rank, undefined, String(page.key));
    expression(page.visibleIf, `${path}.visibleIf`, rank, undefined, String(page.key));
  });
  // Page rules name questions by key, so they are checked once every question is known.
  pages.forEach((page, p) => {
    if (isObject(page)) rules(page.validation, `pages[${p}].validation`, rankOf.get(page as unknown as PageDefinition) ?? p, String(page.key), true);
  });

  const computedKeys: string[] = [];
  if (definition.computed !== undefined) {
    if (!Array.isArray(definition.computed)) problem('computed', 'Must be a list of { "key": …, "expression": … }');
    else
      definition.computed.forEach((entry, i) => {
        if (!isObject(entry) || typeof entry.key !== 'string' || typeof entry.expression !== 'string') {
          return problem(`computed[${i}]`, 'A computed value needs a key and an expression (texts)');
        }
        if (questions.has(entry.key) || computedKeys.includes(entry.key)) problem(`computed[${i}].key`, `The key "${entry.key}" is already used`);
        computedKeys.push(entry.key);
        expression(entry.expression, `computed[${i}].expression`, null, undefined, undefined, i);
      });
  }

  const baseKeyOf = (name: string) => {
    if (questions.has(name)) return name;
    const suffix = DERIVED_SUFFIXES.find((s) => name.endsWith(s) && questions.has(name.slice(0, -s.length)));
    return suffix ? name.slice(0, -suffix.length) : null;
  };
  function checkExpressions(pageKey?: string | null): DefinitionProblem[] {
    const found: DefinitionProblem[] = [];
    const problem = (path: string, message: string) => found.push({ path, message });
    for (let e = 0; e < expressions.length; e += 1) {
      const entry = expressions[e]!;
      if (entry.checked || (pageKey !== undefined && entry.pageKey !== (pageKey ?? undefined))) continue;
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
        const computedIndex = computedKeys.length === 0 ? -1 : computedKeys.indexOf(name);
        if (computedIndex >= 0) {
          if (entry.computedIndex !== undefined && computedIndex >= entry.computedIndex) {
            problem(entry.path, `{${name}} is computed at or after this value; a computed value can only use the ones before it`);
          }
          continue;
        }
        const base = baseKeyOf(name);
        if (base === null) {
          if (!SPECIAL_FIELDS.includes(name as never) && name !== RANDOM_SEED_KEY) {
            problem(entry.path, `{${name}} is not a question or computed value of this survey`);
          }
          continue;
        }
        const source = questions.get(base)!;
        if (entry.ownPage !== undefined && source.pageKey === entry.ownPage) {
          problem(entry.path, `The page depends on {${name}}, which is asked on the page itself; it can only depend on earlier pages`);
        } else if (entry.pageRank !== null && source.pageRank > entry.pageRank) {
          problem(entry.path, `Depends on {${name}}, which is asked on a later page ("${source.pageKey}")`);
        }
      }
      entry.checked = found.length === before;
    }
    return found;
  }
  return { problems, checkExpressions };
}
