/**
 * Invariants and progress of a V:TES game (design.md §6): counters and cards are conserved, every card
 * is in exactly one place, nothing is left in limbo between steps (vtes-es 1.4 "Contadores" and the
 * bank, 2.2; vtes-pl "Pula", "Bank"); the one-line progress shown in the list of saved games.
 */
import type { I18nRef } from '../../../engine/types';
import { logRef } from './decision';
import { capacityOf, isVampire, SEAT_ZONES, SHARED_ZONES, type VtesState } from './state';

export function invariants(s: VtesState): string[] {
  const bad: string[] = [];
  let counters = s.bank;
  for (const st of s.seats) counters += st.pool;
  for (const c of Object.values(s.cards)) counters += c.blood;
  if (counters !== s.total) bad.push(`counters ${counters} != ${s.total}`);
  const seen = new Map<string, number>();
  const see = (u: string) => seen.set(u, (seen.get(u) ?? 0) + 1);
  for (const st of s.seats) for (const z of SEAT_ZONES) for (const u of st.zones[z]) see(u);
  for (const u of s.limbo) see(u);
  for (const c of Object.values(s.cards)) for (const a of c.attached) see(a);
  if (seen.size !== s.totalCards) bad.push(`cards ${seen.size} != ${s.totalCards}`);
  for (const [u, n] of seen) if (n !== 1) bad.push(`card ${u} in ${n} places`);
  for (const c of Object.values(s.cards)) {
    if (c.blood < 0) bad.push(`negative blood on ${c.uid}`);
    // what is on a card is on a card in play, in the uncontrolled region or in limbo (state.ts clone copies those)
    if (c.zone === 'attached') {
      let h = c;
      for (let k = 0; k < 8 && h.zone === 'attached' && h.host; k++) h = s.cards[h.host];
      if (SHARED_ZONES.has(h.zone) || h.zone === 'attached') bad.push(`card ${c.uid} attached to a card in ${h.zone}`);
    }
    if ((c.zone === 'ready' || c.zone === 'torpor') && isVampire(s, c.uid) && c.blood > capacityOf(s, c.uid))
      bad.push(`over capacity ${c.uid}`);
  }
  for (const [i, st] of s.seats.entries()) if (st.pool < 0) bad.push(`negative pool seat ${i}`);
  if (s.phase !== 'over' && s.limbo.length && !s.act && !s.combat && !s.ref && !s.pick && !s.cancelWin && s.manualSeat === null)
    bad.push(`cards left in limbo: ${s.limbo.join(',')}`);
  return bad;
}

export function progress(s: VtesState): I18nRef {
  if (s.phase === 'over') return logRef('progress.over');
  return logRef('progress.turn', { turn: s.turn, seat: s.active, phase: { key: `log-vtes:phases.${s.phase}` } });
}
