/**
 * Scenario families of what a vampire gives its controller while ready and of its own prevention (issue 30
 * item 1; tests only), one per shared record, run for every vampire that has it:
 * - `{ e: 'mod', stat: 'masterActions' | 'transfers' | 'discardActions' | 'handSize', who: 'controller' }` (vtes-es 5, 7, 8,
 *   1.6.1.2;
 *   `state.ts` `readyCryptMods`): the vampire ready for seat 0, the turn played on to the phase that reads
 *   the stat; expected: the stripped game's value plus the printed amount.
 * - an ability of window `prevent`, once each combat (vtes-es 6.4.6): the vampire bleeds, a strength 3
 *   vampire blocks and strikes with its hand; measured: the damage prevented.
 * - an ability of window `master` of the vampire itself (vtes-es 5), paid in pool or with the Edge: the
 *   vampire ready in its Methuselah's master phase (who holds the Edge), the ability used once; measured:
 *   the pool and the master phase actions left, each as it changed (pool + 100 per master phase action).
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { handSize, type VtesState } from '../core/state';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

type ReadyStat = 'masterActions' | 'transfers' | 'discardActions' | 'handSize';

/** The vampire ready for seat 0 in `phase`, played on (passing) until `until`; then `read` measures the state. */
function readyThrough(def: CardDef, phase: VtesState['phase'], until: VtesState['phase'], read: (s: VtesState) => number) {
  return (strip: boolean): number => {
    // a master card in hand: the master phase asks (and the measure is taken) before it is over
    const sc = new Scenario({ defs: [def], phase, seats: [{ ready: [{ card: def.name, blood: 3 }], hand: ['Blood Doll'] }, {}] });
    const s = passUntil((strip ? sc.stripped(def.name) : sc).s, (x) => x.phase === until && x.active === 0);
    return read(s);
  };
}

/** Where each stat is read: the phase the game starts in, the phase it is measured in, the measure. */
const READ: Record<ReadyStat, { family: string; from: VtesState['phase']; at: VtesState['phase']; read: (s: VtesState) => number }> = {
  masterActions: { family: 'extra master phase action while ready', from: 'unlock', at: 'master', read: (s) => s.turnFlags.masterLeft },
  transfers: { family: 'transfers while ready', from: 'master', at: 'influence', read: (s) => s.turnFlags.transfers },
  discardActions: { family: 'discard phase actions while ready', from: 'influence', at: 'discard', read: (s) => s.turnFlags.discards },
  handSize: { family: 'hand size while ready', from: 'unlock', at: 'master', read: (s) => handSize(s, 0) },
};

function readyCase(def: CardDef, stat: ReadyStat, n: number): FamilyCase {
  const r = READ[stat];
  const run = readyThrough(def, r.from, r.at, r.read);
  let expected: number | undefined;
  return {
    family: r.family,
    run,
    get expected() {
      return (expected ??= run(true) + n);
    },
  };
}

const BRUTE = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);

/** 6.4.6: a vampire's own prevention once each combat, against a strength 3 hand strike (measured: 3 less the blood lost). */
const preventOnce = (def: CardDef, n: number): FamilyCase => ({
  family: 'prevents damage once each combat',
  expected: n,
  run(strip) {
    const b = Math.min(def.capacity ?? 1, 6);
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: b }] }, { ready: [{ card: BRUTE.name, blood: 6 }] }],
      defs: [def, BRUTE],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(def.name);
    sc.choose(`min:${a}`)
      .choose(`bleed:${a}`)
      .choose(`block:${sc.uid(BRUTE.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
    sc.choose('none').choose('hand');
    const use = dec(sc.s).options.find((o) => o.id.startsWith('static:'));
    if (use) sc.choose(use.id);
    sc.s = passUntil(sc.s, (x) => !x.combat);
    return 3 - (b - sc.s.cards[a].blood);
  },
});

/** The pool and the master phase actions left of seat 0, as one number. */
const poolAndActions = (s: VtesState) => s.seats[0].pool + 100 * s.turnFlags.masterLeft;

/** 5: the vampire's own master phase ability, used once (its option names the vampire). */
function masterUseCase(def: CardDef, a: Extract<Effect, { e: 'ability' }>): FamilyCase {
  const run = (strip: boolean, use: boolean): number => {
    const sc = new Scenario({
      defs: [def],
      phase: 'master',
      edge: 0,
      seats: [{ ready: [{ card: def.name, blood: 3 }], hand: ['Blood Doll'], pool: 20 }, {}],
      strip: strip ? [def.name] : [],
    });
    const before = poolAndActions(sc.s);
    if (!use) return 0;
    const v = sc.uid(def.name);
    const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v));
    if (!o) throw new Error(`scenario: ${def.name} offers no master phase use`);
    sc.choose(o.id);
    return poolAndActions(sc.s) - before;
  };
  const gain = a.effects.reduce((n, p) => n + (p.p === 'masterAction' && typeof p.n === 'number' ? 100 * p.n : 0), 0);
  const pool = a.effects.reduce(
    (n, p) => n + (p.p === 'move' && p.to === 'pool' && p.from === 'bank' && typeof p.n === 'number' ? p.n : 0),
    0,
  );
  const paid = a.cost.reduce((n, k) => n + (k.c === 'pool' ? k.n : 0), 0);
  return { family: "vampire's own master phase ability", run: (strip) => run(strip, true), expected: gain + pool - paid };
}

const isReadyMod = (e: Effect): e is Extract<Effect, { e: 'mod' }> & { stat: ReadyStat } =>
  isKind(e, 'mod') && e.who === 'controller' && !e.if && !e.per && e.stat in READ;

/** The cases of a crypt card's controller stats while ready and of its own prevention once each combat. */
export function cryptReadyCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const out: FamilyCase[] = [];
  for (const m of def.modes) {
    if (m.kind !== 'vampire') continue;
    const sums = new Map<ReadyStat, number>();
    for (const e of m.effects) if (isReadyMod(e)) sums.set(e.stat, (sums.get(e.stat) ?? 0) + e.n);
    for (const [stat, n] of sums) out.push(readyCase(def, stat, n));
    for (const e of m.effects)
      if (
        isKind(e, 'ability') &&
        e.window === 'prevent' &&
        e.limit === 'combat' &&
        e.who?.role === 'self' &&
        e.cost.every((k) => k.c === 'blood')
      ) {
        // a blood cost shows in the blood lost; "prevent all damage from a strike" prevents the whole 3
        const paid = e.cost.reduce((k, c) => k + (c.c === 'blood' ? c.n : 0), 0);
        const p = e.effects[0];
        if (e.effects.length === 1 && p.p === 'prevent' && typeof p.n === 'number') out.push(preventOnce(def, Math.min(p.n, 3) - paid));
        if (e.effects.length === 1 && p.p === 'preventStrike' && !p.rest) out.push(preventOnce(def, 3 - paid));
      }
    for (const e of m.effects)
      if (
        isKind(e, 'ability') &&
        e.window === 'master' &&
        e.who?.role === 'self' &&
        !e.limit &&
        !e.if &&
        e.cost.every((k) => k.c === 'pool' || k.c === 'edge') &&
        e.effects.every((p) => p.p === 'masterAction' || (p.p === 'move' && p.from === 'bank' && p.to === 'pool'))
      )
        out.push(masterUseCase(def, e));
  }
  return out;
}
