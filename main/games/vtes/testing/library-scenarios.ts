/**
 * Scenarios of action cards, political actions and master cards of issue 29 (tests only), by official
 * card id, as testing/master-scenarios.ts: each plays the card through the engine's decisions, measures
 * what it does and fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways;
 * data/master-scenarios.test.ts card by card, with their rulings).
 */
import type { CardDef } from '../schema/effects';
import { statBonus } from '../core/queries';
import { dec, ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './families';
import { Scenario } from './scenario';

const MINE = testVampire('Test Mine', {});
const HELPER = testVampire('Test Helper', {});
const VICTIM = testVampire('Test Victim', {});

/** How many options of the pending decision name the card instance `card`. */
const optionsWith = (sc: Scenario, card: string) => dec(sc.s).options.filter((o) => o.id.split(':').includes(card)).length;

/** Seat 0 in its master phase, holding `def` and six other cards, with `library` cards in its library (Blood Dolls). */
export function masterWithLibrary(def: CardDef, library: number, strip = false): Scenario {
  return new Scenario({
    phase: 'master',
    seats: [{ hand: [def.name, ...Array<string>(6).fill('Blood Doll')], library: Array<string>(library).fill('Blood Doll') }, {}],
    defs: [def],
    strip: strip ? [def.name] : [],
  });
}

/**
 * An action card played by seat 0's `actor` (5 blood) that nobody blocks, with `others` in play (seat 0's,
 * seat 1's, by their spec); the blood each of `watched` (by name, of its seat) gained, as `[name, seat]`.
 */
function actionGains(
  def: CardDef,
  mode: number,
  actor: CardDef,
  seats: Scenario['spec']['seats'],
  extra: CardDef[],
  watched: [string, number][],
): (strip: boolean) => number[] {
  return (strip) => {
    const [first, ...rest] = seats;
    const sc = new Scenario({
      seats: [{ ...first, ready: [{ card: actor.name, blood: 5 }, ...(first.ready ?? [])], hand: [def.name] }, ...rest],
      defs: [def, actor, ...extra],
      strip: strip ? [def.name] : [],
    });
    const before = watched.map(([n, seat]) => sc.s.cards[sc.uid(n, seat)].blood);
    sc.play(def.name, { by: actor.name, mode });
    sc.s = passUntil(sc.s, (x) => !x.act);
    return watched.map(([n, seat], i) => sc.s.cards[sc.uid(n, seat)].blood - before[i]);
  };
}

/** The gains as one number: the i-th watched card's in the i-th decimal digit. */
const digits = (xs: number[]) => xs.reduce((n, x, i) => n + x * 10 ** i, 0);

/** A location of no text but being one (its data puts it in play as a location). */
const PLACE: CardDef = {
  id: 'test-place',
  name: 'Test Place',
  kind: 'library',
  types: ['Master'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'inPlay', location: true, unique: false }] }],
  automation: 'full',
};

/**
 * An action entering combat (6.4) with seat 1's minion (`locked` or not): seat 0's actor, with the mode's
 * Disciplines, plays mode `mi`; a combat started counts 1, each optional maneuver the actor has in it 10.
 * `unlockFirst`: the target unlocks before the action resolves (the action then fizzles, ANK 20210124).
 */
export function enterCombatCase(def: CardDef, mi: number, locked: boolean, unlockFirst = false) {
  const discs = Object.fromEntries(def.modes[mi].conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
  const actor = testVampire('Test Actor', discs);
  return (strip: boolean): number => {
    const sc = new Scenario({
      // an unlocked minion of seat 1 may block: the action waits for its answer (where the target unlocks)
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [def.name] },
        { ready: [{ card: VICTIM.name, blood: 3, locked }, ...(unlockFirst ? [{ card: HELPER.name, blood: 1 }] : [])] },
      ],
      defs: [def, actor, VICTIM, HELPER],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name, mode: mi, target: VICTIM.name, targetSeat: 1 });
    if (unlockFirst) {
      const v = sc.uid(VICTIM.name, 1);
      sc.s = { ...sc.s, cards: { ...sc.s.cards, [v]: { ...sc.s.cards[v], locked: false } } };
    }
    sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
    return sc.s.combat ? 1 + 10 * (sc.s.combat.optManeuvers[a] ?? 0) : 0;
  };
}

export const LIBRARY_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Little Mountain Cemetery: the acting vampire of the clan gains 1 blood, and so does each younger one of the
  // clan in its player's uncontrolled region (not an older one, nor one of another clan)
  '101113': (def) => {
    const actor = testVampire('Test Actor', {}, [], 'Samedi', { capacity: 6 });
    const young = testVampire('Test Young', {}, [], 'Samedi', { capacity: 4 });
    const old = testVampire('Test Old', {}, [], 'Samedi', { capacity: 9 });
    return [
      {
        family: 'blood on the actor and each younger uncontrolled vampire of its clan',
        expected: 11,
        run: (strip) =>
          digits(
            actionGains(
              def,
              0,
              actor,
              [{ uncontrolled: [{ card: young.name }, { card: old.name }, { card: VICTIM.name }] }, {}],
              [young, old, VICTIM],
              [
                [actor.name, 0],
                [young.name, 0],
                [old.name, 0],
                [VICTIM.name, 0],
              ],
            )(strip),
          ),
      },
    ];
  },
  // Ambush: a (D) action entering combat with a locked minion, with an optional maneuver in that combat
  '100046': (def) => [
    { family: 'enter combat with a locked minion, an optional maneuver', expected: 11, run: enterCombatCase(def, 0, true) },
  ],
  // Umbrous Clutch: a +1 stealth (D) action entering combat with a minion; at superior, with an optional maneuver
  '102306': (def) => [
    { family: 'enter combat with a minion', expected: 1, run: enterCombatCase(def, 0, false) },
    { family: 'enter combat with a minion, an optional maneuver', expected: 11, run: enterCombatCase(def, 1, false) },
  ],
  // Fleetness: a +1 stealth bleed (the bleeding family); at superior, entering combat with a locked minion, with an
  // optional maneuver
  '100747': (def) => [
    { family: 'enter combat with a locked minion, an optional maneuver', expected: 11, run: enterCombatCase(def, 1, true) },
  ],
  // Dominate Kine: a +1 stealth bleed at +1 (the bleeding family); at superior, a (D) action stealing another
  // Methuselah's location, which comes under the acting Methuselah's control
  '100573': (def) => {
    const actor = testVampire('Test Actor', { dom: 2 });
    return [
      {
        family: "steals another Methuselah's location",
        expected: 1,
        run(strip) {
          const sc = new Scenario({
            seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { play: [PLACE.name] }],
            defs: [def, actor, PLACE],
            strip: strip ? [def.name] : [],
          });
          const place = sc.uid(PLACE.name, 1, 'play');
          sc.play(def.name, { by: actor.name, mode: 1, target: PLACE.name, targetSeat: 1 });
          sc.s = passUntil(sc.s, (x) => !x.act);
          return sc.s.cards[place].controller === 0 && sc.s.cards[place].zone === 'play' ? 1 : 0;
        },
      },
    ];
  },
  // Powerbase: Montreal: in its controller's influence phase, 1 blood on an uncontrolled vampire (once); another
  // Methuselah's vampire may steal it as a (D) action (its controller then is that vampire's)
  '101439': (def) => [
    {
      family: 'influence phase: 1 blood on an uncontrolled vampire, once',
      expected: 11,
      run(strip) {
        const sc = new Scenario({
          phase: 'influence',
          seats: [{ play: [def.name], uncontrolled: [{ card: VICTIM.name, blood: 0 }] }, {}],
          defs: [def, VICTIM],
          strip: strip ? [def.name] : [],
        });
        const loc = sc.uid(def.name, 0, 'play');
        const w = sc.uid(VICTIM.name, 0, 'uncontrolled');
        const use = () => dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(loc))?.id;
        sc.choose(use() ?? 'none');
        const pick = dec(sc.s).options.find((x) => x.id.split(':').includes(w));
        if (pick) sc.choose(pick.id);
        return sc.s.cards[w].blood + (use() ? 0 : 10);
      },
    },
    {
      family: "another Methuselah's vampire steals it as a (D) action",
      expected: 10,
      run(strip) {
        const sc = new Scenario({
          seats: [{ ready: [{ card: MINE.name, blood: 3 }] }, { play: [def.name], ready: [{ card: VICTIM.name, blood: 3 }] }],
          defs: [def, MINE, VICTIM],
          strip: strip ? [def.name] : [],
        });
        const loc = sc.uid(def.name, 1, 'play');
        sc.choose(`min:${sc.uid(MINE.name)}`);
        const steal = dec(sc.s).options.find((o) => o.id.startsWith('stealAct:') && o.id.split(':').includes(loc));
        if (!steal) return 0;
        sc.choose(steal.id);
        // seat 1's vampire is asked whether to block: the action is directed at seat 1 (6.2.2)
        const directed = sc.s.act?.target === 1 ? 1 : 0;
        sc.s = passUntil(sc.s, (x) => !x.act);
        return directed + (sc.s.cards[loc].zone === 'play' && sc.s.cards[loc].controller === 0 ? 9 : 0);
      },
    },
  ],
  // Heart of the City: an action putting the card on the acting vampire, which then bleeds for 1 more (2 at
  // superior); one per vampire (the limit `oneOn`, read as any such card is offered)
  '100904': (def) =>
    [1, 2].map((level, mi) => {
      const actor = testVampire('Test Actor', { pre: level as 1 | 2 });
      return {
        family: `a card on the acting vampire: +${level} bleed`,
        expected: level,
        run(strip: boolean) {
          const sc = new Scenario({
            seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, {}],
            defs: [def, actor],
            strip: strip ? [def.name] : [],
          });
          sc.play(def.name, { by: actor.name, mode: mi });
          sc.s = passUntil(sc.s, (x) => !x.act);
          return statBonus(sc.s, 'bleed', sc.uid(actor.name), { directed: true });
        },
      };
    }),
  // Tribute to the Master: 1 blood from each ready vampire of its player to the pool (one without blood gives
  // none, one in torpor is not ready)
  '102023': (def) => [
    {
      family: 'blood of each ready vampire to the pool',
      expected: 11,
      run(strip) {
        const sc = new Scenario({
          phase: 'master',
          seats: [
            {
              ready: [
                { card: MINE.name, blood: 3 },
                { card: HELPER.name, blood: 0 },
              ],
              torpor: [{ card: VICTIM.name, blood: 2 }],
              hand: [def.name],
            },
            {},
          ],
          defs: [def, MINE, HELPER, VICTIM],
          strip: strip ? [def.name] : [],
        });
        sc.play(def.name);
        const cost = typeof def.modes[0].cost?.pool === 'number' ? def.modes[0].cost.pool : 0;
        return 10 * (sc.pool(0) - 30 + cost) + sc.s.cards[sc.uid(VICTIM.name)].blood - 1;
      },
    },
  ],
  // Patshiv: each ready unlocked Ravnos, any Methuselah's, gains 1 blood (the acting one is locked by its action)
  '101376': (def) => {
    const actor = testVampire('Test Actor', {}, [], 'Ravnos');
    const mate = testVampire('Test Mate', {}, [], 'Ravnos');
    const rival = testVampire('Test Rival', {}, [], 'Ravnos');
    const tired = testVampire('Test Tired', {}, [], 'Ravnos');
    return [
      {
        family: 'blood on each ready unlocked vampire of a clan',
        expected: 110,
        run: (strip) =>
          digits(
            actionGains(
              def,
              0,
              actor,
              [
                { ready: [{ card: mate.name, blood: 1 }] },
                {
                  ready: [
                    { card: rival.name, blood: 1 },
                    { card: tired.name, blood: 1, locked: true },
                    { card: VICTIM.name, blood: 1 },
                  ],
                },
              ],
              [mate, rival, tired, VICTIM],
              [
                [actor.name, 0],
                [mate.name, 0],
                [rival.name, 1],
                [tired.name, 1],
                [VICTIM.name, 1],
              ],
            )(strip),
          ),
      },
    ];
  },
  // Media Influence: a bleed at +2 (the bleeding family); at superior, each of its Methuselah's unlocked vampires
  // gains 1 blood (not the acting one, locked; not a locked one, nor another Methuselah's)
  '101193': (def) => {
    const actor = testVampire('Test Actor', { pre: 2 });
    return [
      {
        family: "blood on each of one's unlocked vampires",
        expected: 1,
        run: (strip) =>
          digits(
            actionGains(
              def,
              1,
              actor,
              [
                {
                  ready: [
                    { card: MINE.name, blood: 1 },
                    { card: HELPER.name, blood: 1, locked: true },
                  ],
                },
                { ready: [{ card: VICTIM.name, blood: 1 }] },
              ],
              [MINE, HELPER, VICTIM],
              [
                [MINE.name, 0],
                [HELPER.name, 0],
                [VICTIM.name, 1],
              ],
            )(strip),
          ),
      },
    ];
  },
  // Recruiting Party: each vampire of the clan in its player's uncontrolled region gains 1 blood
  '101568': (def) => {
    const actor = testVampire('Test Actor', {}, [], 'Ventrue antitribu');
    const heir = testVampire('Test Heir', {}, [], 'Ventrue antitribu');
    return [
      {
        family: 'blood on each uncontrolled vampire of a clan',
        expected: 10,
        run: (strip) =>
          digits(
            actionGains(
              def,
              0,
              actor,
              [{ uncontrolled: [{ card: heir.name }, { card: VICTIM.name }] }, {}],
              [heir, VICTIM],
              [
                [VICTIM.name, 0],
                [heir.name, 0],
              ],
            )(strip),
          ),
      },
    ];
  },
  // Liquidation: the top 7 library cards burned, 3 pool gained; the card is not replaced until the discard phase
  // of that turn (1.6.1.2), as which the hand is drawn up; not playable with fewer than 7 library cards (LSJ
  // 20070901, data/master-scenarios.test.ts)
  '101112': (def) => [
    {
      family: 'pool gained, library burned, replaced in the discard phase',
      expected: 1173,
      run(strip) {
        const sc = masterWithLibrary(def, 10, strip);
        sc.play(def.name);
        const gained = sc.pool(0) - 30 + (typeof def.modes[0].cost?.pool === 'number' ? def.modes[0].cost.pool : 0);
        const ash = sc.s.seats[0].zones.ash.length - 1;
        const hand = sc.s.seats[0].zones.hand.length;
        sc.s = passUntil(sc.s, (x) => x.phase === 'discard');
        return gained + 10 * ash + 100 * (hand === 6 ? 1 : 0) + 1000 * (sc.s.seats[0].zones.hand.length === 7 ? 1 : 0);
      },
    },
  ],
  // Pentex(TM) Subversion: on a ready minion, which cannot block (a rule marker kept while the card stays); any
  // other minion, its controller's too, may burn it as an action, not directed when the card is its own
  // Methuselah's (vtes-es 6.2.2)
  '101384': (def) => [
    {
      family: 'the minion it is on cannot block',
      expected: 0,
      run(strip) {
        const sc = new Scenario({
          phase: 'master',
          seats: [{ ready: [{ card: MINE.name, blood: 3 }], hand: [def.name] }, { ready: [{ card: VICTIM.name, blood: 3 }] }],
          defs: [def, MINE, VICTIM],
          strip: strip ? [def.name] : [],
        });
        sc.play(def.name, { target: VICTIM.name, targetSeat: 1 });
        sc.s = passUntil(sc.s, (x) => x.phase === 'minion');
        sc.choose(`min:${sc.uid(MINE.name)}`).choose(`bleed:${sc.uid(MINE.name)}`);
        return ids(sc.s).filter((x) => x.startsWith('block:')).length;
      },
    },
    {
      family: 'another minion of its controller burns it, undirected; not the minion it is on',
      expected: 110,
      run(strip) {
        const sc = new Scenario({
          phase: 'master',
          seats: [
            {
              ready: [
                { card: MINE.name, blood: 3 },
                { card: HELPER.name, blood: 3 },
              ],
              hand: [def.name],
            },
            { ready: [{ card: VICTIM.name, blood: 3 }] },
          ],
          defs: [def, MINE, HELPER, VICTIM],
          strip: strip ? [def.name] : [],
        });
        const card = sc.uid(def.name, 0, 'hand');
        sc.play(def.name, { target: MINE.name });
        sc.s = passUntil(sc.s, (x) => x.phase === 'minion');
        sc.choose(`min:${sc.uid(MINE.name)}`);
        const bySelf = optionsWith(sc, card);
        sc.choose('back');
        sc.choose(`min:${sc.uid(HELPER.name)}`);
        const byOther = optionsWith(sc, card);
        if (!byOther) return bySelf;
        sc.choose(dec(sc.s).options.find((o) => o.id.split(':').includes(card))!.id);
        const undirected = sc.s.act?.target === undefined ? 1 : 0;
        sc.s = passUntil(sc.s, (x) => !x.act);
        return bySelf + 10 * undirected + 100 * (sc.s.cards[card].zone === 'ash' ? 1 : 0);
      },
    },
  ],
};
