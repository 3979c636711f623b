import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, onEvent } from '../api/client';
import type { AppInfo } from '../../main/api/ops/app';
import { setLanguage } from '../i18n';
import { ErrorBanner } from './errors';
import { routes } from './routes';

function currentRoute(): string {
  const id = window.location.hash.replace(/^#\/?/, '').split('/')[0];
  return routes.some((r) => r.id === id) ? id : routes[0].id;
}

export function App() {
  const { t } = useTranslation('ui');
  const [route, setRoute] = useState(currentRoute);
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const onHash = () => setRoute(currentRoute());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    call('app.info', {}).then(setInfo, setError);
    const offNotices = onEvent('app.notices', setInfo);
    const offSettings = onEvent('settings.changed', (s) => void setLanguage(s.language));
    return () => {
      offNotices();
      offSettings();
    };
  }, []);

  const dismiss = useCallback((index: number) => {
    call('app.dismissNotice', { index }).then(setInfo, setError);
  }, []);

  const Page = routes.find((r) => r.id === route)?.component ?? routes[0].component;
  return (
    <div className="app">
      <nav className="app-nav" aria-label={t('nav.label')}>
        <span className="brand">Vitae</span>
        {routes.map((r) => (
          <a key={r.id} href={`#/${r.id}`} className={r.id === route ? 'active' : ''} aria-current={r.id === route ? 'page' : undefined}>
            {t(r.label)}
          </a>
        ))}
      </nav>
      <main className="app-main">
        {info?.notices.map((n, i) => (
          <div key={`${n.key}-${i}`} className="notice" role="status">
            <span>{t(`notices.${n.key}`, noticeParams(n.params, t))}</span>
            <button type="button" onClick={() => dismiss(i)}>
              {t('common.dismiss')}
            </button>
          </div>
        ))}
        <ErrorBanner error={error} onClose={() => setError(null)} />
        <Page />
      </main>
    </div>
  );
}

/** A start-up notice's reason is a code; its words live under `notices.reasons`. */
function noticeParams(params: Record<string, string | number> | undefined, t: (k: string) => string): Record<string, string | number> {
  if (!params || typeof params.reason !== 'string') return params ?? {};
  return { ...params, reason: t(`notices.reasons.${params.reason}`) };
}
