/**
 * Scenario families of action modifiers (issue 29; tests only). Modifiers changing the intercept of the minions a Selector takes for the
 * whole action (issue 29; tests only; vtes-es 6.2.2.2, primitive `interceptBy`): the acting test vampire
 * (capacity 8) bleeds for 1 with no stealth; a younger test vampire (capacity 4) of the prey attempts to
 * block with no intercept, so the block would succeed; the acting Methuselah plays the card in the
 * stealth step (a card only usable then, or only against an ally or younger blocker, fits). Measured: the pool the prey lost (1: the block failed and the bleed succeeded). With the
 * card's effects stripped it is not offered.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

const YOUNGER = testVampire('Test Younger', {}, [], 'Caitiff', { capacity: 4 });

/**
 * Seat 0's test vampire (the card's clan; the mode's Disciplines unless a `helper` of seat 0 plays the card)
 * bleeds seat 1, whose younger vampire with no intercept attempts to block: the acting Methuselah is asked
 * for stealth. `strip`: the card's effects stripped.
 */
function atYoungerBlock(def: CardDef, m: Mode, strip: boolean, helper = false) {
  const clan = def.clan[0] ?? 'Caitiff';
  const actor = testVampire('Test Actor', helper ? {} : discsOf(m), [], clan);
  const other = testVampire('Test Helper', discsOf(m), [], clan);
  const mine = [{ card: actor.name, blood: 5 }, ...(helper ? [{ card: other.name, blood: 5 }] : [])];
  const sc = new Scenario({
    seats: [{ ready: mine, hand: [def.name] }, { ready: [{ card: YOUNGER.name, blood: 4 }] }],
    defs: [def, actor, YOUNGER, ...(helper ? [other] : [])],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const y = sc.uid(YOUNGER.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  // not played as the action is announced (it could be: rulings-mods.test.ts), but at the block attempt
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${y}`), 5);
  sc.choose(`block:${y}`);
  return { sc, a, h: sc.uid(def.name, 0, 'hand'), v: helper ? sc.uid(other.name) : a };
}

function interceptLossCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'interceptLoss',
    expected: 1,
    run(strip) {
      const { sc } = atYoungerBlock(def, m, strip);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1);
    },
  };
}

/**
 * A modifier played by another ready vampire of the acting Methuselah (`playedByOther`) that locks itself
 * to make a block attempt fail: played by the second vampire at the younger vampire's block attempt.
 * Measured: the prey's pool lost, plus 10 if the second vampire is locked.
 */
function otherBlockFailsCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'otherBlockFails',
    expected: 11,
    run(strip) {
      const { sc, h, v } = atYoungerBlock(def, m, strip, true);
      const o = ids(sc.s).find((x) => x === `modOther:${h}:${mi}:${v}`);
      if (!o) throw new Error(`scenario: ${def.name} is not offered to the other vampire: ${ids(sc.s).join(' ')}`);
      sc.choose(o);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1) + (sc.s.cards[v].locked ? 10 : 0);
    },
  };
}

/** What a waiting use promises: blood burned from the vampire (1 each), the vampire unlocked (10). */
function promisedAfter(ps: readonly Prim[]): number | undefined {
  let n = 0;
  for (const p of ps)
    if (p.p === 'move' && p.from === 'minion' && p.to === 'bank') n += p.n;
    else if (p.p === 'unlock' && (p.who === 'actor' || p.who === 'minion')) n += 10;
    else return undefined;
  return n;
}

/**
 * A stealth modifier whose other use waits for the action's success (a `prims` effect whose `if` is
 * `success`: the vampire paying 1 blood to unlock once the action succeeded): played at the younger
 * vampire's block attempt, the bleed succeeds and its Methuselah takes the waiting use. Measured: the
 * prey's pool lost, plus the blood the vampire burned beyond the card's cost, plus 10 if it is unlocked again.
 */
function successUseCase(def: CardDef, mi: number, m: Mode, expected: number): FamilyCase {
  return {
    family: 'successUse',
    expected,
    run(strip) {
      const { sc, a, h } = atYoungerBlock(def, m, strip);
      sc.play(def.name, { mode: mi });
      const blood = sc.s.cards[a].blood;
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).some((o) => o.split(':')[1] === h));
      const use = ids(sc.s).find((o) => o.split(':')[1] === h);
      if (use) sc.choose(use);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1) + blood - sc.s.cards[a].blood + (sc.s.cards[a].locked ? 0 : 10);
    },
  };
}

/** The intercept-loss modifiers a card's modes are: no window, only `interceptBy` primitives with a loss. */
export function modsFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    // an `if` (a minion attempting to block, an ally or younger one) holds for the family's blocker
    if (m.kind !== 'modifier' || Object.keys(m.window ?? {}).length) return;
    if (![...def.reqs, ...m.conditions].every((c) => c.r === 'disc' || (c.r === 'capacity' && (c.min ?? 0) <= 8))) return;
    const ps = m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));
    if (m.effects.every((e) => isKind(e, 'prims')) && ps.length && ps.every((p) => p.p === 'interceptBy' && p.n < 0))
      out.push(interceptLossCase(def, mi, m));
    // played by another vampire, locking it to make the attempt fail
    if (
      m.effects.some((e) => isKind(e, 'playedByOther')) &&
      ps.length === 2 &&
      ps[0].p === 'lock' &&
      ps[0].who === 'minion' &&
      ps[1].p === 'blockFails'
    )
      out.push(otherBlockFailsCase(def, mi, m));
    // +1 stealth beats the younger blocker's 0 intercept; the waiting use burns blood and unlocks
    const waits = m.effects.filter((e) => isKind(e, 'prims') && JSON.stringify(e.if) === JSON.stringify({ c: 'success' }));
    const st = m.effects.filter((e) => isKind(e, 'stealth'));
    if (!m.if && waits.length === 1 && st.length === 1 && waits.length + st.length === m.effects.length) {
      const w = waits[0];
      const n = isKind(w, 'prims') ? promisedAfter(w.do) : undefined;
      if (n !== undefined) out.push(successUseCase(def, mi, m, 1 + n));
    }
  });
  return out;
}
