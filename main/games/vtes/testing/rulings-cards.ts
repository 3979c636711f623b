/**
 * The rulings of library cards automated by play frequency (issue 29 item 3: combat cards, reactions,
 * action modifiers): the entries of the V:TES rulings suite (rulings.ts) checked by the scenarios of
 * rulings-cards.test.ts, each outcome in our own words. Rulings of these cards not followed, and why,
 * are listed in docs/vtes-automation.md ("Rulings").
 */
import type { RulingEntry } from './ruling-entry';

/** Combat cards making the vampire's hand strikes aggravated this round (group ruling G00112), by official id: the mode. */
export const AGG_HAND: Readonly<Record<string, { card: string; mode: number }>> = {
  '100228': { card: 'Body Arsenal', mode: 0 },
  '100237': { card: 'Bone Spur', mode: 0 },
  '100344': { card: 'Chiropteran Marauder', mode: 1 },
  '100356': { card: 'Claws of the Dead', mode: 0 },
  '102190': { card: 'Wolf Claws', mode: 0 },
};

/** Combat cards preventing non-aggravated damage only (group ruling G00033), by official id: the mode. */
export const NON_AGG: Readonly<Record<string, { card: string; mode: number }>> = {
  '101608': { card: 'Resilience', mode: 1 },
  '101817': { card: 'Soak', mode: 0 },
};

/** Prevention cards with nothing to prevent (group ruling G00154), by official id: the mode. */
export const NEEDS_DAMAGE: Readonly<Record<string, { card: string; mode: number }>> = {
  '101649': { card: 'Rolling with the Punches', mode: 0 },
  '101792': { card: 'Skin of Steel', mode: 0 },
  '101905': { card: 'Superior Mettle', mode: 0 },
};

/** Strike cards continuing a blocked action as if unblocked (group rulings G00098, G00099), by official id: the mode. */
export const CONTINUE_UNBLOCKED: Readonly<Record<string, { card: string; mode: number }>> = {
  '100771': { card: 'Form of Mist', mode: 1 },
  '100751': { card: 'Flow Within the Mountain', mode: 2 },
  '101222': { card: 'Mirror Image', mode: 1 },
  '101735': { card: 'Shadow Body', mode: 1 },
  '101995': { card: 'Torrent', mode: 1 },
};

export const CARD_RULINGS: readonly RulingEntry[] = [
  {
    key: 'burning-wrath-all-aggravated',
    area: 'cards',
    cid: '100271',
    card: 'Burning Wrath',
    sources: ['LSJ 20020122', 'vtes-es 6.4.6'],
    outcome:
      'the whole hand strike is aggravated, strength and bonus alike: 2 aggravated damage send the opponent to torpor and burn 1 blood',
  },
  {
    key: 'canine-horde-needs-equipment',
    area: 'cards',
    cid: '100290',
    card: 'Canine Horde',
    sources: ['RTR 19980928'],
    outcome:
      'the superior strike is not offered against a minion with no equipment; against one with a weapon it burns it with first strike',
  },
  {
    key: 'diversion-no-blood',
    area: 'cards',
    cid: '100563',
    card: 'Diversion',
    sources: ['RTR 20010711'],
    outcome: 'the [tha] strike may be used against a vampire with no blood: it steals nothing',
  },
  {
    key: 'meld-unlocks-opponent',
    area: 'cards',
    cid: '101196',
    card: 'Meld with the Land',
    sources: ['RTR 19970630', 'RTR 20020501'],
    outcome: 'the [vic] strike unlocks the opposing minion (locked for blocking) as the combat ends',
  },
  {
    key: 'smoke-maneuver-blocked',
    area: 'cards',
    cid: '101813',
    card: 'Smoke and Mirrors',
    sources: ['LSJ 20010813'],
    outcome: 'the [chi] maneuver is an optional maneuver of the acting Anarch in the combat that follows a successful block',
  },
  {
    key: 'truth-after-resolution',
    area: 'cards',
    cid: '102044',
    card: 'Truth of a Thousand Lies',
    sources: ['ANK 20190425', 'vtes-es 6.2.3'],
    outcome: 'the [SER] unlock is offered only once the successful action has resolved, not while it is under way',
  },
  {
    key: 'redirection-younger',
    area: 'cards',
    cid: '101578',
    card: 'Redirection',
    sources: ['vtes-es 6.2.2.1', 'ANK 20211003'],
    outcome:
      'after a block failed for lack of intercept, [dom] redirects a bleed by a younger vampire to another Methuselah, and is not offered against an older one',
  },
  {
    key: 'forced-block-attempt',
    area: 'cards',
    cid: '101717',
    card: 'Sense the Savage Way',
    sources: ['LSJ 20010714-2', 'ANK 20180623'],
    outcome:
      'the [ANI] unlock is an immediate block attempt; it is not offered when vampires cannot block the action (Daring the Dawn), nor to a vampire of capacity 6',
  },
  {
    key: 'forced-awakening-burn',
    area: 'cards',
    cid: '100760',
    card: 'Forced Awakening',
    sources: ['LSJ 19990421', 'vtes-es 6.2.3'],
    outcome: 'the woken vampire that declines to block burns 1 blood as the action resolves; one that blocks burns none',
  },
  {
    key: 'my-enemys-enemy-target',
    area: 'cards',
    cid: '101259',
    card: "My Enemy's Enemy",
    sources: ['vtes-es 6.2.2.1'],
    outcome:
      "with four Methuselahs the [AUS] bleed goes only to the bled Methuselah's predator's predator; with two left it is not offered",
  },
  {
    key: 'eagles-sight-any-seat',
    area: 'cards',
    cid: '100598',
    card: "Eagle's Sight",
    sources: ['RTR 19950413', 'RTR 20020501', 'vtes-es 6.2.2.1'],
    outcome:
      '[AUS] lets a vampire of a Methuselah who may not block a bleed attempt to block it; it is not offered when vampires cannot block the action (Daring the Dawn)',
  },
  {
    key: 'dodge-replace-after-combat',
    area: 'cards',
    cid: '100567',
    card: 'Dodge',
    sources: ['vtes-es 1.6.1.2'],
    outcome: 'the hand stays one card short while the combat lasts, and is drawn up as soon as the combat ends',
  },
  ...Object.entries(AGG_HAND).map(([cid, a]): RulingEntry => ({
    key: `agg-hand-before-strikes-${cid}`,
    area: 'cards',
    cid,
    card: a.card,
    sources: ['RTR 19960112', 'vtes-es 6.4.6'],
    outcome:
      'played before the strikes of the round resolve, the hand strike of that round is aggravated: the card is offered before strikes are chosen and again once both are chosen, before they resolve',
  })),
  {
    key: 'chiropteran-blood-to-burn',
    area: 'cards',
    cid: '100344',
    card: 'Chiropteran Marauder',
    sources: ['ANK 20210226'],
    outcome:
      'the blood of [VIC] is burned by the effect, not paid as the cost: a vampire without blood is not offered [VIC], one with blood burns it',
  },
  {
    key: 'superior-mettle-blood-to-burn',
    area: 'cards',
    cid: '101905',
    card: 'Superior Mettle',
    sources: ['ANK 20210226', 'vtes-es 6.4.6'],
    outcome:
      'the blood of [FOR] each round is burned by the effect: a vampire left without blood is not offered it in the next round, one with blood burns 1 and the initial strike does no damage',
  },
  {
    key: 'relentless-reaper-blood-to-burn',
    area: 'cards',
    cid: '101595',
    card: 'Relentless Reaper',
    sources: ['ANK 20210226'],
    outcome:
      'the blood of [THN] is burned by the effect: as the combat is about to end a vampire without blood is not offered [THN], one with blood burns it and another round starts',
  },
  {
    key: 'rolling-blood-to-burn',
    area: 'cards',
    cid: '101649',
    card: 'Rolling with the Punches',
    sources: ['ANK 20210226'],
    outcome:
      'the blood of [FOR] is burned by the effect, not paid as the cost: a vampire without blood is offered only [for], one with blood both',
  },
  ...Object.entries(NEEDS_DAMAGE).map(([cid, a]): RulingEntry => ({
    key: `prevention-needs-damage-${cid}`,
    area: 'cards',
    cid,
    card: a.card,
    sources: ['LSJ 20001114', 'vtes-es 6.4.6'],
    outcome: 'it is not offered while no damage of the opposing strike is there to prevent; it is once the strike hits',
  })),
  {
    key: 'apparition-any-time-points-kept',
    area: 'cards',
    cid: '100076',
    card: 'Apparition',
    sources: ['LSJ 20010315', 'RTR 20041202', 'ANK 20200318', 'vtes-es 6.4.6'],
    outcome:
      'played before strikes with no damage yet to prevent; [CHI] prevents a 1-damage strike whole and keeps its other point for an additional strike of the same round',
  },
  {
    key: 'precognition-this-block',
    area: 'cards',
    cid: '101475',
    card: 'Precognition',
    sources: ['LSJ 20010813', 'LSJ 20010819-2', 'vtes-es 6.4.6'],
    outcome: "the [AUS] prevention is the blocker's in the first round of the combat that follows its block, and is gone in the next round",
  },
  ...Object.entries(NON_AGG).map(([cid, a]): RulingEntry => ({
    key: `non-aggravated-only-${cid}`,
    area: 'cards',
    cid,
    card: a.card,
    sources: ['LSJ 20040812-2', 'vtes-es 6.4.6'],
    outcome: 'it prevents nothing of aggravated damage: against an aggravated hand strike the vampire still goes to torpor',
  })),
  ...Object.entries(CONTINUE_UNBLOCKED).map(([cid, a]): RulingEntry => ({
    key: `continue-unblocked-${cid}`,
    area: 'cards',
    cid,
    card: a.card,
    sources: ['ANK 20190116', 'RTR 19941109', 'RTR 19970630', 'vtes-es 6.2.2'],
    outcome:
      'after the strike ends the combat the hunt goes on: the Methuselah who declined to block is not asked again, the blocker cannot block again but another minion of its Methuselah may, and the stealth the action had stays; after the combat of a successful action (Ambush) nothing goes on',
  })),
  ...Object.entries(CONTINUE_UNBLOCKED).map(([cid, a]): RulingEntry => ({
    key: `continue-unblocked-card-${cid}`,
    area: 'cards',
    cid,
    card: a.card,
    sources: ['LSJ 20070808-1', 'vtes-es 6.2.3'],
    outcome:
      'an action card burned as its action was blocked comes back to limbo when the action goes on, and is burned again as the action ends; if it has left the ash heap the action does not go on',
  })),
  {
    key: 'form-of-mist-choice',
    area: 'cards',
    cid: '100771',
    card: 'Form of Mist',
    sources: ['ANK 20210226', 'vtes-es 6.2.2'],
    outcome:
      'after the combat the acting vampire chooses whether to burn 1 blood (burned by the effect, not a cost) to go on; without blood it is not asked and the action ends blocked; the superior strike is played once per action',
  },
  {
    key: 'mirror-walk-ends',
    area: 'cards',
    cid: '101223',
    card: 'Mirror Walk',
    sources: ['ANK 20191204', 'RTR 20180719', 'vtes-es 6.2.3'],
    outcome:
      'with [THA] played, a block ends the bleed at once: the blocker is locked, no combat, nothing more of the action is asked, the bleed does nothing',
  },
  {
    key: 'anesthetic-touch-after-resolution',
    area: 'cards',
    cid: '100066',
    card: 'Anesthetic Touch',
    sources: ['LSJ 20011210-1', 'LSJ 20011210-3', 'vtes-es 6.4.5'],
    outcome:
      'the [obe] strike is a hand strike that resolves with the opposing strike: both deal their damage, healed with blood as normal, and only then does the combat end, with no press step',
  },
  {
    key: 'anesthetic-touch-dodged',
    area: 'cards',
    cid: '100066',
    card: 'Anesthetic Touch',
    sources: ['LSJ 20011210-2', 'vtes-es 6.4.5'],
    outcome: 'the opposing minion dodges the [obe] strike: no damage is dealt, and the combat still ends once the strikes have resolved',
  },
  {
    key: 'breath-of-the-dragon-environmental',
    area: 'cards',
    cid: '100250',
    card: 'Breath of the Dragon',
    sources: ['LSJ 19970801', 'vtes-es 6.4.5'],
    outcome:
      'the damage to the striker at close range is environmental: it is dealt even when the opposing minion dodges the strike, and the striker goes to torpor',
  },
  {
    key: 'psyche-one-queued',
    area: 'cards',
    cid: '101507',
    card: 'Psyche!',
    sources: ['RTR 20020501', 'vtes-es 6.4'],
    outcome:
      'played as the combat is about to end, it queues another combat between the same minions, which starts at round 1 as the first ends; with one queued, another copy is not offered',
  },
  {
    key: 'psyche-after-combat-lost',
    area: 'cards',
    cid: '101507',
    card: 'Psyche!',
    sources: ['LSJ 19980109', 'RTR 20020501'],
    outcome:
      'played after a strike that ends the combat and lets the blocked action go on as if unblocked, the action no longer goes on: it ends blocked after the queued combat',
  },
  {
    key: 'psyche-same-action',
    area: 'cards',
    cid: '101507',
    card: 'Psyche!',
    sources: ['LSJ 20021213'],
    outcome:
      'the queued combat is part of the same action: a strike in it that lets the blocked action go on as if unblocked does so, and the bleed succeeds',
  },
  {
    key: 'psyche-replaced-before',
    area: 'cards',
    cid: '101507',
    card: 'Psyche!',
    sources: ['LSJ 20001122', 'vtes-es 1.6.1.2'],
    outcome: 'a card not replaced until after combat (Dodge) is replaced as the first combat ends, before the queued one starts',
  },
  {
    key: 'burst-of-sunlight-any-range',
    area: 'cards',
    cid: '100273',
    card: 'Burst of Sunlight',
    sources: ['LSJ 19970801', 'ANK 20221212', 'vtes-es 6.4.5'],
    outcome:
      'the damage to the striker is environmental and dealt at any range: at long range, the opposing minion dodging, the striker still goes to torpor',
  },
  {
    key: 'donnybrook-steal-little',
    area: 'cards',
    cid: '100576',
    card: 'Donnybrook',
    sources: ['RTR 20010711'],
    outcome: 'the [ser] strike may be used against a vampire with 1 blood: it steals that 1 blood',
  },
];
