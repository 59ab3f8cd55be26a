import schema from '@treesponse/core/definition.schema.json';

/** One field of a definition object, as the core's JSON Schema describes it. */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  /** The default, when the description states one ("default 'v1'", "(default)"). */
  defaultValue: string;
  description: string;
}

interface SchemaNode {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  $ref?: string;
  anyOf?: SchemaNode[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  description?: string;
}

const definitions = (schema as unknown as { definitions: Record<string, SchemaNode> }).definitions;

function refName(ref: string): string {
  return ref.replace('#/definitions/', '');
}

/** A short type of a schema node: `string`, `'radios' | 'buttons'`, `Option[]`, `LocalizedText`. */
export function typeSummary(node: SchemaNode): string {
  if (node.const !== undefined) return JSON.stringify(node.const).replace(/"/g, "'");
  if (node.enum) return node.enum.map((value) => JSON.stringify(value).replace(/"/g, "'")).join(' | ');
  if (node.$ref) return refName(node.$ref);
  if (node.anyOf) return [...new Set(node.anyOf.map(typeSummary))].join(' | ');
  if (node.type === 'array') return `${node.items ? typeSummary(node.items) : 'unknown'}[]`;
  if (Array.isArray(node.type)) return node.type.join(' | ');
  return node.type ?? 'unknown';
}

/** The default a description states: "default 'v1'", "'radios' (default)". */
function statedDefault(description: string): string {
  const before = /(['"`][^'"`]+['"`]|\b\w+\b) \(default\)/.exec(description);
  if (before) return before[1]!;
  const after = /\bdefault:? (['"`[][^;.)]*|-?\d+(?:\.\d+)?|true|false|\w+)/i.exec(description);
  return after ? after[1]!.trim() : '';
}

/** The schema definition of a question type (`radio` → RadioQuestion), or of `option`. */
function definitionOf(type: string): SchemaNode {
  if (type === 'option') return definitions.Option!;
  const found = Object.entries(definitions).find(([name, node]) => {
    if (!name.endsWith('Question') || !node.properties?.type) return false;
    const kind = node.properties.type;
    return kind.const === type || kind.enum?.includes(type);
  });
  if (!found) throw new Error(`The definition schema has no question of type '${type}'`);
  return found[1];
}

/** Every field of a question type (or of an option) with its type, default and description, from the schema. */
export function fieldReference(type: string): FieldRow[] {
  const node = definitionOf(type);
  return Object.entries(node.properties ?? {}).map(([name, field]) => {
    const description = field.description ?? (field.$ref ? (definitions[refName(field.$ref)]?.description ?? '') : '');
    return {
      name,
      type: typeSummary(field),
      required: node.required?.includes(name) ?? false,
      defaultValue: statedDefault(description),
      description,
    };
  });
}
