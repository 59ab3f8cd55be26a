import { afterEach } from 'vitest';

// Unmount rendered trees between tests. Loaded lazily so Node-environment test files
// (no DOM) do not pull in the DOM testing library.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
