/**
 * The rulings suite (rulings.ts), area `actionsInPlay`: the action cards put in play of issue 29
 * (testing/rulings-actions-in-play.ts), each entry checked by the scenario of the same key, played with the card's
 * reviewed data (the catalog join).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { officialCard } from '../../../testing/official-cards';
import { sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, passUntil, rulingsSuite } from './testing';
import { Scenario } from './scenario';
import { BECOME_VAMPIRE } from './rulings-actions-in-play';
import { testVampire } from './test-vampire';
import { burnCard } from '../core/ops';
import { defOf, type Ev, isVampire } from '../core/state';

const PREY = testVampire('Test Prey', {});

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
/** A catalog card as the set-up plays it (its reviewed entry). */
const card = (id: string): CardDef => cardDefFromDetail(officialCard(id));

/** G00054, LSJ 20020115: the card played becomes a vampire; burned, it is a library card in the ash heap again. */
function burnedBecome(cid: string): void {
  const d = card(cid);
  const clan = d.clan[0] ?? 'Brujah';
  const actor: CardDef = { ...testVampire('Test Actor', {}, [], clan), capacity: 6, sect: 'anarch', title: 'baron' };
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [d.name] }, { ready: [{ card: PREY.name, blood: 3 }] }],
    defs: [d, actor, PREY],
  });
  const c = sc.uid(d.name, 0, 'hand');
  sc.play(d.name, { by: actor.name });
  sc.s = passUntil(sc.s, (x) => !x.act);
  const before = isVampire(sc.s, c);
  const ev: Ev = [];
  burnCard(sc.s, c, ev);
  expect([before, sc.s.cards[c].zone, isVampire(sc.s, c), defOf(sc.s, c).kind]).toEqual([true, 'ash', false, 'library']);
}

const RULINGS: Record<string, () => void> = {
  'constant-revolution-cards-at-once': () => {
    const d = card('100416');
    const sc = new Scenario({
      phase: 'discard',
      active: 0,
      seats: [{ play: [{ card: d.name, blood: 3 }] }, { pool: 20, hand: ['Blood Doll'] }],
      defs: [d],
    });
    sc.s = passUntil(sc.s, (x) => x.pick?.then === 'burnPoolOrHand' || (x.active === 1 && x.phase !== 'unlock'));
    const offered = dec(sc.s).options.map((o) => o.id);
    sc.choose('k:1');
    // still seat 1's unlock phase: the hand stays empty (no replacement), 2 pool burned
    expect([offered, sc.s.seats[1].zones.hand.length, sc.pool(1), sc.s.seats[1].zones.ash.length]).toEqual([['k:0', 'k:1'], 0, 18, 1]);
  },
  ...Object.fromEntries(Object.keys(BECOME_VAMPIRE).map((cid) => [`become-vampire-ash-heap-${cid}`, () => burnedBecome(cid)])),
};

describe.skipIf(!haveData && !process.env.CI)('V:TES rulings, action cards put in play', () => {
  rulingsSuite('actionsInPlay', RULINGS, { describe, it, expect });
});
