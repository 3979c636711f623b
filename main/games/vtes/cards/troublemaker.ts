/**
 * Anarch Troublemaker (master card, unique, in play; vtes-es 4 "Fase de enderezamiento", vtes-pl
 * "Faza odkręcania"). During its controller's unlock phase, the controller may give the card to
 * their prey (it goes to the prey's play zone) to lock up to two of the prey's ready vampires, or to
 * burn one piece of equipment on a ready minion of the prey. Once with the prey, the card is that
 * Methuselah's to use in the same way against their own prey.
 *
 * Rulings: PIB 20121031 (a vampire already locked may be chosen; the unlocked ones are listed first).
 */
import { PICK_OPTIONS, UNLOCK_OPTIONS as ids } from '../../../common/vtes-options';
import { lock, moveTo } from '../core/ops';
import { defOf, type Ev, preyOf, type VtesState } from '../core/state';
import { opt, type Opt } from '../core/decision';
import { cardName, readyMinions, readyVampires } from '../core/queries';
import { cardTargets, setPick } from '../core/steps';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';

const equipmentOn = (s: Parameters<typeof defOf>[0], v: string) =>
  s.cards[v].attached.filter((x) => defOf(s, x).types.includes('Equipment'));

export const troublemaker: CardModule<CardParams['troublemaker']> = {
  unlockCard(s, loc) {
    const o: Opt[] = [];
    const prey = preyOf(s, s.active);
    if (readyVampires(s, prey).some((v) => !s.cards[v].locked))
      o.push(opt(ids.encode('use', { card: loc, ability: 'lock' }), 'troublemakerLock', { card: cardName(s, loc) }, { card: loc }));
    if (readyMinions(s, prey).some((v) => equipmentOn(s, v).length))
      o.push(opt(ids.encode('use', { card: loc, ability: 'equip' }), 'troublemakerEquip', { card: cardName(s, loc) }, { card: loc }));
    return o;
  },
  onPick(s, pick, named, id, ev) {
    if (id === 'stop') return;
    lock(s, named);
    ev.push({ type: 'vtes.lock', params: { uid: named, name: cardName(s, named) } });
    const left = (pick.data.left ?? 1) - 1;
    const prey = s.cards[named].controller;
    // up to two different vampires, locked ones too (PIB 20121031), the unlocked ones first
    const vs = readyVampires(s, prey)
      .filter((v) => v !== named)
      .sort((a, b) => +s.cards[a].locked - +s.cards[b].locked);
    if (left > 0 && vs.length)
      setPick(s, pick.seat, 'lockTarget', [...cardTargets(s, vs), { id: PICK_OPTIONS.encode('stop', {}), label: 'back' }], {
        then: 'card',
        data: { id: 'troublemaker', step: 'lock', left },
      });
  },
  // the card goes to the prey, then locks up to two vampires (`lock`) or burns an equipment (`equip`)
  uses: {
    unlock: {
      lock: (s, o, ev) => give(s, o.card, 'lock', ev),
      equip: (s, o, ev) => give(s, o.card, 'equip', ev),
    },
  },
};

function give(s: VtesState, loc: string, use: 'lock' | 'equip', ev: Ev): void {
  const active = s.active;
  const prey = preyOf(s, active);
  moveTo(s, loc, 'play', prey);
  ev.push({ type: 'vtes.troublemaker', params: { seat: prey } });
  if (use === 'lock') {
    // PIB 20121031: a vampire already locked may be chosen too (the unlocked ones are listed first)
    const vs = readyVampires(s, prey).sort((a, b) => +s.cards[a].locked - +s.cards[b].locked);
    setPick(s, active, 'lockTarget', cardTargets(s, vs), { then: 'card', data: { id: 'troublemaker', step: 'lock', left: 2 } });
  } else {
    const eq = readyMinions(s, prey).flatMap((v) => equipmentOn(s, v));
    setPick(s, active, 'burnTarget', cardTargets(s, eq), { then: 'burnTarget', data: {} });
  }
}
