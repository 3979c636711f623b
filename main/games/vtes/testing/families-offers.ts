/**
 * Scenario families of the actions and strikes cards offer (issue 27 item 5; tests only; the rules:
 * vocab/offers.ts). The minion using the ability is the card itself (an ally, a vampire's own text) or
 * a test vampire carrying it (equipment, a retainer); the card is played through the engine's
 * decisions by name and its effect measured. With the card's effects stripped the use is not offered.
 *
 * - **Offered strike** (vtes-es 6.4.3): a vampire of the other Methuselah bleeds, the minion blocks and
 *   strikes with the card's strike while its opponent does not strike; measured: the blood the opponent
 *   lost (stolen, 6.4.5, or damage), and 100 if it went to torpor (aggravated damage to a vampire not yet wounded, 6.4.6). A dodge
 *   (6.4.3): the opponent strikes with its hand and the minion dodges; measured: the blood the minion lost.
 * - **Offered action** (vtes-es 6.1, 6.2.3): the minion takes the action on a card its target Selector
 *   takes (a vampire of its own Methuselah, or of the other one, ready and locked or in torpor); measured:
 *   whether that card changed (region, blood, locked); for an action entering combat (6.4), whether
 *   the combat with that minion (ready, unlocked: it may block and does not) starts.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { dec, ids, passUntil, type CardSpec } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { whoWords } from '../schema/legacy-params';
import { type FamilyCase, testVampire } from './test-vampire';
import { plainEquipment } from './card-testing';

/** The equipment the opponent carries, for a strike stealing one (6.4.5). */
const OPPONENT_GEAR = plainEquipment('test-opponent-gear', 'Test Opponent Gear');

const OPPONENT = testVampire('Test Opponent', {});
const TARGET = testVampire('Test Target', {});
const CARRIER = testVampire('Test Carrier', {});

/** The abilities of a mode of one window. */
function abilitiesIn(def: CardDef, mi: number, window: 'action' | 'strike'): Ability[] {
  return def.modes[mi].effects.filter((e) => isKind(e, 'ability') && e.window === window) as Ability[];
}

/** The minion using the ability: the card itself (its own ability), or a test vampire carrying it. */
function user(def: CardDef, mi: number, a: Ability): { spec: CardSpec; name: string } | undefined {
  const who = whoWords(a);
  // a cost in blood is paid by the vampire itself (4 blood, enough for any printed cost of these)
  const paid = a.cost.every((k) => k.c === 'blood' && def.kind === 'crypt');
  if (!paid || !who || who.if || Object.keys(who.who).some((k) => k !== 'role')) return undefined;
  const role = who.who.role;
  const ally = def.modes[mi].effects.find((e) => isKind(e, 'ally'));
  if (role === 'self' && ally) return { spec: { card: def.name, blood: ally.life, mode: mi }, name: def.name };
  if (role === 'self' && def.kind === 'crypt') return { spec: { card: def.name, blood: 4 }, name: def.name };
  const conds = [...def.reqs, ...def.modes[mi].conditions];
  if (role === 'bearer' && conds.every((c) => c.r === 'clan'))
    return { spec: { card: carrierFor(def, mi).name, blood: 6, attached: [{ card: def.name, mode: mi }] }, name: carrierFor(def, mi).name };
  return undefined;
}

/** The test vampire carrying the card: of the clan the card requires, if any (clan equipment). */
function carrierFor(def: CardDef, mi: number): CardDef {
  const clan = [...def.reqs, ...def.modes[mi].conditions].find((c) => c.r === 'clan');
  const name = clan && clan.r === 'clan' ? clan.clan : def.kind === 'library' ? def.clan[0] : undefined;
  return name ? testVampire('Test Carrier', {}, [], name) : CARRIER;
}

function strikeCase(def: CardDef, mi: number, a: Ability): FamilyCase | undefined {
  const k = a.strike;
  const by = user(def, mi, a);
  // the minion strikes in the combat of its block: one that cannot block vampires has its own scenario
  if (!k || !by || def.modes[mi].effects.some((e) => isKind(e, 'cannotBlock'))) return undefined;
  const dodge = k.s === 'dodge';
  // a strength-based strike (a melee weapon) adds the minion's strength: 1 for a test vampire, the ally's own
  const ally = def.modes[mi].effects.find((e) => isKind(e, 'ally'));
  const dmg = k.s === 'damage' ? k.dmg + (k.str ? (ally && isKind(ally, 'ally') ? ally.strength : 1) : 0) : 0;
  return {
    family: dodge ? 'offered strike: dodge' : 'offered strike',
    // a dodge: the minion loses only the blood its strike costs (Crusher's 1)
    // a strike stealing blood: the blood the opponent lost (6.4.5)
    expected:
      k.s === 'damage'
        ? k.agg
          ? 100 + dmg - 1
          : dmg
        : k.s === 'stealBlood'
          ? k.dmg
          : k.s === 'stealEquipment'
            ? 1
            : a.cost.reduce((n, c) => n + (c.c === 'blood' ? c.n : 0), 0),
    run(strip) {
      const sc = new Scenario({
        active: 1,
        phase: 'minion',
        seats: [{ ready: [by.spec] }, { ready: [{ card: OPPONENT.name, blood: 6, attached: [{ card: OPPONENT_GEAR.name }] }] }],
        defs: [def, OPPONENT, carrierFor(def, mi), OPPONENT_GEAR],
        strip: strip ? [def.name] : [],
      });
      const opp = sc.uid(OPPONENT.name, 1);
      const block = `block:${sc.uid(by.name, 0)}`;
      sc.choose(`min:${opp}`).choose(`bleed:${opp}`);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(block));
      sc.choose(block);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      // the opponent strikes with its hand against a dodge, not at all against a damaging strike
      sc.choose(dodge ? 'hand' : 'none');
      const card = sc.uid(def.name, 0);
      // the strike of this ability (`use:<card>:<n>`, n its index among the card's abilities)
      const n = def.modes.flatMap((m) => m.effects.filter((e) => isKind(e, 'ability'))).indexOf(a);
      const o = dec(sc.s).options.find((x) => x.id === `use:${card}:${n}`);
      if (!o) throw new Error(`scenario: ${def.name} offers no strike`);
      const before = sc.s.cards[sc.uid(by.name, 0)].blood;
      sc.choose(o.id);
      sc.s = passUntil(sc.s, (x) => !x.combat);
      if (dodge) return before - sc.s.cards[sc.uid(by.name, 0)].blood;
      // a strike stealing equipment: the opponent's is now on the minion
      if (k.s === 'stealEquipment') return sc.s.cards[sc.uid(OPPONENT_GEAR.name, 1, 'attached')]?.host === sc.uid(by.name, 0) ? 1 : 0;
      const c = sc.s.cards[opp];
      return 6 - c.blood + (c.zone === 'torpor' ? 100 : 0);
    },
  };
}

function actionCase(def: CardDef, mi: number, a: Ability): FamilyCase | undefined {
  const sel = a.action?.target;
  const by = user(def, mi, a);
  const fight = !!a.action?.combat;
  if (!sel || !by || (sel.of !== 'vampire' && !(fight && sel.of === 'minion')) || sel.where || sel.filter) return undefined;
  if (sel.state && sel.state !== 'torpor' && sel.state !== 'ready') return undefined;
  const mine = sel.whose === 'you';
  if (!mine && sel.whose !== 'other' && sel.whose !== 'any') return undefined;
  const target: CardSpec = { card: TARGET.name, blood: 2, locked: !mine && sel.state !== 'torpor' && !fight };
  // a slave takes directed actions only with a ready vampire of its master clan (vtes-es:11)
  const master = def.slaveOf ? [testVampire('Test Master', {}, [], def.slaveOf)] : [];
  return {
    family: fight ? 'offered action: enter combat' : 'offered action',
    expected: 1,
    run(strip) {
      const torpor = sel.state === 'torpor';
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          { ready: [by.spec, ...master.map((m) => ({ card: m.name, blood: 3 })), ...(mine ? [target] : [])] },
          { ready: !mine && !torpor ? [target] : [], torpor: !mine && torpor ? [target] : [] },
        ],
        defs: [def, TARGET, carrierFor(def, mi), ...master],
        strip: strip ? [def.name] : [],
      });
      const t = sc.uid(TARGET.name, mine ? 0 : 1);
      const before = JSON.stringify([sc.s.cards[t].zone, sc.s.cards[t].blood, sc.s.cards[t].locked]);
      sc.choose(`min:${sc.uid(by.name, 0)}`);
      const card = sc.uid(def.name, 0);
      const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(card) && x.id.endsWith(`:${t}`));
      if (!o) throw new Error(`scenario: ${def.name} offers no action`);
      sc.choose(o.id);
      // entering combat: whether the combat with the target starts once the action succeeds (nobody blocks)
      if (fight) return passUntil(sc.s, (x) => !!x.combat || !x.act).combat?.b === t ? 1 : 0;
      sc.s = passUntil(sc.s, (x) => !x.act);
      const c = sc.s.cards[t];
      return JSON.stringify([c.zone, c.blood, c.locked]) === before ? 0 : 1;
    },
  };
}

/** The scenarios of these families a card fits. */
export function offerFamilyCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((_, mi) =>
    [
      ...abilitiesIn(def, mi, 'strike').map((a) => strikeCase(def, mi, a)),
      ...abilitiesIn(def, mi, 'action').map((a) => actionCase(def, mi, a)),
    ].filter((c) => c !== undefined),
  );
}
