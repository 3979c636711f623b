/**
 * The rulings suite (rulings.ts), area `actionsInPlay`: the action cards put in play of issue 29
 * (testing/rulings-actions-in-play.ts), each entry checked by the scenario of the same key, played with the card's
 * reviewed data (the catalog join).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { officialCard } from '../../../testing/official-cards';
import { sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, ids, passUntil, rulingsSuite } from './testing';
import { Scenario } from './scenario';
import { BECOME_VAMPIRE, FEE_STAKES } from './rulings-actions-in-play';
import { testVampire } from './test-vampire';
import { burnCard } from '../core/ops';
import { TEST_PLACE, testLibraryCard } from './action-scenarios';
import { ossianCase } from './families-first-round';
import { defOf, type Ev, isVampire } from '../core/state';

const PREY = testVampire('Test Prey', {});

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
/** A catalog card as the set-up plays it (its reviewed entry). */
const card = (id: string): CardDef => cardDefFromDetail(officialCard(id));

/** G00054, LSJ 20020115: the card played becomes a vampire; burned, it is a library card in the ash heap again. */
function burnedBecome(cid: string): void {
  const d = card(cid);
  const clan = d.clan[0] ?? 'Brujah';
  const actor: CardDef = { ...testVampire('Test Actor', {}, [], clan), capacity: 6, sect: 'anarch', title: 'baron' };
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [d.name] }, { ready: [{ card: PREY.name, blood: 3 }] }],
    defs: [d, actor, PREY],
  });
  const c = sc.uid(d.name, 0, 'hand');
  sc.play(d.name, { by: actor.name });
  sc.s = passUntil(sc.s, (x) => !x.act);
  const before = isVampire(sc.s, c);
  const ev: Ev = [];
  burnCard(sc.s, c, ev);
  expect([before, sc.s.cards[c].zone, isVampire(sc.s, c), defOf(sc.s, c).kind]).toEqual([true, 'ash', false, 'library']);
}

const anarch = (name: string): CardDef => testVampire(name, {}, [], 'Caitiff', { capacity: 5, sect: 'anarch' });

/**
 * G00021, ANK 20180307-1: seat 1's priscus calls the referendum to burn seat 0's Fee Stake; its ballot (prisci
 * sub-referendum) is still offered, while a prince's 2 votes are 1.
 */
function feeStakePrisci(cid: string): void {
  const d = card(cid);
  const a = anarch('Test Anarch');
  const priscus: CardDef = { ...testVampire('Test Priscus', {}), sect: 'sabbat', title: 'priscus' };
  const prince: CardDef = { ...testVampire('Test Prince', {}), title: 'prince' };
  const sc = new Scenario({
    phase: 'minion',
    active: 1,
    seats: [
      { ready: [{ card: a.name, blood: 5, attached: [{ card: d.name }] }] },
      {
        ready: [
          { card: priscus.name, blood: 3 },
          { card: prince.name, blood: 3 },
        ],
      },
    ],
    defs: [d, a, priscus, prince],
  });
  const p = sc.uid(priscus.name, 1);
  const fee = sc.uid(d.name, 0);
  sc.choose(`min:${p}`);
  sc.choose(ids(sc.s).find((x) => x.startsWith('burnRef:') && x.split(':').includes(fee))!);
  sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(`b:${p}:y`), 40);
  const prinCast = ids(sc.s).find((x) => x === `v:${sc.uid(prince.name, 1)}:y`)!;
  const ballot = ids(sc.s).includes(`b:${p}:y`);
  const before = sc.s.ref!.yes;
  sc.choose(prinCast);
  expect([ballot, sc.s.ref!.yes - before]).toEqual([true, 1]);
}

/** G00042, LSJ 20070808-2: a second Fee Stake of the same city contests the title: neither card may be burned by a referendum. */
function feeStakeContested(cid: string): void {
  const d = card(cid);
  const a = anarch('Test Anarch');
  const b = anarch('Test Rival Anarch');
  const prince: CardDef = { ...testVampire('Test Prince', {}), title: 'prince' };
  const sc = new Scenario({
    seats: [
      {
        ready: [
          { card: a.name, blood: 5, attached: [{ card: d.name }] },
          { card: b.name, blood: 5 },
        ],
        hand: [d.name],
      },
      { ready: [{ card: prince.name, blood: 3 }] },
    ],
    defs: [d, a, b, prince],
  });
  const fee = sc.uid(d.name, 0, 'attached');
  const offeredBefore = burnRefOffered(sc, prince.name, fee, false);
  sc.play(d.name, { by: b.name });
  sc.s = passUntil(sc.s, (x) => !x.act);
  const contested = !!sc.s.cards[sc.uid(a.name)].contestedTitle;
  expect([offeredBefore, contested, burnRefOffered(sc, prince.name, fee, true)]).toEqual([true, true, false]);
}

/** Whether seat 1's `minion` is offered the referendum to burn `card` (in a copy of the scenario at seat 1's minion phase). */
function burnRefOffered(sc: Scenario, minion: string, card: string, later: boolean): boolean {
  const copy = new Scenario({ ...sc.spec });
  copy.s = later ? sc.s : copy.s;
  copy.s = passUntil(copy.s, (x) => x.active === 1 && x.phase === 'minion' && ids(x).some((o) => o.startsWith('min:')), 120);
  copy.choose(`min:${copy.uid(minion, 1)}`);
  return ids(copy.s).some((x) => x.startsWith('burnRef:') && x.split(':').includes(card));
}

const RULINGS: Record<string, () => void> = {
  // G00018, RTR 19941109: the Discipline level it was employed with decides its version, kept while in play
  'homunculus-level-kept': () => {
    const d = card('100932');
    const actor = testVampire('Test Actor', { pro: 2 });
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [d.name] }, { ready: [{ card: PREY.name, blood: 3 }] }],
      defs: [d, actor, PREY],
    });
    const h = sc.uid(d.name, 0, 'hand');
    sc.play(d.name, { by: actor.name, mode: 1 });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const c = sc.s.cards[h];
    expect([c.host, c.blood, c.mode]).toEqual([sc.uid(actor.name), 2, 1]);
  },
  // LSJ 20050201 (tens: the blocked vampire's own Auspex action card bars its strikes) and ANK 20171109 (hundreds: 4 + 2 life)
  'ossian-any-action': () => expect(Math.floor(ossianCase(card('101333'), 'aus')(false) / 10) % 10).toBe(1),
  'ossian-life-past-start': () => expect(Math.floor(ossianCase(card('101333'), 'aus')(false) / 100) % 10).toBe(1),
  // RBK who-may-attempt-to-block (G00036): an action at another Methuselah's card is directed at that Methuselah
  'open-war-location-directed': () => {
    const d = card('101324');
    const rival: CardDef = { ...testVampire('Test Rival Anarch', {}), sect: 'anarch' };
    const holder = testVampire('Test Holder', {});
    const sc = new Scenario({
      phase: 'minion',
      active: 1,
      seats: [
        { ready: [{ card: holder.name, blood: 3 }], play: [d.name, TEST_PLACE.name] },
        { ready: [{ card: rival.name, blood: 4 }], pool: 20 },
      ],
      defs: [d, rival, holder, TEST_PLACE],
    });
    const place = sc.uid(TEST_PLACE.name, 0);
    sc.choose(`min:${sc.uid(rival.name, 1)}`);
    sc.choose(ids(sc.s).find((o) => o.startsWith(`use:${sc.uid(d.name, 0)}:`) && o.split(':').includes(place))!);
    const blockable = ids(sc.s).some((o) => o.includes(sc.uid(holder.name, 0)));
    expect([sc.s.act?.target, sc.s.act?.targetCard === place, blockable]).toEqual([0, true, true]);
  },
  // TOM 19960226-1: the requirements of a card already in play do not apply to taking control of it
  'restructure-steal-requirements': () => {
    const d = card('101615');
    const ally = testLibraryCard(
      'Test Clan Ally',
      'Ally',
      { kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 2, strength: 1, bleed: 1 }] },
      [{ r: 'clan', clan: 'Tremere' }],
    );
    const actor = testVampire('Test Actor', { dem: 2 });
    const sc = new Scenario({
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [d.name] },
        {
          ready: [
            { card: ally.name, blood: 2 },
            { card: PREY.name, blood: 3 },
          ],
        },
      ],
      defs: [d, actor, ally, PREY],
    });
    sc.play(d.name, { by: actor.name, mode: 1, target: ally.name, targetSeat: 1 });
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect(sc.s.cards[sc.uid(ally.name, 1)].controller).toBe(0);
  },
  ...Object.fromEntries(
    Object.keys(FEE_STAKES).flatMap((cid) => [
      [`fee-stake-prisci-${cid}`, () => feeStakePrisci(cid)],
      [`fee-stake-contested-${cid}`, () => feeStakeContested(cid)],
    ]),
  ),
  'constant-revolution-cards-at-once': () => {
    const d = card('100416');
    const sc = new Scenario({
      phase: 'discard',
      active: 0,
      seats: [{ play: [{ card: d.name, blood: 3 }] }, { pool: 20, hand: ['Blood Doll'] }],
      defs: [d],
    });
    sc.s = passUntil(sc.s, (x) => x.pick?.then === 'burnPoolOrHand' || (x.active === 1 && x.phase !== 'unlock'));
    const offered = dec(sc.s).options.map((o) => o.id);
    sc.choose('k:1');
    // still seat 1's unlock phase: the hand stays empty (no replacement), 2 pool burned
    expect([offered, sc.s.seats[1].zones.hand.length, sc.pool(1), sc.s.seats[1].zones.ash.length]).toEqual([['k:0', 'k:1'], 0, 18, 1]);
  },
  ...Object.fromEntries(Object.keys(BECOME_VAMPIRE).map((cid) => [`become-vampire-ash-heap-${cid}`, () => burnedBecome(cid)])),
};

describe.skipIf(!haveData && !process.env.CI)('V:TES rulings, action cards put in play', () => {
  rulingsSuite('actionsInPlay', RULINGS, { describe, it, expect });
});
