import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { CardDbStatus } from '../../../main/cards/types';
import type { GameModuleInfo } from '../../../main/engine/dto';
import type { ArchiveStatus } from '../../../main/decks/archive-types';
import { createAndOpen } from '../play/form-parts';
import { HOME_GAMES, quickStartInput, type QuickMode } from './quick-start';
import './home.css';

/** Where the home screen's other sections live (the app's routes). */
const SECTIONS = [
  { id: 'cards', href: '#/cards' },
  { id: 'decks', href: '#/decks' },
  { id: 'archive', href: '#/archive' },
  { id: 'rules', href: '#/rules' },
] as const;

/**
 * The first screen (issue 32 item 5): the four games, each playable against bots or at one
 * computer (hotseat) in one click; the card lookup, the decks, the tournament archive and the
 * rules; what to import, where the official files are, and what the app holds already.
 * Its buttons go to the sections (the menu keeps the links), so the page and the menu never
 * offer two links of the same name.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { t: tp } = useTranslation('play');
  const [modules, setModules] = useState<GameModuleInfo[] | null>(null);
  const [status, setStatus] = useState<CardDbStatus | null>(null);
  const [archive, setArchive] = useState<ArchiveStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    call('games.modules', {}).then(setModules, setError);
    call('cards.status', {}).then(setStatus, setError);
    call('archive.status', {}).then(setArchive, () => undefined);
  }, []);

  const start = (mod: GameModuleInfo, mode: QuickMode) =>
    void createAndOpen(() => quickStartInput(mod, mode, (n) => String(tp('new.defaultName', { n }))), setBusy, setError);
  const go = (href: string) => {
    window.location.hash = href;
  };

  return (
    <section className="page home-page" data-testid="home">
      <h1>{t('title')}</h1>
      <p className="home-intro">{t('intro')}</p>
      <ErrorBanner error={error} onClose={() => setError(null)} />

      <h2>{t('play.title')}</h2>
      <ul className="home-games">
        {HOME_GAMES.map((game) => {
          const mod = modules?.find((m) => m.game === game);
          return (
            <li key={game} className="home-game" data-game={game}>
              <h3>{tp(`games.${game}`)}</h3>
              <p className="hint">{t(`play.about.${game}`)}</p>
              <div className="home-game-actions">
                <button
                  type="button"
                  className="primary"
                  disabled={!mod || busy}
                  onClick={() => mod && start(mod, 'bots')}
                  aria-label={t('play.botsLabel', { game: tp(`games.${game}`) })}
                  data-testid={`home-bots-${game}`}
                >
                  {t('play.bots')}
                </button>
                <button
                  type="button"
                  disabled={!mod || busy}
                  onClick={() => mod && start(mod, 'hotseat')}
                  aria-label={t('play.hotseatLabel', { game: tp(`games.${game}`) })}
                  data-testid={`home-hotseat-${game}`}
                >
                  {t('play.hotseat')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="hint">{t('play.more')}</p>

      <h2>{t('sections.title')}</h2>
      <ul className="home-sections">
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <button type="button" className="home-section" onClick={() => go(s.href)} data-testid={`home-go-${s.id}`}>
              <strong>{t(`sections.${s.id}.name`)}</strong>
              <span className="hint">{t(`sections.${s.id}.about`)}</span>
            </button>
          </li>
        ))}
      </ul>

      <h2>{t('data.title')}</h2>
      <p>{t('data.builtin')}</p>
      <ul className="home-data" data-testid="home-data">
        <li>
          <strong>{t('data.cards.name')}</strong> {t('data.cards.where')}{' '}
          <span className="hint" data-testid="home-cards-status">
            {status?.importedAt ? t('data.cards.done') : t('data.cards.missing')}
          </span>
        </li>
        <li>
          <strong>{t('data.spanish.name')}</strong> {t('data.spanish.where')}{' '}
          <span className="hint">{status?.hasSpanish ? t('data.spanish.done') : t('data.optional')}</span>
        </li>
        <li>
          <strong>{t('data.rulings.name')}</strong> {t('data.rulings.where')}{' '}
          <span className="hint">
            {status?.rulings.count ? t('data.rulings.done', { count: status.rulings.count }) : t('data.optional')}
          </span>
        </li>
        <li>
          <strong>{t('data.archive.name')}</strong> {t('data.archive.where')}{' '}
          <span className="hint">{archive?.decks ? t('data.archive.done', { count: archive.decks }) : t('data.optional')}</span>
        </li>
        <li>
          <strong>{t('data.images.name')}</strong> {t('data.images.where')}
        </li>
      </ul>
      <p className="hint">{t('data.offline')}</p>
    </section>
  );
}
