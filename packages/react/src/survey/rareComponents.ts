/**
 * The components of the built-in question types few surveys use, in one chunk that the survey view loads when a page
 * needs one of them (questionComponents.tsx): uploads, likes, registration numbers, sliders, matrices, groups, dates,
 * rankings and calculated values.
 */
import { DateField } from '../questions/DateField.js';
import { FileField } from '../questions/FileField.js';
import { GroupField } from '../questions/GroupField.js';
import { LikeField } from '../questions/LikeField.js';
import { MatrixField } from '../questions/MatrixField.js';
import { RrnField } from '../questions/RrnField.js';
import { SliderField } from '../questions/SliderField.js';
import { RankingField } from '../questions/RankingField.js';
import { CalculatedField } from '../questions/CalculatedField.js';
import type { RareQuestionComponents } from './questionComponents.js';

export const rareQuestionComponents = {
  date: DateField,
  file: FileField,
  group: GroupField,
  image: FileField,
  like: LikeField,
  matrix: MatrixField,
  rrn: RrnField,
  slider: SliderField,
  ranking: RankingField,
  calculated: CalculatedField,
} satisfies RareQuestionComponents;
