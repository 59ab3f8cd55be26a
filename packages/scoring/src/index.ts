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
export {
  MIN_RATED_CRITERIA,
  assertValidTable,
  canonicalSum,
  computeResult,
  figuresOf,
  isTie,
  rankSuppliers,
  rateSuppliers,
  ratedSumOf,
  roundPercentage,
  weightedSumOf,
} from './compute';
export type { CriterionContribution, NotRated, NotRatedReason, Ranking, ScoringResult, SupplierExplanation } from './compute';
export {
  REGION_FROM_PARAMETER,
  REGION_PARAMETER,
  buildResultAddress,
  formatResultAddress,
  isResultQueryKey,
  parseResultAddress,
  readResultSettings,
  readWeightsQuery,
  regionOfAddress,
  resultAddressFor,
  resultAddressProblem,
  resultQueryOf,
  settingsQueryOf,
  weightsQueryOf,
} from './address';
export type {
  CriterionComparison,
  ParseResultAddress,
  ReadResultSettings,
  ResultAddress,
  ResultAddressOptions,
  ResultSettings,
} from './address';
export { REGIONS, REGION_SUPPLIERS, isRegion, readRegion, regionOfLanguage, regionOfPostcode, regionsOfSupplier } from './region';
export type { Region } from './region';
export {
  MAX_KWH,
  METERS,
  MIN_KWH,
  REFERENCE_HOUSEHOLD,
  householdQueryOf,
  isConsumption,
  isMeter,
  readHousehold,
} from './household';
export type { Household, Meter, ReadHousehold } from './household';
export { analyseWinners } from './winners';
export type { WinnerAnalysis, WinnerCount } from './winners';
export { NEAR_TIE_PERCENTAGE_POINTS, firstPlaceCertainty, isNearTieGap } from './certainty';
export type { FirstPlaceCertainty, WeightChange } from './certainty';
