/**
 * The option ids of the V:TES minion phase and of the action a minion announces (vtes-es 6, 6.1,
 * 6.2.1; vtes-pl "Faza podwładnych", "Rodzaje akcji", "Deklarowanie akcji"), declared once
 * (main/common/option-codec.ts): minion.ts builds them, announce.ts reads them, bots.ts scores them.
 * Fields are card instance ids unless named otherwise (`mode`: the index of the card's mode;
 * `paid`: blood the rescuer pays; `equipment`: instance ids joined with `+`).
 */
import { optionCodec } from '../../common/option-codec';

export const MINION_OPTIONS = optionCodec({
  // the minion phase decision
  min: ['minion'],
  dreamsHand: ['location'],
  dreamsBlood: ['location'],
  warsawBurn: ['location', 'vampire'],
  barrens: ['location'],
  manual: [],
  done: [],
  // the actions (6.1)
  bleed: ['minion'],
  hunt: ['minion'],
  leave: ['minion'],
  anarch: ['minion'],
  card: ['minion', 'card', 'mode'],
  haven: ['minion', 'target', 'haven'],
  havenBurn: ['minion', 'haven'],
  fa: ['minion', 'target', 'assault'],
  burnAct: ['minion', 'card'],
  takeEquip: ['minion', 'equipment'],
  rescue: ['minion', 'target', 'paid'],
  diab: ['minion', 'target'],
  fight: ['minion', 'target'],
  red: ['minion', 'target'],
} as const);

export type MinionOption = NonNullable<ReturnType<typeof MINION_OPTIONS.decode>>;
