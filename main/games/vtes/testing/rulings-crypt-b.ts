/**
 * The rulings of the vampires automated in issue 30's stripe b (issue 30 item 4, eleventh session) not encoded yet,
 * with why (spread into rulings-listed.ts).
 */
export const CRYPT_B_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Fatima al-Faqadi: the group rulings of the cards equipping in combat (G00129 and its neighbours: the weapon named as
  // played, end-of-round effects, equipment played in combat); her own ability is one `equipFromHand` before range
  '200459': [
    'ANK 20221021',
    'LSJ 20100130',
    'LSJ 20050913',
    'LSJ 20100725',
    'LSJ 20080815',
    'LSJ 20090115-1',
    'ANK 20201229',
    'ANK 20230824',
  ],
  // Rachel Brandywine: the discards and the redraws are made during the phase, the cards go back as it ends (the way the
  // record works: rules/discard.ts `doneLibrary`); no scenario of the suite names the ruling yet
  '201148': ['RTR 20030519'],
  // Cailean: the first effect setting the range wins (the `setRange` primitive is not possible once the range is set); no
  // scenario of the suite names the ruling yet
  '200232': ['RTR 19970630'],
  // Walker Grimes: his controller's master cards only (families-crypt-master-price.ts measures another Methuselah paying
  // no more); not yet an entry of the suite
  '201462': ['LSJ 20081124-1'],
  // the "as if" vampires (`playsAs`): the group rulings of impersonated requirements (cards not played normally, duration
  // effects of the card played, burn options, contracts, Orun and Aye, Call the Great Beast, a sect change) are not
  // modelled beyond the requirement checked as the card is played
  '200955': [
    'LSJ 20070708',
    'LSJ 20050526',
    'LSJ 20110611',
    'ANK 20180723',
    'LSJ 20050225',
    'LSJ 20010714',
    'LSJ 20050119',
    'LSJ 20101013',
  ],
  // The Dracon: the group rulings of damage added to strikes (a strike doing no damage) and of range set before it is
  // determined; his +1 is read on ranged damage and steal strikes only
  '200385': ['RTR 19960221', 'RTR 19970630'],
  // Casino Reeds: the same group rulings as The Dracon's (damage added to strikes, range)
  '200252': ['RTR 19960221', 'RTR 19970630'],
  // Leandro: the choice is a pick with no pass (the Methuselah must answer one way); only the transfers of the next
  // influence phase are lost, other effects still put blood on uncontrolled vampires; no scenario of the suite names them
  '200826': ['LSJ 20021210-1', 'LSJ 20100527'],
  // Sergio Bueno: a price to block him is asked only of an action he takes (never in torpor); not an entry of the suite
  '201662': ['LSJ 20011022'],
  // Owain Evans: once each unlock phase per card (limit `turn`, kept by the card whoever controls it); his controller is
  // asked after the active Methuselah's own steps (rules/unlock.ts); no scenario of the suite names them yet
  '201087': ['LSJ 20040127', 'LSJ 20100723'],
  // Dragos: a blood burned by a combat card's effect is not its cost (the record changes the price of the card only,
  // core/cost-mods.ts); no scenario of the suite names it yet
  '200386': ['LSJ 20090107'],
  // Gerald Windham: his votes give him no title (a `votes` modifier, the title untouched); no scenario names it yet
  '200508': ['ANK 20190725'],
  '201348': ['LSJ 20050119', 'LSJ 20101013'],
  // Zane: the group ruling of political actions with illegal terms (his action is offered only with a prince to name,
  // `gainTitle` possible); no scenario of the suite names it yet
  '201501': ['LSJ 20100129', 'ANK 20191228'],
  // Blackhorse Tanner: the Black Hand group ruling (a vampire no longer Sabbat is not Black Hand) and "once each turn" as once
  // in each Methuselah's turn (the use is kept in the turn's records, core/redraw.ts, so it is followed); no scenario of
  // the suite names them yet
  '200204': ['LSJ 20070322', 'ANK 20180719-4'],
  // Undele: the cards are chosen as the referendum passes (vocab/prims/ash-to-hand.ts), not named when it is called, so a
  // card removed during polling is not replaced by another copy; the group ruling of political actions with illegal terms
  '201409': ['LSJ 20100917', 'LSJ 20100129'],
  // Little Tailor of Prague: the price of an ally put in play another way (Piper) is changed too (the cost modifier is read
  // wherever an ally's price is paid, core/cost-mods.ts); no scenario of the suite names it yet
  '200844': ['ANK 20210913', 'LSJ 20090116'],
  // Nakhthorheb: a blocker that gains a corruption counter after its block succeeded still blocks him (the block rule is
  // read only as the block is attempted, core/block-rules.ts: followed); no scenario of the suite names it yet
  '201033': ['LSJ 20071021'],
  // Horatio Ballard: a Camarilla vampire only (the ability's Condition says so); no scenario of the suite names it yet
  '200604': ['LSJ 20030202'],
  // Gem Ghastly: the same group rulings of the "as if" vampires as Tatiana's
  '200498': ['LSJ 20050119', 'LSJ 20101013'],
  '201634': ['LSJ 20050119', 'LSJ 20101013'],
  '201621': ['LSJ 20050128', 'ANK 20250410', 'LSJ 20010714', 'ANK 20231221', 'ANK 20230503', 'LSJ 20050119', 'LSJ 20101013'],
  // Angelica, The Canonicus: once each action whatever she needs (limit `action`), the X master cards chosen as one set
  // as the use is chosen and discarded together, then replaced (the discard cost `x`); followed by the record, shown by
  // families-crypt-discard-x.ts, which names no ruling yet
  '200092': ['RBK wording-templates', 'LSJ 19981005'],
  // Calebros, The Martyr: the action his text offers is not read as an action requiring a Camarilla vampire (G00138:
  // offered actions carry no requirement the cards reading them could see)
  '200235': ['LSJ 20080604'],
  // Mariel, Lady Thunder: the damage is applied just after the combat ends (`endCombatHurt` leaves `afterCombat` riders,
  // rules/after-combat.ts), so it is not combat damage, no combat card prevents it, and no new or continued combat runs
  // it (RTR 20020501); usable in torpor too (`who.state: 'readyOrTorpor'`); followed by the record, shown by
  // families-crypt-bystander.ts, which names no ruling yet
  '200929': ['RTR 19970630', 'LSJ 20011022', 'RTR 20020501', 'LSJ 20031123', 'LSJ 20010205', 'ANK 20170111'],
  // General Perfidio Díos: usable again in the same action (no limit on the ability); followed, shown by
  // families-crypt-unlock-block.ts, which names no ruling yet. Known deviation: the unlock and the block are two choices
  // (the block step asks again once he is unlocked), so he may unlock and not block
  '200500': ['LSJ 20030605'],
  // Katherine Stoddard: the Black Hand group ruling (a trait, not a sect: only a Sabbat vampire is Black Hand), as for
  // the other Black Hand vampires of the stripe; no scenario names it yet
  '200764': ['LSJ 20070322'],
  // Conrad Adoula, Nergal: a card of two types costs more as a reaction only when played as one (PIB 20150924-2): the
  // cost modifier is read per card, not per mode played (core/cost-mods.ts has no mode), as for Tupdog and Horrock
  '200288': ['PIB 20150924-2'],
  '201049': ['PIB 20150924-2'],
  // Montecalme: the political-action group ruling (illegal terms: his action is offered only with a location to name, the
  // `burn` possible), as for Zane and Undele; no scenario of the suite names it yet
  '201007': ['LSJ 20100129'],
  // Maila: usable once she is ready during her Methuselah's turn, for the acting minion (a stealth-window use, as often as
  // she pays a card: the wording template of "for the current action"); no scenario names it yet
  '201633': ['RBK wording-templates'],
  // Edward Neally (sixteenth session): his master phase use has no limit, so it is offered again while master phase
  // actions remain, each for one more card of hand size (followed); no scenario of the suite names it yet
  '200402': ['LSJ 20020814'],
};
