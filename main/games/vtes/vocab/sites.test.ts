/**
 * The effect vocabulary's sites (issue 11 item 5.1): every kind the engine declares executed is read
 * where vocab/sites.ts says. Dispatch sites are checked by the compiler (`Handlers<site>`); the other
 * sites are steps and queries, checked here by reading the engine modules that implement them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_EFFECTS, type Effect } from '../effects';
import { EFFECT_SITES, type Site } from './sites';

const DIR = join(__dirname, '..');

/** The engine modules that implement each non-dispatch site (card data, texts and bots are not engine). */
const MODULES: Partial<Record<Site, string[]>> = {
  announce: ['announce.ts', 'minion.ts'],
  action: ['action.ts', 'resolution.ts', 'announce.ts'],
  combat: ['combat.ts', 'rounds.ts', 'strikes.ts', 'vocab/prims-combat.ts'],
  master: ['master.ts', 'steps.ts'],
  politics: ['politics.ts'],
  play: ['queries.ts', 'reactions.ts', 'action.ts'],
  modifierQuery: ['queries.ts', 'state.ts', 'reactions.ts', 'announce.ts', 'master.ts', 'manual-apply.ts'],
  query: ['queries.ts', 'state.ts', 'seatview.ts'],
  ability: [
    'vocab/abilities.ts',
    'action.ts',
    'minion.ts',
    'unlock.ts',
    'master.ts',
    'reactions.ts',
    'combat.ts',
    'politics.ts',
    'steps.ts',
  ],
  trigger: ['vocab/triggers.ts', 'steps.ts', 'turn.ts', 'action.ts', 'resolution.ts', 'unlock.ts', 'combat.ts'],
  phase: ['unlock.ts', 'turn.ts', 'influence.ts', 'discard.ts'],
  title: ['titles.ts', 'politics.ts', 'state.ts'],
  card: ['cards/index.ts'],
};
const DISPATCH: Site[] = ['modifier', 'reaction', 'combatCard', 'strike', 'masterPlay', 'resolve'];

const source = new Map<string, string>();
const read = (f: string): string => {
  if (!source.has(f)) source.set(f, readFileSync(join(DIR, f), 'utf8'));
  return source.get(f)!;
};

describe('effect sites (issue 11 item 5.1)', () => {
  it('every kind listed at a step or query site is read by one of the modules implementing that site', () => {
    const unread: string[] = [];
    for (const [kind, sites] of Object.entries(EFFECT_SITES) as [Effect['e'], readonly Site[]][])
      for (const site of sites) {
        if (site === 'manual' || DISPATCH.includes(site)) continue;
        const files = MODULES[site];
        if (!files) {
          unread.push(`${kind}@${site} (no module for the site)`);
          continue;
        }
        if (!files.some((f) => read(f).includes(`'${kind}'`))) unread.push(`${kind}@${site}`);
      }
    expect(unread).toEqual([]);
  });

  it('the executed list is derived from the sites: every kind but the manual escape hatch', () => {
    expect(ENGINE_EFFECTS.has('manual')).toBe(false);
    for (const k of Object.keys(EFFECT_SITES) as Effect['e'][]) if (k !== 'manual') expect(ENGINE_EFFECTS.has(k)).toBe(true);
  });

  it('each dispatch site has its typed table in the engine module that plays such cards', () => {
    expect(read('reactions.ts')).toContain("Handlers<'modifier'");
    expect(read('reactions.ts')).toContain("Handlers<'reaction'");
    expect(read('combat.ts')).toContain("Handlers<'combatCard'");
    expect(read('strikes.ts')).toContain("Handlers<'strike'");
    expect(read('master.ts')).toContain("Handlers<'masterPlay'");
    expect(read('resolution.ts')).toContain("Handlers<'resolve'");
  });
});
