/**
 * The rulings of library cards automated by play frequency (issue 29 item 3: combat cards, reactions,
 * action modifiers): the entries of the V:TES rulings suite (rulings.ts) checked by the scenarios of
 * rulings-cards.test.ts, each outcome in our own words. Rulings of these cards not followed, and why,
 * are listed in docs/vtes-automation.md ("Rulings").
 */
import type { RulingEntry } from './ruling-entry';

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
];
