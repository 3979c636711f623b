/**
 * The rulings suite (rulings.ts), area `rounds`: combat cards played before range that change a round's
 * strikes or damage, each entry checked by the scenario of the same key, played with the card's reviewed data.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { officialCard } from '../../../testing/official-cards';
import { sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, passUntil, rulingsSuite } from './testing';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
/** A catalog card as the set-up plays it (its reviewed entry). */
const card = (id: string): CardDef => cardDefFromDetail(officialCard(id));

/** An additional strike, not limited. */
const TEST_QUICK: CardDef = {
  id: 'test-quick',
  name: 'Test Quick',
  kind: 'library',
  types: ['Combat'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'prims', do: [{ p: 'additionalStrike', limited: false }] }] }],
  automation: 'full',
};

rulingsSuite(
  'rounds',
  {
    'hunger-of-marduk-twice': () => {
      const hm = card('102227');
      const actor = testVampire('Test Actor', { tha: 1 }, [], hm.clan[0] ?? 'Caitiff');
      const opp = testVampire('Test Opponent', {});
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 2 }], hand: [hm.name, TEST_QUICK.name] }, { ready: [{ card: opp.name, blood: 6 }] }],
        defs: [hm, actor, opp, TEST_QUICK],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'preRange' && dec(x).seat === 0);
      sc.play(hm.name, { mode: 0 });
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('rstrike').choose('none');
      sc.s = passUntil(sc.s, (x) => dec(x).kind === 'vtes.additionalStrike' || !x.combat);
      sc.play(TEST_QUICK.name);
      expect(dec(sc.s).options.map((x) => x.id)).toContain('rstrike');
      sc.choose('rstrike');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      expect(6 - sc.s.cards[o].blood).toBe(2);
      expect(sc.s.cards[a].blood).toBe(2 + 2); // both stolen blood became the vampire's
    },
  },
  { describe: describe.skipIf(!haveData && !process.env.CI) as typeof describe, it, expect },
);
