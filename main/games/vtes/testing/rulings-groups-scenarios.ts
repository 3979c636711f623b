/**
 * The scenarios of the group rulings (rulings-groups.ts), by area: each area's test file spreads its own
 * into the scenarios it hands to `rulingsSuite`.
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import { holds } from '../core/params/cond';
import { setStep } from '../core/ops';
import { titleInfo } from '../core/held-titles';
import { hasTrait, playedWhat } from '../core/queries';
import { defsOf } from '../core/card-tables';
import { sectOf } from '../core/state';
import type { RulingArea } from './ruling-entry';
import {
  ANIMALS,
  BLACK_HAND,
  CLAN_EQUIPMENT,
  MULTI_DISC,
  NO_CELERITY,
  ONCE_PER_COMBAT_WEAPONS,
  OPTIONAL_PRESS,
  PREVENTION,
  RETAINER_DAMAGE,
} from './rulings-groups';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid, V } from './testing';
import { testVampire } from './test-vampire';

/** LSJ 20070322: the vampire `cid` keeps its Black Hand trait when it becomes anarch; the trait is no title. */
function blackHandKept(cid: string, def: CardDef): void {
  let s = build({ defs: [def], seats: [{ ready: [V(def.name, 6)] }, {}] });
  const u = Object.values(s.cards).find((c) => c.cid === cid)!.uid;
  expect(hasTrait(s, u, 'blackHand')).toBe(true);
  expect(sectOf(s, u)).not.toBe('anarch');
  if (!titleInfo(s, u).title) {
    // 10.5: only an untitled vampire may become anarch; the trait does not count as a title
    s = announce(s, u, 'anarch:');
    expect(s.act).toBeNull();
  } else {
    expect(ids(s).some((o) => o.startsWith('anarch:'))).toBe(false);
    s.cards[u].anarch = true; // a sect change by another effect
  }
  expect(sectOf(s, u)).toBe('anarch');
  expect(hasTrait(s, u, 'blackHand')).toBe(true);
}

/** LSJ 20011204-3: the Disciplines each mode of a played multi-Discipline card counts as requiring. */
function multiDisc(cid: string, def: CardDef, discs: string[][]): void {
  const s = build({ defs: [def], seats: [{ hand: [def.name] }, {}] });
  const h = uid(s, def.name);
  expect(s.cards[h].cid).toBe(cid);
  expect(defsOf(s)[s.cards[h].cid].modes.map((_, mi) => playedWhat(s, h, mi).disc)).toEqual(discs);
}

/**
 * LSJ 20050322-2: a vampire that cannot use cards requiring Celerity, given Celerity and Potence, may play the
 * Potence mode of a card whose other mode requires Celerity; the Celerity mode is not offered.
 */
function noCelerityOtherMode(cid: string, def: CardDef): void {
  const bleedMode = (disc: string) => ({
    kind: 'action' as const,
    conditions: [{ r: 'disc' as const, disc, level: 1 as const }],
    targets: { t: 'prey' as const },
    effects: [{ e: 'bleed' as const, plus: 0 }],
  });
  const card: CardDef = {
    id: 'test-swift-or-strong',
    name: 'Test Swift or Strong',
    kind: 'library',
    types: ['Action'],
    clan: [],
    reqs: [],
    modes: [bleedMode('cel'), bleedMode('pot')],
    automation: 'full',
  };
  const me: CardDef = { ...def, disc: { ...def.disc, cel: 1, pot: 1 } };
  let s = build({ defs: [me, card], seats: [{ ready: [V(def.name, 4)], hand: [card.name] }, {}], phase: 'minion' });
  const v = uid(s, def.name, 0);
  expect(s.cards[v].cid).toBe(cid);
  const h = uid(s, card.name, 0, 'hand');
  s = choose(s, `min:${v}`);
  const modes = ids(s)
    .filter((o) => o.startsWith(`card:${v}:${h}`))
    .map((o) => o.slice(`card:${v}:${h}`.length));
  expect(modes).toEqual([':1']);
}

/** ANK 20200203-2: the card `cid` in play (an ally, or a retainer on a vampire) is no mortal. */
function notMortal(cid: string, def: CardDef, ally: boolean): void {
  const s = build({
    defs: [def],
    seats: [{ ready: ally ? [V(def.name, 1)] : [V('Ashley', 3, { attached: [{ card: def.name, blood: 1 }] })] }, {}],
  });
  const u = uid(s, def.name, 0, ally ? 'ready' : 'attached');
  expect(s.cards[u].cid).toBe(cid);
  const ctx = { seat: 0, source: u };
  expect(holds(s, { c: 'class', who: 'self', class: 'mortal' }, ctx)).toBe(false);
  // the same condition holds for a card the data calls mortal
  const mortal = { ...def, classes: ['mortal' as const] };
  const t = build({ defs: [mortal], seats: [{ hand: [def.name] }, {}] });
  expect(holds(t, { c: 'class', who: 'self', class: 'mortal' }, { seat: 0, source: uid(t, def.name, 0, 'hand') })).toBe(true);
}

/** TOM 19960521: the optional press of `cid` (mode `mode`) is not used in its round and does not carry over. */
function pressLost(def: CardDef, mode: number): void {
  const tester = testVampire('Press Tester', { ani: 2, cel: 2, for: 2 });
  let s = build({ defs: [def, tester], seats: [{ ready: [V(tester.name, 6)], hand: [def.name] }, { ready: [V('Meaghan', 3)] }] });
  const a = uid(s, tester.name);
  const h = uid(s, def.name);
  s = announce(s, a, 'bleed:');
  s = chooseP(s, 'block:');
  s = passUntil(s, (x) => ids(x).some((o) => o.startsWith(`card:${h}:${mode}`)), 30);
  s = chooseP(s, `card:${h}:${mode}`);
  // a card played as the press step opens continues the combat with it; one played earlier leaves it to use
  s = passUntil(s, (x) => !x.combat || x.combat.round === 2 || (x.combat.step === 'press' && ids(x).includes('optpress')), 30);
  if (s.combat?.round === 1) {
    expect(s.combat.optPresses[a]).toBe(1);
    const b = uid(s, 'Meaghan');
    setStep(s, 'combat', { optPresses: { ...s.combat.optPresses, [b]: 1 } }); // the opponent continues the combat
    s = choose(
      s,
      ids(s).find((o) => o !== 'optpress')!,
    ); // not used
    s = passUntil(s, (x) => ids(x).includes('optpress'), 5);
    s = choose(s, 'optpress');
    s = passUntil(s, (x) => !x.combat || x.combat.round === 2, 20);
  }
  expect(s.combat!.round).toBe(2);
  expect(s.combat!.optPresses[a] ?? 0).toBe(0);
  s = passUntil(s, (x) => !x.combat || x.combat.step === 'press', 30);
  if (s.combat) expect(ids(s)).not.toContain('optpress');
}

/**
 * G00153 (LSJ 20001114, RTR 20041202): `cid` (mode `mode`) played in round 1 against the opponent's
 * 1-damage hand strike prevents it whole; in round 2 (the tester presses) the same strike hurts in full.
 */
function preventionRound(def: CardDef, mode: number): void {
  const tester = testVampire('Prevention Tester', { tha: 2, cel: 2, for: 2, vis: 2 });
  let s = build({ defs: [def, tester], seats: [{ ready: [V(tester.name, 8)], hand: [def.name] }, { ready: [V('Meaghan', 5)] }] });
  const a = uid(s, tester.name);
  const h = uid(s, def.name);
  s = announce(s, a, 'bleed:');
  s = chooseP(s, 'block:');
  s = passUntil(s, (x) => !!x.combat);
  setStep(s, 'combat', { optPresses: { ...s.combat!.optPresses, [a]: 1 } }); // the tester presses once
  const lost: number[] = [];
  let played = false;
  for (let i = 0; i < 80 && s.combat; i++) {
    const round = s.combat.round;
    const o = ids(s);
    const d = dec(s);
    const pick =
      !played && o.find((x) => x.startsWith(`card:${h}:${mode}`))
        ? o.find((x) => x.startsWith(`card:${h}:${mode}`))!
        : d.kind === 'vtes.strike'
          ? d.seat === 1
            ? 'hand'
            : 'none'
          : o.includes('optpress') && d.seat === 0
            ? 'optpress'
            : o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x))!;
    if (pick.startsWith('card:')) played = true;
    const before = s.cards[a].blood;
    s = choose(s, pick);
    if (!pick.startsWith('card:')) lost[round] = (lost[round] ?? 0) + before - s.cards[a].blood; // not the card's cost
  }
  expect(played).toBe(true);
  expect(lost.slice(1)).toEqual([0, 1]);
}

/** ANK 20180719-3 (G00013): a Caitiff takes the clan equipment `def` from a vampire of its clan with the equip action. */
function clanEquipmentTaken(def: CardDef, clan: string): void {
  const owner = testVampire('Clan Owner', {}, [], clan);
  const taker = testVampire('Other Clan', {});
  let s = build({
    defs: [def, owner, taker],
    seats: [{ ready: [V(owner.name, 4, { attached: [{ card: def.name }] }), V(taker.name, 4)] }, {}],
    phase: 'minion',
  });
  const t = uid(s, taker.name);
  const w = s.cards[uid(s, owner.name)].attached[0];
  s = choose(s, `min:${t}`);
  const take = ids(s).find((o) => o.startsWith('takeEquip') && o.includes(w));
  expect(take).toBeDefined();
  s = choose(s, take!);
  s = passUntil(s, (x) => !x.act, 30);
  expect(s.cards[t].attached).toContain(w);
}

/**
 * ANK 20180612, RTR 19941109 (G00016, G00017, G00029): the employer of retainer `def` (dealing `n` damage
 * each round) strikes with its hand and has one additional strike; the opponent dodges with Treasured
 * Samadji, then takes the additional hand strike: it loses the retainer's damage once, plus 1.
 */
function retainerDamage(def: CardDef, n: number, samadji: CardDef): void {
  const employer = testVampire('Retainer Employer', {}, [], def.clan[0] ?? 'Caitiff');
  const dodger = testVampire('Dodger', {}, [], 'Ravnos');
  let s = build({
    defs: [def, employer, dodger, samadji],
    seats: [
      { ready: [V(employer.name, 6, { attached: [{ card: def.name, blood: 2 }] })] },
      { ready: [V(dodger.name, 6, { attached: [{ card: samadji.name }] })] },
    ],
  });
  const a = uid(s, employer.name);
  const o = uid(s, dodger.name, 1);
  s = announce(s, a, 'bleed:');
  s = chooseP(s, 'block:');
  s = passUntil(s, (x) => x.combat?.step === 'strikeA', 30);
  setStep(s, 'combat', { extraLeft: { [a]: 1 } }); // one additional strike for the employer
  s = choose(s, 'hand');
  const dodge = ids(s).find((x) => x.startsWith('use:') && x.split(':').includes(s.cards[o].attached[0]));
  expect(dodge).toBeDefined();
  s = choose(s, dodge!);
  s = passUntil(s, (x) => !x.combat || x.combat.step === 'extraStrike', 30);
  expect(s.combat?.step).toBe('extraStrike');
  s = choose(s, 'hand');
  s = passUntil(s, (x) => !x.combat || x.combat.step === 'press' || x.combat.round > 1, 30);
  expect(6 - s.cards[o].blood).toBe(n + 1);
}

/**
 * ANK 20230316 (G00045): a bearer of two copies of a weapon usable once each combat strikes with the first
 * in round 1, presses, and in round 2 is offered the second copy's strike but not the first's.
 */
function secondCopyStrikes(def: CardDef): void {
  const tester = testVampire('Weapon Tester', {});
  const copy = { card: def.name };
  let s = build({
    defs: [def, tester],
    seats: [{ ready: [V(tester.name, 6, { attached: [copy, copy] })] }, { ready: [V('Meaghan', 6)] }],
  });
  const a = uid(s, tester.name);
  const [w1, w2] = s.cards[a].attached;
  s = announce(s, a, 'bleed:');
  s = chooseP(s, 'block:');
  s = passUntil(s, (x) => !!x.combat);
  setStep(s, 'combat', { optPresses: { ...s.combat!.optPresses, [a]: 1 } }); // the tester presses once
  s = passUntil(s, (x) => x.combat?.step === 'strikeA', 30);
  const strikeWith = (w: string) => ids(s).find((o) => o.startsWith('use:') && o.split(':').includes(w));
  expect(strikeWith(w1)).toBeDefined();
  s = choose(s, strikeWith(w1)!);
  s = choose(s, 'none');
  s = passUntil(s, (x) => !x.combat || ids(x).includes('optpress'), 30);
  s = choose(s, 'optpress');
  s = passUntil(s, (x) => !x.combat || (x.combat.round === 2 && x.combat.step === 'strikeA'), 30);
  expect(s.combat?.round).toBe(2);
  expect(strikeWith(w1)).toBeUndefined();
  expect(strikeWith(w2)).toBeDefined();
}

/** The scenarios by area, playing the official cards as `catalogDef` defines them (the test files pass catalog-def.ts's). */
export const groupScenarios = (catalogDef: (cid: string) => CardDef): Record<RulingArea, Record<string, () => void>> => ({
  action: {
    ...Object.fromEntries(Object.entries(ANIMALS).map(([cid, a]) => [`animal-${cid}`, () => notMortal(cid, catalogDef(cid), !!a.ally)])),
    ...Object.fromEntries(
      Object.entries(CLAN_EQUIPMENT).map(([cid, c]) => [`clan-equipment-${cid}`, () => clanEquipmentTaken(catalogDef(cid), c.clan)]),
    ),
    ...Object.fromEntries(BLACK_HAND.map(([cid]) => [`black-hand-${cid}`, () => blackHandKept(cid, catalogDef(cid))])),
    ...Object.fromEntries(NO_CELERITY.map(([cid]) => [`no-celerity-${cid}`, () => noCelerityOtherMode(cid, catalogDef(cid))])),
    ...Object.fromEntries(
      Object.entries(MULTI_DISC)
        .filter(([, m]) => m.area === 'action')
        .map(([cid, m]) => [`multi-disc-${cid}`, () => multiDisc(cid, catalogDef(cid), m.discs)]),
    ),
  },
  combat: {
    ...Object.fromEntries(
      Object.entries(MULTI_DISC)
        .filter(([, m]) => m.area === 'combat')
        .map(([cid, m]) => [`multi-disc-${cid}`, () => multiDisc(cid, catalogDef(cid), m.discs)]),
    ),
    ...Object.fromEntries(
      Object.entries(PREVENTION).map(([cid, p]) => [`prevention-${cid}`, () => preventionRound(catalogDef(cid), p.mode)]),
    ),
    ...Object.fromEntries(
      Object.entries(OPTIONAL_PRESS).map(([cid, p]) => [`optional-press-${cid}`, () => pressLost(catalogDef(cid), p.mode)]),
    ),
    ...Object.fromEntries(
      Object.entries(RETAINER_DAMAGE).map(([cid, r]) => [
        `retainer-damage-${cid}`,
        () => retainerDamage(catalogDef(cid), r.n, catalogDef('102015')),
      ]),
    ),
    ...Object.fromEntries(
      Object.keys(ONCE_PER_COMBAT_WEAPONS).map((cid) => [`weapon-once-combat-${cid}`, () => secondCopyStrikes(catalogDef(cid))]),
    ),
  },
  politics: {},
  phases: {},
  masters: {},
  actionCards: {},
  cards: {},
  imbued: {},
  turn: {},
  mods: {},
  weapons: {},
  rounds: {},
  actionSweep: {},
  actionsInPlay: {},
  crypt: {},
  cryptA: {},
});
