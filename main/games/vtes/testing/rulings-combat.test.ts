/**
 * The rulings suite (rulings.ts), combat entries (vtes-es 6.4): each entry of the area is checked by the
 * scenario of the same key, on hand-built states (testing.ts).
 */
import { describe, expect, it } from 'vitest';
import { playedWhat } from '../core/queries';
import type { Edition, VtesState } from '../core/state';
import { setStep } from '../core/ops';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid, V, type CardSpec, rulingsSuite } from './testing';
import { groupScenarios } from './rulings-groups-scenarios';
import { testVampire } from './test-vampire';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { defsOf } from '../core/card-tables';

/** Seat 0's `a` bleeds, seat 1's `b` blocks; returns at the first decision of the combat. */
function fight(a: CardSpec, b: CardSpec, handA: string[] = [], handB: string[] = [], edition?: Edition): VtesState {
  let s = build({
    edition,
    seats: [
      { ready: [a], hand: handA },
      { ready: [b], hand: handB },
    ],
  });
  s = announce(s, uid(s, a.card, 0), 'bleed:');
  s = chooseP(s, 'block:');
  return passUntil(s, (x) => !!x.combat || !x.act);
}

const PASSES = ['pass', 'decline', 'done', 'none', 'ootpass'];
/** Answers with a pass-like option (never a card) until the predicate holds. */
function passAll(s: VtesState, pred: (s: VtesState) => boolean, each: (s: VtesState) => void = () => {}, max = 40): VtesState {
  for (let i = 0; i < max && !pred(s); i++) {
    each(s);
    const o = ids(s).find((x) => PASSES.includes(x));
    if (!o) throw new Error(`cannot pass in ${dec(s).kind}: ${ids(s).join(' ')}`);
    s = choose(s, o);
  }
  return s;
}

/** A failed block (stealth) with a reaction giving a maneuver, then a successful block of the next bleed. */
function maneuverAfterFailedBlock(card: string, blocker: CardSpec, wake: boolean): VtesState {
  let s = build({
    seats: [
      { ready: [V('Colette', 4), V('Ashley', 3)], hand: ['Lost in Crowds'] },
      { ready: [blocker], hand: [card] },
    ],
  });
  const b = uid(s, blocker.card, 1);
  const c = uid(s, card, 1, 'hand');
  s = announce(s, uid(s, 'Colette'), 'bleed:');
  if (wake) s = choose(s, `wake:${c}:1:${b}`);
  s = choose(s, `block:${b}`);
  s = choose(s, `mod:${uid(s, 'Lost in Crowds')}:1`); // +2 stealth
  if (!wake) s = choose(s, `react:${c}:1`); // +1 intercept: 1 against 2
  s = passUntil(s, (x) => !x.act);
  expect(s.seats[1].pool).toBe(29); // the block failed
  s = announce(s, uid(s, 'Ashley'), 'bleed:');
  s = choose(s, `block:${b}`);
  s = passUntil(s, (x) => !!x.combat);
  expect(s.combat?.b).toBe(b);
  return s;
}

/** An official card as the play path defines it (catalog-def.ts). */
const catalogDef = (cid: string) => cardDefFromDetail(officialCard(cid));

const SCENARIOS: Record<string, () => void> = {
  'grapple-before-range': () => {
    let s = build({
      seats: [
        { ready: [V('Octane', 4)], hand: ['Immortal Grapple'] },
        { ready: [V('Horace Radcliffe', 5)], hand: ['Carrion Crows'] },
      ],
    });
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => ids(x).some((o) => o.startsWith(`card:${uid(x, 'Immortal Grapple', 0, 'hand')}:1`)));
    s = choose(s, `card:${uid(s, 'Immortal Grapple', 0, 'hand')}:1`);
    s = passUntil(s, (x) => x.combat?.step === 'press' && ids(x).includes('optpress'));
    s = choose(s, 'optpress');
    s = passUntil(s, (x) => x.combat?.round === 2);
    s = passUntil(s, (x) => ids(x).some((o) => o.startsWith(`card:${uid(x, 'Carrion Crows')}:`)) || x.combat?.step !== 'preRange', 6);
    expect(s.combat!.step).toBe('preRange');
    s = chooseP(s, `card:${uid(s, 'Carrion Crows')}:`);
    s = passUntil(s, (x) => x.combat?.step !== 'preRange', 6);
    expect(s.combat!.step).not.toBe('range'); // no maneuvers: close range stands
    expect(s.combat!.range).toBe('close');
  },
  'optional-press-round': () => {
    let s = build({ seats: [{ ready: [V('Octane', 4)] }, { ready: [V('Colette', 4)] }] });
    const o = uid(s, 'Octane');
    s = announce(s, o, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    setStep(s, 'combat', { optPresses: { ...s.combat!.optPresses, [o]: 2 } }); // two optional presses gained this round
    s = passUntil(s, (x) => x.combat?.step === 'press' && ids(x).includes('optpress'), 20);
    s = choose(s, 'optpress');
    s = passUntil(s, (x) => x.combat?.round === 2, 20);
    expect(s.combat!.optPresses[o] ?? 0).toBe(0);
    s = passUntil(s, (x) => !x.combat || x.combat.step === 'press', 20);
    if (s.combat) expect(ids(s)).not.toContain('optpress');
  },
  'dust-up-limited': () => {
    let s = build({
      seats: [{ ready: [V('Octane', 6, { anarch: true })], hand: ['Pursuit', 'Dust Up'] }, { ready: [V('Colette', 5)] }],
    });
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => x.combat?.step === 'strikeA', 20);
    s = choose(s, 'hand');
    s = passUntil(s, (x) => x.combat?.step === 'extra' && ids(x).some((o) => o.startsWith(`card:${uid(x, 'Pursuit')}:1`)), 10);
    s = choose(s, `card:${uid(s, 'Pursuit')}:1`);
    s = passUntil(s, (x) => x.combat?.step === 'extraStrike', 10);
    // Dust Up's dodge with its limited additional strike is not offered as the additional strike
    expect(ids(s).some((o) => o.startsWith(`card:${uid(s, 'Dust Up')}:1`))).toBe(false);
  },
  'cats-after-combat': () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Ryan', 3)], hand: ["Cats' Guidance"] }] });
    s = announce(s, uid(s, 'Ashley', 0), 'bleed:');
    s = chooseP(s, 'block:');
    const seen: string[] = [];
    for (let i = 0; i < 30 && dec(s).kind !== 'vtes.afterBlock'; i++) {
      seen.push(s.combat ? 'combat' : 'action');
      s = choose(
        s,
        ids(s).find((x) => ['pass', 'decline', 'done', 'none', 'hand', 'ootpass'].includes(x))!,
      );
    }
    expect(dec(s).kind).toBe('vtes.afterBlock');
    expect(seen).toContain('combat');
    expect(s.combat).toBeNull();
  },
  'cats-torpor': () => {
    let s = build({
      seats: [
        { ready: [V('Theo Bell', 8)], hand: ['Dust Up'] },
        { ready: [V('Ryan', 1)], hand: ["Cats' Guidance"] },
      ],
    });
    s = announce(s, uid(s, 'Theo Bell', 0), 'bleed:');
    s = chooseP(s, 'block:');
    for (let i = 0; i < 40 && s.act; i++) {
      expect(dec(s).kind).not.toBe('vtes.afterBlock');
      s = choose(
        s,
        ids(s).find((x) => ['pass', 'decline', 'done', 'none', 'hand', 'ootpass'].includes(x))!,
      );
    }
    expect(s.cards[uid(s, 'Ryan')].zone).toBe('torpor');
  },
  'torn-signpost-base': () => {
    let s = fight(V('Theo Bell', 8), V('Horace Radcliffe', 5), ['Torn Signpost']);
    s = choose(s, `card:${uid(s, 'Torn Signpost')}:0`);
    s = passUntil(s, (x) => x.combat?.step === 'strikeA');
    s = choose(s, 'hand');
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Horace Radcliffe')].blood).toBe(5 - 3);
  },
  'hidden-strength-no-damage': () => {
    const s = fight(V('Naomi Stewart', 3), V('Meaghan', 3), ['Hidden Strength']);
    const hs = uid(s, 'Hidden Strength');
    const after = passAll(
      s,
      (x) => !x.combat,
      (x) => expect(ids(x).some((o) => o.startsWith(`card:${hs}:`))).toBe(false),
    );
    expect(after.combat).toBeNull();
    let t = fight(V('Naomi Stewart', 3), V('Theo Bell', 8), ['Hidden Strength']);
    t = choose(t, 'none');
    t = choose(t, 'hand');
    expect(ids(t)).toContain(`card:${hs}:0:0`);
    t = choose(t, `card:${hs}:0:0`);
    t = passUntil(t, (x) => !x.combat);
    expect(t.cards[uid(t, 'Naomi Stewart')].blood).toBe(3 - 1); // 2 damage, 1 prevented for 0 blood
  },
  'hidden-strength-press': () => {
    let s = fight(V('Naomi Stewart', 5), V('Theo Bell', 8), ['Hidden Strength', 'Hidden Strength']);
    const n = uid(s, 'Naomi Stewart');
    s = choose(s, 'none');
    s = choose(s, 'hand');
    s = choose(s, `card:${uid(s, 'Hidden Strength', 0, 'hand')}:1:0`);
    s = choose(s, `card:${uid(s, 'Hidden Strength', 0, 'hand')}:1:0`);
    s = passUntil(s, (x) => x.combat?.step === 'press' && ids(x).includes('optpress'));
    expect(s.combat!.optPresses[n]).toBe(2);
    s = choose(s, 'optpress');
    s = passUntil(s, (x) => x.combat?.round === 2);
    expect(s.combat!.optPresses[n] ?? 0).toBe(0);
    s = passUntil(s, (x) => !x.combat || x.combat.step === 'press');
    if (s.combat) expect(ids(s)).not.toContain('optpress');
  },
  'carrion-dodge': () => {
    let s = fight(V('Ryan', 4), V('Octane', 6, { anarch: true }), ['Carrion Crows'], ['Dust Up']);
    s = choose(s, `card:${uid(s, 'Carrion Crows')}:0`);
    s = passUntil(s, (x) => x.combat?.step === 'strikeA');
    s = choose(s, 'hand');
    s = choose(s, `card:${uid(s, 'Dust Up')}:1`); // dodge
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Octane')].blood).toBe(6 - 1);
    // a strike that ends the combat comes before the environmental damage
    let t = fight(V('Ryan', 4), V('Madison', 4), ['Carrion Crows'], ['Majesty']);
    t = choose(t, `card:${uid(t, 'Carrion Crows')}:0`);
    t = passUntil(t, (x) => x.combat?.step === 'strikeA');
    t = choose(t, 'hand');
    t = choose(t, `card:${uid(t, 'Majesty')}:0`);
    t = passUntil(t, (x) => !x.combat);
    expect(t.cards[uid(t, 'Madison')].blood).toBe(4 - 1); // Majesty's cost only
  },
  'murder-crows-dodge': () => {
    let s = fight(V('Ryan', 4, { attached: [{ card: 'Murder of Crows', blood: 1 }] }), V('Octane', 6, { anarch: true }), [], ['Dust Up']);
    s = passUntil(s, (x) => x.combat?.step === 'strikeA');
    s = choose(s, 'none');
    s = choose(s, `card:${uid(s, 'Dust Up')}:1`);
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Octane')].blood).toBe(6 - 1);
  },
  'guard-dogs-this-block': () => {
    const s = maneuverAfterFailedBlock('Guard Dogs', V('Horace Radcliffe', 3, { locked: true }), true);
    expect(ids(s)).not.toContain('optman');
  },
  'instinctive-this-block': () => {
    const s = maneuverAfterFailedBlock('Instinctive Reaction', V('Horace Radcliffe', 3), false);
    expect(ids(s)).not.toContain('optman');
  },
  'hidden-strength-more': () => {
    let s = fight(V('Theo Bell', 8), V('Naomi Stewart', 5), ['Roundhouse'], ['Hidden Strength']);
    s = choose(s, `card:${uid(s, 'Roundhouse')}:1`); // 2 + 3 = 5 damage
    s = choose(s, 'none');
    const hs = uid(s, 'Hidden Strength', 1, 'hand');
    expect(ids(s)).toContain(`card:${hs}:0:5`); // 6 prevented against 5 damage
    expect(ids(s)).not.toContain(`card:${hs}:0:6`); // not more than the vampire's blood
    s = choose(s, `card:${hs}:0:5`);
    s = passUntil(s, (x) => !x.combat);
    const n = uid(s, 'Naomi Stewart');
    expect([s.cards[n].zone, s.cards[n].blood]).toEqual(['ready', 0]);
  },
  'quickness-with-limited': () => {
    for (const [first, second] of [
      ['Pursuit', 'Quickness'],
      ['Quickness', 'Pursuit'],
    ]) {
      let s = fight(V('Octane', 6), V('Horace Radcliffe', 5), ['Pursuit', 'Quickness']);
      s = passUntil(s, (x) => x.combat?.step === 'strikeA');
      s = choose(s, 'hand');
      s = choose(s, 'none');
      s = passUntil(s, (x) => ids(x).some((o) => o.startsWith(`card:${uid(x, first)}:1`)), 10);
      s = choose(s, `card:${uid(s, first)}:1`);
      // the additional strikes are declared together: the other card is still offered
      expect(s.combat!.step).toBe('extra');
      expect(ids(s)).toContain(`card:${uid(s, second)}:1`);
      s = choose(s, `card:${uid(s, second)}:1`);
      expect(s.combat!.extraLeft[uid(s, 'Octane')]).toBe(2);
    }
  },
  'daring-after-combat': () => {
    let s = build({
      seats: [{ ready: [V('Brock Sterling', 3)], hand: ['Daring the Dawn'] }, { ready: [{ card: '47th Street Royals', blood: 2 }] }],
    });
    const b = uid(s, 'Brock Sterling');
    s = announce(s, b, 'bleed:');
    s = chooseP(s, `mod:${uid(s, 'Daring the Dawn')}:`);
    s = passUntil(s, (x) => ids(x).some((o) => o.startsWith('block:')), 5);
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    expect(s.cards[b].zone).toBe('ready'); // no damage yet
    s = passUntil(s, (x) => !x.act, 40);
    expect(s.cards[b].zone).toBe('torpor');
    expect(s.seats[1].pool).toBe(30); // blocked
  },
  'stray-recruited': () => {
    let s = build({
      seats: [{ ready: [V('Ryan', 4), V('Octane', 4)], hand: ['Underbridge Stray'] }, { ready: [V('Meaghan', 3)] }],
    });
    const r = uid(s, 'Ryan');
    s = choose(s, `min:${r}`);
    s = chooseP(s, `card:${r}:${uid(s, 'Underbridge Stray')}:0`);
    s = passUntil(s, (x) => !x.act);
    const st = uid(s, 'Underbridge Stray');
    expect(s.cards[st].zone).toBe('ready');
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = passUntil(s, (x) => x.combat?.step === 'press' && ids(x).includes(`use:${st}:0`), 10);
    s = choose(s, `use:${st}:0`);
    expect(s.combat!.round).toBe(2);
    expect(s.cards[st].zone).toBe('ash'); // its only life burned
  },
  'moc-no-extra': () => {
    let s = fight(V('Octane', 6, { attached: [{ card: 'Murder of Crows', blood: 1 }] }), V('Horace Radcliffe', 5), ['Quickness']);
    s = passUntil(s, (x) => x.combat?.step === 'strikeA');
    s = choose(s, 'none');
    s = choose(s, 'none');
    s = choose(s, `card:${uid(s, 'Quickness')}:1`);
    s = passUntil(s, (x) => x.combat?.step === 'extraStrike');
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Horace Radcliffe')].blood).toBe(5 - 1);
  },
  'taste-early-end': () => {
    for (const edition of ['es-2018', 'vekn-current'] as const) {
      let s = fight(V('Valeriya Zinovieva', 4), V('Meaghan', 1), ['Taste of Vitae'], [], edition);
      for (const strike of ['hand', 'hand']) s = choose(s, strike);
      expect(s.cards[uid(s, 'Meaghan')].zone).toBe('torpor');
      s = chooseP(s, `card:${uid(s, 'Taste of Vitae')}:`);
      expect(s.cards[uid(s, 'Valeriya Zinovieva')].blood).toBe(4); // hit for 1, the 1 blood Meaghan lost back
    }
  },
  'theft-less-blood': () => {
    const theft = catalogDef('101966');
    const tester = testVampire('Theft Tester', { tha: 2 });
    let s = build({ defs: [theft, tester], seats: [{ ready: [V(tester.name, 3)], hand: [theft.name] }, { ready: [V('Meaghan', 1)] }] });
    const a = uid(s, tester.name);
    const h = uid(s, theft.name);
    s = announce(s, a, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => ids(x).some((o) => o.startsWith(`card:${h}:1`)), 30);
    s = chooseP(s, `card:${h}:1`);
    s = passUntil(s, (x) => !x.combat, 30);
    expect([s.cards[a].blood, s.cards[uid(s, 'Meaghan')].blood]).toEqual([4, 0]);
  },
  'dust-up-multi': () => {
    const s = build({ seats: [{ hand: ['Dust Up'] }, {}] });
    const h = uid(s, 'Dust Up');
    expect(defsOf(s)[s.cards[h].cid].modes.map((_, mi) => playedWhat(s, h, mi).disc)).toEqual([['ani'], ['cel'], ['pot']]);
  },
  'dust-up-dodge-allowed': () => {
    let s = fight(V('Baixinho', 3, { anarch: true }), V('Octane', 6, { anarch: true }), ['Dust Up'], ['Dust Up']);
    s = passUntil(s, (x) => x.combat?.step === 'strikeA');
    s = choose(s, `card:${uid(s, 'Dust Up', 0)}:0`); // hand strike +1, undodgeable
    const dodge = `card:${uid(s, 'Dust Up', 1)}:1`;
    expect(ids(s)).toContain(dodge);
    s = choose(s, dodge);
    s = passUntil(s, (x) => !x.combat, 20);
    expect(s.cards[uid(s, 'Octane')].blood).toBe(6 - 2);
  },
  'taste-not-ally': () => {
    let s = fight(V('Valeriya Zinovieva', 4), { card: '47th Street Royals', blood: 2 }, ['Taste of Vitae']);
    const t = uid(s, 'Taste of Vitae');
    s = passUntil(s, (x) => x.combat?.step === 'strikeA');
    s = choose(s, 'hand');
    s = choose(s, 'none');
    for (let i = 0; i < 20 && s.combat; i++) {
      expect(ids(s).some((o) => o.startsWith(`card:${t}:`))).toBe(false);
      s = choose(
        s,
        ids(s).find((x) => ['pass', 'decline', 'done', 'none', 'ootpass'].includes(x))!,
      );
    }
    expect(s.combat).toBeNull();
  },
};

rulingsSuite('combat', { ...SCENARIOS, ...groupScenarios(catalogDef).combat }, { describe, it, expect });
