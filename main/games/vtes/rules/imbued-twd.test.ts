/**
 * Issue 30 item 3: a tournament-winning imbued deck of ../shared/data/twd played by the heuristic bot
 * through a whole game (against two vampire decks of the same archive, to the turn limit or the last
 * Methuselah standing) without error: its imbued enter play with life (imbued appendix A.1), take
 * convictions (A.2), play their powers (A.3) and are played by the rules, never as vampires.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getBot } from '../../../engine/bots';
import { RngCursor, seedRng } from '../../../engine/rng';
import type { GameEvent } from '../../../engine/types';
import { importDeck } from '../../../decks/formats';
import { realCards, realIndex } from '../../../testing/real-decks';
import { sharedFile } from '../../../testing/shared-data';
import { vtesModule } from '../module';
import { defsOf } from '../core/card-tables';
import type { VtesState } from '../core/state';

/** A TWD deck as the V:TES set-up takes it (card ids and copies). */
function twdDeck(file: string) {
  const content = importDeck(realIndex(), fs.readFileSync(path.join(sharedFile('twd'), file), 'utf8'), { fileName: file }).content;
  const lists = (counts: Record<string, number>) => Object.entries(counts).map(([uid, count]) => ({ id: uid.slice(5), count }));
  return { crypt: lists(content.crypt), library: lists(content.library) };
}

/** A seeded game of the heuristic bots with these TWD decks, played to its end; every decision has an answer. */
function botGame(files: string[], seed: string): { s: VtesState; events: GameEvent[] } {
  const decks = files.map(twdDeck);
  const wanted = new Set(decks.flatMap((d) => [...d.crypt, ...d.library].map((x) => `vtes:${x.id}`)));
  const m = vtesModule;
  const config = m.parseConfig({
    edition: 'vekn-current',
    decks,
    deckCheck: false,
    maxTurns: 40,
    cards: realCards().filter((c) => wanted.has(c.uid)),
  });
  let s: VtesState = m.setup(config, seed).state;
  const rng = new RngCursor(seedRng(seed));
  const bot = getBot(m, 'heuristic')!;
  const events: GameEvent[] = [];
  for (let step = 0; !s.result; step++) {
    if (step > 80000) throw new Error('no end');
    const d = m.decisions(s)[0];
    expect(d?.options.length, `step ${step}`).toBeGreaterThan(0);
    const r = m.apply(s, d.seat, bot.choose(m.view(s, d.seat), d, rng));
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
}

describe('issue 30 item 3: an imbued TWD deck plays a whole game with the heuristic bot', () => {
  it('TWD 2010fsbny (imbued) against two vampire decks: the game ends without error; imbued come out with life and convictions', () => {
    const decks = ['2010fsbny.txt', '10012.txt', '10049.txt'].map(twdDeck);
    const ids = new Set(decks.flatMap((d) => [...d.crypt, ...d.library].map((x) => `vtes:${x.id}`)));
    const cards = realCards().filter((c) => ids.has(c.uid));
    const m = vtesModule;
    const config = m.parseConfig({ edition: 'vekn-current', decks, deckCheck: false, maxTurns: 40, cards });
    let s: VtesState = m.setup(config, 'imbued-twd').state;
    const rng = new RngCursor(seedRng('imbued-twd'));
    const events: GameEvent[] = [];
    for (let step = 0; !s.result; step++) {
      if (step > 60000) throw new Error('no end');
      const d = m.decisions(s)[0];
      const choice = getBot(m, 'heuristic')!.choose(m.view(s, d.seat), d, rng);
      const r = m.apply(s, d.seat, choice);
      events.push(...r.events);
      s = r.state;
    }
    expect(s.result).not.toBeNull();
    const imbuedIn = events.filter((e) => e.type === 'vtes.influenced' && defsOf(s)[String(e.params?.cid)]?.types.includes('Imbued'));
    expect(imbuedIn.length).toBeGreaterThan(0);
    expect(events.some((e) => e.type === 'vtes.conviction')).toBe(true);
    // the imbued seat plays its powers (A.3: each one an action, the imbued unlocking when it succeeds)
    expect(events.some((e) => e.type === 'vtes.powerUnlock')).toBe(true);
    // never loaded as a vampire: every imbued of the deck is of its own type
    for (const d of Object.values(defsOf(s)))
      if (
        d.kind === 'crypt' &&
        d.clan.some((c) => ['Martyr', 'Judge', 'Visionary', 'Defender', 'Innocent', 'Avenger', 'Redeemer'].includes(c))
      )
        expect(d.types).toEqual(['Imbued']);
  }, 300_000);

  it('TWD 12361 (imbued: Strike with Conviction, Determine, Rejuvenate) against two vampire decks: no decision is left without an answer', () => {
    const decks = ['12361.txt', '10012.txt', '10049.txt'].map(twdDeck);
    const ids = new Set(decks.flatMap((d) => [...d.crypt, ...d.library].map((x) => `vtes:${x.id}`)));
    const cards = realCards().filter((c) => ids.has(c.uid));
    const m = vtesModule;
    const config = m.parseConfig({ edition: 'vekn-current', decks, deckCheck: false, maxTurns: 40, cards });
    let s: VtesState = m.setup(config, 'imbued-twd-2').state;
    const rng = new RngCursor(seedRng('imbued-twd-2'));
    const types = new Set<string>();
    for (let step = 0; !s.result; step++) {
      if (step > 60000) throw new Error('no end');
      const d = m.decisions(s)[0];
      // a decision always has an answer (no stuck step)
      expect(d?.options.length, `step ${step}`).toBeGreaterThan(0);
      const r = m.apply(s, d.seat, getBot(m, 'heuristic')!.choose(m.view(s, d.seat), d, rng));
      for (const e of r.events) types.add(e.type);
      s = r.state;
    }
    expect(s.result).not.toBeNull();
    expect(types.has('vtes.conviction')).toBe(true);
  }, 300_000);

  it('TWD 2k7polishnat (imbued: React with Conviction, The Crusader Sword, Anthelios) at a four-seat table: the imbued enter play, gain convictions and use their powers, and no decision is left without an answer', () => {
    const { s, events } = botGame(['2k7polishnat.txt', '10012.txt', '10049.txt', '12361.txt'], 'imbued-twd-7');
    expect(s.result).not.toBeNull();
    const imbuedIn = events.filter((e) => e.type === 'vtes.influenced' && defsOf(s)[String(e.params?.cid)]?.types.includes('Imbued'));
    expect(imbuedIn.length).toBeGreaterThan(0);
    expect(events.some((e) => e.type === 'vtes.conviction')).toBe(true);
    expect(events.some((e) => e.type === 'vtes.powerUnlock')).toBe(true);
  }, 300_000);
});
