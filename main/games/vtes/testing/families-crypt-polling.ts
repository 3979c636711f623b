/**
 * The scenario family of a vampire's own votes bought in the polling step (issue 30 item 1; tests only; vtes-es
 * 6.3.3, window `polling`): "during the polling step of any referendum, this vampire can discard a card requiring
 * a Discipline (or a master card) to get +N votes", an ability of the vampire itself whose cost is one discarded
 * card, or locking the vampire (locked in any referendum's polling step for 5 more votes: Gustav
 * Breidenstein), and whose primitives are `votes`. A test vampire of the prey calls a referendum with a test political
 * action; the vampire's Methuselah holds one card the cost takes and uses the ability once in polling; measured:
 * the votes it cast. With the effects stripped no use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { type FamilyCase, testVampire } from './test-vampire';

const CALLER = testVampire('Test Polling Caller', {});

/** A card the discard cost takes: an action requiring the Discipline, or a master card. */
function fodder(cost: Extract<Ability['cost'][number], { c: 'discard' }>): CardDef {
  const master = cost.type === 'master';
  return {
    id: `test-polling-fodder-${cost.disc ?? cost.type ?? 'any'}`,
    name: `Test Polling Fodder ${cost.disc ?? cost.type ?? 'any'}`,
    kind: 'library',
    types: [master ? 'Master' : 'Action'],
    clan: [],
    disc: {},
    reqs: [],
    ...(cost.disc ? { libDisc: [[cost.disc]] } : {}),
    modes: [{ kind: master ? 'master' : 'action', conditions: cost.disc ? [{ r: 'disc', disc: cost.disc, level: 1 }] : [], effects: [] }],
    automation: 'full',
  };
}

function pollingCase(def: CardDef, a: Ability, n: number): FamilyCase {
  // a discarded card (its fodder in the hand), or the vampire locked (Gustav Breidenstein)
  const cost = a.cost[0];
  const card = cost.c === 'discard' ? fodder(cost) : undefined;
  return {
    family: "vampire's own votes for a discarded card",
    expected: n,
    run(strip) {
      const sc = new Scenario({
        active: 1,
        seats: [
          { ready: [{ card: def.name, blood: 3 }], hand: card ? [card.name] : [] },
          { ready: [{ card: CALLER.name, blood: 3 }], hand: [TEST_REFERENDUM.name] },
        ],
        defs: [def, CALLER, TEST_REFERENDUM, ...(card ? [card] : [])],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      sc.play(TEST_REFERENDUM.name, { by: CALLER.name });
      // a discard's use names the card (`ab:`), a lock's is offered as a card in play's (`loc:`, its side in the id)
      const mine = (o: string) => o.startsWith(`ab:${v}:`) || o === `loc:${v}:y`;
      sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).some(mine), 20);
      const o = sc.s.ref ? ids(sc.s).find(mine) : undefined;
      if (!o) throw new Error(`scenario: ${def.name} offers no use in polling`);
      const before = sc.s.ref!.yes + sc.s.ref!.no;
      sc.choose(o);
      // the card to discard and the side, when asked
      for (let i = 0; i < 3 && sc.s.ref && dec(sc.s).seat === 0 && sc.s.ref.yes + sc.s.ref.no === before; i++) {
        const pick = ids(sc.s).find((x) => (card && x.includes(sc.uid(card.name, 0, 'hand'))) || x.endsWith(':y'));
        if (!pick) break;
        sc.choose(pick);
      }
      return sc.s.ref!.yes + sc.s.ref!.no - before;
    },
  };
}

/** The polling abilities of a vampire's own text this family plays: one discarded card for votes. */
export function cryptPollingCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects
      .filter((e): e is Ability => isKind(e, 'ability') && e.window === 'polling' && e.who?.role === 'self' && !e.if)
      .flatMap((a) => {
        if (a.cost.length !== 1 || (a.cost[0].c !== 'discard' && a.cost[0].c !== 'lock') || !a.effects.length) return [];
        const ns = a.effects.map((p) => (p.p === 'votes' && typeof p.n === 'number' ? p.n : undefined));
        if (ns.some((x) => x === undefined)) return [];
        return [
          pollingCase(
            def,
            a,
            ns.reduce<number>((k, x) => k + x!, 0),
          ),
        ];
      }),
  );
}
