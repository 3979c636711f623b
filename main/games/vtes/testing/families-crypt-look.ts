/**
 * The scenario family of a vampire's own unlock phase look at a card of the prey's uncontrolled region (issue 30 item 1;
 * tests only; vtes-es 1.1.2, 4; the primitive `lookUncontrolled`, vocab/prims/look-uncontrolled.ts): Harrod. The prey
 * has two test vampires in its uncontrolled region; in the unlock phase the vampire's use is taken and the second card
 * chosen. Measured: 1 when a log line visible to the vampire's Methuselah alone names that card (and nothing moved).
 * Stripped, no use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { apply } from '../rules/kernel';
import { dec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const FIRST = testVampire('Test Waiting First', {});
const SECOND = testVampire('Test Waiting Second', {});

const lookCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own unlock phase look at the prey's uncontrolled region",
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      phase: 'unlock',
      seats: [
        { ready: [{ card: def.name, blood: 3 }] },
        {
          uncontrolled: [
            { card: FIRST.name, blood: 0 },
            { card: SECOND.name, blood: 0 },
          ],
        },
      ],
      defs: [def, FIRST, SECOND],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    const second = sc.uid(SECOND.name, 1, 'uncontrolled');
    const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v));
    if (!o) return 0;
    sc.choose(o.id);
    const pick = dec(sc.s).options.find((x) => x.params?.uid === second);
    if (!pick) return 0;
    const r = apply(sc.s, 0, pick.id);
    const seen = r.events.find((e) => e.type === 'vtes.uncontrolledSeen');
    const only = seen?.visibleTo?.length === 1 && seen.visibleTo[0] === 0 && seen.params?.name === SECOND.name;
    return only && r.state.cards[second].zone === 'uncontrolled' ? 1 : 0;
  },
});

/** The cases of this family a vampire fits. */
export function cryptLookCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const own = def.modes.some((m) =>
    m.effects.some(
      (e) => isKind(e, 'ability') && (e as Ability).window === 'unlock' && (e as Ability).effects.some((p) => p.p === 'lookUncontrolled'),
    ),
  );
  return own ? [lookCase(def)] : [];
}
