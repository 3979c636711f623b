/**
 * The scenario family of a minion's own additional strikes each round (issue 29; tests only; vtes-es
 * 6.4.3, the stat `roundStrikes`: "gets an additional strike (limited) each round"). An ally of the other
 * Methuselah blocks a bleed; the acting vampire does not strike, the ally strikes with its hand, and with
 * its hand again each time an additional strike is its to make; measured: the hand strikes that landed
 * (the acting vampire's blood lost, divided by the ally's strength). With the card's effects stripped it
 * strikes once.
 */
import type { CardDef, Mode } from '../schema/effects';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

const BLEEDER = testVampire('Test Bleeder', {});

function roundStrikesCase(def: CardDef, mi: number, strength: number, life: number, n: number): FamilyCase {
  return {
    family: 'ally: additional strikes each round',
    expected: 1 + n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: BLEEDER.name, blood: 8 }] }, { ready: [{ card: def.name, blood: life, mode: mi }] }],
        defs: [def, BLEEDER],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(BLEEDER.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(def.name, 1)}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none').choose('hand');
      // only the first round: each additional strike of the ally is a hand strike
      for (;;) {
        sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1 || x.combat.step === 'extraStrike');
        if (!sc.s.combat || sc.s.combat.round > 1) break;
        sc.choose('hand');
      }
      return (8 - sc.s.cards[a].blood) / strength;
    },
  };
}

/** The family's cases of an ally whose own text gives it additional strikes each round. */
export function roundStrikeCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'library') return [];
  return def.modes.flatMap((m: Mode, mi) => {
    const ally = m.effects.find((e) => isKind(e, 'ally'));
    if (m.kind !== 'ally' || !ally || !isKind(ally, 'ally') || ally.strength < 1) return [];
    const n = m.effects.reduce(
      (k, e) => k + (isKind(e, 'mod') && e.stat === 'roundStrikes' && e.who === 'self' && !e.if && !e.per ? e.n : 0),
      0,
    );
    return n > 0 ? [roundStrikesCase(def, mi, ally.strength, ally.life, n)] : [];
  });
}
