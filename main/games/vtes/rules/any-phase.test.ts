/**
 * A card's use letting its minion take an action in any Methuselah's minion phase (vtes-es 6, 6.1; the ability window
 * `minionAny` and the primitive `takeAction`, rules/minion.ts): Enkil Cog on a locked vampire of seat 0.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from '../bot/bots';
import { seatView } from '../view/seatview';
import type { VtesState } from '../core/state';
import { build, choose, dec, ids, uid } from '../testing/testing';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { testVampire } from '../testing/test-vampire';

const cog = cardDefFromDetail(officialCard('100645'));
const elder = testVampire('Test Elder', {}, [], 'Caitiff', { capacity: 10 });
const other = testVampire('Test Other', {});

/** Seat 1's minion phase; seat 0's elder is locked and bears Enkil Cog (locked too when `cogLocked`). */
function table(active: 0 | 1, cogLocked = false): VtesState {
  return build({
    active,
    phase: 'minion',
    defs: [cog, elder, other],
    seats: [
      { ready: [{ card: elder.name, blood: 5, locked: true, attached: [{ card: cog.name, locked: cogLocked }] }] },
      { ready: [{ card: other.name, blood: 3 }] },
    ],
  });
}

const useOf = (s: VtesState) => ids(s).find((o) => o.startsWith('anyUse:'));

describe('V:TES an action in any minion phase (Enkil Cog)', () => {
  it("asks the card's controller first in another Methuselah's minion phase; its locked vampire bleeds, the card locks", () => {
    let s = table(1);
    expect(dec(s).seat).toBe(0);
    const e = uid(s, elder.name);
    const c = uid(s, cog.name);
    s = choose(s, useOf(s)!);
    expect(s.cards[c].locked).toBe(true);
    expect(dec(s).seat).toBe(0);
    const pool = s.seats[1].pool;
    s = choose(s, `bleed:${e}`);
    expect(s.act?.seat).toBe(0);
    expect(s.act?.target).toBe(1);
    for (let i = 0; i < 20 && s.act; i++) s = choose(s, ids(s).find((x) => ['pass', 'decline', 'none'].includes(x)) ?? ids(s)[0]);
    // its bleed 1, +1 from the card
    expect(pool - s.seats[1].pool).toBe(2);
    // back to seat 1's minion phase, the card spent
    expect(dec(s).seat).toBe(1);
    expect(useOf(s)).toBeUndefined();
  });

  it('an unlocked vampire acting through the card does not lock for it', () => {
    let s = build({
      active: 1,
      phase: 'minion',
      defs: [cog, elder, other],
      seats: [{ ready: [{ card: elder.name, blood: 5, attached: [{ card: cog.name }] }] }, { ready: [{ card: other.name, blood: 3 }] }],
    });
    const e = uid(s, elder.name);
    s = choose(choose(s, useOf(s)!), `hunt:${e}`);
    expect(s.cards[e].locked).toBe(false);
  });

  it('declined, the action is lost and the card stays locked (LSJ 20081213-1); passing asks the acting Methuselah', () => {
    let s = table(1);
    s = choose(s, useOf(s)!);
    s = choose(s, 'back');
    expect(s.turnFlags.actVia).toBeUndefined();
    expect(dec(s).seat).toBe(1);
    const t = choose(table(1), `anyPass:0`);
    expect(dec(t).seat).toBe(1);
    expect(useOf(t)).toBeUndefined();
  });

  it('is offered in its own minion phase too, and not once the card is locked', () => {
    const s = table(0);
    expect(dec(s).seat).toBe(0);
    expect(useOf(s)).toBeDefined();
    expect(useOf(table(0, true))).toBeUndefined();
    expect(dec(table(1, true)).seat).toBe(1);
  });

  it("the heuristic bot uses it in another Methuselah's minion phase, valued by its primitive", () => {
    const s = table(1);
    const d = dec(s);
    const pick = vtesHeuristicBot.choose(seatView(s, d.seat), d, new RngCursor(seedRng('bot-test')));
    expect(pick).toBe(useOf(s));
  });
});
