// @vitest-environment node
/**
 * The engine decides, the components show: no source file of this package evaluates a condition or imports one of
 * the engine's rule functions; it reads the controller's views (questionView, sectionView, pageView) instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../src', import.meta.url));
const RULES = [
  'isQuestionSkipped',
  'isQuestionRequired',
  'isQuestionDisabled',
  'isSectionSkipped',
  'isPageSkipped',
  'isPageHidden',
  'hasDynamicRules',
  'resolveQuestion',
  'conditionHolds',
  'evaluateCondition',
  'evaluateInContext',
  'evaluateExpression',
  'conditionContext',
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the React layer shows what the engine decides', () => {
  it('no source file names a rule function of the engine', () => {
    const offending = sources(SOURCE).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return RULES.filter((rule) => new RegExp(`\\b${rule}\\b`).test(text)).map((rule) => `${path.slice(SOURCE.length + 1)}: ${rule}`);
    });
    expect(offending).toEqual([]);
  });
});
