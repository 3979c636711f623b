/**
 * The heuristic bot and the actions of the fourteenth session (issue 29, h-actions; testing/families-agg-immune.ts,
 * -corrupt.ts): it answers their picks from what they do.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { testVampire } from '../testing/test-vampire';
import { Scenario } from '../testing/scenario';
import { dec, passUntil } from '../testing/testing';
import { corrupted } from '../testing/corruption';
import { botPick as pick } from '../testing/bot-pick';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const detail = (id: string) => cards.find((x) => x.id === id)!;

/** The heuristic bot's answer to the pending decision. */
const botPick = (sc: Scenario): string => pick(sc, 'bot-fourteenth');

describe.skipIf(!haveData && !process.env.CI)('V:TES heuristic bot: actions of the fourteenth session', () => {
  it("burns 3 blood rather than go to torpor by the damage (Rutor's Hand [THA]: `aggAfterAction { immuneFor }`)", () => {
    const def = cardDefFromDetail(detail('101664'));
    const actor = testVampire('Test Tremere', { tha: 2 }, [], 'Tremere');
    const sc = new Scenario({ seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name] }, {}], defs: [def, actor] });
    sc.play(def.name, { by: actor.name, mode: 1 });
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'aggImmune');
    expect(sc.s.pick?.kind).toBe('aggImmune');
    expect(botPick(sc)).toBe(dec(sc.s).options[0].id);
  });

  it('takes the minion its corruption counters are enough for (Corruption: `corrupt`)', () => {
    const def = cardDefFromDetail(detail('100430'));
    const actor = testVampire('Test Setite', {}, [], 'Ministry');
    const victim = testVampire('Test Victim', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: victim.name, blood: 3 }] }],
      defs: [def, actor, victim],
    });
    const t = sc.uid(victim.name, 1);
    for (let i = 0; i < 7; i++) sc.s = corrupted(sc.s, t, 0);
    sc.play(def.name, { by: actor.name, target: victim.name, targetSeat: 1 });
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'corruptSteal');
    expect(sc.s.pick?.kind).toBe('corruptSteal');
    expect(botPick(sc)).toBe(dec(sc.s).options[0].id);
  });
});
