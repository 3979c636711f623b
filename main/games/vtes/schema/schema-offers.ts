/**
 * What a card in play or a minion offers as an action or a strike (issue 27 item 5; vtes-es 6.1 "Tipos
 * de acciones", 6.4.3 "Ataque"; vtes-pl "Rodzaje akcji", "Cios"): the `action` and `strike` parts of an
 * activated ability (schema-prims.ts `AbilitySchema`, windows `action` and `strike`), run by
 * vocab/offers.ts. Pure: zod only.
 */
import { z } from 'zod';
import { SelectorSchema } from './schema-params';

const count = z.number().int();
const rec = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape);

/**
 * An action the ability's minion may take in its controller's minion phase (6.1): `stealth` is the
 * action's own stealth (6.2.1: "as a +1 stealth action"); `target` the card it acts on, one chosen as
 * the action is announced: another Methuselah's card makes it directed at that Methuselah (6.2.1,
 * 6.2.2.1), one of the acting Methuselah's own leaves it undirected. On success (6.2.3) the ability's
 * costs are paid (blood from the acting minion) and its primitives run, role `target` being that card;
 * with `combat` the acting minion then enters combat with the target.
 */
export const OfferedActionSchema = rec({
  stealth: count.optional(),
  target: SelectorSchema.extend({ count: z.literal('one') }).optional(),
  /** The acting minion enters combat with the target (a ready minion) when the action succeeds (6.1, 6.4). */
  combat: z.literal(true).optional(),
  /**
   * The action is a bleed of the acting Methuselah's prey with this bonus (6.1.1: a vampire's own bleed action at
   * +N): a bleed in every rule (its modifiers, its redirection, its success), its costs paid on success.
   */
  bleed: count.min(0).optional(),
  /** No equipment on the acting minion (but the card offering the bleed) increases its bleed amount (Camera Phone). */
  noEquipBleed: z.literal(true).optional(),
  /**
   * The action is directed at another Methuselah, chosen as it is announced (6.2.1: "look at another Methuselah's hand");
   * `prey`: at the acting Methuselah's prey only (Edward Neally).
   */
  methuselah: z.union([z.literal(true), z.literal('prey')]).optional(),
  /**
   * The action is a political action of the acting vampire (6.3: "can call a referendum to ... as a +1 stealth political
   * action"): undirected even with a `target` (chosen as it is announced), one of the vampire's political actions of the
   * turn (6.3.1), with no card's vote (6.3.3); on success its costs are paid and a referendum called, and the ability's
   * primitives run only if it passes (6.3.2; rules/own-referendum.ts).
   */
  political: z.literal(true).optional(),
  /**
   * Only a minion of another Methuselah than the target's controller may take it: always a (D) action (6.2.1; Calebros,
   * The Martyr, whose city title an older Camarilla vampire of another player may take from him by such an action).
   */
  directed: z.literal(true).optional(),
});

/**
 * A strike the ability's minion may choose in the strike step of its combat (6.4.3): a dodge, `dmg` blood
 * stolen or an equipment stolen (6.4.5), or `dmg` damage (`ranged`: usable at long range; `agg`: aggravated; `str`: the minion's strength plus
 * `dmg`, a melee weapon's "strength+1 damage", counted as the strike is chosen like a hand strike).
 * A strike made with a card on the minion is lost if that
 * card is gone before it resolves (6.4.5).
 */
export const OfferedStrikeSchema = z.discriminatedUnion('s', [
  rec({ s: z.literal('dodge') }),
  rec({
    s: z.literal('damage'),
    dmg: count.min(0),
    ranged: z.boolean().optional(),
    agg: z.boolean().optional(),
    str: z.literal(true).optional(),
    /**
     * "A hand or weapon strike at +N" (6.4.3): besides this strike, the minion may make the strike of a weapon it
     * bears (an equipment offering a damage strike, or a gun's ranged strike) with `dmg` more damage.
     */
    weapon: z.literal(true).optional(),
    /**
     * The weapon wears: for each damage this strike inflicts (prevented or not; not the damage a card makes it not
     * inflict, LSJ 20100519) one counter is burned from the card, which burns with none left (rules/strikes.ts).
     */
    wears: z.literal(true).optional(),
  }),
  /** Steal `dmg` blood or life (6.4.5: not damage; `ranged`: usable at long range). */
  rec({ s: z.literal('stealBlood'), dmg: count.min(1), ranged: z.boolean().optional() }),
  /** Steal an equipment of the opposing minion (6.4.5: it moves onto the striker; close range; Lucian). */
  rec({ s: z.literal('stealEquipment') }),
  /** Combat ends (6.4.5: resolved before the other strikes; usable at any range; "can strike: combat ends"). */
  rec({ s: z.literal('combatEnds') }),
]);

export type OfferedAction = z.infer<typeof OfferedActionSchema>;
export type OfferedStrike = z.infer<typeof OfferedStrikeSchema>;
