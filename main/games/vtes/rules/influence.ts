/**
 * The influence phase (vtes-es 7 "Fase de influencia"; vtes-pl "Faza wpływów"): transfers,
 * moving vampires from the uncontrolled region into play, scarce vampires and the crypt draw.
 */
import type { Decision } from '../../../engine/types';
import { INFLUENCE_OPTIONS as ids } from '../../../common/vtes-options';
import {
  attach,
  burnCard,
  burnPool,
  capOverflow,
  cardToBank,
  cardToPool,
  drawCrypt,
  markCard,
  markSeat,
  moveTo,
  poolToCard,
  setTurn,
  unlock,
} from '../core/ops';
import { defOf, type Ev, isVampire, type VtesState } from '../core/state';
import { convictionOnEntry } from './imbued';
import { dec, opt, type Opt } from '../core/decision';
import { checkTitleContest } from '../core/titles';
import { cardName, hasTrait, ownerLog, readyVampires, sameCard } from '../core/queries';
import { checkCardContest } from '../core/contests';
import { endTurnPhase } from './turn';
import { cardInfluenceOptions, handleCardOption } from '../cards';
import { phaseUseOptions, usePhaseAbility } from '../vocab/abilities';
import { runEnterTriggers } from '../vocab/triggers';
import { defsOf } from '../core/card-tables';
import { defsIndex } from '../core/defs-index';

export function influenceDecision(s: VtesState): Decision | null {
  const active = s.active;
  const t = s.turnFlags.transfers;
  const z = s.seats[active].zones;
  const o: Opt[] = [];
  z.uncontrolled.forEach((v, i) => {
    // a vampire or an imbued (imbued appendix 1: its cost, the life it starts with, counts as capacity)
    const dv = defOf(s, v);
    if (dv.kind !== 'crypt') return;
    const pos = i + 1;
    if (s.cards[v].blood >= (dv.capacity ?? 0)) {
      // vtes-es:11 Escaso: a scarce vampire costs 3 pool per other controlled vampire of its clan; offered only when payable
      const cost = scarceCost(s, v);
      if (!cost) o.push(opt(ids.encode('influence', { vampire: v }), 'influenceIn', { pos }, { uid: v }));
      else if (s.seats[active].pool >= cost)
        o.push(opt(ids.encode('influence', { vampire: v }), 'influenceInScarce', { pos, n: cost }, { uid: v, cost }));
    }
    if (t >= 1 && s.seats[active].pool >= 1) o.push(opt(ids.encode('give', { vampire: v }), 'transferIn', { pos }, { uid: v }));
    if (t >= 2 && s.cards[v].blood >= 1) o.push(opt(ids.encode('take', { vampire: v }), 'transferOut', { pos }, { uid: v }));
  });
  if (t >= 4 && s.seats[active].pool >= 1 && z.crypt.length) o.push(opt(ids.encode('crypt', {}), 'drawCrypt'));
  // options of the card modules in play (Wider View)
  for (const loc of z.play) o.push(...cardInfluenceOptions(s, loc, t));
  // abilities usable "during your influence phase" (vocab/abilities.ts, window `influence`)
  o.push(...phaseUseOptions(s, 'influence', (f) => ids.encode('use', f)));
  // 7 advanced vampires: 4 transfers and 1 pool merge the other version onto a controlled vampire
  if (t >= 4 && s.seats[active].pool >= 1)
    z.uncontrolled.forEach((v, i) => {
      const dv = defsOf(s)[s.cards[v].cid];
      if (dv.kind !== 'crypt') return;
      for (const w of [...z.ready, ...z.torpor]) {
        const dw = defsOf(s)[s.cards[w].cid];
        if (s.cards[w].merged || dw.name !== dv.name || !!dw.advanced === !!dv.advanced) continue;
        o.push(opt(ids.encode('merge', { vampire: v, base: w }), 'merge', { pos: i + 1, name: cardName(s, w) }, { uid: v, target: w }));
      }
    });
  o.push(opt(ids.encode('done', {}), 'endPhase'));
  return dec(active, 'influence', 'influence', o, 'vtes-es:7', { transfers: t });
}

/** vtes-es:11 Escaso / vtes-pl:Cechy (Rzadki): 3 pool per other vampire of the same clan the Methuselah already controls. */
function scarceCost(s: VtesState, v: string): number {
  if (!hasTrait(s, v, 'scarce')) return 0;
  const a = s.cards[v].controller;
  const clans = defOf(s, v).clan;
  const same = [...s.seats[a].zones.ready, ...s.seats[a].zones.torpor].filter(
    (x) => x !== v && !s.cards[x].contested && isVampire(s, x) && defOf(s, x).clan.some((c) => clans.includes(c)),
  );
  return 3 * same.length;
}

/** The log of a transfer (vtes-es:7), named for its Methuselah and by place for the others (ownerLog). */
function transferred(s: VtesState, seat: number, v: string, dir: 'in' | 'out', ev: Ev): void {
  ownerLog(s, seat, v, 'vtes.transfer', { dir }, 'vtes-es:7', ev);
}

export function handleInfluence(s: VtesState, id: string, ev: Ev): void {
  const active = s.active;
  const o = ids.decode(id);
  if (!o) throw new Error(`vtes: influence phase option ${id}`);
  if (handleCardOption('influence', s, o, ev)) return;
  switch (o.kind) {
    case 'done':
      return endTurnPhase(s, ev);
    case 'use':
      return usePhaseAbility(s, 'influence', o.card, Number(o.ability), o.minion, ev);
    case 'give':
      setTurn(s, { transfers: s.turnFlags.transfers - 1 });
      poolToCard(s, active, o.vampire, 1);
      transferred(s, active, o.vampire, 'in', ev);
      return;
    case 'take':
      setTurn(s, { transfers: s.turnFlags.transfers - 2 });
      cardToPool(s, o.vampire, active, 1);
      transferred(s, active, o.vampire, 'out', ev);
      return;
    case 'crypt':
      setTurn(s, { transfers: s.turnFlags.transfers - 4 });
      burnPool(s, active, 1);
      drawCrypt(s, active, ev);
      return;
    case 'merge': {
      const { vampire: v, base: w } = o;
      setTurn(s, { transfers: s.turnFlags.transfers - 4 });
      burnPool(s, active, 1);
      // counters and cards on the incoming card burn; the controlled one keeps its own
      for (const x of [...s.cards[v].attached]) burnCard(s, x, ev, 'vtes-pl:Faza wpływów');
      cardToBank(s, v, s.cards[v].blood);
      attach(s, v, w);
      markCard(s, w, { merged: v });
      capOverflow(s, w);
      ev.push({ type: 'vtes.merged', params: { seat: active, name: cardName(s, w) }, rule: 'vtes-pl:Faza wpływów', reveals: true });
      return;
    }
    case 'influence': {
      const v = o.vampire;
      const d = defOf(s, v);
      const cost = scarceCost(s, v);
      if (cost) {
        burnPool(s, active, cost);
        ev.push({ type: 'vtes.scarcePaid', params: { seat: active, name: d.name, n: cost }, rule: 'vtes-es:11' });
      }
      // 4.1: a second copy of a unique vampire you control burns (no contest with yourself); a non-unique one stays
      const mine = [...readyVampires(s, active), ...s.seats[active].zones.torpor].filter((x) => sameCard(s, s.cards[x].cid, d.id));
      // one that burns the first copy in play instead (Jimmy Dunn): the copy already in play burns, this one enters
      if (hasTrait(s, v, 'burnsFirst')) for (const x of mine) burnCard(s, x, ev, 'vtes-es:4.1');
      else if (!hasTrait(s, v, 'nonUnique') && mine.length) {
        moveTo(s, v, 'ready', active);
        burnCard(s, v, ev, 'vtes-es:4.1');
        return;
      }
      moveTo(s, v, 'ready', active);
      unlock(s, v);
      capOverflow(s, v);
      // kept only where a card asks it (the Condition `influencedLast`: Legendary Vampire)
      if (defsIndex(s).influencedLast) markSeat(s, active, { influenced: [...(s.seats[active].influenced ?? []), v] });
      ev.push({ type: 'vtes.influenced', params: { seat: active, uid: v, cid: d.id, name: d.name }, rule: 'vtes-es:7', reveals: true });
      checkCardContest(s, v, ev);
      checkTitleContest(s, v, ev);
      // imbued appendix 2: an imbued entering play without a conviction may gain one
      convictionOnEntry(s, v);
      // "as this vampire enters play" (vocab/triggers.ts)
      runEnterTriggers(s, v, ev);
      return;
    }
  }
}
