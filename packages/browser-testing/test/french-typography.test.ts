import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frenchPunctuationProblems, frenchPunctuationReport } from '../src/french-typography.mjs';

describe('the French typography check', () => {
  it('finds an ordinary space, a no-break space or no space before : ; ! and ?', () => {
    expect(frenchPunctuationProblems('Statut : {{code}}')).toEqual([' :']);
    expect(frenchPunctuationProblems('Merci\u00A0!')).toEqual(['\u00A0!']);
    expect(frenchPunctuationProblems('Vraiment?')).toEqual(['t?']);
    expect(frenchPunctuationProblems('Comptage : encore {pending} réponses ; fin')).toEqual([' :', ' ;']);
    expect(frenchPunctuationProblems('{{name}}?')).toEqual(['X?']);
  });

  it('accepts a narrow no-break space, and signs inside a word, an address or a time', () => {
    expect(frenchPunctuationProblems('Merci\u202F! Pourriez-vous en dire plus\u202F?')).toEqual([]);
    expect(frenchPunctuationProblems('Voir https://example.org/a?b=1 à 12:30')).toEqual([]);
    expect(frenchPunctuationProblems('Voir [ici](https://example.org/a?b=c) ou mailto:a@b.be?subject=x')).toEqual([]);
    expect(frenchPunctuationProblems('**Attention!** « Vraiment? »')).toEqual(['n!', 't?']);
    expect(frenchPunctuationReport({ ok: 'Oui\u202F?', title: 'Vraiment?' })).toEqual(['title: «t?»']);
    expect(frenchPunctuationReport({ count: 3, places: { 'BE-WAL': 'Wallonie !' } })).toEqual(['places.BE-WAL: « !»']);
  });

  it('does what the README example says', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = /```js\n(import \{ frenchPunctuationProblems[\s\S]*?)```/.exec(readme)![1]!;
    const calls = [...example.matchAll(/^(french\w+)\((.*)\); \/\/ (\[.*?\])/gm)];
    expect(calls).toHaveLength(3);
    const functions = { frenchPunctuationProblems, frenchPunctuationReport } as Record<string, (input: never) => string[]>;
    for (const [, name, argument, result] of calls) {
      // The README writes plain JavaScript literals (strings with \u escapes, an object): JSON after quoting keys.
      const input = JSON.parse(argument!.replace(/'/g, '"').replace(/(\{\s*)(\w+):/g, '$1"$2":'));
      expect(functions[name!]!(input as never), `${name}(${argument})`).toEqual(JSON.parse(result!.replace(/'/g, '"')));
    }
  });
});
