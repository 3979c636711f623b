/**
 * The rulings of the fourteenth session's masters helper, stripe b (issue 29, h-masters-b): one registry of its
 * entries (spread into testing/rulings-masters.ts) and of the rulings pending or not followed (spread into
 * testing/rulings-listed.ts), each family's in its own file.
 */
import type { RulingEntry } from './ruling-entry';
import { LIFE_BOON_NOT_FOLLOWED, LIFE_BOON_PENDING, LIFE_BOON_RULINGS } from './rulings-life-boon';

export const MASTERS_FOURTEENTH_B_RULINGS: readonly RulingEntry[] = [...LIFE_BOON_RULINGS];

export const MASTERS_FOURTEENTH_B_PENDING: Readonly<Record<string, readonly string[]>> = {
  ...LIFE_BOON_PENDING,
  // The Rumor Mill: its lock is offered as a blocker attempts to block, in the blocking Methuselah's own impulse; no
  // scenario of the impulse order with a reaction of another Methuselah yet (as London Evening Star)
  '101662': ['ANK 20200607'],
  // Blessings of the Loa: its burn option is that of any card (offered while its controller has no Samedi, whether a
  // copy is in play or not), as Sight Beyond Sight's scenario shows; none for this card yet
  '100186': ['LSJ 20100203-2'],
};

export const MASTERS_FOURTEENTH_B_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  ...LIFE_BOON_NOT_FOLLOWED,
};
