/**
 * Scenario families of the imbued reactions that answer a monster of the predator or the prey (issue 30 item 3;
 * tests only; imbued appendix A.2, A.4; vtes-es 1.6.1.1, 6.1.1, 6.2.2.1): a bleed of a monster of the predator
 * redirected to the predator's predator, the reacting imbued locked; an action card of a monster of the predator
 * or the prey cancelled as it is played (no cost paid, the monster not locked, that card barred to it for the turn),
 * the reacting imbued locked. The conviction cost is paid with a conviction of the imbued. Each fails once the
 * card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { TEST_CONVICTION, testImbued } from './imbued-scenarios';
import { TEST_RUSH } from './test-library-cards';

const SEER = testImbued('Test Seer', 4, []);
const SEER_VIZ: CardDef = { ...SEER, disc: { viz: 1 } };
const BLEEDER = testVampire('Test Bleeder', {});

/**
 * Three Methuselahs: seat 0's vampire bleeds seat 1, whose imbued (Vision, one conviction) reacts after blocks are
 * declined and redirects the bleed to seat 2 (seat 1's predator's predator). Measured: 100 when seat 1 loses no
 * pool, 10 per pool seat 2 loses, 1 when the imbued is locked and its conviction burned.
 */
export const redirectToPredatorsPredator = (def: CardDef): FamilyCase => ({
  family: "imbued reaction: a predator's monster's bleed redirected to the predator's predator",
  expected: 111,
  run(strip) {
    const sc = new Scenario({
      defs: [def, SEER_VIZ, BLEEDER, TEST_CONVICTION],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: BLEEDER.name, blood: 4 }] },
        { pool: 20, ready: [{ card: SEER_VIZ.name, blood: 4, attached: [{ card: TEST_CONVICTION.name }] }], hand: [def.name] },
        { pool: 20 },
      ],
    });
    const a = sc.uid(BLEEDER.name);
    const k = sc.uid(SEER_VIZ.name, 1);
    const h = sc.uid(def.name, 1, 'hand');
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 1 && ids(x).some((o) => o.split(':').includes(h))));
    const o = sc.s.act ? ids(sc.s).find((x) => x.split(':').includes(h)) : undefined;
    if (!o) return 0;
    sc.choose(o);
    sc.s = passUntil(sc.s, (x) => !x.act);
    const c = sc.s.cards[k];
    return (sc.s.seats[1].pool === 20 ? 100 : 0) + 10 * (20 - sc.s.seats[2].pool) + (c.locked && c.attached.length === 0 ? 1 : 0);
  },
});

/**
 * Seat 0's vampire (seat 1's predator) plays an action card entering combat with seat 1's imbued; the imbued
 * cancels it as it is played. Measured: 100 when the card is in the ash heap with no combat and the vampire
 * unlocked with its blood, 10 when the imbued is locked and its conviction burned, 1 when the same card (a
 * second copy) is not offered to the vampire again this turn.
 */
export const cancelActionCard = (def: CardDef): FamilyCase => ({
  family: "imbued reaction: a predator's or prey's monster's action card cancelled as played, not again this turn",
  expected: 111,
  run(strip) {
    const rush: CardDef = { ...TEST_RUSH, blood: 1 };
    const sc = new Scenario({
      defs: [def, SEER_VIZ, BLEEDER, rush, TEST_CONVICTION],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: BLEEDER.name, blood: 4 }], hand: [rush.name, rush.name] },
        { ready: [{ card: SEER_VIZ.name, blood: 4, attached: [{ card: TEST_CONVICTION.name }] }], hand: [def.name] },
      ],
    });
    const a = sc.uid(BLEEDER.name);
    const k = sc.uid(SEER_VIZ.name, 1);
    const h = sc.uid(def.name, 1, 'hand');
    const [r1, r2] = sc.s.seats[0].zones.hand;
    sc.choose(`min:${a}`);
    const play = ids(sc.s).find((x) => x.split(':').includes(r1));
    if (!play) throw new Error(`no play: ${ids(sc.s).join(' ')}`);
    sc.choose(play);
    const t = ids(sc.s).find((x) => x.split(':').includes(k));
    if (t && dec(sc.s).seat === 0) sc.choose(t);
    const cancel = dec(sc.s).seat === 1 ? ids(sc.s).find((x) => x.split(':').includes(h)) : undefined;
    if (!cancel) return 0;
    sc.choose(cancel);
    sc.s = passUntil(sc.s, (x) => dec(x).seat === 0 && x.phase === 'minion' && !x.act && !x.cancelWin);
    const v = sc.s.cards[a];
    const gone = sc.s.cards[r1].zone === 'ash' && !sc.s.combat && !v.locked && v.blood === 4;
    const kin = sc.s.cards[k];
    if (!sc.s.act && ids(sc.s).includes(`min:${a}`)) sc.choose(`min:${a}`);
    const again = ids(sc.s).some((x) => x.split(':').includes(r2));
    return (gone ? 100 : 0) + (kin.locked && kin.attached.length === 0 ? 10 : 0) + (again ? 0 : 1);
  },
});

export const IMBUED_DETERMINE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Determine: a predator's monster's bleed to the predator's predator, or a monster's action card cancelled as played
  '100534': (def) => [redirectToPredatorsPredator(def), cancelActionCard(def)],
};
