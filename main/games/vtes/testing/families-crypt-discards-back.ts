/**
 * The scenario family of a ready vampire's text about its Methuselah's discard phase (issue 30 item 1; tests only; vtes-es
 * 8; `discardsToLibrary`, rules/discard.ts): while it is ready, the cards its Methuselah discards in a discard phase may go
 * back into the library, shuffled, as that phase ends (Rachel Brandywine). The vampire is ready, its
 * Methuselah's hand holds a Blood Doll; in the discard phase the Blood Doll is discarded and the phase ended the second
 * way. Measured: 1 when the Blood Doll is in the library again (not in the ash heap). With the effects stripped the way
 * is not offered.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

const backCase = (def: CardDef): FamilyCase => ({
  family: 'discard phase: the discarded cards back into the library',
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      phase: 'discard',
      seats: [{ ready: [{ card: def.name, blood: 3 }], hand: ['Blood Doll'], library: ["Wake with Evening's Freshness"] }, {}],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const doll = sc.uid('Blood Doll', 0, 'hand');
    sc.choose(`discard:${doll}`);
    if (!dec(sc.s).options.some((o) => o.id === 'doneLibrary')) throw new Error(`scenario: ${def.name} offers no way back`);
    sc.choose('doneLibrary');
    return sc.s.cards[doll].zone === 'library' ? 1 : 0;
  },
});

/** The cases of this family a vampire fits. */
export function cryptDiscardsBackCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.some((m) => m.kind === 'vampire' && m.effects.some((e) => isKind(e, 'discardsToLibrary'))) ? [backCase(def)] : [];
}
