export {
  CRITERIA,
  MIN_IMPORTANCE,
  MAX_IMPORTANCE,
  MAX_WEIGHT,
  MAX_POINTS,
  RESULT_LANGUAGES,
  TIP_INVEST_SUPPLIERS,
  TOP_COUNT,
  isCriterion,
} from './criteria';
export type { Answers, Criterion, ImportanceAnswer, ResultLanguage, SupplierScores, Weight } from './criteria';
export { weightOf, weightsFromAnswers, totalWeightOf } from './weights';
export type { CriterionWeight } from './weights';
export { INSUFFICIENT_DATA_NOT_IMPORTANT_COUNT, countNotImportant, hasInsufficientData, isInsufficient } from './insufficient';
export { assertValidTable, computeResult, rankSuppliers, roundPercentage, weightedSumOf } from './compute';
export type { CriterionContribution, Ranking, ScoringResult, SupplierExplanation } from './compute';
export {
  buildResultAddress,
  formatResultAddress,
  parseResultAddress,
  readWeightsQuery,
  resultAddressFor,
  resultQueryOf,
  weightsQueryOf,
} from './address';
export type { CriterionComparison, ParseResultAddress, ResultAddress, ResultAddressOptions } from './address';
export { analyseWinners } from './winners';
export type { WinnerAnalysis, WinnerCount } from './winners';
