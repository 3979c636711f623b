/**
 * The heuristic bot and a vampire's own ability against a bleed (issue 30 item 1; window `reaction`: the bleed reduced,
 * `bonus` at -n, or redirected, `redirectBleed`): bled, the bot uses it (its data's primitives say it cuts the bleed).
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
import { dec, ids, passUntil } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';

const BLEEDER = testVampire('Test Young Bleeder', {}, [{ e: 'mod', stat: 'bleed', n: 2, who: 'self' }], 'Caitiff', { capacity: 1 });

/** Seat 0's bleeder bleeds seat 1, whose vampire `id` has the ability: the bot's answer as reactions are played. */
function botAnswer(id: string): { pick: string; vampire: string } {
  const def = cardDefFromDetail(officialCard(id));
  const sc = new Scenario({
    seats: [{ ready: [{ card: BLEEDER.name, blood: 1 }] }, { ready: [{ card: def.name, blood: 4 }], hand: ['Blood Doll'] }, {}],
    defs: [def, BLEEDER],
  });
  const b = sc.uid(BLEEDER.name);
  const v = sc.uid(def.name, 1);
  sc.choose(`min:${b}`).choose(`bleed:${b}`);
  sc.s = passUntil(sc.s, (x) => !x.act || dec(x).kind === 'vtes.bleedReaction', 10);
  const d = dec(sc.s);
  expect(d.kind).toBe('vtes.bleedReaction');
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return { pick, vampire: v };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('bot: a vampire of its own cutting a bleed', () => {
  it('reduces the bleed with Greta Kircher and redirects it with Aksinya Daclau', () => {
    for (const id of ['200540', '200034']) {
      const { pick, vampire } = botAnswer(id);
      expect(pick.startsWith('use:') && pick.split(':').includes(vampire), id).toBe(true);
    }
  });
});
