/**
 * Reads the JSON Schema of survey definitions (the one @treesponse/core ships) to know, for any element, which
 * settings it has and what kind each one is. Nothing here names a question type or a setting of one: a property added
 * to the core's schema appears in the studio as it is. Custom question types bring their own schema (their settings);
 * the settings every built-in question shares (key, label, visibleIf…) are added to them.
 *
 * Two names of the core's schema carry meaning: `LocalizedText` (a text per language, which the translations grid
 * lists) and `Condition` (an expression, which the logic editor checks); so does a text property named `expression`.
 */
import { getAt, isObject, type Path } from './path.js';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  description?: string;
  title?: string;
  definitions?: Record<string, JsonSchema>;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
}

/** The core's schema and the adopter's custom types. */
export interface SchemaSet {
  root: JsonSchema;
  /** Custom question types: the JSON Schema of each type's question (its own settings at least). */
  customTypes: Readonly<Record<string, JsonSchema>>;
}

export const createSchemaSet = (root: JsonSchema, customTypes: Record<string, JsonSchema> = {}): SchemaSet => ({ root, customTypes });

export type FieldKind = 'text' | 'localized' | 'condition' | 'expression' | 'boolean' | 'number' | 'choice' | 'list' | 'lines' | 'object' | 'json';

/** One setting of an element, as the property panel shows it. */
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  description?: string;
  required: boolean;
  /** For 'choice': the values offered. */
  choices?: string[];
  /** For 'list' and 'object': the schema of an item / of the object (resolved). */
  schema: JsonSchema;
}

/** The structure's own lists and the type: edited in the tree, not in the panel. */
const STRUCTURE_PROPERTIES = new Set(['type', 'pages', 'sections', 'questions', 'question', '$schema']);

function definitionOf(set: SchemaSet, ref: string): JsonSchema | undefined {
  const match = /^#\/(definitions|\$defs)\/(.+)$/.exec(ref);
  if (!match) return undefined;
  const table = match[1] === '$defs' ? set.root.$defs : set.root.definitions;
  return table?.[decodeURIComponent(match[2]!)];
}

/** Follows `$ref`s; returns the schema and the names of the definitions passed through. */
export function deref(set: SchemaSet, schema: JsonSchema | undefined): { schema: JsonSchema; names: string[] } {
  const names: string[] = [];
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 32; hops += 1) {
    names.push(current.$ref.replace(/^.*\//, ''));
    const target = definitionOf(set, current.$ref);
    if (!target) break;
    // A description next to a $ref describes this use of it.
    current = current.description && !target.description ? { ...target, description: current.description } : target;
  }
  return { schema: current, names };
}

/** The alternatives of an anyOf/oneOf, nested ones flattened. */
function alternatives(set: SchemaSet, schema: JsonSchema): { schema: JsonSchema; names: string[] }[] {
  const list = schema.anyOf ?? schema.oneOf;
  if (!list) return [{ schema, names: [] }];
  return list.flatMap((item) => {
    const resolved = deref(set, item);
    return alternatives(set, resolved.schema).map((alt) => ({ schema: alt.schema, names: [...resolved.names, ...alt.names] }));
  });
}

const typeMatches = (schema: JsonSchema, value: unknown): boolean => {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) return true;
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;
  return types.some((type) => type === actual || (type === 'integer' && typeof value === 'number'));
};

/** Every property fixed by a const or enum in the schema holds for the value (e.g. `type: "radio"`). */
function discriminatorsMatch(schema: JsonSchema, value: unknown): boolean {
  if (!isObject(value) || !schema.properties) return true;
  return Object.entries(schema.properties).every(([name, property]) => {
    if (property.const !== undefined) return value[name] === property.const;
    if (property.enum && name === 'type') return property.enum.includes(value[name]);
    return true;
  });
}

const mergeAllOf = (set: SchemaSet, schema: JsonSchema): JsonSchema => {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => mergeAllOf(set, deref(set, part).schema));
  return parts.reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    { ...schema, allOf: undefined },
  );
};

/** The question schemas the core ships, each with the `type` values it covers. */
function builtInQuestions(set: SchemaSet): { schema: JsonSchema; types: string[] }[] {
  return alternatives(set, deref(set, { $ref: '#/definitions/Question' }).schema).map(({ schema }) => {
    const type = schema.properties?.type;
    const types = type?.const !== undefined ? [String(type.const)] : (type?.enum ?? []).map(String);
    return { schema, types };
  });
}

/** The question types the studio can add: the built-in ones, then the custom ones. */
export function questionTypes(set: SchemaSet): string[] {
  return [...builtInQuestions(set).flatMap((entry) => entry.types), ...Object.keys(set.customTypes)];
}

/** Settings every built-in question has (the intersection of their properties), given to custom types too. */
function sharedQuestionProperties(set: SchemaSet): Record<string, JsonSchema> {
  const all = builtInQuestions(set).map((entry) => entry.schema.properties ?? {});
  const [first, ...rest] = all;
  if (!first) return {};
  return Object.fromEntries(Object.entries(first).filter(([name]) => name !== 'type' && rest.every((props) => name in props)));
}

/** The schema of a custom question type, with the shared settings before its own. */
function customQuestionSchema(set: SchemaSet, type: string): JsonSchema | undefined {
  const own = set.customTypes[type];
  if (!own) return undefined;
  const merged = mergeAllOf(set, deref(set, own).schema);
  return {
    ...merged,
    type: 'object',
    properties: { ...sharedQuestionProperties(set), ...merged.properties, type: { type: 'string', const: type } },
    required: [...new Set(['key', 'type', ...(merged.required ?? [])])],
  };
}

/**
 * The schema that describes `value` where `schema` is expected: references followed, the alternative of an
 * anyOf/oneOf that fits the value chosen (by `type` const/enum, then by JSON type), custom question types added.
 */
export function schemaFor(set: SchemaSet, schema: JsonSchema | undefined, value: unknown): { schema: JsonSchema; names: string[] } {
  const resolved = deref(set, schema);
  const { names } = resolved;
  if (names.includes('Question') && isObject(value) && typeof value.type === 'string') {
    const builtIn = builtInQuestions(set).find((entry) => entry.types.includes(value.type as string));
    const custom = builtIn ? undefined : customQuestionSchema(set, value.type);
    if (builtIn || custom) return { schema: mergeAllOf(set, builtIn?.schema ?? custom!), names };
  }
  const options = alternatives(set, resolved.schema);
  if (options.length === 1) return { schema: mergeAllOf(set, options[0]!.schema), names: [...names, ...options[0]!.names] };
  const fitting = options.filter((option) => typeMatches(option.schema, value) && discriminatorsMatch(option.schema, value));
  const chosen = fitting[0] ?? options.find((option) => typeMatches(option.schema, value)) ?? { schema: resolved.schema, names: [] };
  return { schema: mergeAllOf(set, chosen.schema), names: [...names, ...chosen.names] };
}

/** The schema of the element at `path` in a definition (the root, a page, a section, a question, an option…). */
export function elementSchema(set: SchemaSet, definition: unknown, path: Path): { schema: JsonSchema; names: string[] } {
  let current = schemaFor(set, set.root, definition);
  for (let i = 0; i < path.length; i += 1) {
    const part = path[i]!;
    const value = getAt(definition, path.slice(0, i + 1));
    const child = typeof part === 'number' ? current.schema.items : current.schema.properties?.[part] ?? (typeof current.schema.additionalProperties === 'object' ? current.schema.additionalProperties : undefined);
    current = schemaFor(set, child, value);
  }
  return current;
}

const isLocalized = (names: string[]) => names.includes('LocalizedText');
const isCondition = (names: string[]) => names.includes('Condition');

/** The kind of editor a property needs. */
export function fieldKind(set: SchemaSet, name: string, property: JsonSchema): { kind: FieldKind; choices?: string[]; schema: JsonSchema } {
  const { schema, names } = deref(set, property);
  if (isLocalized(names)) return { kind: 'localized', schema };
  const options = alternatives(set, schema);
  if (isCondition(names) || options.some((option) => isCondition(option.names))) return { kind: 'condition', schema };
  const consts = options.flatMap((option) => (option.schema.const !== undefined ? [String(option.schema.const)] : (option.schema.enum ?? []).map(String)));
  if (consts.length > 0 && options.every((option) => option.schema.const !== undefined || option.schema.enum)) return { kind: 'choice', choices: consts, schema };
  if (options.length > 1) return { kind: 'json', schema };
  if (schema.type === 'boolean') return { kind: 'boolean', schema };
  if (schema.type === 'number' || schema.type === 'integer') return { kind: 'number', schema };
  if (schema.type === 'string') return { kind: name === 'expression' ? 'expression' : 'text', schema };
  if (schema.type === 'array') {
    const item = deref(set, schema.items).schema;
    if (item.type === 'object' && item.properties) return { kind: 'list', schema: item };
    // A list of texts (languages, MIME types): one per line.
    if (item.type === 'string' && item.const === undefined && !item.enum) return { kind: 'lines', schema: item };
    return { kind: 'json', schema };
  }
  if (schema.type === 'object' && schema.properties) return { kind: 'object', schema };
  return { kind: 'json', schema };
}

/** The settings of an object schema, in the schema's order; the structure's lists and the type left out. */
export function fieldsOf(set: SchemaSet, schema: JsonSchema): FieldSpec[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !STRUCTURE_PROPERTIES.has(name))
    .map(([name, property]) => {
      const { kind, choices, schema: resolved } = fieldKind(set, name, property);
      const description = property.description ?? resolved.description;
      return { name, kind, required: required.has(name), schema: resolved, ...(choices ? { choices } : {}), ...(description ? { description } : {}) };
    });
}

/** The settings of the element at `path`. */
export function elementFields(set: SchemaSet, definition: unknown, path: Path): FieldSpec[] {
  return fieldsOf(set, elementSchema(set, definition, path).schema);
}

/** A new value for a schema: its required properties filled with empty values (one item in a required list). */
export function emptyValue(set: SchemaSet, property: JsonSchema): unknown {
  const { schema, names } = deref(set, property);
  if (isLocalized(names) || isCondition(names)) return '';
  const options = alternatives(set, schema);
  const first = options[0]!.schema;
  if (first.const !== undefined) return first.const;
  if (first.enum) return first.enum[0];
  if (first.type === 'boolean') return false;
  if (first.type === 'number' || first.type === 'integer') return 0;
  if (first.type === 'string') return '';
  if (first.type === 'array') return deref(set, first.items).schema.type === 'object' ? [emptyValue(set, first.items!)] : [];
  if (first.type === 'object') {
    const merged = mergeAllOf(set, first);
    const required = merged.required ?? [];
    return Object.fromEntries(required.map((name) => [name, emptyValue(set, merged.properties?.[name] ?? {})]));
  }
  return null;
}

/** A new question of a type: key and type, and the type's required settings (e.g. one option) empty. */
export function newQuestion(set: SchemaSet, type: string, key: string): Record<string, unknown> {
  const { schema } = schemaFor(set, { $ref: '#/definitions/Question' }, { type });
  const filled = emptyValue(set, schema) as Record<string, unknown>;
  return { ...filled, key, type };
}

/**
 * Calls `visit` for every value of a definition with the schema it has there (depth first), so that texts and
 * expressions are found wherever the schema puts them, custom types included.
 */
export function walkDefinition(
  set: SchemaSet,
  definition: unknown,
  visit: (path: Path, value: unknown, names: string[], schema: JsonSchema) => void,
): void {
  const walk = (value: unknown, schema: JsonSchema | undefined, path: Path) => {
    const resolved = schemaFor(set, schema, value);
    visit(path, value, resolved.names, resolved.schema);
    if (isLocalized(resolved.names)) return;
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, resolved.schema.items, [...path, i]));
    else if (isObject(value)) {
      for (const [name, child] of Object.entries(value)) {
        const property = resolved.schema.properties?.[name] ?? (typeof resolved.schema.additionalProperties === 'object' ? resolved.schema.additionalProperties : undefined);
        if (property) walk(child, property, [...path, name]);
      }
    }
  };
  walk(definition, set.root, []);
}

export { isLocalized as namesLocalizedText, isCondition as namesCondition };
