/**
 * The family of the master cards that become an ally as they are put in play (issue 29, tests only: Jake Washington),
 * read from the card's data: its master mode's `ally` record (life, strength, bleed) and its abilities. Each case plays
 * the card through the engine's decisions and fails once the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { isAlly, isMinion } from '../core/state';
import { strengthOf } from '../core/queries';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { ids } from './testing';
import { expect } from 'vitest';

const MINE = testVampire('Test Empty Mine', {});
const THEIRS = testVampire('Test Empty Theirs', {});

/** The ally record of a master card's mode, if it becomes an ally. */
function allyRecord(def: CardDef) {
  const m = def.modes.find((x) => x.kind === 'master');
  return m?.effects.find((e) => isKind(e, 'ally')) as { life: number; strength: number; bleed: number } | undefined;
}

/**
 * Seat 0 plays the card in its master phase. Measured: 1000 if it stands in the ready region as an ally and a minion,
 * 100 × its life, 10 × (its strength + 1) in a combat-free reading of `strengthOf`.
 */
function playedAsAlly(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [{ hand: [def.name], ready: [{ card: MINE.name, blood: 3 }] }, {}],
    defs: [def, MINE],
    strip: strip ? [def.name] : [],
  });
  const c = sc.uid(def.name, 0, 'hand');
  sc.play(def.name);
  const card = sc.s.cards[c];
  const ally = card.zone === 'ready' && isAlly(sc.s, c) && isMinion(sc.s, c) ? 1000 : 0;
  return ally + 100 * card.blood + 10 * (ally ? strengthOf(sc.s, c) + 1 : 0);
}

/**
 * The card stands in seat 0's ready region in its unlock phase; seat 0's vampire and seat 1's have no blood. The use
 * that burns the card for seat 0's vampire is taken. Measured: that vampire's blood, 10 if the card went to the ash
 * heap, 100 if seat 1's empty vampire was offered too ("a ready vampire", anyone's).
 */
function burnForBlood(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'unlock',
    seats: [{ ready: [{ card: def.name, blood: 1 }, { card: MINE.name }] }, { ready: [{ card: THEIRS.name }] }],
    defs: [def, MINE, THEIRS],
    strip: strip ? [def.name] : [],
  });
  const c = sc.uid(def.name, 0, 'ready');
  const mine = sc.uid(MINE.name, 0);
  const theirs = sc.uid(THEIRS.name, 1);
  const uses = ids(sc.s).filter((x) => x.startsWith(`use:${c}:`));
  const use = uses.find((x) => x.split(':').includes(mine));
  if (!use) return 0;
  const other = uses.some((x) => x.split(':').includes(theirs)) ? 100 : 0;
  sc.choose(use);
  return other + (sc.s.cards[c].zone === 'ash' ? 10 : 0) + sc.s.cards[mine].blood;
}

/** The cases of a master card that becomes an ally (none for any other card). */
export function masterAllyCases(def: CardDef): FamilyCase[] {
  const a = allyRecord(def);
  if (!a) return [];
  const out: FamilyCase[] = [
    {
      family: 'master card put in play as an ally (life, strength)',
      expected: 1000 + 100 * a.life + 10 * (a.strength + 1),
      run: (s) => playedAsAlly(def, s),
    },
  ];
  const m = def.modes.find((x) => x.kind === 'master')!;
  const burn = m.effects.find((e) => isKind(e, 'ability') && e.window === 'unlock' && e.cost.some((k) => k.c === 'burnSelf'));
  const move = burn && isKind(burn, 'ability') ? burn.effects.find((p) => p.p === 'move') : undefined;
  if (move && move.p === 'move')
    out.push({
      family: 'unlock phase: burn the ally for blood on a ready vampire with none',
      expected: 110 + move.n,
      run: (s) => burnForBlood(def, s),
    });
  return out;
}

export const MASTER_ALLY_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Jake Washington: a unique mortal ally of 1 life, 0 strength, 0 bleed; burned in the unlock phase for 4 blood
  '101019': masterAllyCases,
};

/** The checks of the rulings of testing/rulings-master-ally.ts, by entry key; `def` reads a card's definition by official id. */
export function masterAllyRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // LSJ 20071014: the same card is an ally in the ready region, and not in the ash heap nor in the hand
    'jake-no-ally-in-ash': () => {
      const d = def('101019');
      const sc = new Scenario({
        phase: 'master',
        seats: [{ ready: [{ card: d.name, blood: 1 }], ash: [d.name], hand: [d.name] }, {}],
        defs: [d],
      });
      const where = (z: 'ready' | 'ash' | 'hand') => isAlly(sc.s, sc.uid(d.name, 0, z));
      expect([where('ready'), where('ash'), where('hand')]).toEqual([true, false, false]);
    },
    // LSJ 20030520-2: Vagabond Mystic (lock: 1 life to an ally below its starting life) offers nothing for Jake at 1 life
    'jake-starting-life': () => {
      const d = def('101019');
      const mystic = def('102087');
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: d.name, blood: 1 },
              { card: mystic.name, blood: 2 },
              { card: MINE.name, blood: 3 },
            ],
          },
          {},
        ],
        defs: [d, mystic, MINE],
      });
      const jake = sc.uid(d.name, 0, 'ready');
      const m = sc.uid(mystic.name, 0, 'ready');
      expect(ids(sc.s).filter((x) => x.startsWith(`use:${m}:`) && x.split(':').includes(jake))).toEqual([]);
    },
  };
}
