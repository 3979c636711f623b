/**
 * `noEquipment`: the minion of the use cannot use equipment in the combat that follows the block of the
 * action under way (vtes-es 6.4; Form of the Bat: the acting vampire's modifier or the blocker's reaction).
 * Kept in the action (`act.noEquip`) and given to that combat only as it starts (rules/resolution.ts), not
 * to a later combat of the action (LSJ 20010813); in a combat already under way, to that combat. Read by
 * core/state.ts `equipmentBarred`: its equipment offers no strike or ability and gives no bonus there.
 */
import { setStep } from '../../core/ops';
import { minionOf, type PrimDef, plain, whoUid } from './def';

export const noEquipmentPrim: PrimDef<'noEquipment'> = {
  run(s, pr, c) {
    const u = pr.who ? whoUid(c, pr.who) : minionOf(c, pr.p);
    const combat = s.combat;
    if (combat) {
      if (!combat.noEquip?.includes(u)) setStep(s, 'combat', { noEquip: [...(combat.noEquip ?? []), u] });
    } else if (s.act && !s.act.noEquip?.includes(u)) setStep(s, 'act', { noEquip: [...(s.act.noEquip ?? []), u] });
  },
  possible: (s) => !!s.act || !!s.combat,
  text: (pr) => plain(`prim.noEquipment${pr.who ? `_${pr.who}` : ''}`),
  // a drawback: the equipment the minion carries is out of that combat (the opposing minion's: a gain)
  botValue: (pr) => (pr.who ? 1 : -0.5),
};
