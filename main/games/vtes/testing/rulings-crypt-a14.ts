/**
 * The rulings of the vampires automated in issue 30's stripe a in the fourteenth session (h-crypt-a) not encoded by a
 * scenario of the rulings suite yet, with what the engine does (spread into rulings-listed.ts as pending).
 */
export const CRYPT_A14_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Asguresh (`cancelOwn`, rules/cancel-own.ts): a strike card cancelled leaves its minion to choose again (the strike
  // step asks again: its family measures it), a "do not replace until" clause goes with the card, a cancelled limited
  // card spends no limit, only cards played from the hand open the window; the scarce group ruling as for the others
  '200145': ['LSJ 20100206', 'LSJ 20011023', 'LSJ 20100206', 'RTR 20001020', 'LSJ 20011015'],
  // Carlotta Giovanni (`ashSwap { req: 'any' }`): both cards are picked as the action resolves, not named as announced
  '200245': ['LSJ 20000222'],
  // Guillaume Giovanni: the Selector `location` counts the master cards its controller has in play
  '200545': ['LSJ 20080107'],
  // Jalan-Aajav: the Black Hand group ruling, read from the trait as for the other Black Hand vampires
  '200667': ['LSJ 20070322'],
  // Karsh: his fight at a locked target that unlocked before resolution gives no combat (the offered action's rule)
  '200757': ['ANK 20210124'],
  // Merrill Molitor: his ability is used in the prevention step, where the damage waiting on him is known
  '200979': ['LSJ 20030213', 'LSJ 20100527'],
  // Nergal (`costMod` `once: 'turn'`, core/cost-mods.ts `costOnces`): the reduction is spent by the first price it
  // changes, as that price is paid (an action card's as it resolves), and not by a card cancelled with no cost paid;
  // "once each turn" is each Methuselah's turn (the turn list is cleared each turn)
  '201048': ['LSJ 20091021-2', 'LSJ 20091021-2', 'LSJ 20091021-2', 'LSJ 20091021-2', 'ANK 20180719-4'],
  // Watenda (`cancelOwn` with `paid: 'played'`): the blood burned is what the card's player paid, modifiers counted, pool
  // as blood; only in his own combat (`opposing`); usable from the ready region only (not as he goes to torpor); the
  // cancel group rulings as the window follows them for cards
  '201464': [
    'LSJ 20091124',
    'LSJ 20071015-2',
    'LSJ 20021007',
    'ANK 20221021',
    'LSJ 20061207',
    'LSJ 20080630',
    'ANK 20190104',
    'LSJ 20030224',
    'LSJ 20060106',
  ],
  // Scout Youngwood: her reaction cards' price is read per card (core/cost-mods.ts has no mode: a card with a reaction mode
  // and another costs her more whichever mode is played); her 2 votes of a titled Independent are read from her printed
  // title (no automated card changes her sect, so whether she keeps them then is not played)
  '201253': ['PIB 20150924-2', 'LSJ 20010714'],
  // Diana Iadanza (`cancelOwn` with `calling`): the cancel group rulings, as the window follows them for cards
  '201694': ['LSJ 20061207', 'LSJ 20080630', 'ANK 20190104', 'LSJ 20030224', 'LSJ 20060106'],
  // Xeper: his votes per unique infernal vampire are a `mod` of votes added to whatever a title gives (rules/politics.ts
  // sums them); no scenario of the suite gives him a title yet
  '201480': ['LSJ 20100601'],
};
