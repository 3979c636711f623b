/**
 * The scenario family of a vampire that cannot receive any title (issue 30 item 1; tests only; vtes-es 10, 11; the
 * effect `noTitles`, core/titles.ts): Lena Rowe. Its Methuselah holds a test action card giving its acting vampire a
 * title (a baron's title card, no requirement); the vampire is chosen to act. Measured: 1 when that card's action is
 * not offered to it. Stripped, it is offered.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase } from './test-vampire';

/** An action card whose success puts a title card on the acting vampire. */
const TEST_TITLE: CardDef = {
  id: 'test-title-card',
  name: 'Test Title Card',
  kind: 'library',
  types: ['Action'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'action', conditions: [], effects: [{ e: 'titleCard', title: 'baron', city: 'Test City' }] }],
  automation: 'full',
};

const noTitlesCase = (def: CardDef): FamilyCase => ({
  family: 'vampire: cannot receive any title',
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 3 }], hand: [TEST_TITLE.name] }, {}],
      defs: [def, TEST_TITLE],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    const card = sc.uid(TEST_TITLE.name, 0, 'hand');
    sc.choose(`min:${v}`);
    return dec(sc.s).options.some((o) => o.id.split(':').includes(card)) ? 0 : 1;
  },
});

/** The cases of this family a vampire fits. */
export function cryptNoTitlesCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.some((m) => m.effects.some((e) => isKind(e, 'noTitles'))) ? [noTitlesCase(def)] : [];
}
