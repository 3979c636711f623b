/**
 * Scenario family of the cost modifiers a minion carries (issue 27 item 5; vtes-es 1.6.1.3; tests only;
 * the rule: core/cost-mods.ts): a vampire's own text ("cards requiring Potence cost this vampire 1
 * fewer blood") or a card on a minion ("cards requiring Chimerstry cost this Ravnos 1 fewer blood").
 * The minion (the vampire itself, or a test vampire of the clan the record's Condition names carrying
 * the card) is ready; a test card of the kind the record changes, costing 2 of the part it changes, is
 * priced for it as the engine prices a card played (`costFor`, read by `canPay` and `payCost`). With the
 * card's effects stripped the price is the printed 2.
 */
import type { CardDef, Effect } from '../schema/effects';
import { costFor } from '../core/queries';
import { COST_TYPE_NAMES } from '../core/cost-mods';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

type CostMod = Extract<Effect, { e: 'costMod' }>;

/**
 * A test card the record changes: of its type (else an action), requiring its Discipline, of its class, a strike card,
 * costing 2 of its part (else blood); `plain`: the same card without the class or the strike mark (a record naming a
 * class or strike cards leaves it at its price).
 */
function priced(e: CostMod, plain = false): CardDef {
  const of = e.of === 'location' || e.of === 'onBearer' ? {} : e.of;
  const part = e.to ?? 'blood';
  return {
    id: 'test-priced',
    name: 'Test Priced',
    kind: 'library',
    types: [COST_TYPE_NAMES[of.type ?? 'action']],
    // a clan requirement ("allies requiring a Gangrel"; with a Discipline, either one: the clan is tried)
    clan: of.clan ? [of.clan] : [],
    reqs: [],
    ...(of.disc && !of.clan ? { libDisc: [[of.disc]] } : {}),
    ...(of.class && !plain ? { classes: [of.class] } : {}),
    // a weapon (6.4.5): a gun; the plain card is equipment of no weapon class
    ...(of.weapon && !plain ? { classes: ['gun' as const] } : {}),
    ...(of.strike && !plain ? { libKeywords: ['strike' as const] } : {}),
    [part]: 2,
    modes: [
      {
        kind: 'action',
        conditions: of.clan ? [{ r: 'clan', clan: of.clan }] : of.disc ? [{ r: 'disc', disc: of.disc, level: 1 }] : [],
        effects: [],
      },
    ],
    automation: 'full',
  };
}

/** A ready vampire's cost modifier for its controller's minions of a clan: priced for a test vampire of that clan beside it. */
function controllerCostCase(def: CardDef, e: CostMod): FamilyCase | undefined {
  const c = e.if;
  if (e.of === 'location' || e.of === 'onBearer' || !c || c.c !== 'clan' || c.who !== 'minion') return undefined;
  const other = testVampire('Test Clan Player', {}, [], c.clan);
  const card = priced(e);
  const part = e.to ?? 'blood';
  return {
    family: "cost modifier: the cards a ready vampire's fellow minions play",
    expected: Math.max(0, 2 + e.n),
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          {
            ready: [
              { card: def.name, blood: 4 },
              { card: other.name, blood: 4 },
            ],
          },
          {},
        ],
        defs: [def, other, card],
        strip: strip ? [def.name] : [],
      });
      return Number(costFor(sc.s, card, 0, sc.uid(other.name))[part] ?? 0);
    },
  };
}

function minionCostCase(def: CardDef, mi: number, e: CostMod): FamilyCase | undefined {
  if (def.kind === 'crypt' && (e.who ?? 'controller') === 'controller') return controllerCostCase(def, e);
  // `onBearer`: the price of the cards aimed at it (a vampire's own: testing/families-crypt-master-price.ts)
  if (e.of === 'location' || e.of === 'onBearer' || (e.who !== 'self' && e.who !== 'bearer')) return undefined;
  if (e.who === 'self' && def.kind !== 'crypt') return undefined;
  const c = e.if;
  if (c && !(c.c === 'clan' && c.who === 'minion')) return undefined;
  const carrier = testVampire('Test Carrier', {}, [], c?.c === 'clan' ? c.clan : 'Caitiff');
  const card = priced(e);
  const part = e.to ?? 'blood';
  // a record naming a class (or strike cards): 10 times the price of a card of the class, plus the price of one without it (2)
  const classed = !!e.of.class || !!e.of.strike || !!e.of.weapon;
  const other = priced(e, true);
  return {
    family: 'cost modifier: the cards a minion plays',
    // a part not paid at all (`free`): 0
    expected: e.free ? 0 : classed ? 10 * Math.max(0, 2 + e.n) + 2 : Math.max(0, 2 + e.n),
    run(strip) {
      const by =
        e.who === 'self' ? { card: def.name, blood: 4 } : { card: carrier.name, blood: 4, attached: [{ card: def.name, mode: mi }] };
      const price = (d: CardDef) => {
        const sc = new Scenario({
          phase: 'minion',
          seats: [{ ready: [by] }, {}],
          defs: [def, carrier, d],
          strip: strip ? [def.name] : [],
        });
        return Number(costFor(sc.s, d, 0, sc.uid(by.card))[part] ?? 0);
      };
      return classed ? 10 * price(card) + price(other) : price(card);
    },
  };
}

/** The scenarios of this family a card fits. */
export function costFamilyCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) =>
    m.effects.flatMap((e) => (isKind(e, 'costMod') ? [minionCostCase(def, mi, e)] : [])).filter((x) => x !== undefined),
  );
}
