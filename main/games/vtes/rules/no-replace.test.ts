/**
 * "Do not replace until your next unlock phase" (vtes-es 1.6.1.2; issue 29): a reaction, an action
 * modifier or a combat card with the record `noReplace` leaves its player's hand one card short until
 * that Methuselah's next unlock phase. A master card saying "until your discard phase" (Liquidation) leaves it
 * short until that phase starts, when its player draws up. An action card saying "until after this action" (Bum's
 * Rush) leaves it short until the action ends, blocked or not, after its combat (G00020: LSJ 20001120).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../schema/effects';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';
import { passUntil } from '../testing/testing';

const card = (name: string, kind: 'modifier' | 'combat'): CardDef => ({
  id: `test-${kind}`,
  name,
  kind: 'library',
  types: [kind === 'combat' ? 'Combat' : 'Action Modifier'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [
    {
      kind,
      conditions: [],
      effects: [{ e: 'noReplace' }, kind === 'combat' ? { e: 'prims', do: [{ p: 'prevent', n: 1 }] } : { e: 'stealth', n: 1 }],
    },
  ],
  automation: 'full',
});

describe('V:TES do not replace until the next unlock phase (1.6.1.2)', () => {
  const actor = testVampire('Test Actor', {});
  const sentry = testVampire('Test Sentry', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);
  const brute = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);

  it('an action modifier: the hand stays one card short after it is played', () => {
    const mod = card('Test Veil', 'modifier');
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [mod.name, 'Blood Doll'] }, { ready: [{ card: sentry.name, blood: 3 }] }],
      defs: [mod, actor, sentry],
    });
    sc.choose(`min:${sc.uid(actor.name)}`).choose(`bleed:${sc.uid(actor.name)}`);
    sc.choose(`block:${sc.uid(sentry.name, 1)}`);
    sc.play(mod.name);
    // drawn up to a hand size of 7 - 1 (1.6.1.2)
    expect(sc.s.seats[0].zones.hand.length).toBe(6);
    expect(sc.s.seats[0].noReplace).toBe(1);
  });

  it('a combat card: the hand stays one card short after it is played', () => {
    const c = card('Test Glance', 'combat');
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [c.name, 'Blood Doll'] }, { ready: [{ card: brute.name, blood: 5 }] }],
      defs: [c, actor, brute],
    });
    const a = sc.uid(actor.name);
    sc.choose(`min:${a}`)
      .choose(`bleed:${a}`)
      .choose(`block:${sc.uid(brute.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
    sc.choose('none').choose('hand');
    sc.play(c.name);
    // drawn up to a hand size of 7 - 1 (1.6.1.2)
    expect(sc.s.seats[0].zones.hand.length).toBe(6);
    expect(sc.s.seats[0].noReplace).toBe(1);
  });

  it('a master card "until your discard phase": one card short until that phase starts, then drawn up', () => {
    const m: CardDef = {
      ...card('Test Sale', 'modifier'),
      id: 'test-master',
      types: ['Master'],
      modes: [
        {
          kind: 'master',
          conditions: [],
          effects: [
            { e: 'noReplace', for: 'untilDiscard' },
            { e: 'prims', do: [{ p: 'move', n: 1, from: 'bank', to: 'pool' }] },
          ],
        },
      ],
    };
    const sc = new Scenario({ phase: 'master', seats: [{ hand: [m.name, ...Array<string>(6).fill('Blood Doll')] }, {}], defs: [m] });
    sc.play(m.name);
    expect([sc.s.seats[0].zones.hand.length, sc.s.seats[0].noReplaceDiscard]).toEqual([6, 1]);
    sc.s = passUntil(sc.s, (x) => x.phase === 'influence');
    expect(sc.s.seats[0].zones.hand.length).toBe(6);
    sc.s = passUntil(sc.s, (x) => x.phase === 'discard');
    expect([sc.s.seats[0].zones.hand.length, sc.s.seats[0].noReplaceDiscard]).toEqual([7, 0]);
  });

  it('an action card "until after this action": short through the block and its combat, drawn up as the action ends', () => {
    const a: CardDef = {
      ...card('Test Rush', 'modifier'),
      id: 'test-action',
      types: ['Action'],
      modes: [
        {
          kind: 'action',
          conditions: [],
          targets: { t: 'prey' },
          effects: [
            { e: 'noReplace', for: 'action' },
            { e: 'bleed', plus: 0 },
          ],
        },
      ],
    };
    const sc = new Scenario({
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [a.name, ...Array<string>(6).fill('Blood Doll')] },
        { ready: [{ card: brute.name, blood: 5 }] },
      ],
      defs: [a, actor, brute],
    });
    sc.play(a.name, { by: actor.name });
    expect([sc.s.seats[0].zones.hand.length, sc.s.seats[0].noReplaceAction]).toEqual([6, 1]);
    sc.choose(`block:${sc.uid(brute.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => !!x.combat);
    expect(sc.s.seats[0].zones.hand.length).toBe(6);
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect([sc.s.seats[0].zones.hand.length, sc.s.seats[0].noReplaceAction]).toEqual([7, 0]);
  });
});
