import es from '../../locales/es/menu.json';
import pl from '../../locales/pl/menu.json';

export type MenuLabels = typeof es;

/** The native menu's labels in the app language (locales/<lang>/menu.json). */
export function menuLabels(language: 'es' | 'pl'): MenuLabels {
  return language === 'pl' ? pl : es;
}
