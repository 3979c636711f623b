/**
 * A block attempt's price set by an action card (issue 29; vtes-es 6.2.2.1 "Intentar bloquear", vtes-pl "Kto może
 * próbować zablokować"): the `blockPrice` primitive kept on the action and read with a vampire's own `blockCost`
 * records (core/block-rules.ts), played with the real cards (their reviewed entries joined with the catalog):
 * Force of Personality [PRE] (vampires burn 1 blood, non-zombie allies cannot block), Tenebrous Form [OBT]
 * (minions without Obtenebration burn 1 blood; allies cannot pay), Unthinkable Humiliation (blood or life).
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import type { CardDef } from '../schema/effects';
import { testVampire } from '../testing/test-vampire';
import { announce, build, choose, ids, passUntil, uid } from '../testing/testing';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const real = (name: string): CardDef => {
  const d = cardDefFromDetail(parsed.cards.find((c) => c.name === name) as CardDetail);
  expect(d.automation, name).toBe('full');
  return d;
};

describe('a price to attempt a block (vtes-es 6.2.2.1)', () => {
  const force = real('Force of Personality');
  const tenebrous = real('Tenebrous Form');
  const humiliation = real('Unthinkable Humiliation');
  const actor = testVampire('Test Actor', { pre: 2, obt: 2, pot: 2 });
  const poor = testVampire('Test Poor', {});
  const rich = testVampire('Test Rich', {});
  const shade = testVampire('Test Shade', { obt: 1 });

  /** Seat 0's actor hunts holding `card`; seat 1 has a vampire with no blood, one with 3, an Obtenebration vampire and an ally (47th Street Royals). */
  function hunting(card: CardDef) {
    let s = build({
      seats: [
        { ready: [{ card: actor.name, blood: 4 }], hand: [card.name] },
        {
          ready: [
            { card: poor.name },
            { card: rich.name, blood: 3 },
            { card: shade.name, blood: 2 },
            { card: '47th Street Royals', blood: 3 },
          ],
        },
      ],
      defs: [card, actor, poor, rich, shade],
    });
    const a = uid(s, actor.name);
    s = announce(s, a, `hunt:${a}`);
    return {
      s,
      card: uid(s, card.name, 0, 'hand'),
      poor: uid(s, poor.name, 1),
      rich: uid(s, rich.name, 1),
      shade: uid(s, shade.name, 1),
      ally: uid(s, '47th Street Royals', 1),
    };
  }

  it('Force of Personality [PRE] as the action is announced: a vampire with no blood cannot block, one with blood pays 1; allies cannot block', () => {
    const h = hunting(force);
    expect(h.s.act?.step).toBe('preBlock');
    let t = passUntil(choose(h.s, `mod:${h.card}:1`), (x) => x.act?.step !== 'preBlock');
    expect(ids(t)).toContain(`block:${h.rich}`);
    expect(ids(t)).not.toContain(`block:${h.poor}`);
    expect(ids(t)).not.toContain(`block:${h.ally}`);
    t = choose(t, `block:${h.rich}`);
    expect(t.cards[h.rich].blood).toBe(2);
  });

  it('without its effect, every one of them may block and nobody pays', () => {
    const h = hunting(force);
    const t = passUntil(h.s, (x) => x.act?.step !== 'preBlock');
    expect(ids(t)).toEqual(expect.arrayContaining([`block:${h.poor}`, `block:${h.rich}`, `block:${h.ally}`]));
    expect(choose(t, `block:${h.rich}`).cards[h.rich].blood).toBe(3);
  });

  it('Tenebrous Form [OBT]: +1 stealth; a vampire with Obtenebration blocks for free, an ally cannot pay blood', () => {
    const h = hunting(tenebrous);
    let t = choose(h.s, `mod:${h.card}:1`);
    expect(t.act?.stealth).toBe(2);
    t = passUntil(t, (x) => x.act?.step !== 'preBlock');
    expect(ids(t)).not.toContain(`block:${h.ally}`);
    expect(ids(t)).not.toContain(`block:${h.poor}`);
    expect(choose(t, `block:${h.shade}`).cards[h.shade].blood).toBe(2);
  });

  it('Unthinkable Humiliation [POT]: an ally pays with life; every minion gets -1 intercept', () => {
    const h = hunting(humiliation);
    const t = passUntil(choose(h.s, `mod:${h.card}:2`), (x) => x.act?.step !== 'preBlock');
    expect(ids(t)).toContain(`block:${h.ally}`);
    const u = choose(t, `block:${h.ally}`);
    expect(u.cards[h.ally].blood).toBe(2);
    expect(u.act?.interceptBy?.length).toBe(1);
  });
});
