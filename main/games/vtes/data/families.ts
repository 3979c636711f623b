/**
 * Scenario families (issue 27 item 8; tests only): one scenario per common shape of a card's mode,
 * generated from its data entry and played through the engine's own decisions by card names (the
 * harness of data/scenario.ts). Each family measures what the shape promises (the stealth an action
 * modifier adds, the bleed it adds, the intercept a reaction adds, the pool an action bleeds, the
 * damage a strike deals) and says what the mode's effects make it: the same scenario with the card's
 * effects stripped must measure something else (or not offer the card at all). The acting minions are
 * test vampires with exactly the Disciplines the mode needs, so any card of the catalog can be played.
 */
import type { CardDef, Effect, Mode } from '../effects';
import type { Prim } from '../vocab/records';
import { passUntil } from '../testing';
import { Scenario } from './scenario';

/** A family's reading of one mode: what to measure and the value its effects promise. */
export interface FamilyCase {
  family: string;
  /** Plays the card's mode (effects stripped when `strip`) and returns the measured value; throws if the card is not offered. */
  run(strip: boolean): number;
  expected: number;
}

/** A test vampire with the Disciplines (and static effects) given: any card's requirements can be met. */
export function testVampire(name: string, disc: Record<string, 1 | 2>, effects: Effect[] = [], clan = 'Caitiff'): CardDef {
  return {
    id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    kind: 'crypt',
    types: ['Vampire'],
    clan: [clan],
    capacity: 8,
    disc,
    sect: 'camarilla',
    reqs: [],
    modes: effects.length ? [{ kind: 'vampire', conditions: [], effects }] : [],
    automation: 'full',
  };
}

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

/** A mode the families can play: no condition beyond Disciplines and clan, no X cost, no target. */
function plain(def: CardDef, m: Mode): boolean {
  const conds = [...def.reqs, ...m.conditions];
  return conds.every((c) => c.r === 'disc' || c.r === 'clan') && m.cost?.blood !== 'X' && m.cost?.pool !== 'X' && !m.targets;
}

const only = (m: Mode, kinds: readonly string[]) =>
  m.effects.every((e) => kinds.includes(e.e) || (e.e === 'prims' && e.do.every((p) => kinds.includes(`prim.${p.p}`))));
const prims = (m: Mode): Prim[] => m.effects.flatMap((e) => (e.e === 'prims' ? e.do : []));
const statOf = (m: Mode, stat: 'stealth' | 'intercept' | 'bleed'): number =>
  m.effects.reduce(
    (n, e) =>
      n +
      (e.e === stat && 'n' in e && typeof e.n === 'number' ? e.n : 0) +
      (stat === 'bleed' && e.e === 'bleedPlus' && typeof e.n === 'number' ? e.n : 0),
    0,
  ) + prims(m).reduce((n, p) => n + (p.p === 'bonus' && p.stat === stat ? p.n : 0), 0);

const WATCHER = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
const SHADOW = testVampire('Test Shadow', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);

/**
 * An action modifier that adds stealth (6.2.2.2): the actor bleeds, a minion with +5 intercept blocks,
 * the card is played in the stealth step; the action's stealth is read there (the block still holds).
 */
function stealthCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m));
  return {
    family: 'stealth',
    expected: statOf(m, 'stealth'),
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: WATCHER.name, blood: 3 }] }],
        defs: [def, actor, WATCHER],
        strip: strip ? [def.name] : [],
      });
      sc.choose(`min:${sc.uid(actor.name)}`).choose(`bleed:${sc.uid(actor.name)}`);
      sc.choose(`block:${sc.uid(WATCHER.name, 1)}`);
      const before = sc.s.act!.stealth;
      sc.play(def.name, { mode: mi });
      return sc.s.act!.stealth - before;
    },
  };
}

/** An action modifier that adds bleed (6.2.3): nobody blocks; the prey's pool loss is read. */
function bleedCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m));
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

/** A reaction that adds intercept (6.2.2.2): a minion with +1 stealth bleeds the reacting minion's Methuselah, who blocks; the intercept is read. */
function interceptCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const reactor = testVampire('Test Reactor', discsFor(m), [], clanFor(def, m));
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

/** An action card that bleeds (6.1.2, 6.2.3): played by the actor at the prey, nobody blocks; the pool the prey lost. */
function actionBleedCase(def: CardDef, mi: number, m: Mode, plus: number): FamilyCase {
  const actor = testVampire('Test Actor', discsFor(m), [], clanFor(def, m));
  return {
    family: 'actionBleed',
    expected: 1 + plus,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, {}, {}],
        defs: [def, actor],
        strip: strip ? [def.name] : [],
      });
      sc.play(def.name, { by: actor.name, mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1);
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

/** The family scenarios a card's modes fit (none: the card needs a scenario of its own). */
export function familyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (!plain(def, m)) return;
    const w = m.window ?? {};
    const noWindow = Object.keys(w).length === 0;
    if (m.kind === 'modifier' && noWindow && only(m, ['stealth', 'prim.bonus']) && statOf(m, 'stealth') > 0 && statOf(m, 'stealth') < 5)
      out.push(stealthCase(def, mi, m));
    else if (
      m.kind === 'modifier' &&
      (noWindow || (w.bleed && Object.keys(w).length === 1)) &&
      only(m, ['bleedPlus', 'prim.bonus']) &&
      statOf(m, 'stealth') === 0 &&
      statOf(m, 'bleed') > 0 &&
      m.effects.every((e) => e.e !== 'bleedPlus' || e.ifPoolAtMost === undefined)
    )
      out.push(bleedCase(def, mi, m));
    else if (
      m.kind === 'reaction' &&
      noWindow &&
      only(m, ['intercept', 'prim.bonus']) &&
      statOf(m, 'intercept') > 0 &&
      statOf(m, 'intercept') < 5
    )
      out.push(interceptCase(def, mi, m));
    else if (m.kind === 'action' && m.effects.length === 1 && m.effects[0].e === 'bleed')
      out.push(actionBleedCase(def, mi, m, m.effects[0].plus));
    else if (m.kind === 'master' && m.effects.length === 1 && m.effects[0].e === 'discipline')
      out.push(disciplineCase(def, m.effects[0].disc));
  });
  return out;
}
