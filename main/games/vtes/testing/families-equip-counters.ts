/**
 * Scenarios of a piece of equipment that enters play with blood counters and gives them to its bearer one at a time in
 * its controller's unlock phase, burned once empty (issue 29, h-combat; tests only; a `vtes.enters` trigger moving blood
 * from the bank onto the card, an ability of window `unlock` moving 1 blood from the card to its bearer, then
 * `burnIfEmpty`; vtes-es 4, 1.1.2, 1.2): Cooler. Seat 0's test vampire equips the card; in each of seat 0's later unlock
 * phases its Methuselah uses it. Measured: 10 × the counters it entered play with, plus the blood the bearer gained, plus
 * 100 if the card was burned once the last counter left it.
 */
import type { CardDef } from '../schema/effects';
import { effectWhere, primWhere } from '../schema/effect-query';
import type { FamilyCase } from './families';
import { dec, ids } from './testing';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';

const BEARER = testVampire('Test Cooler Bearer', {});
const OTHER = testVampire('Test Cooler Other', {});

function equipCountersCase(def: CardDef, mi: number, n: number): FamilyCase {
  return {
    family: 'equipment with blood counters given to its bearer in the unlock phase',
    expected: 10 * n + n + 100,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        defs: [def, BEARER, OTHER],
        strip: strip ? [def.name] : [],
        seats: [{ ready: [{ card: BEARER.name, blood: 1 }], hand: [def.name] }, { ready: [{ card: OTHER.name, blood: 4 }] }],
      });
      const v = sc.uid(BEARER.name);
      const card = sc.s.seats[0].zones.hand[0];
      sc.choose(`min:${v}`);
      const o = ids(sc.s).find((x) => x.split(':').includes(card));
      if (!o) throw new Error(`no equip: ${ids(sc.s).join(' ')}`);
      sc.choose(o);
      for (let i = 0; i < 30 && sc.s.act; i++) {
        const pass = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
        sc.choose(pass ?? dec(sc.s).options[0].id);
      }
      const counters = sc.s.cards[card].blood;
      const before = sc.s.cards[v].blood;
      // seat 0's next turns: the card's unlock phase use each time it is offered
      const t = sc.s.turn;
      for (let i = 0; i < 600 && sc.s.turn <= t + 2 * n + 1; i++) {
        const use = ids(sc.s).find((x) => x.startsWith('use:') && x.split(':').includes(card));
        const pass = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
        sc.choose(use ?? pass ?? dec(sc.s).options[0].id);
      }
      const gained = sc.s.cards[v].blood - before;
      return 10 * counters + gained + (sc.s.cards[card].zone === 'ash' ? 100 : 0);
    },
  };
}

/** The cases a card fits: equipment whose entry puts blood on it and whose unlock phase ability moves it to the bearer. */
export function equipCountersCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    if (m.kind !== 'equip') return [];
    const n = m.effects
      .filter(effectWhere('on', (e) => e.event === 'vtes.enters'))
      .flatMap((e) => e.effects.filter(primWhere('move', (p) => p.from === 'bank' && p.to === 'self')))
      .map((p) => (typeof p.n === 'number' ? p.n : 0))[0];
    const gives = m.effects.some(
      effectWhere(
        'ability',
        (a) => a.window === 'unlock' && a.effects.some(primWhere('move', (p) => p.from === 'self' && p.to === 'minion')),
      ),
    );
    return n && gives ? [equipCountersCase(def, mi, n)] : [];
  });
}
