import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Every locales/<lang>/<namespace>.json, bundled. */
const files = import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }) as Record<string, Record<string, unknown>>;

export const LANGUAGES = ['es', 'pl'] as const;
export type Lang = (typeof LANGUAGES)[number];

export function buildResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, content] of Object.entries(files)) {
    const m = /locales\/([a-z]+)\/([\w-]+)\.json$/.exec(file);
    if (!m) continue;
    (resources[m[1]] ??= {})[m[2]] = content;
  }
  return resources;
}

export function initI18n(lang: Lang): typeof i18n {
  const resources = buildResources();
  void i18n.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: false,
    ns: Object.keys(resources.es ?? {}),
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lang;
  return i18n;
}

export async function setLanguage(lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export default i18n;
