export { DEFAULT_FIRST_PAINT_SECTIONS, Survey, type SurveyProps, type SurveySlot } from './survey/Survey.js';
export {
  SurveyProvider,
  useSurvey,
  useSurveyState,
  useSurveyController,
  shallowEqual,
  type SurveyProviderProps,
} from './survey/context.js';
export {
  renderSection,
  createQuestionRenderer,
  QuestionRendererProvider,
  type QuestionComponents,
  type QuestionComponent,
  type QuestionOfType,
  type QuestionComponentProps,
  type QuestionRenderer,
  type SectionRenderContext,
} from './survey/renderers.js';
export { useQuestionRenderer } from './survey/useQuestionRenderer.js';
export { defaultQuestionComponents } from './survey/defaultComponents.js';
export { preloadSurvey, loadQuestionComponents, type PreloadSurveyOptions, type RareQuestionType } from './survey/questionComponents.js';

export { CheckboxField, type CheckboxFieldProps } from './questions/CheckboxField.js';
export { CheckboxesField, type CheckboxesFieldProps } from './questions/CheckboxesField.js';
export { ContentBlock, type ContentBlockProps } from './questions/ContentBlock.js';
export { EmailField, type EmailFieldProps } from './questions/EmailField.js';
export { FileField, type FileFieldProps } from './questions/FileField.js';
export { GroupField, type GroupFieldProps } from './questions/GroupField.js';
export { HiddenField, type HiddenFieldProps } from './questions/HiddenField.js';
export { LikeField, type LikeFieldProps } from './questions/LikeField.js';
export { RadioField, type RadioFieldProps } from './questions/RadioField.js';
export { RrnField, type RrnFieldProps } from './questions/RrnField.js';
export { SliderField, type SliderFieldProps } from './questions/SliderField.js';
export { StringField, type StringFieldProps } from './questions/StringField.js';
export { TextField, type TextFieldProps, DEFAULT_TEXT_ROWS } from './questions/TextField.js';
export { NumberField, type NumberFieldProps } from './questions/NumberField.js';
export { DateField, type DateFieldProps } from './questions/DateField.js';
export { DropdownField, type DropdownFieldProps } from './questions/DropdownField.js';
export { MatrixField, type MatrixFieldProps } from './questions/MatrixField.js';
export { BooleanField, type BooleanFieldProps } from './questions/BooleanField.js';
export { RatingField, type RatingFieldProps } from './questions/RatingField.js';
export { MultipleTextField, type MultipleTextFieldProps } from './questions/MultipleTextField.js';
export { TagboxField, type TagboxFieldProps } from './questions/TagboxField.js';
export { ImagePickerField, type ImagePickerFieldProps } from './questions/ImagePickerField.js';
export { RankingField, type RankingFieldProps, dropIndex } from './questions/RankingField.js';
export { CalculatedField, type CalculatedFieldProps } from './questions/CalculatedField.js';
export { PanelDynamicField, type PanelDynamicFieldProps } from './questions/PanelDynamicField.js';
export {
  choiceGroup,
  choiceItems,
  toggleChoice,
  visibleOptions,
  leavesGroup,
  type ChoiceGroup,
  type ChoiceGroupConfig,
  type ChoiceItem,
} from './questions/choices.js';
export { choose } from './questions/choose.js';
export { useChoiceGroup, type ChoiceQuestionGroup, type OtherAnswer } from './questions/useChoiceGroup.js';
export { useQuestion, type QuestionBinding, type QuestionIds } from './questions/useQuestion.js';
export { QuestionShell, ErrorMessage, RequiredMark, type QuestionShellProps } from './questions/QuestionShell.js';

export { Markdown, type MarkdownProps } from './markdown/Markdown.js';
export { MarkdownProvider, type MarkdownProviderProps } from './markdown/MarkdownProvider.js';
export { preloadMarkdown } from './markdown/loader.js';
export type { MarkdownToken, PrecompiledMarkdown } from './markdown/tokens.js';
export { safeLinkHref, isExternalHref, ALLOWED_LINK_SCHEMES } from './markdown/safeUrl.js';

export * from './widgets/index.js';
