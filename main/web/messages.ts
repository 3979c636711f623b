import { AppError } from '../common/errors';
import esErrors from '../../locales/es/errors.json';
import plErrors from '../../locales/pl/errors.json';
import { languageFromLocales } from '../services/settings';

type Messages = Record<string, unknown>;
const BY_LANGUAGE: Record<'es' | 'pl', Messages> = { es: esErrors, pl: plErrors };

/**
 * The browser host's console messages for a start-up failure, in the system's language (the
 * renderer is not there yet to localize them). Unknown errors fall back to the `internal` text.
 */
export function startupMessage(err: unknown, systemLocales: readonly string[]): string {
  const messages = BY_LANGUAGE[languageFromLocales(systemLocales)];
  const key = err instanceof AppError ? err.key : 'internal';
  const params = err instanceof AppError ? err.params : {};
  const text = key.split('.').reduce<unknown>((m, k) => (m && typeof m === 'object' ? (m as Messages)[k] : undefined), messages);
  const template = typeof text === 'string' ? text : String(messages.internal ?? key);
  return template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
}
