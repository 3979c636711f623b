/**
 * `attach { to, marks? }`: the card itself is put on a minion of the use (vtes-es 1.1.1), contested if unique (4.1);
 * `marks`: rule markers it keeps on that minion while it stays there (core/marks.ts: "does not unlock as normal").
 */
import { attach, setStep } from '../../core/ops';
import { statBonus } from '../../core/queries';
import { addMark } from '../../core/marks';
import { checkCardContest } from '../../core/contests';
import { cannotHold } from '../../core/no-carry';
import { type PrimDef, plain, whoUid } from './def';

export const attachPrim: PrimDef<'attach'> = {
  run(s, pr, c, ev) {
    const host = whoUid(c, pr.to);
    // put on a minion in its combat, its optional maneuvers "each combat" are the minion's at once (6.4.2: Zip Gun)
    const k = s.combat;
    const fight = !!k && !!host && (k.a === host || k.b === host);
    const before = fight ? statBonus(s, 'combatManeuvers', host) : 0;
    attach(s, c.source, host);
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
  text: (pr) => plain(`prim.attach_${pr.to}${(pr.marks ?? []).map((k) => `_${k}`).join('')}`),
  // what the card does on the minion is valued by its own effects
  botValue: () => 0,
};
