/**
 * The scenario family of a vampire's own action on a card of the table (issue 30 item 1; tests only; the rules:
 * vocab/offers.ts, vtes-es 6.1, 6.1.6, 6.2.3): an offered action of the vampire itself whose target Selector
 * takes an equipment (to steal onto the vampire), a location or a retainer (to burn: Marcus Vitel) or any minion
 * (to take blood or life from), with its effect on that card (`takeControl`, `burn`, `stealBlood`), free or paid in
 * the vampire's blood. Four Methuselahs each control a test vampire carrying a test equipment and a test retainer,
 * a test ally and a test location. Measured: the targets offered are among those the Selector takes and not every card on the
 * table (10), and once the action succeeds the target chosen (the prey's where offered) changed: region,
 * controller, blood, the minion it is on (1). With the effects stripped nothing is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { selectsCard } from '../core/params/selector';
import { dec, passUntil, type SeatSpec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { plainEquipment } from './card-testing';
import { testAlly } from './ally-scenarios';

const HOLDER = testVampire('Test Holder', {});

const GEAR = plainEquipment('test-take-gear', 'Test Gear');
const ALLY = testAlly();

/** A test location: a card in play to burn. */
const PLACE: CardDef = {
  id: 'test-take-place',
  name: 'Test Place',
  kind: 'library',
  types: ['Master'],
  clan: [],
  reqs: [],
  pool: 1,
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'inPlay', location: true, unique: false }] }],
  automation: 'full',
};

/** A test retainer: a card on a minion to burn. */
const HOUND: CardDef = {
  id: 'test-take-hound',
  name: 'Test Take Hound',
  kind: 'library',
  types: ['Retainer'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'retainer', conditions: [], effects: [{ e: 'retainer', life: 1 }] }],
  automation: 'full',
};

const TABLE: SeatSpec = {
  ready: [
    { card: HOLDER.name, blood: 2, attached: [{ card: GEAR.name }, { card: HOUND.name, blood: 1 }] },
    { card: ALLY.name, blood: 2 },
  ],
  play: [PLACE.name],
};

/** What may change of a card: its region, controller, blood (or life), the minion it is on. */
const look = (sc: Scenario, u: string): string => {
  const c = sc.s.cards[u];
  return JSON.stringify(c ? [c.zone, c.controller, c.blood, c.host ?? ''] : []);
};

function takeCase(def: CardDef, a: Ability): FamilyCase {
  const sel = a.action!.target!;
  return {
    family: 'offered action on a card of the table: steal an equipment, burn a location, steal blood',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ...TABLE, ready: [{ card: def.name, blood: 4 }, ...TABLE.ready!] }, TABLE, TABLE, TABLE],
        defs: [def, HOLDER, GEAR, ALLY, PLACE, HOUND],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      sc.choose(`min:${v}`);
      // the uses of this ability (`use:<card>:<n>:<minion>:<target>`, n its index among the card's abilities)
      const n = def.modes.flatMap((m) => m.effects.filter((e) => isKind(e, 'ability'))).indexOf(a);
      const offers = dec(sc.s).options.filter((o) => o.id.startsWith(`use:${v}:${n}:`));
      const all = Object.keys(sc.s.cards).filter((u) => u !== v && ['ready', 'attached', 'play'].includes(sc.s.cards[u].zone));
      const offered = all.filter((u) => offers.some((o) => o.id.endsWith(`:${u}`)));
      if (!offered.length) throw new Error(`scenario: ${def.name} offers no action`);
      const taken = all.filter((u) => selectsCard(sc.s, sel, u, { seat: 0, source: v }));
      const exact = taken.length < all.length && offered.every((u) => taken.includes(u)) ? 10 : 0;
      const t = offered.find((u) => sc.s.cards[u].controller === 1) ?? offered[0];
      const before = look(sc, t);
      sc.choose(offers.find((o) => o.id.endsWith(`:${t}`))!.id);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return exact + (look(sc, t) === before ? 0 : 1);
    },
  };
}

/** The actions of a vampire's own text (window `action`, used by the vampire itself) that name a target. */
export function ownTargetedActions(def: CardDef): Ability[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.filter((e): e is Ability => isKind(e, 'ability') && e.window === 'action' && e.who?.role === 'self' && !!e.action?.target),
  );
}

/** The abilities this family plays: an action on an equipment, a location, an ally or any minion, with an effect, free or paid in blood. */
export function cryptTakeCases(def: CardDef): FamilyCase[] {
  const onTable = (a: Ability) => {
    const t = a.action!.target!;
    return t.of === 'equipment' || t.of === 'location' || t.of === 'ally' || t.of === 'retainer' || (t.of === 'minion' && !t.where);
  };
  return (
    ownTargetedActions(def)
      // unlocking a minion (Eurayle) changes no card of the table this family measures: testing/families-crypt-fight.ts
      // a political action (Montecalme) calls a referendum first: testing/families-crypt-ref-burn.ts
      .filter(
        (a) => !a.action?.combat && !a.action?.political && a.effects.length > 0 && a.cost.every((k) => k.c === 'blood') && onTable(a),
      )
      .filter((a) => a.action!.target!.whose !== 'you' && !a.effects.every((p) => p.p === 'unlock'))
      .map((a) => takeCase(def, a))
  );
}
