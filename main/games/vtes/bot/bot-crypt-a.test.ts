/**
 * The heuristic bot with the records of the thirteenth session's crypt stripe a, read from the card data: in its
 * influence phase it spends its transfers on Antonio d'Erlette's search for a mage ally when one can be found
 * (`seekAlly`, `phaseUse`), and it takes the ally.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { sharedFile } from '../../../testing/shared-data';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, ids } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { TEST_CLUB } from '../testing/families-melee';

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('bot: crypt stripe a records', () => {
  it("uses Antonio d'Erlette's transfers for a mage ally (Nephandus) from the library, and takes it", () => {
    const antonio = cardDefFromDetail(officialCard('200116'));
    const mage = cardDefFromDetail(officialCard('101272'));
    const sc = new Scenario({
      phase: 'influence',
      defs: [antonio, mage, TEST_CLUB],
      seats: [{ ready: [{ card: antonio.name, blood: 4 }], library: [TEST_CLUB.name, mage.name, TEST_CLUB.name] }, {}],
    });
    const rng = new RngCursor(seedRng('bot-crypt-a'));
    const bot = () => vtesHeuristicBot.choose(seatView(sc.s, dec(sc.s).seat), dec(sc.s), rng);
    const use = bot();
    expect(use.startsWith('use:') && use.split(':').includes(sc.uid(antonio.name))).toBe(true);
    sc.choose(use);
    expect(sc.s.pick?.then).toBe('seekAlly');
    const take = bot();
    expect(ids(sc.s)).toContain(take);
    sc.choose(take);
    expect(sc.s.seats[0].zones.ready.some((x) => sc.s.cards[x].cid === mage.id)).toBe(true);
  });
});
