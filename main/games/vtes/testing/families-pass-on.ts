/**
 * A master card on a vampire that, in its bearer's unlock phase, makes it burn blood or be burned, then moves on to
 * another vampire a Selector takes (issue 29, h-masters, thirteenth session; tests only): the primitives `bloodOrBurn`
 * and `passOn` (vtes-es 1.1.2, 4). Fear of Mekhet: on a ready justicar or Inner Circle member, locked; in that
 * vampire's unlock phase it burns 5 blood or is burned, then the card goes to another justicar or Inner Circle member
 * (in torpor too: ANK 20210109), or is burned if there is none.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { dec, ids } from './testing';

const PASS = ['pass', 'decline', 'done', 'none', 'noMore'];
const naming = (sc: Scenario, uid: string) => ids(sc.s).filter((x) => x.split(':').includes(uid));

const JUSTICAR = testVampire('Test Feared Justicar', {}, [], 'Caitiff', { title: 'justicar' });
const CIRCLE = testVampire('Test Inner Circle Elder', {}, [], 'Caitiff', { title: 'inner circle' });
const PLAIN = testVampire('Test Untitled Elder', {});

/**
 * Seat 0 plays the card in its master phase on seat 1's justicar (`blood` blood); seat 1 also controls an Inner Circle
 * member (`circleZone`: ready or in torpor) and an untitled vampire. Every turn passes until seat 1's master phase.
 * Measured: 1 if the justicar was locked by the card, 10 × the blood it burned (if still in play), 100 if the card is
 * on the Inner Circle member, 1000 if the justicar was burned, 10,000 if the untitled vampire was offered as a target.
 */
export function passOnCase(def: CardDef, strip: boolean, blood = 6, circleZone: 'ready' | 'torpor' = 'ready'): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      { hand: [def.name], library: Array<string>(10).fill('Blood Doll') },
      {
        ready: [
          { card: JUSTICAR.name, blood },
          { card: PLAIN.name, blood: 4 },
          ...(circleZone === 'ready' ? [{ card: CIRCLE.name, blood: 4 }] : []),
        ],
        torpor: circleZone === 'torpor' ? [{ card: CIRCLE.name, blood: 4 }] : [],
        library: Array<string>(10).fill('Blood Doll'),
      },
    ],
    defs: [def, JUSTICAR, CIRCLE, PLAIN],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'hand');
  const j = sc.uid(JUSTICAR.name, 1);
  const circle = sc.uid(CIRCLE.name, 1);
  const plain = sc.uid(PLAIN.name, 1);
  const play = naming(sc, card)[0];
  if (!play) return 0;
  sc.choose(play);
  const offeredPlain = naming(sc, plain).length ? 10000 : 0;
  const pick = naming(sc, j)[0];
  if (pick) sc.choose(pick);
  const locked = sc.s.cards[j].locked ? 1 : 0;
  const turn = sc.s.turn + 1;
  for (let i = 0; i < 120 && !(sc.s.turn === turn && ['master', 'minion'].includes(sc.s.phase)); i++) {
    const opts = ids(sc.s);
    // seat 1 choosing where the card goes: the Inner Circle member
    const to = dec(sc.s).kind === 'passOnTarget' ? naming(sc, circle)[0] : undefined;
    sc.choose(to ?? opts.find((x) => PASS.includes(x)) ?? opts[0]);
  }
  const jc = sc.s.cards[j];
  const inPlay = jc.zone === 'ready' || jc.zone === 'torpor';
  return offeredPlain + locked + (inPlay ? 10 * (blood - jc.blood) : 1000) + (sc.s.cards[card].host === circle ? 100 : 0);
}

export const PASS_ON_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Fear of Mekhet: on a ready justicar, locked; in its unlock phase it burns 5 blood, then the card goes to an Inner Circle member
  '100710': (def) => [
    {
      family: 'on a justicar, locked; 5 blood burned in its unlock phase, then passed to another titled vampire',
      expected: 151,
      run: (s) => passOnCase(def, s),
    },
  ],
};

/** The checks of the rulings of testing/rulings-pass-on.ts, by entry key; `def` reads a card's definition by official id. */
export function passOnRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // Fear of Mekhet (ANK 20210109): moved, not played, so it may go to a justicar or Inner Circle member in torpor
    'fear-torpor': () => {
      const n = passOnCase(def('100710'), false, 6, 'torpor');
      if (n !== 151) throw new Error(`Fear of Mekhet not moved onto a vampire in torpor: ${n}`);
    },
    // Fear of Mekhet: a vampire that cannot burn the 5 blood is burned (and the card with it)
    'fear-burned': () => {
      const n = passOnCase(def('100710'), false, 4);
      if (n !== 1001) throw new Error(`Fear of Mekhet: a vampire with 4 blood not burned: ${n}`);
    },
  };
}
