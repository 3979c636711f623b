/**
 * The shared parameter records (issue 27 item 4; vocab/schema-params.ts): each schema accepts its
 * records and refuses a wrong one; each interpreter reads the state as the rule it cites says; each
 * record renders in Spanish and Polish with no template key or variable left.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../vocab/text';
import { announce, build, uid } from '../../testing/testing';
import type { VtesState } from '../state';
import type { CardDef } from '../../schema/effects';
import { AmountSchema, CondSchema, type Cond, DurationSchema, SelectorSchema, type Selector } from '../../schema/schema-params';
import { amountGuess, amountOf, amountRef } from './amount';
import { condClause, condRef, holds, mentions } from './cond';
import type { ParamRef } from './ctx';
import { durationRef, lasts, stampNow } from './duration';
import { choiceBounds, selectedCards, selectedSeats, selectorRef } from './selector';

const s0 = build({
  seats: [
    {
      pool: 12,
      ready: [
        { card: 'Theo Bell', blood: 3 },
        { card: 'Ashley', blood: 1, locked: true },
      ],
      uncontrolled: ['Alice Chen'],
    },
    { pool: 20, ready: [{ card: 'Alexa Draper', blood: 4 }], torpor: [{ card: 'Rayne', blood: 0 }] },
    { pool: 7, ready: [{ card: 'Baixinho', blood: 2 }] },
  ],
});
const theo = uid(s0, 'Theo Bell');
const ashley = uid(s0, 'Ashley');
const alexa = uid(s0, 'Alexa Draper');
const rayne = uid(s0, 'Rayne');
const baixinho = uid(s0, 'Baixinho');
const alice = uid(s0, 'Alice Chen');

/** The text of a record in one language, nested texts rendered first. */
const render = (lang: 'es' | 'pl', r: ParamRef | number): string => (typeof r === 'number' ? String(r) : t(lang, r.key, r.params));
const rendersClean = (r: ParamRef | number) => {
  for (const lang of ['es', 'pl'] as const) {
    const out = render(lang, r);
    expect(out, out).not.toMatch(/\{\{|cond\.|amount\.|sel\.|role\.|dur\.|undefined/);
  }
};

describe('Condition (issue 27 item 4; vtes-es 1.5, 6.2.2.2, 6.2.3, 6.4)', () => {
  it('the schema takes composed conditions and refuses an unknown leaf or role', () => {
    const ok: Cond = {
      c: 'all',
      of: [
        { c: 'clan', who: 'minion', clan: 'Brujah' },
        { c: 'not', of: { c: 'locked', who: 'blocker' } },
      ],
    };
    expect(CondSchema.parse(ok)).toEqual(ok);
    expect(CondSchema.safeParse({ c: 'clan', who: 'nobody', clan: 'Brujah' }).success).toBe(false);
    expect(CondSchema.safeParse({ c: 'moon' }).success).toBe(false);
    expect(CondSchema.safeParse({ c: 'all', of: [] }).success).toBe(false);
  });

  it('clan, sect, capacity and "younger" (lower capacity, vtes-es 1.5.1) of a card by its role', () => {
    const ctx = { seat: 0, minion: theo, actor: theo, opponent: alexa };
    expect(holds(s0, { c: 'clan', who: 'minion', clan: 'Brujah' }, ctx)).toBe(true);
    expect(holds(s0, { c: 'clan', who: 'opponent', clan: 'Brujah' }, ctx)).toBe(false);
    expect(holds(s0, { c: 'capacity', who: 'minion', min: 8 }, ctx)).toBe(true);
    expect(holds(s0, { c: 'capacity', who: 'minion', max: 7 }, ctx)).toBe(false);
    expect(holds(s0, { c: 'younger', who: 'minion', than: 'opponent' }, ctx)).toBe(false);
    expect(holds(s0, { c: 'younger', who: 'minion', than: 'opponent' }, { ...ctx, minion: ashley })).toBe(true);
    expect(holds(s0, { c: 'blood', who: 'minion', min: 3, max: 3 }, ctx)).toBe(true);
  });

  it('ready and locked (vtes-es 1.1.2), a pool compared, the Edge; all / any / not compose', () => {
    const ctx = { seat: 0, minion: ashley };
    expect(holds(s0, { c: 'locked', who: 'minion' }, ctx)).toBe(true);
    expect(holds(s0, { c: 'ready', who: 'minion' }, { seat: 1, minion: rayne })).toBe(false);
    expect(holds(s0, { c: 'pool', of: 'you', max: 12 }, ctx)).toBe(true);
    expect(holds(s0, { c: 'edge' }, ctx)).toBe(false);
    const either: Cond = { c: 'any', of: [{ c: 'edge' }, { c: 'locked', who: 'minion' }] };
    expect(holds(s0, either, ctx)).toBe(true);
    expect(holds(s0, { c: 'all', of: [{ c: 'edge' }, { c: 'locked', who: 'minion' }] }, ctx)).toBe(false);
    expect(holds(s0, { c: 'not', of: either }, ctx)).toBe(false);
  });

  it("a ready vampire with a title that the Methuselah of the use controls (vtes-es 1.5.3): not one in torpor, not another's", () => {
    // Theo Bell holds no title in the starter data; Alexa Draper is a prince (seat 1); Rayne is in torpor
    const titled = (seat: number, title: 'prince' | 'baron') => holds(s0, { c: 'controlsTitle', title }, { seat });
    expect(titled(1, 'prince')).toBe(true);
    expect(titled(0, 'prince')).toBe(false);
    expect(titled(1, 'baron')).toBe(false);
  });

  it('a card class the data states (issue 27 item 5: vehicle, animal, mortal, gun...)', () => {
    const hound: CardDef = {
      id: 'test-hound',
      name: 'Test Hound',
      kind: 'library',
      types: ['Retainer'],
      clan: [],
      reqs: [],
      modes: [],
      automation: 'full',
      classes: ['animal'],
    };
    const s = build({ seats: [{ ready: [{ card: 'Theo Bell', blood: 2, attached: [{ card: 'Test Hound' }] }] }, {}], defs: [hound] });
    const h = uid(s, 'Test Hound');
    expect(holds(s, { c: 'class', who: 'self', class: 'animal' }, { seat: 0, source: h })).toBe(true);
    expect(holds(s, { c: 'class', who: 'self', class: 'vehicle' }, { seat: 0, source: h })).toBe(false);
    expect(
      selectedCards(s, { of: 'retainer', whose: 'you', where: { c: 'class', who: 'it', class: 'animal' }, count: 'one' }, { seat: 0 }),
    ).toEqual([h]);
  });

  it('a minion attempting to block (vtes-es 6.2.2.2), the action kind, its outcome (6.2.3)', () => {
    const a = announce(s0, theo, `bleed:${theo}`);
    const s: VtesState = { ...a, act: { ...a.act!, step: 'stealth', blocker: alexa } };
    const ctx = { seat: 0, minion: theo };
    expect(holds(s, { c: 'blockAttempt' }, ctx)).toBe(true);
    expect(holds(s0, { c: 'blockAttempt' }, ctx)).toBe(false);
    expect(holds(s, { c: 'action', kind: 'bleed' }, ctx)).toBe(true);
    expect(holds(s, { c: 'action', kind: 'directed' }, ctx)).toBe(true);
    expect(holds(s, { c: 'action', kind: 'hunt' }, ctx)).toBe(false);
    // the bleed is directed at seat 1 (6.2.2: its target), not at seat 0
    expect(holds(s, { c: 'targetsYou' }, { seat: 1 })).toBe(true);
    expect(holds(s, { c: 'targetsYou' }, ctx)).toBe(false);
    expect(holds(s0, { c: 'targetsYou' }, { seat: 1 })).toBe(false);
    expect(holds(s, { c: 'clan', who: 'blocker', clan: 'Ventrue' }, ctx)).toBe(true);
    expect(holds(s, { c: 'success' }, ctx)).toBe(false);
    expect(mentions({ c: 'all', of: [{ c: 'edge' }, { c: 'blockAttempt' }] }, 'blockAttempt')).toBe(true);
  });

  it('every leaf and its negation render as a clause in Spanish and Polish', () => {
    const leaves: Cond[] = [
      { c: 'clan', who: 'minion', clan: 'Toreador' },
      { c: 'sect', who: 'actor', sect: 'anarch' },
      { c: 'titled', who: 'blocker' },
      { c: 'class', who: 'it', class: 'animal' },
      { c: 'class', who: 'self', class: 'gun' },
      { c: 'capacity', who: 'it', min: 7 },
      { c: 'capacity', who: 'it', min: 3, max: 5 },
      { c: 'blood', who: 'minion', max: 2 },
      { c: 'counters', who: 'self', min: 1 },
      { c: 'counters', who: 'self', min: 5 },
      { c: 'younger', who: 'actor', than: 'minion' },
      { c: 'ready', who: 'target' },
      { c: 'locked', who: 'self' },
      { c: 'locked', who: 'opponent' },
      { c: 'pool', of: 'target', max: 5 },
      { c: 'action', kind: 'political' },
      { c: 'targetsYou' },
      { c: 'controlsTitle', title: 'baron' },
      { c: 'controlsTitle', title: 'inner circle' },
      { c: 'blockAttempt' },
      { c: 'success' },
      { c: 'blocked' },
      { c: 'range', range: 'long' },
      { c: 'round', n: 1 },
      { c: 'firstThisTurn' },
      { c: 'edge' },
      { c: 'capacity', who: 'minion' },
    ];
    for (const c of leaves) {
      rendersClean(condRef(c));
      rendersClean(condRef(c, true));
    }
    const clause = condClause({
      c: 'not',
      of: {
        c: 'all',
        of: [
          { c: 'clan', who: 'minion', clan: 'Toreador' },
          { c: 'capacity', who: 'minion', min: 7 },
        ],
      },
    });
    expect(render('es', clause)).toBe('si este siervo no es del clan Toreador o este siervo tiene capacidad 6 o menos');
    expect(render('pl', clause)).toBe('jeśli ten podwładny nie jest z klanu Toreador lub ten podwładny ma potencjał co najwyżej 6');
  });
});

describe('Amount (issue 27 item 4; vtes-es 1.2, 1.6.1.3, 6.3.3)', () => {
  it('fixed, X, blood, capacity, votes, a pool, conditional and summed amounts', () => {
    const ctx = { seat: 0, minion: theo, x: 2 };
    expect(amountOf(s0, 3, ctx)).toBe(3);
    expect(amountOf(s0, { a: 'x' }, ctx)).toBe(2);
    expect(amountOf(s0, { a: 'blood', who: 'minion' }, ctx)).toBe(3);
    expect(amountOf(s0, { a: 'capacity', who: 'minion' }, ctx)).toBe(8);
    expect(amountOf(s0, { a: 'votes', who: 'minion' }, ctx)).toBe(0);
    expect(amountOf(s0, { a: 'pool', of: 'you' }, ctx)).toBe(12);
    const toreadorMore = {
      a: 'sum' as const,
      of: [1, { a: 'if' as const, if: { c: 'clan' as const, who: 'minion' as const, clan: 'Brujah' }, then: 1 }],
    };
    expect(amountOf(s0, toreadorMore, ctx)).toBe(2);
    expect(amountOf(s0, toreadorMore, { ...ctx, minion: ashley })).toBe(1);
    expect(amountGuess(toreadorMore)).toBe(2);
    expect(AmountSchema.safeParse({ a: 'sum', of: [1] }).success).toBe(false);
    expect(AmountSchema.safeParse(1.5).success).toBe(false);
  });

  it('renders in words in both languages', () => {
    rendersClean(amountRef({ a: 'sum', of: [1, { a: 'if', if: { c: 'clan', who: 'minion', clan: 'Toreador' }, then: 1 }] }));
    rendersClean(amountRef({ a: 'if', if: { c: 'edge' }, then: 2, else: { a: 'counters', who: 'self' } }));
    for (const a of ['x', 'pool'] as const) rendersClean(amountRef(a === 'x' ? { a } : { a, of: 'target' }));
    for (const a of ['capacity', 'blood', 'votes'] as const) rendersClean(amountRef({ a, who: 'opponent' }));
  });
});

describe('Selector (issue 27 item 4; vtes-es 1.1, 1.3)', () => {
  const ctx = { seat: 0 as const, minion: theo };
  it('whose, region, filter and condition; Methuselahs by their place at the table', () => {
    const readyOther: Selector = { of: 'vampire', whose: 'other', count: 'one' };
    expect(selectedCards(s0, readyOther, ctx)).toEqual([alexa, baixinho]);
    expect(selectedCards(s0, { of: 'vampire', whose: 'any', state: 'torpor', count: 'each' }, ctx)).toEqual([rayne]);
    expect(selectedCards(s0, { of: 'vampire', whose: 'you', state: 'locked', count: 'each' }, ctx)).toEqual([ashley]);
    expect(selectedCards(s0, { of: 'vampire', whose: 'you', state: 'uncontrolled', count: 'one' }, ctx)).toEqual([alice]);
    expect(selectedCards(s0, { of: 'vampire', whose: 'prey', count: 'one' }, ctx)).toEqual([alexa]);
    expect(selectedCards(s0, { of: 'vampire', whose: 'predator', count: 'one' }, ctx)).toEqual([baixinho]);
    expect(selectedCards(s0, { of: 'vampire', whose: 'any', filter: { clan: 'Ventrue' }, count: 'one' }, ctx)).toEqual([alexa]);
    // "choose a younger vampire": the candidate (`it`) has a lower capacity than the minion
    const younger: Selector = { of: 'vampire', whose: 'any', where: { c: 'younger', who: 'it', than: 'minion' }, count: 'one' };
    expect(selectedCards(s0, younger, ctx)).toEqual([ashley, baixinho]);
    expect(selectedSeats(s0, { of: 'methuselah', whose: 'other', count: 'each' }, ctx)).toEqual([1, 2]);
    expect(SelectorSchema.safeParse({ of: 'vampire', whose: 'mine', count: 'one' }).success).toBe(false);
  });

  it('counts: one, each, up to N, any number', () => {
    const sel = (count: Selector['count']): Selector => ({ of: 'minion', whose: 'any', count });
    expect(choiceBounds(sel('one'), 3)).toEqual({ min: 1, max: 1 });
    expect(choiceBounds(sel('each'), 3)).toEqual({ min: 3, max: 3 });
    expect(choiceBounds(sel('any'), 3)).toEqual({ min: 0, max: 3 });
    expect(choiceBounds(sel({ upTo: 2 }), 3)).toEqual({ min: 0, max: 2 });
    expect(choiceBounds(sel('one'), 0)).toEqual({ min: 0, max: 0 });
  });

  it('renders in both languages', () => {
    for (const count of ['one', 'each', 'any', { upTo: 2 }] as const) {
      rendersClean(selectorRef({ of: 'vampire', whose: 'other', state: 'locked', filter: { clan: 'Toreador' }, count }));
      rendersClean(selectorRef({ of: 'methuselah', whose: 'other', where: { c: 'pool', of: 'target', min: 10 }, count }));
    }
    expect(render('es', selectorRef({ of: 'vampire', whose: 'prey', count: 'one' }))).toBe('un vampiro de la zona preparada de tu presa');
  });
});

describe('Duration (issue 27 item 4; vtes-es 3, 4, 6.2, 6.4.1)', () => {
  it('a round, a turn and "until your next unlock phase" end where the rules say', () => {
    const since = stampNow(s0, 0);
    expect(lasts(s0, 'turn', since)).toBe(true);
    const next = { ...s0, turn: s0.turn + 1, active: 1 };
    expect(lasts(next, 'turn', since)).toBe(false);
    // until seat 0's next unlock phase: through seats 1 and 2's turns, not into seat 0's own
    expect(lasts(next, 'untilUnlock', since)).toBe(true);
    expect(lasts({ ...s0, turn: s0.turn + 2, active: 2 }, 'untilUnlock', since)).toBe(true);
    expect(lasts({ ...s0, turn: s0.turn + 3, active: 0 }, 'untilUnlock', since)).toBe(false);
    expect(lasts(s0, 'action', since)).toBe(false);
    expect(lasts(s0, 'inPlay', stampNow(s0, 0, theo))).toBe(true);
    expect(DurationSchema.safeParse('forever').success).toBe(false);
    for (const d of DurationSchema.options) rendersClean(durationRef(d));
  });
});
