/**
 * Issue 29 (h-mods): a reaction casting its reacting vampire's votes in the polling step (vtes-es 6.3.3 "Votar";
 * vtes-pl "Głosowanie"): offered to another Methuselah's ready vampire, once by that vampire, its votes going the
 * way it votes (all of one vampire's votes go one way), played with the real card (Dread Gaze). And Flight
 * [FLIGHT]: a card requiring it is played by a minion with the trait (Patrol).
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import type { CardDef } from '../schema/effects';
import { testVampire } from '../testing/test-vampire';
import { TEST_REFERENDUM } from '../testing/families-votes';
import { build, choose, dec, ids, passUntil, uid } from '../testing/testing';
import { discLevel } from '../core/state';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const real = (name: string): CardDef => {
  const d = cardDefFromDetail(parsed.cards.find((c) => c.name === name) as CardDetail);
  expect(d.automation, name).toBe('full');
  return d;
};

describe('6.3.3: a reaction casting votes in the polling step', () => {
  const gaze = real('Dread Gaze');
  const caller = testVampire('Test Caller', {});
  const diva = testVampire('Test Diva', { pre: 2 });

  function polling() {
    let s = build({
      seats: [
        { ready: [{ card: caller.name, blood: 4 }], hand: [TEST_REFERENDUM.name] },
        { ready: [{ card: diva.name, blood: 4 }], hand: [gaze.name, gaze.name] },
      ],
      defs: [gaze, caller, diva, TEST_REFERENDUM],
    });
    const c = uid(s, caller.name);
    s = choose(s, `min:${c}`);
    s = choose(
      s,
      ids(s).find((x) => x.split(':').includes(uid(s, TEST_REFERENDUM.name, 0, 'hand')))!,
    );
    s = passUntil(s, (x) => x.ref?.step === 'polling' && dec(x).seat === 1, 20);
    return { s, d: uid(s, diva.name, 1), cards: s.seats[1].zones.hand };
  }

  it('Dread Gaze [PRE]: the reacting vampire casts 4 votes against; a second copy is not offered to the same vampire', () => {
    const { s, d, cards } = polling();
    const o = `rvote:${cards[0]}:1:${d}:n`;
    expect(ids(s)).toContain(o);
    const t = choose(s, o);
    expect(t.ref!.no - s.ref!.no).toBe(4);
    expect(t.ref!.vampDir?.[d]).toBe(-1);
    expect(ids(t).filter((x) => x.startsWith('rvote:'))).toEqual([]);
  });

  it('Flight is a requirement a minion meets by its trait, at the inferior level only', () => {
    const bird = testVampire('Test Bird', {}, [], 'Gargoyle', { traits: ['flight'] });
    const s = build({ seats: [{ ready: [bird.name] }, {}], defs: [bird] });
    const b = uid(s, bird.name);
    expect(discLevel(s, b, 'fli')).toBe(1);
    expect(discLevel(s, uid(polling().s, diva.name, 1), 'fli')).toBe(0);
  });
});
