/**
 * `weaponsNoDamage { who: 'opponent' }`: this round the opposing vampire's strikes made with weapons inflict no damage
 * (vtes-es 6.4.5: Blood Rage, Blood Fury, Soul Burn, Bollix [tha]). Kept in the combat (`combat.noWeaponDamage`, with its
 * round) and read by rules/strikes.ts as the strikes resolve: a strike made with a weapon the vampire bears (`from`); an
 * ally's strikes are not concerned.
 */
import { setStep } from '../../core/ops';
import { combatOf, type PrimDef, plain, whoUid } from './def';

export const weaponsNoDamagePrim: PrimDef<'weaponsNoDamage'> = {
  run(s, pr, c) {
    const u = whoUid(c, pr.who);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', { noWeaponDamage: [...(combat.noWeaponDamage ?? []), { uid: u, round: combat.round }] });
  },
  possible: (s) => !!s.combat,
  text: (pr) => plain(`prim.weaponsNoDamage_${pr.who}`),
  // the opposing weapon strike of the round lost: worth a little, most strikes are hand strikes
  botValue: () => 0.5,
};
