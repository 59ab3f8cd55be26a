import coreSchema from '@treesponse/core/definition.schema.json';
import { createSchemaSet, openWithTexts, writeTexts, type JsonObject, type JsonSchema, type TextResource } from '@treesponse/studio';

const schemas = createSchemaSet(coreSchema as JsonSchema);

/** The definition with its texts in every language, to open in the studio. */
export function withTexts(definition: JsonObject, resources: TextResource[]) {
  return openWithTexts(schemas, definition, resources).definition;
}

/** The resources with the texts of what the studio exported: `{ ok: true, resources, changed }` or `{ ok: false, message }`. */
export function textsBack(definition: JsonObject, exported: JsonObject, resources: TextResource[]) {
  return writeTexts(schemas, definition, exported, resources);
}
