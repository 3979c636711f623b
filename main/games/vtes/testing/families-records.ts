/**
 * Scenario families of the shared parameter records (issue 27 items 4 and 5; tests only), beside the
 * families of data/families.ts: a mode is played through the engine's decisions by card names and its
 * effect measured; with the card's effects stripped the measure differs.
 *
 * - **Block attempt** (vtes-es 6.2.2.2, "only usable if a minion attempts to block"): the actor bleeds, a
 *   test sentry attempts to block, the acting Methuselah plays the mode in that window. A mode making
 *   the attempt fail (`blockFails`) lets the bleed through (the prey loses 1 pool); a mode lowering the
 *   blocker's intercept (`bonus` intercept -n) changes the attempt's intercept by -n.
 * - **Cannot block** (6.2.2.1, a Selector): as the action is announced the card bars the minion the
 *   Selector takes (one chosen, here the prey's only vampire, younger than the actor, +5 intercept)
 *   from blocking; the bleed goes through (the prey loses 1 pool).
 * - **Cannot be blocked by** (6.2.2.1, a Selector read at each block offer: `notBlockedBy`): as the
 *   action is announced the card keeps the prey's ally (47th Street Royals) from blocking; measured:
 *   whether that ally is offered a block once the announce step is over.
 * - **Conditional bleed** (6.2.3 with an Amount): a bleed modifier whose extra bleed depends on the
 *   acting vampire's clan is played by a vampire of that clan; the prey's pool loss is read.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { mentions } from '../core/params/cond';
import type { Amount } from '../schema/schema-params';
import { ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { windowFamilyCases } from './families-windows';
import { isEffect, isKind } from '../schema/effect-query';

const primsOf = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));
const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const onlyDiscs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every((c) => c.r === 'disc');

/** A mode played when a minion attempts to block: its measure and what its primitives promise. */
function blockAttemptCase(def: CardDef, mi: number, m: Mode): FamilyCase | undefined {
  if (m.kind !== 'modifier' || !mentions(m.if, 'blockAttempt') || m.window || m.targets || !onlyDiscs(def, m)) return undefined;
  if (!m.effects.every(isEffect('prims'))) return undefined;
  const ps = primsOf(m);
  const cost = (p: Prim) => p.p === 'move' && p.from === 'minion' && p.to === 'bank';
  const minus = (p: Prim) => p.p === 'bonus' && p.stat === 'intercept' && typeof p.n === 'number' && p.n < 0;
  if (!ps.every((p) => p.p === 'blockFails' || cost(p) || minus(p))) return undefined;
  const fails = ps.some((p) => p.p === 'blockFails');
  const lowered = ps.reduce((n, p) => n + (minus(p) && p.p === 'bonus' && typeof p.n === 'number' ? p.n : 0), 0);
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  // a failing attempt needs a block that would hold (+5 intercept); a lowered one starts from +1; a
  // card "only usable if a younger vampire attempts to block" meets a sentry of lower capacity
  const sentry = testVampire(
    'Test Sentry',
    {},
    [{ e: 'mod', stat: 'intercept', n: fails ? 5 : 1, who: 'self' }],
    'Caitiff',
    mentions(m.if, 'younger') ? { capacity: 4 } : {},
  );
  return {
    family: fails ? 'blockFails' : 'blockerIntercept',
    expected: fails ? 1 : lowered,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: sentry.name, blood: 3 }] }],
        defs: [def, actor, sentry],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(sentry.name, 1)}`);
      const before = sc.s.act!.intercept;
      sc.play(def.name, { mode: mi });
      if (!fails) return sc.s.act!.intercept - before;
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1);
    },
  };
}

/** A modifier played as the action is announced whose only effect bars the selected minions from blocking. */
function noBlockCase(def: CardDef, mi: number, m: Mode): FamilyCase | undefined {
  if (m.kind !== 'modifier' || m.if || m.window || m.targets || !onlyDiscs(def, m)) return undefined;
  const ps = primsOf(m);
  if (!m.effects.every(isEffect('prims')) || ps.length !== 1 || ps[0].p !== 'noBlock') return undefined;
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const sentry = testVampire('Test Sentry', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }], 'Caitiff', { capacity: 2 });
  return {
    family: 'noBlock',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: sentry.name, blood: 2 }] }],
        defs: [def, actor, sentry],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1);
    },
  };
}

/** A modifier played as the action is announced that keeps allies from blocking it (besides, at most, a fixed extra bleed). */
function notBlockedByCase(def: CardDef, mi: number, m: Mode): FamilyCase | undefined {
  if (m.kind !== 'modifier' || m.if || m.targets || !onlyDiscs(def, m)) return undefined;
  if (Object.keys(m.window ?? {}).some((k) => k !== 'bleed')) return undefined;
  const ps = primsOf(m);
  if (!ps.length || !ps.every((p) => p.p === 'notBlockedBy' && p.by.of === 'ally' && !p.by.where && !p.by.filter)) return undefined;
  if (!m.effects.every((e) => isKind(e, 'prims') || (isKind(e, 'bleedPlus') && typeof e.n === 'number'))) return undefined;
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const ally = '47th Street Royals';
  return {
    family: 'notBlockedBy',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: ally, blood: 3 }] }],
        defs: [def, actor],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => x.act?.step !== 'preBlock');
      return ids(sc.s).includes(`block:${sc.uid(ally, 1)}`) ? 0 : 1;
    },
  };
}

/** The fixed part and the clan-conditional part of a bleed modifier's Amount (`{ a: 'if', if: clan of the minion, then: n }`). */
function clanBonus(n: Amount): { clan: string; n: number } | undefined {
  if (typeof n === 'number' || n.a !== 'if' || n.else !== undefined || typeof n.then !== 'number') return undefined;
  const c = n.if;
  return c.c === 'clan' && c.who === 'minion' ? { clan: c.clan, n: n.then } : undefined;
}

/** A bleed modifier with extra bleed for a clan, played by a vampire of that clan, nobody blocking. */
function conditionalBleedCase(def: CardDef, mi: number, m: Mode): FamilyCase | undefined {
  const w = m.window ?? {};
  if (m.kind !== 'modifier' || m.if || m.targets || !onlyDiscs(def, m) || Object.keys(w).some((k) => k !== 'bleed')) return undefined;
  let fixed = 0;
  let extra: { clan: string; n: number } | undefined;
  for (const e of m.effects) {
    if (isKind(e, 'bleedPlus') && typeof e.n === 'number' && e.if === undefined) fixed += e.n;
    else if (isKind(e, 'prims') && e.do.every((p) => p.p === 'bonus' && p.stat === 'bleed')) {
      for (const p of e.do) {
        if (p.p !== 'bonus') return undefined;
        const b = typeof p.n === 'number' ? undefined : clanBonus(p.n);
        if (typeof p.n === 'number') fixed += p.n;
        else if (b && !extra) extra = b;
        else return undefined;
      }
    } else return undefined;
  }
  if (!extra) return undefined;
  const actor = testVampire('Test Actor', discsOf(m), [], extra.clan);
  return {
    family: 'conditionalBleed',
    expected: 1 + fixed + extra.n,
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

/** The scenarios of these families a card's modes fit. */
export function recordFamilyCases(def: CardDef): FamilyCase[] {
  return [...windowFamilyCases(def), ...recordModeCases(def)];
}

function recordModeCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) =>
    [blockAttemptCase(def, mi, m), noBlockCase(def, mi, m), notBlockedByCase(def, mi, m), conditionalBleedCase(def, mi, m)].filter(
      (c) => c !== undefined,
    ),
  );
}
