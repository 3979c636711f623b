/**
 * The rulings of the master cards in play swept by the ninth session's masters helper (issue 29), pending a scenario:
 * spread into testing/rulings-listed.ts `RULINGS_PENDING`; the reasons in the comments, in our own words.
 */
export const MASTER_INPLAY_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Ferraille: its pool cost is not paid with the last pool (an ability's pool cost keeps one), so it never ousts its
  // user; "once each turn" is each Methuselah's turn (the per-turn limit is cleared as each turn starts)
  '100722': ['ANK 20180719-4', 'LSJ 20081105'],
  // Fragment of the Book of Nod: used whenever its controller is asked (the window `any`: during actions too), the draw
  // takes what the library holds; no cancel window is opened between a card being played and its cancel
  '100785': ['ANK 20200616', 'LSJ 20060620', 'RTR 20040501'],
};
