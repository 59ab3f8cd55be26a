// @vitest-environment jsdom
// An adopter's custom question type, given to the studio as data (a JSON file of type name → settings schema, the
// page's `?types=`): its questions appear in the structure and get their settings from its schema, with no studio code.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Studio } from '../src/ui/Studio.js';
import { fetchCustomTypes, parseCustomTypes } from '../src/model/open.js';

// A path, not new URL(…, import.meta.url), which the test bundler would turn into an asset address.
const typesFile = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../examples/score-type.json'), 'utf8');
const definition = {
  key: 'stars',
  languages: ['en'],
  pages: [{ key: 'p', order: 1, sections: [{ type: 'question', question: { key: 'stars', type: 'score', max: 5, label: { en: 'How many stars?' } } }] }],
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/types.json') response.writeHead(200, { 'content-type': 'application/json' }).end(typesFile);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(cleanup);

describe('custom types as data', () => {
  it('are read from a file, and a wrong one is refused in plain words', async () => {
    const opened = await fetchCustomTypes(`${base}/types.json`);
    expect(opened.ok && Object.keys(opened.customTypes)).toEqual(['score']);
    await expect(fetchCustomTypes(`${base}/missing.json`)).resolves.toEqual({ ok: false, message: `Could not load ${base}/missing.json: the server answered 404` });
    expect(parseCustomTypes('[1]')).toEqual({ ok: false, message: 'Custom types are a JSON object: { "type name": the JSON Schema of its settings }' });
    expect(parseCustomTypes('{ "two words": {} }')).toMatchObject({ ok: false, message: expect.stringContaining('"two words" is not a type name') });
    expect(parseCustomTypes('{ "score": { "properties": [] } }')).toEqual({ ok: false, message: 'The settings of "score" are not a JSON Schema object (with "properties")' });
    expect(parseCustomTypes('{ "score": ')).toMatchObject({ ok: false, message: expect.stringMatching(/^The custom types are not valid JSON/) });
  });

  it('are shown in the README as they are', () => {
    expect(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../README.md'), 'utf8')).toContain(`\`\`\`json\n${typesFile}\`\`\``);
  });

  it('put the custom questions in the structure with their settings from the schema', async () => {
    const opened = parseCustomTypes(typesFile);
    if (!opened.ok) throw new Error(opened.message);
    render(<Studio customTypes={opened.customTypes} definition={definition} storage={null} language="en" />);
    const item = screen.getByRole('treeitem', { name: 'stars (score)' });
    expect(item.getAttribute('aria-level')).toBe('2');
    fireEvent.click(item);
    expect(await screen.findByRole('heading', { name: 'Settings of stars (score)' })).toBeTruthy();
    expect(screen.getByLabelText('max (required)')).toBeTruthy();
    expect(screen.getByText('Shown under the first star.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'score' })).toBeTruthy();
    // The preview draws the question, its control standing in, rather than refusing the definition.
    const preview = screen.getByTestId('preview-frame');
    expect(preview.textContent).toContain('How many stars?');
    expect(preview.textContent).toContain('The control of the custom type “score” is drawn by the app that registers it.');
  });

  it('without the file, the same question is marked as an unknown type', () => {
    render(<Studio definition={definition} storage={null} language="en" />);
    expect(screen.getByRole('treeitem', { name: 'stars (score) 1 problem' })).toBeTruthy();
  });
});
