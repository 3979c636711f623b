/**
 * "I will not respond during this combat / action / turn" (issue 16, fewer curtain passes): shown
 * to the seat on screen while one goes on, in games that offer it (standing-pass.ts).
 * Setting it answers the question on screen with its pass when that covers it; the Play screen
 * then answers the seat's later responses in that action or combat without a curtain.
 */
import { useTranslation } from 'react-i18next';
import type { SeatViewDto } from '../../../main/engine/dto';
import { currentScopes, STANDING_KINDS, type StandingPass } from '../../../main/common/standing-pass';

export interface StandingPassBarProps {
  dto: SeatViewDto;
  /** The seat's setting now (null: none). */
  standing: StandingPass | null;
  busy?: boolean;
  /** More than one human at the screen (with one, nothing is handed over: no bar). */
  hotseat: boolean;
  onSet(value: StandingPass | null): void;
}

export function StandingPassBar({ dto, standing, busy = false, hotseat, onSet }: StandingPassBarProps) {
  const { t } = useTranslation('play');
  if (!hotseat || typeof dto.seat !== 'number') return null;
  const scopes = currentScopes(dto);
  const kinds = STANDING_KINDS.filter((k) => scopes[k] !== undefined);
  if (!kinds.length) return null;
  const held = standing && scopes[standing.kind] === standing.n ? standing : null;
  return (
    <div className="play-standing" role="group" aria-label={t('standing.label')}>
      {held ? (
        <>
          <span className="play-standing-on">{t(`standing.on.${held.kind}`)}</span>
          <button type="button" disabled={busy} onClick={() => onSet(null)}>
            {t('standing.cancel')}
          </button>
        </>
      ) : (
        kinds.map((k) => (
          <button
            key={k}
            type="button"
            disabled={busy}
            data-standing={k}
            title={t(`standing.help.${k}`)}
            onClick={() => onSet({ kind: k, n: scopes[k] as number })}
          >
            {t(`standing.set.${k}`)}
          </button>
        ))
      )}
    </div>
  );
}
