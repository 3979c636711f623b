/**
 * Scenario families of the combat records a minion carries (issue 29 and 30; tests only), beside the
 * families of data/families.ts: a weapon's ranged strike (6.4.5), the optional maneuvers and presses a
 * minion gets each combat (6.4.2, 6.4.4), from its own text (a vampire), its equipment or a retainer.
 * Each is played through the engine's decisions by card names; with the card's effects stripped the
 * measure differs (no strike offered, no maneuver, no press).
 */
import type { CardDef, Effect, Mode } from '../schema/effects';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const OPPONENT = testVampire('Test Opponent', {});

/** The minion carrying the card (the vampire itself, or a test vampire with it on), in a combat it entered bleeding. */
function combatWith(def: CardDef, mi: number, strip: boolean): { sc: Scenario; a: string } {
  const own = def.kind === 'crypt';
  const m = def.modes[mi];
  const carrier = testVampire('Test Carrier', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const ready = own
    ? { card: def.name, blood: Math.min(def.capacity ?? 1, 6) }
    : { card: carrier.name, blood: 6, attached: [{ card: def.name, mode: mi }] };
  const sc = new Scenario({
    seats: [{ ready: [ready] }, { ready: [{ card: OPPONENT.name, blood: 6 }] }],
    defs: [def, carrier, OPPONENT],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(own ? def.name : carrier.name);
  sc.choose(`min:${a}`)
    .choose(`bleed:${a}`)
    .choose(`block:${sc.uid(OPPONENT.name, 1)}`);
  sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
  return { sc, a };
}

/** A weapon's ranged strike (6.4.5): the carrier strikes with it, the opponent does not strike; the blood the opponent lost. */
function weaponCase(def: CardDef, mi: number, dmg: number): FamilyCase {
  return {
    family: 'weaponStrike',
    expected: dmg,
    run(strip) {
      const { sc } = combatWith(def, mi, strip);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      const w = sc.uid(def.name);
      const o = dec(sc.s).options.find((x) => x.id.split(':').includes(w));
      if (!o) throw new Error(`scenario: ${def.name} offers no strike`);
      sc.choose(o.id).choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 6 - sc.s.cards[sc.uid(OPPONENT.name, 1)].blood;
    },
  };
}

/** The optional maneuvers a combat starts with (6.4.2): those of the first round and those of each combat. */
function maneuversCase(def: CardDef, mi: number, n: number): FamilyCase {
  return {
    family: 'maneuversEachCombat',
    expected: n,
    run(strip) {
      const { sc, a } = combatWith(def, mi, strip);
      return sc.s.combat?.optManeuvers[a] ?? 0;
    },
  };
}

/** An optional press each combat (6.4.4): nobody strikes in the first round; the carrier presses; the round the combat reaches. */
function pressesCase(def: CardDef, mi: number): FamilyCase {
  return {
    family: 'pressesEachCombat',
    expected: 2,
    run(strip) {
      const { sc } = combatWith(def, mi, strip);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none').choose('none');
      const p = dec(sc.s).options.find((o) => o.id.startsWith('optpress'));
      if (!p) throw new Error(`scenario: ${def.name} gives no press`);
      sc.choose(p.id);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1);
      return sc.s.combat?.round ?? 0;
    },
  };
}

const WHO = { vampire: 'self', equip: 'bearer', retainer: 'employer' } as const;

/** The combat-carried families a card's modes fit. */
export function combatFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    const who = WHO[m.kind as keyof typeof WHO];
    if (!who || m.if || def.reqs.length) return;
    const mods = (stat: string) =>
      m.effects.reduce((n, e: Effect) => n + (isKind(e, 'mod') && e.stat === stat && e.who === who && !e.if ? e.n : 0), 0);
    const weapon = m.effects.find((e) => isKind(e, 'attachStrength') && e.n === 0 && e.rangedDamage);
    if (m.kind === 'equip' && weapon && isKind(weapon, 'attachStrength')) out.push(weaponCase(def, mi, weapon.rangedDamage!));
    const maneuvers = mods('combatManeuvers') + mods('firstRoundManeuvers');
    if (maneuvers > 0) out.push(maneuversCase(def, mi, maneuvers));
    if (mods('combatPresses') > 0) out.push(pressesCase(def, mi));
  });
  return out;
}
