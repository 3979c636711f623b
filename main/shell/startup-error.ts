/**
 * The dialog text when the app cannot start (plain Node, tested without Electron): the reason in
 * the user's language — the localized message of an AppError's key (errors namespace, the same
 * texts the renderer shows, e.g. a data folder already in use), a generic one for anything
 * else — then what to do and where the log is.
 */
import i18next, { type TFunction } from 'i18next';
import { AppError } from '../common/errors';
import esErrors from '../../locales/es/errors.json';
import plErrors from '../../locales/pl/errors.json';
import esMenu from '../../locales/es/menu.json';
import plMenu from '../../locales/pl/menu.json';

type Language = 'es' | 'pl';

let instance: ReturnType<typeof i18next.createInstance> | null = null;

function t(language: Language): TFunction {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: { es: { errors: esErrors, menu: esMenu }, pl: { errors: plErrors, menu: plMenu } },
      lng: language,
      fallbackLng: false,
      ns: ['menu', 'errors'],
      defaultNS: 'menu',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return instance.getFixedT(language);
}

export interface StartupErrorText {
  title: string;
  message: string;
}

export function startupErrorText(language: Language, err: unknown, paths: { dataDir: string; logFile: string }): StartupErrorText {
  const tr = t(language);
  const known = err instanceof AppError && tr(`errors:${err.key}`, { ...err.params, defaultValue: '' });
  const reason = known || tr('startupErrorUnknown');
  return {
    title: tr('startupErrorTitle'),
    message: `${reason}\n\n${tr('startupErrorHelp', { dataDir: paths.dataDir, logFile: paths.logFile })}`,
  };
}
