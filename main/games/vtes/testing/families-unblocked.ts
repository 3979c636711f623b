/**
 * Scenario family of strike cards that let a blocked action continue as if unblocked (issue 29; tests
 * only; vtes-es 6.2.2, the `continueUnblocked` record): seat 0's acting test vampire hunts, seat 1's
 * opponent blocks it (the hunt's stealth set to 0, as if a card had cancelled it), the actor plays the
 * card's strike; once the combat ends the hunt goes on, nobody blocks again and it succeeds. Measured:
 * the blood the hunt gave, plus 10 when the blocker stayed locked. With the card's effects stripped it
 * is not offered as a strike.
 */
import type { CardDef, Mode } from '../schema/effects';
import { setStep } from '../core/ops';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const OPPONENT = testVampire('Test Opponent', {});

function continueCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'continueUnblocked',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 3 }], hand: [def.name] }, { ready: [{ card: OPPONENT.name, blood: 6 }] }],
        defs: [def, actor, OPPONENT],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(OPPONENT.name, 1);
      sc.choose(`min:${a}`).choose(`hunt:${a}`);
      setStep(sc.s, 'act', { stealth: 0 });
      sc.s = passUntil(sc.s, (x) => x.act?.step === 'block');
      sc.choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.act);
      sc.play(def.name, { mode: mi });
      // the combat ends; the hunt goes on (for its blood, when it has a cost): nobody else may block it, it succeeds
      sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'continueUnblocked');
      if (sc.s.pick) sc.choose(dec(sc.s).options[0].id);
      sc.s = passUntil(sc.s, (x) => !x.act);
      // the card's own cost is paid as it is played, not lost to its effect
      const go = m.effects.find((e) => isKind(e, 'continueUnblocked'));
      const cost = (typeof m.cost?.blood === 'number' ? m.cost.blood : 0) + (go && isKind(go, 'continueUnblocked') ? (go.cost ?? 0) : 0);
      return sc.s.cards[a].blood - 3 + cost + (sc.s.cards[o].locked ? 10 : 0);
    },
  };
}

const SENTRY = testVampire('Test Sentry', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);

/**
 * An action modifier ending the action if it is blocked (`endIfBlocked`): the actor bleeds, a sentry with
 * 5 intercept blocks, the actor plays the card for stealth; measured: 1 when no combat follows, plus 10
 * when the sentry is locked.
 */
function endCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'endIfBlocked',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 3 }], hand: [def.name] }, { ready: [{ card: SENTRY.name, blood: 3 }] }],
        defs: [def, actor, SENTRY],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(SENTRY.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act || !!x.combat);
      return (sc.s.combat ? 0 : 1) + (sc.s.cards[o].locked ? 10 : 0);
    },
  };
}

/** The modes of a card that are strikes continuing a blocked action, or modifiers ending it at the block. */
export function unblockedFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    const plain = [...def.reqs, ...m.conditions].every((c) => c.r === 'disc');
    if (m.kind === 'modifier' && !m.if && plain && m.effects.some((e) => isKind(e, 'endIfBlocked'))) out.push(endCase(def, mi, m));
    if (m.kind !== 'combat' || m.if || !m.effects.some((e) => isKind(e, 'continueUnblocked'))) return;
    if (![...def.reqs, ...m.conditions].every((c) => c.r === 'disc')) return;
    out.push(continueCase(def, mi, m));
  });
  return out;
}
