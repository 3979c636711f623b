/** The shape of an entry of the V:TES rulings suite (rulings.ts; the entries live in rulings-<area>.ts). */

/** Rulebook area of an entry: each area's scenarios live in their own test file (rulings*.test.ts). */
/** `cards`: rulings of one library card (issue 29 item 3), its scenarios in rulings-cards.test.ts. */
/** `imbued`: rulings of the imbued cards (issue 30 items 3-4), its scenarios in rulings-imbued.test.ts. */
/** `turn`: cards acting at the end of the turn, on events and in the phase windows (rulings-turn.test.ts). */
/** `actionCards`: rulings of the action cards of issue 29's actions batch (rulings-action-cards.test.ts). */
/** `mods`: rulings of the action modifiers and reactions of issue 29's records (rulings-mods.test.ts). */
/** `weapons`: combat cards using or equipping weapons (rulings-weapons.test.ts). */
/** `rounds`: combat cards played before range changing a round's strikes or damage (rulings-rounds.test.ts). */
/** `crypt`: rulings of the vampires of issue 30's stripe c (rulings-crypt.test.ts). */
/** `cryptA`: rulings of the vampires of issue 30's stripe a, tenth session (rulings-crypt-a.test.ts). */
/** `actionSweep`: action cards of the ninth session's sweep of existing records (rulings-action-sweep.test.ts). */
/** `actionsInPlay`: action cards put in play, acting in the unlock phases (rulings-actions-in-play.test.ts). */
export type RulingArea =
  | 'action'
  | 'combat'
  | 'politics'
  | 'phases'
  | 'masters'
  | 'cards'
  | 'imbued'
  | 'turn'
  | 'actionCards'
  | 'mods'
  | 'weapons'
  | 'rounds'
  | 'actionSweep'
  | 'actionsInPlay'
  | 'crypt'
  | 'cryptA';

export interface RulingEntry {
  /** Scenario key in the area's test file. */
  key: string;
  area: RulingArea;
  /** Official card id (VEKN CSV). */
  cid: string;
  card: string;
  /** Ruling ids (vtes-rulings references) and rulebook sections the outcome follows. */
  sources: string[];
  /** The situation and the expected outcome, in our own words. */
  outcome: string;
}
