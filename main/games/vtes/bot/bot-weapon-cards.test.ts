/**
 * Issue 29 item 4: the heuristic bot plays the combat cards that become weapons (Weighted Walking Stick, Zip Gun: played
 * before range, they stay on the minion) and strikes with a weapon's offered strike when it deals more than its hand
 * strike (the stick's strength+1), read from the option's damage, not passed over as an unknown option; it bleeds with
 * Camera Phone's offered bleed at +1.
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
import type { VtesState } from '../core/state';

const ACTOR = testVampire('Test Actor', {});
const OPP = testVampire('Test Opponent', {});

/** The heuristic bot's answer to the pending decision (an offered option). */
function botPick(s: VtesState): string {
  const d = dec(s);
  const pick = vtesHeuristicBot.choose(seatView(s, d.seat), d, new RngCursor(seedRng('bot-weapon-cards')));
  expect(ids(s)).toContain(pick);
  return pick;
}

/** Seat 0's actor holding the card bleeds, seat 1's opponent blocks: the combat before range. */
function fight(id: string) {
  const def = cardDefFromDetail(officialCard(id));
  const sc = new Scenario({
    seats: [{ ready: [{ card: ACTOR.name, blood: 6 }], hand: [def.name] }, { ready: [{ card: OPP.name, blood: 6 }] }],
    defs: [def, ACTOR, OPP],
  });
  const a = sc.uid(ACTOR.name);
  sc.choose(`min:${a}`)
    .choose(`bleed:${a}`)
    .choose(`block:${sc.uid(OPP.name, 1)}`);
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'preRange');
  return { sc, def };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: combat cards that become weapons',
  () => {
    it('plays Weighted Walking Stick before range, then strikes with it (strength+1) rather than a hand strike', () => {
      const { sc, def } = fight('102169');
      const w = sc.uid(def.name, 0, 'hand');
      expect(botPick(sc.s).split(':')).toContain(w);
      sc.choose(botPick(sc.s));
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      expect(botPick(sc.s).startsWith(`use:${w}:`)).toBe(true);
    });

    it('plays Zip Gun before range', () => {
      const { sc, def } = fight('102208');
      expect(botPick(sc.s).split(':')).toContain(sc.uid(def.name, 0, 'hand'));
    });

    it("bleeds with Camera Phone's offered bleed at +1 rather than a plain bleed", () => {
      const phone = cardDefFromDetail(officialCard('100287'));
      const sc = new Scenario({
        seats: [{ ready: [{ card: ACTOR.name, blood: 3, attached: [{ card: phone.name }] }] }, { ready: [{ card: OPP.name, blood: 2 }] }],
        defs: [phone, ACTOR, OPP],
      });
      sc.choose(`min:${sc.uid(ACTOR.name)}`);
      expect(botPick(sc.s).startsWith(`use:${sc.uid(phone.name, 0, 'attached')}:`)).toBe(true);
    });
  },
);
