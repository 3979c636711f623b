/**
 * Scenario families of reactions the families of data/families.ts leave out (issue 29; tests only):
 * a locked minion that wakes or unlocks to block (6.2, glossary "Despertarse"; a reaction of a locked
 * vampire that unlocks it and makes the block attempt at once) and a bleed redirected to another Methuselah
 * (6.2.2.1, "change the target of the bleed"; "only usable if a younger vampire is bleeding you"). Each
 * is played through the engine's decisions by card names; with the card's effects stripped the minion
 * is not offered the block, or the bleed reaches the first prey.
 */
import type { CardDef, Condition, Mode } from '../schema/effects';
import { mentions } from '../core/params/cond';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
/** What the reacting test vampire (capacity 8) can meet: Disciplines, a sect, a capacity it has, being locked. */
const meetable = (c: Condition) =>
  c.r === 'disc' || c.r === 'sect' || c.r === 'locked' || (c.r === 'capacity' && (c.min ?? 0) <= 8 && (c.max ?? 8) >= 8);
const plainReqs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every(meetable);
const sectOf = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].flatMap((c) => (c.r === 'sect' ? [c.sect] : []))[0];
/** Windows a bleed at the reacting Methuselah by its predator (seat 0 bleeding seat 1) meets. */
const bleedWindow = (m: Mode) =>
  Object.entries(m.window ?? {}).every(
    ([k, v]) => ((k === 'bleed' || k === 'predatorActing') && v) || (k === 'against' && (v === 'directedAtYou' || v === 'bleedingYou')),
  );

function reactor(def: CardDef, m: Mode) {
  const sect = sectOf(def, m);
  return testVampire('Test Reactor', discsOf(m), [], def.clan[0] ?? 'Caitiff', sect ? { sect } : {});
}

/**
 * Wakes or unlocks to block: a test vampire bleeds the reacting Methuselah, whose only minion is
 * locked; the card is played from the block step; measured: whether that minion then attempts to block
 * or may block (1).
 */
function wakeCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const r = reactor(def, m);
  const actor = testVampire('Test Actor', {});
  return {
    family: 'wakeToBlock',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 3 }] }, { ready: [{ card: r.name, blood: 4, locked: true }], hand: [def.name] }],
        defs: [def, r, actor],
        strip: strip ? [def.name] : [],
      });
      sc.choose(`min:${sc.uid(actor.name)}`).choose(`bleed:${sc.uid(actor.name)}`);
      sc.play(def.name, { mode: mi });
      // "unlocks and attempts to block": the attempt is made at once; otherwise the block is offered
      const b = sc.uid(r.name, 1);
      return sc.s.act?.blocker === b || dec(sc.s).options.some((o) => o.id === `block:${b}`) ? 1 : 0;
    },
  };
}

/**
 * Redirects a bleed: a capacity 4 test vampire bleeds seat 1, whose capacity 8 minion plays the card
 * once blocks are declined and sends the bleed to seat 2; the pool seat 2 lost, plus 100 times the pool
 * seat 1 lost.
 */
export function redirectCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const r = reactor(def, m);
  const actor = testVampire('Test Actor', {}, [], 'Caitiff', { capacity: 4 });
  return {
    family: 'redirectBleed',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 3 }] }, { ready: [{ card: r.name, blood: 4 }], hand: [def.name] }, {}],
        defs: [def, r, actor],
        strip: strip ? [def.name] : [],
      });
      sc.choose(`min:${sc.uid(actor.name)}`).choose(`bleed:${sc.uid(actor.name)}`);
      sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 1 && dec(x).kind === 'vtes.bleedReaction'));
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(2) + 100 * (30 - sc.pool(1));
    },
  };
}

/** The reaction families a card's modes fit. */
export function reactionFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'reaction' || m.limits?.length || !plainReqs(def, m) || !bleedWindow(m)) return;
    const [e, more] = m.effects;
    if (more) return;
    const wakes = isKind(e, 'unlockSelf') || (isKind(e, 'prims') && e.do.length === 1 && e.do[0].p === 'wake');
    if (wakes && !m.if && m.conditions.some((c) => c.r === 'locked')) out.push(wakeCase(def, mi, m));
    else if (isKind(e, 'redirectBleed') && (!m.if || mentions(m.if, 'younger'))) out.push(redirectCase(def, mi, m));
  });
  return out;
}
