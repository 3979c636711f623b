import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { GameModuleInfo } from '../../../main/engine/dto';
import { refText } from '../../table/common/text';
import { playHref } from './nav';
import { VtesSetup } from './vtes/VtesSetup';

interface SeatDraft {
  name: string;
  /** 'human' or the bot id */
  who: string;
}

/**
 * New game, for any registered game: players within the module's range, each seat human or a
 * bot the game offers, and the variant options the module declares (SetupForm).
 */
export function NewGameForm() {
  const { t } = useTranslation('play');
  const [modules, setModules] = useState<GameModuleInfo[] | null>(null);
  const [game, setGame] = useState('');
  const [players, setPlayers] = useState(2);
  const [seats, setSeats] = useState<SeatDraft[]>([]);
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

  // a new game resets players and options to the module's defaults
  useEffect(() => {
    if (!mod) return;
    setPlayers((p) => Math.min(mod.maxPlayers, Math.max(mod.minPlayers, p)));
    setOptions(Object.fromEntries(mod.options.map((o) => [o.id, o.default])));
  }, [mod]);

  useEffect(() => {
    setSeats((prev) =>
      Array.from({ length: players }, (_, i) => prev[i] ?? { name: t('new.defaultName', { n: i + 1 }), who: 'human' }),
    );
  }, [players, t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!mod) return;
    setBusy(true);
    try {
      const { id } = await call('games.create', {
        game: mod.game,
        seats: seats.map((s, i) =>
          s.who === 'human'
            ? { name: s.name.trim() || t('new.defaultName', { n: i + 1 }), kind: 'human' as const }
            : { name: s.name.trim() || t('new.defaultName', { n: i + 1 }), kind: 'bot' as const, bot: s.who },
        ),
        options,
        ...(seed.trim() ? { seed: seed.trim() } : {}),
      });
      window.location.hash = playHref({ page: 'game', id });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <section className="page play-new">
      <h1>{t('new.title')}</h1>
      <p>
        <a href={playHref({ page: 'list' })}>{t('back')}</a>
      </p>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      {modules && modules.length === 0 ? <p className="hint">{t('new.noGames')}</p> : null}
      {mod?.game === 'vtes' ? <VtesSetup mod={mod} modules={modules!} onGame={setGame} /> : null}
      {mod && mod.game !== 'vtes' ? (
        <form onSubmit={(e) => void submit(e)} className="play-new-form">
          <label>
            {t('new.game')}
            <select value={game} onChange={(e) => setGame(e.target.value)}>
              {modules!.map((m) => (
                <option key={m.game} value={m.game}>
                  {t(`games.${m.game}`, { defaultValue: m.game })}
                </option>
              ))}
            </select>
          </label>
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
                <label>
                  {t('new.seatName', { n: i + 1 })}
                  <input
                    type="text"
                    value={s.name}
                    maxLength={40}
                    onChange={(e) => setSeats((all) => all.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
                  />
                </label>
                <label>
                  {t('new.seatKind', { n: i + 1 })}
                  <select value={s.who} onChange={(e) => setSeats((all) => all.map((x, j) => (j === i ? { ...x, who: e.target.value } : x)))}>
                    <option value="human">{t('seatKind.human')}</option>
                    {mod.bots.map((b) => (
                      <option key={b} value={b}>
                        {t(`bots.${b}`, { defaultValue: b })}
                      </option>
                    ))}
                  </select>
                </label>
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
                    <select value={String(options[o.id] ?? o.default)} onChange={(e) => setOptions((all) => ({ ...all, [o.id]: e.target.value }))}>
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
          <details>
            <summary>{t('new.advanced')}</summary>
            <label>
              {t('new.seed')}
              <input type="text" value={seed} maxLength={100} onChange={(e) => setSeed(e.target.value)} placeholder={t('new.seedPlaceholder')} />
            </label>
          </details>
          <button type="submit" className="primary" disabled={busy}>
            {t('new.start')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
