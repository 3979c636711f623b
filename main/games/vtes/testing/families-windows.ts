/**
 * Scenario families of the windows, events and offers written as shared records (issue 27 item 5;
 * tests only), beside data/families-records.ts: a card is played through the engine's decisions by
 * name and its effect measured; with the card's effects stripped the measure differs (or the card is
 * not offered).
 *
 * - **Influence phase ability** (vtes-es 7, "during your influence phase"): a card in play (or a ready
 *   vampire, its own ability; the Edge with its controller when the cost burns it) whose ability
 *   puts blood on a vampire of the uncontrolled region (of the clan its filter names) is used in its
 *   controller's influence phase; the blood on that vampire is read.
 * - **Discard phase ability** (vtes-es 8, "during your discard phase"): a card in play whose ability
 *   unlocks a vampire its controller chooses (or a locked vampire whose own ability unlocks it) is used
 *   in the discard phase on a locked vampire; measured: whether it is unlocked.
 * - **Cost modifier** (vtes-es 1.6.1.3, `costMod`): with the card in play its controller plays a
 *   location costing 2 pool in the master phase; the pool it cost is read.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { SeatId } from '../../../engine/types';
import { dec, passUntil, type SeatSpec } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { whoWords } from '../schema/legacy-params';
import { offerFamilyCases } from './families-offers';
import { costFamilyCases } from './families-costs';
import { eventFamilyCases } from './families-events';

/** The one ability of a master card put in play, or of a vampire's own text, of a phase window. */
function phaseAbility(def: CardDef, window: 'influence' | 'discard'): Ability | undefined {
  if (def.modes.length !== 1 || def.reqs.length) return undefined;
  const m = def.modes[0];
  const vampire = def.kind === 'crypt' && m.kind === 'vampire';
  if (!vampire && (m.kind !== 'master' || !m.effects.some((e) => isKind(e, 'inPlay')))) return undefined;
  if (m.conditions.length || m.effects.some((e) => !isKind(e, 'ability') && !isKind(e, 'inPlay'))) return undefined;
  const abs = m.effects.filter((e) => isKind(e, 'ability'));
  if (abs.length !== 1 || abs[0].window !== window || abs[0].if || abs[0].limit) return undefined;
  // a vampire's own blood pays a discard phase ability too ("may burn 1 blood to unlock": Gunther)
  const blood = (k: Ability['cost'][number]) => k.c === 'blood' && vampire && window === 'discard';
  if (!abs[0].cost.every((k) => k.c === 'lock' || k.c === 'pool' || k.c === 'edge' || blood(k))) return undefined;
  return abs[0];
}

/** Where the card is: a vampire ready (locked when `locked`), a master card in play; the Edge with its controller when its cost burns it. */
function placed(def: CardDef, a: Ability, locked = false): Pick<SeatSpec, 'ready' | 'play'> & { edge: SeatId | null } {
  const edge = a.cost.some((k) => k.c === 'edge') ? 0 : null;
  return def.kind === 'crypt' ? { ready: [{ card: def.name, blood: 3, locked }], edge } : { play: [def.name], edge };
}

/** Uses the card's ability from the phase's options (the option naming the card, and `minion` if given). */
function useFromPhase(sc: Scenario, card: string, minion?: string): void {
  const o = dec(sc.s).options.find(
    (x) => x.id.startsWith('use:') && x.id.split(':').includes(card) && (!minion || x.id.endsWith(`:${minion}`)),
  );
  if (!o)
    throw new Error(
      `scenario: no use of ${card}: ${dec(sc.s)
        .options.map((x) => x.id)
        .join(' ')}`,
    );
  sc.choose(o.id);
}

function influenceCase(def: CardDef): FamilyCase | undefined {
  const a = phaseAbility(def, 'influence');
  const p = a?.effects[0];
  if (!a || a.effects.length !== 1 || p?.p !== 'bloodToUncontrolled' || p.younger || a.who) return undefined;
  const f = p.of ?? {};
  if (Object.keys(f).some((k) => k !== 'clan')) return undefined;
  const waiting = testVampire('Test Waiting', {}, [], f.clan ?? 'Caitiff');
  return {
    family: 'influence phase ability: blood on an uncontrolled vampire',
    expected: p.n,
    run(strip) {
      const { edge, ...at } = placed(def, a);
      const sc = new Scenario({
        phase: 'influence',
        edge,
        seats: [{ ...at, uncontrolled: [{ card: waiting.name, blood: 0 }] }, {}],
        defs: [def, waiting],
        strip: strip ? [def.name] : [],
      });
      const w = sc.uid(waiting.name, 0, 'uncontrolled');
      useFromPhase(sc, sc.uid(def.name, 0, at.play ? 'play' : 'ready'));
      const pick = dec(sc.s).options.find((x) => x.id.split(':').includes(w));
      if (pick) sc.choose(pick.id);
      return sc.s.cards[w].blood;
    },
  };
}

function discardCase(def: CardDef): FamilyCase | undefined {
  const a = phaseAbility(def, 'discard');
  const p = a?.effects[0];
  const who = a && whoWords(a)?.who;
  const role = who?.role;
  if (!a || a.effects.length !== 1 || p?.p !== 'unlock' || p.who !== 'minion') return undefined;
  if (!who || Object.keys(who).length !== 1 || !(role === 'vampire' || (role === 'self' && def.kind === 'crypt'))) return undefined;
  const tired = testVampire('Test Tired', {});
  return {
    family: 'discard phase ability: unlock a vampire',
    expected: 1,
    run(strip) {
      const { edge, ...at } = placed(def, a, role === 'self');
      const ready = [...(at.ready ?? []), ...(role === 'vampire' ? [{ card: tired.name, blood: 3, locked: true }] : [])];
      const sc = new Scenario({
        phase: 'discard',
        edge,
        seats: [{ ...at, ready, hand: ['Blood Doll'] }, {}],
        defs: [def, tired],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(role === 'self' ? def.name : tired.name);
      useFromPhase(sc, sc.uid(def.name, 0, at.play ? 'play' : 'ready'), role === 'vampire' ? v : undefined);
      return sc.s.cards[v].locked ? 0 : 1;
    },
  };
}

/** A location costing 2 pool (the cost modifiers' test card). */
export const TEST_LOCATION: CardDef = {
  id: 'test-location',
  name: 'Test Location',
  kind: 'library',
  types: ['Master'],
  clan: [],
  reqs: [],
  pool: 2,
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'inPlay', location: true, unique: false }] }],
  automation: 'full',
};

/** A master card in play changing what locations cost its controller: a 2-pool location played in the master phase; the pool it cost. */
function costModCase(def: CardDef): FamilyCase | undefined {
  if (def.modes.length !== 1 || def.reqs.length) return undefined;
  const m = def.modes[0];
  const mods = m.effects.filter((e) => isKind(e, 'costMod'));
  if (m.kind !== 'master' || mods.length !== 1 || mods[0].of !== 'location') return undefined;
  if (m.conditions.length || !m.effects.every((e) => isKind(e, 'costMod') || isKind(e, 'inPlay'))) return undefined;
  return {
    family: 'cost modifier: a location',
    expected: Math.max(0, 2 + mods[0].n),
    run(strip) {
      const sc = new Scenario({
        phase: 'unlock',
        seats: [{ play: [def.name], hand: [TEST_LOCATION.name] }, {}],
        defs: [def, TEST_LOCATION],
        strip: strip ? [def.name] : [],
      });
      sc.s = passUntil(sc.s, (x) => x.phase === 'master');
      const before = sc.pool(0);
      sc.play(TEST_LOCATION.name);
      return before - sc.pool(0);
    },
  };
}

/** The scenarios of these families a card fits. */
export function windowFamilyCases(def: CardDef): FamilyCase[] {
  return [
    ...[influenceCase(def), discardCase(def), costModCase(def)].filter((c) => c !== undefined),
    ...offerFamilyCases(def),
    ...costFamilyCases(def),
    ...eventFamilyCases(def),
  ];
}
