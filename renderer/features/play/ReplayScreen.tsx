import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { ReplayDto } from '../../../main/engine/dto';
import { GameOver } from '../../table/kit/GameOver';
import { LogPanel } from '../../table/kit/LogPanel';
import { refText } from '../../table/kit/text';
import { importantFor, logLineFor, tableFor } from '../../table/registry';
import { playHref } from './nav';

const noop = () => undefined;

/** Replay viewer: the public view after any number of recorded choices. */
export function ReplayScreen({ id, step }: { id: string; step: number | null }) {
  const { t } = useTranslation('play');
  const [data, setData] = useState<ReplayDto | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [want, setWant] = useState<number>(step ?? 0);

  useEffect(() => {
    call('games.replay', { id, step: want }).then(setData, setError);
  }, [id, want]);

  const go = (n: number) => {
    const s = Math.max(0, Math.min(n, data?.steps ?? n));
    setWant(s);
    window.history.replaceState(null, '', playHref({ page: 'replay', id, step: s }));
  };

  const Table = data ? tableFor(data.view.game) : null;
  return (
    <section className="page play-replay">
      <header className="play-header">
        <a href={playHref({ page: 'list' })}>{t('back')}</a>
        <h1>{t('replay.title')}</h1>
      </header>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      {data && Table ? (
        <>
          <div className="play-replay-controls" role="group" aria-label={t('replay.controls')}>
            <button type="button" onClick={() => go(0)} disabled={data.step === 0} aria-label={t('replay.first')}>
              ⏮
            </button>
            <button type="button" onClick={() => go(data.step - 1)} disabled={data.step === 0} aria-label={t('replay.prev')}>
              ◀
            </button>
            <input
              type="range"
              min={0}
              max={data.steps}
              value={data.step}
              onChange={(e) => go(Number(e.target.value))}
              aria-label={t('replay.step')}
            />
            <button type="button" onClick={() => go(data.step + 1)} disabled={data.step >= data.steps} aria-label={t('replay.next')}>
              ▶
            </button>
            <button type="button" onClick={() => go(data.steps)} disabled={data.step >= data.steps} aria-label={t('replay.last')}>
              ⏭
            </button>
            <span role="status">{t('replay.position', { step: data.step, steps: data.steps })}</span>
            <span className="hint">{refText(t, data.view.progress, data.view.seats)}</span>
          </div>
          {data.view.result ? <GameOver result={data.view.result} seats={data.view.seats} game={data.view.game} /> : null}
          <Table
            dto={data.view}
            onChoose={noop}
            busy
            log={
              <LogPanel
                log={data.view.log}
                seats={data.view.seats}
                game={data.view.game}
                mapLine={logLineFor(data.view.game)}
                important={importantFor(data.view.game)}
              />
            }
          />
        </>
      ) : null}
    </section>
  );
}
