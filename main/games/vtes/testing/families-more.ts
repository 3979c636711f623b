/**
 * More scenario families (issue 29; tests only), beside data/families.ts: a hunting ground's blood in the
 * unlock phase (vtes-es 4), a reaction reducing a bleed (6.2.3), a referendum whose terms burn pool
 * (6.3.2), votes in the polling step (6.3.3). Each is played through the engine's decisions by card
 * names; with the card's effects stripped the measure differs (or the card is not offered).
 */
import type { CardDef, Mode } from '../schema/effects';
import { choose, dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { whoWords } from '../schema/legacy-params';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
/** A sect the card or mode needs (the test vampire is of it). */
const sectOf = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].flatMap((c) => (c.r === 'sect' ? [c.sect] : []))[0];
/** Only Disciplines and a sect: what the test vampires can meet. */
const plainReqs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every((c) => c.r === 'disc' || c.r === 'sect');
const prims = (m: Mode) => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));

/**
 * A hunting ground (vtes-es 4, a location's ability of window `unlock`): in play with a ready vampire
 * of its controller, whose unlock phase comes; the ability is used; the blood the vampire gained.
 */
function huntingGroundCase(def: CardDef, n: number): FamilyCase {
  const host = testVampire('Test Host', {});
  return {
    family: 'huntingGround',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: host.name, blood: 1 }], play: [def.name] }, {}],
        phase: 'discard',
        active: 1,
        defs: [def, host],
        strip: strip ? [def.name] : [],
      });
      sc.s = passUntil(sc.s, (x) => x.active === 0 && dec(x).kind === 'vtes.unlock', 20);
      const hg = sc.uid(def.name);
      const use = ids(sc.s).find((x) => x.split(':').includes(hg));
      if (!use) throw new Error(`scenario: ${def.name} offers no use`);
      sc.choose(use);
      return sc.s.cards[sc.uid(host.name)].blood - 1;
    },
  };
}

/** A reaction reducing a bleed against its Methuselah (6.2.3): a +1 stealth minion bleeds for 3, the reactor plays it; the pool saved. */
function reduceBleedCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const shadow = testVampire('Test Shadow', {}, [
    { e: 'mod', stat: 'stealth', n: 1, who: 'self' },
    { e: 'mod', stat: 'bleed', n: 2, who: 'self' },
  ]);
  const reactor = testVampire('Test Reactor', discsOf(m), [], def.clan[0] ?? 'Caitiff', sectOf(def, m) ? { sect: sectOf(def, m) } : {});
  return {
    family: 'reduceBleed',
    expected: Math.min(3, n),
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: shadow.name, blood: 3 }] }, { ready: [{ card: reactor.name, blood: 5 }], hand: [def.name] }],
        defs: [def, reactor, shadow],
        strip: strip ? [def.name] : [],
      });
      sc.choose(`min:${sc.uid(shadow.name)}`).choose(`bleed:${sc.uid(shadow.name)}`);
      sc.s = passUntil(sc.s, (x) => dec(x).seat === 1 && ids(x).some((o) => o.includes(sc.uid(def.name, 1, 'hand'))), 10);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 3 - (30 - sc.pool(1));
    },
  };
}

/**
 * A political action whose referendum burns each Methuselah's pool per minion (6.3.2): the caller (its
 * Methuselah with one minion, the other with two) votes for it alone; the pool the others lost.
 */
function seatPoolCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const caller = testVampire('Test Caller', discsOf(m), [], def.clan[0] ?? 'Caitiff', {
    title: 'prince',
    ...(sectOf(def, m) ? { sect: sectOf(def, m) } : {}),
  });
  const other = testVampire('Test Other', {});
  return {
    family: 'seatPool',
    expected: 2,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: caller.name, blood: 5 }], hand: [def.name] },
          {
            ready: [
              { card: other.name, blood: 1, locked: true },
              { card: other.name, blood: 1, locked: true },
            ],
          },
        ],
        defs: [def, caller, other],
        strip: strip ? [def.name] : [],
      });
      const c = sc.uid(caller.name);
      sc.play(def.name, { by: caller.name, mode: mi });
      for (let i = 0; i < 20 && (sc.s.act || sc.s.ref); i++) {
        const o = ids(sc.s);
        const yes = o.find((x) => x === 'call:y' || x === `v:${c}:y`);
        sc.s = choose(sc.s, yes ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
      }
      return 30 - sc.pool(1);
    },
  };
}

/**
 * A master card or an action moving crypt cards to the uncontrolled region (vtes-es 7): played (the
 * action unblocked); the cards the uncontrolled region gained.
 */
function drawCryptCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const master = m.kind === 'master';
  return {
    family: 'drawCrypt',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: master ? [] : [{ card: actor.name, blood: 5 }], hand: [def.name], crypt: [actor.name, actor.name, actor.name] },
          {},
          {},
        ],
        phase: master ? 'master' : undefined,
        defs: [def, actor],
        strip: strip ? [def.name] : [],
      });
      const before = sc.s.seats[0].zones.uncontrolled.length;
      sc.play(def.name, { mode: mi, ...(master ? {} : { by: actor.name }) });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return sc.s.seats[0].zones.uncontrolled.length - before;
    },
  };
}

/** The family scenarios of these shapes a card's modes fit. */
export function moreFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (m.if || !plainReqs(def, m)) return;
    const ps = prims(m);
    // a location whose only use is 1 blood from the bank to a vampire in the unlock phase
    const ab = m.effects.find((e) => isKind(e, 'ability') && e.window === 'unlock');
    if (
      m.kind === 'master' &&
      ab &&
      isKind(ab, 'ability') &&
      whoWords(ab)?.who.once === 'hunted' &&
      !whoWords(ab)?.who.clan &&
      !whoWords(ab)?.who.sect
    ) {
      const mv = ab.effects[0];
      if (ab.effects.length === 1 && mv.p === 'move' && mv.from === 'bank' && mv.to === 'minion') out.push(huntingGroundCase(def, mv.n));
    }
    const rb = m.effects.find((e) => isKind(e, 'reduceBleed'));
    if (
      m.kind === 'reaction' &&
      (!m.window || (Object.keys(m.window).length === 1 && m.window.against === 'bleedingYou')) &&
      m.effects.length === 1 &&
      rb &&
      isKind(rb, 'reduceBleed') &&
      !rb.burnSelf &&
      !rb.orVotesAgainst
    )
      out.push(reduceBleedCase(def, mi, m, rb.n));
    if (
      m.kind === 'political' &&
      ps.length === 1 &&
      ps[0].p === 'seatPool' &&
      ps[0].from === 'each' &&
      ps[0].per === 'minion' &&
      ps[0].n === 1
    )
      out.push(seatPoolCase(def, mi, m));
    if ((m.kind === 'master' || m.kind === 'action') && !m.targets && ps.length === 1 && ps[0].p === 'drawCrypt')
      out.push(drawCryptCase(def, mi, m, ps[0].n));
  });
  return out;
}
