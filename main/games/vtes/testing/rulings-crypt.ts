/**
 * The rulings of the vampires automated in issue 30's stripe c (issue 30 item 4): the entries of the V:TES
 * rulings suite (rulings.ts) checked by the scenarios of rulings-crypt.test.ts, each outcome in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const CRYPT_RULINGS: readonly RulingEntry[] = [
  {
    key: 'goratrix-steals-life',
    area: 'crypt',
    cid: '200528',
    card: 'Goratrix',
    sources: ['ANK 20190701'],
    outcome: 'his ranged strike against a mortal ally steals 2 of its life, which he gets as blood',
  },
  {
    key: 'lubomira-she-does-not-unlock',
    area: 'crypt',
    cid: '200865',
    card: 'Lubomira Hradok',
    sources: ['PIB 20110915-1'],
    outcome:
      "after her successful bleed of a Methuselah with a ready titled vampire, she stays locked in her next unlock phase; that Methuselah's vampire unlocks as normal",
  },
  {
    key: 'lubomira-black-hand-kept',
    area: 'crypt',
    cid: '200865',
    card: 'Lubomira Hradok',
    sources: ['LSJ 20070322'],
    outcome: 'Black Hand is her trait, not a sect: she keeps it when she becomes anarch',
  },
  {
    key: 'danielle-vote-kept',
    area: 'crypt',
    cid: '200316',
    card: 'Danielle Diron',
    sources: ['LSJ 20010714'],
    outcome: 'her vote is a personal title: she keeps it when she becomes anarch',
  },
  {
    key: 'miriam-discount-on-the-rescue',
    area: 'crypt',
    cid: '200995',
    card: 'Miriam Benyona',
    sources: ['PIB 20110918', 'LSJ 20020304-2'],
    outcome: 'her discount lowers the price of the rescue itself, whoever pays it: the rescued vampire may pay the 1 left alone',
  },
  {
    key: 'aksinya-after-blocks',
    area: 'crypt',
    cid: '200034',
    card: 'Aksinya Daclau',
    sources: ['LSJ 20000507'],
    outcome: 'her redirect is offered once no block is attempted (as reactions are), not while her Methuselah may still block',
  },
  {
    key: 'howler-bears-weapons',
    area: 'crypt',
    cid: '200607',
    card: 'Howler',
    sources: ['LSJ 20100321'],
    outcome: 'she may bear a weapon, but in combat it gives her no strike',
  },
  {
    key: 'jimmy-own-second-copy',
    area: 'crypt',
    cid: '200705',
    card: 'Jimmy Dunn',
    sources: ['RTR 20180303'],
    outcome: 'a Methuselah who controls him may influence out another copy: the one in play burns and the new one stays',
  },
];
