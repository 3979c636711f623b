/**
 * Issue 29 item 4: the heuristic bot plays the thirteenth session's combat cards from their data: it cancels the
 * opposing minion's strike card with Charismatic Aura as it is played (the cancel window's option, bot/bot-cancel.ts),
 * and plays Thoughts Betrayed [DOM] before range (its `noStrikeCards` primitive's value).
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
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testLibraryCard } from '../testing/action-scenarios';
import { testVampire } from '../testing/test-vampire';
import type { VtesState } from '../core/state';

/** The heuristic bot's answer to the pending decision (an offered option). */
function botPick(s: VtesState): string {
  const d = dec(s);
  const pick = vtesHeuristicBot.choose(seatView(s, d.seat), d, new RngCursor(seedRng('bot-cancel-combat')));
  expect(ids(s)).toContain(pick);
  return pick;
}

const BLOW: CardDef = {
  ...testLibraryCard('Test Blow', 'Combat', { kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'hand', plus: 3 }] }),
  libKeywords: ['strike'],
};

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: cancels and bars in combat', () => {
  it("cancels the opposing minion's strike card with Charismatic Aura as it is played", () => {
    const def = cardDefFromDetail(officialCard('100333'));
    const actor = testVampire('Test Actor', {});
    const seer = testVampire('Test Seer', { aus: 1, pre: 1 });
    const sc = new Scenario({
      seats: [
        { ready: [{ card: actor.name, blood: 6 }], hand: [BLOW.name] },
        { ready: [{ card: seer.name, blood: 6 }], hand: [def.name] },
      ],
      defs: [def, actor, seer, BLOW],
    });
    const a = sc.uid(actor.name);
    sc.choose(`min:${a}`)
      .choose(`bleed:${a}`)
      .choose(`block:${sc.uid(seer.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'strikeA' && dec(x).seat === 0));
    sc.play(BLOW.name);
    expect(dec(sc.s).kind).toBe('vtes.cancelCard');
    expect(botPick(sc.s).split(':')).toContain(sc.uid(def.name, 1, 'hand'));
  });

  it('plays Thoughts Betrayed [DOM] before range', () => {
    const def = cardDefFromDetail(officialCard('101976'));
    const actor = testVampire('Test Actor', { dom: 2 });
    const opp = testVampire('Test Opponent', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name] }, { ready: [{ card: opp.name, blood: 6 }] }],
      defs: [def, actor, opp],
    });
    const a = sc.uid(actor.name);
    sc.choose(`min:${a}`)
      .choose(`bleed:${a}`)
      .choose(`block:${sc.uid(opp.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'preRange' && dec(x).seat === 0));
    expect(botPick(sc.s).split(':')).toContain(sc.uid(def.name, 0, 'hand'));
  });
});
