/**
 * The rulings of React with Conviction (issue 30 items 2-3; the record `cancelInPlay`) the engine does not model,
 * with why (spread into rulings-listed.ts). LSJ 20060425 is encoded (rulings-imbued.ts).
 */
export const IMBUED_REACT_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101557': [
    {
      refs: ['LSJ 20070222-1'],
      reason:
        'not modelled: no corruption action plays by its data yet, so a cancelled corruption action has no counters to keep; the card is cancelled before it has any effect, as every cancelled card is',
    },
    {
      refs: ['LSJ 20011023'],
      reason:
        'not modelled: an action card aimed at the imbued is cancelled as its target is named, once its player has drawn to replace it as it was played; the engine keeps no "do not replace" clause of a cancelled card to lift',
    },
    {
      refs: ['ANK 20200813-2'],
      reason:
        'followed as far as the actions name the imbued as their target: every action card counts as an action (recruiting, employing, political), but those naming no target minion are not aimed at the imbued, so they are not offered to cancel',
    },
  ],
};
