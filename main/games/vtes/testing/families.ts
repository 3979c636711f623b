/**
 * Scenario families (issue 27 item 8; tests only): one scenario per common shape of a card's mode,
 * generated from its data entry and played through the engine's own decisions by card names (the
 * harness of data/scenario.ts). Each family measures what the shape promises (the stealth an action
 * modifier adds, the bleed it adds, the intercept a reaction adds, the pool an action bleeds, the
 * damage a strike deals) and says what the mode's effects make it: the same scenario with the card's
 * effects stripped must measure something else (or not offer the card at all). The acting minions are
 * test vampires with exactly the Disciplines the mode needs, so any card of the catalog can be played.
 */
import type { CardDef, Effect, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import type { Amount } from '../schema/schema-params';
import { statBonus } from '../core/queries';
import { dec, passUntil } from './testing';
import { blockedBleed, Scenario } from './scenario';
import { isEffect, isKind } from '../schema/effect-query';
import { whoWords } from '../schema/legacy-params';
import { type FamilyCase, testVampire, type VampireFacts } from './test-vampire';

export { type FamilyCase, testVampire } from './test-vampire';
import { recordFamilyCases } from './families-records';
import { combatFamilyCases } from './families-combat';
import { moreFamilyCases } from './families-more';
import { cryptFamilyCases } from './families-crypt-all';
import { strikeFamilyCases } from './families-strikes';
import { damageFamilyCases } from './families-damage';
import { riderFamilyCases } from './families-combat-riders';
import { reactionFamilyCases } from './families-reactions';
import { unblockedFamilyCases } from './families-unblocked';
import { afterFamilyCases } from './families-after';
import { votesFamilyCases } from './families-votes';
import { modsFamilyCases } from './families-mods';
import { endActionFamilyCases } from './families-end-action';
import { blockCombatFamilyCases } from './families-block-combat';
import { blockPriceFamilyCases } from './families-block-price';
import { allyFamilyCases } from './families-allies';
import { meleeFamilyCases } from './families-melee';
import { equipFamilyCases } from './families-equip';
import { roundDamageFamilyCases } from './families-round-damage';
import { afterCombatFamilyCases } from './families-after-combat';
import { aimFamilyCases } from './families-aim';
import { combatSweepFamilyCases } from './families-combat-sweep';

/** The Disciplines a mode needs, at its levels. */
function discsFor(m: Mode): Record<string, 1 | 2> {
  const out: Record<string, 1 | 2> = {};
  for (const c of m.conditions) if (c.r === 'disc') out[c.disc] = c.level;
  return out;
}

/** A clan the mode needs, if any (the acting test vampire is of it). */
function clanFor(def: CardDef, m: Mode): string {
  const c = [...def.reqs, ...m.conditions].find((x) => x.r === 'clan');
  return c && c.r === 'clan' ? c.clan : (def.clan[0] ?? 'Caitiff');
}

/** The keywords a mode needs of its minion (the acting test vampire has them). */
function traitsFor(def: CardDef, m: Mode): VampireFacts {
  const conds = [...def.reqs, ...m.conditions];
  const traits = conds.flatMap((c) => (c.r === 'trait' && !c.not ? [c.trait] : []));
  const sect = conds.flatMap((c) => (c.r === 'sect' ? [c.sect] : []))[0];
  const title = conds.flatMap((c) => (c.r === 'title' ? [c.titles[0]] : []))[0];
  return { ...(traits.length ? { traits } : {}), ...(sect ? { sect } : {}), ...(title ? { title } : {}) };
}

/** A mode the families can play: no condition beyond Disciplines and clan, no X cost, no target but the prey or (an action) a Methuselah (a Condition: data/families-records.ts). */
function plain(def: CardDef, m: Mode): boolean {
  const conds = [...def.reqs, ...m.conditions];
  return (
    !m.if &&
    conds.every((c) => c.r === 'disc' || c.r === 'clan' || c.r === 'sect' || c.r === 'title' || (c.r === 'trait' && !c.not)) &&
    m.cost?.blood !== 'X' &&
    m.cost?.pool !== 'X' &&
    (!m.targets || m.targets.t === 'prey' || (m.kind === 'action' && m.targets.t === 'methuselah'))
  );
}

const only = (m: Mode, kinds: readonly string[]) =>
  m.effects.every((e) => kinds.includes(e.e) || (isKind(e, 'prims') && e.do.every((p) => kinds.includes(`prim.${p.p}`))));
const prims = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));
/** What an Amount gives a test minion that meets none of its Conditions (no title, no counters): its fixed numbers. */
const fixedPart = (a: Amount | 'X'): number =>
  typeof a === 'number' ? a : a === 'X' ? 0 : a.a === 'sum' ? a.of.reduce<number>((n, x) => n + fixedPart(x), 0) : 0;
const statOf = (m: Mode, stat: 'stealth' | 'intercept' | 'bleed'): number =>
  m.effects.reduce(
    (n, e) =>
      n +
      (isKind(e, stat) && 'n' in e ? fixedPart(e.n) : 0) +
      (stat === 'bleed' && isKind(e, 'bleedPlus') && typeof e.n === 'number' ? e.n : 0),
    0,
  ) + prims(m).reduce((n, p) => n + (p.p === 'bonus' && p.stat === stat && typeof p.n === 'number' ? p.n : 0), 0);

const WATCHER = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
const SHADOW = testVampire('Test Shadow', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);

/**
 * An action modifier that adds stealth (6.2.2.2): the actor bleeds (hunts, for a card not usable during
 * a bleed), a minion with +5 intercept blocks, the card is played in the stealth step; the action's
 * stealth is read there (the block still holds).
 */
export function stealthCase(def: CardDef, mi: number, m: Mode, act?: 'hunt'): FamilyCase {
  const action = act ?? (m.window?.notBleed ? 'hunt' : 'bleed');
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  return {
    family: 'stealth',
    expected: statOf(m, 'stealth'),
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: WATCHER.name, blood: 3 }] }],
        defs: [def, actor, WATCHER],
        strip: strip ? [def.name] : [],
      });
      sc.choose(`min:${sc.uid(actor.name)}`).choose(`${action}:${sc.uid(actor.name)}`);
      sc.choose(`block:${sc.uid(WATCHER.name, 1)}`);
      const before = sc.s.act!.stealth;
      sc.play(def.name, { mode: mi });
      return sc.s.act!.stealth - before;
    },
  };
}

/** An action modifier that adds bleed (6.2.3): nobody blocks; the prey's pool loss is read. */
function bleedCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  return {
    family: 'bleed',
    expected: 1 + statOf(m, 'bleed'),
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, {}, {}],
        defs: [def, actor],
        strip: strip ? [def.name] : [],
      });
      sc.choose(`min:${sc.uid(actor.name)}`).choose(`bleed:${sc.uid(actor.name)}`);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1);
    },
  };
}

/** The mode's `move` primitives are its minion burning blood ("this vampire burns 1 blood to get +1 intercept"). */
const bloodPaid = (m: Mode) => prims(m).every((p) => p.p !== 'move' || (p.from === 'minion' && p.to === 'bank'));

/** A reaction that adds intercept (6.2.2.2): a minion with +1 stealth bleeds the reacting minion's Methuselah, who blocks; the intercept is read. */
export function interceptCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const reactor = testVampire('Test Reactor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  return {
    family: 'intercept',
    expected: statOf(m, 'intercept'),
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: SHADOW.name, blood: 3 }] }, { ready: [{ card: reactor.name, blood: 5 }], hand: [def.name] }],
        defs: [def, reactor, SHADOW],
        strip: strip ? [def.name] : [],
      });
      sc.choose(`min:${sc.uid(SHADOW.name)}`).choose(`bleed:${sc.uid(SHADOW.name)}`);
      sc.choose(`block:${sc.uid(reactor.name, 1)}`);
      const before = sc.s.act!.intercept;
      sc.play(def.name, { mode: mi });
      return sc.s.act!.intercept - before;
    },
  };
}

/**
 * An action card that bleeds (6.1.2, 6.2.3): played by the actor at the prey (the chosen Methuselah:
 * the prey), nobody blocks; the pool the prey lost, plus 100 times the pool its rider gains the actor's
 * Methuselah ("gain 1 pool if the bleed is successful").
 */
function actionBleedCase(def: CardDef, mi: number, m: Mode, plus: number, gain: number): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  return {
    family: 'actionBleed',
    expected: 1 + plus + 100 * gain,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, {}, {}],
        defs: [def, actor],
        strip: strip ? [def.name] : [],
      });
      sc.play(def.name, { by: actor.name, mode: mi });
      if (dec(sc.s).options.some((o) => o.id === 's:1')) sc.choose('s:1');
      sc.s = passUntil(sc.s, (x) => !x.act);
      const cost = typeof m.cost?.pool === 'number' ? m.cost.pool : 0;
      return 30 - sc.pool(1) + 100 * (sc.pool(0) - 30 + cost);
    },
  };
}

/** A Discipline master card (1.6.2.2): put on a vampire in the master phase, +1 level and +1 capacity; their sum is read. */
function disciplineCase(def: CardDef, code: string): FamilyCase {
  const host = testVampire('Test Host', {});
  return {
    family: 'discipline',
    expected: 2,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: host.name, blood: 2 }], hand: [def.name] }, {}],
        phase: 'master',
        defs: [def, host],
        strip: strip ? [def.name] : [],
      });
      sc.play(def.name, { target: host.name });
      const a = sc.s.cards[sc.uid(host.name)];
      return (a.capBonus ?? 0) + (a.discBonus?.[code] ?? 0);
    },
  };
}

const BRUTE = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);

/** A combat (6.4) between seat 0's acting `actor`, holding the card, and seat 1's blocking `opp`: at its first decision, or (`strikes`) at the actor's strike. */
function combat(def: CardDef, actor: CardDef, opp: CardDef, strip: boolean, strikes = true): { sc: Scenario; a: string; o: string } {
  const { sc, a, o } = blockedBleed(def, actor, opp, strip);
  sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
  if (strikes) sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  return { sc, a, o };
}

/** The blood a mode costs (paid as it is played, not damage). */
const bloodCost = (m: Mode): number => (typeof m.cost?.blood === 'number' ? m.cost.blood : 0);

/** A strike card that deals damage (6.4.5): the actor strikes with it, the opponent does not strike; the blood the opponent lost. */
function strikeDamageCase(def: CardDef, mi: number, m: Mode, dmg: number): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  const opp = testVampire('Test Opponent', {});
  return {
    family: 'strikeDamage',
    expected: dmg,
    run(strip) {
      const { sc, o } = combat(def, actor, opp, strip);
      sc.play(def.name, { mode: mi });
      sc.choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 6 - sc.s.cards[o].blood;
    },
  };
}

/** A strike that avoids the opposing strike (dodge, combat ends: 6.4.5): a strength 3 opponent strikes with its hand; the blood the actor lost beyond the card's cost. */
function strikeAvoidCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  return {
    family: 'strikeAvoid',
    expected: 0,
    run(strip) {
      const { sc, a } = combat(def, actor, BRUTE, strip);
      sc.play(def.name, { mode: mi });
      if (sc.s.combat) sc.choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 6 - sc.s.cards[a].blood - bloodCost(m);
    },
  };
}

/** A prevention card (6.4.6): a strength 3 opponent strikes the actor with its hand; the damage prevented. */
function preventCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  return {
    family: 'prevent',
    expected: Math.min(3, n),
    run(strip) {
      const { sc, a } = combat(def, actor, BRUTE, strip);
      sc.choose('none').choose('hand');
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 3 - (6 - sc.s.cards[a].blood - bloodCost(m));
    },
  };
}

/**
 * A card giving additional strikes (6.4.3): once the first strikes are resolved (the actor's hand
 * strike, no strike of the opponent), the actor plays it; the strikes the actor then makes.
 */
function extraStrikeCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  const opp = testVampire('Test Opponent', {});
  return {
    family: 'additionalStrike',
    expected: n,
    run(strip) {
      const { sc } = combat(def, actor, opp, strip);
      sc.choose('hand').choose('none');
      sc.play(def.name, { mode: mi });
      let strikes = 0;
      while (sc.s.combat && dec(sc.s).seat === 0 && dec(sc.s).kind === 'vtes.strike') {
        strikes++;
        sc.choose('hand');
        if (sc.s.combat && dec(sc.s).seat === 1 && dec(sc.s).kind === 'vtes.strike') sc.choose('none');
      }
      return strikes;
    },
  };
}

/** A maneuver card (6.4.2): played as range is determined, the combat goes to long range (1) instead of close (0). */
function maneuverCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  const opp = testVampire('Test Opponent', {});
  return {
    family: 'maneuver',
    expected: 1,
    run(strip) {
      const { sc } = combat(def, actor, opp, strip, false);
      sc.play(def.name, { mode: mi });
      return sc.s.combat?.range === 'long' ? 1 : 0;
    },
  };
}

/** A press card (6.4.4): after a first round where nobody is hurt, the actor presses; the combat goes on to round 2 (2) or ends (0). */
function pressCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  const opp = testVampire('Test Opponent', {});
  return {
    family: 'press',
    expected: 2,
    run(strip) {
      const { sc } = combat(def, actor, opp, strip);
      sc.choose('none').choose('none');
      // past the cards still playable once both strikes are chosen (RTR 19960112)
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1);
      return sc.s.combat?.round ?? 0;
    },
  };
}

/** The strike a combat mode makes alone, if it is one the strike families play: damage dealt, or an avoiding strike. */
function strikeOnlyMode(m: Mode): { avoid: boolean; dmg: number } | undefined {
  if (m.effects.length < 1 || m.effects.length > 2) return undefined;
  const [st, rider] = m.effects;
  // aggravated damage sends a vampire to torpor rather than costing blood (6.4.6): not read as blood lost
  if (!isKind(st, 'strike') || st.firstStrike || st.agg) return undefined;
  // riders the strike does not need: the acting vampire unlocking, an optional maneuver or press
  const riderOk =
    !rider || isKind(rider, 'unlockActor') || (isKind(rider, 'prims') && rider.do.every((p) => p.p === 'maneuver' || p.p === 'press'));
  if (!riderOk) return undefined;
  if (st.s === 'dodge' || st.s === 'combatEnds') return { avoid: true, dmg: 0 };
  // damage (ranged or not: the combat is at close range) and stolen blood cost the opponent that much blood
  if ((st.s === 'damage' || st.s === 'stealBlood') && st.dmg) return { avoid: false, dmg: st.dmg };
  if (st.s === 'hand' && !rider) return { avoid: false, dmg: 1 + (st.plus ?? 0) };
  return undefined;
}

/**
 * A retainer or a piece of equipment that changes its minion's stat (1.6.1.4, 6.1.3): the actor
 * employs or equips it as an action nobody blocks; the stat bonus the actor then has (bleed, stealth,
 * intercept, strength: the static modifiers of vocab/modifiers.ts).
 */
function carriedCase(def: CardDef, mi: number, m: Mode, stat: 'bleed' | 'stealth' | 'intercept' | 'strength', n: number): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  return {
    family: 'carried',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name], pool: 30 }, {}, {}],
        defs: [def, actor],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.play(def.name, { by: actor.name, mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return stat === 'strength' ? statBonus(sc.s, stat, a) : statBonus(sc.s, stat, a, { directed: true });
    },
  };
}

/** A master card that gains pool (1.6.2): played in the master phase; the pool gained beyond its cost. */
function masterPoolCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  return {
    family: 'masterPool',
    expected: n,
    run(strip) {
      const sc = new Scenario({ seats: [{ hand: [def.name] }, {}], phase: 'master', defs: [def], strip: strip ? [def.name] : [] });
      sc.play(def.name, { mode: mi });
      return sc.pool(0) - 30 + (typeof m.cost?.pool === 'number' ? m.cost.pool : 0);
    },
  };
}

/**
 * An action whose success gains pool or blood for the acting vampire (6.2.3): played unblocked; the
 * pool the Methuselah gained plus the blood the actor gained beyond the card's cost.
 */
function actionGainCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  return {
    family: 'actionGain',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 3 }], hand: [def.name] }, {}, {}],
        defs: [def, actor],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.play(def.name, { by: actor.name, mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return sc.pool(0) - 30 + (typeof m.cost?.pool === 'number' ? m.cost.pool : 0) + sc.s.cards[a].blood - 3 + bloodCost(m);
    },
  };
}

/** The gains of a mode's primitives on its user's pool and minion (`move` from the bank), if they are all it does. */
function gainsOf(m: Mode): number | undefined {
  const ps = prims(m);
  if (!ps.length || !ps.every((p) => p.p === 'move' && p.from === 'bank' && (p.to === 'pool' || p.to === 'minion'))) return undefined;
  return ps.reduce((n, p) => n + (p.p === 'move' ? p.n : 0), 0);
}

/**
 * Blood from the bank on a vampire of the user's uncontrolled region (vtes-es 1.2, 6.1.6): an action
 * played unblocked, or a master card; a vampire the primitive selects (younger than the actor, of the
 * filter) waits there and is picked; the blood it gained.
 */
function uncontrolledCase(def: CardDef, mi: number, m: Mode, pr: Extract<Prim, { p: 'bloodToUncontrolled' }>): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m), traitsFor(def, m));
  const f = pr.of;
  const heir = testVampire('Test Heir', f?.disc ? { [f.disc]: 1 } : {}, [], f?.clan ?? 'Caitiff', {
    capacity: f?.capacity?.min ?? (pr.younger ? 4 : 6),
    ...(f?.sect ? { sect: f.sect } : {}),
    ...(f?.titled ? { title: f.sect === 'sabbat' ? 'bishop' : 'primogen' } : {}),
    ...(f?.trait ? { traits: [f.trait] } : {}),
  });
  const master = m.kind === 'master';
  return {
    family: 'uncontrolled',
    expected: pr.n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: master ? [] : [{ card: actor.name, blood: 5 }], hand: [def.name], uncontrolled: [{ card: heir.name }] }, {}, {}],
        phase: master ? 'master' : undefined,
        defs: [def, actor, heir],
        strip: strip ? [def.name] : [],
      });
      sc.play(def.name, { mode: mi, ...(master ? {} : { by: actor.name }), target: heir.name });
      return sc.s.cards[sc.uid(heir.name)].blood;
    },
  };
}

/**
 * A card in play whose ability gives the acting minion stealth (a location: lock for +1 stealth,
 * vocab/abilities.ts, window `stealth`): the card is in the actor's Methuselah's play area, the actor
 * (of the clan or sect the ability names) bleeds, a +5 intercept minion blocks; the stealth the use adds.
 */
function stealthAbilityCase(def: CardDef, a: Extract<Effect, { e: 'ability' }>, n: number): FamilyCase {
  const w = whoWords(a)?.who;
  const actor = testVampire('Test Actor', {}, [], w?.clan ?? 'Caitiff', w?.sect ? { sect: w.sect } : {});
  return {
    family: 'stealthAbility',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], play: [def.name] }, { ready: [{ card: WATCHER.name, blood: 3 }] }],
        defs: [def, actor, WATCHER],
        strip: strip ? [def.name] : [],
      });
      const loc = sc.uid(def.name);
      sc.choose(`min:${sc.uid(actor.name)}`).choose(`bleed:${sc.uid(actor.name)}`);
      sc.choose(`block:${sc.uid(WATCHER.name, 1)}`);
      const before = sc.s.act!.stealth;
      const use = dec(sc.s).options.find((o) => o.id.split(':').includes(loc));
      if (!use) throw new Error(`scenario: ${def.name} offers no use`);
      sc.choose(use.id);
      return sc.s.act!.stealth - before;
    },
  };
}

/** The family scenarios a card's modes fit (none: the card needs a scenario of its own). */
export function familyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m0, mi) => {
    // "do not replace until your next unlock phase" changes the hand, not what the families measure
    const m = m0.effects.some(isEffect('noReplace')) ? { ...m0, effects: m0.effects.filter((e) => !isKind(e, 'noReplace')) } : m0;
    if (!plain(def, m)) return;
    const w = m.window ?? {};
    const noWindow = Object.keys(w).length === 0;
    const notBleedOnly = Object.keys(w).length === 1 && w.notBleed === true;
    if (
      m.kind === 'modifier' &&
      (noWindow || notBleedOnly) &&
      only(m, ['stealth', 'prim.bonus', 'prim.maneuver']) &&
      statOf(m, 'stealth') > 0 &&
      statOf(m, 'stealth') < 5
    )
      out.push(stealthCase(def, mi, m));
    else if (
      m.kind === 'modifier' &&
      (noWindow || (w.bleed && Object.keys(w).length === 1)) &&
      only(m, ['bleedPlus', 'prim.bonus']) &&
      statOf(m, 'stealth') === 0 &&
      statOf(m, 'bleed') > 0 &&
      m.effects.every((e) => !isKind(e, 'bleedPlus') || e.if === undefined)
    )
      out.push(bleedCase(def, mi, m));
    else if (
      m.kind === 'reaction' &&
      noWindow &&
      (only(m, ['intercept', 'prim.bonus', 'prim.maneuver']) || (only(m, ['intercept', 'prim.bonus', 'prim.move']) && bloodPaid(m))) &&
      statOf(m, 'intercept') > 0 &&
      statOf(m, 'intercept') < 5
    )
      out.push(interceptCase(def, mi, m));
    else if (
      m.kind === 'action' &&
      m.effects.every((e) => isKind(e, 'bleed') || isKind(e, 'actionStealth')) &&
      m.effects.some(isEffect('bleed'))
    ) {
      const b = m.effects.find(isEffect('bleed'));
      const gain = (b && isKind(b, 'bleed') ? (b.then ?? []) : []).reduce(
        (n, p) => n + (p.p === 'move' && p.from === 'bank' && p.to === 'pool' ? p.n : 0),
        0,
      );
      if (isKind(b, 'bleed')) out.push(actionBleedCase(def, mi, m, b.plus, gain));
    } else if (
      m.kind === 'combat' &&
      noWindow &&
      (m.limits ?? []).every((l) => 'once' in l && (l.once === 'round' || l.once === 'combat'))
    ) {
      const st = strikeOnlyMode(m);
      const ps = m.effects.every((e) => isKind(e, 'prims') || (isKind(e, 'strike') && e.s === 'dodge')) ? prims(m) : [];
      if (st) out.push(st.avoid ? strikeAvoidCase(def, mi, m) : strikeDamageCase(def, mi, m, st.dmg));
      else if (
        ps.length &&
        m.effects.length === 1 &&
        ps.some((p) => p.p === 'additionalStrike') &&
        // "burn X blood to get X additional strikes" (Lightning Reflexes [CEL]): the blood burned is the strikes' price
        ps.every((p) => p.p === 'additionalStrike' || (p.p === 'move' && p.from === 'minion' && p.to === 'bank'))
      )
        out.push(
          extraStrikeCase(
            def,
            mi,
            m,
            ps.reduce((n, p) => n + (p.p === 'additionalStrike' ? (p.n ?? 1) : 0), 0),
          ),
        );
      else if (ps.length === 1 && m.effects.length === 1 && ps[0].p === 'prevent' && !ps[0].plusX)
        out.push(preventCase(def, mi, m, ps[0].n));
      else if (ps.length === 1 && m.effects.length === 1 && ps[0].p === 'maneuver' && !ps[0].toClose) out.push(maneuverCase(def, mi, m));
      else if (ps.length === 1 && m.effects.length === 1 && ps[0].p === 'press' && ps[0].only !== 'end') out.push(pressCase(def, mi, m));
    } else if ((m.kind === 'retainer' || m.kind === 'equip') && m.effects.every((e) => isKind(e, 'mod') || isKind(e, 'retainer'))) {
      const mods = m.effects.flatMap((e) =>
        isKind(e, 'mod') && (e.who === 'employer' || e.who === 'bearer') && !e.if && !e.per ? [e] : [],
      );
      const stat = mods[0]?.stat;
      if ((stat === 'bleed' || stat === 'stealth' || stat === 'intercept' || stat === 'strength') && mods.every((x) => x.stat === stat))
        out.push(
          carriedCase(
            def,
            mi,
            m,
            stat,
            mods.reduce((n, x) => n + x.n, 0),
          ),
        );
    } else if (m.kind === 'master' && m.effects.length === 2 && isKind(m.effects[0], 'inPlay') && isKind(m.effects[1], 'ability')) {
      const a = m.effects[1];
      const b0 = a.effects[0];
      const bonus = a.effects.length === 1 && b0.p === 'bonus' && b0.stat === 'stealth' && typeof b0.n === 'number' ? b0.n : 0;
      const who = whoWords(a)?.who ?? {};
      const plainWho = Object.keys(who).every((k) => k === 'role' || k === 'clan' || k === 'sect');
      if (a.window === 'stealth' && who.role === 'acting' && plainWho && bonus > 0 && bonus < 5)
        out.push(stealthAbilityCase(def, a, bonus));
    } else if (
      m.kind === 'master' &&
      m.effects.length === 1 &&
      isKind(m.effects[0], 'prims') &&
      gainsOf(m) !== undefined &&
      prims(m).every((p) => p.p === 'move' && p.to === 'pool')
    )
      out.push(masterPoolCase(def, mi, m, gainsOf(m)!));
    else if (
      (m.kind === 'action' || m.kind === 'master') &&
      !m.targets &&
      m.effects.every((e) => isKind(e, 'actionStealth') || (isKind(e, 'prims') && !e.target)) &&
      prims(m).length === 1 &&
      prims(m)[0].p === 'bloodToUncontrolled'
    )
      out.push(uncontrolledCase(def, mi, m, prims(m)[0] as Extract<Prim, { p: 'bloodToUncontrolled' }>));
    else if (
      m.kind === 'action' &&
      !m.targets &&
      m.effects.every((e) => isKind(e, 'actionStealth') || isKind(e, 'prims')) &&
      gainsOf(m) !== undefined
    )
      out.push(actionGainCase(def, mi, m, gainsOf(m)!));
    else if (m.kind === 'master' && m.effects.length === 1 && isKind(m.effects[0], 'discipline'))
      out.push(disciplineCase(def, m.effects[0].disc));
  });
  return [
    ...out,
    ...recordFamilyCases(def),
    ...combatFamilyCases(def),
    ...moreFamilyCases(def),
    ...cryptFamilyCases(def),
    ...strikeFamilyCases(def),
    ...damageFamilyCases(def),
    ...riderFamilyCases(def),
    ...reactionFamilyCases(def),
    ...afterFamilyCases(def),
    ...votesFamilyCases(def),
    ...modsFamilyCases(def),
    ...endActionFamilyCases(def),
    ...blockCombatFamilyCases(def),
    ...blockPriceFamilyCases(def),
    ...unblockedFamilyCases(def),
    ...allyFamilyCases(def),
    ...meleeFamilyCases(def),
    ...equipFamilyCases(def),
    ...roundDamageFamilyCases(def),
    ...afterCombatFamilyCases(def),
    ...aimFamilyCases(def),
    ...combatSweepFamilyCases(def),
  ];
}
