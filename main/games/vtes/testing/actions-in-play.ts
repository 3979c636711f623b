/**
 * Scenarios of the action cards put in play that act in the unlock phases or as other minions act (issue 29; tests
 * only), by official card id: a card in play burning the prey's pool once each turn for all the copies of its name
 * (the trigger limit `nameTurn`), a card gaining a counter in its controller's unlock phase and making every other
 * Methuselah burn as many pool or random hand cards (the primitive `burnPoolOrHand`), a card locked to give the
 * predator's acting minion -1 stealth (the Condition leaf `predator`) that also lowers the bleeds of small vampires,
 * and the (D) actions at such cards: burned for 1 pool (`burnableByAction.pool`) or shuffled into their owner's
 * library (`burnableByAction.shuffle`). Each plays the card through the engine's decisions and fails once its
 * effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef, Effect } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './families';
import { actorFor } from './action-scenarios';
import { Scenario } from './scenario';
import { capacityOf, defOf, isVampire, sectOf } from '../core/state';
import { canonicalClan } from '../schema/clans';

const PREY = testVampire('Test Prey', {});
/** A vampire of the prey with +1 stealth on its actions (it reaches the intercept step against an unhelped blocker). */
const sneak = (capacity: number, effects: Effect[] = []) =>
  testVampire(`Test Sneak ${capacity}`, {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }, ...effects], 'Caitiff', { capacity });
/** A vampire of the prey with +1 bleed. */
const bleeder = (capacity: number) =>
  testVampire(`Test Bleeder ${capacity}`, {}, [{ e: 'mod', stat: 'bleed', n: 1, who: 'self' }], 'Caitiff', { capacity });
const BLOCKER = testVampire('Test Blocker', {});

/** Seat 0's actor plays mode `mi` of `def`, nobody blocks: the card in seat 0's play area (1) and its counters (tens). */
function playedIntoPlay(def: CardDef, mi: number, strip: boolean, facts: Parameters<typeof testVampire>[4] = {}): number {
  const base = actorFor(def, mi);
  const actor = { ...base, ...facts };
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: PREY.name, blood: 3 }] }],
    defs: [def, actor, PREY],
    strip: strip ? [def.name] : [],
  });
  sc.play(def.name, { by: actor.name, mode: mi });
  sc.s = passUntil(sc.s, (x) => !x.act);
  const c = sc.s.seats[0].zones.play.find((u) => sc.s.cards[u].cid === def.id);
  return c ? 1 + 10 * sc.s.cards[c].blood : 0;
}

/** Whether seat 1's vampire `minion` is offered a (D) action at seat 0's card `def` in play, in seat 1's minion phase. */
function burnOffered(sc: Scenario, minion: string, card: string): string | undefined {
  sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'minion' && ids(x).some((o) => o.startsWith('min:')), 80);
  if (!ids(sc.s).includes(`min:${minion}`)) return undefined;
  sc.choose(`min:${minion}`);
  const o = ids(sc.s).find((x) => x.startsWith('burnAct:') && x.split(':').includes(card));
  if (!o) sc.choose(ids(sc.s).find((x) => x === 'back') ?? ids(sc.s)[0]);
  return o;
}

/**
 * Army of Rats: played, in play (1); two copies in seat 0's play area: in seat 0's unlock phase its prey (seat 1)
 * burns 1 pool, once for both copies (tens: the pool lost); seat 1's vampire may burn a copy as a (D) action
 * (hundreds).
 */
function ratsCase(def: CardDef) {
  return (strip: boolean): number => {
    const played = playedIntoPlay(def, 0, strip) % 10;
    const sc = new Scenario({
      phase: 'discard',
      active: 1,
      seats: [{ play: [def.name, def.name] }, { ready: [{ card: PREY.name, blood: 3 }], pool: 20 }],
      defs: [def, PREY],
      strip: strip ? [def.name] : [],
    });
    sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase !== 'unlock');
    const lost = 20 - sc.pool(1);
    const offered = burnOffered(sc, sc.uid(PREY.name, 1), sc.uid(def.name, 0)) ? 100 : 0;
    return played + 10 * lost + offered;
  };
}

/**
 * Constant Revolution: played by an anarch, in play with 1 counter (1 and tens); in seat 0's unlock phase it gains a
 * counter (hundreds); in seat 1's unlock phase seat 1 burns as many (2, the counters) between pool and random hand
 * cards, choosing 1 card: the pool lost (thousands) and the hand cards burned, not replaced (ten thousands); seat 1's
 * vampire may burn it as a (D) action costing 1 pool, paid (hundred thousands).
 */
function revolutionCase(def: CardDef) {
  return (strip: boolean): number => {
    const played = playedIntoPlay(def, 0, strip, { sect: 'anarch' });
    // seat 0's unlock phase: one more counter
    const own = new Scenario({
      phase: 'discard',
      active: 1,
      seats: [{ play: [{ card: def.name, blood: 2 }] }, { pool: 20 }],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const c0 = own.uid(def.name);
    own.s = passUntil(own.s, (x) => x.active === 0 && x.phase !== 'unlock');
    const gained = own.s.cards[c0].blood - 2;
    // seat 1's unlock phase: 2 to burn, 1 card of the hand chosen
    const sc = new Scenario({
      phase: 'discard',
      active: 0,
      seats: [
        { play: [{ card: def.name, blood: 2 }] },
        { ready: [{ card: PREY.name, blood: 3 }], pool: 20, hand: ['Blood Doll', 'Blood Doll', 'Blood Doll'] },
      ],
      defs: [def, PREY],
      strip: strip ? [def.name] : [],
    });
    const asked = (x: typeof sc.s) => x.pick?.then === 'burnPoolOrHand';
    sc.s = passUntil(sc.s, (x) => asked(x) || (x.active === 1 && x.phase !== 'unlock'));
    if (asked(sc.s)) sc.choose(dec(sc.s).options.find((o) => o.id === 'k:1')!.id);
    const pool = 20 - sc.pool(1);
    const cards = 3 - sc.s.seats[1].zones.hand.length;
    // seat 1's vampire burns it as a (D) action for 1 pool, nobody blocks
    const card = sc.uid(def.name, 0);
    const o = burnOffered(sc, sc.uid(PREY.name, 1), card);
    let paid = 0;
    if (o) {
      const before = sc.pool(1);
      sc.choose(o);
      sc.s = passUntil(sc.s, (x) => !x.act);
      paid = sc.s.cards[card].zone === 'ash' && before - sc.pool(1) === 1 ? 1 : 0;
    }
    return played + 100 * gained + 1000 * pool + 10000 * cards + 100000 * paid;
  };
}

/**
 * Aranthebes: played, in play (1); seat 1's capacity 4 vampire with +1 bleed bleeds seat 0 for 1 only while it is
 * unlocked (tens: the pool it did not lose); seat 1's capacity 6 vampire with +1 stealth bleeds seat 0, whose vampire
 * blocks: Aranthebes locked for -1 stealth, the block succeeds (hundreds); the capacity 6 vampire shuffles it into
 * seat 0's library as a (D) action (thousands), which a capacity 4 one is not offered (ten thousands).
 */
function aranthebesCase(def: CardDef) {
  return (strip: boolean): number => {
    const played = playedIntoPlay(def, 0, strip) % 10;
    // the bleed of a small vampire
    const small = bleeder(4);
    const bl = new Scenario({
      phase: 'minion',
      active: 1,
      seats: [{ play: [def.name], pool: 20 }, { ready: [{ card: small.name, blood: 3 }] }],
      defs: [def, small],
      strip: strip ? [def.name] : [],
    });
    const v = bl.uid(small.name, 1);
    bl.choose(`min:${v}`).choose(`bleed:${v}`);
    bl.s = passUntil(bl.s, (x) => !x.act);
    const spared = 2 - (20 - bl.pool(0));
    // locked for -1 stealth against the predator's acting minion
    const big = sneak(6);
    const sc = new Scenario({
      phase: 'minion',
      active: 1,
      seats: [
        { play: [def.name], ready: [{ card: BLOCKER.name, blood: 3 }], pool: 20 },
        {
          ready: [
            { card: big.name, blood: 3 },
            { card: small.name, blood: 3 },
          ],
        },
      ],
      defs: [def, big, small, BLOCKER],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(big.name, 1);
    const card = sc.uid(def.name);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${sc.uid(BLOCKER.name)}`));
    sc.choose(`block:${sc.uid(BLOCKER.name)}`);
    sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(`loc:${card}`));
    if (sc.s.act && ids(sc.s).includes(`loc:${card}`)) sc.choose(`loc:${card}`);
    sc.s = passUntil(sc.s, (x) => !x.act || x.combat !== undefined);
    const blocked = sc.pool(0) === 20 && sc.s.cards[card].locked ? 1 : 0;
    // shuffled into the library by a vampire of capacity 5 or more, not by a smaller one
    const sh = new Scenario({
      phase: 'minion',
      active: 1,
      seats: [
        { play: [def.name] },
        {
          ready: [
            { card: big.name, blood: 3 },
            { card: small.name, blood: 3 },
          ],
        },
      ],
      defs: [def, big, small],
      strip: strip ? [def.name] : [],
    });
    const c2 = sh.uid(def.name);
    const notSmall = burnOffered(sh, sh.uid(small.name, 1), c2) === undefined && !strip ? 1 : 0;
    const o = burnOffered(sh, sh.uid(big.name, 1), c2);
    let shuffled = 0;
    if (o) {
      sh.choose(o);
      sh.s = passUntil(sh.s, (x) => !x.act);
      shuffled = sh.s.cards[c2].zone === 'library' && sh.s.seats[0].zones.library.includes(c2) ? 1 : 0;
    }
    return played + 10 * spared + 100 * blocked + 1000 * shuffled + 10000 * notSmall;
  };
}

/** A Discipline master card (1.6.2.2) for the cards that put one on the vampire they became. */
const TEST_DISC: CardDef = {
  id: 'test-discipline-card',
  name: 'Test Discipline Card',
  kind: 'library',
  types: ['Master'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'discipline', disc: 'pot' }] }],
  automation: 'full',
};

/**
 * A card becoming a vampire (G00054, the primitive `becomeVampire`): seat 0's sabbat actor of capacity 6 (of the card's
 * clan, else Brujah; a baron when `title`) plays mode `mi` of `def`, nobody blocks: the card in seat 0's ready region
 * (1) as a vampire (tens) of capacity `cap` with no blood (hundreds), of the actor's clan and of its sect or `sect`
 * (thousands), so that seat 0 must hunt with it next (ten thousands); with `seek`, the Discipline master card of the
 * hand put on it (`seekDiscipline`: +1 capacity, hundred thousands).
 */
export function becomeCase(def: CardDef, mi: number, cap: number, o: { sect?: 'anarch'; title?: 'baron'; seek?: boolean } = {}) {
  return (strip: boolean): number => {
    const clan = def.clan[0] ?? 'Brujah';
    const base = actorFor(def, mi, clan);
    const actor: CardDef = {
      ...base,
      clan: [clan],
      sect: o.title ? 'anarch' : 'sabbat',
      capacity: 6,
      ...(o.title ? { title: o.title } : {}),
    };
    const sc = new Scenario({
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [def.name, ...(o.seek ? [TEST_DISC.name] : [])] },
        { ready: [{ card: PREY.name, blood: 3 }] },
      ],
      defs: [def, actor, PREY, TEST_DISC],
      strip: strip ? [def.name] : [],
    });
    const c = sc.uid(def.name, 0, 'hand');
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'disciplineOnNew');
    const pick = sc.s.pick?.kind === 'disciplineOnNew' ? ids(sc.s).find((x) => x.startsWith('t:')) : undefined;
    if (pick) sc.choose(pick);
    sc.s = passUntil(sc.s, (x) => !x.act);
    const d = defOf(sc.s, c);
    const ready = sc.s.seats[0].zones.ready.includes(c) ? 1 : 0;
    const vampire = isVampire(sc.s, c) ? 10 : 0;
    const size = d.capacity === cap && sc.s.cards[c].blood === 0 ? 100 : 0;
    const same = d.clan[0] === canonicalClan(clan) && sectOf(sc.s, c) === (o.sect ?? actor.sect) ? 1000 : 0;
    const hunt = ready && ids(sc.s).includes(`hunt:${c}`) ? 10000 : 0;
    const seeded = o.seek && capacityOf(sc.s, c) === cap + 1 ? 100000 : 0;
    return ready + vampire + size + same + hunt + seeded;
  };
}

export const ACTIONS_IN_PLAY: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // The Embrace: +1 stealth, requires a non-sterile vampire; the card becomes a 1-capacity vampire of the acting one's
  // clan and sect, which must hunt (the primitive becomeVampire)
  '100633': (def) => [
    { family: "a card becoming a vampire of the acting one's clan and sect", expected: 11111, run: becomeCase(def, 0, 1) },
  ],
  // Tumnimos: +1 stealth, requires a non-sterile Ravnos of capacity 5 or more; becomes a 2-capacity Ravnos of its sect
  // with basic Chimerstry, must hunt; a Discipline master card of the hand may go on it (the primitive seekDiscipline)
  '102046': (def) => [
    {
      family: 'a card becoming a vampire, a Discipline card from the hand on it',
      expected: 111111,
      run: becomeCase(def, 0, 2, { seek: true }),
    },
  ],
  // Waters of Duat: as Tumnimos, 1-capacity, the Discipline master card from the library, hand or ash heap
  '102159': (def) => [
    {
      family: 'a card becoming a vampire, a Discipline card searched for it',
      expected: 111111,
      run: becomeCase(def, 0, 1, { seek: true }),
    },
  ],
  // Childe of the Revolution: requires a non-sterile baron; becomes a 1-capacity anarch of the acting one's clan
  '102246': (def) => [
    {
      family: 'a card becoming an anarch vampire, a Discipline card searched for it',
      expected: 111111,
      run: becomeCase(def, 0, 1, { sect: 'anarch', title: 'baron', seek: true }),
    },
  ],
  // Army of Rats: [ani] +1 stealth, put in play; the prey burns 1 pool in the controller's unlock phase, once each
  // turn for all the Army of Rats cards; minions may burn it as a (D) action
  '100093': (def) => [{ family: "a card in play burning the prey's pool once each turn for its name", expected: 111, run: ratsCase(def) }],
  // Constant Revolution: +1 stealth, requires an anarch, unique; in play with 1 counter, one more in each of its
  // controller's unlock phases; each other Methuselah burns as many pool or random hand cards in their unlock phase;
  // vampires may burn it as a (D) action costing 1 pool
  '100416': (def) => [
    { family: 'a card in play with a counter each turn: the others burn pool or random cards', expected: 111111, run: revolutionCase(def) },
  ],
  // Aranthebes, The Immortal: +1 stealth, unique, in play; locked, -1 stealth to the predator's minion; while unlocked,
  // -1 bleed to vampires of capacity 4 or less against its controller; vampires of capacity 5 or more may shuffle it
  // into its owner's library as a (D) action
  '100079': (def) => [
    {
      family: "a card in play: -1 stealth to the predator's minion, -1 bleed to small vampires",
      expected: 11111,
      run: aranthebesCase(def),
    },
  ],
};
