import type { Answers, SupplierScores } from '../src/index';
import example from '../examples/worked-example.json';

/**
 * The worked example of the README and of examples/worked-example.mjs: three suppliers (fixedco, the ecopower row the
 * product specification gives, steady) and one visitor.
 */
export const exampleTable: SupplierScores[] = example.table;

/** Weights 4, 3, 2, 1, 4, 0, 2 (total 16); belgian_ownership is not scored and is ignored. */
export const exampleAnswers: Answers = example.answers;
