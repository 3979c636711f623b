/**
 * The scenario family of a vampire's own text as it enters play in its Methuselah's influence phase (issue 30 item 1;
 * tests only; the rules: vocab/triggers.ts `runEnterTriggers` from rules/influence.ts, vtes-es 7, 11): a `vtes.enters`
 * trigger whose primitives are `chooseCircle` (the vampire joins the Blood Brother circle its Methuselah picks) and
 * `drawCrypt` (New Blood: "choose any circle and draw 1 card from your crypt"). The vampire is moved from the
 * uncontrolled region to the ready region; the circle picked is Kiev. Measured: the vampire in the Kiev circle (10),
 * the crypt cards drawn to the uncontrolled region (1 each). With the effects stripped: no pick, no draw.
 */
import { INFLUENCE_OPTIONS, PICK_OPTIONS } from '../../../common/vtes-options';
import type { CardDef } from '../schema/effects';
import type { Trigger } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const DRAWN = testVampire('Test Circle Heir', {});

function circleCase(def: CardDef, t: Trigger): FamilyCase {
  const draws = t.effects.reduce((a, p) => a + (p.p === 'drawCrypt' ? p.n : 0), 0);
  const circle = t.effects.some((p) => p.p === 'chooseCircle');
  return {
    family: 'as it enters play in the influence phase: a circle chosen, crypt cards drawn',
    expected: (circle ? 10 : 0) + draws,
    run(strip) {
      const sc = new Scenario({
        phase: 'influence',
        seats: [{ uncontrolled: [{ card: def.name, blood: def.capacity ?? 1 }], crypt: [DRAWN.name, DRAWN.name, DRAWN.name] }, {}],
        defs: [def, DRAWN],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name, 0, 'uncontrolled');
      sc.choose(INFLUENCE_OPTIONS.encode('influence', { vampire: v }));
      const kiev = PICK_OPTIONS.encode('circle', { circle: 'kiev' });
      if (dec(sc.s).options.some((o) => o.id === kiev)) sc.choose(kiev);
      const drawn = sc.s.seats[0].zones.uncontrolled.filter((u) => sc.s.cards[u].cid === DRAWN.id).length;
      return (sc.s.cards[v].circle === 'kiev' ? 10 : 0) + drawn;
    },
  };
}

/** The cases of this family a vampire fits: its own enter trigger of these primitives only. */
export function cryptCircleCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter(
      (e): e is Trigger =>
        isKind(e, 'on') && e.event === 'vtes.enters' && !e.if && e.effects.every((p) => p.p === 'chooseCircle' || p.p === 'drawCrypt'),
    )
    .map((t) => circleCase(def, t));
}
