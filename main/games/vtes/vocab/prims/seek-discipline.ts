/**
 * `seekDiscipline { from }`: the user may put a Discipline master card from the zones listed (library, shuffled
 * afterward; hand, replaced; ash heap) on the vampire the card of the use became (Tumnimos, Waters of Duat, Childe of
 * the Revolution: after `becomeVampire`), or none: a pick (core/discipline-card.ts). Possible only while the card of
 * the use is a ready vampire.
 */
import { askDisciplineCard } from '../../core/discipline-card';
import { isVampire } from '../../core/state';
import { type PrimDef } from './def';

export const seekDisciplinePrim: PrimDef<'seekDiscipline'> = {
  run(s, pr, c) {
    if (!isVampire(s, c.source)) return;
    askDisciplineCard(s, c.seat, c.source, pr.from, 'disciplineOnNew');
  },
  text: (pr) => ({ key: `prim.seekDiscipline_${[...pr.from].sort().join('_')}`, params: {} }),
  // a level and a capacity more for the new vampire, when a card is there
  botValue: () => 1,
};
