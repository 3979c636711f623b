import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { call } from './api/client';
import { initI18n } from './i18n';
import { App } from './app/App';
import './styles.css';

async function boot() {
  let lang: 'es' | 'pl' = 'es';
  try {
    lang = (await call('settings.get', {})).language;
  } catch {
    /* the app shows the error itself once mounted */
  }
  initI18n(lang);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
