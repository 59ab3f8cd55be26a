import coreSchema from '@treesponse/core/definition.schema.json';
import { collectTexts, createSchemaSet, exportXliff, importXliff, missingCounts, type JsonSchema } from '@treesponse/studio';

const schemas = createSchemaSet(coreSchema as JsonSchema);

/** What is missing per language, and an XLIFF 2 file for a translator to fill from English into Dutch. */
export function forTranslator(definition: unknown) {
  const missing = missingCounts(collectTexts(schemas, definition), ['en', 'nl']);
  const xliff = exportXliff(schemas, definition, 'en', 'nl');
  return { missing, xliff };
}

/** The translator's file back in the definition: every <target> lands in its text, nothing else changes. */
export function fromTranslator(definition: unknown, translatedXliff: string) {
  const { definition: translated, changed, unknown } = importXliff(schemas, definition, translatedXliff);
  return { translated, changed, unknown };
}
