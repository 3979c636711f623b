/**
 * The scenario family of "may enter combat with <some minions> as a (D) action" and "may lock an ally or a
 * younger vampire as a (D) action" (issue 30 item 1; tests only; the rules: vocab/offers.ts, vtes-es 6.1,
 * 6.2.3, 6.4): an offered action of the vampire itself, whose target Selector takes only some minions (a
 * clan, a sect, younger, locked, capacity below some number, controlled by the predator or the prey).
 * Four Methuselahs; the other three control test vampires of every clan and sect the Selector names (and
 * one of none), young and old, ready and locked. Measured: the targets offered are exactly those the
 * Selector takes (an action with an effect: those of them it would change) and not all the candidates (10), and, once the action succeeds, the combat with one of
 * them starts or that target changed (region, blood, locked) (1). With the effects stripped nothing is
 * offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { Cond, Sect } from '../schema/schema-params';
import { selectsCard } from '../core/params/selector';
import { dec, passUntil, type CardSpec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { ownTargetedActions } from './families-crypt-take';

/** The clans and sects a Condition names (walked through `all`, `any`, `not`). */
function named(c: Cond | undefined, out: { clans: Set<string>; sects: Set<Sect> }): void {
  if (!c) return;
  if (c.c === 'all' || c.c === 'any') for (const x of c.of) named(x, out);
  else if (c.c === 'not') named(c.of, out);
  else if (c.c === 'clan') out.clans.add(c.clan);
  else if (c.c === 'sect') out.sects.add(c.sect);
}

/** The test vampires a target Selector is tried on: every clan and sect named (and others), capacity 2 and 11, ready or locked. */
function candidates(where: Cond | undefined): { def: CardDef; locked: boolean; seat: number }[] {
  const n = { clans: new Set<string>(['Caitiff']), sects: new Set<Sect>(['independent']) };
  named(where, n);
  const out: { def: CardDef; locked: boolean; seat: number }[] = [];
  let i = 0;
  for (const clan of n.clans)
    for (const sect of n.sects)
      for (const capacity of [2, 11])
        for (const locked of [false, true]) {
          const name = `Test Rival ${clan} ${sect} ${capacity}${locked ? ' Locked' : ''}`;
          out.push({ def: testVampire(name, {}, [], clan, { sect, capacity }), locked, seat: 1 + (i++ % 3) });
        }
  return out;
}

function fightCase(def: CardDef, a: Ability): FamilyCase {
  const sel = a.action!.target!;
  const pool = candidates(sel.where);
  return {
    family: a.action!.combat
      ? 'offered action: enter combat with the minions a Selector takes'
      : 'offered action on the minions a Selector takes',
    expected: 11,
    run(strip) {
      const seats: { ready: CardSpec[] }[] = [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [] }, { ready: [] }, { ready: [] }];
      for (const c of pool) seats[c.seat].ready.push({ card: c.def.name, blood: 2, locked: c.locked });
      const sc = new Scenario({ seats, defs: [def, ...pool.map((c) => c.def)], strip: strip ? [def.name] : [] });
      const v = sc.uid(def.name);
      sc.choose(`min:${v}`);
      const offers = dec(sc.s).options.filter((o) => o.id.startsWith('use:') && o.id.split(':').includes(v));
      const uids = pool.map((c) => sc.uid(c.def.name, c.seat));
      const offered = uids.filter((u) => offers.some((o) => o.id.endsWith(`:${u}`)));
      if (!offered.length) throw new Error(`scenario: ${def.name} offers no action`);
      const taken = uids.filter((u) => selectsCard(sc.s, sel, u, { seat: 0, source: v }));
      // an action entering combat is offered on every minion the Selector takes; one with an effect on its
      // target, only where that effect would do something (a locked minion is not offered to be locked)
      const fits = a.action!.combat ? JSON.stringify(offered) === JSON.stringify(taken) : offered.every((u) => taken.includes(u));
      const exact = taken.length < uids.length && fits ? 10 : 0;
      // an unlocked target, so that the combat starts unless it blocks (it does not)
      const t = offered.find((u) => !sc.s.cards[u].locked) ?? offered[0];
      const before = JSON.stringify([sc.s.cards[t].zone, sc.s.cards[t].blood, sc.s.cards[t].locked]);
      sc.choose(offers.find((o) => o.id.endsWith(`:${t}`))!.id);
      if (a.action!.combat) return exact + (passUntil(sc.s, (x) => !!x.combat || !x.act).combat?.b === t ? 1 : 0);
      sc.s = passUntil(sc.s, (x) => !x.act);
      const c = sc.s.cards[t];
      return exact + (JSON.stringify([c.zone, c.blood, c.locked]) === before ? 0 : 1);
    },
  };
}

/** The abilities of a vampire's own text this family plays: an action of its own entering combat with a filtered target. */
export function cryptFightCases(def: CardDef): FamilyCase[] {
  return ownTargetedActions(def)
    .filter((a) => {
      const t = a.action!.target!;
      return (
        // an equipment, a location or an ally: testing/families-crypt-take.ts
        t.of !== 'equipment' &&
        t.of !== 'location' &&
        t.of !== 'ally' &&
        // the candidates are the other Methuselahs' minions: an action on one's own minion is not tried here
        t.whose !== 'you' &&
        // a political action at a card: testing/families-crypt-own-referendum.ts
        !a.action?.political &&
        (!!a.action?.combat || a.effects.length > 0) &&
        a.cost.length === 0 &&
        (!!t.where || t.state === 'locked' || t.whose === 'prey' || t.whose === 'predator' || t.whose === 'predatorOrPrey')
      );
    })
    .map((a) => fightCase(def, a));
}
