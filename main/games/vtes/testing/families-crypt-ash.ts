/**
 * Scenario family of a vampire's own discard phase ability putting a card of the ash heap at the bottom of the library
 * (issue 30 item 1; tests only; vtes-es 8, 1.1.2; the primitive `ashToLibrary`): the vampire is ready in its
 * Methuselah's discard phase with a library card in the ash heap; the ability is used. Measured: 1 when that card is at
 * the bottom of the library.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';
import { plainEquipment } from './card-testing';

const ASHES = plainEquipment('test-ashes', 'Test Ashes');

const ashCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own discard phase ability: a card of the ash heap to the bottom of the library",
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      phase: 'discard',
      // a card in hand: the discard phase asks before it is over
      seats: [{ ready: [{ card: def.name, blood: 3 }], hand: ['Blood Doll'], ash: [ASHES.name] }, {}],
      defs: [def, ASHES],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    const g = sc.uid(ASHES.name, 0, 'ash');
    const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v));
    if (!o) throw new Error(`scenario: ${def.name} offers no discard phase use`);
    sc.choose(o.id);
    const lib = sc.s.seats[0].zones.library;
    return lib[lib.length - 1] === g ? 1 : 0;
  },
});

/** The cases of this family a vampire fits. */
export function cryptAshCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) =>
      isKind(e, 'ability') &&
      e.window === 'discard' &&
      e.who?.role === 'self' &&
      e.effects.length === 1 &&
      e.effects[0].p === 'ashToLibrary'
        ? [ashCase(def)]
        : [],
    ),
  );
}
