/**
 * The rulings suite (rulings.ts), area `rounds`: combat cards played before range that change a round's
 * strikes or damage, each entry checked by the scenario of the same key, played with the card's reviewed data.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { officialCard } from '../../../testing/official-cards';
import { sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, passUntil, rulingsSuite } from './testing';
import { apply } from '../rules/kernel';
import { aimFight } from './families-aim';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
/** A catalog card as the set-up plays it (its reviewed entry). */
const card = (id: string): CardDef => cardDefFromDetail(officialCard(id));

/** A combat card of no Discipline: one primitive or strike. */
const testCombat = (name: string, effects: CardDef['modes'][number]['effects']): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: ['Combat'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'combat', conditions: [], effects }],
  automation: 'full',
});
const TEST_DODGE = testCombat('Test Dodge', [{ e: 'strike', s: 'dodge' }]);
const TEST_SHIELD = testCombat('Test Shield', [{ e: 'prims', do: [{ p: 'prevent', n: 1 }] }]);
const TEST_STEP = testCombat('Test Step', [{ e: 'prims', do: [{ p: 'maneuver' }] }]);
const TEST_BITE = testCombat('Test Bite', [{ e: 'strike', s: 'damage', dmg: 1, agg: true }]);
const TEST_PUSH = testCombat('Test Push', [{ e: 'prims', do: [{ p: 'press', who: 'minion' }] }]);
/** Target Vitals played as the actor chooses its strike (the card of the hand named `h`). */
const aimNow = (sc: Scenario, h: string) => sc.choose(`card:${h}:0`);

/** Seat 0's test actor (`disc`) holding `hand` bleeds, seat 1's test opponent (`oppDisc`, 6 blood) holding `oppHand` blocks. */
function fight(hand: CardDef[], disc: Record<string, 1 | 2>, oppHand: CardDef[] = [], oppDisc: Record<string, 1 | 2> = {}) {
  const actor = testVampire('Test Actor', disc);
  const opp = testVampire('Test Opponent', oppDisc);
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: hand.map((c) => c.name) },
      { ready: [{ card: opp.name, blood: 6 }], hand: oppHand.map((c) => c.name) },
    ],
    defs: [...new Map([...hand, ...oppHand].map((c) => [c.id, c])).values(), actor, opp],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  return { sc, a, o };
}
const AFTER: Record<string, Record<string, 1 | 2>> = { '100307': { pre: 2 }, '101334': { obt: 2 } };

/** An additional strike, not limited. */
const TEST_QUICK: CardDef = {
  id: 'test-quick',
  name: 'Test Quick',
  kind: 'library',
  types: ['Combat'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'prims', do: [{ p: 'additionalStrike', limited: false }] }] }],
  automation: 'full',
};

rulingsSuite(
  'rounds',
  {
    'hunger-of-marduk-twice': () => {
      const hm = card('102227');
      const actor = testVampire('Test Actor', { tha: 1 }, [], hm.clan[0] ?? 'Caitiff');
      const opp = testVampire('Test Opponent', {});
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 2 }], hand: [hm.name, TEST_QUICK.name] }, { ready: [{ card: opp.name, blood: 6 }] }],
        defs: [hm, actor, opp, TEST_QUICK],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'preRange' && dec(x).seat === 0);
      sc.play(hm.name, { mode: 0 });
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('rstrike').choose('none');
      sc.s = passUntil(sc.s, (x) => dec(x).kind === 'vtes.additionalStrike' || !x.combat);
      sc.play(TEST_QUICK.name);
      expect(dec(sc.s).options.map((x) => x.id)).toContain('rstrike');
      sc.choose('rstrike');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      expect(6 - sc.s.cards[o].blood).toBe(2);
      expect(sc.s.cards[a].blood).toBe(2 + 2); // both stolen blood became the vampire's
    },
    ...Object.fromEntries(
      Object.entries(AFTER).flatMap(([cid, disc]) => [
        [
          `after-combat-dodged-${cid}`,
          () => {
            const c = card(cid);
            const { sc, o } = fight([c], disc, [TEST_DODGE]);
            sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
            sc.play(c.name, { mode: 1 });
            sc.play(TEST_DODGE.name);
            sc.s = passUntil(sc.s, (x) => !x.act);
            expect(sc.s.cards[o].blood).toBe(6);
          },
        ],
        [
          `after-combat-new-combat-${cid}`,
          () => {
            const c = card(cid);
            const psyche = card('101507');
            const { sc, o } = fight([c], disc, [psyche], { cel: 2 });
            sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
            sc.play(c.name, { mode: 1 }).choose('none');
            sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'endRound' && dec(x).seat === 1));
            sc.play(psyche.name, { mode: 1 });
            sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
            expect(sc.s.combat?.round).toBe(1);
            sc.s = passUntil(sc.s, (x) => !x.act);
            expect(sc.s.cards[o].blood).toBe(6);
          },
        ],
      ]),
    ),
    'after-combat-unpreventable-100307': () => {
      const c = card('100307');
      const { sc, o } = fight([c], AFTER['100307'], [TEST_SHIELD]);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.play(c.name, { mode: 1 }).choose('none');
      sc.s = passUntil(sc.s, (x) => !x.act);
      expect(sc.s.cards[o].blood).toBe(5);
      expect(sc.s.seats[1].zones.hand.map((u) => sc.s.cards[u].cid)).toContain(TEST_SHIELD.id);
    },
    'combat-shotgun-second-copy': () => {
      const gun = card('100379');
      const actor = testVampire('Test Actor', {});
      const opp = testVampire('Test Opponent', {});
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 6, attached: [{ card: gun.name }, { card: gun.name }] }], hand: [TEST_QUICK.name] },
          { ready: [{ card: opp.name, blood: 6 }] },
        ],
        defs: [gun, actor, opp, TEST_QUICK],
      });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(opp.name, 1)}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      const guns = sc.s.cards[a].attached;
      const gunUse = (g: string) => dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(g))?.id;
      sc.choose(gunUse(guns[0])!).choose('none');
      sc.s = passUntil(sc.s, (x) => dec(x).kind === 'vtes.additionalStrike' || !x.combat);
      sc.play(TEST_QUICK.name);
      expect(gunUse(guns[0])).toBeUndefined();
      expect(gunUse(guns[1])).toBeDefined();
    },
    'target-vitals-agg': () => {
      const { sc, h } = aimFight(card('101942'), 0, [], false, [TEST_BITE]);
      aimNow(sc, h);
      sc.play(TEST_BITE.name);
      const r = apply(sc.s, dec(sc.s).seat, 'none');
      const dmg = r.events.find((e) => e.type === 'vtes.damage');
      expect([dmg?.params?.normal, dmg?.params?.agg]).toEqual([0, 3]);
    },
    'target-vitals-dodge': () => {
      const { sc, o, h } = aimFight(card('101942'), 0, [TEST_PUSH], false, [TEST_DODGE]);
      aimNow(sc, h);
      sc.play(TEST_DODGE.name).choose('none');
      expect(sc.s.cards[o].blood).toBe(6);
      // the opposing minion may still press: its press card is offered
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'press' && dec(x).seat === 1));
      expect(dec(sc.s).options.some((x) => x.id.split(':').includes(sc.uid(TEST_PUSH.name, 1, 'hand')))).toBe(true);
    },
    'target-vitals-no-press': () => {
      const tv = card('101942');
      const { sc, o, h } = aimFight(tv, 0, [TEST_PUSH]);
      aimNow(sc, h);
      sc.choose('hand').choose('none');
      expect(sc.s.cards[o].blood).toBe(3);
      // the press step: the opposing Methuselah is not asked (its press card is not offered)
      sc.s = passUntil(sc.s, (x) => !x.combat || dec(x).seat === 1);
      expect(sc.s.combat).toBeNull();
      expect(sc.s.seats[1].zones.hand.map((u) => sc.s.cards[u].cid)).toContain(TEST_PUSH.id);
    },
    'target-vitals-cancel': () => {
      const tv = card('101942');
      const { sc, o, h } = aimFight(tv, 0, [TEST_STEP, TEST_DODGE]);
      aimNow(sc, h);
      expect(dec(sc.s).seat).toBe(1);
      const discards = dec(sc.s).options.filter((x) => x.id.startsWith('d:'));
      expect(discards.length).toBe(2);
      sc.choose(discards[0].id);
      sc.choose(dec(sc.s).options.find((x) => x.id.startsWith('d:'))!.id);
      expect(sc.s.seats[1].zones.hand.map((u) => sc.s.cards[u].cid)).not.toContain(TEST_STEP.id);
      sc.choose('hand').choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      expect(sc.s.cards[o].blood).toBe(5);
      // with one combat card only, the opposing Methuselah is not asked
      const one = aimFight(tv, 0, [TEST_STEP]);
      aimNow(one.sc, one.h);
      expect(dec(one.sc.s).seat).toBe(0);
    },
    ...Object.fromEntries(
      (
        [
          ['100378', 0, { dem: 1 }],
          ['100651', 1, { obt: 2 }],
        ] as const
      ).map(([cid, mode, disc]) => [
        `torpor-strike-long-${cid}`,
        () => {
          const c = card(cid);
          const { sc, o } = fight([c], disc, [TEST_STEP]);
          sc.s = passUntil(sc.s, (x) => x.combat?.step === 'range' && dec(x).seat === 1);
          sc.play(TEST_STEP.name);
          sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
          expect(sc.s.combat?.range).toBe('long');
          sc.play(c.name, { mode }).choose('none');
          sc.s = passUntil(sc.s, (x) => !x.act);
          expect(sc.s.cards[o].zone).toBe('ready');
        },
      ]),
    ),
  },
  { describe: describe.skipIf(!haveData && !process.env.CI) as typeof describe, it, expect },
);
