/**
 * Published rulings of `full` cards that no scenario of the rulings suite encodes (rulings-coverage.test.ts
 * keeps these lists exact). Keyed by official card id, each ruling named by its first reference id.
 */

import { CARRIED_NOT_FOLLOWED } from './rulings-carried';
import { ROUNDS_NOT_FOLLOWED } from './rulings-rounds';
import { ACTION_SWEEP_NOT_FOLLOWED, ACTION_SWEEP_PENDING } from './rulings-action-sweep';
import { MASTER_BLEED_NOT_FOLLOWED } from './rulings-master-bleed';
import { ASH_SWAP_NOT_FOLLOWED } from './rulings-ash-swap';
import { COMBAT_SWEEP_PENDING } from './rulings-combat-sweep';
import { ROUND_WON_PENDING } from './rulings-round-won';
import { COMBAT_TWELFTH_NOT_FOLLOWED, COMBAT_TWELFTH_PENDING } from './rulings-combat-twelfth';
import {
  COMBAT_THIRTEENTH_NOT_FOLLOWED,
  COMBAT_THIRTEENTH_PENDING,
  FORTITUDE_PROOF_PENDING,
  COMBAT_FLEX_PENDING,
} from './rulings-combat-thirteenth';
import { MODS_SWEEP_NOT_FOLLOWED, MODS_SWEEP_PENDING } from './rulings-mods-sweep';
import { MODS_ELEVENTH_NOT_FOLLOWED, MODS_ELEVENTH_PENDING } from './rulings-mods-eleventh';
import { MODS_TWELFTH_PENDING } from './rulings-mods-twelfth';
import { MODS_THIRTEENTH_PENDING } from './rulings-mods-thirteenth';
import { MODS_LIST_A_NOT_FOLLOWED, MODS_LIST_A_PENDING } from './rulings-mods-list-a';
import { MODS_FOURTEENTH_NOT_FOLLOWED, MODS_FOURTEENTH_PENDING } from './rulings-mods-fourteenth';
import { MODS_FIFTEENTH_NOT_FOLLOWED, MODS_FIFTEENTH_PENDING } from './rulings-mods-fifteenth';
import { ACTIONS_TENTH_NOT_FOLLOWED, ACTIONS_TENTH_PENDING } from './rulings-actions-tenth';
import { ACTIONS_IN_PLAY_NOT_FOLLOWED, ACTIONS_IN_PLAY_PENDING } from './rulings-actions-in-play';
import { ACTIONS_THIRTEENTH_NOT_FOLLOWED, ACTIONS_THIRTEENTH_PENDING } from './rulings-actions-thirteenth';
import { ACTIONS_FOURTEENTH_NOT_FOLLOWED, ACTIONS_FOURTEENTH_PENDING } from './rulings-actions-fourteenth';
import { ACTIONS_FIFTEENTH_NOT_FOLLOWED, ACTIONS_FIFTEENTH_PENDING } from './rulings-actions-fifteenth';
import { MASTER_INPLAY_PENDING } from './rulings-master-inplay';
import { MASTER_HAVEN_PENDING } from './rulings-master-haven';
import { MASTER_SWEEP_ELEVENTH_PENDING } from './rulings-master-sweep-eleventh';
import { MASTER_SWEEP_TWELFTH_PENDING } from './rulings-master-sweep-twelfth';
import { CRYPT_A_NOT_FOLLOWED, CRYPT_A_PENDING } from './rulings-crypt-a';
import { CRYPT_B_PENDING } from './rulings-crypt-b';
import { CRYPT_A14_PENDING } from './rulings-crypt-a14';
import { CRYPT_A15_NOT_FOLLOWED, CRYPT_A15_PENDING } from './rulings-crypt-a15';
import { CRYPT_A16_PENDING } from './rulings-crypt-a16';
import { MASTER_INTERCEPT_NOT_FOLLOWED, MASTER_INTERCEPT_PENDING } from './rulings-master-intercept';
import { MASTER_CHOSEN_NOT_FOLLOWED, MASTER_CHOSEN_PENDING } from './rulings-master-chosen';
import { MASTER_SWEEP_B_NOT_FOLLOWED, MASTER_SWEEP_B_PENDING } from './rulings-master-sweep-b';
import { MASTERS_B_NOT_FOLLOWED, MASTERS_B_PENDING } from './rulings-masters-b';
import { MASTERS_THIRTEENTH_NOT_FOLLOWED, MASTERS_THIRTEENTH_PENDING } from './rulings-masters-thirteenth';
import { MASTERS_FOURTEENTH_A_NOT_FOLLOWED, MASTERS_FOURTEENTH_A_PENDING } from './rulings-masters-fourteenth-a';
import { MASTERS_FIFTEENTH_A_NOT_FOLLOWED, MASTERS_FIFTEENTH_A_PENDING } from './rulings-masters-fifteenth-a';
import { MASTERS_FOURTEENTH_B_NOT_FOLLOWED, MASTERS_FOURTEENTH_B_PENDING } from './rulings-masters-fourteenth-b';
import { MASTERS_FIFTEENTH_B_NOT_FOLLOWED, MASTERS_FIFTEENTH_B_PENDING } from './rulings-masters-fifteenth-b';
import { MASTERS_SIXTEENTH_NOT_FOLLOWED, MASTERS_SIXTEENTH_PENDING } from './rulings-masters-sixteenth';
import { ALLIES_THIRTEENTH_NOT_FOLLOWED, ALLIES_THIRTEENTH_PENDING } from './rulings-allies-thirteenth';
import { IMBUED_REACT_NOT_FOLLOWED } from './rulings-imbued-react';
import { IMBUED_SIXTEENTH_NOT_FOLLOWED } from './rulings-imbued-sixteenth';
import { COMBAT_FOURTEENTH_NOT_FOLLOWED, COMBAT_FOURTEENTH_PENDING } from './rulings-combat-fourteenth';
import { COMBAT_FIFTEENTH_PENDING } from './rulings-combat-fifteenth';
import { COMBAT_SIXTEENTH_PENDING } from './rulings-combat-sixteenth';

/** Group ruling PIB 20150105 / LSJ 19980107 (cards usable while votes are polled). */
const NO_AUTO_PASS =
  'not modelled for this card: the one referendum the engine makes pass automatically (the primitive `refAutoPass`: Día de los Muertos) closes with no polling step, so no polling card is offered in it, and no scenario plays this card around one; a referendum passed by a card played by hand is handled with the manual operations, and the players keep polling cards out of it';

/**
 * Rulings the engine does not follow or does not model, each with the reason (our words; never the
 * ruling's text).
 */
export const RULINGS_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  ...CARRIED_NOT_FOLLOWED,
  ...ROUNDS_NOT_FOLLOWED,
  ...ACTION_SWEEP_NOT_FOLLOWED,
  ...MASTER_BLEED_NOT_FOLLOWED,
  ...ASH_SWAP_NOT_FOLLOWED,
  ...COMBAT_TWELFTH_NOT_FOLLOWED,
  ...COMBAT_THIRTEENTH_NOT_FOLLOWED,
  ...COMBAT_FOURTEENTH_NOT_FOLLOWED,
  ...MODS_SWEEP_NOT_FOLLOWED,
  ...MODS_ELEVENTH_NOT_FOLLOWED,
  ...MODS_LIST_A_NOT_FOLLOWED,
  ...MODS_FOURTEENTH_NOT_FOLLOWED,
  ...MODS_FIFTEENTH_NOT_FOLLOWED,
  ...ACTIONS_TENTH_NOT_FOLLOWED,
  ...ACTIONS_IN_PLAY_NOT_FOLLOWED,
  ...ACTIONS_THIRTEENTH_NOT_FOLLOWED,
  ...ACTIONS_FOURTEENTH_NOT_FOLLOWED,
  ...ACTIONS_FIFTEENTH_NOT_FOLLOWED,
  ...CRYPT_A_NOT_FOLLOWED,
  ...CRYPT_A15_NOT_FOLLOWED,
  ...MASTER_INTERCEPT_NOT_FOLLOWED,
  ...MASTER_CHOSEN_NOT_FOLLOWED,
  ...MASTER_SWEEP_B_NOT_FOLLOWED,
  ...MASTERS_B_NOT_FOLLOWED,
  ...MASTERS_THIRTEENTH_NOT_FOLLOWED,
  ...MASTERS_FOURTEENTH_A_NOT_FOLLOWED,
  ...MASTERS_FIFTEENTH_A_NOT_FOLLOWED,
  ...MASTERS_FOURTEENTH_B_NOT_FOLLOWED,
  ...MASTERS_FIFTEENTH_B_NOT_FOLLOWED,
  ...MASTERS_SIXTEENTH_NOT_FOLLOWED,
  ...ALLIES_THIRTEENTH_NOT_FOLLOWED,
  ...IMBUED_REACT_NOT_FOLLOWED,
  ...IMBUED_SIXTEENTH_NOT_FOLLOWED,

  '102247': [
    {
      refs: ['ANK 20240706'],
      reason:
        'not followed in full: the uncontrolled vampire of [pre] is chosen as the action resolves, not as it is announced, and the card is offered with no vampire there; the minion of [obf] is chosen at resolution, as the ruling says',
    },
    {
      refs: ['ANK 20240706'],
      reason:
        'not followed in full: the uncontrolled vampire of [pre] is chosen as the action resolves, not as it is announced, and the card is offered with no vampire there; the minion of [obf] is chosen at resolution, as the ruling says',
    },
  ],
  '100064': [
    {
      refs: ['ANK 20180813'],
      reason:
        "not modelled: each Methuselah gains, then burns (two events, the gain first, as the ruling reads the card); the card the ruling settles against it, Poison Pill, is played by hand, so how it reads the loss is the players' call",
    },
  ],
  '101591': [
    {
      refs: ['ANK 20180813'],
      reason:
        "not modelled: each Methuselah gains, then burns (two events, the gain first, as the ruling reads the card); the card the ruling settles against it, Poison Pill, is played by hand, so how it reads the loss is the players' call",
    },
  ],
  '200104': [
    {
      refs: ['ANK 20220615'],
      reason:
        'partly followed: its two targets (a location to burn, an equipment to steal) are two offered actions, each taken once each turn by the vampire; taking the other one in the same turn (after an unlock) is not refused',
    },
  ],
  '200632': [
    {
      refs: ['LSJ 20080526'],
      reason:
        'not modelled: influenced out while another Methuselah has her in play (a contest), her search for a power is not offered; the players use it with the manual operations',
    },
  ],
  '100435': [
    {
      refs: ['PIB 20121031'],
      reason:
        'not modelled: its any-time use is offered in the minion phase and in the windows of an action, not in the steps of a combat (damage resolution); the players use it there with the manual operations',
    },
  ],
  '100573': [
    {
      refs: ['RTR 19960112'],
      reason:
        'not modelled: the stealing action is offered only against locations in play; a location carried as equipment by a minion is not offered as its target (the players move it by hand)',
    },
  ],
  '100171': [
    {
      refs: ['LSJ 20090514'],
      reason: 'not modelled: it settles a block attempt on an action that lost its target, which no automated card causes yet',
    },
  ],
  '100628': [
    {
      refs: ['LSJ 20090514'],
      reason: 'not modelled: it settles a block attempt on an action that lost its target, which no automated card causes yet',
    },
  ],
  '100694': [
    {
      refs: ['ANK 20210226'],
      reason:
        'not modelled: it settles how a cost reduction meets blood burned as a cost, and no automated card of this kind has such a reduction yet',
    },
  ],
  '101256': [
    {
      refs: ['PIB 20130711'],
      reason:
        'not followed in full: a redirection to a Methuselah who could not be bled is refused only for the acting and the bled Methuselahs, not for every Methuselah the card could name',
    },
  ],
  '101259': [
    {
      refs: ['PIB 20130711'],
      reason:
        'not followed in full: a redirection to a Methuselah who could not be bled is refused only for the acting and the bled Methuselahs, not for every Methuselah the card could name',
    },
  ],
  '101578': [
    {
      refs: ['PIB 20130711'],
      reason:
        'not followed in full: a redirection to a Methuselah who could not be bled is refused only for the acting and the bled Methuselahs, not for every Methuselah the card could name',
    },
  ],
  '101717': [
    {
      refs: ['LSJ 20090514'],
      reason: 'not modelled: it settles a block attempt on an action that lost its target, which no automated card causes yet',
    },
  ],
  '101873': [
    {
      refs: ['LSJ 20080604'],
      reason:
        'not modelled: the action to enter combat it gives is an action of the Gargoyle carrying it, and no automated card asks whether an action requires a clan',
    },
  ],
  '102219': [
    {
      refs: ['ANK 20210226'],
      reason:
        'not modelled: it settles how a cost reduction meets blood burned as a cost, and no automated card of this kind has such a reduction yet',
    },
  ],
  ...Object.fromEntries(
    ['100069', '100119', '100157', '100519', '101008', '101318', '101387', '102131', '102231'].map((cid) => [
      cid,
      [{ refs: ['PIB 20150105', 'LSJ 19980107'], reason: NO_AUTO_PASS }],
    ]),
  ),
  '101305': [
    {
      refs: ['LSJ 20080619'],
      reason:
        'not followed: the minions that equipped while it was in play unlock at the end of the turn only if it is still in play then (its trigger acts from play)',
    },
  ],
  '101559': [
    {
      refs: ['LSJ 20090514'],
      reason: 'not modelled: it settles a block attempt on an action that lost its target, which no automated card causes yet',
    },
  ],
  '101201': [
    {
      refs: ['ANK 20171212'],
      reason:
        'not modelled as such: the cards ending the action are offered before block resolution, before the acting Methuselah may put a slave in its vampire’s place; once a slave fights instead, they are not offered',
    },
  ],
  '101309': [
    {
      refs: ['LSJ 19991025'],
      reason:
        'not modelled: the window before block resolution is offered for the combat of a block only, not for another combat queued after the first one in the same action, nor for the combat of an action entering combat',
    },
    {
      refs: ['ANK 20171212'],
      reason:
        'followed by its window: the cards ending the action are offered before block resolution, before the acting Methuselah may put a slave in its vampire’s place, so no card is ever played against the slave',
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
  ...Object.fromEntries(
    ['101131', '101209', '101524', '102061', '102106'].map((cid) => [
      cid,
      [
        {
          refs: ['RTR 19960221'],
          reason:
            'not modelled: the damage these cards add goes only to their own hand strike or to a melee weapon strike, and both always deal damage, so no strike without damage ever gets it',
        },
      ],
    ]),
  ),
  '101886': [
    {
      refs: ['RTR 19960221'],
      reason:
        'not modelled: the damage it adds goes to a hand strike or to a weapon strike that deals damage (a weapon offering no damage strike is not offered with it), so no strike without damage ever gets it',
    },
  ],
  '100555': [
    {
      refs: ['LSJ 20100130'],
      reason:
        'not followed: the weapon is chosen as the card resolves, after the card was replaced, not named as the card is played; a weapon just drawn may be chosen',
    },
  ],
  '100392': [
    {
      refs: ['LSJ 20020729'],
      reason: 'not modelled: no automated weapon states a damage bonus under a condition, so the limit reads the weapon’s only damage',
    },
    {
      refs: ['LSJ 20100130'],
      reason:
        'not followed: the weapon is chosen as the card resolves, after the card was replaced, not named as the card is played; a weapon just drawn may be chosen',
    },
  ],
};

/**
 * Rulings not yet encoded by a scenario: the work left of issue 29 item 3 and issue 30 item 4. A card
 * automated from now on brings its rulings' scenarios instead of new lines here.
 */
export const RULINGS_PENDING: Readonly<Record<string, readonly string[]>> = {
  // h-mods, ninth session: the combat of the block (families-block-combat.ts)
  '100571': ['LSJ 19981028', 'LSJ 20020314'],
  '102223': ['LSJ 20010813', 'LSJ 20010814-2'],
  '102265': ['LSJ 20010702'],

  ...ACTION_SWEEP_PENDING,
  ...COMBAT_SWEEP_PENDING,
  ...ROUND_WON_PENDING,
  ...COMBAT_TWELFTH_PENDING,
  ...COMBAT_THIRTEENTH_PENDING,
  ...FORTITUDE_PROOF_PENDING,
  ...COMBAT_FLEX_PENDING,
  ...COMBAT_FOURTEENTH_PENDING,
  ...COMBAT_FIFTEENTH_PENDING,
  ...COMBAT_SIXTEENTH_PENDING,
  ...MODS_SWEEP_PENDING,
  ...MODS_ELEVENTH_PENDING,
  ...MODS_TWELFTH_PENDING,
  ...MODS_THIRTEENTH_PENDING,
  ...MODS_LIST_A_PENDING,
  ...MODS_FOURTEENTH_PENDING,
  ...MODS_FIFTEENTH_PENDING,
  ...ACTIONS_TENTH_PENDING,
  ...ACTIONS_IN_PLAY_PENDING,
  ...ACTIONS_THIRTEENTH_PENDING,
  ...ACTIONS_FOURTEENTH_PENDING,
  ...ACTIONS_FIFTEENTH_PENDING,
  // h-crypt-c, ninth session: Armin Brenner's pool after the referendum's own effects (refPassed triggers run after them)
  '200138': ['LSJ 20090115-2'],
  '200034': ['ANK 20180719-4', 'ANK 20211003', 'LSJ 19980105', 'PIB 20130711'],
  '200548': ['LSJ 20011022'],
  '200679': ['ANK 20231124'],
  '200987': ['ANK 20231124'],
  '201031': ['LSJ 20011015'],
  '201266': ['ANK 20180719-4', 'LSJ 20011015'],
  '201184': ['PIB 20150924-2'],
  '200609': ['LSJ 20080604'],
  '200705': ['LSJ 19990719', 'LSJ 19991110'],
  '201337': ['RTR 20080808'],
  '200992': ['ANK 20231124'],
  '200769': ['LSJ 20080604'],
  ...MASTER_INPLAY_PENDING,
  ...MASTER_HAVEN_PENDING,
  ...MASTER_SWEEP_ELEVENTH_PENDING,
  ...MASTER_SWEEP_TWELFTH_PENDING,
  ...CRYPT_A_PENDING,
  ...CRYPT_B_PENDING,
  ...CRYPT_A14_PENDING,
  ...CRYPT_A15_PENDING,
  ...CRYPT_A16_PENDING,
  ...MASTER_INTERCEPT_PENDING,
  ...MASTER_CHOSEN_PENDING,
  ...MASTER_SWEEP_B_PENDING,
  ...MASTERS_B_PENDING,
  ...MASTERS_THIRTEENTH_PENDING,
  ...MASTERS_FOURTEENTH_A_PENDING,
  ...MASTERS_FIFTEENTH_A_PENDING,
  ...MASTERS_FOURTEENTH_B_PENDING,
  ...MASTERS_FIFTEENTH_B_PENDING,
  ...MASTERS_SIXTEENTH_PENDING,
  ...ALLIES_THIRTEENTH_PENDING,
  '101840': ['ANK 20180623', 'ANK 20181122-2', 'LSJ 20010714-2', 'LSJ 20090514'],
  '102222': ['ANK 20180623', 'ANK 20181122-2', 'LSJ 20010714-2', 'LSJ 20090514'],
  '101001': ['ANK 20200129'],
  '100001': ['LSJ 19980302-2', 'LSJ 20021028'],
  '100029': ['LSJ 20021028'],
  '100052': ['ANK 20220317'],
  '100064': ['ANK 20210309-2', 'LSJ 20000309'],
  '100107': ['LSJ 20021028'],
  '100111': ['ANK 20210226'],
  '100135': ['ANK 20200616', 'RTR 20040501'],
  '100177': ['ANK 20200515'],
  '100171': ['ANK 20180623', 'ANK 20181122-2', 'LSJ 20010714-2'],
  '100279': ['ANK 20210226'],
  '100308': ['RBK reaction-cards'],
  '100323': ['LSJ 20060522', 'RTR 19950509', 'LSJ 20080725'],
  '100366': ['ANK 20220317'],
  '100945': ['RTR 20030519'],
  '100968': ['RTR 20030519', 'LSJ 20050720-2'],
  '100321': ['ANK 20190116', 'LSJ 20070808-1', 'RTR 19941109', 'RTR 19970630', 'RTR 20020501', 'TOM 19960521'],
  '100414': ['LSJ 20000309', 'LSJ 20020819'],
  '100437': ['PIB 20150105'],
  '100515': ['ANK 20200702', 'ANK 20211022'],
  // Anarch Revolt: the pool is burned as the unlock phase's card effects run, not checked at its end
  '100055': ['LSJ 20080106'],
  '100516': ['LSJ 20021028'],
  '100519': ['ANK 20201029-2', 'LSJ 20020201', 'LSJ 20041130', 'LSJ 20050324'],
  // Determine: the cancel group rulings, as for Direct Intervention
  '100534': ['ANK 20200813-2', 'LSJ 20021011', 'LSJ 20030224', 'LSJ 20060106', 'LSJ 20061207', 'LSJ 20080630', 'RTR 20001020'],
  '100545': [
    'ANK 20190104',
    'ANK 20200813-2',
    'LSJ 20030224',
    'LSJ 20060106',
    'LSJ 20061207',
    'LSJ 20080630',
    'RBK cancel-a-card',
    'RTR 20001020',
  ],
  '100563': ['ANK 20200318', 'LSJ 20001114', 'LSJ 20011204-3', 'RTR 20041202'],
  '100570': ['LSJ 20000309'],
  '100588': ['ANK 20180318', 'ANK 20200616', 'LSJ 20100812', 'RBK 2-card-types', 'RTR 20040501'],
  '100597': ['TOM 19960225'],
  '100598': ['LSJ 20030227'],
  '100599': ['ANK 20210226'],
  '100601': ['RTR 20020501'],
  '100628': ['ANK 20180623', 'ANK 20181122-2', 'LSJ 20010714-2'],
  '100687': ['LSJ 20081202'],
  '100694': ['LSJ 20011204-3', 'LSJ 20030227', 'RTR 19950413'],
  '100698': ['LSJ 20010121'],
  '100751': ['RTR 20020501'],
  '100752': ['LSJ 20060620'],
  '100760': ['ANK 20210819', 'ANK 20230319', 'LSJ 20070417', 'LSJ 20091123', 'TOM 19951129'],
  '100771': ['RTR 20020501'],
  '100761': ['ANK 20220218', 'LSJ 19981028', 'LSJ 20070411'],
  '100788': ['ANK 20220218'],
  '100994': ['ANK 20220218', 'LSJ 20070411', 'PIB 20150915'],
  '100834': ['ANK 20200129'],
  '100863': ['LSJ 20010814-2'],
  '100913': ['LSJ 20081120-2'],
  '100959': ['ANK 20200525-2', 'PIB 20120214', 'TOM 19951217'],
  '100995': ['LSJ 20010814-2'],
  '101144': ['RTR 20020501'],
  '101217': ['LSJ 20100216'],
  '101222': ['RTR 20020501'],
  '101223': ['ANK 20220116', 'PIB 20121216'],
  '101256': ['ANK 20211003', 'LSJ 19980105'],
  '101259': ['ANK 20211003', 'LSJ 19980105'],
  '101309': ['LSJ 20060522', 'RTR 19950509', 'LSJ 20080725'],
  '101559': ['ANK 20180623', 'ANK 20181122-2', 'LSJ 20010714-2'],
  '101318': ['ANK 20200129'],
  '101353': ['LSJ 20010606', 'LSJ 20041004', 'LSJ 20100527'],
  '101388': ['ANK 20180719-4', 'ANK 20190113', 'ANK 20210309-3', 'LSJ 20070330', 'LSJ 20070411'],
  '101417': ['ANK 20210309-2'],
  '101475': ['LSJ 20010814-2'],
  '101164': ['ANK 20200203-2'],
  '101491': ['ANK 20200203-2'],
  '101501': ['ANK 20190416'],
  '101507': ['ANK 20180910-1', 'ANK 20191219', 'LSJ 20021113'],
  '101513': ['ANK 20240118-2', 'ANK 20240706'],
  '101595': ['ANK 20191219', 'LSJ 20021113', 'RTR 20020501', 'RTR 20030519'],
  '101550': ['RTR 19941109'],
  '101567': ['LSJ 20000309', 'LSJ 20020819'],
  '101591': ['ANK 20210309-2', 'LSJ 20000309'],
  '101578': ['LSJ 19980105'],
  '101650': ['ANK 20180517'],
  '101682': ['LSJ 20021028'],
  '101706': ['ANK 20180623', 'ANK 20181122-2', 'LSJ 20090514'],
  '101712': ['ANK 20181208', 'ANK 20190425'],
  '101717': ['ANK 20181122-2'],
  '101735': ['RTR 20020501'],
  '101760': ['RTR 19980928'],
  '101798': ['LSJ 20021028', 'TOM 19960225'],
  '101813': ['LSJ 20010814-2', 'LSJ 20011204-3'],
  '101850': ['LSJ 20010813', 'LSJ 20010814-2'],
  '101857': ['LSJ 19980105', 'LSJ 20050607'],
  '101874': ['LSJ 20011204-3', 'LSJ 20021028'],
  '101883': ['LSJ 20011204-3'],
  '101891': ['LSJ 20021028'],
  '101896': ['ANK 20190104', 'LSJ 20030224', 'LSJ 20060106', 'LSJ 20061207', 'LSJ 20080630'],
  // Wash: the cancel group's rulings as for Sudden Reversal, and when a card not replaced until the unlock phase is drawn
  '102151': ['ANK 20190104', 'ANK 20200129', 'LSJ 20030224', 'LSJ 20060106', 'LSJ 20061207', 'LSJ 20080630'],
  // Haqim's Law: Retribution: the bleed group's timing (before resolution) and a bleed taken over by another minion
  '102226': ['ANK 20220502', 'ANK 20231124'],
  '101945': ['LSJ 20021113'],
  '101948': ['TOM 19960303'],
  '101949': ['LSJ 19980105', 'PIB 20130711'],
  '101966': ['ANK 20200123'],
  '101968': ['LSJ 20080107'],
  '101982': ['LSJ 20021028'],
  '101983': ['TOM 19960521'],
  '101995': ['RTR 20020501'],
  '102089': ['TOM 19960521'],
  '102121': ['LSJ 20020620'],
  '102126': ['ANK 20200905'],
  '102131': ['PIB 20150915'],
  '102137': ['ANK 20200129'],
  '102149': ['ANK 20250120', 'LSJ 20090216'],
  '102218': ['LSJ 19980105', 'LSJ 20080603', 'PIB 20130711'],
  '102219': ['LSJ 20011204-3'],
  '102230': ['ANK 20181122-2', 'LSJ 20080603', 'LSJ 20090514'],
  '102234': ['ANK 20180517'],
  '102247': ['ANK 20240118-2'],
  '102270': ['LSJ 20000309', 'LSJ 20020819'],
  '102316': ['ANK 20181208', 'ANK 20190425', 'LSJ 20011204-3'],
  '200011': ['PIB 20150924-2'],
  '200074': ['LSJ 20010714'],
  '200104': ['LSJ 20010714', 'LSJ 20090324'],
  '200029': ['ANK 20180719-4'],
  '200057': ['LSJ 20011015'],
  '200068': ['LSJ 20010714'],
  '200072': ['ANK 20200420-1', 'LSJ 20031123'],
  '200083': ['ANK 20180719-4'],
  '200135': ['ANK 20200629', 'ANK 20250121'],
  '200201': ['RTR 19941109'],
  '200206': ['LSJ 20011015'],
  '200383': ['LSJ 20080526'],
  '200119': ['LSJ 20011015'],
  '200824': ['LSJ 20011015'],
  '200443': ['PIB 20121210', 'LSJ 20011015'],
  // scarce (the group ruling), as for the vampires above: Miriam Benyona (tenth session, h-crypt-b)
  '200995': ['LSJ 20011015'],
  // Howler: a retainer on her using the weapon she bears (no automated retainer uses its employer's weapon)
  '200607': ['LSJ 20040607'],
  // tenth session, h-crypt-b, group rulings as for the vampires above: +1 hunt (Hesha), votes kept (Regina), usable in
  // torpor (Sabine); Kuyén's discount for an ally recruited otherwise than by an action (Piper is played by hand)
  '200594': ['RTR 20030519'],
  '201175': ['LSJ 20010714'],
  '201217': ['LSJ 20011022'],
  '201574': ['ANK 20210913'],
  '200606': ['PIB 20150924-2'],
  '200625': ['PIB 20150820-2'],
  '200675': ['LSJ 20090529'],
  '200759': ['LSJ 20010714'],
  '200773': ['LSJ 20010714'],
  '200775': ['PIB 20150526'],
  '200890': ['ANK 20220808'],
  '200891': ['LSJ 20010714', 'LSJ 20011015'],
  '201006': ['LSJ 20010714'],
  '201045': ['LSJ 20010714'],
  '201153': ['LSJ 20011015'],
  '201170': ['ANK 20220705'],
  '201257': ['ANK 20210913'],
  '201433': ['LSJ 20011015'],
  '201354': ['ANK 20190416'],
  '201393': ['PIB 20150924-2'],
  '201478': ['ANK 20180524'],
  '201576': ['ANK 20220218', 'ANK 20220814'],
  '201613': ['ANK 20220805-2'],
  '201677': ['LSJ 20011022'],
  '201703': ['LSJ 20011022'],
  '201705': ['LSJ 20011022'],
  '201716': ['ANK 20220705', 'LSJ 20011022'],
  '201748': ['LSJ 20011022'],
  '201770': ['LSJ 20011022'],
  '101209': ['TOM 19960521'],
  '102106': ['LSJ 20011204-3', 'LSJ 20030902-2'],
  '100392': ['ANK 20201229', 'LSJ 20050913', 'LSJ 20080815', 'LSJ 20090115-1', 'LSJ 20100725'],
  '100555': ['ANK 20201229', 'ANK 20230824', 'LSJ 19980319', 'LSJ 20050913', 'LSJ 20080815', 'LSJ 20090115-1', 'LSJ 20100725'],
};
