import { CheckboxField } from '../questions/CheckboxField.js';
import { CheckboxesField } from '../questions/CheckboxesField.js';
import { ContentBlock } from '../questions/ContentBlock.js';
import { EmailField } from '../questions/EmailField.js';
import { FileField } from '../questions/FileField.js';
import { GroupField } from '../questions/GroupField.js';
import { HiddenField } from '../questions/HiddenField.js';
import { LikeField } from '../questions/LikeField.js';
import { RadioField } from '../questions/RadioField.js';
import { RrnField } from '../questions/RrnField.js';
import { SliderField } from '../questions/SliderField.js';
import { StringField } from '../questions/StringField.js';
import { TextField } from '../questions/TextField.js';
import { NumberField } from '../questions/NumberField.js';
import { DateField } from '../questions/DateField.js';
import { DropdownField } from '../questions/DropdownField.js';
import { MatrixField } from '../questions/MatrixField.js';
import { BooleanField } from '../questions/BooleanField.js';
import { RatingField } from '../questions/RatingField.js';
import { MultipleTextField } from '../questions/MultipleTextField.js';
import { TagboxField } from '../questions/TagboxField.js';
import { ImagePickerField } from '../questions/ImagePickerField.js';
import { RankingField } from '../questions/RankingField.js';
import { CalculatedField } from '../questions/CalculatedField.js';
import { PanelDynamicField } from '../questions/PanelDynamicField.js';
import type { BuiltInQuestionType } from '@treesponse/core';
import type { QuestionComponent } from './renderers.js';

/** The component of every built-in question type of the engine. */
export const defaultQuestionComponents: { [T in BuiltInQuestionType]: QuestionComponent<T> } = {
  checkbox: CheckboxField,
  checkboxes: CheckboxesField,
  email: EmailField,
  string: StringField,
  text: TextField,
  radio: RadioField,
  content: ContentBlock,
  group: GroupField,
  file: FileField,
  image: FileField,
  rrn: RrnField,
  slider: SliderField,
  like: LikeField,
  hidden: HiddenField,
  number: NumberField,
  date: DateField,
  dropdown: DropdownField,
  matrix: MatrixField,
  boolean: BooleanField,
  rating: RatingField,
  multipletext: MultipleTextField,
  tagbox: TagboxField,
  imagepicker: ImagePickerField,
  ranking: RankingField,
  calculated: CalculatedField,
  paneldynamic: PanelDynamicField,
};
