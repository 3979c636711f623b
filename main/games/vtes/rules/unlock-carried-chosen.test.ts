/**
 * A location carried on a minion keeps its unlock phase use for the minion it chose (vtes-es 5.1; The Rack,
 * `keepsChosen`): the option names that minion, and choosing it runs the use. Found by the TWD bench (game
 * twd-h-52: The Rack on a vampire offered a use without its minion, and choosing it threw).
 */
import { describe, expect, it } from 'vitest';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';
import { dec, passUntil } from '../testing/testing';

describe('unlock phase: a carried location used for its chosen vampire (5.1)', () => {
  it('offers The Rack on a vampire for the vampire it chose, and the chosen one gains 2 blood', () => {
    const rack = cardDefFromDetail(officialCard('101536'));
    const holder = testVampire('Test Holder', {});
    const chosen = testVampire('Test Chosen', {});
    const sc = new Scenario({
      // the turn before seat 0's: its unlock phase comes once seat 1 passes its discard phase
      active: 1,
      phase: 'discard',
      seats: [
        {
          ready: [
            { card: holder.name, blood: 2, attached: [{ card: rack.name }] },
            { card: chosen.name, blood: 1 },
          ],
        },
        {},
      ],
      defs: [rack, holder, chosen],
    });
    const r = sc.uid(rack.name);
    const c = sc.uid(chosen.name);
    sc.s.cards[r].chose = c;
    sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'unlock');
    const use = dec(sc.s).options.find((o) => o.id.startsWith(`use:${r}:`));
    expect(use?.id).toContain(c);
    sc.choose(use!.id);
    expect(sc.s.cards[c].blood).toBe(3);
  });
});
