/**
 * Scenarios of the master cards and events automated in the eighth session's sweep (issue 29; tests only), by
 * official card id, as testing/master-cards-scenarios.ts: each plays the card through the engine's decisions (or
 * prices a card as the engine does), measures what it does and fails once its effects are stripped
 * (data/coverage-gate.test.ts and data/master-scenarios.test.ts run them both ways). Shapes:
 * - the Paths: a card in play making every minion of a clan pay less for cards requiring a Discipline
 *   (`costMod { who: 'every' }`), burnable as a (D) action that hurts an acting vampire (`burnableByAction { damage }`);
 * - a master card put only on a vampire its Condition takes (`onVampire { where }`) with a static modifier for its bearer;
 * - the sweep of cards whose records existed: every minion of a clan you control (`mod` of `who: 'every'`), burnable
 *   by the minions a Selector takes; unlock phase and any-time locks; a vampire in torpor burned; an action requiring
 *   a Discipline rewarded after it succeeds.
 */
import { expect } from 'vitest';
import type { CardDef, Effect } from '../schema/effects';
import type { FamilyCase } from './families';
import { costFor, statBonus, strengthOf } from '../core/queries';
import { Scenario } from './scenario';
import { build, dec, ids, passUntil } from './testing';
import { testVampire } from './test-vampire';
import { interceptLock } from './master-cards-scenarios';
import { isKind } from '../schema/effect-query';

type CostMod = Extract<Effect, { e: 'costMod' }>;

/** The first costMod of a card's first mode. */
function costModOf(def: CardDef): CostMod {
  const e = def.modes[0].effects.find((x): x is CostMod => isKind(x, 'costMod'));
  if (!e) throw new Error(`${def.name}: no cost modifier`);
  return e;
}

/** The clan a cost modifier's Condition names (the first of an `any`). */
function clanOf(e: CostMod): string {
  const c = e.if?.c === 'any' ? e.if.of[0] : e.if;
  if (!c || c.c !== 'clan') throw new Error('no clan Condition');
  return c.clan;
}

/** A test action requiring `disc`, costing 2 blood. */
function discAction(disc: string): CardDef {
  return {
    id: 'test-disc-action',
    name: 'Test Disc Action',
    kind: 'library',
    types: ['Action'],
    clan: [],
    reqs: [],
    libDisc: [[disc]],
    blood: 2,
    modes: [{ kind: 'action', conditions: [{ r: 'disc', disc, level: 1 }], effects: [] }],
    automation: 'full',
  };
}

/**
 * A Path in play (seat 1's: any Methuselah's card changes every minion's price): the blood seat 0's vampire of the
 * clan pays for a card requiring the Discipline (printed 2), digit by digit with what a Caitiff pays (2 both ways).
 */
function pathCost(def: CardDef, strip: boolean): number {
  const e = costModOf(def);
  const clan = testVampire('Test Path Clan', {}, [], clanOf(e));
  const other = testVampire('Test Path Other', {}, []);
  const card = discAction(e.of === 'location' || e.of === 'onBearer' ? '' : (e.of.disc ?? ''));
  const sc = new Scenario({
    phase: 'minion',
    seats: [
      {
        ready: [
          { card: clan.name, blood: 4 },
          { card: other.name, blood: 4 },
        ],
      },
      { play: [def.name] },
    ],
    defs: [def, clan, other, card],
    strip: strip ? [def.name] : [],
  });
  const price = (v: string) => Number(costFor(sc.s, card, 0, sc.uid(v)).blood ?? 0);
  return price(clan.name) * 10 + price(other.name);
}

const BURNER = testVampire('Test Burner', {}, []);

/** A card of seat 1 in play burned by seat 0's vampire (3 blood) as a (D) action: burned (1 or 0), then the blood it lost. */
function burnedByAction(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'minion',
    seats: [{ ready: [{ card: BURNER.name, blood: 3 }] }, { play: [def.name] }],
    defs: [def, BURNER],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(BURNER.name);
  const c = sc.uid(def.name, 1, 'play');
  sc.choose(`min:${a}`);
  const o = ids(sc.s).find((x) => x.split(':').includes(c));
  if (!o) throw new Error(`${def.name} cannot be burned: ${ids(sc.s).join(' ')}`);
  sc.choose(o);
  sc.s = passUntil(sc.s, (x) => !x.act, 40);
  return (sc.s.cards[c].zone === 'ash' ? 10 : 0) + (3 - sc.s.cards[a].blood);
}

/** The option of the pending decision naming the card `uid`, or undefined. */
const optionWith = (sc: Scenario, uid: string) => dec(sc.s).options.find((x) => x.id.split(':').includes(uid))?.id;

const GANGREL = testVampire('Test Gangrel', {}, [], 'Gangrel');
const RAVNOS = testVampire('Test Ravnos', {}, [], 'Ravnos');

/** Gangrel Revel: seat 0's card in play; the strength of seat 0's Gangrel, of seat 1's Gangrel, of seat 0's Caitiff (digits). */
function clanStrength(def: CardDef, strip: boolean): number {
  const other = testVampire('Test Other', {}, []);
  const sc = new Scenario({
    phase: 'minion',
    seats: [
      {
        ready: [
          { card: GANGREL.name, blood: 3 },
          { card: other.name, blood: 3 },
        ],
        play: [def.name],
      },
      { ready: [{ card: GANGREL.name, blood: 3 }] },
    ],
    defs: [def, GANGREL, other],
    strip: strip ? [def.name] : [],
  });
  return (
    strengthOf(sc.s, sc.uid(GANGREL.name)) * 100 + strengthOf(sc.s, sc.uid(GANGREL.name, 1)) * 10 + strengthOf(sc.s, sc.uid(other.name))
  );
}

/** A card of seat 1 in play: whether seat 0's `by` may burn it as an action (1) or not (0). */
function burnOffered(def: CardDef, by: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'minion',
    seats: [{ ready: [{ card: by.name, blood: 3 }] }, { play: [def.name] }],
    defs: [def, by],
    strip: strip ? [def.name] : [],
  });
  sc.choose(`min:${sc.uid(by.name)}`);
  return optionWith(sc, sc.uid(def.name, 1, 'play')) ? 1 : 0;
}

/**
 * A master card played on a vampire its Condition takes: seat 0, in its master phase, with `fits` (ready) and `misfit`
 * (another clan); measured: the targets offered (10 each, 1 more when `fits` is among them), then the bearer's `stat`.
 */
function onClanVampire(def: CardDef, fits: CardDef, stat: 'strength' | 'intercept', strip: boolean): number {
  const misfit = testVampire('Test Misfit', {}, []);
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        ready: [
          { card: fits.name, blood: 3 },
          { card: misfit.name, blood: 3 },
        ],
        hand: [def.name],
      },
      {},
    ],
    defs: [def, fits, misfit],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(fits.name);
  sc.choose(`m:${sc.uid(def.name, 0, 'hand')}`);
  const offered = ids(sc.s).filter((x) => x.startsWith('t:'));
  const score = offered.length * 10 + (offered.some((x) => x.split(':').includes(v)) ? 1 : 0);
  const o = optionWith(sc, v);
  if (!o) throw new Error(`${def.name} cannot go on ${fits.name}: ${ids(sc.s).join(' ')}`);
  sc.choose(o);
  const n = stat === 'strength' ? strengthOf(sc.s, v) : statBonus(sc.s, 'intercept', v);
  return score * 100 + n;
}

/** Seat 0's card in play with `ready`, from seat 1's discard phase to seat 0's unlock phase, where every use of the card is taken; `measure` then. */
function atUnlock(
  def: CardDef,
  strip: boolean,
  spec: { edge?: 0 | 1; ready?: { card: string; blood: number }[] },
  extra: CardDef[] = [],
): Scenario {
  const sc = new Scenario({
    phase: 'discard',
    active: 1,
    edge: spec.edge ?? null,
    seats: [{ ready: spec.ready ?? [], play: [def.name] }, {}],
    defs: [def, ...extra],
    strip: strip ? [def.name] : [],
  });
  sc.s = passUntil(sc.s, (x) => x.active === 0 && dec(x).kind === 'vtes.unlock', 20);
  const use = optionWith(sc, sc.uid(def.name, 0, 'play'));
  if (use) sc.choose(use);
  return sc;
}

const LAIBON = testVampire('Test Laibon', {}, [], 'Caitiff', { sect: 'laibon' });

/** Mbare Market: seat 0's location in play, a Laibon and a Camarilla vampire in its uncontrolled region; the blood each has after every use (digits). */
function lockForUncontrolled(def: CardDef, strip: boolean): number {
  const cam = testVampire('Test Camarilla', {}, []);
  const sc = new Scenario({
    phase: 'minion',
    seats: [{ ready: [{ card: GANGREL.name, blood: 3 }], uncontrolled: [LAIBON.name, cam.name], play: [def.name] }, {}],
    defs: [def, LAIBON, cam, GANGREL],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const use = optionWith(sc, card);
  if (!use) throw new Error(`${def.name} not offered: ${ids(sc.s).join(' ')}`);
  sc.choose(use);
  if (sc.s.pick) {
    const o = optionWith(sc, sc.uid(LAIBON.name, 0, 'uncontrolled'));
    if (o) sc.choose(o);
  }
  return sc.s.cards[sc.uid(LAIBON.name, 0, 'uncontrolled')].blood * 10 + sc.s.cards[sc.uid(cam.name, 0, 'uncontrolled')].blood;
}

/** Vulnerability: seat 0 plays it in its master phase; seat 1 has a vampire in torpor and a ready one. The targets offered (10 each), plus 1 if the torpid one burned. */
function torporBurned(def: CardDef, strip: boolean): number {
  const sleeper = testVampire('Test Sleeper', {}, []);
  const sc = new Scenario({
    phase: 'master',
    seats: [{ hand: [def.name] }, { torpor: [{ card: sleeper.name, blood: 0 }], ready: [{ card: GANGREL.name, blood: 2 }] }],
    defs: [def, sleeper, GANGREL],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(sleeper.name, 1);
  sc.choose(`m:${sc.uid(def.name, 0, 'hand')}`);
  const offered = ids(sc.s).filter((x) => x.startsWith('t:')).length;
  const o = optionWith(sc, v);
  if (!o) throw new Error(`${def.name}: no target ${ids(sc.s).join(' ')}`);
  sc.choose(o);
  return offered * 10 + (sc.s.cards[v].zone === 'ash' ? 1 : 0);
}

const NECRO = testVampire('Test Necromancer', { nec: 1 });

/**
 * Tower of London: seat 0's location in play; its vampire with Necromancy takes an undirected action requiring it
 * (a test action with no effect), unblocked; every offered use of the location is taken. Measured: seat 0's pool.
 */
function afterDiscAction(def: CardDef, disc: string, strip: boolean): number {
  const card = { ...discAction(disc), blood: 0 };
  const sc = new Scenario({
    seats: [{ ready: [{ card: NECRO.name, blood: 3 }], hand: [card.name], play: [def.name] }, {}],
    defs: [def, NECRO, card],
    strip: strip ? [def.name] : [],
  });
  const loc = sc.uid(def.name, 0, 'play');
  sc.play(card.name, { by: NECRO.name });
  for (let i = 0; i < 60 && sc.s.act; i++) {
    const o = ids(sc.s);
    sc.choose(o.find((x) => x.split(':').includes(loc)) ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
  return sc.pool(0);
}

const ANARCH = testVampire('Test Anarch', {}, [], 'Caitiff', { sect: 'anarch' });

/**
 * A location of seat 0 in play used as its `actor` (4 blood) announces an action (`bleed` at seat 1, or a hunt):
 * every offered use of the location is taken, then the action goes on unblocked. Measured: the pool seat 1 lost,
 * the actor's blood, and the most stealth the action had (digits: pool lost x100, blood x10, stealth).
 */
function announced(def: CardDef, actor: CardDef, kind: 'bleed' | 'hunt', strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 4 }], play: [def.name] }, {}],
    defs: [def, actor],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const loc = sc.uid(def.name, 0, 'play');
  sc.choose(`min:${a}`).choose(`${kind}:${a}`);
  let stealth = -1;
  for (let i = 0; i < 60 && sc.s.act; i++) {
    stealth = Math.max(stealth, sc.s.act.stealth);
    const o = ids(sc.s);
    sc.choose(o.find((x) => x.split(':').includes(loc)) ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
  return (30 - sc.pool(1)) * 100 + sc.s.cards[a].blood * 10 + Math.max(0, stealth);
}

const ELDER = testVampire('Test Elder', {}, [], 'Caitiff', { capacity: 9 });
const YOUNGER = testVampire('Test Younger', {}, [], 'Caitiff', { capacity: 7 });

/**
 * Golconda: Inner Peace: seat 0 plays it in its master phase on seat 1's capacity 9 vampire (seat 1 also controls a
 * capacity 7 one); seat 1 pays to cancel it (`pay`) or lets it resolve. Measured: the targets offered (x1000), seat 1's
 * pool (x10), 1 when the elder left the game.
 */
function golconda(def: CardDef, strip: boolean, pay: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      { hand: [def.name] },
      {
        ready: [
          { card: ELDER.name, blood: 3 },
          { card: YOUNGER.name, blood: 3 },
        ],
      },
    ],
    defs: [def, ELDER, YOUNGER],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(ELDER.name, 1);
  sc.choose(`m:${sc.uid(def.name, 0, 'hand')}`);
  const offered = ids(sc.s).filter((x) => x.startsWith('t:')).length;
  const o = optionWith(sc, v);
  if (o) sc.choose(o);
  if (sc.s.pick && dec(sc.s).seat === 1) sc.choose(ids(sc.s).find((x) => (pay ? x.startsWith('k:') : x === 'pass'))!);
  return offered * 1000 + sc.pool(1) * 10 + (sc.s.cards[v].zone === 'removed' ? 1 : 0);
}

const SABBAT = testVampire('Test Sabbat', {}, [], 'Caitiff', { sect: 'sabbat' });

/** A card in play of seat `owner`; seat 0's Sabbat vampire (2 blood) hunts, unblocked, every use of the card taken. Measured: the blood it gained. */
function huntGain(def: CardDef, strip: boolean, owner: 0 | 1 = 0): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: SABBAT.name, blood: 2 }], play: owner === 0 ? [def.name] : [] }, { play: owner === 1 ? [def.name] : [] }],
    defs: [def, SABBAT],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(SABBAT.name);
  const card = sc.uid(def.name, owner, 'play');
  sc.choose(`min:${a}`).choose(`hunt:${a}`);
  for (let i = 0; i < 60 && sc.s.act; i++) {
    const o = ids(sc.s);
    sc.choose(o.find((x) => x.split(':').includes(card)) ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
  return sc.s.cards[a].blood - 2;
}

const BLEEDER = testVampire('Test Bleeder', {}, [{ e: 'mod', stat: 'bleed', n: 2, who: 'self' }]);

/**
 * A card of seat 1 in play as seat 0's vampire bleeds seat 1 for 3; seat 1 takes every offered use of the card,
 * else passes. Measured: the pool seat 1 lost, and 10 more when the card is still in play.
 */
function bleedAtCard(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: BLEEDER.name, blood: 4 }] }, { play: [def.name] }],
    defs: [def, BLEEDER],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(BLEEDER.name);
  const card = sc.uid(def.name, 1, 'play');
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  for (let i = 0; i < 60 && sc.s.act; i++) {
    const o = ids(sc.s);
    sc.choose(o.find((x) => x.split(':').includes(card)) ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
  return 30 - sc.pool(1) + (sc.s.cards[card].zone === 'play' ? 10 : 0);
}

const INFERNAL = testVampire('Test Infernal', {}, [], 'Caitiff', { traits: ['infernal'] });

/** Path of Evil Revelations: seat 0's card in play in its master phase, a locked infernal and a locked plain vampire; every use taken. Measured: which unlocked (digits), the pool. */
function infernalUnlock(def: CardDef, strip: boolean): number {
  const plain = testVampire('Test Plain Locked', {}, []);
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        ready: [
          { card: INFERNAL.name, blood: 2, locked: true },
          { card: plain.name, blood: 2, locked: true },
        ],
        play: [def.name],
      },
      {},
    ],
    defs: [def, INFERNAL, plain],
    strip: strip ? [def.name] : [],
  });
  const use = optionWith(sc, sc.uid(def.name, 0, 'play'));
  if (use) sc.choose(use);
  const unlocked = (n: string) => (sc.s.cards[sc.uid(n)].locked ? 0 : 1);
  return unlocked(INFERNAL.name) * 1000 + unlocked(plain.name) * 100 + sc.pool(0);
}

/** Momentum's Edge: seat 0 (with `vp` victory points) in its master phase with the card in hand: 1 when it is offered, then played; the pool at seat 0's next unlock phase after using it. */
function momentum(def: CardDef, strip: boolean, vp: number): number {
  // Blood Doll (playable on the vampire) keeps the master phase open while the victory points are set
  const sc = new Scenario({
    phase: 'master',
    seats: [{ ready: [{ card: GANGREL.name, blood: 2 }], hand: [def.name, 'Blood Doll'] }, {}],
    defs: [def, GANGREL],
    strip: strip ? [def.name] : [],
  });
  sc.s = { ...sc.s, seats: sc.s.seats.map((x, i) => (i === 0 ? { ...x, vp } : x)) };
  const o = optionWith(sc, sc.uid(def.name, 0, 'hand'));
  if (!o) return 0;
  sc.choose(o);
  const c = sc.uid(def.name, 0);
  sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'unlock' && dec(x).kind === 'vtes.unlock', 80);
  const use = optionWith(sc, c);
  if (use) sc.choose(use);
  return 100 + sc.pool(0);
}

const PATH: (def: CardDef) => FamilyCase[] = (def) => [
  { family: 'cards requiring the Discipline cost a vampire of the clan 1 blood less', expected: 12, run: (s) => pathCost(def, s) },
  { family: 'burned as a (D) action: 1 unpreventable damage to the acting vampire', expected: 11, run: (s) => burnedByAction(def, s) },
];

export const MASTER_SWEEP_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // The Paths: Paradox (Ravnos, Chimerstry), Bone (Giovanni, Necromancy), Night (Lasombra, Obtenebration), Metamorphosis
  // (Tzimisce, Vicissitude), Retribution (Salubri antitribu, Valeren), Blood (Banu Haqim, Quietus), Harmony (Ahrimanes,
  // Spiritus), Typhon (Ministry, Serpentis)
  '101366': PATH,
  '101359': PATH,
  '101365': PATH,
  '101364': PATH,
  '101367': PATH,
  '101358': PATH,
  '101362': PATH,
  '101373': PATH,
  // Gangrel Revel: Gangrel you control +1 strength; burnable by non-Ravnos minions
  '100807': (def) => [
    { family: 'every Gangrel you control: +1 strength', expected: 211, run: (s) => clanStrength(def, s) },
    {
      family: 'burnable as a (D) action by a non-Ravnos minion only',
      expected: 10,
      run: (s) => burnOffered(def, GANGREL, s) * 10 + burnOffered(def, RAVNOS, s),
    },
  ],
  // The Art of Pain: on a ready Toreador antitribu, +2 strength
  '100098': (def) => [
    {
      family: 'on a Toreador antitribu only: +2 strength',
      expected: 1103,
      run: (s) => onClanVampire(def, testVampire('Test Toreador Antitribu', {}, [], 'Toreador antitribu'), 'strength', s),
    },
  ],
  // Sight Beyond Sight: on a Salubri you control, +1 intercept
  '101780': (def) => [
    {
      family: 'on a Salubri only: +1 intercept',
      expected: 1101,
      run: (s) => onClanVampire(def, testVampire('Test Salubri', {}, [], 'Salubri'), 'intercept', s),
    },
  ],
  // Using the Advantage: in its controller's unlock phase, locked for 1 pool with the Edge
  '102086': (def) => [
    {
      family: "unlock phase, with the Edge: lock for 1 pool (beside the Edge's own), not without it",
      expected: 3230,
      run: (s) => atUnlock(def, s, { edge: 0 }).pool(0) * 100 + atUnlock(def, s, {}).pool(0),
    },
  ],
  // Mbare Market: lock for 1 blood on a Laibon of the uncontrolled region
  '101189': (def) => [{ family: 'lock: 1 blood on an uncontrolled Laibon', expected: 10, run: (s) => lockForUncontrolled(def, s) }],
  // Vulnerability: burn a vampire in torpor
  '102134': (def) => [{ family: 'a vampire in torpor burned', expected: 11, run: (s) => torporBurned(def, s) }],
  // Club Illusion: an Anarch burns 1 blood as it announces a bleed for +1 bleed
  '100366': (def) => [
    { family: 'an Anarch announcing a bleed: 1 blood for +1 bleed', expected: 230, run: (s) => announced(def, ANARCH, 'bleed', s) },
  ],
  // Creepshow Casino: locked as a vampire of its controller's announces an undirected action, +1 stealth
  '100444': (def) => [
    {
      family: 'a vampire announcing an undirected action: lock for +1 stealth',
      expected: 51,
      run: (s) => announced(def, ANARCH, 'hunt', s),
    },
  ],
  // Golconda: Inner Peace: a vampire of capacity 8+ removed from the game, its controller gains its capacity in pool,
  // unless that Methuselah burns 2 pool to cancel it as it is played
  '100842': (def) => [
    { family: 'a capacity 9 vampire removed: 9 pool to its controller', expected: 1391, run: (s) => golconda(def, s, false) },
    { family: "the target's controller burns 2 pool to cancel it", expected: 1280, run: (s) => golconda(def, s, true) },
  ],
  // The Hungry Coyote: Sabbat vampires its controller controls get +1 hunt
  '100945': (def) => [
    {
      family: "+1 hunt to its controller's Sabbat vampires only",
      expected: 21,
      run: (s) => huntGain(def, s) * 10 + huntGain(def, s, 1),
    },
  ],
  // Dummy Corporation: burned as a minion bleeds its controller, to reduce the bleed by 2
  '100594': (def) => [{ family: 'burned to reduce a bleed against you by 2', expected: 1, run: (s) => bleedAtCard(def, s) }],
  // Path of Evil Revelations: in its controller's master phase, 1 pool to unlock every infernal minion of theirs;
  // burnable as a (D) action hurting an acting vampire
  '101361': (def) => [
    { family: 'master phase: 1 pool unlocks the infernal minions', expected: 1029, run: (s) => infernalUnlock(def, s) },
    { family: 'burned as a (D) action: 1 unpreventable damage to the acting vampire', expected: 11, run: (s) => burnedByAction(def, s) },
  ],
  // Inbase Discotek: locked to give a vampire that hunted successfully 1 more blood
  '100968': (def) => [{ family: 'after a successful hunt: lock for 1 more blood', expected: 2, run: (s) => huntGain(def, s) }],
  // Momentum's Edge: only with a victory point; locked in its controller's unlock phase for 1 pool
  '101237': (def) => [
    {
      family: 'with a victory point: in play, lock for 1 pool each unlock phase (not without one)',
      expected: 1310,
      run: (s) => momentum(def, s, 1) * 10 + momentum(def, s, 0),
    },
  ],
  // Vigil: The Thin Line: locked to give a Defender +1 intercept while a monster acts
  '102119': (def) => [
    {
      family: 'lock: +1 intercept to a Defender blocking a monster',
      expected: 30,
      run: (s) => interceptLock(def, testVampire('Test Defender', {}, [], 'Defender'), s),
    },
  ],
  // Tower of London: locked after a successful action requiring Necromancy for 1 pool
  '102001': (def) => [
    { family: 'after a successful Necromancy action: lock for 1 pool', expected: 31, run: (s) => afterDiscAction(def, 'nec', s) },
  ],
};

/** The checks of the rulings of testing/rulings-master-sweep.ts, by entry key; `def` reads a card's definition by official id. */
export function masterSweepRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // LSJ 20100203-2: in seat 0's unlock phase, a copy on a vampire of seat 0 and another in hand: the burn option is
    // offered for the hand copy only when seat 0 controls no Salubri
    'sight-beyond-sight-burn-option': () => {
      const d = def('101780');
      const offered = (clan: string): boolean => {
        const holder = testVampire(`Holder ${clan}`, {}, [], clan);
        const s = build({
          defs: [d, holder],
          seats: [{ ready: [{ card: holder.name, blood: 4, attached: [{ card: d.name }] }], hand: [d.name] }, {}],
          phase: 'unlock',
        });
        const h = s.seats[0].zones.hand[0];
        return ids(s).some((o) => o.startsWith('burnopt') && o.includes(h));
      };
      expect([offered('Salubri'), offered('Caitiff')]).toEqual([false, true]);
    },
  };
}
