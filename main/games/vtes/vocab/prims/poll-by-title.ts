/**
 * `pollByTitle { titled, priscus, edge }`: while the referendum of the political action holding it is polled
 * (vtes-es 6.3.3 "Votos y papeletas"; vtes-pl "Uzyskiwanie głosów"), each titled vampire but a priscus casts
 * `titled` votes more (negative: fewer, never below 0), each priscus `priscus` ballots more (-1: none), and the Edge
 * burned for a vote is worth `edge` votes more (Eat the Rich). Nothing runs as it passes: rules/politics.ts reads
 * the record once per polling decision (`pollShiftOf`), from the referendum's own card only.
 */
import { type PrimDef } from './def';

export const pollByTitlePrim: PrimDef<'pollByTitle'> = {
  run: () => undefined,
  text: (pr) => ({
    key: 'prim.pollByTitle',
    params: { votes: Math.abs(pr.titled), ballots: Math.abs(pr.priscus), edge: pr.edge },
  }),
  // the polling changes both ways: the outcome's primitives carry the referendum's worth
  botValue: () => 0,
};
