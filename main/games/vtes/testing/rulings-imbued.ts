/**
 * The rulings of the imbued cards automated (issue 30 items 3-4; imbued appendix A.1-A.5): the entries of
 * the V:TES rulings suite (rulings.ts) checked by the scenarios of rulings-imbued.test.ts, each outcome in
 * our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const IMBUED_RULINGS: readonly RulingEntry[] = [
  {
    key: 'dreams-no-blood-on-uncontrolled-imbued',
    area: 'imbued',
    cid: '100588',
    card: 'Dreams of the Sphinx',
    sources: ['LSJ 20070516', 'vtes-es appendix, card rulings'],
    outcome:
      'its blood goes on a vampire of the uncontrolled region only: an imbued there is not offered, and with only imbued there the use is not offered',
  },
  {
    key: 'discern-reaction-needs-unlocked',
    area: 'imbued',
    cid: '100551',
    card: 'Discern',
    sources: ['LSJ 20070403', 'vtes-es A.3'],
    outcome:
      'the power is used as reactions are, by its imbued unlocked and blocking a monster (locking the power); a locked imbued with nothing to wake it is not offered it',
  },
  {
    key: 'travis-names-conviction-as-announced',
    area: 'imbued',
    cid: '201386',
    card: 'Travis "Traveler72" Miller',
    sources: ['RTR 20111202', 'vtes-es A.2'],
    outcome:
      'with convictions of two cards on him, his player names the one paying the action as it is announced, and that one is burned when the action succeeds',
  },
  {
    key: 'paul-moreton-same-influence-phase',
    area: 'imbued',
    cid: '201103',
    card: 'Paul "Sixofswords29" Moreton',
    sources: ['RTR 20180303', 'vtes-es 7'],
    outcome: 'brought into play in an influence phase, his ability may be used in that same influence phase',
  },
  {
    key: 'vigilance-reaction-only-in-actions',
    area: 'imbued',
    cid: '102120',
    card: 'Vigilance',
    sources: ['LSJ 20070403', 'LSJ 20070413', 'vtes-es A.3'],
    outcome:
      "its reaction use is offered to a locked imbued during another Methuselah's action only (not in its own Methuselah's action), and it is not counted as a reaction card played",
  },
  {
    key: 'vigilance-after-resolution-cards-still-usable',
    area: 'imbued',
    cid: '102120',
    card: 'Vigilance',
    sources: ['ANK 20190425', 'vtes-es 6.2.3'],
    outcome: 'once it has unlocked its imbued after the action resolved, the other effects usable after resolution are still offered',
  },
  {
    key: 'strike-with-conviction-kept-when-bleed-blocked',
    area: 'imbued',
    cid: '101886',
    card: 'Strike with Conviction',
    sources: ['LSJ 20060421', 'RTR 20111202'],
    outcome: 'used for its bleed, the conviction stays on its imbued when the bleed is blocked: it is burned only once the action succeeds',
  },
  {
    key: 'strike-with-conviction-weapon-damage-inherits',
    area: 'imbued',
    cid: '101886',
    card: 'Strike with Conviction',
    sources: ['RTR 19970630', 'TOM 19960225'],
    outcome: "used with an aggravated weapon's strike, the added damage is aggravated like the weapon's: the whole strike is aggravated",
  },
  {
    key: 'determine-cancelled-action-card-no-lock-no-cost',
    area: 'imbued',
    cid: '100534',
    card: 'Determine',
    sources: ['RBK cancel-a-card', 'vtes-es 1.6.1.1'],
    outcome:
      "an action card of the prey's monster is cancelled as it is played: it is not performed, its cost is not paid and the monster stays unlocked, free to take another action (another card's, or a bleed)",
  },
  {
    key: 'react-with-conviction-cancelled-action-stays-unlocked',
    area: 'imbued',
    cid: '101557',
    card: 'React with Conviction',
    sources: ['LSJ 20060425', 'vtes-es 1.6.1.1'],
    outcome:
      'an action card requiring Dominate aimed at the imbued is cancelled as its target is named: the action is not taken, the acting vampire stays unlocked and may take the same kind of action again',
  },
  {
    key: 'crusader-sword-equipped-by-any-minion',
    area: 'imbued',
    cid: '100474',
    card: 'The Crusader Sword',
    sources: ['LSJ 20030607', 'vtes-es 6.1.4'],
    outcome: 'a vampire without True Faith may equip it (the equip action is offered and succeeds), but is then offered no strike with it',
  },
];
