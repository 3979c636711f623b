/**
 * "A minion can have only one vehicle" (vtes-pl "Pojazdy"; the limit `{ oneOn: 'minion', class: 'vehicle' }`
 * of schema/schema.ts, read by core/queries.ts `withinLimits`): a minion carrying a vehicle is not offered
 * the equip action with another vehicle, while one without a vehicle is; other equipment stays playable.
 */
import { describe, expect, it } from 'vitest';
import { build, choose, ids, uid, V } from '../testing/testing';
import { testVampire } from '../testing/test-vampire';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';

const catalogDef = (cid: string) => cardDefFromDetail(officialCard(cid));
const SPORT_BIKE = catalogDef('101856');
const HAWG = catalogDef('100898');
const BASTARD_SWORD = catalogDef('100139');
const RIDER = testVampire('Rider', {});

/** The cards of the hand the rider may equip with, as its minion phase offers them. */
function equipOffers(attached: string[]): string[] {
  let s = build({
    defs: [SPORT_BIKE, HAWG, BASTARD_SWORD, RIDER],
    seats: [
      { ready: [V(RIDER.name, 5, { attached: attached.map((card) => ({ card })) })], hand: [HAWG.name, BASTARD_SWORD.name], pool: 20 },
      {},
    ],
    phase: 'minion',
  });
  const r = uid(s, RIDER.name);
  s = choose(s, `min:${r}`);
  return [HAWG.name, BASTARD_SWORD.name].filter((n) => ids(s).some((o) => o.startsWith(`card:${r}:${uid(s, n, 0, 'hand')}`)));
}

describe('one vehicle per minion', () => {
  it('a minion with no vehicle may equip with a vehicle', () => {
    expect(equipOffers([])).toEqual([HAWG.name, BASTARD_SWORD.name]);
  });

  it('a minion carrying a vehicle is not offered another vehicle, only other equipment', () => {
    expect(equipOffers([SPORT_BIKE.name])).toEqual([BASTARD_SWORD.name]);
  });

  it('a weapon carried does not count as a vehicle', () => {
    expect(equipOffers([BASTARD_SWORD.name])).toEqual([HAWG.name, BASTARD_SWORD.name]);
  });
});
