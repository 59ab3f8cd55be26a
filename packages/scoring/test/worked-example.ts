import type { Answers, SupplierScores } from '../src/index';

/** The worked example of the README: three suppliers, one visitor. */
export const exampleTable: SupplierScores[] = [
  {
    name: 'fixedco',
    scores: { price: 0.5, origin: 0.25, source: 0.5, customer_satisfaction: 0.75, invests_in_renewable: 0.25, stable_price: 1, adjusted_formula: 1 },
  },
  {
    // The row the product specification gives.
    name: 'ecopower',
    scores: { price: 1, origin: 1, source: 1, customer_satisfaction: 1, invests_in_renewable: 1, stable_price: 0, adjusted_formula: 0 },
  },
  {
    name: 'steady',
    scores: { price: 0.75, origin: 0.5, source: 0.5, customer_satisfaction: 0.5, invests_in_renewable: 0.5, stable_price: 1, adjusted_formula: 0.5 },
  },
];

/** Weights 4, 3, 2, 1, 4, 0, 2 (total 16); belgian_ownership is not scored and is ignored. */
export const exampleAnswers: Answers = {
  price: '5',
  origin: '4',
  source: '3',
  customer_satisfaction: '2',
  invests_in_renewable: '5',
  stable_price: '1',
  adjusted_formula: '3',
  belgian_ownership: '5',
};
