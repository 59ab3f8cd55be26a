// The studio page: the whole <Studio>, its language remembered on this device, a definition opened from `?open=`.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@treesponse/react/styles.css';
import '../src/styles.css';
import { Studio } from '../src/ui/Studio.js';
import { fetchDefinition } from '../src/model/open.js';
import { pickStudioLanguage, STUDIO_LANGUAGES, type StudioLanguage } from '../src/model/messages.js';

const LANGUAGE_KEY = 'treesponse-studio:language';

function storedLanguage(): StudioLanguage {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored && (STUDIO_LANGUAGES as readonly string[]).includes(stored)) return stored as StudioLanguage;
  } catch {
    // No storage: the browser's languages decide.
  }
  return pickStudioLanguage(navigator.languages);
}

function App({ definition }: { definition: unknown }) {
  const [language, setLanguage] = useState(storedLanguage);
  document.documentElement.lang = language;
  return (
    <Studio
      definition={definition}
      language={language}
      onLanguageChange={(next) => {
        setLanguage(next);
        try {
          localStorage.setItem(LANGUAGE_KEY, next);
        } catch {
          // Kept for this visit only.
        }
      }}
    />
  );
}

async function start() {
  const address = new URLSearchParams(location.search).get('open');
  const opened = address ? await fetchDefinition(address) : null;
  if (opened && !opened.ok) console.error(opened.message);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App definition={opened?.ok ? opened.definition : undefined} />
    </StrictMode>,
  );
}

void start();
