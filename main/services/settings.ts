import type { Language, Settings } from '../api/ops/app';
import type { Store } from '../db/store';

/** OS language → app language: Polish for pl-*, Spanish for es-* and anything else. */
export function languageFromLocales(locales: readonly string[]): Language {
  for (const l of locales) {
    const base = l.toLowerCase().split(/[-_]/)[0];
    if (base === 'pl') return 'pl';
    if (base === 'es') return 'es';
  }
  return 'es';
}

export class SettingsService {
  constructor(
    private readonly store: Store,
    private readonly systemLocales: readonly string[],
  ) {}

  private read<T>(key: string): T | undefined {
    const row = this.store.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', [key]);
    if (!row) return undefined;
    try {
      return JSON.parse(row.value) as T;
    } catch {
      return undefined;
    }
  }

  private writeMany(values: Record<string, unknown>): void {
    this.store.write((db) => {
      for (const [k, v] of Object.entries(values)) {
        if (v === undefined) continue;
        db.run('INSERT INTO settings(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
          k,
          JSON.stringify(v),
        ]);
      }
    });
  }

  get(): Settings {
    const chosen = this.read<Language>('language');
    const language = chosen === 'es' || chosen === 'pl' ? chosen : languageFromLocales(this.systemLocales);
    return {
      language,
      languageChosen: chosen === 'es' || chosen === 'pl',
      imageFolder: this.read<string | null>('imageFolder') ?? null,
    };
  }

  set(patch: { language?: Language; imageFolder?: string | null }): Settings {
    this.writeMany({ language: patch.language, imageFolder: patch.imageFolder });
    return this.get();
  }

  /** Free-form values used by the hosts themselves (window bounds) and by services. */
  getValue<T>(key: string): T | undefined {
    return this.read<T>(`x.${key}`);
  }

  setValue(key: string, value: unknown): void {
    this.writeMany({ [`x.${key}`]: value });
  }
}
