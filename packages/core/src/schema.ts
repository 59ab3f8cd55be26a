/**
 * The JSON Schema of a definition with custom question types added, so an editor completes and checks them like the
 * built-in ones. The schema is the one shipped as `@treesponse/core/definition.schema.json` (read it with your
 * bundler or `fs`); each custom type becomes one more branch of `Question`'s `oneOf` (discriminator `type`): the
 * fields of every question (`QuestionBase`) plus the `settings` it declares, and no other field when it declares
 * some.
 */
import type { QuestionTypeRegistry } from './question-types.js';

/** A JSON Schema document with `definitions`, as shipped. */
export interface DefinitionSchema {
  definitions: Record<string, Record<string, unknown>>;
  [keyword: string]: unknown;
}

/** Name of a custom type's branch in `definitions`. */
export const customQuestionDefinition = (type: string) => `CustomQuestion_${type}`;

/** A copy of `schema` in which `Question` also takes every type of `types`. */
export function extendSchema<S extends DefinitionSchema>(schema: S, types: QuestionTypeRegistry): S {
  const extended = JSON.parse(JSON.stringify(schema)) as S;
  const definitions = extended.definitions;
  const base = definitions.QuestionBase as { properties: Record<string, unknown> };
  const builtIn = definitions.BuiltInQuestion as { oneOf: unknown[] };
  const branches = [...builtIn.oneOf];
  for (const [type, definition] of Object.entries(types)) {
    const name = customQuestionDefinition(type);
    definitions[name] = {
      type: 'object',
      ...(definition.description ? { description: definition.description } : {}),
      properties: { ...base.properties, type: { type: 'string', const: type }, ...definition.settings },
      required: ['key', 'type', ...(definition.requiredSettings ?? [])],
      additionalProperties: definition.settings === undefined,
    };
    branches.push({ $ref: `#/definitions/${name}` });
  }
  definitions.Question = {
    description: definitions.Question?.description,
    type: 'object',
    discriminator: { propertyName: 'type' },
    required: ['type'],
    oneOf: branches,
  };
  return extended;
}
