/**
 * The scenario family of a vampire's influence phase ability paid in transfers that searches the library and the hand
 * for an ally of a class it could play and puts it in play (issue 30 item 1; tests only; vtes-es 7, 6.1.5, 1.6.1.3;
 * the ability cost `transfers`, the primitive `seekAlly`, vocab/prims/seek-ally.ts; Antonio d'Erlette and mages).
 * Seat 0's influence phase (4 transfers, 30 pool): the vampire is ready, its library holds a test ally of the class
 * (cost 2 pool) and fillers, its hand an ally of the class requiring another clan (it could not play it) and an ally of
 * no class. The ability is used and the library's ally taken. Measured: 1 when the ally is in the ready region with
 * its starting life (3), 10 when 2 pool were paid, 100 when the 4 transfers were spent, 1000 when neither hand ally was
 * offered.
 */
import type { CardDef } from '../schema/effects';
import type { CardClass } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { dec, ids } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase } from './test-vampire';
import { TEST_CLUB } from './families-melee';

function testAlly(name: string, cls: CardClass | undefined, clan: string[] = []): CardDef {
  return {
    id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    kind: 'library',
    types: ['Ally'],
    clan,
    reqs: [],
    pool: 2,
    ...(cls ? { classes: [cls] } : {}),
    modes: [{ kind: 'ally', conditions: [], cost: { pool: 2 }, effects: [{ e: 'ally', life: 3, strength: 1, bleed: 1 }] }],
    automation: 'full',
  };
}

function searchCase(def: CardDef, cls: CardClass): FamilyCase {
  const found = testAlly('Test Sought Ally', cls);
  const barred = testAlly('Test Barred Ally', cls, ['Nagaraja']);
  const plain = testAlly('Test Plain Ally', undefined);
  return {
    family: `influence phase: transfers to put an ally of a class in play from library or hand`,
    expected: 1111,
    run(strip) {
      const sc = new Scenario({
        phase: 'influence',
        defs: [def, found, barred, plain, TEST_CLUB],
        seats: [
          {
            ready: [{ card: def.name, blood: 4 }],
            library: [TEST_CLUB.name, found.name, TEST_CLUB.name],
            hand: [barred.name, plain.name],
          },
          {},
        ],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const before = sc.pool(0);
      const t0 = sc.s.turnFlags.transfers;
      const use = dec(sc.s).options.find((o) => o.id.startsWith('use:') && o.id.split(':').includes(v));
      if (!use) throw new Error(`scenario: ${def.name} offers no influence phase use`);
      sc.choose(use.id);
      const [b, p] = [sc.uid(barred.name, 0, 'hand'), sc.uid(plain.name, 0, 'hand')];
      const handOffered = ids(sc.s).some((x) => x.split(':').includes(b) || x.split(':').includes(p));
      const take = ids(sc.s).find((x) => x.startsWith('lib:'));
      if (!take) throw new Error(`scenario: no ally offered: ${ids(sc.s).join(' ')}`);
      sc.choose(take);
      const a = sc.s.seats[0].zones.ready.find((x) => sc.s.cards[x].cid === found.id);
      return (
        (a !== undefined && sc.s.cards[a].blood === 3 ? 1 : 0) +
        (before - sc.pool(0) === 2 ? 10 : 0) +
        (t0 - sc.s.turnFlags.transfers === 4 ? 100 : 0) +
        (handOffered ? 0 : 1000)
      );
    },
  };
}

/** The cases of this family a vampire fits: its own influence phase ability seeking an ally of a class. */
export function cryptAllySearchCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) => {
      if (!isKind(e, 'ability') || e.window !== 'influence') return [];
      const p = e.effects.find((x) => x.p === 'seekAlly');
      return p && p.p === 'seekAlly' ? [searchCase(def, p.class)] : [];
    }),
  );
}
