/**
 * The seat page's entry (renderer/seat.html, served by the LAN table server). It installs the
 * seat bridge before anything calls the service, so the shared table kit and the game tables
 * talk to the LAN server with this page's token; it never reaches the whole app's operations.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { initI18n, setLanguage, type Lang } from '../i18n';
import { seatBridge } from './bridge';
import { joinedFrom } from './link';
import { SeatPage } from './SeatPage';
import '../styles.css';
import './seat.css';

const LANG_KEY = 'vitae.seat.lang';

function firstLanguage(): Lang {
  const kept = localStorage.getItem(LANG_KEY);
  if (kept === 'es' || kept === 'pl') return kept;
  return navigator.languages.some((l) => l.toLowerCase().startsWith('pl')) ? 'pl' : 'es';
}

function NoSeat() {
  const { t } = useTranslation('lan');
  return (
    <main className="seat-page seat-revoked">
      <h1>{t('noLink.title')}</h1>
      <p>{t('noLink.text')}</p>
    </main>
  );
}

function Root() {
  const [joined] = useState(() => joinedFrom(window.location, sessionStorage, window.history));
  const [bridge] = useState(() => {
    if (!joined) return null;
    const b = seatBridge(joined.token, {
      fetch: window.fetch.bind(window),
      WebSocket: window.WebSocket,
      host: window.location.host,
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    });
    window.vitae = b;
    return b;
  });
  if (!joined || !bridge) return <NoSeat />;
  const onLanguage = (lang: Lang) => {
    localStorage.setItem(LANG_KEY, lang);
    void setLanguage(lang);
  };
  return <SeatPage bridge={bridge} joined={joined} onLanguage={onLanguage} />;
}

initI18n(firstLanguage());
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
