import { createRoot } from 'react-dom/client';
import { definition } from '../engine-cost/definition';

// The same app without the engine: its definition and React, so that what the engine adds is the difference.
createRoot(document.getElementById('root')!).render(
  <>
    <h1>{definition.pages[0]!.title as string}</h1>
    <pre hidden>{JSON.stringify(definition)}</pre>
  </>,
);
