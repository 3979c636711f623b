/**
 * Issue 27 item 6: the primitive registry has exactly one entry per primitive kind of the schema, and
 * each entry is whole (`gaps` says what is missing, and is shown to find each missing part): its
 * schema accepts the records of its kind and no other, its text is a template of both languages, its
 * bot value is a number, and `runPrims` runs each kind by its entry.
 */
import { describe, expect, it } from 'vitest';
import cardsEs from '../../../../../locales/es/cards-vtes.json';
import cardsPl from '../../../../../locales/pl/cards-vtes.json';
import { testVampire } from '../../testing/families';
import { build, dec, runPrimsForTests, uid } from '../../testing/testing';
import type { Prim } from '../../schema/records';
import { PRIM_KINDS, PrimSchema } from '../../schema/prim-records';
import { PRIMS, primsBotValue, type TextRef } from '.';
import * as modules from './modules';

/** One record of every kind, and the variants whose text differs. */
const SAMPLES: Prim[] = [
  { p: 'lock', who: 'target' },
  { p: 'unlock', who: 'self' },
  { p: 'seekAlly', class: 'mage' },
  { p: 'arrangeTop', n: 3 },
  { p: 'moveBetween' },
  { p: 'feedUncontrolled', n: 2 },
  { p: 'bloodOrBurn', n: 5, who: 'minion' },
  { p: 'bloodOrBurn', n: 1, who: 'minion', burn: 'self' },
  { p: 'burnIfEmpty' },
  { p: 'passOn', sel: { of: 'vampire', whose: 'any', count: 'each' } },
  { p: 'becomeAnarch', who: 'target' },
  { p: 'gainTitle', from: 'target' },
  { p: 'lookUncontrolled', whose: 'prey' },
  { p: 'lookHand', whose: 'target' },
  { p: 'ashToHand', n: 2, minionCards: true, discardDown: true },
  { p: 'ashToTop', n: 3, discardRandom: true },
  { p: 'ashToTop', n: 1 },
  { p: 'unlockToBlock', intercept: 1 },
  { p: 'unlockToBlock', intercept: 0 },
  { p: 'bloodAmong', n: 4, sel: { of: 'vampire', whose: 'any', count: 'each' } },
  { p: 'poolAmong', sel: { of: 'vampire', whose: 'you', count: 'each' } },
  { p: 'failAction' },
  { p: 'gainEdge' },
  { p: 'burn', who: 'self' },
  { p: 'burn', who: 'minion', capacityTo: 'opponentPool' },
  { p: 'toTorpor', who: 'opponent' },
  { p: 'torporAfterCombat', who: 'minion' },
  { p: 'lockOldest', sel: { of: 'vampire', whose: 'you', where: { c: 'clan', who: 'it', clan: 'Brujah' }, count: 'each' } },
  { p: 'combatBar', who: 'opponent', maneuverTo: 'long', press: 'end' },
  { p: 'combatBar', who: 'opponent', maneuverTo: 'close', press: 'continue' },
  { p: 'pressDamage', n: 1, to: 'opponent' },
  { p: 'noStrikeCards', who: 'opponent' },
  { p: 'coinStrikes', who: 'minion' },
  { p: 'openHand', who: 'opponent' },
  { p: 'weaponsNoDamage', who: 'opponent' },
  { p: 'handSize', n: 2, for: 'combat' },
  { p: 'damage', n: 1, to: 'opponent', for: 'round' },
  { p: 'noEquipment', who: 'opponent' },
  { p: 'strength', n: 1, to: 'opponent' },
  { p: 'move', n: 2, from: 'bank', to: 'pool' },
  { p: 'move', n: 1, from: 'targetPool', to: 'pool' },
  { p: 'counter', burnAt: 3 },
  { p: 'counter', burnAt: 4, gain: 4 },
  { p: 'counter' },
  { p: 'counter', n: 5 },
  { p: 'putIntoPlay' },
  { p: 'attach', to: 'minion' },
  { p: 'attach', to: 'target', marks: ['noUnlock'] },
  { p: 'attach', to: 'target', marks: ['noDiablerie'] },
  { p: 'bloodToUncontrolled', n: 2 },
  { p: 'bloodToUncontrolled', n: 1, younger: true },
  { p: 'bloodToUncontrolled', n: 2, of: { clan: 'Gangrel' } },
  { p: 'bloodToUncontrolled', n: 4, of: { capacity: { min: 8 } } },
  { p: 'bloodToUncontrolled', n: 3, of: { sect: 'sabbat', titled: true } },
  { p: 'bloodToUncontrolled', n: 2, of: { trait: 'blackHand' } },
  { p: 'draw', n: 1 },
  { p: 'burnLibrary', n: 7 },
  { p: 'shuffleTop', n: 5 },
  { p: 'keepLocations', n: 1 },
  { p: 'chooseCircle' },
  { p: 'seekToHand', type: 'Ally' },
  { p: 'seekToHand', type: 'Equipment' },
  { p: 'seekToHand', type: 'Equipment', notClass: 'location' },
  { p: 'seekToHand', name: "Giant's Blood" },
  { p: 'seekToHand', type: 'Event', gehenna: true },
  { p: 'edgeForBlood', n: 1 },
  { p: 'burnPoolOrHand', n: 2 },
  { p: 'poolOrTransfers', n: 1 },
  { p: 'mirrorPoolLoss' },
  { p: 'failToll' },
  { p: 'reseat', how: 'swap' },
  { p: 'reseat', how: 'order' },
  { p: 'chooseSeat', among: 'others' },
  { p: 'chooseSeats', min: 'all' },
  { p: 'becomeVampire', capacity: 1 },
  { p: 'becomeVampire', capacity: 1, sect: 'anarch' },
  { p: 'becomeVampire', capacity: 2, disc: { chi: 1 } },
  { p: 'seekDiscipline', from: ['hand'] },
  { p: 'seekDiscipline', from: ['library', 'hand', 'ash'] },
  { p: 'becomeVampire', capacity: 2, clan: 'Ravnos', disc: { chi: 1 } },
  { p: 'burnPoolOrHand', n: { a: 'counters', who: 'self' } },
  { p: 'burnEdge' },
  { p: 'noBleed', for: 'turn' },
  { p: 'takeAction', who: 'minion' },
  { p: 'endAtAttempt', burn: 2 },
  { p: 'endAtAttempt', burn: 2, torpor: true },
  { p: 'stealthNext', who: 'minion' },
  { p: 'takeControl', who: 'target', to: 'chosen' },
  { p: 'press', who: 'minion', ifBlocks: true },
  { p: 'maneuverOrPress', ifBlocks: true },
  { p: 'noStrike', who: 'opponent', round: 1 },
  { p: 'toReadyForBlood', n: 2, who: 'target' },
  { p: 'takeControl', who: 'target' },
  { p: 'takeControl', who: 'target', onto: 'minion' },
  { p: 'stealBlood', n: 2, from: 'target' },
  { p: 'stealBlood', n: 3, from: 'target', upTo: true },
  { p: 'toUncontrolled', who: 'target' },
  { p: 'becomeClan', clan: 'Ahrimane', trait: 'sterile', disc: 'spi' },
  { p: 'gainTrait', trait: 'bahari' },
  { p: 'actionFails' },
  { p: 'bloodEach', n: 1, sel: { of: 'vampire', whose: 'you', count: 'each' }, to: 'pool' },
  { p: 'bloodEach', n: 1, sel: { of: 'vampire', whose: 'any', state: 'unlocked', filter: { clan: 'Ravnos' }, count: 'each' }, to: 'it' },
  { p: 'poolEach', n: 1, sel: { of: 'vampire', whose: 'you', state: 'torpor', count: 'each' } },
  { p: 'poolUnlessBlocks', n: 1 },
  { p: 'handSize', n: 1, for: 'turn' },
  { p: 'seeHands' },
  { p: 'corrupt', who: 'target' },
  { p: 'ashToLibrary' },
  { p: 'ashRecover', upTo: 13 },
  { p: 'ashSwap', req: 'anarch' },
  { p: 'ashSwap', req: 'master' },
  { p: 'removeCopies' },
  { p: 'removeFromGame', who: 'target', capacityToPool: true },
  { p: 'toPredator' },
  { p: 'drawThenBottom', max: 3 },
  { p: 'gainConviction', from: ['library', 'hand', 'ash'] },
  { p: 'gainConviction', from: ['hand', 'ash'] },
  { p: 'gainConviction', from: ['hand', 'ash'], optional: true },
  { p: 'burnConviction', n: 1, who: 'self' },
  { p: 'hurtChosen', n: 1, sel: { of: 'minion', whose: 'you', state: 'ready', count: 'one' } },
  { p: 'seekPower', virtue: 'inn', from: ['library', 'hand'] },
  { p: 'gainToStart', n: 1, who: 'minion' },
  { p: 'gainToStart', n: 1, who: 'target' },
  { p: 'seekEquip' },
  { p: 'seekEquip', to: 'target', anyReq: true, half: true },
  { p: 'seekRetainer', disc: 'ani' },
  { p: 'seekRetainer', disc: 'ani', life: 1 },
  { p: 'unlockLater', at: 'discardPhase' },
  { p: 'hurt', n: 1 },
  { p: 'hurt', n: 1, who: 'actor' },
  { p: 'unlockLater', at: 'endOfTurn' },
  { p: 'drawCrypt', n: 1 },
  { p: 'discardChosen' },
  { p: 'discardChosen', burn: true },
  { p: 'discardFromTarget' },
  { p: 'bonus', stat: 'stealth', n: 1 },
  { p: 'turnBonus', stat: 'stealth', n: 1, sel: { of: 'vampire', whose: 'you', count: 'each' } },
  { p: 'turnBonus', stat: 'bleed', n: 1, sel: { of: 'minion', whose: 'you', count: 'each' } },
  { p: 'turnBonus', stat: 'intercept', n: 1, sel: { of: 'minion', whose: 'you', count: 'each' } },
  { p: 'wake', who: 'minion' },
  { p: 'noVampireBlock' },
  { p: 'noBlock', sel: { of: 'vampire', whose: 'other', where: { c: 'younger', who: 'it', than: 'actor' }, count: 'one' } },
  { p: 'notBlockedBy', by: { of: 'ally', whose: 'other', count: 'each' } },
  { p: 'interceptBy', n: -1, by: { of: 'ally', whose: 'any', count: 'each' } },
  { p: 'blockPrice', n: 1, if: { c: 'vampire', who: 'blocker' } },
  { p: 'blockPrice', n: 1, life: true },
  { p: 'blockPrice', n: 1, life: true, if: { c: 'ally', who: 'blocker' } },
  { p: 'blockPrice', n: 1 },
  {
    p: 'unlockEach',
    sel: {
      of: 'minion',
      whose: 'any',
      state: 'locked',
      where: { c: 'didThisTurn', who: 'it', did: 'success', kind: 'equip' },
      count: 'each',
    },
  },
  { p: 'lockFailedBlockers' },
  { p: 'blockFails' },
  { p: 'endAction', noRepeat: true },
  { p: 'noBlockLock' },
  { p: 'redirectBleed' },
  { p: 'noEquipment' },
  { p: 'aggCombat' },
  { p: 'grantStrike', s: 'combatEnds', round: 1 },
  { p: 'paidIntercept', n: 1, blood: 1 },
  { p: 'lockAfterAction' },
  { p: 'bonus', stat: 'intercept', n: -1 },
  { p: 'bonus', stat: 'bleed', n: { a: 'sum', of: [1, { a: 'if', if: { c: 'clan', who: 'minion', clan: 'Toreador' }, then: 1 }] } },
  { p: 'aggAfterAction', n: 1 },
  { p: 'aggAfterAction', n: 1, immuneFor: 3 },
  { p: 'noUnlock', who: 'minion', allyOnly: true, for: 'untilUnlock' },
  { p: 'votes', n: 2 },
  { p: 'votes', n: 3, against: true },
  { p: 'chooseSeat', among: 'richer' },
  { p: 'chooseCard', sel: { of: 'vampire', whose: 'any', filter: { capacity: { max: 5 } }, count: 'one' } },
  { p: 'chooseCard', sel: { of: 'vampire', whose: 'any', count: 'one' }, oneOn: true },
  { p: 'chooseClan' },
  { p: 'chooseSeats', min: 'one' },
  { p: 'pollByTitle', titled: -1, priscus: -1, edge: 1 },
  { p: 'chooseCards', sel: { of: 'vampire', whose: 'you', state: 'unlocked', filter: { sect: 'anarch' }, count: 'any' }, lock: true },
  { p: 'chooseCards', sel: { of: 'vampire', whose: 'you', count: 'any' } },
  {
    p: 'allot',
    n: { perCard: 2 },
    among: 'any',
    cards: [
      { of: 'location', whose: 'any', count: 'any' },
      { of: 'equipment', whose: 'any', count: 'any' },
    ],
  },
  { p: 'burnAllotted' },
  { p: 'abstain' },
  { p: 'noEdgeGain' },
  { p: 'noUnlockAction' },
  { p: 'rangeIfBlocked', range: 'long' },
  { p: 'rangeIfBlocked', range: 'long', each: true },
  { p: 'abstain', cast: true, lock: true },
  { p: 'abstain', cast: true, lock: true, burn: 1 },
  { p: 'seatPool', n: 1, from: 'chosenSeats', to: 'bank', plus: { n: 3, if: { capacity: { max: 4 } } } },
  { p: 'seatPool', n: 1, from: 'bank', to: 'notChosenSeats' },
  { p: 'seatPool', n: 1, from: 'bank', to: 'each', per: 'readyClan' },
  { p: 'seatPool', n: 1, from: 'richer', to: 'pool' },
  { p: 'seatPool', n: 1, from: 'bank', to: 'each', per: 'minion', clan: 'chosen' },
  { p: 'allot', n: 3, among: 'any', spread: 2 },
  { p: 'seatPool', n: 1, from: 'each', to: 'bank', per: 'minion' },
  { p: 'seatPool', n: 1, from: 'chosen', to: 'points' },
  { p: 'capacityPool', gain: 'own', burn: 5 },
  { p: 'draw', n: 2, discard: true },
  { p: 'lockChosen', sel: { of: 'minion', whose: 'target', count: 'one' } },
  { p: 'unseenBy', sel: { of: 'minion', whose: 'prey', count: 'one' } },
  { p: 'keepInGame' },
  { p: 'poolOrBurnOwn', n: 1, sel: { of: 'vampire', whose: 'you', count: 'one' } },
  { p: 'poolToController', n: 1 },
  { p: 'burnRandom', sel: { of: 'event', whose: 'any', count: 'each' } },
  { p: 'capacityPool', gain: 6, burn: 'predator' },
  { p: 'cancel', what: 'referendum' },
  { p: 'cancel', what: 'played' },
  { p: 'cancel', what: 'played', refund: 'masterAction' },
  { p: 'refFails' },
  { p: 'refAutoPass', sect: 'sabbat' },
  { p: 'masterAction', n: 1 },
  { p: 'transfers', n: 1 },
  { p: 'discardActions', n: 1 },
  { p: 'discardActions', n: 1, anarchUnlock: true },
  { p: 'bloodToPool', min: 1, from: 'target' },
  { p: 'bloodToPool', min: 2, max: 5, from: 'target' },
  { p: 'bloodToCapacity', who: 'target', torpor: true },
  { p: 'maneuver', toClose: true },
  { p: 'maneuver', toLong: true },
  { p: 'press', who: 'minion' },
  { p: 'press', who: 'minion', only: 'continue' },
  { p: 'press', who: 'minion', only: 'end' },
  { p: 'prevent', n: 1, plusX: true },
  { p: 'prevent', n: 2, nonAgg: true },
  { p: 'preventStrike' },
  { p: 'preventStrike', rest: 'round' },
  { p: 'aggAsNormal' },
  { p: 'aggAsNormal', n: 1 },
  { p: 'preventEachRound', n: 1, for: 'round' },
  { p: 'preventEachRound', n: 2, for: 'combat' },
  { p: 'preventEachRound', n: 1, for: 'round', ifBlocks: true },
  { p: 'preventInCombat', n: 1, ifBlocks: true },
  { p: 'strikeGuard', burn: 1, for: 'combat' },
  { p: 'strength', n: 1 },
  { p: 'strength', n: -1, to: 'opponent' },
  { p: 'strength', n: -2, for: 'round', to: 'opponent' },
  { p: 'damage', n: 1, to: 'opponent', for: 'combat' },
  { p: 'aggHand', for: 'round' },
  { p: 'aggHand', for: 'combat' },
  { p: 'strikeOnly', kind: 'hand' },
  { p: 'nextRoundClose' },
  { p: 'setRange', range: 'long' },
  { p: 'setRange', range: 'close' },
  { p: 'setRange', range: 'long', strikeWith: 'self' },
  { p: 'setRange', range: 'close', strikeWith: 'self' },
  { p: 'nextRoundManeuver' },
  { p: 'discStrikes', n: 1, disc: 'pot' },
  { p: 'additionalStrike', limited: false },
  { p: 'additionalStrike', limited: true, n: 2 },
  { p: 'additionalStrike', limited: true, strike: { s: 'dodge' } },
  { p: 'additionalStrike', limited: false, strike: { s: 'burnEquipment', ranged: true, weapons: true } },
  { p: 'gainBlood', n: 'opponentLost' },
  { p: 'gainBlood', n: 'opponentLost', life: true },
  { p: 'endCombatAfter' },
  { p: 'endCombat' },
  { p: 'endCombatHurt', n: 1 },
  { p: 'diablerize', who: 'opponent' },
  { p: 'recoil', n: 1 },
  { p: 'recoil', n: 2, anyRange: true },
  { p: 'queueCombat' },
  { p: 'continueCombat' },
  { p: 'employFromHand', class: 'animal' },
  { p: 'burnRetainer', class: 'animal' },
  { p: 'burnOwn', of: ['ally', 'retainer'] },
  { p: 'ashRemoveOrBurn', types: ['Ally', 'Vampire'] },
  { p: 'drawOnReplace' },
  { p: 'autoPress', reset: 3 },
  { p: 'burnStrikeWeapon', class: 'melee' },
  { p: 'equipFromHand' },
  { p: 'equipFromHand', class: 'melee' },
  { p: 'equipFromHand', small: { maxPool: 2, maxDmg: 3 } },
  { p: 'preventPastFirst' },
  { p: 'preventPastFirst', agg: true },
  { p: 'roundStrike', steal: 1 },
  { p: 'afterCombat', n: 1, close: true },
  { p: 'afterCombat', n: 1, burn: true },
  { p: 'afterCombat', n: 0, noUnlock: true },
  { p: 'aim', plus: 2, noPress: true, cancelBy: 2 },
  { p: 'aim', plus: 1 },
  { p: 'fromTorpor', who: 'minion' },
  { p: 'fromTorpor', who: 'target' },
  { p: 'burnForPool', n: 3 },
];

/** The kinds the schema's union knows (a nested union, as `seatPool`'s, by its members). */
function schemaKinds(): Set<string> {
  const out = new Set<string>();
  const walk = (o: unknown): void => {
    const d = (o as { def: { type: string; options?: unknown[]; shape?: { p?: { def: { values: string[] } } } } }).def;
    if (d.options) d.options.forEach(walk);
    else if (d.shape?.p) out.add(d.shape.p.def.values[0]);
  };
  walk(PrimSchema);
  return out;
}

function template(ns: unknown, key: string): string | undefined {
  const [group, k] = key.split('.');
  const g = (ns as Record<string, Record<string, string>>)[group] ?? {};
  return g[k] ?? g[`${k}_other`];
}

const PARTS = ['schema', 'run', 'possible', 'text', 'botValue'] as const;

/**
 * What a registry lacks for the primitive kinds of the schema: an entry, a part of one (`schema`,
 * `run`, `possible`, `text`, `botValue`), a sample record, the text of a sample in a language, a
 * finite bot value; and an entry of no kind of the schema. Empty: the registry is whole.
 */
function gaps(
  table: Record<string, Record<string, unknown>>,
  kinds: Set<string>,
  samples: readonly Prim[],
  langs: Record<string, unknown>,
) {
  const out: string[] = [];
  for (const k of Object.keys(table)) if (!kinds.has(k)) out.push(`${k}: not a kind of the schema`);
  for (const k of kinds) {
    const d = table[k];
    if (!d) {
      out.push(`${k}: no entry`);
      continue;
    }
    for (const f of PARTS) {
      const ok =
        f === 'schema' ? typeof (d[f] as { safeParse?: unknown } | undefined)?.safeParse === 'function' : typeof d[f] === 'function';
      if (!ok) out.push(`${k}: no ${f}`);
    }
    for (const x of Object.keys(d)) if (!(PARTS as readonly string[]).includes(x)) out.push(`${k}: unknown part ${x}`);
    const mine = samples.filter((x) => x.p === k);
    if (!mine.length) out.push(`${k}: no sample`);
    if (typeof d.text !== 'function' || typeof d.botValue !== 'function') continue;
    for (const pr of mine) {
      const t = (d.text as (x: Prim) => TextRef)(pr);
      for (const [lang, ns] of Object.entries(langs)) if (!template(ns, t.key)) out.push(`${k}: no ${lang} text ${t.key}`);
      if (!Number.isFinite((d.botValue as (x: Prim) => number)(pr))) out.push(`${k}: bot value not a number`);
    }
  }
  return out;
}

const LANGS = { es: cardsEs, pl: cardsPl };
const table = () => ({ ...(PRIMS as unknown as Record<string, Record<string, unknown>>) });

describe('V:TES primitive registry (issue 27 item 6)', () => {
  it('one table: the schema, the modules, the registry and the samples name the same kinds', () => {
    const kinds = schemaKinds();
    expect(kinds.size).toBeGreaterThanOrEqual(30);
    expect(new Set(PRIM_KINDS)).toEqual(kinds);
    expect(new Set(Object.keys(PRIMS))).toEqual(kinds);
    // ./modules.ts exports one module per kind and nothing else (an extra one would be silently unused)
    expect(new Set(Object.keys(modules))).toEqual(kinds);
    expect(new Set(SAMPLES.map((x) => x.p))).toEqual(kinds);
  });

  it('every kind of the schema has a whole entry: schema, run, possible, text in Spanish and Polish, bot value', () => {
    expect(gaps(table(), schemaKinds(), SAMPLES, LANGS)).toEqual([]);
  });

  it('the check fails when a kind lacks its entry, a part of it or a text of one language', () => {
    const kinds = schemaKinds();
    const noLock = table();
    delete noLock.lock;
    expect(gaps(noLock, kinds, SAMPLES, LANGS)).toEqual(['lock: no entry']);
    const noValue = table();
    noValue.draw = { ...noValue.draw, botValue: undefined };
    expect(gaps(noValue, kinds, SAMPLES, LANGS)).toEqual(['draw: no botValue']);
    const noRun = table();
    noRun.wake = { ...noRun.wake, run: undefined, possible: undefined };
    expect(gaps(noRun, kinds, SAMPLES, LANGS)).toEqual(['wake: no run', 'wake: no possible']);
    const extra = { ...table(), fly: table().lock };
    expect(gaps(extra, kinds, SAMPLES, LANGS)).toEqual(['fly: not a kind of the schema']);
    const pl = structuredClone(cardsPl) as { prim: Record<string, string> };
    delete pl.prim.lock_target;
    expect(gaps(table(), kinds, SAMPLES, { es: cardsEs, pl })).toEqual(['lock: no pl text prim.lock_target']);
    expect(
      gaps(
        table(),
        kinds,
        SAMPLES.filter((x) => x.p !== 'nextRoundClose'),
        LANGS,
      ),
    ).toEqual(['nextRoundClose: no sample']);
  });

  it("each entry's schema accepts the records of its kind and refuses every other kind", () => {
    for (const pr of SAMPLES)
      for (const [k, d] of Object.entries(PRIMS)) expect(d.schema.safeParse(pr).success, `${k} ← ${pr.p}`).toBe(k === pr.p);
    // a field the kind does not have is refused by its own entry too
    expect(PRIMS.lock.schema.safeParse({ p: 'lock', who: 'target', n: 1 }).success).toBe(false);
  });

  it('bot values follow who gains: pool taken from the target is worth twice the pool, locking the own minion is a cost', () => {
    expect(primsBotValue([{ p: 'move', n: 1, from: 'targetPool', to: 'pool' }])).toBe(2);
    expect(primsBotValue([{ p: 'move', n: 2, from: 'bank', to: 'pool' }])).toBe(2);
    expect(primsBotValue([{ p: 'move', n: 1, from: 'pool', to: 'bank' }])).toBe(-1);
    expect(primsBotValue([{ p: 'lock', who: 'target' }])).toBeGreaterThan(0);
    expect(primsBotValue([{ p: 'lock', who: 'minion' }])).toBeLessThan(0);
  });

  it("runPrims runs a kind by its registry entry: the entry's change and event", () => {
    const s0 = build({ seats: [{ ready: [{ card: 'Ashley', blood: 2 }] }, {}] });
    const a = uid(s0, 'Ashley');
    const { s, ev } = runPrimsForTests(s0, [{ p: 'lock', who: 'minion' }], { seat: 0, source: a, minion: a });
    expect(s.cards[a].locked).toBe(true);
    expect(ev.map((e) => e.type)).toEqual(['vtes.lock']);
    expect(PRIMS.lock.possible?.(s, { p: 'lock', who: 'target' }, { seat: 0, source: a, targetCard: a })).toBe(false);
  });

  it('4 a Selector filter: blood goes only to an uncontrolled vampire the filter selects (clan, capacity), none without one', () => {
    const gangrel = testVampire('Test Gangrel', {}, [], 'Gangrel', { capacity: 5 });
    const elder = testVampire('Test Elder', {}, [], 'Brujah', { capacity: 9 });
    const s0 = build({ seats: [{ uncontrolled: [{ card: gangrel.name }, { card: elder.name }] }, {}], defs: [gangrel, elder] });
    const offered = (pr: Prim) => {
      const { s } = runPrimsForTests(s0, [pr], { seat: 0, source: 'x' });
      return dec(s).options.map((o) => String(o.params?.uid));
    };
    expect(offered({ p: 'bloodToUncontrolled', n: 2, of: { clan: 'Gangrel' } })).toEqual([uid(s0, gangrel.name)]);
    expect(offered({ p: 'bloodToUncontrolled', n: 4, of: { capacity: { min: 8 } } })).toEqual([uid(s0, elder.name)]);
    expect(
      PRIMS.bloodToUncontrolled.possible?.(s0, { p: 'bloodToUncontrolled', n: 1, of: { clan: 'Tremere' } }, { seat: 0, source: 'x' }),
    ).toBe(false);
  });
});
