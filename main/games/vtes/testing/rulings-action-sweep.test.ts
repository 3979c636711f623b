/**
 * The rulings suite (rulings.ts), area `actionSweep`: the action cards of the ninth session's sweep
 * (testing/rulings-action-sweep.ts), each entry checked by the scenario of the same key, played with the card's
 * reviewed data (the catalog join) and test vampires holding exactly what the card needs.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { officialCard } from '../../../testing/official-cards';
import { sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, passUntil, rulingsSuite } from './testing';
import { actionAtCard, actorFor, TEST_GEAR, TEST_PLACE } from './action-scenarios';
import { forgetDecision } from '../rules/kernel';
import { Scenario } from './scenario';
import { offeredBurnCase } from './actions-sweep-tenth';
import { testVampire } from './test-vampire';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
/** A catalog card as the set-up plays it (its reviewed entry). */
const card = (id: string): CardDef => cardDefFromDetail(officialCard(id));
const TARGET = testVampire('Test Target', {});
const HELPER = testVampire('Test Helper', {});

/**
 * Seat 0 plays mode `mi` of `def` at seat 1's TARGET (`blood`, `locked`); `change` edits the target after the action
 * is announced, before it resolves; nobody blocks. Returns the scenario once the action is over (or in its combat).
 */
function changedBeforeResolution(
  def: CardDef,
  mi: number,
  blood: number,
  locked: boolean,
  change: Partial<Scenario['s']['cards'][string]>,
  actor = actorFor(def, mi),
) {
  const sc = new Scenario({
    // an unlocked minion of seat 1 may block: the action waits for its answer (where the target is changed)
    seats: [
      { ready: [{ card: actor.name, blood: 5 }], hand: [def.name] },
      {
        ready: [
          { card: TARGET.name, blood, locked },
          { card: HELPER.name, blood: 1 },
        ],
      },
    ],
    defs: [def, actor, TARGET, HELPER],
  });
  sc.play(def.name, { by: actor.name, mode: mi, target: TARGET.name, targetSeat: 1 });
  const t = sc.uid(TARGET.name, 1);
  // blood added by hand comes from the target's Methuselah's pool (the counters stay as many)
  const more = (change.blood ?? sc.s.cards[t].blood) - sc.s.cards[t].blood;
  const seats = sc.s.seats.map((x, i) => (i === 1 ? { ...x, pool: x.pool - more } : x));
  sc.s = { ...sc.s, seats, cards: { ...sc.s.cards, [t]: { ...sc.s.cards[t], ...change } } };
  forgetDecision(sc.s);
  sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
  return { sc, t };
}

/** Mode `mi` of card `id` at the equipment on seat 1's vampire: 1 when the action is directed at seat 1. */
const gearDirected = (id: string, mi: number) =>
  actionAtCard(
    card(id),
    mi,
    { ready: [{ card: TARGET.name, blood: 3, attached: [{ card: TEST_GEAR.name }] }] },
    [TARGET, TEST_GEAR],
    TEST_GEAR.name,
    (_sc, directed) => (directed ? 1 : 0),
  )(false);

/** Seat 0 holds the Edge and OTHER; its actor plays Enticement at the prey, whose TARGET may block; `lose` takes the Edge away before resolution. */
function enticement(lose: boolean) {
  const d = card('100650');
  const actor = actorFor(d, 0);
  const sc = new Scenario({
    edge: 0,
    seats: [
      {
        ready: [
          { card: actor.name, blood: 3 },
          { card: HELPER.name, blood: 3 },
        ],
        hand: [d.name],
      },
      { ready: [{ card: TARGET.name, blood: 3 }] },
    ],
    defs: [d, actor, TARGET, HELPER],
  });
  sc.play(d.name, { by: actor.name, mode: 0 });
  const target = sc.s.act?.target;
  if (lose) sc.s = { ...sc.s, edge: null };
  sc.s = passUntil(sc.s, (x) => !x.act);
  const h = sc.uid(HELPER.name);
  sc.choose(`min:${h}`);
  return { target, pool: sc.pool(1), bleeds: dec(sc.s).options.some((x) => x.id === `bleed:${h}`) };
}

const RULINGS: Record<string, () => void> = {
  // the case's tens: the action directed at seat 1, the controller of the card
  'arcanum-investigator-directed-at-controller': () =>
    expect(Math.floor(offeredBurnCase(card('100083'), 'equipment')(false) / 10) % 10).toBe(1),
  'felix-hessian-directed-at-controller': () => expect(Math.floor(offeredBurnCase(card('100719'), 'location')(false) / 10) % 10).toBe(1),
  'enticement-directed-at-prey': () => expect(enticement(false).target).toBe(1),
  'enticement-edge-lost-still-no-bleed': () => expect(enticement(true)).toEqual({ target: 1, pool: 30, bleeds: false }),
  'magic-of-the-smith-chosen-at-resolution': () => {
    const d = card('101143');
    const actor = actorFor(d, 0);
    const sc = new Scenario({
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [d.name], library: [...Array<string>(8).fill('Blood Doll'), TEST_GEAR.name] },
        { ready: [{ card: HELPER.name, blood: 1 }] },
      ],
      defs: [d, actor, HELPER, TEST_GEAR],
    });
    sc.play(d.name, { by: actor.name });
    // announced: nothing chosen yet, the Methuselah of the helper is asked whether to block
    const announced = [sc.s.pick?.kind, dec(sc.s).seat];
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'equipSearch');
    expect([...announced, sc.s.pick?.kind]).toEqual([undefined, 1, 'equipSearch']);
  },
  'nephandus-life-above-start': () => {
    const d = card('101272');
    const sc = new Scenario({
      phase: 'minion',
      seats: [
        { ready: [{ card: d.name, blood: 2 }] },
        { ready: [{ card: HELPER.name, blood: 1 }], torpor: [{ card: TARGET.name, blood: 1 }] },
      ],
      defs: [d, TARGET, HELPER],
    });
    const n = sc.uid(d.name);
    const t = sc.uid(TARGET.name, 1);
    sc.choose(`min:${n}`);
    const use = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.endsWith(`:${t}`));
    sc.choose(use!.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect([sc.s.cards[t].zone, sc.s.cards[n].blood]).toEqual(['ash', 3]);
  },
  'harass-target-fizzles': () => {
    const { sc } = changedBeforeResolution(card('100886'), 0, 3, false, { blood: 5 });
    expect([!!sc.s.combat, !!sc.s.act]).toEqual([false, false]);
  },
  'mind-numb-locked-target-fizzles': () => {
    const { sc, t } = changedBeforeResolution(card('101211'), 0, 3, false, { locked: true });
    expect(sc.s.cards[t].skipUnlock ?? false).toBe(false);
  },
  'make-the-misere-unlocked-target-fizzles': () => {
    const d = card('101147');
    const anarch = testVampire('Test Anarch', { cel: 1, obf: 1, pot: 1 }, [], 'Caitiff', { sect: 'anarch' });
    // each mode at a locked minion unlocked before the action resolves: no combat; still locked: a combat
    const fights = (change: { locked?: boolean }) =>
      d.modes.map((_, mi) => !!changedBeforeResolution(d, mi, 3, true, change, anarch).sc.s.combat);
    expect(fights({ locked: false })).toEqual(d.modes.map(() => false));
    expect(fights({})).toEqual(d.modes.map(() => true));
  },
  'jar-the-soul-empty-vampire': () => {
    const run = actionAtCard(card('101021'), 1, { ready: [{ card: TARGET.name, blood: 0 }] }, [TARGET], TARGET.name, (sc) => {
      const c = sc.s.cards[sc.uid(TARGET.name, 1)];
      return (c.locked ? 1 : 0) + (c.zone === 'ready' ? 10 : 0) + c.blood * 100;
    });
    expect(run(false)).toBe(11);
  },
  'conceal-directed-at-controller': () => expect(gearDirected('100391', 0)).toBe(1),
  'loss-directed-at-controller': () => expect(gearDirected('101124', 0)).toBe(1),
  'gremlins-directed-at-controller': () => expect(gearDirected('100856', 1)).toBe(1),
  'arson-directed-at-controller': () => {
    const run = actionAtCard(
      card('100094'),
      0,
      { play: [TEST_PLACE.name], ready: [{ card: TARGET.name, blood: 3 }] },
      [TARGET, TEST_PLACE],
      TEST_PLACE.name,
      (_sc, directed) => (directed ? 1 : 0),
    );
    expect(run(false)).toBe(1);
  },
  'arson-replaced-after-action': () => {
    const d = card('100094');
    const actor = actorFor(d, 0);
    const sc = new Scenario({
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [d.name, ...Array<string>(6).fill('Blood Doll')] },
        { play: [TEST_PLACE.name], ready: [{ card: TARGET.name, blood: 3 }] },
      ],
      defs: [d, actor, TARGET, TEST_PLACE],
    });
    sc.play(d.name, { by: actor.name, target: TEST_PLACE.name, targetSeat: 1 });
    const during = sc.s.seats[0].zones.hand.length;
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect([during, sc.s.seats[0].zones.hand.length]).toEqual([6, 7]);
  },
};

describe.skipIf(!haveData && !process.env.CI)('V:TES rulings, action cards of the sweep', () => {
  rulingsSuite('actionSweep', RULINGS, { describe, it, expect });
});
