/**
 * The effect vocabulary's sites (issue 11 item 5.1): every kind the engine declares executed is read
 * where vocab/sites.ts says. Dispatch sites are checked by the compiler (`Handlers<site>`); the other
 * sites are steps and queries, checked here by reading the engine modules that implement them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_EFFECTS, type Effect } from './effects';
import { EFFECT_SITES, type Site } from './sites';

const DIR = join(__dirname, '..');

/** The engine modules that implement each non-dispatch site (card data, texts and bots are not engine). */
const MODULES: Partial<Record<Site, string[]>> = {
  announce: ['rules/announce.ts', 'rules/minion.ts'],
  combat: [
    'rules/combat.ts',
    'rules/rounds.ts',
    'rules/strikes.ts',
    'vocab/prims-combat.ts',
    'rules/first-round-bar.ts',
    'rules/damage-immune.ts',
    'rules/over-damage.ts',
  ],
  action: [
    'rules/action.ts',
    'rules/resolution.ts',
    'rules/card-block.ts',
    'rules/announce.ts',
    'core/block-rules.ts',
    'rules/diablerie.ts',
    'rules/minion.ts',
    'rules/action-cost.ts',
  ],
  master: ['rules/master.ts', 'core/steps.ts'],
  politics: ['rules/politics.ts', 'rules/double-votes.ts'],
  play: [
    'core/queries.ts',
    'rules/reactions.ts',
    'rules/action.ts',
    'core/plays-as.ts',
    'core/ally-as-vampire.ts',
    'rules/cancel.ts',
    'core/redraw.ts',
    'core/played-not-replaced.ts',
  ],
  modifierQuery: [
    'core/queries.ts',
    'core/state.ts',
    'rules/reactions.ts',
    'rules/announce.ts',
    'rules/master.ts',
    'rules/manual-apply.ts',
  ],
  query: ['core/queries.ts', 'core/cost-mods.ts', 'core/state.ts', 'view/seatview.ts', 'core/no-life-gain.ts', 'core/no-carry.ts'],
  ability: [
    'vocab/abilities.ts',
    'rules/action.ts',
    'rules/minion.ts',
    'rules/unlock.ts',
    'rules/master.ts',
    'rules/reactions.ts',
    'rules/combat.ts',
    'rules/politics.ts',
    'rules/burn-referendum.ts',
    'core/steps.ts',
  ],
  trigger: [
    'vocab/triggers.ts',
    'core/steps.ts',
    'rules/turn.ts',
    'rules/action.ts',
    'rules/resolution.ts',
    'rules/unlock.ts',
    'rules/combat.ts',
  ],
  // rules/imbued.ts: the imbued appendix's steps of the unlock phase (A.2, A.5)
  phase: ['rules/unlock.ts', 'rules/turn.ts', 'rules/influence.ts', 'rules/discard.ts', 'rules/imbued.ts'],
  title: ['core/titles.ts', 'rules/politics.ts', 'core/state.ts'],
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
    expect(read('rules/reactions.ts')).toContain("Handlers<'modifier'");
    expect(read('rules/reactions.ts')).toContain("Handlers<'reaction'");
    expect(read('rules/combat.ts')).toContain("Handlers<'combatCard'");
    expect(read('rules/strikes.ts')).toContain("Handlers<'strike'");
    expect(read('rules/master.ts')).toContain("Handlers<'masterPlay'");
    expect(read('rules/resolution.ts')).toContain("Handlers<'resolve'");
  });
});
