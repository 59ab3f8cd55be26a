// Writes schema/definition.schema.json, the JSON Schema of a survey definition, from the TypeScript types in
// src/types.ts (the one place a definition's shape is written). Callbacks, the TypeScript escape hatch, are left
// out: the schema describes what a definition can say as JSON. Run: node scripts/schema.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const output = `${packageDir}schema/definition.schema.json`;

export function generateSchema() {
  const generated = createGenerator({
    path: `${packageDir}src/types.ts`,
    tsconfig: `${packageDir}tsconfig.json`,
    type: 'SurveyDefinition',
    functions: 'hide',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    skipTypeCheck: true,
  }).createSchema('SurveyDefinition');
  const { $schema, ...rest } = generated;
  return `${JSON.stringify({ $schema, title: 'treesponse survey definition', ...rest }, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const schema = generateSchema();
  if (process.argv.includes('--check')) {
    if (readFileSync(output, 'utf8') !== schema) {
      console.error('schema/definition.schema.json is out of date: run node scripts/schema.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(output, schema);
    console.log(`wrote ${output}`);
  }
}
