import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { GameModuleInfo } from '../../../main/engine/dto';
import { refText } from '../../table/kit/text';
import { playHref } from './nav';
import { createAndOpen, GamePicker, SeatFields, SeedField, seatsForCreate, type SeatWho } from './form-parts';
import { setupFor } from '../../table/registry';

/**
 * New game, for any registered game: players within the module's range, each seat human or a
 * bot the game offers, and the variant options the module declares (SetupForm).
 */
export function NewGameForm() {
  const { t } = useTranslation('play');
  const [modules, setModules] = useState<GameModuleInfo[] | null>(null);
  const [game, setGame] = useState('');
  const [players, setPlayers] = useState(2);
  const [seats, setSeats] = useState<SeatWho[]>([]);
  const [options, setOptions] = useState<Record<string, boolean | string>>({});
  const [seed, setSeed] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    call('games.modules', {}).then((m) => {
      setModules(m);
      if (m[0]) setGame(m[0].game);
    }, setError);
  }, []);

  const mod = useMemo(() => modules?.find((m) => m.game === game) ?? null, [modules, game]);
  // a game with its own set-up form (renderer/table/registry.tsx) draws it instead of this one
  const Setup = mod ? setupFor(mod.game) : null;

  // a new game resets players and options to the module's defaults
  useEffect(() => {
    if (!mod) return;
    setPlayers((p) => Math.min(mod.maxPlayers, Math.max(mod.minPlayers, p)));
    setOptions(Object.fromEntries(mod.options.map((o) => [o.id, o.default])));
  }, [mod]);

  useEffect(() => {
    setSeats((prev) => Array.from({ length: players }, (_, i) => prev[i] ?? { name: '', who: 'human' }));
  }, [players]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mod) return;
    void createAndOpen(
      () => ({
        game: mod.game,
        seats: seatsForCreate(seats, (n) => t('new.defaultName', { n })),
        options,
        ...(seed.trim() ? { seed: seed.trim() } : {}),
      }),
      setBusy,
      setError,
    );
  };

  return (
    <section className="page play-new">
      <h1>{t('new.title')}</h1>
      <p>
        <a href={playHref({ page: 'list' })}>{t('back')}</a>
      </p>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      {modules && modules.length === 0 ? <p className="hint">{t('new.noGames')}</p> : null}
      {mod && Setup ? <Setup mod={mod} modules={modules!} onGame={setGame} /> : null}
      {mod && !Setup ? (
        <form onSubmit={submit} className="play-new-form">
          <GamePicker modules={modules!} value={game} onChange={setGame} />
          <label>
            {t('new.players', { min: mod.minPlayers, max: mod.maxPlayers })}
            <input
              type="number"
              min={mod.minPlayers}
              max={mod.maxPlayers}
              value={players}
              onChange={(e) => {
                const n = Number(e.target.value);
                if (Number.isInteger(n)) setPlayers(Math.min(mod.maxPlayers, Math.max(mod.minPlayers, n)));
              }}
            />
          </label>
          <fieldset>
            <legend>{t('new.seats')}</legend>
            {seats.map((s, i) => (
              <div key={i} className="play-seat-row">
                <SeatFields
                  i={i}
                  seat={s}
                  bots={mod.bots}
                  onChange={(patch) => setSeats((all) => all.map((x, j) => (j === i ? { ...x, ...patch } : x)))}
                />
              </div>
            ))}
          </fieldset>
          {mod.options.length ? (
            <fieldset>
              <legend>{t('new.options')}</legend>
              {mod.options.map((o) =>
                o.kind === 'boolean' ? (
                  <label key={o.id}>
                    <input
                      type="checkbox"
                      checked={options[o.id] === true}
                      onChange={(e) => setOptions((all) => ({ ...all, [o.id]: e.target.checked }))}
                    />
                    {refText(t, o.label)}
                    {o.help ? <span className="hint"> {refText(t, o.help)}</span> : null}
                  </label>
                ) : (
                  <label key={o.id}>
                    {refText(t, o.label)}
                    <select
                      value={String(options[o.id] ?? o.default)}
                      onChange={(e) => setOptions((all) => ({ ...all, [o.id]: e.target.value }))}
                    >
                      {(o.choices ?? []).map((c) => (
                        <option key={c.id} value={c.id}>
                          {refText(t, c.label)}
                        </option>
                      ))}
                    </select>
                  </label>
                ),
              )}
            </fieldset>
          ) : null}
          <SeedField seed={seed} onChange={setSeed} />
          <button type="submit" className="primary" disabled={busy}>
            {t('new.start')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
