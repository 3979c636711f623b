/**
 * V:TES new-game panel (issue #5 item 15): 2-6 seats, each a person or a bot with a name and a
 * deck — one of the four Fifth Edition starters built into the rules module, or a saved deck of
 * the deck editor that is legal under the chosen edition — the edition, and the seating order
 * (move seats up and down). The generic form cannot express per-seat decks, so the V:TES set-up is
 * sent as `games.create`'s `config`: a starter or a saved deck id per seat; main resolves the
 * saved decks and their cards (main/games/vtes/setup/setup.ts). Under each deck, how much of it plays
 * itself (DeckAutomationSummary, issue 27 item 12).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { ErrorBanner } from '../../../app/errors';
import type { SetupFormProps } from '../../../table/kit/types';
import type { DeckSummary } from '../../../../main/decks/types';
import { createAndOpen, GamePicker, SeatFields, SeedField, seatsForCreate } from '../form-parts';
import './setup.css';
import { buildVtesConfig, moveSeat, STARTERS, type VtesEdition, type VtesSeatDraft } from './setup-model';
import { DeckAutomationSummary } from './DeckAutomationSummary';

export function VtesSetup({ mod, modules, onGame }: SetupFormProps) {
  const { t } = useTranslation('table-vtes');
  const { t: tp } = useTranslation('play');
  const [edition, setEdition] = useState<VtesEdition>('vekn-current');
  const [seats, setSeats] = useState<VtesSeatDraft[]>(() =>
    STARTERS.map((s, i) => ({ key: i, name: '', who: 'human', deck: `starter:${s}` })),
  );
  const [decks, setDecks] = useState<DeckSummary[]>([]);
  const [seed, setSeed] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    call('decks.list', {}).then(setDecks, () => setDecks([]));
  }, []);

  const legal = useMemo(() => decks.filter((d) => d.edition === edition && d.legality?.legal), [decks, edition]);
  // a saved deck that is not legal under the new edition falls back to a starter
  useEffect(() => {
    setSeats((all) =>
      all.map((s, i) =>
        s.deck.startsWith('deck:') && !legal.some((d) => `deck:${d.id}` === s.deck) ? { ...s, deck: `starter:${STARTERS[i % 4]}` } : s,
      ),
    );
  }, [legal]);

  const update = (i: number, patch: Partial<VtesSeatDraft>) => setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const add = () =>
    setSeats((all) =>
      all.length >= mod.maxPlayers
        ? all
        : [
            ...all,
            {
              key: Math.max(...all.map((s) => s.key)) + 1,
              name: '',
              who: mod.bots[0] ?? 'human',
              deck: `starter:${STARTERS[all.length % 4]}`,
            },
          ],
    );
  const remove = (i: number) => setSeats((all) => (all.length <= mod.minPlayers ? all : all.filter((_, j) => j !== i)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void createAndOpen(
      () => ({
        game: 'vtes',
        seats: seatsForCreate(seats, (n) => String(tp('new.defaultName', { n }))),
        config: buildVtesConfig(seats, edition),
        ...(seed.trim() ? { seed: seed.trim() } : {}),
      }),
      setBusy,
      setError,
    );
  };

  return (
    <form onSubmit={submit} className="play-new-form vtes-setup" aria-label={String(t('setup.title'))}>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <GamePicker modules={modules} value={mod.game} onChange={onGame} />
      <label>
        {t('setup.edition')}
        <select value={edition} onChange={(e) => setEdition(e.target.value === 'es-2018' ? 'es-2018' : 'vekn-current')} name="edition">
          <option value="vekn-current">{t('edition.vekn-current')}</option>
          <option value="es-2018">{t('edition.es-2018')}</option>
        </select>
      </label>
      <p className="hint">{t('setup.editionHelp')}</p>
      <fieldset>
        <legend>{t('setup.seats', { min: mod.minPlayers, max: mod.maxPlayers })}</legend>
        <p className="hint">{t('setup.orderHelp')}</p>
        <ol className="vtes-setup-seats">
          {seats.map((s, i) => (
            <li key={s.key} className="play-seat-row" data-seat={i}>
              <SeatFields i={i} seat={s} bots={mod.bots} onChange={(patch) => update(i, patch)} />
              <label>
                {t('setup.deck', { n: i + 1 })}
                <select value={s.deck} onChange={(e) => update(i, { deck: e.target.value })}>
                  <optgroup label={String(t('setup.starters'))}>
                    {STARTERS.map((st) => (
                      <option key={st} value={`starter:${st}`}>
                        {t(`setup.starter.${st}`)}
                      </option>
                    ))}
                  </optgroup>
                  {legal.length ? (
                    <optgroup label={String(t('setup.myDecks'))}>
                      {legal.map((d) => (
                        <option key={d.id} value={`deck:${d.id}`}>
                          {d.name} ({d.cryptCount}/{d.libraryCount})
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                </select>
              </label>
              <span className="vtes-setup-move">
                <button
                  type="button"
                  onClick={() => setSeats((all) => moveSeat(all, i, -1))}
                  disabled={i === 0}
                  aria-label={String(t('setup.up', { n: i + 1 }))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  onClick={() => setSeats((all) => moveSeat(all, i, 1))}
                  disabled={i === seats.length - 1}
                  aria-label={String(t('setup.down', { n: i + 1 }))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  onClick={() => remove(i)}
                  disabled={seats.length <= mod.minPlayers}
                  aria-label={String(t('setup.remove', { n: i + 1 }))}
                >
                  ✕
                </button>
              </span>
              <DeckAutomationSummary deck={s.deck} seat={i} />
            </li>
          ))}
        </ol>
        <button type="button" onClick={add} disabled={seats.length >= mod.maxPlayers}>
          {t('setup.add')}
        </button>
        {decks.length > legal.length ? <p className="hint">{t('setup.hiddenDecks', { count: decks.length - legal.length })}</p> : null}
      </fieldset>
      <SeedField seed={seed} onChange={setSeed} />
      <button type="submit" className="primary" disabled={busy}>
        {tp('new.start')}
      </button>
    </form>
  );
}
