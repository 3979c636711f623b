import { z } from 'zod';
import { op } from '../define';

export type Language = 'es' | 'pl';
export const LanguageSchema = z.enum(['es', 'pl']);

export interface StartupNotice {
  /** key in the `ui` namespace, under `notices.` */
  key: string;
  params?: Record<string, string | number>;
}

export interface AppInfo {
  version: string;
  mode: 'electron' | 'web';
  dataDir: string;
  notices: StartupNotice[];
}

export interface Settings {
  language: Language;
  /** true when the language was chosen by the user rather than taken from the OS */
  languageChosen: boolean;
  imageFolder: string | null;
}

export const appOps = {
  'app.info': op(z.object({}).strict()).returns<AppInfo>(),
  'app.dismissNotice': op(z.object({ index: z.number().int().min(0) }).strict()).returns<AppInfo>(),
  'settings.get': op(z.object({}).strict()).returns<Settings>(),
  'settings.set': op(
    z
      .object({
        language: LanguageSchema.optional(),
        imageFolder: z.string().max(4096).nullable().optional(),
      })
      .strict(),
  ).returns<Settings>(),
};
