/**
 * The families of two primitives (issue 29, tests only), read from the card's data: `ashSwap` (a hand card exchanged
 * for an ash heap card requiring an anarch, in the unlock phase) and `endCombat` (a combat between two anarchs ended
 * before range is determined): Garibaldi-Meucci Museum. Each case plays through the engine's decisions and fails once
 * the card's effects are stripped.
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { BRAWL } from './turn-scenarios';
import { dec, ids } from './testing';

const ANARCH = testVampire('Test Anarch', {}, [], 'Caitiff', { sect: 'anarch' });
const RIVAL = testVampire('Test Rival Anarch', {}, [], 'Caitiff', { sect: 'anarch' });

/** A card requiring an anarch (any type will do: it is only taken from the ash heap). */
export const TEST_ANARCH_CARD: CardDef = {
  id: 'test-anarch-card',
  name: 'Test Anarch Card',
  kind: 'library',
  types: ['Action'],
  clan: [],
  reqs: [{ r: 'sect', sect: 'anarch' }],
  modes: [{ kind: 'action', conditions: [], effects: [] }],
  automation: 'full',
};
/** The same card with no requirement. */
const TEST_PLAIN_CARD: CardDef = { ...TEST_ANARCH_CARD, id: 'test-plain-card', name: 'Test Plain Card', reqs: [] };

const PASS = ['pass', 'decline', 'done', 'none', 'noMore'];
const naming = (sc: Scenario, uid: string) => ids(sc.s).filter((x) => x.split(':').includes(uid));

/**
 * Seat 0's card in play in its unlock phase; a Blood Doll in hand, in the ash heap a card requiring an anarch and one
 * that does not. The card's use is taken, the anarch card and the Blood Doll picked. Measured: 100 if the anarch card is
 * in hand, 10 if the Blood Doll is in the ash heap, the pool paid, and 1000 if the other ash heap card was offered.
 */
function swapCase(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'unlock',
    seats: [{ play: [def.name], hand: ['Blood Doll'], ash: [TEST_ANARCH_CARD.name, TEST_PLAIN_CARD.name] }, {}],
    defs: [def, TEST_ANARCH_CARD, TEST_PLAIN_CARD],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const want = sc.uid(TEST_ANARCH_CARD.name, 0, 'ash');
  const plain = sc.uid(TEST_PLAIN_CARD.name, 0, 'ash');
  const doll = sc.uid('Blood Doll', 0, 'hand');
  const pool = sc.pool(0);
  const use = naming(sc, card)[0];
  if (!use) return 0;
  sc.choose(use);
  const other = naming(sc, plain).length ? 1000 : 0;
  sc.choose(naming(sc, want)[0]);
  sc.choose(naming(sc, doll)[0]);
  return other + (sc.s.cards[want].zone === 'hand' ? 100 : 0) + (sc.s.cards[doll].zone === 'ash' ? 10 : 0) + (pool - sc.pool(0));
}

/**
 * Seat 0's anarch (the card in play) enters combat with seat 1's anarch; every use of the card offered is taken, every
 * strike is a hand strike. Measured: 10 if the card is locked, 1 for each combatant with all its blood after the combat.
 */
function endCombatCase(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: ANARCH.name, blood: 4 }], hand: [BRAWL.name], play: [def.name] },
      { ready: [{ card: RIVAL.name, blood: 4 }] },
    ],
    defs: [def, ANARCH, RIVAL, BRAWL],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  sc.play(BRAWL.name, { by: ANARCH.name, target: RIVAL.name, targetSeat: 1 });
  for (let i = 0; i < 40 && (sc.s.act || sc.s.combat); i++) {
    const o = ids(sc.s);
    const use = dec(sc.s).seat === 0 ? naming(sc, card)[0] : undefined;
    sc.choose(use ?? (o.includes('hand') ? 'hand' : o.find((x) => PASS.includes(x))) ?? o[0]);
  }
  const full = (u: string) => (sc.s.cards[u].blood === 4 ? 1 : 0);
  return (sc.s.cards[card].locked ? 10 : 0) + full(sc.uid(ANARCH.name)) + full(sc.uid(RIVAL.name, 1));
}

/** The cases of a card whose abilities exchange hand and ash heap cards or end a combat (none for any other card). */
export function ashSwapCases(def: CardDef): FamilyCase[] {
  const abilities = def.modes.flatMap((m) => m.effects.filter((e) => isKind(e, 'ability')));
  const out: FamilyCase[] = [];
  if (abilities.some((a) => isKind(a, 'ability') && a.effects.some((p) => p.p === 'ashSwap')))
    out.push({ family: 'unlock phase: a hand card for an ash heap card requiring an anarch', expected: 111, run: (s) => swapCase(def, s) });
  if (abilities.some((a) => isKind(a, 'ability') && a.window === 'beforeRange' && a.effects.some((p) => p.p === 'endCombat')))
    out.push({ family: 'before range: a combat between two anarchs ends', expected: 12, run: (s) => endCombatCase(def, s) });
  return out;
}

export const ASH_SWAP_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Garibaldi-Meucci Museum: lock and 1 pool in the unlock phase to exchange a hand card for an ash heap card requiring
  // an anarch; lock before range to end a combat between an anarch of yours and another anarch
  '100809': ashSwapCases,
};

/** The checks of the rulings of testing/rulings-ash-swap.ts, by entry key; `def` reads a card's definition by official id. */
export function ashSwapRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // RTR 20001020: once the card is used before range, a card played at the end of a round is offered
    'garibaldi-end-round': () => {
      const d = def('100809');
      const late: CardDef = {
        ...TEST_ANARCH_CARD,
        id: 'test-round-end',
        name: 'Test Round End',
        types: ['Combat'],
        reqs: [],
        modes: [{ kind: 'combat', window: { combat: 'endOfRound' }, conditions: [], effects: [] }],
      };
      const sc = new Scenario({
        seats: [
          { ready: [{ card: ANARCH.name, blood: 4 }], hand: [BRAWL.name, late.name], play: [d.name] },
          { ready: [{ card: RIVAL.name, blood: 4 }] },
        ],
        defs: [d, ANARCH, RIVAL, BRAWL, late],
      });
      const card = sc.uid(d.name, 0, 'play');
      sc.play(BRAWL.name, { by: ANARCH.name, target: RIVAL.name, targetSeat: 1 });
      for (let i = 0; i < 20 && !naming(sc, card).length; i++) sc.choose(ids(sc.s).find((x) => PASS.includes(x)) ?? ids(sc.s)[0]);
      sc.choose(naming(sc, card)[0]);
      expect([sc.s.combat?.step, sc.s.combat?.finalRound, naming(sc, sc.uid(late.name, 0, 'hand')).length]).toEqual(['endRound', true, 1]);
    },
    // ANK 20250320: a baron's card and an anarch-or-independent card are offered, a non-Camarilla one is not
    'garibaldi-explicit-anarch': () => {
      const d = def('100809');
      const baron: CardDef = {
        ...TEST_ANARCH_CARD,
        id: 'test-baron-card',
        name: 'Test Baron Card',
        reqs: [{ r: 'title', titles: ['baron'] }],
      };
      const either: CardDef = {
        ...TEST_ANARCH_CARD,
        id: 'test-either-card',
        name: 'Test Either Card',
        reqs: [{ r: 'sects', sects: ['independent', 'anarch'] }],
      };
      const notCam: CardDef = {
        ...TEST_ANARCH_CARD,
        id: 'test-notcam-card',
        name: 'Test Notcam Card',
        reqs: [{ r: 'notSect', sect: 'camarilla' }],
      };
      const sc = new Scenario({
        phase: 'unlock',
        seats: [{ play: [d.name], hand: ['Blood Doll'], ash: [baron.name, either.name, notCam.name] }, {}],
        defs: [d, baron, either, notCam],
      });
      sc.choose(naming(sc, sc.uid(d.name, 0, 'play'))[0]);
      const offered = (c: CardDef) => naming(sc, sc.uid(c.name, 0, 'ash')).length > 0;
      expect([offered(baron), offered(either), offered(notCam)]).toEqual([true, true, false]);
    },
  };
}
