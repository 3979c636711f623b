/**
 * The scenarios of the rulings of allies, retainers and equipment (rulings-allies.ts), spread by
 * rulings-cards.test.ts into the scenarios of the area `cards`.
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import { build, choose, ids, passUntil, uid, V } from './testing';
import { testVampire } from './test-vampire';
import { forgetDecision } from '../rules/kernel';
import { holds } from '../core/params/cond';
import { TEST_GEAR } from './action-scenarios';
import { SIDESTEP } from './families-block-range';

/**
 * LSJ 20020429, ANK 20180517: Carlton, recruited this turn, in seat 0's discard phase may burn the vampire
 * that committed diablerie this turn; in seat 0's next discard phase that one is no longer offered, the one
 * that committed diablerie in seat 1's turn in between is.
 */
function carltonSince(def: CardDef): void {
  let s = build({
    defs: [def, NOW, LATER],
    seats: [{ ready: [V(def.name, 2)] }, { ready: [V(NOW.name, 4), V(LATER.name, 4)] }],
    phase: 'influence',
  });
  const c = uid(s, def.name);
  const now = uid(s, NOW.name, 1);
  const later = uid(s, LATER.name, 1);
  s.cards[c] = { ...s.cards[c], actFrom: s.turn + 1 }; // recruited this turn
  s.cards[now] = { ...s.cards[now], diablerie: { ended: [] } }; // diablerie in this turn
  forgetDecision(s);
  const offered = (x: typeof s, t: string) => ids(x).some((o) => o.startsWith(`use:${c}:`) && o.split(':').includes(t));
  s = passUntil(s, (x) => x.phase === 'discard', 10);
  expect(offered(s, now)).toBe(true);
  // seat 1's turn: the other vampire commits diablerie
  s = passUntil(s, (x) => x.active === 1 && x.phase === 'minion', 40);
  s.cards[later] = { ...s.cards[later], diablerie: { ended: [] } };
  forgetDecision(s);
  s = passUntil(s, (x) => x.active === 0 && x.phase === 'discard', 80);
  expect(offered(s, now)).toBe(false);
  expect(offered(s, later)).toBe(true);
}

/** RTR 19980707: the bearer of Enchanted Marionette bleeds; the stealth is counted as announced, with no choice asked for it. */
function marionetteStealth(def: CardDef): void {
  const bearer = testVampire('Puppet Master', {}, [], 'Malkavian antitribu');
  let s = build({
    defs: [def, bearer, WATCHER],
    seats: [{ ready: [V(bearer.name, 4, { attached: [{ card: def.name }] })] }, { ready: [V(WATCHER.name, 3)] }],
    phase: 'minion',
  });
  const b = uid(s, bearer.name);
  s = choose(s, `min:${b}`);
  s = choose(s, `bleed:${b}`);
  expect(s.act?.stealth).toBe(1);
  const m = s.cards[b].attached[0];
  expect(ids(s).some((o) => o.split(':').includes(m))).toBe(false);
}

/** A locked Sabbat vampire of capacity 9: one Mylan Horseed's action may take. */
const ELDER = testVampire('Locked Elder', {}, [], 'Caitiff', { sect: 'sabbat', capacity: 9 });
const WATCHER = testVampire('Watcher', {});
const NOW = testVampire('Diablerist Now', {});
const LATER = testVampire('Diablerist Later', {});

/** PIB 20121028: the Methuselah Mylan Horseed's action is aimed at, unlocking its own elder, then the other's. */
function mylanTargets(def: CardDef): void {
  const aimedAt = (seat: 0 | 1): number | undefined => {
    let s = build({
      defs: [def, ELDER, WATCHER],
      seats: [
        { ready: [V(def.name, 1), ...(seat === 0 ? [V(ELDER.name, 3, { locked: true })] : [])] },
        // an unlocked watcher keeps the action open at the block step (it declines)
        { ready: [...(seat === 1 ? [V(ELDER.name, 3, { locked: true })] : []), V(WATCHER.name, 3)] },
      ],
      phase: 'minion',
    });
    const m = uid(s, def.name);
    const e = uid(s, ELDER.name, seat);
    s = choose(s, `min:${m}`);
    const o = ids(s).find((x) => x.startsWith(`use:${m}:`) && x.endsWith(`:${e}`));
    expect(o).toBeDefined();
    s = choose(s, o!);
    expect(s.act).toBeTruthy();
    const target = s.act?.target;
    s = passUntil(s, (x) => !x.act, 30);
    expect(s.cards[e].locked).toBe(false);
    return target;
  };
  expect(aimedAt(0)).toBeUndefined();
  expect(aimedAt(1)).toBe(1);
}

/**
 * LSJ 20100203-2: in seat 0's unlock phase, a copy of the unique clan equipment `def` in play on a vampire of
 * its clan and another in the hand: the burn option is not offered; with a vampire of another clan only, it is.
 */
function burnOptionCopy(def: CardDef, clan: string): void {
  const offered = (c: string): boolean => {
    const holder = testVampire(`Holder ${c}`, {}, [], c);
    const s = build({
      defs: [def, holder],
      seats: [{ ready: [V(holder.name, 4, { attached: [{ card: def.name }] })], hand: [def.name] }, {}],
      phase: 'unlock',
    });
    const h = s.seats[0].zones.hand[0];
    return ids(s).some((o) => o.startsWith('burnopt') && o.includes(h));
  };
  expect(offered(clan)).toBe(false);
  expect(offered('Caitiff')).toBe(true);
}

/**
 * LSJ 20080114 (G00047): a vampire of seat 0 carries the location `def` and a piece of equipment; another
 * vampire of seat 0 is offered the equip action taking the equipment, never one taking the location.
 */
function locationNotEquipment(def: CardDef): void {
  const owner = testVampire('Location Owner', {});
  const taker = testVampire('Location Taker', {});
  let s = build({
    defs: [def, owner, taker, TEST_GEAR],
    seats: [{ ready: [V(owner.name, 4, { attached: [{ card: def.name }, { card: TEST_GEAR.name }] }), V(taker.name, 4)] }, {}],
    phase: 'minion',
  });
  const [loc, gear] = s.cards[uid(s, owner.name)].attached;
  s = choose(s, `min:${uid(s, taker.name)}`);
  const takes = ids(s).filter((o) => o.startsWith('takeEquip'));
  expect(takes.some((o) => o.includes(gear))).toBe(true);
  expect(takes.some((o) => o.includes(loc))).toBe(false);
}

/**
 * PIB 20121028 (G00134): Renegade Garou blocks a bleed; both strike with their hands; the next question
 * about the Garou is its additional strike itself (the step `extraStrike`), no offer to take it or not.
 */
function garouStrikeMandatory(def: CardDef): void {
  let s = build({
    defs: [def, WATCHER],
    seats: [{ ready: [V(WATCHER.name, 8)] }, { ready: [V(def.name, 3)] }],
    phase: 'minion',
  });
  const w = uid(s, WATCHER.name);
  const g = uid(s, def.name, 1);
  s = choose(s, `min:${w}`);
  s = choose(s, `bleed:${w}`);
  s = choose(s, `block:${g}`);
  s = passUntil(s, (x) => x.combat?.step === 'strikeA', 20);
  s = choose(s, 'hand');
  s = choose(s, 'hand');
  s = passUntil(s, (x) => !x.combat || x.combat.step === 'extraStrike' || x.combat.step === 'extra', 20);
  expect(s.combat?.step).toBe('extraStrike');
  expect(s.combat?.asker).toBe(g);
  expect(ids(s)).toContain('hand');
}

/**
 * RTR 19970630, ANK 20180720 (G00127): Asanbonsam Ghoul blocks a bleed of a vampire holding a maneuver card;
 * the first decision of the combat is the acting vampire's strike, the maneuver never offered.
 */
function asanbonsamRange(def: CardDef): void {
  const maneuver = SIDESTEP;
  let s = build({
    defs: [def, WATCHER, maneuver],
    seats: [{ ready: [V(WATCHER.name, 6)], hand: [maneuver.name] }, { ready: [V(def.name, 3)] }],
    phase: 'minion',
  });
  const w = uid(s, WATCHER.name);
  s = choose(s, `min:${w}`);
  s = choose(s, `bleed:${w}`);
  s = choose(s, `block:${uid(s, def.name, 1)}`);
  const card = s.seats[0].zones.hand[0];
  s = passUntil(s, (x) => !x.combat || x.combat.step === 'strikeA' || ids(x).some((o) => o.includes(card)), 20);
  expect(s.combat?.step).toBe('strikeA');
  expect(s.combat?.range).toBe('close');
}

/** ANK 20200203-2, LSJ 20060515 (G00044): the ghoul ally in play is a monster, not a mortal. */
function ghoulMonster(def: CardDef): void {
  const s = build({ defs: [def], seats: [{ ready: [V(def.name, 3)] }, {}] });
  const ctx = { seat: 0, source: uid(s, def.name) };
  expect(holds(s, { c: 'monster', who: 'self' }, ctx)).toBe(true);
  expect(holds(s, { c: 'class', who: 'self', class: 'mortal' }, ctx)).toBe(false);
}

/** The scenarios of these entries, playing the official cards as `catalogDef` defines them. */
export const allyRulingScenarios = (catalogDef: (cid: string) => CardDef): Record<string, () => void> => ({
  'mylan-directed-or-not': () => mylanTargets(catalogDef('101261')),
  'marionette-not-optional': () => marionetteStealth(catalogDef('100641')),
  'carlton-since-last-turn': () => carltonSince(catalogDef('100298')),
  'renegade-garou-strike-mandatory': () => garouStrikeMandatory(catalogDef('101602')),
  'asanbonsam-range-set': () => asanbonsamRange(catalogDef('100103')),
  'asanbonsam-ghoul-monster': () => ghoulMonster(catalogDef('100103')),
  'burn-option-with-a-copy-in-play': () => burnOptionCopy(catalogDef('100657'), 'Harbinger of Skulls'),
  'location-not-equipment-101345': () => locationNotEquipment(catalogDef('101345')),
  'location-not-equipment-101670': () => locationNotEquipment(catalogDef('101670')),
});
