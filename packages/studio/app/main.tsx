// The studio page: the whole <Studio>, its language remembered on this device, a definition opened from `?open=`,
// an adopter's custom question types from `?types=` (a JSON file of type name → settings schema).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@treesponse/react/styles.css';
import '../src/styles.css';
import { Studio } from '../src/ui/Studio.js';
import { fetchCustomTypes, fetchDefinition } from '../src/model/open.js';
import type { JsonSchema } from '../src/model/schema.js';
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

function App({ definition, customTypes }: { definition: unknown; customTypes?: Record<string, JsonSchema> }) {
  const [language, setLanguage] = useState(storedLanguage);
  document.documentElement.lang = language;
  return (
    <Studio
      definition={definition}
      {...(customTypes ? { customTypes } : {})}
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
  const query = new URLSearchParams(location.search);
  const address = query.get('open');
  const typesAddress = query.get('types');
  // Custom types first: a definition using them then opens with their settings.
  const types = typesAddress ? await fetchCustomTypes(typesAddress) : null;
  if (types && !types.ok) console.error(types.message);
  const opened = address ? await fetchDefinition(address) : null;
  if (opened && !opened.ok) console.error(opened.message);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App definition={opened?.ok ? opened.definition : undefined} customTypes={types?.ok ? types.customTypes : undefined} />
    </StrictMode>,
  );
}

void start();
