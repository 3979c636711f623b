/**
 * Scenarios of the combat cards that are weapons or take weapons (issue 29; tests only; vtes-es 6.4.3, 6.4.5, 6.4.6):
 * - a strike that steals a weapon only (`strike { s: 'stealEquipment', weapons }`, Fast Hands): `stealWeapon`, seat 0's
 *   test actor (6 blood) bleeds, seat 1's test opponent (6 blood, a 2R test gun and a stealth trinket) blocks; at close
 *   range the actor strikes with the card and the opponent with its gun: 1 when the gun ends on the actor, plus 10 per
 *   blood the actor lost (the card's cost, and the gun's 2 unless the steal is a first strike), plus 100 when the card is offered against an
 *   opponent bearing the trinket only (RTR 19980928: no weapon to steal).
 * - a combat card that becomes a weapon on its minion (`becomesEquipment`, `attach`): Weighted Walking Stick's
 *   `wornWeapon` (played before range in the first round with 5 counters, a strike at strength+1 that burns a counter
 *   per damage inflicted: 10 × the opponent's blood lost + the counters left, + 1000 when it is not equipment there,
 *   + 100 when offered again in the second round) and `wornOut` (1 counter left: the whole damage lands and the card
 *   burns, ANK 20201229-2); Zip Gun's `bearerHurt` (played before range, a 1R gun with an optional maneuver each
 *   combat whose bearer takes 1 damage when striking with it, once each combat: two rounds, 10 × the opponent's blood
 *   lost + the actor's, + 100 when the actor is offered its maneuver).
 * - a prevention by the damage's source (`prevent { n, gun }`, Kevlar Vest): `gunPrevent`, the actor bears the card;
 *   10 × the blood it loses to the opponent's 2R gun strike (all prevented) + the blood it loses to the opponent's hand
 *   strike at strength 2 (1 prevented).
 */
import type { CardDef, Effect, Mode } from '../schema/effects';
import { isEquipmentOn } from '../core/state';
import { dec, ids, passUntil, type CardSpec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testGun, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

const GUN = testGun(2);

/** An equipment that is no weapon (+1 stealth). */
const TRINKET: CardDef = {
  id: 'test-trinket',
  name: 'Test Trinket',
  kind: 'library',
  types: ['Equipment'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'equip', conditions: [], effects: [{ e: 'mod', stat: 'stealth', n: 1, who: 'bearer' }] }],
  automation: 'full',
};

interface FightOpts {
  /** The actor's strength (1). */
  str?: number;
  /** The actor gets an optional press each combat. */
  presses?: boolean;
  /** The opponent's equipment. */
  oppGear?: CardDef[];
  /** Cards on the actor. */
  onActor?: CardSpec[];
}

/** Seat 0's test actor (6 blood, the mode's Disciplines, holding `def`) bleeds; seat 1's test opponent (6 blood) blocks. */
function fight(def: CardDef, m: Mode, strip: boolean, o: FightOpts = {}) {
  const own: Effect[] = [
    ...((o.str ?? 1) > 1 ? [{ e: 'mod' as const, stat: 'strength' as const, n: (o.str ?? 1) - 1, who: 'self' as const }] : []),
    ...(o.presses ? [{ e: 'mod' as const, stat: 'combatPresses' as const, n: 1, who: 'self' as const }] : []),
  ];
  const actor = testVampire('Test Actor', discsOf(m), own);
  const opp = testVampire('Test Opponent', {});
  const gear = o.oppGear ?? [];
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6, attached: o.onActor ?? [] }], hand: [def.name] },
      { ready: [{ card: opp.name, blood: 6, attached: gear.map((g) => ({ card: g.name })) }] },
    ],
    defs: [def, actor, opp, ...gear],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const op = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${op}`);
  return { sc, a, o: op };
}

/** Whether seat 0 is offered the card (its copy in hand) now. */
const offered = (sc: Scenario, def: CardDef) => {
  if (!sc.s.combat || dec(sc.s).seat !== 0) return false;
  const c = sc.uid(def.name, 0, 'hand');
  return dec(sc.s).options.some((x) => x.id.split(':').includes(c));
};

/** The end of the round's strikes and damage (the press step, or the combat over). */
const toPress = (sc: Scenario) => {
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press' || x.combat.step === 'endRound');
};

/** Fast Hands: the gun stolen (1), 10 per blood the actor lost (the card's 1, the gun's 2 unless first), 100 when offered against a trinket alone. */
function stealWeaponCase(def: CardDef, mi: number, first: boolean): FamilyCase {
  const m = def.modes[mi];
  return {
    family: 'stealWeapon',
    expected: first ? 11 : 31,
    run(strip) {
      const bare = fight(def, m, strip, { oppGear: [TRINKET] });
      bare.sc.s = passUntil(bare.sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      const outside = offered(bare.sc, def) ? 100 : 0;
      const { sc, a, o } = fight(def, m, strip, { oppGear: [GUN, TRINKET] });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      sc.play(def.name, { mode: mi });
      const gun = sc.uid(GUN.name, 1, 'attached');
      sc.choose(`ranged:${gun}`);
      toPress(sc);
      const stolen = sc.s.cards[gun].host === a && sc.s.cards[sc.uid(TRINKET.name, 1, 'attached')].host === o ? 1 : 0;
      return stolen + 10 * (6 - sc.s.cards[a].blood) + outside;
    },
  };
}

/** The use option of the weapon's strike on the actor. */
const weaponUse = (sc: Scenario, w: string) => ids(sc.s).find((x) => x.startsWith(`use:${w}:`));

/** Weighted Walking Stick played before range: its strike at strength 2 + 1 (3 damage, 3 counters burned). */
function wornWeaponCase(def: CardDef): FamilyCase {
  const m = def.modes[0];
  return {
    family: 'wornWeapon',
    expected: 32,
    run(strip) {
      const { sc, a, o } = fight(def, m, strip, { str: 2, presses: true });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'preRange');
      sc.play(def.name);
      const w = sc.uid(def.name, 0);
      const equip = sc.s.cards[w].host === a && isEquipmentOn(sc.s, w) ? 0 : 1000;
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      sc.choose(weaponUse(sc, w) ?? 'hand').choose('none');
      toPress(sc);
      const lost = 6 - sc.s.cards[o].blood;
      const left = sc.s.cards[w].blood;
      // a second copy is not offered in the second round (nor on a minion bearing one)
      let again = 0;
      if (sc.s.combat?.step === 'press' && ids(sc.s).includes('optpress')) {
        sc.choose('optpress');
        sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'preRange' || x.combat.round === 2);
        sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'preRange' || x.combat.step === 'range');
        if (sc.s.combat?.round === 2 && sc.s.combat.step === 'preRange' && offered(sc, def)) again = 100;
      }
      return 10 * lost + left + equip + again;
    },
  };
}

/** Weighted Walking Stick on the actor with 1 counter: its 2 damage lands whole, then it burns (21). */
function wornOutCase(def: CardDef): FamilyCase {
  const m = def.modes[0];
  return {
    family: 'wornOut',
    expected: 21,
    run(strip) {
      const { sc, o } = fight(def, m, strip, { onActor: [{ card: def.name, blood: 1, mode: 0 }] });
      const w = sc.uid(def.name, 0, 'attached');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      sc.choose(weaponUse(sc, w) ?? 'hand').choose('none');
      toPress(sc);
      return 10 * (6 - sc.s.cards[o].blood) + (sc.s.cards[w].zone === 'ash' ? 1 : 0);
    },
  };
}

/** Zip Gun: two rounds of its 1R strike (the opponent loses 2), its bearer hurt once (1); 100 for its maneuver. */
function bearerHurtCase(def: CardDef): FamilyCase {
  const m = def.modes[0];
  return {
    family: 'bearerHurt',
    expected: 121,
    run(strip) {
      const { sc, a, o } = fight(def, m, strip, { presses: true });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'preRange');
      sc.play(def.name);
      const g = sc.uid(def.name, 0);
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'range' && dec(x).seat === 0) || x.combat.step === 'strikeA');
      const moves = sc.s.combat?.step === 'range' && ids(sc.s).includes('optman') ? 100 : 0;
      for (let round = 1; round <= 2; round++) {
        sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
        if (!sc.s.combat) break;
        sc.choose(ids(sc.s).includes(`ranged:${g}`) ? `ranged:${g}` : 'none').choose('none');
        toPress(sc);
        if (round === 1 && sc.s.combat?.step === 'press' && dec(sc.s).seat === 0 && ids(sc.s).includes('optpress')) sc.choose('optpress');
      }
      return 10 * (6 - sc.s.cards[o].blood) + (6 - sc.s.cards[a].blood) + moves;
    },
  };
}

/** The blood the actor bearing the card loses to the opponent's strike (`gun`: its 2R gun, else a hand strike at 2), using the card. */
function gunPreventLoss(def: CardDef, strip: boolean, gun: boolean): number {
  const strong: CardDef = testVampire('Test Opponent', {}, [{ e: 'mod', stat: 'strength', n: 1, who: 'self' }]);
  const actor = testVampire('Test Actor', {});
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6, attached: [{ card: def.name }] }] },
      { ready: [{ card: strong.name, blood: 6, attached: gun ? [{ card: GUN.name }] : [] }] },
    ],
    defs: [def, actor, strong, GUN],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(strong.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
  sc.choose('none').choose(gun ? `ranged:${sc.uid(GUN.name, 1, 'attached')}` : 'hand');
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'prevent');
  const vest = `static:${sc.uid(def.name, 0, 'attached')}`;
  if (ids(sc.s).includes(vest)) sc.choose(vest);
  toPress(sc);
  return 6 - sc.s.cards[a].blood;
}

function gunPreventCase(def: CardDef): FamilyCase {
  return {
    family: 'gunPrevent',
    expected: 1,
    run: (strip) => 10 * gunPreventLoss(def, strip, true) + gunPreventLoss(def, strip, false),
  };
}

/** Scenarios of the cards of this family, by official id. */
export const COMBAT_WEAPON_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Fast Hands: [cel] steal weapon, [CEL] with first strike
  '100704': (def) => [stealWeaponCase(def, 0, false), stealWeaponCase(def, 1, true)],
  // Weighted Walking Stick
  '102169': (def) => [wornWeaponCase(def), wornOutCase(def)],
  // Zip Gun
  '102208': (def) => [bearerHurtCase(def)],
  // Kevlar Vest
  '101040': (def) => [gunPreventCase(def)],
};
