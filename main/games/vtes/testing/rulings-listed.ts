/**
 * Published rulings of `full` cards that no scenario of the rulings suite encodes (rulings-coverage.test.ts
 * keeps these lists exact). Keyed by official card id, each ruling named by its first reference id.
 */

/** Group ruling PIB 20150105 / LSJ 19980107 (cards usable while votes are polled). */
const NO_AUTO_PASS =
  'not modelled: no card the engine plays makes a referendum pass automatically (no primitive or rule does), so a polling window always follows; a referendum passed by a card played by hand is handled with the manual operations, and the players keep polling cards out of it';

/**
 * Rulings the engine does not follow or does not model, each with the reason (our words; never the
 * ruling's text).
 */
export const RULINGS_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  ...Object.fromEntries(
    ['100157', '100519', '101008', '101318', '102131', '102231'].map((cid) => [
      cid,
      [{ refs: ['PIB 20150105', 'LSJ 19980107'], reason: NO_AUTO_PASS }],
    ]),
  ),
  '100616': [
    {
      refs: ['RTR 20000501', 'LSJ 20070411-2'],
      reason:
        'not followed: the master phase offers the card while its crypt is empty (the move then does nothing); master cards are not yet checked against their primitives being possible, as action cards are',
    },
  ],
  ...Object.fromEntries(
    ['100680', '101321', '102137'].map((cid) => [
      cid,
      [
        {
          refs: ['ANK 20210819'],
          reason:
            'partly followed: wake effects are offered in the block step and the reaction window of an action, never in combat nor outside an action; there is no window as a card is played, so a wake played then is done with the manual operations',
        },
        {
          refs: ['LSJ 20091123'],
          reason:
            'not followed: after an action resolves the engine offers the acting Methuselah’s modifiers and the after-action abilities only, so a wake (and the reaction it would allow) after resolution is done with the manual operations',
        },
      ],
    ]),
  ),
};

/**
 * Rulings not yet encoded by a scenario: the work left of issue 29 item 3 and issue 30 item 4. A card
 * automated from now on brings its rulings' scenarios instead of new lines here.
 */
export const RULINGS_PENDING: Readonly<Record<string, readonly string[]>> = {
  '100001': ['LSJ 19980302-2', 'LSJ 20021028'],
  '100029': ['LSJ 20021028'],
  '100052': ['ANK 20220317'],
  '100107': ['LSJ 20021028'],
  '100111': ['ANK 20210226'],
  '100135': ['ANK 20200616', 'RTR 20040501'],
  '100279': ['ANK 20210226'],
  '100308': ['RBK reaction-cards'],
  '100515': ['ANK 20200702', 'ANK 20211022'],
  '100516': ['LSJ 20021028'],
  '100519': ['ANK 20201029-2', 'LSJ 20020201', 'LSJ 20041130', 'LSJ 20050324'],
  '100588': ['ANK 20180318', 'ANK 20200616', 'LSJ 20070516', 'LSJ 20100812', 'RBK 2-card-types', 'RTR 20040501'],
  '100597': ['TOM 19960225'],
  '100599': ['ANK 20210226'],
  '100601': ['RTR 20020501'],
  '100687': ['LSJ 20081202'],
  '100698': ['LSJ 20010121'],
  '100788': ['ANK 20220218'],
  '100834': ['ANK 20200129'],
  '100863': ['LSJ 20010814-2'],
  '100913': ['LSJ 20081120-2'],
  '100959': ['ANK 20200525-2', 'PIB 20120214', 'TOM 19951217'],
  '100995': ['LSJ 20010814-2'],
  '101050': ['RTR 20000501'],
  '101144': ['RTR 20020501'],
  '101318': ['ANK 20200129'],
  '101353': ['LSJ 20010606', 'LSJ 20041004', 'LSJ 20100527'],
  '101501': ['ANK 20190416'],
  '101513': ['ANK 20240118-2', 'ANK 20240706'],
  '101550': ['RTR 19941109'],
  '101682': ['LSJ 20021028'],
  '101706': ['ANK 20180623', 'ANK 20181122-2', 'LSJ 20090514'],
  '101712': ['ANK 20181208', 'ANK 20190425'],
  '101798': ['LSJ 20021028', 'TOM 19960225'],
  '101850': ['LSJ 20010813', 'LSJ 20010814-2'],
  '101857': ['LSJ 19980105', 'LSJ 20050607'],
  '101891': ['LSJ 20021028'],
  '101945': ['LSJ 20021113'],
  '101948': ['TOM 19960303'],
  '101949': ['LSJ 19980105', 'PIB 20130711'],
  '101966': ['ANK 20200123'],
  '101968': ['LSJ 20080107'],
  '101982': ['LSJ 20021028'],
  '102126': ['ANK 20200905'],
  '102131': ['PIB 20150915'],
  '102137': ['ANK 20200129'],
  '102149': ['ANK 20250120', 'LSJ 20090216'],
  '102218': ['LSJ 19980105', 'LSJ 20080603', 'PIB 20130711'],
  '102230': ['ANK 20181122-2', 'LSJ 20080603', 'LSJ 20090514'],
  '201045': ['LSJ 20010714'],
  '201576': ['ANK 20220218', 'ANK 20220814'],
  '201613': ['ANK 20220805-2'],
  '201705': ['LSJ 20011022'],
};
