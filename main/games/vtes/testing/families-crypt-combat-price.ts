/**
 * Scenario family of a vampire's text changing the price of the cards its opposing minion plays in their combat
 * (issue 30 item 1; tests only; vtes-es 1.6.1.3; a ready vampire's `costMod` of `who: 'every'` whose Condition names
 * `same { who: 'opponent', as: 'self' }`, core/cost-mods.ts): Murat makes a Follower of Set fighting him pay 1 more
 * blood for its combat cards that require Serpentis. A test vampire of the Condition's clan bleeds (seat 1) and the
 * vampire blocks it (seat 0); in their combat the price of a test card of the record's kind and Discipline is read for
 * that minion, and for a minion of the clan outside the combat. Measured: the blood price in the combat, plus 10 times
 * the price outside it (1 and 0 with the text; stripped, 0 and 0).
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { costFor } from '../core/cost-mods';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

type CostMod = Extract<Effect, { e: 'costMod' }>;

/** The clan a Condition names for the minion paying (`clan` of `minion`, alone or in an `all`). */
function payerClan(e: CostMod): string | undefined {
  const leaves = e.if?.c === 'all' ? e.if.of : e.if ? [e.if] : [];
  const c = leaves.find((x) => x.c === 'clan' && x.who === 'minion');
  return c?.c === 'clan' ? c.clan : undefined;
}

const inCombatWithSelf = (e: CostMod): boolean =>
  e.if?.c === 'all' && e.if.of.some((x) => x.c === 'same' && x.who === 'opponent' && x.as === 'self');

function pricedCard(e: CostMod): CardDef | undefined {
  if (typeof e.of !== 'object' || e.of.type !== 'combat' || !e.of.disc) return undefined;
  return {
    id: 'test-priced-combat',
    name: 'Test Priced Combat',
    kind: 'library',
    types: ['Combat'],
    clan: [],
    reqs: [],
    libDisc: [[e.of.disc]],
    modes: [{ kind: 'combat', conditions: [{ r: 'disc', disc: e.of.disc, level: 1 }], effects: [] }],
    automation: 'full',
  };
}

function combatPriceCase(def: CardDef, e: CostMod, card: CardDef, clan: string): FamilyCase {
  const foe = testVampire('Test Priced Foe', { [typeof e.of === 'object' ? (e.of.disc ?? 'pot') : 'pot']: 1 }, [], clan);
  const other = testVampire('Test Priced Bystander', {}, [], clan);
  return {
    family: "cost modifier: a vampire's text for the minion opposing it in combat",
    expected: e.n,
    run(strip) {
      const sc = new Scenario({
        active: 1,
        seats: [
          { ready: [{ card: def.name, blood: 4 }] },
          {
            ready: [
              { card: foe.name, blood: 4 },
              { card: other.name, blood: 4 },
            ],
          },
        ],
        defs: [def, foe, other, card],
        strip: strip ? [def.name] : [],
      });
      const f = sc.uid(foe.name, 1);
      sc.choose(`min:${f}`)
        .choose(`bleed:${f}`)
        .choose(`block:${sc.uid(def.name)}`);
      sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act, 20);
      if (!sc.s.combat) throw new Error('scenario: no combat');
      const price = (u: string) => Number(costFor(sc.s, card, 1, u).blood ?? 0);
      return price(f) + 10 * price(sc.uid(other.name, 1));
    },
  };
}

/** The cases of this family a vampire fits. */
export function cryptCombatPriceCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) => {
      if (!isKind(e, 'costMod') || e.who !== 'every' || !inCombatWithSelf(e)) return [];
      const card = pricedCard(e);
      const clan = payerClan(e);
      return card && clan ? [combatPriceCase(def, e, card, clan)] : [];
    }),
  );
}
