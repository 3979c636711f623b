/**
 * `seekDiscipline { from }`: the user may put a Discipline master card from the zones listed (library, shuffled
 * afterward; hand, replaced; ash heap) on the vampire the card of the use became (Tumnimos, Waters of Duat, Childe of
 * the Revolution: after `becomeVampire`), or none: a pick (core/discipline-card.ts). Possible only while the card of
 * the use is a ready vampire. With `on: 'minion'`, on the minion of the use (an action another vampire's text offers
 * it: Lord Ashton), and with `discs`, only a card of one of those Disciplines.
 */
import { askDisciplineCard } from '../../core/discipline-card';
import { isVampire } from '../../core/state';
import { type PrimDef, type TextRef } from './def';

/** The Disciplines named, "Animalism, Fortitude or Protean" (cards-vtes `cond.or`). */
function discsRef(discs: readonly string[]): TextRef {
  const one = (d: string): TextRef => ({ key: `disc.${d}`, params: {} });
  return discs.slice(0, -1).reduceRight<TextRef>((b, d) => ({ key: 'cond.or', params: { a: one(d), b } }), one(discs[discs.length - 1]));
}

export const seekDisciplinePrim: PrimDef<'seekDiscipline'> = {
  run(s, pr, c) {
    // on the minion of the use (an action another vampire's text offers: Lord Ashton), else on the card of the use
    const on = pr.on === 'minion' ? c.minion : c.source;
    if (on === undefined || !isVampire(s, on)) return;
    askDisciplineCard(s, c.seat, on, pr.from, pr.on === 'minion' ? 'disciplineSought' : 'disciplineOnNew', pr.discs);
  },
  text: (pr) => ({
    key: `prim.seekDiscipline_${[...pr.from].sort().join('_')}${pr.on ? `_${pr.on}` : ''}${pr.discs ? '_of' : ''}`,
    params: pr.discs ? { discs: discsRef(pr.discs) } : ({} as TextRef['params']),
  }),
  // a level and a capacity more for the new vampire, when a card is there
  botValue: () => 1,
};
