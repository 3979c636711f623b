/**
 * Deck statistics (pure): crypt capacity (TWD definitions), disciplines, clans, sects, titles;
 * library by type, discipline and clan requirements, pool and blood cost curves, the share of
 * library cards the crypt can play, and draw odds (hypergeometric).
 */
import type { CardDetail } from '../cards/types';
import type { DeckCardIndex } from './cards';
import { deckCards } from './legality';
import { checkPlayable } from './playable';
import { bySection, costOrder, typeKey } from '../common/card-order';
import { atLeastOne, CRYPT_DRAW, DEFAULT_TURNS, OPENING_HAND } from '../common/deck-odds';
import { capacitySummary, isTrifle } from './traits';
import type { CountStat, DeckContent, DeckStats, DisciplineStat, DrawOdds } from './types';

export { atLeastOne, CRYPT_DRAW, DEFAULT_TURNS, OPENING_HAND };

function odds(uid: string, copies: number, size: number, first: number, turns: number): DrawOdds {
  const byTurn: number[] = [];
  for (let t = 1; t <= turns; t++) byTurn.push(atLeastOne(size, copies, first + t));
  return { uid, copies, opening: atLeastOne(size, copies, first), byTurn };
}

function bump(m: Map<string, number>, key: string, n: number) {
  m.set(key, (m.get(key) ?? 0) + n);
}

function sorted(m: Map<string, number>, order?: (a: string, b: string) => number): CountStat[] {
  return [...m.entries()]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => (order ? order(a.key, b.key) : b.count - a.count || a.key.localeCompare(b.key)));
}

export function deckStats(index: DeckCardIndex, content: DeckContent, turns = DEFAULT_TURNS): DeckStats {
  const { crypt: c0, library: l0 } = deckCards(index, content);
  const crypt = c0.filter(([c]) => c.kind === 'crypt');
  const library = l0.filter(([c]) => c.kind === 'library');

  const cryptCount = crypt.reduce((s, [, n]) => s + n, 0);
  const caps = crypt.flatMap(([c, n]) => new Array<number>(n).fill(c.capacity ?? 0));
  const disc = new Map<string, DisciplineStat>();
  const clans = new Map<string, number>();
  const sects = new Map<string, number>();
  const titles = new Map<string, number>();
  const groups = new Set<string>();
  for (const [c, n] of crypt) {
    for (const d of c.disciplines) {
      const s = disc.get(d.code) ?? { code: d.code, inferior: 0, superior: 0 };
      if (d.level === 2) s.superior += n;
      else s.inferior += n;
      disc.set(d.code, s);
    }
    for (const cl of c.clans) bump(clans, cl, n);
    if (c.sect) bump(sects, c.sect, n);
    if (c.title) bump(titles, c.title, n);
    if (c.group) groups.add(c.group);
  }

  const libCount = library.reduce((s, [, n]) => s + n, 0);
  const byType = new Map<string, number>();
  const ldisc = new Map<string, number>();
  const lclans = new Map<string, number>();
  const pool = new Map<string, number>();
  const blood = new Map<string, number>();
  let trifles = 0;
  let playable = 0;
  const vampires: CardDetail[] = crypt.map(([c]) => c);
  for (const [c, n] of library) {
    bump(byType, typeKey(c) || 'Unknown', n);
    if (isTrifle(c)) trifles += n;
    for (const d of new Set(c.libraryDisciplines.flat())) bump(ldisc, d, n);
    for (const cl of c.clans) bump(lclans, cl, n);
    if (c.poolCost) bump(pool, c.poolCost, n);
    if (c.bloodCost) bump(blood, c.bloodCost, n);
    if (checkPlayable(c, vampires, index.cryptDisciplines).playable) playable += n;
  }

  return {
    crypt: {
      count: cryptCount,
      distinct: crypt.length,
      capacity: capacitySummary(caps),
      groups: [...groups].sort(),
      disciplines: [...disc.values()].sort(
        (a, b) => b.superior + b.inferior - (a.superior + a.inferior) || b.superior - a.superior || a.code.localeCompare(b.code),
      ),
      clans: sorted(clans),
      sects: sorted(sects),
      titles: sorted(titles),
    },
    library: {
      count: libCount,
      distinct: library.length,
      byType: sorted(byType, bySection),
      trifles,
      disciplines: sorted(ldisc),
      clans: sorted(lclans),
      poolCost: sorted(pool, costOrder),
      bloodCost: sorted(blood, costOrder),
      playable,
      playableShare: libCount ? playable / libCount : 1,
    },
    drawOdds: library.map(([c, n]) => odds(c.uid, n, libCount, OPENING_HAND, turns)),
    cryptDrawOdds: crypt.map(([c, n]) => odds(c.uid, n, cryptCount, CRYPT_DRAW, turns)),
  };
}
