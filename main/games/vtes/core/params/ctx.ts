/**
 * What the shared parameter records (vocab/schema-params.ts) read their roles from: the use's context
 * (the primitives' `PrimCtx` fits it) plus the candidate a Selector is testing (`it`). The blocking
 * minion, and the acting minion and target when the use does not name them, are the action's under
 * way; the opposing minion, when not named, is the other combatant of `minion`'s combat.
 */
import type { SeatId } from '../../../../engine/types';
import type { VtesState } from '../state';
import type { Role } from '../../schema/schema-params';

/** The roles and amounts a use knows. */
export interface ParamCtx {
  /** The Methuselah using the card (whose pool `you` is). */
  seat: SeatId;
  /** The card played or used. */
  source?: string;
  minion?: string;
  actor?: string;
  target?: SeatId;
  targetCard?: string;
  opponent?: string;
  /** The X paid for the card. */
  x?: number;
  /** The candidate a Selector's condition is testing. */
  it?: string;
  /** A trigger's event: its minion was ready as it happened (burned or sent to torpor from the ready region). */
  wasReady?: boolean;
  /** A trigger's event: the Methuselah controlling its minion as it happened (a minion burned keeps no controller). */
  minionCtl?: SeatId;
  /** A trigger's event `vtes.play`: the card its minion played, and the mode played (the Condition `playedDisc`). */
  played?: string;
  playedMode?: number;
}

/** The card a role names in the use, if there is one now. */
export function roleUid(s: VtesState, c: ParamCtx, who: Role): string | undefined {
  switch (who) {
    case 'self':
      return c.source;
    case 'minion':
      return c.minion;
    case 'actor':
      return c.actor ?? s.act?.actor;
    case 'target':
      return c.targetCard ?? s.act?.targetCard;
    case 'opponent': {
      if (c.opponent !== undefined) return c.opponent;
      const k = s.combat;
      if (!k || c.minion === undefined) return undefined;
      return k.a === c.minion ? k.b : k.b === c.minion ? k.a : undefined;
    }
    case 'blocker':
      return s.act?.blocker;
    case 'it':
      return c.it;
    case 'bearer': {
      // the minion the card of the use is on (a piece of equipment, a retainer)
      const x = c.source === undefined ? undefined : s.cards[c.source];
      return x?.zone === 'attached' ? x.host : undefined;
    }
  }
}

/** A card text: a template key of the cards-vtes namespace and its parameters (nested texts allowed). */
export interface ParamRef {
  key: string;
  params: Record<string, string | number | ParamRef>;
}

/** The text naming a role (`role.*`). */
export const roleRef = (who: Role): ParamRef => ({ key: `role.${who}`, params: {} });
