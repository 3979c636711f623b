/**
 * The compact public board under a phone's question (issue 31 item 4): one line per seat, read
 * only, from the seat's own view (compact.ts); the seat's own line and the seat in turn stand out.
 * The game's progress (turn, phase) is in the status bar above the question.
 */
import { useTranslation } from 'react-i18next';
import type { SeatViewDto } from '../../main/engine/dto';
import { seatLabel } from '../table/kit/text';
import { compactRows } from './compact';

export function CompactBoard({ dto }: { dto: SeatViewDto }) {
  const { t } = useTranslation('lan');
  const rows = compactRows(t, dto);
  if (!rows) return null;
  return (
    <section className="seat-compact" aria-label={t('compact')}>
      <ul>
        {rows.map((r) => (
          <li
            key={r.seat}
            data-seat={r.seat}
            className={
              [r.seat === dto.seat ? 'me' : '', r.active ? 'active' : '', r.out ? 'out' : ''].filter(Boolean).join(' ') || undefined
            }
            aria-current={r.active ? 'step' : undefined}
          >
            <strong>{seatLabel(t, dto.seats, r.seat)}</strong>
            {r.out ? <em>{r.out}</em> : null}
            <span className="seat-compact-values">
              {r.chips.map((c) => (
                <span key={c}>{c}</span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
