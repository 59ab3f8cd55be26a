/**
 * @treesponse/studio: a visual builder for treesponse survey definitions. `<Studio>` is the whole editor; the model
 * modules under it (structure, settings from the JSON Schema, texts and translation files, logic, problems) are plain
 * functions over plain JSON, usable without React (e.g. in a script that exports a survey's texts for translators).
 */
export { Studio, type StudioProps } from './ui/Studio.js';
export { buildTree, flattenTree, insertItem, removeItem, moveItem, moveBy, duplicateItem, freshKey, usedKeys, ownerOf, describePath, type TreeNode, type ItemKind } from './model/tree.js';
export { createHistory, pushHistory, undo, redo, HISTORY_LIMIT, type History } from './model/history.js';
export { getAt, setAt, pathToString, parsePath, type Path, type Json, type JsonObject } from './model/path.js';
export {
  createSchemaSet,
  elementFields,
  elementSchema,
  fieldsOf,
  newQuestion,
  questionTypes,
  walkDefinition,
  type FieldKind,
  type FieldSpec,
  type JsonSchema,
  type SchemaSet,
} from './model/schema.js';
export { collectTexts, missingCounts, setText, surveyLanguages, textIn, textReference, DEFAULT_SURVEY_LANGUAGES, type TextEntry } from './model/texts.js';
export { openWithTexts, writeTexts, type TextResource, type TextKeyPlace, type OpenedWithTexts, type WrittenTexts } from './model/text-resources.js';
export { readTextFiles, textRows, fileLanguages, checkText, textBefore, placeholdersOf, saveTextFiles, cellId, nameOf, downloadName, type PickedFile, type TextFile, type TextRow, type TextProblem, type FileProblem, type OpenedTextFiles, type SavedTextFiles } from './model/text-files.js';
export { exportCsv, importCsv, parseCsv, exportXliff, importXliff, type ImportResult } from './model/translation-files.js';
export { checkExpression, collectExpressions, complete, dependencies, referenceNames, type Completion, type Dependencies, type ExpressionCheck, type ExpressionEntry, type Usage } from './model/logic.js';
export { placeProblems, registryFor, type PlacedProblems } from './model/problems.js';
export { parseDefinition, fetchDefinition, parseCustomTypes, fetchCustomTypes, newDefinition, serializeDefinition, type Opened, type OpenedTypes } from './model/open.js';
export { saveDraft, loadDraft, DRAFT_KEY, type Draft, type DraftStorage } from './model/draft.js';
export { STUDIO_LANGUAGES, STUDIO_MESSAGES, studioTranslator, pickStudioLanguage, type StudioLanguage, type MessageKey, type Message } from './model/messages.js';
