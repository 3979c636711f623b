/**
 * Static modifiers as data (issue 11 item 5.2): the stat query (`statBonus`) and `modSum` add a
 * modifier only for its subject and under its condition (vtes-es 6.2.2.2 stealth and intercept,
 * 6.1.1 bleed amount, 6.4.3 strength, 4.1 a contested card is out of play, 1.6.1.2 hand size).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Effect } from './effects';
import { handSize } from '../core/state';
import { statBonus } from '../core/queries';
import { renderCardText } from '../vocab/text';
import { STARTER_DEFS } from '../data/starters';
import { announce, build, uid } from '../testing/testing';
import { modSum } from './modifiers';
import { holds as holdsNow } from '../core/params/cond';

const printed: Effect[] = [
  { e: 'mod', stat: 'stealth', n: -1, who: 'self', if: { c: 'action', kind: 'undirected' } },
  { e: 'mod', stat: 'intercept', n: 1, who: 'self', if: { c: 'action', kind: 'directed' } },
  { e: 'mod', stat: 'intercept', n: 2, who: 'self' },
];

describe('static modifiers (issue 11 item 5.2)', () => {
  it('6.2.2.2 a modifier with a condition counts only where it holds, one without counts everywhere', () => {
    expect(modSum(printed, 'stealth', ['self'], { directed: false })).toBe(-1);
    expect(modSum(printed, 'stealth', ['self'], { directed: true })).toBe(0);
    expect(modSum(printed, 'intercept', ['self'], { directed: true })).toBe(3);
    expect(modSum(printed, 'intercept', ['self'], { directed: false })).toBe(2);
    expect(modSum(printed, 'intercept', ['self'])).toBe(2);
    // another subject (the retainer's employer) gets nothing from the vampire's own modifiers
    expect(modSum(printed, 'intercept', ['employer'], { directed: true })).toBe(0);
  });

  it("6.2.2.2 / 4.1 a minion's intercept: its printed ability, its retainer, a card on it against a bleed at you; contested gives nothing", () => {
    const s = build({
      seats: [
        {
          ready: [{ card: 'Dowager, The', attached: [{ card: 'Raven Spy' }, { card: 'Guardian Angel' }] }, { card: 'Lenny Burkhead' }],
        },
        {},
      ],
    });
    const dow = uid(s, 'The Dowager');
    expect(statBonus(s, 'intercept', dow, { directed: false })).toBe(1); // Raven Spy
    expect(statBonus(s, 'intercept', dow, { directed: true })).toBe(2); // + her ability
    expect(statBonus(s, 'intercept', dow, { directed: true, bleed: true, targetsYou: false })).toBe(2); // a bleed at another
    expect(statBonus(s, 'intercept', dow, { directed: true, bleed: true, targetsYou: true })).toBe(3); // + Guardian Angel
    const spy = s.cards[dow].attached.find((x) => s.cards[x].cid === [...STARTER_DEFS.values()].find((d) => d.name === 'Raven Spy')!.id)!;
    s.cards[spy].contested = true;
    expect(statBonus(s, 'intercept', dow, { directed: true, bleed: () => true, targetsYou: true })).toBe(2);
    expect(statBonus(s, 'bleed', uid(s, 'Lenny Burkhead'))).toBe(1);
    expect(statBonus(s, 'strength', uid(s, 'Lenny Burkhead'))).toBe(0);
  });

  it('1.6.1.2 a hand-size modifier counts for the Methuselah controlling the card in play', () => {
    const s = build({ seats: [{ play: ['Elder Library'] }, {}] });
    expect(handSize(s, 0)).toBe(8);
    expect(handSize(s, 1)).toBe(7);
  });

  it('a modifier reads with its sign in both languages (a penalty is not "+-1")', () => {
    const def = {
      ...STARTER_DEFS.get([...STARTER_DEFS.keys()][0])!,
      reqs: [],
      modes: [
        {
          kind: 'vampire' as const,
          conditions: [],
          effects: [{ e: 'mod' as const, stat: 'strength' as const, n: -1, who: 'self' as const }],
        },
      ],
    };
    expect(renderCardText(def, 'es')).toContain('-1 de fuerza');
    expect(renderCardText(def, 'es')).not.toContain('+-1');
    expect(renderCardText(def, 'pl')).toContain('-1 siły');
    expect(
      renderCardText({ ...def, modes: [{ ...def.modes[0], effects: [{ e: 'mod', stat: 'bleed', n: 2, who: 'self' }] }] }, 'pl'),
    ).toContain('+2 drenowania');
  });

  it('1.6.1.2 a hand size "per counter on this card" counts the counters the card has now (Visit from the Capuchin)', () => {
    const perCounter: Effect[] = [{ e: 'mod', stat: 'handSize', n: 1, who: 'controller', per: { a: 'counters', who: 'self' } }];
    expect(modSum(perCounter, 'handSize', ['controller'], { counters: 3 })).toBe(3);
    expect(modSum(perCounter, 'handSize', ['controller'])).toBe(0);
    const s = build({ seats: [{ play: [{ card: 'Visit from the Capuchin', blood: 2 }] }, {}] });
    expect(handSize(s, 0)).toBe(9);
    expect(handSize(s, 1)).toBe(7);
  });

  it("issue 27 item 4: a modifier's `if` is any Condition and its `per` any Amount, read from the state where the asker does not say", () => {
    // pure: the asker answers the leaves it knows, `param` the others; without it they do not hold
    const m: Effect[] = [
      { e: 'mod', stat: 'bleed', n: 1, who: 'self', if: { c: 'clan', who: 'self', clan: 'Toreador' } },
      { e: 'mod', stat: 'bleed', n: 2, who: 'self', per: { a: 'blood', who: 'self' } },
    ];
    expect(modSum(m, 'bleed', ['self'])).toBe(0);
    expect(modSum(m, 'bleed', ['self'], { param: { holds: () => true, amount: () => 3 } })).toBe(1 + 6);
    // the stat query reads them for the minion: a Brujah of 3 blood with "+1 bleed while it has 3 blood or more"
    const strong: CardDef = {
      id: 'test-strong',
      name: 'Test Strong',
      kind: 'library',
      types: ['Equipment'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [
        {
          kind: 'equip',
          conditions: [],
          effects: [
            { e: 'mod', stat: 'bleed', n: 1, who: 'bearer', if: { c: 'blood', who: 'minion', min: 3 } },
            { e: 'mod', stat: 'strength', n: 1, who: 'bearer', per: { a: 'capacity', who: 'minion' } },
          ],
        },
      ],
    };
    const s = build({
      seats: [
        {
          ready: [
            { card: 'Theo Bell', blood: 3, attached: [{ card: 'Test Strong' }] },
            { card: 'Ashley', blood: 1, attached: [{ card: 'Test Strong' }] },
          ],
        },
        { ready: ['Alexa Draper'] },
      ],
      defs: [strong],
    });
    expect(statBonus(s, 'bleed', uid(s, 'Theo Bell'))).toBe(1);
    expect(statBonus(s, 'bleed', uid(s, 'Ashley'))).toBe(0);
    const bare = build({ seats: [{ ready: [{ card: 'Theo Bell', blood: 3 }] }, {}] });
    // + Theo Bell's capacity (8) over what he has without the card
    expect(statBonus(s, 'strength', uid(s, 'Theo Bell')) - statBonus(bare, 'strength', uid(bare, 'Theo Bell'))).toBe(8);
    // a bleed directed at the Methuselah controlling the blocker, read from the action under way when the asker does not say
    const ga: Effect[] = [
      { e: 'mod', stat: 'intercept', n: 1, who: 'bearer', if: { c: 'all', of: [{ c: 'action', kind: 'bleed' }, { c: 'targetsYou' }] } },
    ];
    const a = announce(s, uid(s, 'Theo Bell'), `bleed:${uid(s, 'Theo Bell')}`);
    const at = (seat: number) => ({ param: { holds: (c: Parameters<typeof holdsNow>[1]) => holdsNow(a, c, { seat }), amount: () => 0 } });
    expect(modSum(ga, 'intercept', ['bearer'], at(1))).toBe(1);
    expect(modSum(ga, 'intercept', ['bearer'], at(0))).toBe(0);
  });
});
