/**
 * Scenario family of action modifiers played after a successful action resolves (issue 29; tests
 * only; vtes-es 6.2.3, window `after: 'success'`): the acting test vampire bleeds unblocked, the card is
 * played once the bleed resolved; measured: the pool its Methuselah gained, plus the blood the vampire
 * gained (beyond the card's cost), plus 10 if it is unlocked again. With the card's effects stripped it gains nothing and stays
 * locked.
 */
import type { CardDef, Mode } from '../schema/effects';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/** What the mode's primitives promise: pool and blood from the bank, the actor unlocked (+10). */
function promised(m: Mode): number | undefined {
  const ps = m.effects.every((e) => isKind(e, 'prims')) ? m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : [])) : [];
  if (!ps.length) return undefined;
  let n = 0;
  for (const p of ps) {
    if (p.p === 'move' && p.from === 'bank' && (p.to === 'pool' || p.to === 'minion')) n += p.n;
    else if (p.p === 'unlock' && (p.who === 'actor' || p.who === 'minion')) n += 10;
    else return undefined;
  }
  return n;
}

function afterSuccessCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'afterSuccess',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 3 }], hand: [def.name] }, {}, {}],
        defs: [def, actor],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const h = sc.uid(def.name, 0, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => !x.act || (x.act.outcome === 'success' && dec(x).options.some((o) => o.id.split(':').includes(h))));
      sc.play(def.name, { mode: mi });
      const pool = sc.pool(0);
      // the card's own cost is paid as it is played, not lost to its effect
      const cost = (typeof m.cost?.pool === 'number' ? m.cost.pool : 0) + (typeof m.cost?.blood === 'number' ? m.cost.blood : 0);
      return pool - 30 + sc.s.cards[a].blood - 3 + cost + (sc.s.cards[a].locked ? 0 : 10);
    },
  };
}

/** The after-success modifiers a card's modes are. */
export function afterFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    const w = m.window ?? {};
    // "after a successful directed action": the bleed is one
    const directedOnly = !m.if || (m.if.c === 'action' && m.if.kind === 'directed');
    if (m.kind !== 'modifier' || !directedOnly || Object.keys(w).length !== 1 || w.after !== 'success') return;
    if (![...def.reqs, ...m.conditions].every((c) => c.r === 'disc' || c.r === 'clan')) return;
    const n = promised(m);
    if (n !== undefined) out.push(afterSuccessCase(def, mi, m, n));
  });
  return out;
}
