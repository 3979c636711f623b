/**
 * The scenario family of a vampire's text offering other minions an action at it (issue 30 item 1; tests only; the
 * rules: vocab/abilities.ts `abilityUses` for another Methuselah's ready vampire, vocab/offers.ts, core/params/
 * selector.ts `selectedCards` with the role `self`; vtes-es 6.1, 6.2.1): an ability of window `action` whose `who`
 * is a Selector with no role (the minions that may take it: "any Gangrel antitribu", "any ready primogen") and whose
 * target is the vampire itself (`role: 'self'`), entering combat with it or acting on it (Huang, Blood Cultist;
 * Maldavis; Kemintiri; Olga Triminov, stolen as a (D) action costing 1 pool). Seat 0's test vampire that the Selector
 * takes acts at the vampire, controlled by seat 1; nobody blocks. Measured: 10 when the action is offered, 1 when its
 * combat starts, 100 per blood the vampire lost, 1000 when seat 0 controls it after, 10000 when it is locked by an
 * action that locks it (Falhu Shibaba: "any Laibon", paid in the acting minion's blood).
 * With the effects stripped the action is not offered.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, type VampireFacts, testVampire } from './test-vampire';

/** The test vampire the Selector's Condition takes: of its clan, or with its title. */
function actorFor(where: Cond | undefined): CardDef | undefined {
  if (!where) return testVampire('Test Visitor', {});
  if (where.c === 'clan') return testVampire('Test Visitor', {}, [], where.clan);
  // "any Laibon" (Falhu Shibaba): a test vampire of the sect
  if (where.c === 'sect') return testVampire('Test Visitor', {}, [], 'Caitiff', { sect: where.sect });
  if (where.c === 'title') return testVampire('Test Visitor', {}, [], 'Caitiff', { title: where.title } as VampireFacts);
  // "Black Hand vampires can steal her" (Olga Triminov): a Sabbat vampire of the trait
  if (where.c === 'trait' && where.trait !== 'redList')
    return testVampire('Test Visitor', {}, [], 'Caitiff', { sect: 'sabbat', traits: [where.trait] });
  return undefined;
}

function targetedCase(def: CardDef, a: Ability, n: number, actor: CardDef): FamilyCase {
  // the vampire's blood: up to 4, its capacity if lower
  const start = Math.min(4, def.capacity ?? 4);
  const drained = a.effects.reduce((k, p) => k + (p.p === 'move' && p.from === 'target' && p.to === 'bank' ? Number(p.n) : 0), 0);
  const steals = a.effects.some((p) => p.p === 'takeControl' && p.who === 'target');
  const locks = a.effects.some((p) => p.p === 'lock' && p.who === 'target');
  return {
    family: "another minion's action at the vampire, offered by its text",
    expected: 10 + (a.action?.combat ? 1 : 0) + 100 * drained + (steals ? 1000 : 0) + (locks ? 10000 : 0),
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: actor.name, blood: 4 }] }, { ready: [{ card: def.name, blood: start }] }],
        defs: [def, actor],
        strip: strip ? [def.name] : [],
      });
      const m = sc.uid(actor.name);
      const v = sc.uid(def.name, 1);
      sc.choose(`min:${m}`);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:${n}:${m}`));
      if (!o) throw new Error(`scenario: no action at ${def.name}`);
      sc.choose(o.id);
      sc.s = passUntil(sc.s, (x) => !x.act || !!x.combat);
      const fought = sc.s.combat ? 1 : 0;
      const locked = locks && sc.s.cards[v].locked ? 10000 : 0;
      return 10 + fought + 100 * (start - sc.s.cards[v].blood) + (sc.s.cards[v].controller === 0 ? 1000 : 0) + locked;
    },
  };
}

const isTargeted = (e: Effect): e is Ability =>
  isKind(e, 'ability') &&
  e.window === 'action' &&
  !!e.who &&
  !e.who.role &&
  e.action?.target?.role === 'self' &&
  e.cost.every((k) => k.c === 'pool' || k.c === 'blood');

/** The cases of this family a vampire fits. */
export function cryptTargetedCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects.filter((e): e is Ability => isKind(e, 'ability')));
  return abilities.flatMap((a, n) => {
    if (!isTargeted(a)) return [];
    const actor = actorFor(a.who!.where);
    return actor ? [targetedCase(def, a, n, actor)] : [];
  });
}
