/**
 * `blockPrice { n, if?, life? }`: during the action under way, a minion for which the Condition holds (role
 * `blocker`) pays n blood for each attempt to block it (vtes-es 6.2.2.1 "Intentar bloquear"; vtes-pl "Kto może
 * próbować zablokować"): every vampire (Force of Personality [PRE]), each minion lacking a Discipline, an ally
 * having no blood to pay (Tenebrous Form [OBT]). Kept on the action (`act.blockPrices`) and read with a vampire's own `blockCost` records
 * (core/block-rules.ts `blockCost`): a minion that cannot pay cannot attempt the block, one that can pays as it
 * attempts it (rules/action.ts `attemptBlock`). An ally pays with life when `life` says so ("blood or life"),
 * else it cannot pay. A block attempted before the card was played is not paid for.
 */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { condClause } from '../../core/params/cond';
import { actOf, type PrimDef } from './def';

export const blockPricePrim: PrimDef<'blockPrice'> = {
  run(s, pr, c, ev) {
    const a = actOf(s, 'a block price');
    const rec = { n: pr.n, ...(pr.if ? { if: pr.if } : {}), ...(pr.life ? { life: true as const } : {}), source: c.source };
    setStep(s, 'act', { blockPrices: [...(a.blockPrices ?? []), rec] });
    ev.push({ type: 'vtes.blockPrice', params: { name: cardName(s, c.source), n: pr.n }, rule: 'vtes-es:6.2.2.1' });
  },
  possible: (s) => !!s.act,
  text: (pr) => ({
    key: `prim.blockPrice${pr.life ? '_life' : ''}${pr.if ? '_if' : ''}`,
    params: { count: pr.n, ...(pr.if ? { c: condClause(pr.if) } : {}) },
  }),
  // a blood each blocker pays, or a block it cannot attempt: worth about a stealth to the acting side
  botValue: (pr) => pr.n,
};
