/**
 * Scenario families of a vampire's own bleed action and of a master phase action counted as the master phase
 * starts (issue 30 item 1; tests only; the rules: vocab/offers.ts, rules/turn.ts; vtes-es 5, 6.1.1, 6.2.3):
 * - an offered action that is a bleed (`action.bleed`: a directed bleed of the prey with a bonus, maybe paid in
 *   the vampire's blood): the vampire takes it against its prey, nobody blocks; measured: the pool the prey lost, and 100 per
 *   blood the vampire paid. Expected: 1 + the bonus + its own printed bleed, 100 per blood of the cost.
 * - `{ e: 'mod', stat: 'masterActions', who: 'controller', if }`: the vampire ready for seat 0 as its master phase
 *   starts, once unlocked and once locked (kept locked through the unlock phase); measured: the master phase
 *   actions of the first minus those of the second. With the effects stripped both are the same.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { lock } from '../core/ops';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

/** Its own unconditional bleed ("+1 bleed."). */
const printedBleed = (def: CardDef): number =>
  def.modes
    .flatMap((m) => m.effects)
    .reduce((n, e) => n + (isKind(e, 'mod') && e.stat === 'bleed' && e.who === 'self' && !e.if ? e.n : 0), 0);

function bleedCase(def: CardDef, a: Ability, n: number): FamilyCase {
  const blood = a.cost.reduce((k, c) => k + (c.c === 'blood' ? c.n : 0), 0);
  return {
    family: "vampire's own bleed action",
    expected: 1 + a.action!.bleed! + printedBleed(def) + 100 * blood,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: 4 }] }, { pool: 30 }],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      sc.choose(`min:${v}`);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:${n}:`));
      if (!o) throw new Error(`scenario: ${def.name} offers no bleed`);
      sc.choose(o.id);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1) + 100 * (4 - sc.s.cards[v].blood);
    },
  };
}

/** The master phase actions of seat 0 as its master phase starts, the vampire unlocked or locked (and kept so). */
function masterLeft(def: CardDef, strip: boolean, locked: boolean): number {
  const sc = new Scenario({
    defs: [def],
    phase: 'influence',
    active: 1,
    seats: [{ ready: [{ card: def.name, blood: 3, locked }], hand: ['Blood Doll'] }, {}],
    strip: strip ? [def.name] : [],
  });
  // the other Methuselah's turn ends; seat 0's unlock phase would unlock the vampire: it is locked again there
  sc.s = passUntil(sc.s, (x) => x.active === 0);
  if (locked) lock(sc.s, sc.uid(def.name));
  return passUntil(sc.s, (x) => x.phase === 'master' && x.active === 0).turnFlags.masterLeft;
}

function unlockedMasterCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'extra master phase action if unlocked as the master phase starts',
    expected: n,
    run: (strip) => masterLeft(def, strip, false) - masterLeft(def, strip, true),
  };
}

const isCondMaster = (e: Effect): e is Extract<Effect, { e: 'mod' }> =>
  isKind(e, 'mod') && e.who === 'controller' && e.stat === 'masterActions' && !!e.if && !e.per;

/** The cases of these families a vampire fits. */
export function cryptBleedCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects.filter((e): e is Ability => isKind(e, 'ability')));
  const out = abilities.flatMap((a, n) =>
    // (a bleed of any Methuselah, `methuselah`: testing/families-crypt-bleed-any.ts)
    a.window === 'action' &&
    a.action?.bleed !== undefined &&
    !a.action.methuselah &&
    a.who?.role === 'self' &&
    a.cost.every((c) => c.c === 'blood')
      ? [bleedCase(def, a, n)]
      : [],
  );
  const mods = def.modes.flatMap((m) => m.effects.filter(isCondMaster));
  if (mods.length)
    out.push(
      unlockedMasterCase(
        def,
        mods.reduce((k, e) => k + e.n, 0),
      ),
    );
  return out;
}
