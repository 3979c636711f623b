/**
 * The rulings suite (rulings.ts), cards acting at the end of the turn, on events and in the phase
 * windows (issue 27 item 5): each entry of the area is checked by the scenario of the same key, played
 * with the card's reviewed data (the catalog join) and test cards holding exactly what it needs.
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
import { PLAIN_GEAR } from './turn-scenarios';
import { plainEquipment } from './card-testing';
import { farBlock } from './families-crypt-block';
import { seatView } from '../view/seatview';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
/** A catalog card as the set-up plays it (its reviewed entry). */
function card(name: string): CardDef {
  const c = cards.find((x) => x.name === name);
  if (!c) throw new Error(`no card ${name}`);
  const d = cardDefFromDetail(c);
  expect(d.automation, name).toBe('full');
  return d;
}

const ACTOR = testVampire('Test Actor', {});
const NOS = testVampire('Test Sewer Rat', {}, [], 'Nosferatu');
const OTHER = testVampire('Test Other', {});

/** Dónal O'Connor bleeds and a vampire of `blood` blood blocks him: whether combat began, and that blocker's blood then. */
function donalBlocked(blood: number): [boolean, number] {
  const donal = card("Dónal O'Connor");
  const sc = new Scenario({
    seats: [{ ready: [{ card: donal.name, blood: 4 }] }, { ready: [{ card: OTHER.name, blood }] }],
    defs: [donal, OTHER],
  });
  const d = sc.uid(donal.name);
  const b = sc.uid(OTHER.name, 1);
  sc.choose(`min:${d}`).choose(`bleed:${d}`).choose(`block:${b}`);
  sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
  return [!!sc.s.combat, sc.s.cards[b].blood];
}

rulingsSuite(
  'turn',
  {
    'ennoia-either-clan': () => {
      const theater = card("Ennoia's Theater");
      const offered = (clan: string) => {
        const v = testVampire('Test Clansman', {}, [], clan);
        const sc = new Scenario({
          phase: 'master',
          seats: [{ ready: [{ card: v.name, blood: 3 }], hand: [theater.name] }, {}],
          defs: [theater, v],
        });
        return ids(sc.s).includes(`m:${sc.uid(theater.name, 0, 'hand')}`);
      };
      expect([offered('Gangrel'), offered('Gangrel antitribu'), offered('Caitiff')]).toEqual([true, true, false]);
      const waiting = testVampire('Test Waiting', {});
      const gangrel = testVampire('Test Gangrel', {}, [], 'Gangrel');
      const sc = new Scenario({
        phase: 'influence',
        seats: [{ ready: [{ card: gangrel.name, blood: 3 }], play: [theater.name], uncontrolled: [{ card: waiting.name, blood: 0 }] }, {}],
        defs: [theater, gangrel, waiting],
      });
      const t = sc.uid(theater.name, 0, 'play');
      const w = sc.uid(waiting.name, 0, 'uncontrolled');
      const spend = ids(sc.s).find((o) => o.split(':').includes(w) && !o.startsWith('use:'));
      expect(spend).toBeDefined();
      sc.choose(spend!);
      const left = sc.s.turnFlags.transfers;
      sc.s = passUntil(sc.s, (x) => ids(x).some((o) => o.startsWith('use:') && o.split(':').includes(t)) || x.phase !== 'influence');
      sc.choose(ids(sc.s).find((o) => o.startsWith('use:') && o.split(':').includes(t))!);
      expect(sc.s.turnFlags.transfers).toBe(left + 1);
    },
    'leather-jacket-prevent': () => {
      const jacket = card('Leather Jacket');
      const brute = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);
      /** Seat 0's bearer bleeds, seat 1's brute blocks; both strike (`strike`: the brute's choice); at the bearer's prevention, if any. */
      const fight = (strike: string) => {
        const sc = new Scenario({
          seats: [
            { ready: [{ card: ACTOR.name, blood: 6, attached: [{ card: jacket.name }] }] },
            { ready: [{ card: brute.name, blood: 6 }] },
          ],
          defs: [jacket, ACTOR, brute],
        });
        const a = sc.uid(ACTOR.name);
        sc.choose(`min:${a}`)
          .choose(`bleed:${a}`)
          .choose(`block:${sc.uid(brute.name, 1)}`);
        sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
        sc.choose('hand').choose(strike);
        return { sc, a, j: sc.uid(jacket.name) };
      };
      const hit = fight('hand');
      const use = ids(hit.sc.s).find((o) => o.split(':').includes(hit.j));
      expect(use).toBeDefined();
      hit.sc.choose(use!);
      hit.sc.s = passUntil(hit.sc.s, (x) => !x.combat);
      expect([hit.sc.s.cards[hit.a].blood, hit.sc.s.cards[hit.j].zone]).toEqual([6, 'ash']);
      // the brute does not strike: nothing to prevent, never offered until the combat ends
      const missed = fight('none');
      let offered = false;
      missed.sc.s = passUntil(missed.sc.s, (x) => {
        offered ||= ids(x).some((o) => o.split(':').includes(missed.j));
        return !x.combat;
      });
      expect([offered, missed.sc.s.cards[missed.j].zone]).toEqual([false, 'attached']);
    },
    'nra-pac-not-before-it': () => {
      const pac = card('NRA PAC');
      const sc = new Scenario({
        seats: [
          { ready: [{ card: ACTOR.name, blood: 4 }], hand: [PLAIN_GEAR.name, pac.name, PLAIN_GEAR.name] },
          { ready: [{ card: OTHER.name, blood: 4 }] },
        ],
        defs: [pac, ACTOR, PLAIN_GEAR, OTHER],
      });
      const a = sc.uid(ACTOR.name);
      const p = sc.uid(pac.name, 0, 'hand');
      sc.play(PLAIN_GEAR.name, { by: ACTOR.name });
      sc.s = passUntil(sc.s, (x) => x.phase === 'discard');
      sc.choose(`event:${p}`);
      expect([sc.s.cards[p].zone, sc.s.manualSeat]).toEqual(['play', null]);
      sc.s = passUntil(sc.s, (x) => x.active !== 0, 80);
      // the equip action came before the event: no unlock
      expect(sc.s.cards[a].locked).toBe(true);
      // two turns later (seat 1 passed its turn), the same minion equips again and unlocks at the end of the turn
      sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'minion', 120);
      sc.play(PLAIN_GEAR.name, { by: ACTOR.name });
      sc.s = passUntil(sc.s, (x) => !x.act);
      expect(sc.s.cards[a].locked).toBe(true);
      sc.s = passUntil(sc.s, (x) => x.active !== 0, 80);
      expect(sc.s.cards[a].locked).toBe(false);
    },
    'waste-management-draw': () => {
      const wmo = card('Waste Management Operation');
      const other = plainEquipment('test-other-gear', 'Test Other Gear');
      const sc = new Scenario({
        phase: 'discard',
        seats: [{ play: [wmo.name], hand: ['Blood Doll'], library: [], ash: [PLAIN_GEAR.name, other.name] }, {}],
        defs: [wmo, PLAIN_GEAR, other],
      });
      const w = sc.uid(wmo.name, 0, 'play');
      const g = sc.uid(other.name, 0, 'ash');
      sc.choose(ids(sc.s).find((o) => o.startsWith('use:') && o.split(':').includes(w))!);
      // two library cards in the ash heap: its player picks one
      sc.choose(ids(sc.s).find((o) => o.split(':').includes(g))!);
      expect(sc.s.seats[0].zones.hand).toContain(g);
      expect(sc.s.seats[0].zones.library).toEqual([]);
      expect(sc.s.seats[0].zones.ash).toEqual([sc.uid(PLAIN_GEAR.name, 0, 'ash')]);
      // a crypt card in the ash heap does not go to the library: with only a burned vampire there, no use
      const burned = new Scenario({
        phase: 'discard',
        seats: [{ play: [wmo.name], hand: ['Blood Doll'], ash: [ACTOR.name] }, {}],
        defs: [wmo, ACTOR],
      });
      const u = burned.uid(wmo.name, 0, 'play');
      expect(ids(burned.s).some((o) => o.startsWith('use:') && o.split(':').includes(u))).toBe(false);
    },
    'effective-management-empty-crypt': () => {
      const em = card('Effective Management');
      const offered = (crypt: string[]) => {
        const sc = new Scenario({
          phase: 'master',
          seats: [{ ready: [{ card: ACTOR.name, blood: 4 }], hand: [em.name], crypt }, {}],
          defs: [em, ACTOR, OTHER],
        });
        return ids(sc.s).includes(`m:${sc.uid(em.name, 0, 'hand')}`);
      };
      expect([offered([OTHER.name]), offered([])]).toEqual([true, false]);
    },
    'kindred-intelligence-empty-crypt': () => {
      const ki = card('Kindred Intelligence');
      const offered = (crypt: string[]) => {
        const sc = new Scenario({ seats: [{ ready: [{ card: NOS.name, blood: 4 }], hand: [ki.name], crypt }, {}], defs: [ki, NOS, OTHER] });
        sc.choose(`min:${sc.uid(NOS.name)}`);
        return dec(sc.s).options.some((o) => o.id.split(':').includes(sc.uid(ki.name, 0, 'hand')));
      };
      expect([offered([OTHER.name]), offered([])]).toEqual([true, false]);
    },
    'donal-blocker-burns-on-block': () => expect(donalBlocked(3)).toEqual([true, 2]),
    'donal-empty-blocker': () => expect(donalBlocked(0)).toEqual([true, 0]),
    'anneke-other-requirements': () => {
      const anneke = card('Anneke');
      expect([farBlock(anneke, false), farBlock(anneke, false, true)]).toEqual([11, 0]);
    },
    'tho-replacement-unseen': () => {
      const tho = card('Le Dinh Tho');
      const sc = new Scenario({
        seats: [{ ready: [{ card: tho.name, blood: 3 }] }, {}, { hand: ['Blood Doll', 'Blood Doll'] }],
        defs: [tho],
      });
      const v = sc.uid(tho.name);
      sc.choose(`min:${v}`);
      sc.choose(dec(sc.s).options.find((x) => x.id.startsWith(`useAt:${v}:`) && x.id.endsWith(':2'))!.id);
      sc.s = passUntil(sc.s, (x) => dec(x).options.some((y) => y.id.startsWith('d:')));
      sc.choose(dec(sc.s).options.find((y) => y.id.startsWith('d:'))!.id);
      sc.s = passUntil(sc.s, (x) => !x.act);
      const view = seatView(sc.s, 0).seats[2];
      expect([view.handCount, view.openHand, sc.s.seats[2].zones.ash.length]).toEqual([7, undefined, 1]);
    },
  },
  { describe: describe.skipIf(!haveData && !process.env.CI) as typeof describe, it, expect },
);
