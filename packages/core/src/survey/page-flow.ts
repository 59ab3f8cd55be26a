/**
 * Navigation and what the respondent has been shown: the page shown, entering a page (its visit recorded, its
 * hidden values filled, its errors hidden again), the questions touched and the errors the server gave.
 */
import { evaluateInContext } from '../conditions.js';
import { OTHER_SUFFIX, type QuestionTypeRegistry } from '../definition.js';
import type { AnswerValue, PageDefinition, Question } from '../types.js';
import type { ValidationMessage } from '../validation.js';
import type { AnswerBook, ResponseCell } from './answers.js';
import type { PageOrder } from './page-order.js';
import { pageRuleErrors, visibleQuestions } from './page-rules.js';

export interface PageFlow {
  readonly index: number;
  readonly page: PageDefinition;
  /** Shows a page: checks its definition, records the visit, fills its hidden values, hides its errors again. */
  enter(index: number): void;
  /** Questions of the page shown that are not skipped, groups flattened, their rules decided. */
  visibleQuestions(): Question[];
  /** Every rule failure of the page shown, shown to the respondent or not. */
  ruleErrors(): Record<string, ValidationMessage>;
  /** Writes the value of the page's calculated questions marked `store` into the response, to be saved with it. */
  storeCalculatedValues(): void;
  /** Marks a question touched (its error is shown from now on); false when it was already. */
  touch(key: string): boolean;
  /** Shows every error of the page (after a refused Next). */
  showAllErrors(): void;
  /** Whether the error of a key is shown: after a touch of it (or of its question) or a refused Next. */
  isShown(key: string): boolean;
  readonly serverErrors: Readonly<Record<string, ValidationMessage>>;
  setServerError(key: string, message: ValidationMessage): void;
  /** Drops the server's error of a key (the respondent changed the answer); false when there was none. */
  clearServerError(key: string): boolean;
}

export function createPageFlow(options: {
  order: PageOrder;
  book: AnswerBook;
  response: ResponseCell;
  questionTypes: QuestionTypeRegistry;
  /** Checks a page's definition before it is shown; throws an InvalidDefinitionError. */
  checkPage(key: string): void;
  /** Called with the page entered (for the page to resume at). */
  onEnter(page: PageDefinition): void;
}): PageFlow {
  const { order, book, response } = options;
  let index = 0;
  let touched = new Set<string>();
  let allShown = false;
  let serverErrors: Record<string, ValidationMessage> = {};

  const visible = () => visibleQuestions(order.pages[index]!, book.context());

  function fillHiddenValues() {
    for (const question of visible()) {
      if (question.type !== 'hidden' || book.read(question.key) != null) continue;
      if (question.value !== undefined) {
        book.write(question.key, typeof question.value === 'function' ? question.value(book.context()) : question.value);
      } else if (question.expression !== undefined) {
        book.write(question.key, evaluateInContext(question.expression, book.context()) as AnswerValue);
      }
    }
  }

  return {
    get index() {
      return index;
    },
    get page() {
      return order.pages[index]!;
    },
    enter(target) {
      // An unknown type on the way is an InvalidDefinitionError, which a front end shows as the page's error message.
      options.checkPage(order.pages[target]!.key);
      order.arrangePage(target);
      index = target;
      const page = order.pages[target]!;
      options.onEnter(page);
      touched = new Set();
      allShown = false;
      serverErrors = {};
      const treesponse = response.current;
      response.current = {
        ...treesponse,
        pageVisits: [...treesponse.pageVisits, { index: target, name: page.key, order: treesponse.pageVisits.length }],
      };
      fillHiddenValues();
    },
    visibleQuestions: visible,
    storeCalculatedValues() {
      for (const question of visible()) if (question.type === 'calculated' && question.store) book.write(question.key, book.read(question.key));
    },
    ruleErrors: () => pageRuleErrors(order.pages[index]!, book.read, book.context(), options.questionTypes),
    touch(key) {
      if (touched.has(key)) return false;
      touched = new Set(touched).add(key);
      return true;
    },
    showAllErrors() {
      allShown = true;
    },
    isShown(key) {
      if (allShown || touched.has(key)) return true;
      const base = key.endsWith(OTHER_SUFFIX) ? key.slice(0, -OTHER_SUFFIX.length) : null;
      return base !== null && touched.has(base);
    },
    get serverErrors() {
      return serverErrors;
    },
    setServerError(key, message) {
      serverErrors = { ...serverErrors, [key]: message };
    },
    clearServerError(key) {
      if (!serverErrors[key]) return false;
      const { [key]: _dropped, ...rest } = serverErrors;
      serverErrors = rest;
      return true;
    },
  };
}
