/**
 * The rulings of the vampires automated in issue 30's stripe a (issue 30 item 4, tenth session): the entries of the
 * V:TES rulings suite (rulings.ts) checked by the scenarios of rulings-crypt-a.test.ts, each outcome in our own words,
 * and the rulings of those vampires not encoded, with the reason (spread into rulings-listed.ts).
 */
import type { RulingEntry } from './ruling-entry';

export const CRYPT_A_RULINGS: readonly RulingEntry[] = [
  {
    key: 'genevieve-one-side',
    area: 'cryptA',
    cid: '200501',
    card: 'Genevieve',
    sources: ['RBK gaining-votes'],
    outcome: 'once her votes are cast for a referendum, her ballot in the prisci bloc can only be cast for it too',
  },
  {
    key: 'frondator-discount-on-the-rescue',
    area: 'cryptA',
    cid: '200485',
    card: 'Frondator',
    sources: ['PIB 20110918', 'LSJ 20020304-2'],
    outcome: 'his discount lowers the price of the rescue itself, whoever pays it: the rescued vampire may pay the 1 left alone',
  },
  {
    key: 'doc-martina-discount-on-the-rescue',
    area: 'cryptA',
    cid: '201670',
    card: 'Doc Martina',
    sources: ['PIB 20110918', 'LSJ 20020304-2'],
    outcome: 'her discount lowers the price of the rescue itself, whoever pays it: the rescued vampire may pay the 1 left alone',
  },
  {
    key: 'olga-black-hand-any-sect',
    area: 'cryptA',
    cid: '201075',
    card: 'Olga Triminov',
    sources: ['LSJ 20070322', 'ANK 20180807'],
    outcome: 'a Black Hand vampire of any sect may take the action to steal her: the trait is read, not the sect',
  },
  {
    key: 'new-blood-no-title',
    area: 'cryptA',
    cid: '201052',
    card: 'New Blood',
    sources: ['ANK 20190117-2'],
    outcome: 'the circle he chooses as he enters play is one of the Blood Brother circles: no title is offered and he gains none',
  },
  {
    key: 'new-blood-empty-crypt',
    area: 'cryptA',
    cid: '201052',
    card: 'New Blood',
    sources: ['LSJ 20060620'],
    outcome: 'with an empty crypt he still joins the circle chosen, and nothing is drawn',
  },
  {
    key: 'maris-twice-locked',
    area: 'cryptA',
    cid: '200935',
    card: 'Maris Streck',
    sources: ['LSJ 20020814', 'ANK 20220705'],
    outcome: 'locked, she burns a blood twice in one action to give the blocking minion +2 intercept',
  },
  ...(['200179', '200424'] as const).map((cid): RulingEntry => ({
    key: `no-carry-${cid}`,
    area: 'cryptA',
    cid,
    card: cid === '200179' ? 'Beast, The Leatherface of Detroit' : 'Enkidu, The Noah',
    sources: ['LSJ 20050315', 'LSJ 20010210'],
    outcome:
      'no equip action is offered to him (nor an employ action when retainers are refused too), no strike card stealing equipment is offered in his combats; an equipment that is also a location is not refused by his text',
  })),
];

/** Rulings of stripe a's full vampires the engine does not follow or does not model, with the reason. */
export const CRYPT_A_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '200534': [
    {
      refs: ['LSJ 20040519'],
      reason:
        'not followed: the prisci bloc asks the ballots of ready prisci only (rules/politics.ts), so Gratiano without his title casts none; his +1 ballot is the stat `ballots` added to a priscus ballot',
    },
  ],
  '201693': [
    {
      refs: ['LSJ 20011022'],
      reason:
        "not followed: her stealth for the other Toreador is an every-minion modifier of a ready vampire's text (core/queries.ts `everyMods` reads the ready region only), so it stops while she is in torpor",
    },
  ],
  '200870': [
    {
      refs: ['LSJ 19980206'],
      reason:
        'not followed: his strike steals the equipment even where a limit would bar him from having it (a second copy of a card one minion may have once); the strike moves it as 6.4.5 says',
    },
  ],
  '200950': [
    {
      refs: ['LSJ 20011022'],
      reason:
        'not followed: her own discard phase trigger is read from ready minions only (vocab/triggers.ts), so she does not unlock in torpor',
    },
  ],
  '201052': [
    {
      refs: ['LSJ 20020609'],
      reason:
        'not modelled: a vampire with no circle has no circle in the engine; no automated card asks whether two vampires share a circle, so a circle of one is never read',
    },
    {
      refs: ['ANK 20211113'],
      reason:
        "not modelled: the pick offers the five printed Blood Brother circles only, not another vampire's circle of one; no automated card reads a circle of one",
    },
  ],
  '200754': [
    {
      refs: ['LSJ 20011022'],
      reason: 'not followed: the window `any` offers the abilities of ready vampires only, so he cannot use it from torpor',
    },
    {
      refs: ['LSJ 20010702'],
      reason:
        'not modelled: his ability is offered only in his own minion phase decision, never during a block attempt, so it cannot lock a minion attempting to block',
    },
  ],
  '201516': [
    {
      refs: ['RTR 19960112'],
      reason:
        'not followed in full: her aggravated hand strikes are offered before range is determined in each round (the window `beforeRange`), not after both strikes are chosen',
    },
  ],
  '200157': [
    {
      refs: ['PIB 20150105-2'],
      reason:
        'not followed: her unlock follows her own successful recruit or employ action only; an ally or retainer she gets by another card (an action of another kind) does not unlock her',
    },
    {
      refs: ['ANK 20180719-4'],
      reason:
        "not modelled: her unlock's once each turn counts the game's turns; it follows her own actions, taken in her Methuselah's turns, so both readings agree",
    },
    {
      refs: ['RTR 19960112'],
      reason:
        'not followed in full: her aggravated hand strikes are offered before range is determined in each round (the window `beforeRange`), not after both strikes are chosen',
    },
  ],
  '200448': [
    {
      refs: ['ANK 20180719-4'],
      reason:
        "not modelled: his trigger's once each turn counts the game's turns; it acts only on his own successful actions, taken in his Methuselah's turns, so both readings agree",
    },
  ],
  '200856': [
    {
      refs: ['LSJ 20011022'],
      reason: 'not followed: the window `any` offers the abilities of ready vampires only, so he cannot use it from torpor',
    },
    {
      refs: ['LSJ 20010702'],
      reason:
        'not modelled: his ability is offered only in his own minion phase decision, never during a block attempt, so it cannot lock a minion attempting to block',
    },
  ],
  '201059': [
    {
      refs: ['LSJ 20011022'],
      reason:
        "not followed: the intercept his text gives is read while he is ready (a ready vampire's every-minion modifier); he cannot act from torpor, so only a block attempt against an action of his could tell, and there is none",
    },
  ],
  '201733': [
    {
      refs: ['LSJ 20011022'],
      reason:
        'not modelled: her trigger follows her own successful political action, which she takes while ready; no political action is taken from torpor',
    },
  ],
  '200049': [
    {
      refs: ['TOM 19960214'],
      reason:
        'not followed in full: her lock or unlock is offered whenever her Methuselah decides in the minion phase (the window `any`), not in the other phases of the turn nor during an action or a referendum',
    },
    {
      refs: ['LSJ 20011022'],
      reason: 'not followed: the window `any` offers the abilities of ready vampires only, so she cannot use it from torpor',
    },
    {
      refs: ['LSJ 20010702'],
      reason:
        'not modelled: her ability is never offered during a block attempt (only in her own minion phase decision), so it cannot lock a minion attempting to block',
    },
  ],
  '200673': [
    {
      refs: ['RTR 19960112'],
      reason:
        'not followed in full: the ability is offered before range is determined in each round (the window `beforeRange`), not after both strikes are chosen; its effect lasts the whole round, so only the moment of the choice differs',
    },
  ],
  '200810': [
    {
      refs: ['RTR 19960112'],
      reason:
        'not followed in full: the ability is offered before range is determined in each round (the window `beforeRange`), not after both strikes are chosen; its effect lasts the whole round, so only the moment of the choice differs',
    },
  ],
  '200871': [
    {
      refs: ['LSJ 20090528-2'],
      reason:
        'not followed: every strike chosen against him costs the extra blood or life (rules/strike-price.ts), one aimed at a card on him (a retainer) too',
    },
    {
      refs: ['LSJ 20090703'],
      reason:
        'not followed in full: the strike is paid as it is chosen, but an ally paying its last life is not burned before the strikes resolve; a minion is offered a strike only when it can pay',
    },
    {
      refs: ['LSJ 20070829-1'],
      reason:
        "not followed in full: the extra blood is paid apart from the strike card's own cost (core/cost-mods.ts), so a reduction of the card's cost does not lower it",
    },
  ],
  '200685': [
    {
      refs: ['RTR 19960112'],
      reason:
        'not followed in full: his aggravated hand strikes are offered before range is determined in each round (the window `beforeRange`), not after both strikes are chosen; its effect lasts the whole round, so only the moment of the choice differs',
    },
  ],
  '200964': [
    {
      refs: ['ANK 20180719-4'],
      reason:
        "not modelled: her trigger's once each turn counts the game's turns; it follows her own successful actions, taken in her Methuselah's turns, so both readings agree",
    },
  ],
  '200853': [
    {
      refs: ['LSJ 20080604'],
      reason:
        'not modelled: the action his text gives is no card, and the Condition `actionClan` reads the clan an action card requires, so no card sees it as an action requiring a Gangrel',
    },
  ],
  '201017': [
    {
      refs: ['TOM 19960604'],
      reason:
        'not modelled: her record stops the blood hunt referendum that follows her diablerie (vtes-es 6.5.6); the political action card of that name is played by hand, so whether it can be called on her is left to the players',
    },
  ],
};

/** Rulings of stripe a's full vampires pending a scenario. */
export const CRYPT_A_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Antonio d'Erlette: the ally's cost is paid through `payCost`, so a card in play lowering it (Powerbase: Tshwane)
  // applies; one that needs an action (Charisma) reads the action under way, none in the influence phase (no scenario yet)
  '200116': ['LSJ 20090920-2'],
  // Gratiano: his votes and ballots go one way (the polling records the way a vampire cast: rules/politics.ts `castBy`; no
  // scenario of a priscus with votes yet)
  '200534': ['RBK gaining-votes'],
  // Hillanvale: her +1 bleed is offered in her bleeds only (its Condition), no scenario of a hunt yet
  '200598': ['ANK 20231124'],
  // Baron Dieudonne: his name is no title (cards requiring a baron are not his: he is a prince), and his unlock after an
  // action that succeeds with no effect
  '200168': ['PIB 20151116', 'ANK 20220218'],
  // Xaviar: his 2 votes are a personal title, kept if his sect changes (the personal titles group ruling)
  '201477': ['LSJ 20010714'],
  // Matthias: the scarce group ruling (no scenario of a scarce vampire's apparent clan yet)
  '200963': ['LSJ 20011015'],
  // Lucian: the equipment stolen is not usable by him before the next round (the combat's `stolen` list; no scenario of his)
  '200870': ['RBK steal-equipment'],
  // Keegan: his unlock after an action that succeeds with no effect (the action card requiring a Gangrel still counts)
  '201659': ['ANK 20220218'],
  // Eze: the once each turn spent when the action already unlocked him (the trigger acts only when he is locked)
  '200448': ['LSJ 20051211'],
  // Lucian, the Perfect: strikes after combat (Catatonic Fear), strikes a card grants (Aid from Bats) and a strike chosen
  // with a maneuver card pay too (every strike chosen pays: rules/strike-price.ts); no scenario of those cards yet
  '200871': ['LSJ 20031118', 'LSJ 20090529', 'LSJ 20090528-2-2'],
  // Ganhuru: his prevention is of non-aggravated damage only, even where aggravated damage is treated as normal (no
  // scenario of such damage yet)
  '200493': ['LSJ 20040812-2'],
  // Maureen, Dark Priestess: her 1 vote is a personal title kept if her sect changes; her pool after an action that
  // succeeds with no effect (the action still requires a Baali or Daimoinon)
  '200964': ['LSJ 20010714', 'ANK 20220218'],
  // Selena: Black Hand is her trait, kept if her sect changes (the Black Hand group ruling; no scenario of her changing sect)
  '201261': ['LSJ 20070322'],
  // Ariadne: her +1 hunt on a hunt action a card gives (the stat is read on every successful hunt; no scenario yet)
  '200131': ['RTR 20030519'],
};
