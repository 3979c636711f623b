import type { TFunction } from 'i18next';
import type { CardDbStatus, GameId } from '../../../main/cards/types';

const GAME_ORDER: readonly GameId[] = ['vtes', 'vendetta', 'bloodborne', 'nights'];

/**
 * The card lookup's header line (issue 32 item 5): every card the list holds, all games counted,
 * so that the header agrees with the list's count when nothing is searched; V:TES split into crypt
 * and library, the board games by name.
 */
export function statusCountsText(t: TFunction<'lookup'>, status: CardDbStatus): string {
  // written as the list's count is, so that both read the same
  const n = (x: number) => String(x);
  const perGame = GAME_ORDER.map((game) => {
    const kinds = status.counts[game] ?? {};
    return { game, kinds, count: Object.values(kinds).reduce((s, c) => s + c, 0) };
  }).filter((g) => g.count > 0);
  const total = perGame.reduce((s, g) => s + g.count, 0);
  const parts = perGame.map((g) =>
    g.game === 'vtes'
      ? t('status.vtesCounts', { count: g.count, n: n(g.count), crypt: n(g.kinds.crypt ?? 0), library: n(g.kinds.library ?? 0) })
      : t('status.gameCount', { game: t(`games.${g.game}`), n: n(g.count) }),
  );
  return `${t('status.total', { count: total })}: ${parts.join(' · ')}`;
}
