/**
 * `becomeVampire { capacity, clan?, disc? }`: the action card resolving goes to the user's ready region and becomes a
 * vampire with no blood (G00054, "action creating vampire": The Embrace): of capacity n, not unique, of the acting
 * vampire's clan (or the one named) and sect, with the Disciplines named and no text of its own. A ready vampire with
 * no blood must hunt (vtes-es 6), which is its "must hunt this turn". Burned, it is a library card in the ash heap again
 * (LSJ 20020115: `burnCard` clears `Inst.becomes`).
 */
import { markCard, moveTo } from '../../core/ops';
import { cardName } from '../../core/queries';
import { defOf, sectOf } from '../../core/state';
import { type PrimDef, type TextRef } from './def';

export const becomeVampirePrim: PrimDef<'becomeVampire'> = {
  run(s, pr, c, ev) {
    const actor = c.actor ?? c.minion;
    const clan = pr.clan ?? (actor !== undefined ? defOf(s, actor).clan[0] : undefined) ?? 'Caitiff';
    const sect = pr.sect ?? (actor !== undefined ? sectOf(s, actor) : undefined);
    moveTo(s, c.source, 'ready', c.seat);
    markCard(s, c.source, {
      controller: c.seat,
      locked: false,
      becomes: { clan, capacity: pr.capacity, ...(sect ? { sect } : {}), ...(pr.disc ? { disc: pr.disc } : {}) },
    });
    ev.push({ type: 'vtes.becameVampire', params: { seat: c.seat, card: cardName(s, c.source), n: pr.capacity }, rule: 'vtes-es:6' });
  },
  possible: (s, _pr, c) => !!s.cards[c.source],
  text: (pr): TextRef =>
    pr.clan
      ? { key: 'prim.becomeVampire_clan', params: { n: pr.capacity, clan: pr.clan } }
      : pr.sect
        ? { key: 'prim.becomeVampire_sect', params: { n: pr.capacity, sect: { key: `sect.${pr.sect}`, params: {} } } }
        : pr.disc && Object.keys(pr.disc).length
          ? // its Discipline at basic level ("with basic Chimerstry": Tumnimos)
            { key: 'prim.becomeVampire_disc', params: { n: pr.capacity, d: { key: `discGen.${Object.keys(pr.disc)[0]}`, params: {} } } }
          : { key: 'prim.becomeVampire', params: { n: pr.capacity } },
  // a new vampire of the Methuselah's, small and empty: worth about what it may bleed and block over the game
  botValue: (pr) => 2 + pr.capacity,
};
