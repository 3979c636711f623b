/**
 * Scenario families of allies, retainers and equipment (issue 29; tests only), beside those of
 * families-offers.ts (their offered actions and strikes) and families-combat.ts (weapons, maneuvers and
 * presses each combat). Each is played through the engine's decisions by card names; with the card's
 * effects stripped the measure differs.
 *
 * - **An ally's own numbers** (vtes-es 6.1.5, 1.6.1.5): a test vampire recruits it in an action nobody
 *   blocks (the life it enters play with), then, in play, it bleeds the prey unblocked (its bleed and its
 *   own bleed modifiers; an ally of 0 bleed does not bleed); measured: 100 × life + the prey's pool lost.
 * - **An ally regaining life in its controller's unlock phase** (vtes-es 4, a trigger `unlockPhase` of its
 *   own text with the Condition `yourTurn`): in play with 1 life, it gains nothing in the other
 *   Methuselah's unlock phase and the life its trigger gives in its own next one.
 * - **Damage a retainer deals each round** (6.4.5, the `roundDamage` modifier): its employer bleeds, a
 *   minion blocks, neither strikes; measured: the blood the blocker lost.
 * - **Stealth a carried card gives an action under a Condition** (6.2.1: "during bleed actions", "when
 *   attempting an action requiring Presence"): the carrier announces such an action; its stealth.
 * - **Prevention a bearer's equipment gives once each combat** (6.4.6, an ability of window `prevent`):
 *   the bearer bleeds, a strength 3 vampire blocks and strikes with its hand; measured: damage prevented.
 */
import type { CardDef, Effect, Mode } from '../schema/effects';
import { passUntil, dec } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';
import { carriedFamilyCases } from './families-carried';
import { roundStrikeCases } from './families-round-strikes';
import { blockRangeCases } from './families-block-range';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
/** A test vampire that may play the mode: its Disciplines, the card's clan. */
const playerFor = (name: string, def: CardDef, m: Mode) => testVampire(name, discsOf(m), [], def.clan[0] ?? 'Caitiff');
const OPPONENT = testVampire('Test Opponent', {});
const BRUTE = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);

/** A mode the families can play: no condition beyond Disciplines, no X cost. */
const plainMode = (def: CardDef, m: Mode) =>
  !def.reqs.length && !m.if && m.conditions.every((c) => c.r === 'disc') && m.cost?.blood !== 'X' && m.cost?.pool !== 'X';

/** A plain ally of the recruiter's, burned in place of an ally that burns one of its Methuselah's as it enters play (`burnOwn`). */
const FODDER: CardDef = {
  id: 'test-fodder-ally',
  name: 'Test Fodder Ally',
  kind: 'library',
  types: ['Ally'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 1, strength: 0, bleed: 0 }] }],
  automation: 'full',
};
const burnsOwn = (m: Mode) => m.effects.some((e) => isKind(e, 'on') && e.effects.some((p) => p.p === 'burnOwn'));
/** An ally that removes an ally or vampire card of the ash heap as it enters play, or burns (`ashRemoveOrBurn`). */
const takesFromAsh = (m: Mode) => m.effects.some((e) => isKind(e, 'on') && e.effects.some((p) => p.p === 'ashRemoveOrBurn'));

/** 6.1.5: recruited, the life it enters with; in play, the prey's pool its unblocked bleed costs. */
function allyCase(def: CardDef, mi: number, m: Mode, life: number, bleed: number): FamilyCase {
  const recruiter = playerFor('Test Recruiter', def, m);
  const fodder = burnsOwn(m) ? [{ card: FODDER.name, blood: 1 }] : [];
  return {
    family: 'ally: life and bleed',
    expected: 100 * life + Math.max(bleed, 0),
    run(strip) {
      const opts = { defs: [def, recruiter, FODDER], strip: strip ? [def.name] : [] };
      const ash = takesFromAsh(m) ? [FODDER.name] : [];
      const sc = new Scenario({
        ...opts,
        seats: [{ ready: [{ card: recruiter.name, blood: 5 }, ...fodder], hand: [def.name], ash }, {}, {}],
      });
      sc.play(def.name, { by: recruiter.name, mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'ashRemoveOrBurn');
      // the ash heap card removed, not the ally burned
      if (sc.s.pick?.kind === 'ashRemoveOrBurn') sc.choose(dec(sc.s).options.find((o) => o.id !== 'none')!.id);
      sc.s = passUntil(sc.s, (x) => !x.act);
      const got = sc.s.cards[sc.uid(def.name, 0, 'ready')].blood;
      // an ally of 0 bleed takes no bleed action (6.1.2)
      if (bleed <= 0) return 100 * got;
      const b = new Scenario({ ...opts, seats: [{ ready: [{ card: def.name, blood: life, mode: mi }] }, {}, {}] });
      const a = b.uid(def.name);
      b.choose(`min:${a}`).choose(`bleed:${a}`);
      b.s = passUntil(b.s, (x) => !x.act);
      return 100 * got + 30 - b.pool(1);
    },
  };
}

/** Vtes-es 4: the life the ally has after the other Methuselah's turn and its own unlock phase, from 1. */
function regenCase(def: CardDef, mi: number, n: number): FamilyCase {
  return {
    family: 'ally: life in its own unlock phase',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: 1, mode: mi }] }, { ready: [{ card: OPPONENT.name, blood: 3 }] }],
        defs: [def, OPPONENT],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      const t = sc.s.turn;
      // the other Methuselah's unlock phase gives nothing (not "your" unlock phase); its own gives the life
      sc.s = passUntil(sc.s, (x) => x.turn > t + 1 && x.active === 0 && x.phase !== 'unlock', 120);
      return sc.s.cards[a].blood - 1;
    },
  };
}

/** 6.4.5: the blocker's blood lost in a round where nobody strikes, the employer carrying the retainer. */
function roundDamageCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const employer = playerFor('Test Employer', def, m);
  return {
    family: 'retainer: damage each round',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: employer.name, blood: 5, attached: [{ card: def.name, mode: mi }] }] },
          { ready: [{ card: OPPONENT.name, blood: 6 }] },
        ],
        defs: [def, employer, OPPONENT],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(employer.name);
      const o = sc.uid(OPPONENT.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none').choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 6 - sc.s.cards[o].blood;
    },
  };
}

/** 6.4.6: the damage of a strength 3 hand strike the bearer's equipment prevents, once each combat. */
function preventCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const bearer = playerFor('Test Bearer', def, m);
  return {
    family: 'equipment: prevention once each combat',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: bearer.name, blood: 6, attached: [{ card: def.name, mode: mi }] }] },
          { ready: [{ card: BRUTE.name, blood: 6 }] },
        ],
        defs: [def, bearer, BRUTE],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(bearer.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(BRUTE.name, 1)}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none').choose('hand');
      const use = dec(sc.s).options.find((o) => o.id.split(':').includes(sc.uid(def.name, 0, 'attached')));
      if (use) sc.choose(use.id);
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 3 - (6 - sc.s.cards[a].blood);
    },
  };
}

const WATCHER = testVampire('Test Watcher', {});

/** A test action card requiring Discipline `disc` that bleeds the prey (6.1.2). */
const riteOf = (disc: string): CardDef => ({
  id: `test-rite-${disc}`,
  name: `Test Rite ${disc}`,
  kind: 'library',
  types: ['Action'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'action', conditions: [{ r: 'disc', disc, level: 1 }], targets: { t: 'prey' }, effects: [{ e: 'bleed', plus: 0 }] }],
  automation: 'full',
});

/**
 * 6.2.1: the stealth a carried card gives its minion's action under a Condition on that action (a bleed,
 * or an action card requiring a Discipline): the carrier announces that action at a prey whose vampire may
 * still block; the action's stealth as announced.
 */
function actionStealthCase(def: CardDef, mi: number, m: Mode, n: number, disc: string | undefined): FamilyCase {
  const carrier = testVampire('Test Carrier', disc ? { [disc]: 1 } : {}, [], def.clan[0] ?? 'Caitiff');
  const rite = disc ? riteOf(disc) : undefined;
  return {
    family: 'carried: stealth for an action',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: carrier.name, blood: 5, attached: [{ card: def.name, mode: mi }] }], hand: rite ? [rite.name] : [] },
          { ready: [{ card: WATCHER.name, blood: 3 }] },
        ],
        defs: [def, carrier, WATCHER, ...(rite ? [rite] : [])],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(carrier.name);
      if (rite) sc.play(rite.name, { by: carrier.name });
      else sc.choose(`min:${a}`).choose(`bleed:${a}`);
      return sc.s.act?.stealth ?? -1;
    },
  };
}

/** The sum of a mode's unconditional modifiers of `stat` for `who`. */
const modsOf = (m: Mode, stat: string, who: string): number =>
  m.effects.reduce((n, e: Effect) => n + (isKind(e, 'mod') && e.stat === stat && e.who === who && !e.per ? (e.if ? 0 : e.n) : 0), 0);

/** The families of allies, retainers and equipment a card's modes fit. */
export function allyFamilyCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'library') return [];
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (!plainMode(def, m)) return;
    const ally = m.effects.find((e) => isKind(e, 'ally'));
    if (m.kind === 'ally' && ally && isKind(ally, 'ally')) {
      out.push(allyCase(def, mi, m, ally.life, ally.bleed + modsOf(m, 'bleed', 'self')));
      for (const e of m.effects)
        if (isKind(e, 'on') && e.event === 'unlockPhase' && e.own && e.effects.length === 1) {
          const p = e.effects[0];
          if (p.p === 'move' && p.from === 'bank' && p.to === 'self') out.push(regenCase(def, mi, p.n));
        }
    }
    if (m.kind === 'retainer') {
      // at close range (the combat of a block): every roundDamage modifier, those only at long range aside
      const n = m.effects.reduce(
        (k, e: Effect) =>
          k +
          (isKind(e, 'mod') && e.stat === 'roundDamage' && e.who === 'employer' && (!e.if || (e.if.c === 'range' && e.if.range === 'close'))
            ? e.n
            : 0),
        0,
      );
      if (n > 0) out.push(roundDamageCase(def, mi, m, n));
    }
    if (m.kind === 'retainer' || m.kind === 'equip')
      for (const e of m.effects) {
        const who = m.kind === 'equip' ? 'bearer' : 'employer';
        if (!isKind(e, 'mod') || e.stat !== 'stealth' || e.who !== who || !e.if || e.per) continue;
        if (e.if.c === 'actionDisc') out.push(actionStealthCase(def, mi, m, e.n, e.if.disc));
        else if (e.if.c === 'action' && e.if.kind === 'bleed') out.push(actionStealthCase(def, mi, m, e.n, undefined));
      }
    // a card carried (equipment, a retainer) letting its minion prevent damage once each combat
    if (m.kind === 'equip' || m.kind === 'retainer')
      for (const e of m.effects)
        if (isKind(e, 'ability') && e.window === 'prevent' && e.limit === 'combat' && e.who?.role === 'bearer' && !e.cost.length) {
          const p = e.effects[0];
          if (e.effects.length === 1 && p.p === 'prevent' && typeof p.n === 'number') out.push(preventCase(def, mi, m, Math.min(p.n, 3)));
        }
  });
  return [...out, ...carriedFamilyCases(def), ...roundStrikeCases(def), ...blockRangeCases(def)];
}
