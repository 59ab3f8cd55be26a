import { createRoot } from 'react-dom/client';
import { createDashboardApi } from './api.js';
import { App } from './App.js';
import { initialLanguage } from './texts.js';
import './styles.css';

const STORAGE_KEY = 'treesponse-dashboard-language';
const stored = (() => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
})();
const remember = (language: string) => {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage may be blocked; the choice then lasts for this page only
  }
};

createRoot(document.getElementById('root')!).render(
  <App api={createDashboardApi()} initialLanguage={initialLanguage(stored, navigator.languages ?? [navigator.language])} onLanguage={remember} />,
);
