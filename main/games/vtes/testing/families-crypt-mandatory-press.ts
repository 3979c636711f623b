/**
 * The scenario family of a vampire's mandatory press (issue 30 item 1; tests only; the rule: rules/mandatory-press.ts,
 * vtes-es 6.4.4): `{ e: 'mod', stat: 'mandatoryPresses', n, who: 'self' }` (Adrino Manauara: one press each combat that
 * he must use, only to continue). The vampire bleeds and a test vampire blocks; neither strikes. Measured: 1 when, in
 * the first round's press step, the vampire is offered only the press to continue; 10 when the combat then reaches a
 * second round; 100 when, its press spent, the combat ends after the second round. With the effects stripped no press
 * is offered and the combat ends after the first round.
 */
import { COMBAT_OPTIONS } from '../../../common/vtes-options';
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const FOE = testVampire('Test Pressed Foe', {});

function mandatoryCase(def: CardDef): FamilyCase {
  return {
    family: "vampire's own mandatory press each combat, only to continue",
    expected: 111,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: FOE.name, blood: 6 }] }],
        defs: [def, FOE],
        strip: strip ? [def.name] : [],
      });
      const me = sc.uid(def.name, 0);
      const foe = sc.uid(FOE.name, 1);
      const block = `block:${foe}`;
      sc.choose(`min:${me}`).choose(`bleed:${me}`);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(block));
      sc.choose(block);
      const press = COMBAT_OPTIONS.encode('optpress', {});
      let out = 0;
      for (let round = 1; round <= 2; round++) {
        sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.combat);
        if (!sc.s.combat) break;
        if (round === 2) out += 10;
        sc.choose('none');
        sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeB');
        sc.choose('none');
        // the press step: the vampire (the acting minion) is asked first
        sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'press' && dec(x).seat === 0) || x.combat.round > round);
        if (round === 1 && sc.s.combat?.step === 'press' && dec(sc.s).seat === 0) {
          const offered = ids(sc.s);
          if (offered.length === 1 && offered[0] === press) out += 1;
          sc.choose(offered[0]);
        }
      }
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 2 || x.combat.step === 'strikeA');
      if (out >= 10 && !sc.s.combat) out += 100;
      return out;
    },
  };
}

/** The cases of this family a vampire fits: its own `mandatoryPresses` with no Condition. */
export function cryptMandatoryPressCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const own = def.modes
    .flatMap((m) => m.effects)
    .some((e) => isKind(e, 'mod') && e.stat === 'mandatoryPresses' && e.who === 'self' && !e.if);
  return own ? [mandatoryCase(def)] : [];
}
