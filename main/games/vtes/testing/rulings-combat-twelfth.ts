/**
 * The published rulings of the combat cards and equipment made `full` by h-combat in the twelfth session (issue 29 item
 * 3; scenarios in testing/families-combat-weapons.ts, families-equip-bleed.ts...) that no scenario of the rulings suite
 * encodes yet: `COMBAT_TWELFTH_PENDING` (spread into testing/rulings-listed.ts), each line saying in our own words what
 * the engine does.
 */

export const COMBAT_TWELFTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Fast Hands: not offered when the opposing minion bears no weapon (RTR 19980928: the card's `stealWeapon` scenario
  // checks it against a minion bearing a trinket only, not in the rulings suite)
  '100704': ['RTR 19980928'],
  // Weighted Walking Stick: a counter per damage the strike inflicts after a card lowered it (LSJ 20100519: the counters
  // are burned for the strike's damage once `damageLess` is taken off, prevention does not spare them); the whole damage
  // lands with a single counter left (ANK 20201229-2: the card's `wornOut` scenario)
  '102169': ['LSJ 20100519', 'ANK 20201229-2'],
  // Zip Gun: the bearer's damage is environmental (LSJ 19970801: counted with the round's environmental share, not as
  // a strike) and none when the gun is gone before its strike resolves (LSJ 20100310: `bearerDamage` needs the gun still
  // on the striker); its optional maneuver is given each combat whether or not its strike could be used (group LSJ
  // 20021028: pending for every gun, as for .44 Magnum)
  '102208': ['LSJ 19970801', 'LSJ 20100310', 'LSJ 20021028'],
  // Camera Phone (testing/families-equip-bleed.ts): the action given by equipment fizzles when the equipment left the
  // acting minion before resolution (group RTR 19960221: no scenario moves it)
  '100287': ['RTR 19960221'],
  // Kevlar Vest (testing/families-combat-weapons.ts): one use prevents up to 2 of the gun strike's damage waiting in the
  // prevention step; two gun strikes of 1 damage resolved apart (an additional strike) are not prevented by the one use
  // (LSJ 20081210: it should cover both; the use is spent on the first); with less damage waiting it prevents all of it
  // (group RTR 20041202: `preventDamage` takes what is there) and the rest is lost (group ANK 20200318)
  '101040': ['LSJ 20081210', 'RTR 20041202', 'ANK 20200318'],
  // Pack Alpha (testing/families-combat-retainers.ts): the retainer employed from the hand is paid as normal, cost
  // reductions included (RTR 20070707: `employFromHand` pays with `payCost`, which reads the cost modifiers; no scenario
  // reduces it); as for Concealed Weapon (group rulings of a card employed from the hand outside an action): chosen as the
  // primitive runs, not named as the card is played (LSJ 20100130), only from the hand (LSJ 20050913), its requirements
  // checked for the minion only (LSJ 20100725), no employ action done (LSJ 20080815), no action cost reductions (LSJ
  // 20090115-1: none read there), not played by the minion (ANK 20201229: no automated card cancels it)
  // Infernal Pursuit [CEL] (testing/families-replace-draw.ts): the card discarded is any card of the hand (TOM 19950924:
  // the discard-down choice offers the whole hand); cancelled as played, its primitive does not run (LSJ 20021022: no
  // automated card cancels a combat card as it is played); a later card cancelled as it is played is still replaced
  // with the extra card (ANK 20191211: the replacement happens as it is played); a replacement of several cards
  // (Nicomedes) is not automated (ANK 20180925-1: one extra card per replacement made through `playFromHand`)
  // with several copies played, each replacement draws all the extra cards at once, then one discard down (TOM
  // 19950921-2: `playFromHand` draws one per copy recorded, the scenario's second copy's own replacement is drawn apart
  // as its primitive runs); from an empty library as many as there are (group LSJ 20060620: `drawCards` stops there)
  '100980': ['TOM 19950924', 'LSJ 20021022', 'ANK 20191211', 'ANK 20180925-1', 'TOM 19950921-2', 'LSJ 20060620'],
  // Trap (testing/families-auto-press.ts): played by a minion that cannot press, it still presses (LSJ 20040521: its
  // press belongs to no combatant, rules/rounds.ts reads it from the card; no scenario bars the minion's presses)
  // its press comes first in the press step, and no other press to continue is offered while it stands (group ANK
  // 20200525-1: `autoPressStep` runs as the step starts; the press offers read the standing press to continue)
  '102012': ['LSJ 20040521', 'ANK 20200525-1'],
  // Alpha Glint (testing/families-opposing-strikes.ts): the end-of-round step still takes place when it ends the
  // combat (RTR 20001020: `combatEndsEarly` opens it; no scenario plays an end-of-round card after it)
  '100040': ['RTR 20001020'],
  // Earthshock (testing/families-opposing-strikes.ts): the opposing minion may still dodge, its dodge has no effect (group
  // LSJ 20030902-2: the card's `undodgeable` scenario has the opponent dodge and take the damage)
  '100604': ['LSJ 20030902-2'],
  // Changeling Skin Mask (testing/families-carried-sup.ts): its superior Obfuscate is not optional (RTR 19980707: the
  // `supLevel` scenario reads it, the level is always there)
  '100325': ['RTR 19980707'],
  // Drum of Xipe Totec: its Celerity and maneuver are not there while its bearer cannot use equipment (RTR 20010710: the
  // maneuver is not counted then, `statBonus` skips barred equipment; the level still is, `discLevel` reads every card)
  '100591': ['RTR 20010710'],
  // The Sargon Fragment: any copy of the card in the ash heap can be fetched (LSJ 20050228: one option per card name);
  // the action given by equipment fizzles when the equipment left (group RTR 19960221: no scenario moves it)
  '101681': ['LSJ 20050228', 'RTR 19960221'],
  // Hexe (testing/families-unpreventable.ts): a card of several Disciplines requires only the one of the mode played
  // (group LSJ 20011204-3: each mode's conditions name its Discipline)
  '100915': ['LSJ 20011204-3'],
  // Armor of Vitality (testing/families-weapon-break.ts): with less damage waiting it prevents all of it (group RTR
  // 20041202) and the rest is lost (group ANK 20200318, LSJ 20001114: not offered with no damage waiting, the
  // prevention step asks only then)
  '100089': ['RTR 20041202', 'ANK 20200318', 'LSJ 20001114'],
  // Flames of the Netherworld [tha]: the blood it burns is not reduced by cost reductions (group ANK 20210226: it is a
  // primitive, not the card's cost); a deviation: it is offered even to a minion that cannot burn the blood (the same
  // reference, "burn blood for effect (mandatory)": a strike card's primitives are not checked as it is offered, the
  // blood there is burned); a card of several Disciplines requires the mode's only (group LSJ 20011204-3)
  '100741': ['ANK 20210226', 'LSJ 20011204-3'],
  '101342': ['RTR 20070707', 'LSJ 20100130', 'LSJ 20050913', 'LSJ 20100725', 'LSJ 20080815', 'LSJ 20090115-1', 'ANK 20201229'],
};

/** Rulings of those cards the engine does not follow, with the reason (our words). */
export const COMBAT_TWELFTH_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101681': [
    {
      refs: ['LSJ 20010627'],
      reason:
        "not followed: The Sargon Fragment's card is chosen from the ash heap as the action resolves (the ashRecover pick), not named as the action is announced",
    },
  ],
  '100604': [
    {
      refs: ['LSJ 20060509'],
      reason:
        "not followed: Earthshock is not offered at all against a minion with flight (the mode Condition reads the opposing minion), so it cannot aim at that minion's retainer at long range",
    },
  ],
};
