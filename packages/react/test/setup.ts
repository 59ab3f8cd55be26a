import { loadEngineTexts, loadQuestionTypeTexts } from '@treesponse/core';
import { afterEach } from 'vitest';

// The engine's texts of every language and of the newer question types, as an app that preloads them has (core tests
// how they load on demand): a component test renders its survey's language at once, also a component on its own.
await Promise.all([loadEngineTexts(['nl', 'fr', 'de']), loadQuestionTypeTexts()]);

// The DOM testing library is loaded lazily so Node-environment test files (no DOM) do not pull it in.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  // findBy/waitFor give up after 1 s by default; on a shared two-core CI machine a render can take longer.
  configure({ asyncUtilTimeout: 5000 });
}

// Unmount rendered trees between tests.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
