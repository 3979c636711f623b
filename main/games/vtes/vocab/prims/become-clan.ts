/**
 * `becomeClan { clan, trait?, disc? }`: the minion of the use, a vampire in play, becomes a vampire of that clan for as
 * long as it stays in play (core/state.ts `defOf` reads its clan and traits through the card's `becameClan` mark, so
 * every clan Condition, requirement and filter sees the new clan), with the trait besides its own (sterile), and gains
 * one level of the Discipline, as a Discipline master card gives one (vtes-es 1.6.2.2: basic, or superior over the
 * basic). Muricia's unlock phase gift: one Gangrel antitribu of her Methuselah pays a blood and turns into a sterile
 * Ahrimane with one more Spiritus level. Possible only on a vampire not already of that clan.
 */
import { markCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { defOf, isVampire, type VtesState } from '../../core/state';
import { type PrimDef, whoUid } from './def';

const changes = (s: VtesState, u: string | undefined, clan: string): u is string =>
  u !== undefined && !!s.cards[u] && isVampire(s, u) && !defOf(s, u).clan.includes(clan);

export const becomeClanPrim: PrimDef<'becomeClan'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, 'minion');
    if (!changes(s, u, pr.clan)) return;
    const t = s.cards[u];
    const traits = [...(t.becameClan?.traits ?? []), ...(pr.trait ? [pr.trait] : [])];
    markCard(s, u, {
      becameClan: { clan: pr.clan, ...(traits.length ? { traits } : {}) },
      ...(pr.disc ? { discBonus: { ...(t.discBonus ?? {}), [pr.disc]: (t.discBonus?.[pr.disc] ?? 0) + 1 } } : {}),
    });
    ev.push({
      type: 'vtes.becameClan',
      params: { seat: s.cards[u].controller, name: cardName(s, u), clan: pr.clan },
      rule: 'vtes-es:11',
      reveals: true,
    });
  },
  possible: (s, pr, c) => changes(s, c.minion, pr.clan),
  text: (pr) => ({
    key: `prim.becomeClan${pr.trait ? `_${pr.trait}` : ''}${pr.disc ? '_disc' : ''}`,
    params: { clan: pr.clan, ...(pr.disc ? { disc: pr.disc } : {}) },
  }),
  // a Discipline level gained (the clan itself is worth what the deck's cards make of it)
  botValue: (pr) => (pr.disc ? 2 : 0),
};
