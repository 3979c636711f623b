import { useTranslation } from 'react-i18next';
import type { SeatViewDto } from '../../../main/engine/dto';
import type { SeatId } from '../../../main/engine/types';
import { refText, seatLabel } from './text';

/**
 * The bar above every table (issue 34 §4), kept in view while the page scrolls: the progress,
 * whose turn it is and who answers now, apart ("Turno de Ana · Responde Bartek"), and who
 * already made a secret choice ("Ana ha elegido"), and which bot is thinking (a search bot
 * working in its thread, issue 33). `turn` is the seat whose turn it is, when the
 * game has one at this moment (the registry's `turnOf`); who answers comes from `waitingFor`.
 */
export function WaitingBar({ dto, turn = null }: { dto: SeatViewDto; turn?: SeatId | null }) {
  const { t, i18n } = useTranslation('play');
  const name = (seat: SeatId) => seatLabel(t, dto.seats, seat);
  const deciding = dto.waitingFor.filter((w) => w.status === 'deciding').map((w) => w.seat);
  const chosen = dto.waitingFor.filter((w) => w.status === 'chosen' && w.seat !== dto.seat);
  const thinking = dto.waitingFor.filter((w) => w.status === 'thinking');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <div className="play-status" role="status">
      <span className="play-progress">{refText(t, dto.progress, dto.seats)}</span>
      {turn !== null && !dto.result ? (
        <span className="play-turn" data-seat={turn}>
          {t('status.turn', { name: name(turn) })}
        </span>
      ) : null}
      {deciding.length ? (
        <span className="play-answers" data-seats={deciding.join(' ')}>
          {t('status.answers', { count: deciding.length, names: list.format(deciding.map(name)) })}
        </span>
      ) : null}
      {thinking.map((w) => (
        <span key={w.seat} className="play-waiting thinking" data-seat={w.seat}>
          {t('status.thinking', { name: name(w.seat) })}
        </span>
      ))}
      {chosen.map((w) => (
        <span key={w.seat} className="play-waiting chosen" data-seat={w.seat}>
          {t('status.chosen', { name: name(w.seat) })}
        </span>
      ))}
    </div>
  );
}
