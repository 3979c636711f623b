/**
 * Every text a game module hands to the UI outside the log (the progress line of the saved-games
 * list and the status bar, decision prompts) must resolve in es and pl, including nested refs:
 * a missing key shows up on screen as a raw key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../engine/rng';
import type { GameModule, I18nRef } from '../engine/types';
import { nightsModule } from './nights-of-blood';
import { vendettaModule } from './vendetta';
import { bloodborneModule } from './bloodborne';
import { vtesModule } from './vtes/module';

const LOCALES = path.resolve(__dirname, '..', '..', 'locales');

function lookup(lang: string, key: string): unknown {
  const [ns, rest] = key.split(':');
  const file = path.join(LOCALES, lang, `${ns}.json`);
  if (!fs.existsSync(file)) return undefined;
  const dict = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return rest.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), dict);
}

function refKeys(ref: I18nRef, out: Set<string>): void {
  out.add(ref.key);
  for (const v of Object.values(ref.params ?? {})) if (v && typeof v === 'object' && 'key' in v) refKeys(v as I18nRef, out);
}

function collect(module: GameModule<unknown, unknown>, config: unknown, seed: string): Set<string> {
  const keys = new Set<string>();
  const c = module.parseConfig(config);
  let state = module.setup(c, seed).state;
  const rng = new RngCursor(seedRng(`${seed}/pick`));
  for (let i = 0; i < 3000 && !module.result(state); i++) {
    refKeys(module.progress(state), keys);
    const ds = module.decisions(state);
    for (const d of ds) refKeys(d.prompt, keys);
    const d = ds[rng.int(ds.length)];
    state = module.apply(state, d.seat, d.options[rng.int(d.options.length)].id).state;
  }
  refKeys(module.progress(state), keys);
  return keys;
}

describe('progress lines and prompts resolve in both languages', () => {
  const cases: [string, GameModule<unknown, unknown>, unknown][] = [
    ['vendetta', vendettaModule as GameModule<unknown, unknown>, { players: 4 }],
    ['bloodborne', bloodborneModule as GameModule<unknown, unknown>, { players: 4 }],
    ['vtes', vtesModule as GameModule<unknown, unknown>, { players: 4, maxTurns: 40 }],
    ['nights', nightsModule as GameModule<unknown, unknown>, { players: 6 }],
  ];
  for (const [name, module, config] of cases) {
    it(name, () => {
      const keys = collect(module, config, `progress-text/${name}`);
      expect(keys.size).toBeGreaterThan(3);
      // a key with plural forms (i18next) exists through its `_other`
      const exists = (l: string, k: string) => typeof lookup(l, k) === 'string' || typeof lookup(l, `${k}_other`) === 'string';
      const missing = [...keys].flatMap((k) => ['es', 'pl'].filter((l) => !exists(l, k)).map((l) => `${l} ${k}`));
      expect(missing).toEqual([]);
    });
  }
});
