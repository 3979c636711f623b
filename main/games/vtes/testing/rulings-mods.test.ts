/**
 * The rulings suite (rulings.ts), area `mods`: the action modifiers and reactions of issue 29's records,
 * each entry checked by the scenario of the same key, played with the card's reviewed data (the catalog
 * join) and test vampires holding exactly what the card needs.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, ids, passUntil, rulingsSuite } from './testing';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';
import { modsFamilyCases } from './families-mods';
import { didThisTurn } from '../core/deeds';
import { huntBlocked } from './families-end-action';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
/** A catalog card as the set-up plays it (its reviewed entry). */
function card(id: string): CardDef {
  const d = cardDefFromDetail(cards.find((x) => x.id === id)!);
  expect(d.automation, d.name).toBe('full');
  return d;
}

const YOUNGER = testVampire('Test Younger', {}, [], 'Caitiff', { capacity: 4 });
/** A younger vampire with +1 intercept: enough against a hunt's +1 stealth. */
const WATCHFUL = testVampire('Test Younger', {}, [{ e: 'mod', stat: 'intercept', n: 1, who: 'self' }], 'Caitiff', { capacity: 4 });

/**
 * Seat 0's test vampire (capacity 8, `disc`, `blood`) holding card `id` bleeds seat 1 (hunts with no blood),
 * whose younger vampire (with +1 intercept against a hunt) is there to block.
 */
function bleedAtYounger(id: string, disc: Record<string, 1 | 2>, blood: number) {
  const c = card(id);
  const actor = testVampire('Test Actor', disc, [], c.clan[0] ?? 'Caitiff');
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood }], hand: [c.name] }, { ready: [{ card: YOUNGER.name, blood: 4 }] }],
    defs: [c, actor, blood ? YOUNGER : WATCHFUL],
  });
  const a = sc.uid(actor.name);
  // an empty vampire must hunt: offered at once (6.1.6)
  if (blood) sc.choose(`min:${a}`).choose(`bleed:${a}`);
  else sc.choose(`hunt:${a}`);
  return { sc, c, a, h: sc.uid(c.name, 0, 'hand'), y: sc.uid(YOUNGER.name, 1) };
}

/** A younger test vampire of seat 0 (capacity 4) acting; an older sentry of seat 1 (+5 intercept, Dominate) blocking it. */
const ACTOR = testVampire('Test Actor', {}, [], 'Caitiff', { capacity: 4 });
const SENTRY = testVampire('Test Sentry', { dom: 2 }, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);

/**
 * Seat 0's acting vampire (`blood`, in torpor with `torpor`) holding `hand0` hunts (leaves torpor); seat 1's
 * sentry holding `hand1` blocks it: the scenario stands before block resolution (`preCombat`), or at the
 * end of the action if no card is offered there.
 */
function blockedHunt(hand0: string[], hand1: string[], blood = 4, torpor = false, actor = ACTOR) {
  const defs = [...new Set([...hand0, ...hand1])].map(card);
  const me = { card: actor.name, blood };
  const sc = new Scenario({
    seats: [
      { ...(torpor ? { torpor: [me] } : { ready: [me] }), hand: defs.filter((d) => hand0.includes(d.id)).map((d) => d.name) },
      { ready: [{ card: SENTRY.name, blood: 4 }], hand: defs.filter((d) => hand1.includes(d.id)).map((d) => d.name) },
    ],
    defs: [...defs, actor, SENTRY],
  });
  const a = sc.uid(actor.name, 0, torpor ? 'torpor' : undefined);
  const b = sc.uid(SENTRY.name, 1);
  huntBlocked(sc, a, b, torpor ? 'leave' : 'hunt', !torpor && !blood);
  return { sc, a, b };
}

/** The modes of hand card `h` offered now. */
const modesOffered = (sc: Scenario, h: string) =>
  ids(sc.s)
    .map((o) => o.split(':'))
    .filter((p) => p[1] === h)
    .map((p) => Number(p[2]));

/** Played as the action is announced, the intercept loss reaches a later block attempt of a younger vampire. */
function beforeBlock(id: string, disc: Record<string, 1 | 2>, mode: number) {
  return () => {
    const { sc, c, y } = bleedAtYounger(id, disc, 4);
    expect(dec(sc.s).kind).toBe('vtes.announceModifier');
    sc.play(c.name, { mode });
    expect(sc.s.act?.blocker).toBeUndefined();
    sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(`block:${y}`));
    // with no stealth, its 0 intercept would have been enough: the attempt fails and the bleed succeeds
    sc.choose(`block:${y}`);
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect(sc.s.cards[y].locked).toBe(false);
    expect(sc.pool(1)).toBe(29);
  };
}

/** A mode burning 1 blood as its effect, with only the blood its cost needs (`blood`): not offered; the other modes are. */
function needsBlood(id: string, disc: Record<string, 1 | 2>, blood: number, burning: number, others: number[]) {
  return () => {
    const { sc, h, y } = bleedAtYounger(id, disc, blood);
    sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(`block:${y}`));
    sc.choose(`block:${y}`);
    expect(dec(sc.s).kind).toBe('vtes.stealth');
    expect(modesOffered(sc, h)).toEqual(others);
    expect(modesOffered(sc, h)).not.toContain(burning);
  };
}

rulingsSuite(
  'mods',
  {
    'awe-x-zero': () => {
      const awe = card('100119');
      const ref = card('100059');
      const caller = testVampire('Test Caller', { pre: 1 });
      const sc = new Scenario({
        seats: [{ ready: [{ card: caller.name, blood: 2 }], hand: [ref.name, awe.name] }, {}],
        defs: [awe, caller, ref],
      });
      const h = sc.uid(awe.name, 0, 'hand');
      sc.play(ref.name, { by: caller.name });
      sc.s = passUntil(sc.s, (x) => x.ref?.step === 'polling' && dec(x).seat === 0, 20);
      const yes = sc.s.ref!.yes;
      sc.choose(`mod:${h}:0:y:0`);
      expect(sc.s.ref!.yes - yes).toBe(1);
      expect(sc.s.cards[sc.uid(caller.name)].blood).toBe(2);
    },
    'blanket-acting-side': () => {
      const bn = card('100177');
      const actor = testVampire('Test Actor', {});
      const helper = testVampire('Test Helper', { obt: 2 });
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: actor.name, blood: 5 },
              { card: helper.name, blood: 5 },
              { card: helper.name, blood: 5, locked: true },
            ],
            hand: [bn.name],
          },
          {
            ready: [
              { card: YOUNGER.name, blood: 4 },
              { card: helper.name, blood: 5 },
            ],
            hand: [bn.name],
          },
        ],
        defs: [bn, actor, helper, YOUNGER],
      });
      const a = sc.uid(actor.name);
      const y = sc.uid(YOUNGER.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${y}`), 5);
      sc.choose(`block:${y}`);
      const others = ids(sc.s).filter((o) => o.startsWith('modOther:') && o.split(':')[2] === '1');
      // the unlocked helper of the acting Methuselah only
      expect(others).toEqual([`modOther:${sc.uid(bn.name, 0, 'hand')}:1:${sc.s.seats[0].zones.ready[1]}`]);
      expect(ids(sc.s).some((o) => o.split(':').includes(sc.uid(bn.name, 1, 'hand')))).toBe(false);
    },
    'forced-march-burn': () => {
      const fm = card('100761');
      const cases = modsFamilyCases(fm);
      expect(cases.map((c) => c.family)).toEqual(['successUse']);
      // the bleed's 1 pool, the 1 blood burned, unlocked (10)
      expect(cases[0].run(false)).toBe(12);
    },
    'acheron-vortex-before-block': beforeBlock('100016', {}, 0),
    'missing-voice-before-block': beforeBlock('101226', { mel: 1 }, 1),
    'perfect-paragon-before-block': beforeBlock('101387', { pre: 2 }, 1),
    'moles-tunneling-needs-blood': () => {
      // the card costs 1 blood: with 1, only the +1 stealth mode
      needsBlood('101234', { spi: 2 }, 1, 2, [1])();
      // with 2: the cost and the blood burned, +2 stealth
      const { sc, c, a, y } = bleedAtYounger('101234', { spi: 2 }, 2);
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(`block:${y}`));
      sc.choose(`block:${y}`);
      sc.play(c.name, { mode: 2 });
      expect(sc.s.cards[a].blood).toBe(0);
      // +2 stealth against 0 intercept: the block fails, the bleed succeeds
      sc.s = passUntil(sc.s, (x) => !x.act);
      expect(sc.pool(1)).toBe(29);
    },
    'stygian-shroud-needs-blood': needsBlood('102282', { obl: 2 }, 0, 1, [0]),
    'cot-before-resolution': () => {
      const { sc, a, b } = blockedHunt(['100323'], []);
      expect(dec(sc.s).kind).toBe('vtes.preCombat');
      expect(dec(sc.s).seat).toBe(0);
      // the block succeeded; the blocker is not locked yet
      expect(sc.s.act!.outcome).toBe('blocked');
      expect(sc.s.cards[b].locked).toBe(false);
      expect(modesOffered(sc, sc.uid('Change of Target', 0, 'hand'))).toEqual([0]);
      // passed: the blocker locks and the combat follows
      sc.choose('pass');
      expect(sc.s.cards[b].locked).toBe(true);
      expect(sc.s.combat).toBeDefined();
      expect(sc.s.act!.actor).toBe(a);
      // an action nobody blocks: never offered
      const c = card('100323');
      const free = new Scenario({
        seats: [{ ready: [{ card: ACTOR.name, blood: 4 }], hand: [c.name] }, { ready: [{ card: YOUNGER.name, blood: 4 }] }],
        defs: [c, ACTOR, YOUNGER],
      });
      const f = free.uid(ACTOR.name);
      free.choose(`min:${f}`).choose(`hunt:${f}`);
      const h = free.uid(c.name, 0, 'hand');
      for (let i = 0; i < 10 && free.s.act; i++) {
        expect(modesOffered(free, h)).toEqual([]);
        free.s = passUntil(free.s, () => false, 1);
      }
      expect(free.s.act ?? undefined).toBeUndefined();
    },
    'cot-block-triggers': () => {
      const c = card('100323');
      const rebel = card('101564');
      const prince = testVampire('Test Prince', {}, [], 'Caitiff', { capacity: 4, title: 'prince' });
      const sc = new Scenario({
        seats: [
          { ready: [{ card: prince.name, blood: 4 }], hand: [c.name] },
          { ready: [{ card: SENTRY.name, blood: 4, attached: [{ card: rebel.name }] }] },
        ],
        defs: [c, rebel, prince, SENTRY],
      });
      const a = sc.uid(prince.name);
      const b = sc.uid(SENTRY.name, 1);
      huntBlocked(sc, a, b, 'hunt');
      expect(sc.s.cards[b].blood).toBe(5);
      sc.play(c.name);
      expect(sc.s.act ?? undefined).toBeUndefined();
      expect(sc.s.cards[b].blood).toBe(5);
      expect(didThisTurn(sc.s, a, { did: 'combat' })).toBe(false);
    },
    'mental-maze-ends': () => {
      const mm = card('101201');
      for (const clan of ['Follower of Set', 'Caitiff']) {
        const sentry = testVampire('Test Sentry', { obf: 1 }, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }], clan);
        const sc = new Scenario({
          seats: [{ ready: [{ card: ACTOR.name, blood: 4 }] }, { ready: [{ card: sentry.name, blood: 4 }], hand: [mm.name] }],
          defs: [mm, ACTOR, sentry],
        });
        const a = sc.uid(ACTOR.name);
        const b = sc.uid(sentry.name, 1);
        huntBlocked(sc, a, b, 'hunt');
        sc.play(mm.name, { mode: 0 });
        expect(sc.s.act ?? undefined).toBeUndefined();
        expect(didThisTurn(sc.s, a, { did: 'combat' })).toBe(false);
        expect(sc.s.cards[b].locked).toBe(true);
        expect(sc.s.cards[b].blood).toBe(clan === 'Caitiff' ? 3 : 4);
      }
    },
    'cot-same-action': () => {
      const { sc, a, b } = blockedHunt(['100323'], []);
      sc.play('Change of Target');
      // ended at once: no combat, nothing more asked in the action
      expect(sc.s.act ?? undefined).toBeUndefined();
      expect(sc.s.combat ?? undefined).toBeUndefined();
      expect(sc.s.cards[b].locked).toBe(true);
      expect(sc.s.cards[a].locked).toBe(false);
      expect(dec(sc.s).kind).toBe('vtes.minion');
      sc.choose(`min:${a}`);
      // another action (a bleed), not the hunt again
      expect(ids(sc.s)).toContain(`bleed:${a}`);
      expect(ids(sc.s)).not.toContain(`hunt:${a}`);
    },
    'cot-stuck': () => {
      const { sc, a } = blockedHunt(['100323'], [], 0);
      sc.play('Change of Target');
      expect(sc.s.cards[a].locked).toBe(false);
      expect(sc.s.cards[a].blood).toBe(0);
      // it must hunt and may not: no mandatory hunt, no action at all
      expect(dec(sc.s).kind).toBe('vtes.minion');
      expect(ids(sc.s).filter((o) => o.split(':').includes(a))).toEqual([]);
    },
    'cot-leave-torpor': () => {
      const { sc, a } = blockedHunt(['100323'], [], 3, true);
      expect(dec(sc.s).kind).toBe('vtes.preCombat');
      sc.play('Change of Target');
      expect(sc.s.act ?? undefined).toBeUndefined();
      expect(sc.s.cards[a].zone).toBe('torpor');
      expect(dec(sc.s).kind).toBe('vtes.minion');
    },
    'obedience-ends': () => {
      const ob = card('101309');
      for (const mode of [0, 1]) {
        const { sc, a, b } = blockedHunt([], ['101309']);
        // the acting Methuselah holds nothing for this window: the blocker's is asked
        expect(dec(sc.s).kind).toBe('vtes.preCombat');
        expect(dec(sc.s).seat).toBe(1);
        sc.play(ob.name, { mode });
        expect(sc.s.act ?? undefined).toBeUndefined();
        expect(sc.s.combat ?? undefined).toBeUndefined();
        expect(sc.s.cards[b].locked).toBe(false);
        expect(sc.s.cards[a].locked).toBe(mode === 1);
        if (mode === 0) {
          sc.choose(`min:${a}`);
          expect(ids(sc.s)).not.toContain(`hunt:${a}`);
          expect(ids(sc.s)).toContain(`bleed:${a}`);
        }
      }
      // an acting vampire as old as the blocker: not offered, the combat follows
      const old = testVampire('Test Elder', {}, [], 'Caitiff', { capacity: 8 });
      const { sc, a } = blockedHunt([], ['101309'], 4, false, old);
      expect(didThisTurn(sc.s, a, { did: 'combat' })).toBe(true);
      expect(ids(sc.s).some((o) => o.split(':').includes(sc.uid(ob.name, 1, 'hand')))).toBe(false);
    },
  },
  { describe: describe.skipIf(!haveData && !process.env.CI) as typeof describe, it, expect },
);
