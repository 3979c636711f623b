/**
 * The scenario family of a vampire's own trigger on its successful action (issue 30 item 1; tests only; the rule:
 * vocab/triggers.ts `runSuccessTriggers`, vtes-es 6.2.3), `{ e: 'on', event: 'vtes.success', own: true }`:
 * - a bleed burning the top cards of the target Methuselah's library (`seat: 'target'`, `burnLibrary`: Hecate,
 *   Zygodat): the vampire bleeds a Methuselah with no minion to block; measured: the cards its library lost;
 * - a hunt unlocking the vampire (`unlock`, once each turn: Blanche Hill): the vampire hunts; measured: 1 when it
 *   is unlocked after the hunt.
 * Expected: what the primitives promise. With the effects stripped: nothing.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

type OwnTrigger = Extract<Effect, { e: 'on' }>;

function burnsTargetLibrary(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own trigger on its successful bleed: the target's library burned",
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 3 }] }, { pool: 20 }],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const lib = sc.s.seats[1].zones.library.length;
      sc.choose(`min:${v}`).choose(`bleed:${v}`);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return lib - sc.s.seats[1].zones.library.length;
    },
  };
}

function unlocksAfterHunt(def: CardDef): FamilyCase {
  return {
    family: "vampire's own trigger on its successful hunt: it unlocks",
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 1 }] }, {}],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      sc.choose(`min:${v}`).choose(`hunt:${v}`);
      sc.s = passUntil(sc.s, (x) => !x.act);
      if (sc.s.cards[v].blood <= 1) throw new Error(`scenario: ${def.name} did not hunt`);
      return sc.s.cards[v].locked ? 0 : 1;
    },
  };
}

const isOwnSuccess = (e: Effect): e is OwnTrigger => isKind(e, 'on') && !!e.own && e.event === 'vtes.success' && !e.filter;

/** The cases of this family a vampire fits. */
export function cryptSuccessCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const out: FamilyCase[] = [];
  for (const t of def.modes.flatMap((m) => m.effects.filter(isOwnSuccess))) {
    const kind = t.if?.c === 'action' ? t.if.kind : undefined;
    const p = t.effects[0];
    if (t.effects.length !== 1) continue;
    if (kind === 'bleed' && t.seat === 'target' && p.p === 'burnLibrary') out.push(burnsTargetLibrary(def, p.n));
    if (kind === 'hunt' && !t.seat && p.p === 'unlock' && p.who === 'minion') out.push(unlocksAfterHunt(def));
  }
  return out;
}
