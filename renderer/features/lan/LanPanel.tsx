/**
 * "Play on the local network" on a game's screen (issue 31 item 4): off until the host opens it
 * on one of this computer's addresses; then each seat can be handed to a device (a join link and
 * its QR code), back to this screen or to a bot, and its link revoked; the public board gets its
 * own link for a big screen. The tokens live in this component only while it shows them.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanAddress, LanStatus } from '../../../main/lan/interfaces';
import type { TableInfo } from '../../../main/services/table-types';
import { call, onEvent } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import { joinLink } from './links';
import { QrCode } from './QrCode';
import './lan.css';

type Key = number | 'public';

/**
 * The links shown per table, kept while the app runs: the panel moves between the curtain and
 * the table (a remount) whenever the seat in front of the screen changes.
 */
const shownLinks = new Map<string, Map<Key, string>>();

function LinkBox({ link, label }: { link: string; label: string }) {
  const { t } = useTranslation('lan');
  const [copied, setCopied] = useState(false);
  return (
    <div className="lan-link">
      <QrCode text={link} label={label} />
      <input readOnly value={link} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true));
        }}
      >
        {copied ? t('host.copied') : t('host.copy')}
      </button>
    </div>
  );
}

export function LanPanel({ table, onHolders }: { table: string; /** A seat left this screen or came back to it. */ onHolders(): void }) {
  const { t } = useTranslation('lan');
  const [addresses, setAddresses] = useState<LanAddress[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [status, setStatus] = useState<LanStatus | null>(null);
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [links, setLinksState] = useState(() => shownLinks.get(table) ?? new Map<Key, string>());
  const setLinks = useCallback(
    (next: Map<Key, string> | ((m: Map<Key, string>) => Map<Key, string>)) =>
      setLinksState((m) => {
        const value = typeof next === 'function' ? next(m) : next;
        shownLinks.set(table, value);
        return value;
      }),
    [table],
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const refresh = useCallback(async () => {
    const [s, i] = await Promise.all([call('lan.status', { table }), call('table.info', { table })]);
    setStatus(s);
    setInfo(i);
  }, [table]);

  useEffect(() => {
    call('lan.addresses', {}).then((list) => {
      setAddresses(list);
      setChosen((c) => c || (list[0]?.address ?? ''));
    }, setError);
    refresh().catch(setError);
    return onEvent('table.changed', (e) => {
      if (e.table === table) refresh().catch(() => undefined);
    });
  }, [table, refresh]);

  const act = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
      await refresh();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const setLink = (key: Key, token: string | null) =>
    setLinks((m) => {
      const next = new Map(m);
      if (token && status) next.set(key, joinLink(status.origin, key, token));
      else next.delete(key);
      return next;
    });

  const open = () =>
    act(async () => {
      setStatus(await call('lan.open', { table, address: chosen }));
      setLinks(new Map());
    });
  const close = () =>
    act(async () => {
      await call('lan.close', { table });
      setLinks(new Map());
    });
  const give = (seat: Key) =>
    act(async () => {
      const g = await call('table.issue', { table, seat });
      setLink(seat, g.token);
      if (seat !== 'public') onHolders();
    });
  const assign = (seat: number, to: 'screen' | 'bot') =>
    act(async () => {
      await call('table.assign', { table, seat, to });
      setLink(seat, null);
      onHolders();
    });
  const revoke = (seat: Key) =>
    act(async () => {
      await call('table.revoke', { table, seat });
      setLink(seat, null);
      if (seat !== 'public') onHolders();
    });

  const lan = addresses?.filter((a) => !a.loopback) ?? [];
  return (
    <details className="lan-panel" open={!!status}>
      <summary>{t('host.title')}</summary>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <p className="hint">{t('host.intro')}</p>
      {!status ? (
        <div className="lan-open">
          {addresses && !lan.length ? <p className="hint">{t('host.noAddress')}</p> : null}
          <label>
            {t('host.address')}{' '}
            <select value={chosen} onChange={(e) => setChosen(e.target.value)} disabled={busy}>
              {(addresses ?? []).map((a) => (
                <option key={a.address} value={a.address}>
                  {a.loopback ? t('host.loopback', { address: a.address }) : `${a.address} (${a.name})`}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => void open()} disabled={busy || !chosen}>
            {t('host.open')}
          </button>
        </div>
      ) : (
        <>
          <p className="lan-origin">
            {t('host.openAt', { origin: status.origin })}{' '}
            <button type="button" onClick={() => void close()} disabled={busy}>
              {t('host.close')}
            </button>
          </p>
          <p className="hint">{t('host.warning')}</p>
          <ul className="lan-seats">
            {info?.seats.map((s) => {
              const link = links.get(s.seat);
              return (
                <li key={s.seat} data-seat={s.seat}>
                  <strong>{s.name}</strong> <span className="lan-holder">{t(`host.holder.${s.holder}`)}</span>{' '}
                  <button type="button" onClick={() => void give(s.seat)} disabled={busy || info.over}>
                    {s.holder === 'device' ? t('host.newLink') : t('host.give')}
                  </button>
                  {s.holder !== 'screen' ? (
                    <button type="button" onClick={() => void assign(s.seat, 'screen')} disabled={busy}>
                      {t('host.toScreen')}
                    </button>
                  ) : null}
                  {s.holder !== 'bot' ? (
                    <button type="button" onClick={() => void assign(s.seat, 'bot')} disabled={busy || info.over}>
                      {t('host.toBot')}
                    </button>
                  ) : null}
                  {s.holder === 'device' ? (
                    <button type="button" onClick={() => void revoke(s.seat)} disabled={busy}>
                      {t('host.revoke')}
                    </button>
                  ) : null}
                  {link ? <LinkBox link={link} label={t('host.qr', { name: s.name })} /> : null}
                </li>
              );
            })}
            <li data-seat="public">
              <strong>{t('host.board')}</strong>{' '}
              <button type="button" onClick={() => void give('public')} disabled={busy}>
                {t('host.boardNew')}
              </button>
              {info?.watchers ? (
                <button type="button" onClick={() => void revoke('public')} disabled={busy}>
                  {t('host.boardRevoke')}
                </button>
              ) : null}
              {links.get('public') ? <LinkBox link={links.get('public')!} label={t('host.qr', { name: t('board') })} /> : null}
            </li>
          </ul>
        </>
      )}
    </details>
  );
}
