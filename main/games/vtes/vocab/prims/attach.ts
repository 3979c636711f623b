/**
 * `attach { to, marks?, keep?, ifBlocks? }`: the card itself is put on a minion of the use (vtes-es 1.1.1), contested if
 * unique (4.1); `marks`: rule markers it keeps on that minion while it stays there (core/marks.ts: "does not unlock as
 * normal"); `keep: 'target'`: the card keeps the Methuselah the action is directed at (`seatsKept`, read by the Condition
 * `keptSeat { of: 'target' }`: Marked Path's "an action directed at the same Methuselah"); `ifBlocks` (a reaction's):
 * only if the minion of the use blocks, as the block resolves (`attachBlocked`, rules/resolution.ts), the card goes on the
 * acting minion and its user keeps controlling it, the card keeping the reacting minion (`chose`, Condition `keptChoice`)
 * and the acting minion's Methuselah (`seatsKept`): Melange [AUS].
 */
import { attach, markCard, setStep } from '../../core/ops';
import { defOf, type Ev, type VtesState } from '../../core/state';
import { isKind } from '../../schema/effect-query';
import { cardName, statBonus } from '../../core/queries';
import { addMark } from '../../core/marks';
import { checkCardContest } from '../../core/contests';
import { cannotHold } from '../../core/no-carry';
import { type PrimDef, plain, whoUid } from './def';

export const attachPrim: PrimDef<'attach'> = {
  run(s, pr, c, ev) {
    const host = whoUid(c, pr.to);
    if (pr.ifBlocks) {
      // kept on the action until its block resolves (rules/resolution.ts `blockResolution`)
      if (s.act && !s.combat && host !== undefined && c.minion !== undefined)
        setStep(s, 'act', { blockAttach: [...(s.act.blockAttach ?? []), { card: c.source, seat: c.seat, by: c.minion }] });
      return;
    }
    // put on a minion in its combat, its optional maneuvers "each combat" are the minion's at once (6.4.2: Zip Gun)
    const k = s.combat;
    const fight = !!k && !!host && (k.a === host || k.b === host);
    const before = fight ? statBonus(s, 'combatManeuvers', host) : 0;
    attach(s, c.source, host);
    if (pr.keep === 'target' && s.act?.target !== undefined) markCard(s, c.source, { seatsKept: [s.act.target] });
    for (const m of pr.marks ?? []) addMark(s, host, { k: m, until: 'card', src: c.source });
    const more = fight ? statBonus(s, 'combatManeuvers', host) - before : 0;
    if (more > 0) setStep(s, 'combat', { optManeuvers: { ...s.combat!.optManeuvers, [host]: (s.combat!.optManeuvers[host] ?? 0) + more } });
    // 4.1: a unique card put on a minion while another Methuselah controls a copy in play (Enkil Cog)
    checkCardContest(s, c.source, ev);
  },
  // not on a minion whose own text refuses the card's class or type (core/no-carry.ts `cannotHold`)
  possible: (s, pr, c) => {
    const host = { minion: c.minion, actor: c.actor, target: c.targetCard, opponent: c.opponent }[pr.to];
    return host === undefined || !cannotHold(s, c.source, host);
  },
  text: (pr) =>
    plain(`prim.attach_${pr.to}${(pr.marks ?? []).map((k) => `_${k}`).join('')}${pr.keep ? '_keep' : ''}${pr.ifBlocks ? '_ifBlocks' : ''}`),
  // what the card does on the minion is valued by its own effects
  botValue: () => 0,
};

/**
 * The block of the action under way resolves (vtes-es 6.2.2.2): the cards a reaction of the blocker's kept for it
 * (`attach { ifBlocks }`) go on the acting minion, still controlled by their users, each keeping the reacting minion and
 * the acting minion's Methuselah.
 */
export function attachBlocked(s: VtesState, blocker: string, ev: Ev): void {
  const a = s.act;
  if (!a?.blockAttach) return;
  const host = a.actor;
  for (const k of a.blockAttach) {
    // a reaction played rests in its owner's ash heap (rules/reactions.ts); one taken from there since stays where it went
    const z = s.cards[k.card]?.zone;
    if (k.by !== blocker || (z !== 'ash' && z !== 'limbo') || s.cards[host].zone !== 'ready') continue;
    const seat = s.cards[host].controller;
    attach(s, k.card, host);
    // its abilities are those of the mode that put it there (a reaction's mode is not kept as it is played)
    const mode = defOf(s, k.card).modes.findIndex((m) =>
      m.effects.some((e) => isKind(e, 'prims') && e.do.some((p) => p.p === 'attach' && !!p.ifBlocks)),
    );
    markCard(s, k.card, { controller: k.seat, chose: k.by, seatsKept: [seat], mode: Math.max(0, mode) });
    ev.push({ type: 'vtes.attachedOn', params: { card: cardName(s, k.card), name: cardName(s, host) }, rule: 'vtes-es:6.2.2.2' });
  }
  setStep(s, 'act', { blockAttach: undefined });
}
