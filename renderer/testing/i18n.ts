/**
 * Tests only: the app's real es/pl locale files loaded into the global i18next instance (with
 * react-i18next), Spanish first, so rendered components show the texts users see.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

const LOCALES = path.resolve(__dirname, '../../locales');

export async function initTestI18n(): Promise<void> {
  const resources: Resource = {};
  for (const lang of ['es', 'pl']) {
    resources[lang] = {};
    for (const f of fs.readdirSync(path.join(LOCALES, lang)).filter((x) => x.endsWith('.json')))
      (resources[lang] as Record<string, unknown>)[f.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(LOCALES, lang, f), 'utf8'));
  }
  await i18n.use(initReactI18next).init({ resources, lng: 'es', fallbackLng: false, interpolation: { escapeValue: false } });
}
