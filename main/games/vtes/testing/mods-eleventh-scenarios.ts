/**
 * Scenarios of the action modifiers, reactions and political actions of the eleventh session written with records that
 * existed, whose mode shape the generated families do not take as it is (a limit more) (issue 29, h-mods; tests only):
 * - `redirectBleed` (families-reactions.ts) for a redirect limited to one copy each action (Lost in Translation).
 * - `pressIfBlocks` (Rat's Warning [ANI]): seat 0's vampire bleeds seat 1, whose locked vampire plays the card, unlocks
 *   and blocks; measured: the optional presses it holds for the combat as it starts (1; stripped, the card is not offered).
 * - `announceStealth` (Form of the Cobra [PRO]): seat 0's vampire bleeds and plays the card as the action is announced,
 *   with nobody yet attempting to block; measured: the stealth it added.
 * - `flexIfBlocks` (Mind Tricks [DEM], Skin of the Chameleon [vis] [VIS]): seat 0's vampire bleeds, seat 1's vampire (intercept 3) attempts to block, the
 *   card is played and the block succeeds; measured: the maneuvers-or-presses the acting vampire holds as the combat
 *   starts, plus 10 if the maneuver is offered in the first round.
 * - `stealthAtAttempt` (Obedient Flesh [dom][pro]): the same block attempt (intercept 3), the card's stealth mode played
 *   at it; measured: the stealth it added.
 */
import type { CardDef, Mode } from '../schema/effects';
import { redirectCase } from './families-reactions';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

function pressIfBlocksCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', {});
  const guard = testVampire('Test Guard', discsOf(m));
  return {
    family: 'pressIfBlocks',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 3 }] }, { ready: [{ card: guard.name, blood: 3, locked: true }], hand: [def.name] }],
        defs: [def, actor, guard],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const g = sc.uid(guard.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => dec(x).seat === 1, 10);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${g}`), 10);
      sc.choose(`block:${g}`);
      sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act, 20);
      return sc.s.combat?.heldPresses?.[g]?.length ?? 0;
    },
  };
}

function announceStealthCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m));
  const other = testVampire('Test Other', {});
  return {
    family: 'announceStealth',
    expected: m.effects.reduce((n, e) => n + (isKind(e, 'stealth') && typeof e.n === 'number' ? e.n : 0), 0),
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 3 }], hand: [def.name] }, { ready: [{ card: other.name, blood: 3 }] }],
        defs: [def, actor, other],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      const before = sc.s.act!.stealth;
      sc.play(def.name, { mode: mi });
      return sc.s.act!.stealth - before;
    },
  };
}

/**
 * Seat 0's vampire with mode `m`'s Disciplines bleeds, seat 1's vampire (intercept 3) attempts to block: the scenario
 * stands at that attempt, `def` in seat 0's hand (stripped with `strip`).
 */
function atAttempt(def: CardDef, m: Mode, strip: boolean): { sc: Scenario; a: string } {
  const actor = testVampire('Test Actor', discsOf(m));
  const guard = testVampire('Test Guard', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 3 }], hand: [def.name] }, { ready: [{ card: guard.name, blood: 3 }] }],
    defs: [def, actor, guard],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const g = sc.uid(guard.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${g}`), 10);
  sc.choose(`block:${g}`);
  return { sc, a };
}

function flexIfBlocksCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'flexIfBlocks',
    expected: 11,
    run(strip) {
      const { sc, a } = atAttempt(def, m, strip);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act, 20);
      const held = sc.s.combat?.flex?.[a] ?? 0;
      sc.s = passUntil(sc.s, (x) => !x.combat || (dec(x).seat === 0 && ids(x).includes('optman')), 10);
      return held + (sc.s.combat && ids(sc.s).includes('optman') ? 10 : 0);
    },
  };
}

function stealthAtAttemptCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'stealthAtAttempt',
    expected: m.effects.reduce((n, e) => n + (isKind(e, 'stealth') && typeof e.n === 'number' ? e.n : 0), 0),
    run(strip) {
      const { sc } = atAttempt(def, m, strip);
      const before = sc.s.act!.stealth;
      sc.play(def.name, { mode: mi });
      return sc.s.act!.stealth - before;
    },
  };
}

/** Lost in Translation, Rat's Warning, Form of the Cobra, Mind Tricks, Skin of the Chameleon, Obedient Flesh. */
export const MODS_ELEVENTH_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101126': (def) => def.modes.map((m, mi) => redirectCase(def, mi, m)),
  '101547': (def) => [pressIfBlocksCase(def, 1, def.modes[1])],
  '101216': (def) => [flexIfBlocksCase(def, 1, def.modes[1])],
  '102255': (def) => [stealthAtAttemptCase(def, 0, def.modes[0])],
  '101794': (def) => def.modes.flatMap((m, mi) => (m.window?.announce ? [] : [flexIfBlocksCase(def, mi, m)])),
  '102224': (def) => def.modes.flatMap((m, mi) => (m.window?.announce ? [announceStealthCase(def, mi, m)] : [])),
};
