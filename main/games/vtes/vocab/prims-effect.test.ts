/**
 * Primitives as a mode's effects (issue 11 item 5; effects.ts `{ e: 'prims' }`): a played card's
 * primitives run at its dispatch site (an action succeeding 6.2.3, an action modifier 1.6.3.2, a
 * reaction 1.6.3.6, a combat card 6.4, a master card 1.6.2) on the roles that site knows, and its text
 * is rendered from the primitives' templates.
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Effect } from '../schema/effects';
import { effectTexts } from './card-text';
import { STARTER_DEFS } from '../data/starters';
import { type BuildSpec, build, choose, chooseP, dec, announce, passUntil, uid } from '../testing/testing';
import { V, hand0, hand1 } from '../testing/card-testing';
import cardsEs from '../../../../locales/es/cards-vtes.json';
import cardsPl from '../../../../locales/pl/cards-vtes.json';

/** A starter card whose mode `mi` has these effects instead of its own (same id: it replaces the starter's). */
function withEffects(name: string, mi: number, effects: Effect[]): CardDef {
  const d = [...STARTER_DEFS.values()].find((x) => x.name === name)!;
  return { ...d, modes: d.modes.map((m, i) => (i === mi ? { ...m, effects } : m)) };
}

const buildWith = (spec: BuildSpec, ...defs: CardDef[]) => build({ ...spec, defs });

describe('V:TES primitives as a mode effects (issue 11 item 5)', () => {
  it('vtes-es 6.2.3: an action card succeeding runs its primitives: pool taken from the target Methuselah, blood to the actor', () => {
    const def = withEffects('Line Brawl', 0, [
      {
        e: 'prims',
        do: [
          { p: 'move', n: 2, from: 'targetPool', to: 'pool' },
          { p: 'move', n: 1, from: 'bank', to: 'actor' },
        ],
      },
    ]);
    let s = buildWith({ seats: [{ ready: [V('Octane', 2, { anarch: true })], hand: ['Line Brawl'] }, {}, {}] }, def);
    const a = uid(s, 'Octane', 0);
    s = choose(s, `min:${a}`);
    s = choose(s, `card:${a}:${hand0(s, 'Line Brawl')}:0`);
    s = choose(s, 's:2');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats.map((x) => x.pool)).toEqual([32, 30, 28]);
    expect(s.cards[a].blood).toBe(3);
  });

  it('vtes-es 1.6.3.2: an action modifier runs its primitives on the acting minion and the action', () => {
    // Freak Drive's window (after a successful action) offers the mode whatever its effects
    const def = withEffects('Freak Drive', 0, [
      {
        e: 'prims',
        do: [
          { p: 'unlock', who: 'actor' },
          { p: 'move', n: 2, from: 'bank', to: 'actor' },
        ],
      },
    ]);
    let s = buildWith({ seats: [{ ready: [V('Oshri Dahan', 2)], hand: ['Freak Drive'] }, {}] }, def);
    const o = uid(s, 'Oshri Dahan');
    s = announce(s, o, 'bleed:');
    expect(dec(s).kind).toBe('vtes.afterAction');
    expect(s.cards[o].locked).toBe(true);
    s = chooseP(s, 'mod:');
    expect(s.cards[o].locked).toBe(false);
    expect(s.cards[o].blood).toBe(3); // 2 - 1 (the card's cost) + 2
  });

  it('vtes-es 1.6.3.6: a reaction runs its primitives on the reacting minion', () => {
    // its intercept offers it in the intercept step; the primitives run beside it
    const def = withEffects('Eyes of Argus', 0, [
      { e: 'intercept', n: 2 },
      {
        e: 'prims',
        do: [
          { p: 'move', n: 1, from: 'bank', to: 'minion' },
          { p: 'move', n: 1, from: 'actor', to: 'bank' },
        ],
      },
    ]);
    let s = buildWith(
      {
        seats: [
          { ready: [V('Ashley', 3)], hand: ['Lost in Crowds'] },
          { ready: [V('Colette', 2)], hand: ['Eyes of Argus'] },
        ],
      },
      def,
    );
    const a = uid(s, 'Ashley');
    s = announce(s, a, 'bleed:');
    const b = uid(s, 'Colette', 1);
    s = chooseP(s, 'block:');
    if (dec(s).kind === 'vtes.stealth') s = chooseP(s, 'mod:');
    expect(dec(s).kind).toBe('vtes.intercept');
    const actorBlood = s.cards[a].blood;
    s = choose(s, `react:${hand1(s, 'Eyes of Argus')}:0`);
    expect(s.cards[b].blood).toBe(3);
    expect(s.cards[a].blood).toBe(actorBlood - 1);
  });

  it('vtes-es 6.4: a combat card runs its primitives on the minion playing it and its opponent', () => {
    const def = withEffects('Torn Signpost', 1, [
      {
        e: 'prims',
        do: [
          { p: 'move', n: 1, from: 'opponent', to: 'bank' },
          { p: 'press', who: 'minion' },
        ],
      },
    ]);
    let s = buildWith({ seats: [{ ready: [V('Octane', 4)], hand: ['Torn Signpost'] }, { ready: [V('Meaghan', 3)] }] }, def);
    s = announce(s, uid(s, 'Octane', 0), 'bleed:');
    s = chooseP(s, 'block:');
    while (!s.combat) s = choose(s, 'pass');
    const o = uid(s, 'Octane');
    const m = uid(s, 'Meaghan');
    const presses = s.combat.optPresses[o] ?? 0;
    s = choose(s, `card:${hand0(s, 'Torn Signpost')}:1`);
    expect(s.cards[m].blood).toBe(2);
    expect(s.combat!.optPresses[o]).toBe(presses + 1);
  });

  it('vtes-es 1.6.2: a master card runs its primitives for the Methuselah playing it', () => {
    const def = withEffects('Life in the City', 0, [{ e: 'prims', do: [{ p: 'move', n: 2, from: 'bank', to: 'pool' }] }]);
    let s = buildWith({ seats: [{ ready: [V('Ashley', 1)], hand: ['Life in the City'] }, {}], phase: 'master' }, def);
    const pool = s.seats[0].pool;
    s = choose(s, `m:${hand0(s, 'Life in the City')}`);
    expect(s.seats[0].pool).toBe(pool + 2);
    expect(s.cards[uid(s, 'Life in the City')].zone).toBe('ash');
  });

  it('the text of a prims effect is its primitives’ templates, present in both languages', () => {
    const e: Effect = {
      e: 'prims',
      do: [
        { p: 'move', n: 1, from: 'targetPool', to: 'pool' },
        { p: 'lock', who: 'target' },
        { p: 'unlock', who: 'actor' },
        { p: 'burn', who: 'opponent' },
      ],
    };
    const keys = effectTexts(e).map((t) => t.key);
    expect(keys).toEqual(['prim.move_targetPool_pool', 'prim.lock_target', 'prim.unlock_actor', 'prim.burn_opponent']);
    // a template with counted forms (Polish pool counters: `_one`, `_few`...) is there by its `_other` form
    const has = (o: unknown, k: string) =>
      [k, `${k}_other`].some(
        (x) => x.split('.').reduce<unknown>((y, p) => (y as Record<string, unknown> | undefined)?.[p], o) !== undefined,
      );
    for (const k of keys) {
      expect(has(cardsEs, k), `es ${k}`).toBe(true);
      expect(has(cardsPl, k), `pl ${k}`).toBe(true);
    }
  });
});
