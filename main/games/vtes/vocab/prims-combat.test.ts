/**
 * The combat primitives (issue 11 item 5; vocab/prims-combat.ts; vtes-es 6.4, vtes-pl "Walka"): each
 * one changes the combat record (or the action's, for a maneuver before the combat) through ops.ts
 * records only, on the minion playing the card, and has its card text in both languages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setStep } from '../core/ops';
import { clone } from '../core/copies';
import type { VtesState } from '../core/state';
import { startCombat } from '../rules/combat';
import { strengthOf } from '../core/queries';
import { lastingSum } from '../core/params/duration';
import { build, runPrimsForTests as run, uid } from '../testing/testing';
import type { Prim, PrimCtx } from './primitives';
import { COMBAT_PRIMS, primsOf } from './prims-combat';
import { cardFromRecord } from '../schema/modes';
import { STARTER_DEFS } from '../data/starters';
import type { Mode } from '../schema/effects';
import type { CombatPrim } from '../schema/records';
import { primText } from './texts';

describe('V:TES combat primitives (vtes-es 6.4.2-6.4.6)', () => {
  const s0 = build({
    seats: [{ ready: [{ card: 'Ashley', blood: 1 }] }, { ready: [{ card: 'Ryan', blood: 4 }] }],
  });
  const [ashley, ryan] = [uid(s0, 'Ashley'), uid(s0, 'Ryan')];
  const fighting = clone(s0);
  startCombat(fighting, ashley, ryan, []);
  const c: PrimCtx = { seat: 0, source: 'card', minion: ashley, opponent: ryan };

  it('vtes-es 6.4.3: a strength set holds for the rest of the combat and strength bonuses add on top', () => {
    const { s, ops } = run(
      fighting,
      [
        { p: 'strength', n: 3, set: true },
        { p: 'strength', n: 1 },
      ],
      c,
    );
    expect(strengthOf(s, ashley)).toBe(4);
    expect(strengthOf(s, ryan)).toBe(strengthOf(fighting, ryan));
    expect(ops.every((o) => o.op === 'step' && o.rec === 'combat')).toBe(true);
  });

  it('vtes-es 6.4.1, 6.4.3: a strength bonus lasts its Duration: this round, or the rest of the combat', () => {
    const { s } = run(
      fighting,
      [
        { p: 'strength', n: 2, for: 'round' },
        { p: 'strength', n: 1, for: 'combat' },
      ],
      c,
    );
    expect(strengthOf(s, ashley)).toBe(strengthOf(fighting, ashley) + 3);
    // the next round: the round's bonus is over, the combat's goes on
    const next = clone(s);
    setStep(next, 'combat', { round: s.combat!.round + 1 });
    expect(strengthOf(next, ashley)).toBe(strengthOf(fighting, ashley) + 1);
    // the combat over: nothing lasts
    setStep(next, 'combat', { ended: true });
    expect(strengthOf(next, ashley)).toBe(strengthOf(fighting, ashley));
    expect(primText({ p: 'strength', n: 2, for: 'round' }).key).toBe('prim.strength_round');
  });

  it('vtes-es 6.4.5: environmental damage to the opponent adds up for the rest of the combat', () => {
    const dmg: Prim = { p: 'damage', n: 1, to: 'opponent', for: 'combat' };
    const { s } = run(fighting, [dmg, dmg], c);
    expect(s.combat!.env).toEqual({ [ashley]: 2 });
  });

  it('vtes-es 6.4.6: prevention of the damage waiting on the minion, aggravated first, X added, one event', () => {
    const hit = clone(fighting);
    setStep(hit, 'combat', { damage: [{ uid: ashley, normal: 2, agg: 1 }] });
    const some = run(hit, [{ p: 'prevent', n: 1, plusX: true }], { ...c, x: 1 });
    expect(some.s.combat!.damage).toEqual([{ uid: ashley, normal: 1, agg: 0 }]);
    expect(some.ev).toEqual([{ type: 'vtes.prevent', params: { name: 'Ashley', n: 2 }, rule: 'vtes-es:6.4.6' }]);
    const all = run(some.s, [{ p: 'prevent', n: 1 }], c);
    expect(all.s.combat!.damage).toEqual([]);
    // nothing waits on the opposing minion: prevention there is an error, and nothing changed
    expect(() => run(hit, [{ p: 'prevent', n: 1 }], { ...c, minion: ryan })).toThrow(/prevention/);
  });

  it('vtes-es 6.4.3: an additional strike this round; a limited one marks its source, an unlimited one does not', () => {
    const { s } = run(
      fighting,
      [
        { p: 'additionalStrike', limited: false },
        { p: 'additionalStrike', limited: true },
      ],
      c,
    );
    expect(s.combat!.extraLeft).toEqual({ [ashley]: 2 });
    expect(s.combat!.extraSource).toEqual({ [ashley]: true });
    const free = run(fighting, [{ p: 'additionalStrike', limited: false }], c);
    expect(free.s.combat!.extraSource).toEqual({});
  });

  it('vtes-es 6.4.3 grapple: hand strikes only this round, and the next round at close range', () => {
    const { s } = run(fighting, [{ p: 'strikeOnly', kind: 'hand' }, { p: 'nextRoundClose' }], c);
    expect(s.combat!.handOnly).toBe(true);
    expect(s.combat!.nextClose).toBe(true);
    expect(fighting.combat!.handOnly).toBe(false);
  });

  it("vtes-es 6.4.6: a minion's hand strikes are aggravated this round or for the rest of the combat", () => {
    const { s, ev } = run(fighting, [{ p: 'aggHand', for: 'round' }], c);
    expect(s.combat!.aggHand).toEqual([expect.objectContaining({ uid: ashley, for: 'round' })]);
    expect(ev).toEqual([{ type: 'vtes.aggHandRound', params: { name: 'Ashley' }, rule: 'vtes-es:6.4.6' }]);
    const later = clone(s);
    setStep(later, 'combat', { round: s.combat!.round + 1 });
    expect(lastingSum(later, later.combat!.aggHand, ashley)).toBe(0);
    const all = run(fighting, [{ p: 'aggHand', for: 'combat' }], c).s;
    setStep(all, 'combat', { round: s.combat!.round + 1 });
    expect(lastingSum(all, all.combat!.aggHand, ashley)).toBe(1);
    expect(fighting.combat!.aggHand).toBeUndefined();
  });

  it('vtes-es 6.4.6: prevention of non-aggravated damage leaves aggravated damage whole', () => {
    const hurt = clone(fighting);
    setStep(hurt, 'combat', { damage: [{ uid: ashley, normal: 1, agg: 2 }] });
    expect(run(hurt, [{ p: 'prevent', n: 2, nonAgg: true }], c).s.combat!.damage).toEqual([{ uid: ashley, normal: 0, agg: 2 }]);
    expect(run(hurt, [{ p: 'prevent', n: 2 }], c).s.combat!.damage).toEqual([{ uid: ashley, normal: 1, agg: 0 }]);
  });

  it('vtes-es 6.4.6: blood gained is what the opposing vampire lost this round, from the bank', () => {
    const lost = clone(fighting);
    setStep(lost, 'combat', { lostBlood: { [ryan]: 2 } });
    const { s, ev } = run(lost, [{ p: 'gainBlood', n: 'opponentLost' }], c);
    expect(s.cards[ashley].blood).toBe(3);
    expect(s.bank).toBe(lost.bank - 2);
    expect(ev).toEqual([{ type: 'vtes.gainBlood', params: { name: 'Ashley', n: 2 } }]);
    expect(run(fighting, [{ p: 'gainBlood', n: 'opponentLost' }], c).s.cards[ashley].blood).toBe(1);
  });

  it('vtes-es 6.4.2: a maneuver run in the combat is an optional one; before it, one for the combat after the block', () => {
    const { s } = run(fighting, [{ p: 'maneuver' }], c);
    expect(s.combat!.optManeuvers).toEqual({ [ashley]: 1 });
    const acting = clone(s0);
    acting.act = { maneuvers: undefined } as unknown as NonNullable<VtesState['act']>;
    const before = run(acting, [{ p: 'maneuver' }, { p: 'maneuver' }], { ...c, opponent: undefined });
    expect(before.s.act!.maneuvers).toEqual({ [ashley]: 2 });
    expect(before.ops.every((o) => o.op === 'step' && o.rec === 'act')).toBe(true);
  });

  it('a combat primitive other than a maneuver outside a combat, or without the minion, is an error', () => {
    const kinds: CombatPrim[] = [
      { p: 'strength', n: 1 },
      { p: 'damage', n: 1, to: 'opponent', for: 'combat' },
      { p: 'strikeOnly', kind: 'hand' },
      { p: 'nextRoundClose' },
      { p: 'additionalStrike', limited: true },
      { p: 'gainBlood', n: 'opponentLost' },
      { p: 'prevent', n: 1 },
    ];
    for (const pr of kinds) expect(() => run(s0, [pr], c), pr.p).toThrow();
    expect(() => run(fighting, [{ p: 'strength', n: 1 }], { seat: 0, source: 'card' })).toThrow(/needs a minion/);
  });

  it('every combat primitive has its card text in Spanish and Polish', () => {
    const samples: CombatPrim[] = [
      { p: 'maneuver' },
      { p: 'maneuver', toClose: true },
      { p: 'maneuver', toLong: true },
      { p: 'prevent', n: 1 },
      { p: 'prevent', n: 1, plusX: true },
      { p: 'prevent', n: 2, nonAgg: true },
      { p: 'preventStrike' },
      { p: 'preventStrike', rest: 'round' },
      { p: 'preventEachRound', n: 1, for: 'round' },
      { p: 'preventEachRound', n: 2, for: 'combat' },
      { p: 'preventEachRound', n: 1, for: 'round', ifBlocks: true },
      { p: 'strikeGuard', burn: 1, for: 'combat' },
      { p: 'strength', n: 1 },
      { p: 'strength', n: 2, set: true },
      { p: 'strength', n: -1, to: 'opponent' },
      { p: 'setRange', range: 'long' },
      { p: 'setRange', range: 'close', strikeWith: 'self' },
      { p: 'nextRoundManeuver' },
      { p: 'discStrikes', n: 1, disc: 'pot' },
      { p: 'aggHand', for: 'round' },
      { p: 'aggHand', for: 'combat' },
      { p: 'damage', n: 1, to: 'opponent', for: 'combat' },
      { p: 'strikeOnly', kind: 'hand' },
      { p: 'nextRoundClose' },
      { p: 'additionalStrike', limited: true },
      { p: 'additionalStrike', limited: false },
      { p: 'gainBlood', n: 'opponentLost' },
      { p: 'endCombatAfter' },
      { p: 'recoil', n: 2 },
      { p: 'recoil', n: 1, anyRange: true },
      { p: 'queueCombat' },
      { p: 'continueCombat' },
    ];
    expect(new Set(samples.map((x) => x.p))).toEqual(COMBAT_PRIMS);
    for (const lang of ['es', 'pl']) {
      const prim = (
        JSON.parse(readFileSync(join(__dirname, `../../../../locales/${lang}/cards-vtes.json`), 'utf8')) as {
          prim: Record<string, string>;
        }
      ).prim;
      for (const pr of samples) {
        const key = primText(pr).key.replace(/^prim\./, '');
        expect(prim[key] ?? prim[`${key}_one`], `${lang} ${key}`).toBeTruthy();
      }
    }
  });

  it('a saved game recorded with the old combat kinds reads them as these primitives: each card plays as it did', () => {
    // the kinds as the card data held them before (issue 11 item 5), per card and mode
    const old: Record<string, Record<string, unknown>[][]> = {
      Pursuit: [[{ e: 'maneuver' }], [{ e: 'extraStrike', limited: true }]],
      Quickness: [[{ e: 'extraStrike', limited: true }], [{ e: 'extraStrike', limited: false }]],
      'Dust Up': [
        [{ e: 'strike', s: 'hand', plus: 1, undodgeable: true }],
        [
          { e: 'strike', s: 'dodge' },
          { e: 'extraStrike', limited: true },
        ],
        [{ e: 'strike', s: 'hand', plus: 2 }],
      ],
      'Immortal Grapple': [
        [{ e: 'handOnlyRound' }],
        [
          { e: 'handOnlyRound', nextRoundClose: true },
          { e: 'press', optional: true },
        ],
      ],
      Slam: [
        [{ e: 'strike', s: 'hand', plus: 2 }],
        [
          { e: 'strike', s: 'hand', plus: 2 },
          { e: 'maneuver', toCloseOnly: true, optional: true },
        ],
      ],
      'Hidden Strength': [
        [{ e: 'prevent', n: 'X+1' }],
        [
          { e: 'prevent', n: 'X+1' },
          { e: 'press', optional: true },
        ],
      ],
      'Torn Signpost': [[{ e: 'strengthSet', n: 2 }], [{ e: 'strengthSet', n: 3 }]],
      'Carrion Crows': [[{ e: 'envDamage', n: 1 }], [{ e: 'envDamage', n: 2 }]],
      'Taste of Vitae': [[{ e: 'gainLostBlood' }]],
      'Guard Dogs': [[{ e: 'unlockSelf' }], [{ e: 'unlockSelf' }, { e: 'maneuver', optional: true }]],
      // a retainer's damage each round, now a static modifier of its employer
      'Murder of Crows': [
        [
          { e: 'retainer', life: 1 },
          { e: 'retainerDamage', n: 1 },
        ],
        [
          { e: 'retainer', life: 2 },
          { e: 'retainerDamage', n: 1 },
        ],
      ],
    };
    // the effects other than primitives, then the primitives in order (one record or several)
    const plays = (m: Mode) => ({ ...m, effects: m.effects.filter((e) => e.e !== 'prims'), prims: primsOf(m) });
    for (const [name, modes] of Object.entries(old)) {
      const now = [...STARTER_DEFS.values()].find((d) => d.name === name)!;
      expect(now.modes.length, name).toBe(modes.length);
      const saved = { ...now, modes: now.modes.map((m, i) => ({ ...m, effects: modes[i] })) } as unknown as typeof now;
      expect(cardFromRecord(saved).modes.map(plays), name).toEqual(now.modes.map(plays));
    }
    // Guardian Angel's prevention once each combat, recorded as its own kind, reads as its ability
    const angel = [...STARTER_DEFS.values()].find((d) => d.name === 'Guardian Angel')!;
    const oldAngel = angel.modes[0].effects.map((e) =>
      e.e === 'ability' && e.window === 'prevent' ? { e: 'preventEachCombat', n: 1 } : e,
    );
    const savedAngel = { ...angel, modes: [{ ...angel.modes[0], effects: oldAngel }] } as unknown as typeof angel;
    expect(oldAngel.some((e) => e.e === 'preventEachCombat')).toBe(true);
    expect(cardFromRecord(savedAngel).modes).toEqual(angel.modes);
  });
});
