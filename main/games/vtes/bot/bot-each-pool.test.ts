/**
 * Issue 29 item 4: the heuristic bot calls a referendum acting on every Methuselah's pool when the terms help
 * it more than the others (vtes-es 6.3.2), names the clan that does (Consanguineous Boon: pool per vampire of
 * the chosen clan) and counts locked minions, its acting one included (Domain Challenge; 6.1.1: the action
 * locks it). Both were held in 11-21 TWD soak games and never called (`fullCardsNeverPlayed`).
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
import { testVampire } from '../testing/test-vampire';
import type { CardDef } from '../data/starters';

const PRINCE = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince' });
const pick = (sc: Scenario) => {
  const d = dec(sc.s);
  const id = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-each-pool')));
  expect(ids(sc.s)).toContain(id);
  return id;
};

/** Seat 0's prince (holding `cid`) picks its action; the seats' other vampires as given (name, clan, locked). */
function botAction(cid: string, mine: [string, boolean][], theirs: [string, boolean][]): { first: string; sc: Scenario } {
  const card = cardDefFromDetail(officialCard(cid));
  const defs: CardDef[] = [card, PRINCE];
  const vamp = ([clan, locked]: [string, boolean], i: number, who: string) => {
    const v = testVampire(`Test ${who} ${clan} ${i}`, {}, [], clan, { capacity: 5 });
    defs.push(v);
    return { card: v.name, blood: 3, locked };
  };
  const sc = new Scenario({
    seats: [
      { ready: [{ card: PRINCE.name, blood: 4 }, ...mine.map((x, i) => vamp(x, i, 'Mine'))], hand: [card.name] },
      { ready: theirs.map((x, i) => vamp(x, i, 'Theirs')) },
    ],
    defs,
  });
  sc.choose(`min:${sc.uid(PRINCE.name)}`);
  return { first: pick(sc), sc };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: referendums acting on every pool',
  () => {
    it('calls Consanguineous Boon with more vampires of a clan than the prey, and names that clan', () => {
      const { first, sc } = botAction(
        '100410',
        [
          ['Brujah', true],
          ['Brujah', true],
        ],
        [['Ventrue', false]],
      );
      expect(first).toMatch(/^card:/);
      sc.choose(first);
      // the terms: the bot names the clan it has most of against the prey (Brujah, not its prince's Caitiff)
      for (let i = 0; i < 5 && !dec(sc.s).prompt.key.endsWith('termsClan'); i++) sc.choose(pick(sc));
      const d = dec(sc.s);
      expect(d.prompt.key).toMatch(/termsClan$/);
      expect(d.options.find((o) => o.id === pick(sc))?.params?.clan).toBe('Brujah');
    });

    it('bleeds rather than call Consanguineous Boon when the prey has more of every clan', () => {
      const { first } = botAction(
        '100410',
        [],
        [
          ['Caitiff', false],
          ['Caitiff', false],
        ],
      );
      expect(first).toMatch(/^bleed:/);
    });

    it('calls Domain Challenge when the prey has more locked minions than the bot will have', () => {
      const { first } = botAction(
        '100570',
        [],
        [
          ['Ventrue', true],
          ['Ventrue', true],
          ['Ventrue', true],
        ],
      );
      expect(first).toMatch(/^card:/);
    });

    it('bleeds rather than call Domain Challenge when its own locked minions are as many', () => {
      const { first } = botAction(
        '100570',
        [
          ['Brujah', true],
          ['Brujah', true],
        ],
        [['Ventrue', true]],
      );
      expect(first).toMatch(/^bleed:/);
    });
  },
);
