/**
 * Scenario families of vampires' own triggers on their actions and their unlock phase (issue 30 item 3, stripe c;
 * tests only; vtes-es 4, 6.1, 6.2.3): after a successful action of a kind (a hunt; a bleed of a Methuselah who
 * controls a ready titled vampire) the vampire does not unlock in its next unlock phase; after a successful
 * equip action its Methuselah draws a card, discarding down afterward; in its own unlock phase a vampire with no
 * blood gets blood from the bank. Each fails once the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { TEST_CLUB } from './families-melee';

const PLAIN = testVampire('Test Plain', {});
const PRINCE = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince' });

/** From seat 0's action on, its next minion phase (seat 1's turn passed). */
function nextOwnTurn(sc: Scenario): void {
  sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'minion', 80);
  sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'minion', 80);
}

/** The vampire takes `action` (an option prefix: `hunt`, `bleed`) with seat 1 controlling `rival`; whether it is still locked in its next minion phase. */
function lockedAfter(def: CardDef, action: string, rival: CardDef, strip: boolean): boolean {
  const sc = new Scenario({
    defs: [def, rival],
    strip: strip ? [def.name] : [],
    seats: [{ ready: [{ card: def.name, blood: 1 }] }, { ready: [{ card: rival.name, blood: 4 }] }],
  });
  const u = sc.uid(def.name);
  sc.choose(`min:${u}`).choose(`${action}:${u}`);
  sc.s = passUntil(sc.s, (x) => !x.act);
  if (!sc.s.cards[u].locked) throw new Error('the action did not lock the vampire');
  nextOwnTurn(sc);
  return sc.s.cards[u].locked;
}

/** A successful hunt: still locked at its next minion phase. Measured: 1 when locked. */
export const noUnlockAfterHunt = (def: CardDef): FamilyCase => ({
  family: 'vampire: no unlock in the next unlock phase after a successful hunt',
  expected: 1,
  run: (strip) => (lockedAfter(def, 'hunt', PLAIN, strip) ? 1 : 0),
});

/**
 * A successful bleed of a Methuselah controlling a ready prince: still locked at its next minion phase; after
 * bleeding one without a titled vampire it unlocks. Measured: 10 when locked after the first, 1 when unlocked after the other.
 */
export const noUnlockAfterBleedingTitled = (def: CardDef): FamilyCase => ({
  family: 'vampire: no unlock in the next unlock phase after bleeding a Methuselah with a ready titled vampire',
  expected: 11,
  run: (strip) => (lockedAfter(def, 'bleed', PRINCE, strip) ? 10 : 0) + (lockedAfter(def, 'bleed', PLAIN, strip) ? 0 : 1),
});

/**
 * The vampire equips with a weapon from the hand (an equip action): once it succeeds, its Methuselah draws one
 * card more and discards down. Measured: the cards that left the library (the replacement and the draw).
 */
export const drawAfterEquip = (def: CardDef): FamilyCase => ({
  family: 'vampire: a card drawn after its successful equip action (discard down afterward)',
  expected: 2,
  run(strip) {
    const sc = new Scenario({
      defs: [def, TEST_CLUB, PLAIN],
      strip: strip ? [def.name] : [],
      seats: [
        // a full hand (7): the equip is replaced, the drawn card is one too many
        { ready: [{ card: def.name, blood: 4 }], hand: Array(7).fill(TEST_CLUB.name), library: Array(5).fill(TEST_CLUB.name) },
        { ready: [{ card: PLAIN.name, blood: 4 }] },
      ],
    });
    const u = sc.uid(def.name);
    const club = sc.s.seats[0].zones.hand[0];
    const before = sc.s.seats[0].zones.library.length;
    sc.choose(`min:${u}`);
    const o = ids(sc.s).find((x) => x.split(':').includes(club));
    if (!o) throw new Error(`no equip: ${ids(sc.s).join(' ')}`);
    sc.choose(o);
    for (let i = 0; i < 30 && sc.s.act; i++) {
      const pass = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
      sc.choose(pass ?? dec(sc.s).options[0].id);
    }
    return before - sc.s.seats[0].zones.library.length;
  },
});

/**
 * In its own unlock phase the vampire with no blood gets 2 from the bank; one with blood gets none. Measured: 10
 * per blood the empty one has at its minion phase, 1 when the other still has 1.
 */
export const bloodWhenEmptyInUnlock = (def: CardDef): FamilyCase => ({
  family: 'vampire: 2 blood from the bank in its unlock phase when it has none',
  expected: 21,
  run(strip) {
    const at = (blood: number) => {
      const sc = new Scenario({
        phase: 'discard',
        active: 1,
        defs: [def, PLAIN],
        strip: strip ? [def.name] : [],
        seats: [{ ready: [{ card: def.name, blood }] }, { ready: [{ card: PLAIN.name, blood: 4 }] }],
      });
      sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'minion', 40);
      return sc.s.cards[sc.uid(def.name)].blood;
    };
    return 10 * at(0) + (at(1) === 1 ? 1 : 0);
  },
});

export const CRYPT_OWN_TRIGGER_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Danielle Diron: 2 blood in her unlock phase when she has none
  '200316': (def) => [bloodWhenEmptyInUnlock(def)],
  // Eddie Gaines: no unlock after a successful hunt
  '200400': (def) => [noUnlockAfterHunt(def)],
  // Herbert Westin: a card drawn after a successful equip action
  '200591': (def) => [drawAfterEquip(def)],
  // Lubomira Hradok: no unlock after bleeding a Methuselah with a ready titled vampire
  '200865': (def) => [noUnlockAfterBleedingTitled(def)],
};
