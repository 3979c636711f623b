/**
 * Scenario families of the convictions burned for a strike or a bleed (issue 30 item 3; tests only; imbued
 * appendix A.2, A.4; vtes-es 6.1.1, 6.4.3, 6.4.5; rules/weapon-strikes.ts): a hand strike at +1 against a
 * monster, or the strike of a weapon the imbued bears at +1, the conviction burned; a bleed at +1 as a (D)
 * action, the conviction burned only when the action succeeds (LSJ 20060421, RTR 20111202). Each fails once
 * the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { testImbued } from './imbued-scenarios';
import { TEST_CLUB } from './families-melee';

const HUNTER = testImbued('Test Hunter', 4);
const PREY = testVampire('Test Prey', {});
const MORTAL: CardDef = { ...testVampire('Test Mortal', {}), types: ['Ally'], kind: 'library', classes: ['mortal'] };

/** The imbued (bearing `def` and the club) bleeds; `blocker` of seat 1 (6 blood or life) blocks: at the imbued's strike. */
function fight(def: CardDef, blocker: CardDef, strip: boolean) {
  const sc = new Scenario({
    defs: [def, HUNTER, blocker, TEST_CLUB],
    strip: strip ? [def.name] : [],
    seats: [
      { ready: [{ card: HUNTER.name, blood: 4, attached: [{ card: def.name }, { card: TEST_CLUB.name }] }] },
      { ready: [{ card: blocker.name, blood: 6 }] },
    ],
  });
  const k = sc.uid(HUNTER.name);
  const b = sc.uid(blocker.name, 1);
  sc.choose(`min:${k}`).choose(`bleed:${k}`).choose(`block:${b}`);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.act);
  if (!sc.s.combat) throw new Error(`no combat: ${ids(sc.s).join(' ')}`);
  return { sc, k, b, c: sc.uid(def.name, 0, 'attached'), w: sc.uid(TEST_CLUB.name, 0, 'attached') };
}

/** The strike options of the conviction `c` (`use:<c>:...`), by whether they name the weapon `w`. */
function uses(sc: Scenario, c: string, w: string) {
  const o = dec(sc.s).options.filter((x) => x.id.startsWith('use:') && x.id.split(':')[1] === c);
  return { hand: o.find((x) => !x.id.includes(w)), weapon: o.find((x) => x.id.includes(w)) };
}

/**
 * Against a vampire, the conviction's strike with the club: strength 1, the club's +1, the conviction's +1.
 * Measured: 10 per blood the vampire lost, 1 when the conviction was burned.
 */
export const weaponStrikeAtPlus = (def: CardDef): FamilyCase => ({
  family: 'conviction: burned for a hand or weapon strike at +1 against a monster',
  expected: 31,
  run(strip) {
    const { sc, b, c, w } = fight(def, PREY, strip);
    const o = uses(sc, c, w).weapon;
    if (!o) return 0;
    sc.choose(o.id).choose('none');
    sc.s = passUntil(sc.s, (x) => !x.combat);
    return 10 * (6 - sc.s.cards[b].blood) + (sc.s.cards[c] && sc.s.cards[c].zone !== 'ash' ? 0 : 1);
  },
});

/**
 * Against a vampire, the conviction's hand strike (strength 1, +1); against a mortal ally it is not offered.
 * Measured: 10 per blood the vampire lost, 1 when no strike of the conviction is offered against the mortal.
 */
export const handStrikeOnlyMonsters = (def: CardDef): FamilyCase => ({
  family: 'conviction: burned for a hand or weapon strike at +1 against a monster',
  expected: 21,
  run(strip) {
    const { sc, b, c, w } = fight(def, PREY, strip);
    const o = uses(sc, c, w).hand;
    if (!o) return 0;
    sc.choose(o.id).choose('none');
    sc.s = passUntil(sc.s, (x) => !x.combat);
    const lost = 6 - sc.s.cards[b].blood;
    const m = fight(def, MORTAL, strip);
    const none = !uses(m.sc, m.c, m.w).hand && !uses(m.sc, m.c, m.w).weapon;
    return 10 * lost + (none ? 1 : 0);
  },
});

/**
 * The imbued bears the conviction and bleeds with it as a (D) action: bleed 1 and +1; the conviction is burned
 * once the bleed succeeds. Measured: 10 per pool the prey lost, 1 when the conviction is burned.
 */
export const bleedAtPlus = (def: CardDef): FamilyCase => ({
  family: 'conviction: burned to bleed at +1 as a (D) action',
  expected: 21,
  run(strip) {
    const sc = new Scenario({
      defs: [def, HUNTER, PREY],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: HUNTER.name, blood: 4, attached: [{ card: def.name }] }] },
        { pool: 30, ready: [{ card: PREY.name, blood: 4 }] },
      ],
    });
    const k = sc.uid(HUNTER.name);
    const c = sc.uid(def.name, 0, 'attached');
    sc.choose(`min:${k}`);
    const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':')[1] === c);
    if (!o) return 0;
    sc.choose(o.id);
    const still = sc.s.cards[c]?.zone === 'attached';
    sc.s = passUntil(sc.s, (x) => !x.act);
    const burned = still && sc.s.cards[c]?.zone !== 'attached';
    return 10 * (30 - sc.s.seats[1].pool) + (burned ? 1 : 0);
  },
});

export const IMBUED_STRIKE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Strike with Conviction: a hand or weapon strike at +1 against a monster, or a bleed at +1 as a (D) action
  '101886': (def) => [weaponStrikeAtPlus(def), handStrikeOnlyMonsters(def), bleedAtPlus(def)],
};
