/**
 * The scenario family of a vampire's own action taking the Edge nobody controls (issue 30 item 1; tests only; vtes-es
 * 2.2, 6.1; vocab/prims/gain-edge.ts): "if the Edge is not controlled, this vampire may give you control of it as a +1
 * stealth action" (Jazz Wentworth). The vampire takes its action with nobody holding the Edge (not blocked); measured:
 * 1 when its Methuselah then holds the Edge, 10 when the action is not offered while another Methuselah holds it.
 * Stripped, no such action is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

/** The index among the vampire's abilities of its own action taking the Edge. */
function edgeAction(def: CardDef): number | undefined {
  const abilities = def.modes.flatMap((m) => m.effects.filter((e): e is Ability => isKind(e, 'ability')));
  const n = abilities.findIndex((a) => a.window === 'action' && !a.action?.target && a.effects.some((p) => p.p === 'gainEdge'));
  return n < 0 ? undefined : n;
}

/** Seat 0's vampire asked its actions, the Edge at `edge`: its use of ability `n`, if offered. */
function offered(def: CardDef, strip: boolean, edge: 0 | 1 | null, n: number): { sc: Scenario; o?: string } {
  const sc = new Scenario({
    phase: 'minion',
    seats: [{ ready: [{ card: def.name, blood: 3 }] }, { ready: [] }],
    defs: [def],
    strip: strip ? [def.name] : [],
    edge,
  });
  const v = sc.uid(def.name);
  sc.choose(`min:${v}`);
  return { sc, o: ids(sc.s).find((x) => x.startsWith(`use:${v}:${n}`)) };
}

function edgeCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own action: the Edge nobody controls taken",
    expected: 11,
    run(strip) {
      const { sc, o } = offered(def, strip, null, n);
      let got = 0;
      if (o) {
        sc.choose(o);
        sc.s = passUntil(sc.s, (x) => !x.act, 40);
        got = sc.s.edge === 0 ? 1 : 0;
      }
      return got + (offered(def, strip, 1, n).o ? 0 : 10);
    },
  };
}

/** The cases of this family a vampire fits. */
export function cryptOwnEdgeCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const n = edgeAction(def);
  return n === undefined ? [] : [edgeCase(def, n)];
}
