/**
 * The scenario family of a vampire's own trigger as the minion in combat with it leaves the ready region (issue 30
 * item 1; tests only; the rule: vocab/triggers.ts `runTriggers`, a vampire's own text on another card burned or sent
 * to torpor, vtes-es 6.4.7): `{ e: 'on', event: ['vtes.burn', 'vtes.torpor'], filter: wasReady and the event's minion's
 * opponent is the vampire }` gaining pool (Matasuntha). The vampire bleeds; a test vampire with no blood blocks; both
 * strike with their hands, and the blocker goes to torpor. Measured: the pool its controller gained (1). With the
 * effects stripped: none.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind, isPrim } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const STRAY = testVampire('Test Empty Blocker', {});

/** The vampire (with `blood`) bleeds seat 1, whose `blocker` (with `theirs` blood) blocks it: the scenario and both uids. */
export function bleedBlocked(def: CardDef, strip: boolean, blood: number, blocker: CardDef, theirs: number) {
  const sc = new Scenario({
    seats: [{ ready: [{ card: def.name, blood }] }, { ready: [{ card: blocker.name, blood: theirs }] }],
    defs: [def, blocker],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(def.name);
  const b = sc.uid(blocker.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${b}`);
  return { sc, a, b };
}

function poolAsOpponentLeaves(def: CardDef): FamilyCase {
  return {
    family: "vampire's own trigger as the minion in combat with it leaves the ready region: pool gained",
    expected: 1,
    run(strip) {
      const { sc, b } = bleedBlocked(def, strip, 4, STRAY, 0);
      const pool = sc.s.seats[0].pool;
      for (let i = 0; i < 40 && (sc.s.combat || sc.s.act); i++) {
        const strike = sc.s.combat?.step.startsWith('strike');
        if (strike && ids(sc.s).includes('hand')) sc.choose('hand');
        else {
          const o = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
          if (!o) break;
          sc.choose(o);
        }
      }
      sc.s = passUntil(sc.s, (x) => !x.combat && !x.act);
      if (sc.s.cards[b]?.zone !== 'torpor') throw new Error(`scenario: the blocker ends in ${String(sc.s.cards[b]?.zone)}`);
      return sc.s.seats[0].pool - pool;
    },
  };
}

const isOpponentLeaves = (e: Effect): boolean =>
  isKind(e, 'on') &&
  !e.own &&
  !e.bearer &&
  Array.isArray(e.event) &&
  e.event.includes('vtes.torpor') &&
  e.event.includes('vtes.burn') &&
  JSON.stringify(e.filter ?? {}).includes('"who":"opponent","as":"self"') &&
  e.effects.some((p) => isPrim('move')(p) && p.from === 'bank' && p.to === 'pool');

/** The cases of this family a vampire fits. */
export function cryptOpponentLeavesCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.some((m) => m.kind === 'vampire' && m.effects.some(isOpponentLeaves)) ? [poolAsOpponentLeaves(def)] : [];
}
