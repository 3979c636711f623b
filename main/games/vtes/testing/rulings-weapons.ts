/**
 * The rulings of the combat cards using or equipping weapons (issue 29: "hand strike or use a melee weapon
 * strike", rules/melee-strikes.ts): the entries of the V:TES rulings suite (rulings.ts), area `weapons`, each
 * checked by the scenario of the same key in rulings-weapons.test.ts; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

/** Strike cards whose hand strike may be a melee weapon's strike (group G00148, RTR 19970630): the mode played. */
export const MELEE_STRIKES: Readonly<Record<string, { card: string; mode: number; disc: Record<string, 1 | 2> }>> = {
  '101131': { card: 'Lucky Blow', mode: 0, disc: {} },
  '101209': { card: 'Mighty Grapple', mode: 1, disc: { pot: 2 } },
  '101524': { card: 'Pushing the Limit', mode: 0, disc: { pot: 1 } },
  '102061': { card: 'Undead Strength', mode: 0, disc: { pot: 1 } },
  '102106': { card: 'Vengeance of Samiel', mode: 0, disc: { pot: 1 } },
};

export const WEAPON_RULINGS: readonly RulingEntry[] = [
  ...Object.entries(MELEE_STRIKES).map(([cid, m]): RulingEntry => ({
    key: `melee-agg-${cid}`,
    area: 'weapons',
    cid,
    card: m.card,
    sources: ['RTR 19970630', 'vtes-es 6.4.5'],
    outcome:
      'used with a melee weapon whose damage is aggravated, the damage the card adds is aggravated as well: a full vampire struck goes to torpor and burns a blood for each aggravated point past the first',
  })),
  {
    key: 'lucky-blow-no-other-strike-card',
    area: 'weapons',
    cid: '101131',
    card: 'Lucky Blow',
    sources: ['LSJ 20010627', 'vtes-es 6.4.3'],
    outcome:
      'its hand strike is the minion’s own: once it is played the strike is chosen, and no other strike card can be played to stand for that hand strike',
  },
  {
    key: 'concealed-weapon-limits',
    area: 'weapons',
    cid: '100392',
    card: 'Concealed Weapon',
    sources: ['RTR 19980623', 'vtes-es 6.4'],
    outcome:
      'the weapons of the hand it offers are those whose regular strike deals 3 damage or less, none aggravated, costing 2 pool or less and not unique: a 3-pool gun, a 4-damage gun, an aggravated one and a unique one are not offered, a 2-pool 3-damage gun is',
  },
  {
    key: 'concealed-weapon-strength',
    area: 'weapons',
    cid: '100392',
    card: 'Concealed Weapon',
    sources: ['LSJ 20020821', 'vtes-es 6.4.5'],
    outcome:
      'a melee weapon dealing strength+1 damage counts as a 1-damage weapon whatever the strength of the minion: a strength 5 vampire may still equip with it',
  },
  {
    key: 'concealed-weapon-cost-modified',
    area: 'weapons',
    cid: '100392',
    card: 'Concealed Weapon',
    sources: ['LSJ 20040701', 'ANK 20230824', 'vtes-es 1.6.1.3'],
    outcome:
      'a cost modifier of the minion is counted before the cost limit is checked: a 3-pool gun costing 1 pool less to that minion is offered, and it pays 2',
  },
  {
    key: 'concealed-weapon-cost-payer',
    area: 'weapons',
    cid: '100392',
    card: 'Concealed Weapon',
    sources: ['LSJ 20080125', 'vtes-es 1.6.1.3'],
    outcome:
      'the limit reads the cost of the weapon itself, not the means of whoever pays it: a 3-pool gun is not offered however much pool the Methuselah has',
  },
];
