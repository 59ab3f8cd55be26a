/**
 * The components of the built-in question types few surveys use, in one chunk that the survey view loads when a page
 * needs one of them (questionComponents.tsx): uploads, likes, registration numbers, sliders, matrices, groups, dates;
 * yes/no, rating, multiple text, tag box, image picker, ranking, calculated and repeating panel questions.
 */
import { DateField } from '../questions/DateField.js';
import { FileField } from '../questions/FileField.js';
import { GroupField } from '../questions/GroupField.js';
import { LikeField } from '../questions/LikeField.js';
import { MatrixField } from '../questions/MatrixField.js';
import { RrnField } from '../questions/RrnField.js';
import { SliderField } from '../questions/SliderField.js';
import { BooleanField } from '../questions/BooleanField.js';
import { ImagePickerField } from '../questions/ImagePickerField.js';
import { MultipleTextField } from '../questions/MultipleTextField.js';
import { RatingField } from '../questions/RatingField.js';
import { TagboxField } from '../questions/TagboxField.js';
import { RankingField } from '../questions/RankingField.js';
import { CalculatedField } from '../questions/CalculatedField.js';
import { PanelDynamicField } from '../questions/PanelDynamicField.js';
import type { RareQuestionComponents } from './questionComponents.js';

/** Loads the English texts of these types' components: the survey view waits for them with this chunk. */
export { loadQuestionTypeTexts } from '@treesponse/core';

export const rareQuestionComponents = {
  date: DateField,
  file: FileField,
  group: GroupField,
  image: FileField,
  like: LikeField,
  matrix: MatrixField,
  rrn: RrnField,
  slider: SliderField,
  boolean: BooleanField,
  rating: RatingField,
  multipletext: MultipleTextField,
  tagbox: TagboxField,
  imagepicker: ImagePickerField,
  ranking: RankingField,
  calculated: CalculatedField,
  paneldynamic: PanelDynamicField,
} satisfies RareQuestionComponents;
