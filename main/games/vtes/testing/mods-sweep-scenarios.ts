/**
 * Scenarios of the action modifiers, reactions and political actions of the tenth session's sweep (issue 29,
 * h-mods; tests only), by official card id: cards written with records that existed, whose mode shape the
 * families of testing/families.ts do not take as it is (a window or a Condition more). Each measures what the
 * card does and fails once its effects are stripped (data/coverage-gate.test.ts):
 * - `reactionVotes`: a reaction casting its vampire's votes in the polling step (vtes-es 6.3.3; Dread Gaze):
 *   seat 0's vampire calls a referendum, seat 1's vampire plays the card for it; measured: the votes cast for.
 * - `intercept` (families.ts) for a reaction usable only during a bleed at you (the bleed there is at seat 1).
 * - `stealth` (families.ts) for a modifier usable only on an undirected action: the actor hunts.
 * - `equipStealth`: a modifier usable only during an equip action (Hag's Wrinkles [obf]): the actor equips a
 *   test pistol, a +5 intercept vampire blocks, the card is played; measured: the stealth it added.
 * - `princeCapacity`: a Praxis Seizure whose prince of a clan gets 1 more capacity: a Camarilla primogen of that
 *   clan calls it, votes for; measured: the card on it (1), its capacity 1 more (10).
 * - `noVampireBlock` (Strange Day): a Laibon hunts and plays the card as the action is announced; measured: 1 if
 *   the other Methuselah's vampire is not offered the block.
 * - `reduceBleedIf` (Truth in Ink): a +1 stealth vampire bleeds for 3 the Methuselah of a Black Hand vampire, which
 *   plays the card; measured: the bleed it took off.
 * - `afterRefUncontrolled` (Magnetic Authority): a passed referendum, then the card: blood on seat 0's uncontrolled
 *   Sabbat vampire; measured: that blood.
 * - `justicar`: a justicar title card: seat 0's untitled vampire calls it, choosing seat 0's ready vampire of the
 *   clan, which casts the vote the card gives it; measured: the card on the chosen vampire (10), its vote (1).
 */
import type { CardDef, Mode } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { interceptCase, stealthCase } from './families';
import { TEST_REFERENDUM } from './families-votes';
import { TEST_PISTOL } from './families-equip';
import { type FamilyCase, testVampire } from './test-vampire';
import { isEffect } from '../schema/effect-query';
import { capacityOf } from '../core/state';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const votesOf = (m: Mode): number =>
  m.effects.reduce(
    (n, e) => n + (isKind(e, 'prims') ? e.do.reduce((k, p) => k + (p.p === 'votes' && typeof p.n === 'number' ? p.n : 0), 0) : 0),
    0,
  );

function reactionVotesCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const caller = testVampire('Test Caller', {});
  const reactor = testVampire('Test Reactor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'reactionVotes',
    expected: votesOf(m),
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: caller.name, blood: 5 }], hand: [TEST_REFERENDUM.name] },
          { ready: [{ card: reactor.name, blood: 5 }], hand: [def.name] },
        ],
        defs: [def, caller, reactor, TEST_REFERENDUM],
        strip: strip ? [def.name] : [],
      });
      const h = sc.uid(def.name, 1, 'hand');
      sc.play(TEST_REFERENDUM.name, { by: caller.name });
      sc.s = passUntil(sc.s, (x) => x.ref?.step === 'polling' && dec(x).seat === 1, 20);
      const o = ids(sc.s).find(
        (x) => x.startsWith('rvote:') && x.split(':').includes(h) && x.split(':')[2] === String(mi) && x.endsWith(':y'),
      );
      if (!o) throw new Error(`scenario: ${def.name} is not offered as votes: ${ids(sc.s).join(' ')}`);
      const before = sc.s.ref!.yes;
      sc.choose(o);
      return sc.s.ref!.yes - before;
    },
  };
}

function equipStealthCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const watcher = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
  return {
    family: 'equipStealth',
    expected: m.effects.reduce((n, e) => n + (isKind(e, 'stealth') && typeof e.n === 'number' ? e.n : 0), 0),
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 5 }], hand: [TEST_PISTOL.name, def.name] },
          { ready: [{ card: watcher.name, blood: 3 }] },
        ],
        defs: [def, actor, watcher, TEST_PISTOL],
        strip: strip ? [def.name] : [],
      });
      const gun = sc.uid(TEST_PISTOL.name, 0, 'hand');
      sc.choose(`min:${sc.uid(actor.name)}`);
      const eq = ids(sc.s).find((x) => x.split(':').includes(gun));
      if (!eq) throw new Error(`scenario: no equip action: ${ids(sc.s).join(' ')}`);
      sc.choose(eq);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${sc.uid(watcher.name, 1)}`), 5);
      sc.choose(`block:${sc.uid(watcher.name, 1)}`);
      const before = sc.s.act!.stealth;
      sc.play(def.name, { mode: mi });
      return sc.s.act!.stealth - before;
    },
  };
}

/** Plays `def` by `caller` and answers the referendum: `prefer` picks the option to take first, else a yes vote, else a pass. */
function callThrough(sc: Scenario, def: CardDef, caller: string, prefer: (id: string) => boolean): void {
  sc.play(def.name, { by: caller });
  for (let i = 0; i < 60 && (sc.s.act || sc.s.ref); i++) {
    const o = ids(sc.s);
    sc.choose(o.find(prefer) ?? o.find((x) => x === 'call:y') ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
  }
}

function princeCapacityCase(def: CardDef, clan: string): FamilyCase {
  const caller = testVampire('Test Caller', {}, [], clan, { title: 'primogen', sect: 'camarilla' });
  return {
    family: 'princeCapacity',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: caller.name, blood: 5 }], hand: [def.name] }, {}],
        defs: [def, caller],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(caller.name);
      const h = sc.uid(def.name, 0, 'hand');
      callThrough(sc, def, caller.name, (x) => x === `v:${v}:y`);
      return (sc.s.cards[v].attached.includes(h) ? 1 : 0) + (capacityOf(sc.s, v) === 9 ? 10 : 0);
    },
  };
}

function justicarCase(def: CardDef, clan: string): FamilyCase {
  const caller = testVampire('Test Caller', {}, [], 'Caitiff', { sect: 'camarilla' });
  const kin = testVampire('Test Kin', {}, [], clan, { sect: 'camarilla' });
  return {
    family: 'justicar',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: caller.name, blood: 5 },
              { card: kin.name, blood: 3 },
            ],
            hand: [def.name],
          },
          {},
        ],
        defs: [def, caller, kin],
        strip: strip ? [def.name] : [],
      });
      const k = sc.uid(kin.name);
      const h = sc.uid(def.name, 0, 'hand');
      let voted = 0;
      callThrough(sc, def, caller.name, (x) => {
        if (x === `v:${k}:y`) voted = 1;
        return x === `v:${k}:y` || (!x.startsWith('v:') && x.split(':').includes(k));
      });
      return (sc.s.cards[k].attached.includes(h) ? 10 : 0) + voted;
    },
  };
}

const onlyEffects = (m: Mode, kinds: readonly string[]) => m.effects.every((e) => kinds.includes(e.e));
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The sweep's shapes a card's modes fit. */
function sweepCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (!m.conditions.every((c) => c.r === 'disc')) return;
    const w = m.window ?? {};
    if (m.kind === 'reaction' && sameJson(w, { polling: true }) && !m.if && votesOf(m) > 0) out.push(reactionVotesCase(def, mi, m));
    else if (
      m.kind === 'reaction' &&
      !m.if &&
      w.against &&
      Object.keys(w).every((k) => k === 'against' || k === 'bleed') &&
      onlyEffects(m, ['intercept', 'noReplace'])
    )
      out.push(interceptCase(def, mi, { ...m, effects: m.effects.filter((e) => !isKind(e, 'noReplace')) }));
    else if (m.kind === 'modifier' && !m.window && sameJson(m.if, { c: 'action', kind: 'undirected' }) && onlyEffects(m, ['stealth']))
      out.push(stealthCase(def, mi, m, 'hunt'));
    else if (m.kind === 'modifier' && !m.window && sameJson(m.if, { c: 'action', kind: 'equip' }) && onlyEffects(m, ['stealth']))
      out.push(equipStealthCase(def, mi, m));
  });
  return out;
}

function noVampireBlockCase(def: CardDef): FamilyCase {
  const actor = testVampire('Test Actor', {}, [], 'Caitiff', { sect: 'laibon' });
  const other = testVampire('Test Other', {});
  return {
    family: 'noVampireBlock',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: other.name, blood: 4 }] }],
        defs: [def, actor, other],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`).choose(`hunt:${a}`);
      sc.play(def.name, { mode: 0 });
      sc.s = passUntil(sc.s, (x) => x.act?.step !== 'preBlock', 5);
      return ids(sc.s).includes(`block:${sc.uid(other.name, 1)}`) ? 0 : 1;
    },
  };
}

function reduceBleedIfCase(def: CardDef): FamilyCase {
  const shadow = testVampire('Test Shadow', {}, [
    { e: 'mod', stat: 'stealth', n: 1, who: 'self' },
    { e: 'mod', stat: 'bleed', n: 2, who: 'self' },
  ]);
  const reactor = testVampire('Test Reactor', {}, [], 'Caitiff', { traits: ['blackHand'], sect: 'sabbat' });
  return {
    family: 'reduceBleedIf',
    expected: 2,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: shadow.name, blood: 3 }] }, { ready: [{ card: reactor.name, blood: 5 }], hand: [def.name] }],
        defs: [def, reactor, shadow],
        strip: strip ? [def.name] : [],
      });
      const h = sc.uid(def.name, 1, 'hand');
      sc.choose(`min:${sc.uid(shadow.name)}`).choose(`bleed:${sc.uid(shadow.name)}`);
      sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 1 && ids(x).some((o) => o.split(':').includes(h))), 10);
      sc.play(def.name, { mode: 0 });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 3 - (30 - sc.pool(1));
    },
  };
}

function afterRefUncontrolledCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const caller = testVampire('Test Caller', discsOf(m));
  const waiting = testVampire('Test Waiting', {}, [], 'Caitiff', { sect: 'sabbat' });
  return {
    family: 'afterRefUncontrolled',
    expected: m.effects.reduce(
      (n, e) => n + (isKind(e, 'prims') ? e.do.reduce((k, p) => k + ('n' in p && typeof p.n === 'number' ? p.n : 0), 0) : 0),
      0,
    ),
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: caller.name, blood: 5 }], uncontrolled: [{ card: waiting.name }], hand: [TEST_REFERENDUM.name, def.name] },
          {},
        ],
        defs: [def, caller, waiting, TEST_REFERENDUM],
        strip: strip ? [def.name] : [],
      });
      const h = sc.uid(def.name, 0, 'hand');
      const w = sc.uid(waiting.name, 0, 'uncontrolled');
      const c = sc.uid(caller.name);
      sc.play(TEST_REFERENDUM.name, { by: caller.name });
      for (let i = 0; i < 40 && sc.s.act && !ids(sc.s).some((x) => x.split(':').includes(h)); i++) {
        const o = ids(sc.s);
        sc.choose(
          o.find((x) => x === 'call:y' || x === `v:${c}:y`) ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0],
        );
      }
      sc.play(def.name, { mode: mi });
      const pick = ids(sc.s).find((x) => x.split(':').includes(w));
      if (pick) sc.choose(pick);
      return sc.s.cards[w].blood;
    },
  };
}

/** The title cards: a Praxis Seizure's capacity by clan, a justicar's chosen vampire and clan votes. */
function titleCases(def: CardDef): FamilyCase[] {
  const e = def.modes[0]?.effects.find(isEffect('titleCard'));
  if (e?.capacityClan) return [princeCapacityCase(def, e.capacityClan)];
  if (e?.chosenClan && e.clanVotes) return [justicarCase(def, e.chosenClan)];
  return [];
}

/** Dread Gaze, Elder Intervention, Soar, Hag's Wrinkles; seven Praxis Seizures and six justicars. */
export const MODS_SWEEP_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = Object.fromEntries([
  ...['100586', '100618', '101818', '100877'].map((id) => [id, sweepCases]),
  ...['101451', '101461', '101460', '101450', '101467', '101468', '101470'].map((id) => [id, titleCases]),
  ...['100806', '101154', '101299', '102021', '102111', '100262'].map((id) => [id, titleCases]),
  ['101880', (def: CardDef) => [noVampireBlockCase(def)]],
  ['102043', (def: CardDef) => [reduceBleedIfCase(def)]],
  ['102331', (def: CardDef) => def.modes.map((m, mi) => afterRefUncontrolledCase(def, mi, m))],
]);
