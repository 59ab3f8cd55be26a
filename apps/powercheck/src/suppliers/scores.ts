/**
 * The score of every supplier on the seven weighted criteria, each with a one-line reason and a source.
 * This is a documented default for the federation to review: the Ecopower row is the product specification's,
 * the green criteria follow the Greenpeace Belgium rankings, contract types follow the public tariff cards, and
 * where the documented sources hold no per-supplier figure the value is a neutral 0.5 marked `basis: 'default'`.
 * Scores are per supplier and shared by both regional tables, since every cited source covers Belgium as a whole.
 */
import type { Criterion } from '@powercheck/scoring';
import type { ScoreEvidence, SourceId, SupplierName } from './types';

type Scores = Readonly<Record<Criterion, ScoreEvidence>>;

const specified = (value: number, reason: string): ScoreEvidence => ({ value, reason, source: 'product-spec', basis: 'specification' });
const documented = (value: number, reason: string, source: SourceId): ScoreEvidence => ({ value, reason, source, basis: 'documented' });
const neutral = (reason: string): ScoreEvidence => ({ value: 0.5, reason, source: 'project-default', basis: 'default' });

const NO_PRICE_DATA = 'No comparable price figure in the documented sources; neutral until the federation adds a price comparison';
const NO_SATISFACTION_DATA =
  'No per-supplier figure in the documented sources; neutral until complaint and service figures (VREG Servicecheck, Ombudsman) are entered';
const NO_CONTRACT_DATA = 'Contract types not in the documented sources; neutral until checked against the public tariff card';
const NOT_IN_GREEN_RANKING = 'No score in the documented Greenpeace rankings; neutral until the federation has a figure';

/** The three green criteria of a supplier whose 2023 green-ranking score is all the documented sources give. */
const greenRanking2023 = (score: number, points: string) => ({
  origin: documented(score, `${points} in the 2023 green ranking, which weighs own production and renewable purchases`, 'greenpeace-2023'),
  source: documented(score, `${points} in the 2023 green ranking, which also scores the delivered mix`, 'greenpeace-2023'),
  invests_in_renewable: documented(score, `${points} in the 2023 green ranking, where investments weigh most`, 'greenpeace-2023'),
});

export const SUPPLIER_SCORES: Readonly<Record<SupplierName, Scores>> = {
  engie: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: neutral(NO_CONTRACT_DATA),
    stable_price: neutral(NO_CONTRACT_DATA),
    ...greenRanking2023(0.35, 'Engie (Belgian branch) 7/20'),
    customer_satisfaction: neutral(NO_SATISFACTION_DATA),
  },
  luminus: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: neutral(NO_CONTRACT_DATA),
    stable_price: neutral(NO_CONTRACT_DATA),
    ...greenRanking2023(0.35, 'Luminus 7/20'),
    customer_satisfaction: neutral(NO_SATISFACTION_DATA),
  },
  eneco: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: documented(1, 'Offers a dynamic contract next to fixed and flex ones', 'tariff-cards'),
    stable_price: documented(1, 'Offers a fixed-price contract', 'tariff-cards'),
    origin: documented(0.9, 'Close behind Ecopower in the 2023 green ranking; Eneco Belgium 18/20 in 2021', 'greenpeace-2023'),
    source: documented(0.9, 'Close behind Ecopower in the 2023 green ranking; Eneco Belgium 18/20 in 2021', 'greenpeace-2023'),
    invests_in_renewable: documented(0.75, 'Lost two points in the 2023 green ranking because its green investments fell', 'greenpeace-2023'),
    customer_satisfaction: neutral(NO_SATISFACTION_DATA),
  },
  total: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: neutral(NO_CONTRACT_DATA),
    stable_price: neutral(NO_CONTRACT_DATA),
    ...greenRanking2023(0.3, 'TotalEnergies 6/20 (Lampiris 8/20 in 2021)'),
    customer_satisfaction: neutral(NO_SATISFACTION_DATA),
  },
  mega: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: neutral(NO_CONTRACT_DATA),
    stable_price: neutral(NO_CONTRACT_DATA),
    origin: documented(0.25, 'Its renewable purchases fell sharply (2023 green ranking, 7/20)', 'greenpeace-2023'),
    source: documented(0.35, '7/20 in the 2023 green ranking, down from 10/20 in 2021', 'greenpeace-2023'),
    invests_in_renewable: documented(0.35, '7/20 in the 2023 green ranking, where investments weigh most', 'greenpeace-2023'),
    customer_satisfaction: documented(
      0.3,
      'Several hundred complaints in two months in autumn 2021 (about 600,000 customers then)',
      'ombudsman-complaints',
    ),
  },
  elegant: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: neutral(NO_CONTRACT_DATA),
    stable_price: neutral(NO_CONTRACT_DATA),
    origin: neutral(NOT_IN_GREEN_RANKING),
    source: neutral(NOT_IN_GREEN_RANKING),
    invests_in_renewable: neutral(NOT_IN_GREEN_RANKING),
    customer_satisfaction: neutral(NO_SATISFACTION_DATA),
  },
  energiebe: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: neutral(NO_CONTRACT_DATA),
    stable_price: neutral(NO_CONTRACT_DATA),
    origin: neutral('Entered the 2023 green ranking for the first time; its score is not in the documented sources'),
    source: neutral('Entered the 2023 green ranking for the first time; its score is not in the documented sources'),
    invests_in_renewable: neutral('Entered the 2023 green ranking for the first time; its score is not in the documented sources'),
    customer_satisfaction: neutral(NO_SATISFACTION_DATA),
  },
  ecopower: {
    price: specified(1, 'Given by the specification; members get 50% of the price fixed (2023 green ranking)'),
    adjusted_formula: specified(0, 'Given by the specification'),
    stable_price: specified(0, 'Given by the specification'),
    origin: specified(1, 'Given by the specification; 20/20 in the 2023 green ranking'),
    source: specified(1, 'Given by the specification; 20/20 in the 2023 green ranking'),
    invests_in_renewable: specified(1, 'Given by the specification; maximum score in the 2021 green ranking'),
    customer_satisfaction: specified(1, 'Given by the specification'),
  },
  bolt: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: neutral(NO_CONTRACT_DATA),
    stable_price: neutral(NO_CONTRACT_DATA),
    origin: documented(0.8, 'Completes the leading group behind Ecopower in the 2023 green ranking', 'greenpeace-2023'),
    source: documented(0.8, 'Completes the leading group behind Ecopower in the 2023 green ranking', 'greenpeace-2023'),
    invests_in_renewable: documented(0.65, '13/20 in the 2021 green ranking (EDF group), where investments weighed 45%', 'greenpeace-2021'),
    customer_satisfaction: neutral(NO_SATISFACTION_DATA),
  },
  octaplus: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: neutral('Tariff card lists residential offers in Wallonia and Flanders; contract types not documented'),
    stable_price: neutral('Tariff card lists residential offers in Wallonia and Flanders; contract types not documented'),
    origin: neutral(NOT_IN_GREEN_RANKING),
    source: neutral(NOT_IN_GREEN_RANKING),
    invests_in_renewable: neutral(NOT_IN_GREEN_RANKING),
    customer_satisfaction: neutral(NO_SATISFACTION_DATA),
  },
  cociter: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: documented(1, 'Offers a dynamic contract (Wallonia only)', 'tariff-cards'),
    stable_price: documented(0, 'Offers variable and dynamic contracts, no fixed price', 'tariff-cards'),
    origin: documented(1, 'Maximum score in the 2021 green ranking (20/20 in 2020 too)', 'greenpeace-2021'),
    source: documented(1, 'Maximum score in the 2021 green ranking (20/20 in 2020 too)', 'greenpeace-2021'),
    invests_in_renewable: documented(1, 'Maximum score in the 2021 green ranking, where investments weighed 45%', 'greenpeace-2021'),
    customer_satisfaction: neutral(NO_SATISFACTION_DATA),
  },
  dats24: {
    price: neutral(NO_PRICE_DATA),
    adjusted_formula: neutral(NO_CONTRACT_DATA),
    stable_price: neutral(NO_CONTRACT_DATA),
    origin: documented(0, 'Refused to share data with the 2023 green ranking: no origin can be verified', 'greenpeace-2023'),
    source: documented(0, 'Refused to share data with the 2023 green ranking: no green share can be verified', 'greenpeace-2023'),
    invests_in_renewable: documented(0, 'Refused to share data with the 2023 green ranking: no investment can be verified', 'greenpeace-2023'),
    customer_satisfaction: neutral(NO_SATISFACTION_DATA),
  },
};
