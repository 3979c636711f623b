/**
 * The "a minion attempts to block" window and the shared records in play (issue 27 items 4 and 5):
 * a mode whose Condition is `blockAttempt` is offered to the acting Methuselah only while a minion
 * attempts to block (vtes-es 6.2.2.2, vtes-pl "Rozpatrzenie wszelkich prób zablokowania"); a
 * `blockFails` primitive makes that attempt fail and bars the minion from attempting again during the
 * action (6.2.2.1); an Amount gives more bleed to a vampire of a clan (6.2.3); a mode's Condition reads
 * as a clause of the card's text in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Mode } from '../schema/effects';
import { renderCardText } from '../vocab/text';
import { announce, build, choose, ids, passUntil, uid } from '../testing/testing';

const card = (name: string, modes: Mode[]): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: ['Action Modifier'],
  clan: [],
  reqs: [],
  modes,
  automation: 'full',
});

const FAIL = card('Test Vanishing', [
  { kind: 'modifier', if: { c: 'blockAttempt' }, conditions: [], effects: [{ e: 'prims', do: [{ p: 'blockFails' }] }] },
]);
const DIM = card('Test Dimming', [
  {
    kind: 'modifier',
    if: { c: 'blockAttempt' },
    conditions: [],
    effects: [{ e: 'prims', do: [{ p: 'bonus', stat: 'intercept', n: -1 }] }],
  },
]);
const FLATTERY = card('Test Flattery', [
  {
    kind: 'modifier',
    window: { bleed: true },
    conditions: [],
    effects: [
      { e: 'bleedPlus', n: 1, limited: true },
      { e: 'prims', do: [{ p: 'bonus', stat: 'bleed', n: { a: 'if', if: { c: 'clan', who: 'minion', clan: 'Brujah' }, then: 1 } }] },
    ],
  },
]);

const CHARM = card('Test Charm', [
  {
    kind: 'modifier',
    conditions: [],
    effects: [
      {
        e: 'prims',
        do: [{ p: 'noBlock', sel: { of: 'vampire', whose: 'other', where: { c: 'younger', who: 'it', than: 'actor' }, count: 'one' } }],
      },
    ],
  },
  {
    kind: 'modifier',
    conditions: [],
    effects: [{ e: 'prims', do: [{ p: 'noBlock', sel: { of: 'vampire', whose: 'other', count: 'one' } }] }],
  },
]);

/** Theo Bell (Brujah) of seat 0 holding the cards bleeds seat 1, whose Alexa Draper and Alice Chen may block. */
function bleeding(hand: CardDef[], actor = 'Theo Bell', blood = 4) {
  let s = build({
    seats: [{ ready: [{ card: actor, blood }], hand: hand.map((d) => d.name) }, { ready: ['Alexa Draper', 'Alice Chen'] }],
    defs: hand,
  });
  const a = uid(s, actor);
  s = announce(s, a, `bleed:${a}`);
  return { s, alexa: uid(s, 'Alexa Draper'), alice: uid(s, 'Alice Chen'), hand: (name: string) => uid(s, name, 0, 'hand') };
}

describe('the block-attempt window (vtes-es 6.2.2.1, 6.2.2.2)', () => {
  it('6.2.2.2: a card "only usable if a minion attempts to block" is offered while one attempts, not before nor after', () => {
    const { s, alexa, hand } = bleeding([FAIL]);
    const card = hand('Test Vanishing');
    expect(ids(s).some((x) => x.includes(card))).toBe(false);
    const t = choose(s, `block:${alexa}`);
    expect(t.act?.step).toBe('stealth');
    expect(ids(t).some((x) => x.startsWith(`mod:${card}`))).toBe(true);
    // nobody blocking: the window never opens, the card is not offered with the bleed modifiers
    const u = passUntil(s, (x) => x.act?.step === 'afterBlock' || !x.act);
    expect(ids(u).some((x) => x.includes(card))).toBe(false);
  });

  it('6.2.2.1: the attempt fails and that minion cannot attempt to block this action again; another one may', () => {
    const { s, alexa, alice, hand } = bleeding([FAIL]);
    let t = choose(s, `block:${alexa}`);
    t = choose(t, `mod:${hand('Test Vanishing')}:0`);
    expect(t.act?.failed).toContain(alexa);
    expect(t.act?.barred).toEqual([alexa]);
    expect(t.act?.outcome).toBeUndefined();
    expect(ids(t)).not.toContain(`block:${alexa}`);
    expect(ids(t)).toContain(`block:${alice}`);
    // Alice blocks: the block holds (intercept 0 against stealth 0) and the action is blocked
    t = passUntil(choose(t, `block:${alice}`), (x) => x.act?.outcome !== undefined || !x.act);
    expect(t.act?.outcome ?? 'ended').not.toBe('success');
  });

  it('6.2.2.2: "the blocking minion gets -1 intercept" lowers the attempt under way: a block at 0 against 0 fails', () => {
    const { s, alexa, hand } = bleeding([DIM]);
    let t = choose(s, `block:${alexa}`);
    expect(t.act?.intercept).toBe(0);
    t = choose(t, `mod:${hand('Test Dimming')}:0`);
    // stealth 0 beats intercept -1; the blocker's Methuselah has no intercept to add: the attempt fails
    expect(t.act?.failed).toContain(alexa);
    expect(t.act?.outcome).toBeUndefined();
  });
});

describe('a block-attempt card with a cost in blood (vtes-es 6.2.2.2, 1.6.1.3)', () => {
  const BURN = card('Test Pale Grasp', [
    {
      kind: 'modifier',
      if: { c: 'blockAttempt' },
      conditions: [],
      effects: [{ e: 'prims', do: [{ p: 'move', n: 2, from: 'minion', to: 'bank' }, { p: 'blockFails' }] }],
    },
  ]);
  it('"burn 2 blood to have that attempt fail": offered to a vampire with the blood, which burns it; not to one without', () => {
    const { s, alexa, hand } = bleeding([BURN]);
    let t = choose(s, `block:${alexa}`);
    const theo = t.act!.actor;
    t = choose(t, `mod:${hand('Test Pale Grasp')}:0`);
    expect(t.cards[theo].blood).toBe(2);
    expect(t.act?.failed).toContain(alexa);
    const dry = bleeding([BURN], 'Theo Bell', 1);
    const u = choose(dry.s, `block:${dry.alexa}`);
    // nothing to offer in the window: the block holds at once and the card stays in hand
    expect(u.act?.outcome).toBe('blocked');
    expect(u.cards[dry.hand('Test Pale Grasp')].zone).toBe('hand');
  });
});

describe('cannot block (vtes-es 6.2.1, 6.2.2.1; a Selector with a count)', () => {
  it('as the action is announced: the only younger vampire cannot block; Alexa Draper (same capacity) still may', () => {
    const { s, alexa, alice, hand } = bleeding([CHARM]);
    expect(s.act?.step).toBe('preBlock');
    const t = passUntil(choose(s, `mod:${hand('Test Charm')}:0`), (x) => x.act?.step === 'block');
    expect(t.act?.barred).toEqual([alice]);
    expect(ids(t)).toContain(`block:${alexa}`);
    expect(ids(t)).not.toContain(`block:${alice}`);
  });

  it('any vampire: the acting Methuselah chooses which one among those the Selector takes', () => {
    const { s, alexa, alice, hand } = bleeding([CHARM]);
    let t = choose(s, `mod:${hand('Test Charm')}:1`);
    expect(t.pick?.kind).toBe('noBlockTarget');
    expect(t.pick?.options.map((o) => o.params?.uid)).toEqual([alexa, alice]);
    t = passUntil(choose(t, t.pick!.options[0].id), (x) => x.act?.step === 'block');
    expect(ids(t)).not.toContain(`block:${alexa}`);
    expect(ids(t)).toContain(`block:${alice}`);
  });
});

describe('an Amount in a bleed modifier (vtes-es 6.2.3, issue 27 item 4)', () => {
  const bleedWith = (actor: string) => {
    const { s, hand } = bleeding([FLATTERY], actor);
    let t = passUntil(s, (x) => x.act?.step === 'afterBlock');
    t = choose(t, `mod:${hand('Test Flattery')}:0`);
    return passUntil(t, (x) => !x.act).seats[1].pool;
  };
  it('+1 bleed, and +1 more when the acting vampire is of the clan the Condition names', () => {
    expect(30 - bleedWith('Theo Bell')).toBe(3);
    expect(30 - bleedWith('Ashley')).toBe(2);
  });
});

/** A location: when an action succeeds and it is a bleed by one of your Brujah, you gain 1 pool (a trigger with a Condition). */
const HAVEN: CardDef = {
  ...card('Test Haven', []),
  types: ['Master'],
  modes: [
    {
      kind: 'master',
      conditions: [],
      effects: [
        { e: 'inPlay', location: true },
        {
          e: 'on',
          event: 'vtes.success',
          if: {
            c: 'all',
            of: [
              { c: 'action', kind: 'bleed' },
              { c: 'clan', who: 'minion', clan: 'Brujah' },
            ],
          },
          effects: [{ p: 'move', n: 1, from: 'bank', to: 'pool' }],
        },
      ],
    },
  ],
};

describe('a successful action as a trigger event (vtes-es 6.2.3, issue 27 item 5)', () => {
  const run = (actor: string, action: 'bleed' | 'hunt') => {
    let s = build({ seats: [{ pool: 10, ready: [{ card: actor, blood: 2 }], play: ['Test Haven'] }, {}], defs: [HAVEN] });
    const a = uid(s, actor);
    s = announce(s, a, `${action}:${a}`);
    return passUntil(s, (x) => !x.act).seats[0].pool;
  };
  it('fires on a successful bleed by a Brujah, after the action resolved', () => {
    expect(run('Theo Bell', 'bleed')).toBe(11);
  });
  it('not on a hunt (the Condition names the action), nor on a bleed by another clan', () => {
    expect(run('Theo Bell', 'hunt')).toBe(10);
    expect(run('Ashley', 'bleed')).toBe(10);
  });
  it('reads as its event and Condition, then its primitives, in both languages', () => {
    expect(renderCardText(HAVEN, 'es')).toContain(
      'Cuando una acción tiene éxito y la acción es un sangrado y este siervo es del clan Brujah:',
    );
    expect(renderCardText(HAVEN, 'pl')).toContain('Gdy akcja się uda i akcja jest drenowaniem i ten podwładny jest z klanu Brujah:');
  });
});

describe('texts of the records (issue 27 item 4)', () => {
  it("a mode's Condition reads as a clause, a lowered intercept as a loss, an Amount in words, in es and pl", () => {
    expect(renderCardText(FAIL, 'es')).toContain('si un siervo intenta bloquear');
    expect(renderCardText(FAIL, 'pl')).toContain('jeśli podwładny próbuje zablokować');
    expect(renderCardText(DIM, 'es')).toContain('-1 de intercepción');
    expect(renderCardText(DIM, 'pl')).toContain('-1 przechwytywania');
    expect(renderCardText(FLATTERY, 'es')).toContain('Este sangrado gana +1 si este siervo es del clan Brujah.');
    expect(renderCardText(FLATTERY, 'pl')).toContain('To drenowanie zyskuje +1, jeśli ten podwładny jest z klanu Brujah.');
  });
});
