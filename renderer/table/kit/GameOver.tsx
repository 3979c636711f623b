import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../../../main/engine/dto';
import type { GameResult } from '../../../main/engine/types';
import { refText, seatLabel } from './text';

/**
 * Final ranking: places (ties share one), names and scores in the game's own unit (victory
 * points, influence, games won; plain points where the game has no unit of its own).
 */
export function GameOver({ result, seats, game }: { result: GameResult; seats: SeatInfo[]; game?: string }) {
  const { t } = useTranslation('play');
  const score = (count: number) => String(t(`over.score.${game ?? ''}`, { count, defaultValue: String(t('over.points', { count })) }));
  let place = 1;
  return (
    <section className="play-over" aria-labelledby="play-over-title">
      <h2 id="play-over-title">{t('over.title')}</h2>
      <ol className="play-ranking">
        {result.ranking.map((group) => {
          const p = place;
          place += group.length;
          return (
            <li key={group.join('-')} value={p}>
              {group.length > 1 ? <span className="hint">{t('over.tie')} </span> : null}
              {group.map((s) => (
                <span key={s} className="play-rank-seat">
                  {seatLabel(t, seats, s)} <span className="hint">{score(result.scores[s] ?? 0)}</span>
                </span>
              ))}
            </li>
          );
        })}
      </ol>
      {result.reason ? <p className="hint">{refText(t, result.reason)}</p> : null}
    </section>
  );
}
