import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../../../main/engine/dto';
import type { GameResult } from '../../../main/engine/types';
import { refText, seatLabel } from './text';

/** Final ranking: places (ties share one), names and points. */
export function GameOver({ result, seats }: { result: GameResult; seats: SeatInfo[] }) {
  const { t } = useTranslation('play');
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
                  {seatLabel(t, seats, s)} <span className="hint">{t('over.points', { count: result.scores[s] ?? 0 })}</span>
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
