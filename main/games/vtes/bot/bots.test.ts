/**
 * The V:TES heuristic bot (issue #5 item 18): seeded table states built with testing.ts, the bot
 * answers from its seat view only. Its strength over whole seeded games: bots-games.test.ts (slow tier).
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import type { Decision } from '../../../engine/types';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import type { VtesState } from '../core/state';
import { decisions } from '../rules/kernel';
import { build, type CardSpec, choose, dec, uid } from '../testing/testing';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { testVampire } from '../testing/families';

const V = (card: string, blood = 3, more: Partial<CardSpec> = {}): CardSpec => ({ card, blood, ...more });

/** The bot's answer to the pending decision. */
function bot(s: VtesState): { d: Decision; pick: string } {
  const d = dec(s);
  const pick = vtesHeuristicBot.choose(seatView(s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(d.options.map((o) => o.id)).toContain(pick);
  return { d, pick };
}

/** Lets the bot answer until `pred` holds (at most `max` answers). */
function botUntil(s: VtesState, pred: (s: VtesState) => boolean, max = 40): VtesState {
  for (let i = 0; i < max && !pred(s); i++) s = choose(s, bot(s).pick);
  return s;
}

/** The action the bot picks for its (only) acting minion in the minion phase. */
function actionOf(s: VtesState, minion: string): string {
  expect(bot(s).pick).toBe(`min:${minion}`);
  return bot(choose(s, `min:${minion}`)).pick;
}

describe('V:TES heuristic bot: minion phase', () => {
  it('bleeds its prey with its biggest payable bleed (Govern the Unaligned +2 over Enchant Kindred +1)', () => {
    const s = build({
      seats: [
        { ready: [V('Alexa Draper', 5)], hand: ['Enchant Kindred', 'Enchant Kindred', 'Govern the Unaligned', 'Enchant Kindred'] },
        { pool: 20 },
        {},
        {},
      ],
    });
    const a = uid(s, 'Alexa Draper');
    expect(actionOf(s, a)).toBe(`card:${a}:${uid(s, 'Govern the Unaligned')}:0`);
  });

  it('with 1 blood it hunts rather than paying Govern the Unaligned with its last blood', () => {
    const s1 = build({ seats: [{ ready: [V('Alexa Draper', 1)], hand: ['Govern the Unaligned'] }, { pool: 20 }, {}, {}] });
    expect(actionOf(s1, uid(s1, 'Alexa Draper'))).toBe(`hunt:${uid(s1, 'Alexa Draper')}`);
  });

  it('hunts below 2 blood, but bleeds when the bleed ousts its prey', () => {
    const s = build({ seats: [{ ready: [V('Madison', 1)] }, { pool: 10 }, {}, {}] });
    const m = uid(s, 'Madison');
    expect(actionOf(s, m)).toBe(`hunt:${m}`);
    const s2 = build({ seats: [{ ready: [V('Madison', 1)] }, { pool: 1 }, {}, {}] });
    expect(actionOf(s2, uid(s2, 'Madison'))).toBe(`bleed:${uid(s2, 'Madison')}`);
  });

  it('rescues its own torpid vampire rather than bleeding for 1', () => {
    const s = build({ seats: [{ ready: [V('Madison', 5)], torpor: [V('Alice Chen', 0)] }, { pool: 20 }, {}, {}] });
    const m = uid(s, 'Madison');
    expect(actionOf(s, m)).toMatch(new RegExp(`^rescue:${m}:${uid(s, 'Alice Chen')}:`));
  });

  it('leaves torpor first when a torpid vampire has the blood for it', () => {
    const s = build({ seats: [{ ready: [V('Madison', 5)], torpor: [V('Alice Chen', 3)] }, { pool: 20 }, {}, {}] });
    const a = uid(s, 'Alice Chen');
    expect(bot(s).pick).toBe(`min:${a}`);
    expect(bot(choose(s, `min:${a}`)).pick).toBe(`leave:${a}`);
  });

  it('calls a referendum it can win counting the votes on the table, and not one it would lose', () => {
    // Alexa Draper, prince (2 votes) + the card's vote: 3 against nobody's
    const win = build({ seats: [{ ready: [V('Alexa Draper', 5)], hand: ['Kine Resources Contested'] }, { pool: 20 }, {}, {}] });
    const a = uid(win, 'Alexa Draper');
    expect(actionOf(win, a)).toBe(`card:${a}:${uid(win, 'Kine Resources Contested')}:0`);
    // two princes across the table (4 votes) beat our 3
    const lose = build({
      seats: [
        { ready: [V('Alexa Draper', 5)], hand: ['Kine Resources Contested'] },
        { pool: 20, ready: [V('Andi Liu', 2)] },
        { ready: [V('Alexander Silverson', 2)] },
        {},
      ],
    });
    const b = uid(lose, 'Alexa Draper');
    expect(actionOf(lose, b)).toBe(`bleed:${b}`);
  });

  it('puts the pool burn of Kine Resources Contested on its prey, never on itself', () => {
    let s = build({ seats: [{ ready: [V('Alexa Draper', 5)], hand: ['Kine Resources Contested'] }, { pool: 20 }, {}, {}] });
    const a = uid(s, 'Alexa Draper');
    s = choose(choose(s, `min:${a}`), `card:${a}:${uid(s, 'Kine Resources Contested')}:0`);
    const allocated: number[] = [];
    s = botUntil(s, (x) => {
      const d = decisions(x)[0];
      return !d || d.kind !== 'vtes.terms';
    });
    for (const e of [s.ref?.terms.alloc ?? []]) allocated.push(...e);
    expect(allocated.filter((x) => x === 1)).toHaveLength(3);
    expect(allocated).not.toContain(0);
  });
});

describe('V:TES heuristic bot: Parity Shift', () => {
  it('calls Parity Shift when its prey is richer, takes the pool from the prey and gives it to itself', () => {
    let s = build({
      seats: [{ pool: 10, ready: [V('Alexa Draper', 5)], hand: ['Parity Shift'] }, { pool: 20 }, { pool: 25 }, { pool: 8 }],
    });
    const a = uid(s, 'Alexa Draper');
    const ps = uid(s, 'Parity Shift');
    expect(actionOf(s, a)).toBe(`card:${a}:${ps}:0`);
    s = choose(choose(s, `min:${a}`), `card:${a}:${ps}:0`);
    s = botUntil(s, (x) => !x.ref || x.ref.step !== 'terms');
    expect(s.ref?.terms.seat).toBe(1);
    expect(s.ref?.terms.alloc).toEqual([0, 0, 0]);
    s = botUntil(s, (x) => !x.ref, 60);
    expect(s.seats[0].pool).toBe(13);
    expect(s.seats[1].pool).toBe(17);
  });
});

describe('V:TES heuristic bot: blocks', () => {
  const bleedAt = (pool: number, blocker: number) => {
    let s = build({ seats: [{ ready: [V('Theo Bell', 8)] }, { pool, ready: [V('Meaghan', blocker)] }, {}, {}] });
    const t = uid(s, 'Theo Bell');
    s = choose(choose(s, `min:${t}`), `bleed:${t}`);
    return s;
  };

  it('blocks a bleed that would oust it, even with a weak vampire against a fighter', () => {
    const s = bleedAt(1, 1);
    expect(dec(s).kind).toBe('vtes.block');
    expect(bot(s).pick).toBe(`block:${uid(s, 'Meaghan')}`);
  });

  it('does not send a 1-blood vampire into Theo Bell for a bleed of 1 with a safe pool', () => {
    const s = bleedAt(25, 1);
    expect(dec(s).kind).toBe('vtes.block');
    expect(bot(s).pick).toBe('decline');
  });
});

describe('V:TES heuristic bot: influence, master phase, discard', () => {
  it('never puts blood on a second copy of a unique vampire it controls (it would burn)', () => {
    const s = build({
      phase: 'influence',
      seats: [{ pool: 20, ready: [V('Andi Liu', 4)], uncontrolled: [V('Andi Liu', 5), V('Ashley', 0)] }, {}, {}, {}],
    });
    const { pick } = bot(s);
    expect(pick).not.toContain(uid(s, 'Andi Liu', 0, 'uncontrolled'));
    expect(pick).toBe(`give:${uid(s, 'Ashley')}`);
  });

  it('fills the vampire it has started before starting another', () => {
    const s = build({
      phase: 'influence',
      seats: [{ pool: 25, uncontrolled: [V('Ashley', 0), V('Alexander Silverson', 3), V('Colette', 0)] }, {}, {}, {}],
    });
    expect(bot(s).pick).toBe(`give:${uid(s, 'Alexander Silverson')}`);
  });

  it('never spends its last pool: no transfers and no pool-costing master card near the floor', () => {
    const s = build({ phase: 'influence', seats: [{ pool: 5, ready: [V('Madison', 3)], uncontrolled: [V('Ashley', 2)] }, {}, {}, {}] });
    expect(bot(s).pick).toBe('done');
    const m = build({
      phase: 'master',
      seats: [{ pool: 3, ready: [V('Aline Gädeke', 3)], hand: ['Carfax Abbey', 'Warzone Hunting Ground'] }, {}, {}, {}],
    });
    expect(dec(m).kind).toBe('vtes.master');
    expect(bot(m).pick).toBe('done');
    // over the whole influence phase the pool stays above the floor
    let f = build({
      phase: 'influence',
      turnsTaken: 3,
      seats: [{ pool: 8, ready: [V('Madison', 3)], uncontrolled: [V('Ashley', 0), V('Colette', 0)] }, {}, {}, {}],
    });
    f = botUntil(f, (x) => x.phase !== 'influence' || x.active !== 0);
    expect(f.seats[0].pool).toBeGreaterThan(4);
  });

  it('plays Fame on its prey’s vampire and Blood Doll on its own', () => {
    let s = build({
      phase: 'master',
      seats: [{ pool: 20, ready: [V('Theo Bell', 4)], hand: ['Fame'] }, { ready: [V('Madison', 3)] }, { ready: [V('Ashley', 3)] }, {}],
    });
    s = choose(s, bot(s).pick);
    expect(dec(s).kind).toBe('vtes.masterTarget');
    expect(bot(s).pick).toBe(`t:${uid(s, 'Madison')}`);
    let b = build({
      phase: 'master',
      seats: [{ pool: 20, ready: [V('Theo Bell', 4)], hand: ['Blood Doll'] }, { ready: [V('Madison', 3)] }, {}, {}],
    });
    b = choose(b, bot(b).pick);
    expect(bot(b).pick).toBe(`t:${uid(b, 'Theo Bell')}`);
  });

  it('puts Vessel on its own vampire (its blood moves only for its controller), also with Fame in hand', () => {
    let s = build({
      phase: 'master',
      seats: [
        { pool: 20, ready: [V('Belinde', 3)], hand: ['Vessel', 'Fame'] },
        { ready: [V('Madison', 3)] },
        { torpor: [V('Ashley', 1)] },
        {},
      ],
    });
    const first = bot(s).pick;
    expect(first).toBe(`m:${uid(s, 'Vessel')}`);
    s = choose(s, first);
    expect(dec(s).kind).toBe('vtes.masterTarget');
    expect(bot(s).pick).toBe(`t:${uid(s, 'Belinde')}`);
  });

  it('discards a card none of its vampires can play (Parity Shift without a prince), keeps playable ones', () => {
    const s = build({
      phase: 'discard',
      seats: [{ ready: [V('Madison', 3)], hand: ['Intimidation', 'Parity Shift', 'Conditioning'] }, {}, {}, {}],
    });
    s.turnFlags.discards = 1;
    expect(bot(s).pick).toBe(`discard:${uid(s, 'Parity Shift')}`);
    const k = build({
      phase: 'discard',
      seats: [{ ready: [V('Alexa Draper', 3)], hand: ['Intimidation', 'Parity Shift', 'Conditioning'] }, {}, {}, {}],
    });
    k.turnFlags.discards = 1;
    expect(bot(k).pick).toBe('done');
  });
});

describe('V:TES heuristic bot: cards and Methuselahs chosen in the terms', () => {
  it('chooses every other Methuselah for Neonate Breach, never itself', () => {
    const breach = cardDefFromDetail(officialCard('101271'));
    let s = build({ defs: [breach], seats: [{ ready: [V('Alexa Draper', 5)], hand: [breach.name] }, {}, {}, {}] });
    const a = uid(s, 'Alexa Draper');
    s = choose(choose(s, `min:${a}`), `card:${a}:${uid(s, breach.name)}:0`);
    s = botUntil(s, (x) => !x.ref || x.ref.step !== 'terms');
    expect(s.ref?.terms.seats).toEqual([1, 2, 3]);
  });

  it("burns another Methuselah's vampire with Protect Thine Own, never one of its own", () => {
    const protect = cardDefFromDetail(officialCard('101499'));
    const justicar = testVampire('Test Justicar', {}, [], 'Caitiff', { title: 'justicar' });
    const sabbat = testVampire('Test Sabbat', {}, [], 'Caitiff', { capacity: 3, sect: 'sabbat' });
    let s = build({
      defs: [protect, justicar, sabbat],
      seats: [{ ready: [V(justicar.name, 5), V(sabbat.name, 2)], hand: [protect.name] }, { ready: [V(sabbat.name, 2)] }, {}, {}],
    });
    const a = uid(s, justicar.name);
    s = choose(choose(s, `min:${a}`), `card:${a}:${uid(s, protect.name)}:0`);
    // the block windows first (the bots decline or block), then the terms
    s = botUntil(s, (x) => x.ref?.terms.card !== undefined || !x.act);
    const chosen = s.ref?.terms.card;
    expect(chosen && s.cards[chosen].controller).toBe(1);
  });
});
