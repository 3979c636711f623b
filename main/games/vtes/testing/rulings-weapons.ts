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
];
