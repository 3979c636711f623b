/**
 * Scenario families of the events the imbued decks play (issue 30 items 2-3; tests only; vtes-es 1.6.4, 5; the
 * primitive `ashSwap { req: 'master' }`): an event in play whose master phase use any Methuselah may make, spending a
 * master phase action, once each master phase, to exchange a master card of the hand for one of the ash heap
 * (Anthelios, The Red Star); a master card searching the library for a Gehenna event card (Fortschritt Library: the
 * primitive `seekToHand { type: 'Event', gehenna }`). Each fails once the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';

/** A master card with no effect of its own, for the exchange. */
const testMaster = (name: string): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: ['Master'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'prims', do: [{ p: 'move', n: 1, from: 'bank', to: 'pool' }] }] }],
  automation: 'full',
});
const KEPT = testMaster('Test Kept');
const WANTED = testMaster('Test Wanted');
const SITTER = testVampire('Test Sitter', {});

/**
 * Seat 1 controls the event; seat 0, in its master phase, uses it. Measured: 100 when the ash heap's master card is in
 * the hand and the hand's in the ash heap, 10 when a master phase action was spent, 1 when no second use is offered.
 */
export const masterAshSwap = (def: CardDef): FamilyCase => ({
  family: "event: any Methuselah's master phase action exchanges a master card of the hand for one of the ash heap",
  expected: 111,
  run(strip) {
    const sc = new Scenario({
      phase: 'master',
      defs: [def, KEPT, WANTED, SITTER],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: SITTER.name, blood: 3 }], hand: [KEPT.name, KEPT.name], ash: [WANTED.name] },
        { ready: [{ card: SITTER.name, blood: 3 }], play: [def.name] },
      ],
    });
    const e = sc.uid(def.name, 1, 'play');
    const w = sc.uid(WANTED.name, 0, 'ash');
    const k = sc.uid(KEPT.name, 0, 'hand');
    const left = sc.s.turnFlags.masterLeft;
    const use = ids(sc.s).find((x) => x.startsWith('use:') && x.split(':').includes(e));
    if (!use) return 0;
    sc.choose(use);
    sc.s = passUntil(sc.s, (x) => !!x.pick, 5);
    const a = ids(sc.s).find((x) => x.split(':').includes(w));
    if (a) sc.choose(a);
    const h = ids(sc.s).find((x) => x.split(':').includes(k));
    if (h) sc.choose(h);
    const swapped = sc.s.cards[w].zone === 'hand' && sc.s.cards[k].zone === 'ash';
    const spent = sc.s.turnFlags.masterLeft === left - 1;
    const again = ids(sc.s).some((x) => x.startsWith('use:') && x.split(':').includes(e));
    return (swapped ? 100 : 0) + (spent ? 10 : 0) + (again ? 0 : 1);
  },
});

/** An event card with no effect, Gehenna or not. */
const testEvent = (name: string, gehenna: boolean): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: ['Event'],
  clan: [],
  disc: {},
  reqs: [],
  ...(gehenna ? { gehenna: true } : {}),
  modes: [{ kind: 'event', conditions: [], effects: [] }],
  automation: 'full',
});
const DOOM = testEvent('Test Doom', true);
const NEWS = testEvent('Test News', false);

/**
 * Seat 0 plays the master card in its master phase with a Gehenna event and another event in its library. Measured: 100
 * when the Gehenna event is in the hand, 10 when the other event was not offered.
 */
export const seekGehenna = (def: CardDef): FamilyCase => ({
  family: 'master: the library searched for a Gehenna event card, to the hand',
  expected: 110,
  run(strip) {
    const sc = new Scenario({
      phase: 'master',
      defs: [def, DOOM, NEWS, SITTER, KEPT],
      strip: strip ? [def.name] : [],
      seats: [
        {
          ready: [{ card: SITTER.name, blood: 3 }],
          hand: [def.name, ...Array.from({ length: 6 }, () => KEPT.name)],
          library: [NEWS.name, DOOM.name, NEWS.name, NEWS.name],
        },
        {},
      ],
    });
    const doom = sc.uid(DOOM.name, 0, 'library');
    const newsCid = sc.s.cards[sc.uid(NEWS.name, 0, 'library')].cid;
    sc.play(def.name);
    sc.s = passUntil(sc.s, (x) => !!x.pick || !x.cancelWin, 5);
    const opts = ids(sc.s);
    const news = opts.some((x) => x.split(':').includes(newsCid));
    const take = opts.find((x) => x.split(':').includes(sc.s.cards[doom].cid));
    if (take) sc.choose(take);
    return (sc.s.cards[doom].zone === 'hand' ? 100 : 0) + (news ? 0 : 10);
  },
});

export const IMBUED_EVENT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Anthelios, The Red Star: a master phase action exchanges a master card of the hand for one of the ash heap
  '100074': (def) => [masterAshSwap(def)],
  // Fortschritt Library: a Gehenna event card of the library to the hand (once each game)
  '100775': (def) => [seekGehenna(def)],
};
