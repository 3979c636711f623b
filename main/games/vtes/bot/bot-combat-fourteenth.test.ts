/**
 * The heuristic bot and the fourteenth session's combat records (issue 29, h-combat): it plays a card of the window
 * "as the opposing vampire is going to torpor" (Decapitate [POT], Amaranth: rules/torpor-window.ts), takes the additional
 * strike that can only be a dodge (Wind Dance [THA]: rules/extra-as.ts), and burns blood for Lightning Reflexes' strikes.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { dec } from '../testing/testing';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { atTorporWindow } from '../testing/families-torpor-window';
import { atExtraAs } from '../testing/families-extra-as';
import type { VtesState } from '../core/state';

const pick = (s: VtesState) => {
  const d = dec(s);
  return vtesHeuristicBot.choose(seatView(s, d.seat), d, new RngCursor(seedRng('bot-test')));
};

describe('V:TES heuristic bot: the fourteenth session combat records', () => {
  it.each([
    ['100511', 1],
    ['100043', 0],
  ])('plays card %s as the opposing vampire is going to torpor', (cid, mi) => {
    const def = cardDefFromDetail(officialCard(cid));
    const { sc } = atTorporWindow(def, def.modes[mi], false);
    expect(sc.s.combat?.torpor).toBeDefined();
    const h = sc.s.seats[0].zones.hand[0];
    expect(pick(sc.s)).toBe(`card:${h}:${mi}`);
  });

  it('takes the additional dodge Wind Dance [THA] gave it', () => {
    const def = cardDefFromDetail(officialCard('102185'));
    const { sc } = atExtraAs(def, 1, def.modes[1], false);
    expect(pick(sc.s)).not.toBe('none');
  });
});
