import { useTranslation } from 'react-i18next';
import type { SeatViewDto } from '../../../main/engine/dto';
import { refText, seatLabel } from './text';

/** Progress, and who is deciding / who already made a secret choice ("Ana ha elegido"). */
export function WaitingBar({ dto }: { dto: SeatViewDto }) {
  const { t } = useTranslation('play');
  const others = dto.waitingFor.filter((w) => w.seat !== dto.seat);
  return (
    <div className="play-status" role="status">
      <span className="play-progress">{refText(t, dto.progress, dto.seats)}</span>
      {others.map((w) => (
        <span key={w.seat} className={`play-waiting ${w.status}`} data-seat={w.seat}>
          {w.status === 'chosen'
            ? t('status.chosen', { name: seatLabel(t, dto.seats, w.seat) })
            : t('status.deciding', { name: seatLabel(t, dto.seats, w.seat) })}
        </span>
      ))}
    </div>
  );
}
