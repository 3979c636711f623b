/**
 * Pieces shared by the generic new-game form and the V:TES set-up panel: the game picker, a
 * seat's name and kind (person or one of the game's bots), the seed field, and the create call
 * that opens the new game (or reports the localized error and leaves everything as it was).
 */
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import type { GameModuleInfo } from '../../../main/engine/dto';
import type { OpInput } from '../../../main/api/contract';
import { playHref } from './nav';

export interface SeatWho {
  name: string;
  /** 'human' or the bot id */
  who: string;
}

export function GamePicker({ modules, value, onChange }: { modules: GameModuleInfo[]; value: string; onChange(game: string): void }) {
  const { t } = useTranslation('play');
  return (
    <label>
      {t('new.game')}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {modules.map((m) => (
          <option key={m.game} value={m.game}>
            {t(`games.${m.game}`, { defaultValue: m.game })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The name and kind inputs of seat `i` (rendered inside the caller's row). */
export function SeatFields({
  i,
  seat,
  bots,
  onChange,
}: {
  i: number;
  seat: SeatWho;
  bots: readonly string[];
  onChange(patch: Partial<SeatWho>): void;
}) {
  const { t } = useTranslation('play');
  return (
    <>
      <label>
        {t('new.seatName', { n: i + 1 })}
        {/* an empty name takes the default one of the language on screen when the game is created */}
        <input
          type="text"
          value={seat.name}
          maxLength={40}
          placeholder={t('new.defaultName', { n: i + 1 })}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </label>
      <label>
        {t('new.seatKind', { n: i + 1 })}
        <select value={seat.who} onChange={(e) => onChange({ who: e.target.value })}>
          <option value="human">{t('seatKind.human')}</option>
          {bots.map((b) => (
            <option key={b} value={b}>
              {t(`bots.${b}`, { defaultValue: b })}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

export function SeedField({ seed, onChange }: { seed: string; onChange(seed: string): void }) {
  const { t } = useTranslation('play');
  return (
    <details>
      <summary>{t('new.advanced')}</summary>
      <label>
        {t('new.seed')}
        <input type="text" value={seed} maxLength={100} onChange={(e) => onChange(e.target.value)} placeholder={t('new.seedPlaceholder')} />
      </label>
    </details>
  );
}

/** The `seats` of `games.create`: an empty name becomes the default one. */
export function seatsForCreate(seats: readonly SeatWho[], defaultName: (n: number) => string) {
  return seats.map((s, i) => {
    const name = s.name.trim() || defaultName(i + 1);
    return s.who === 'human' ? { name, kind: 'human' as const } : { name, kind: 'bot' as const, bot: s.who };
  });
}

/**
 * Creates the game and opens it. The input is built inside `input` so that its own errors (e.g.
 * a saved deck that cannot be resolved) are reported the same way; on error `busy` is released.
 */
export async function createAndOpen(
  input: () => Promise<OpInput<'games.create'>> | OpInput<'games.create'>,
  setBusy: (b: boolean) => void,
  setError: (e: unknown) => void,
): Promise<void> {
  setBusy(true);
  try {
    const { id } = await call('games.create', await input());
    window.location.hash = playHref({ page: 'game', id });
  } catch (err) {
    setError(err);
    setBusy(false);
  }
}
