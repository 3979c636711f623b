import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckStats as ServerStats } from '../../../main/decks/types';
import { BarChart, ColumnChart, ShareBar } from './charts';
import { byName, type Entry } from './lib/groups';
import { deckStats } from './lib/stats';
import { atLeastOne, cardsSeen, CRYPT_DRAW, OPENING_HAND } from '../../../main/common/deck-odds';
import { decimal, percent, typeLabel } from './format';
import { clanLabel } from '../cards/values';

/**
 * Statistics of the deck being edited, recomputed on every change from the editor's entries.
 * The playable share comes from the service's analysis when available (it also checks titles
 * and other requirements), otherwise from the disciplines and clans of the crypt.
 */
export function StatsPanel({ entries, server }: { entries: Entry[]; server: ServerStats | null }) {
  const { t, i18n } = useTranslation('decks');
  const lang = i18n.language;
  const s = useMemo(() => deckStats(entries), [entries]);
  const [turn, setTurn] = useState(3);
  const [perTurn, setPerTurn] = useState(2);

  const playableShare = server ? server.library.playableShare : s.library ? s.playable / s.library : 1;
  const playable = server ? server.library.playable : s.playable;
  const disc = (code: string) => (code ? code.toUpperCase() : t('stats.none'));
  const libEntries = entries.filter((e) => e.card.kind !== 'crypt').sort((a, b) => b.count - a.count || byName(a, b));
  const cryptEntries = entries.filter((e) => e.card.kind === 'crypt').sort((a, b) => b.count - a.count || byName(a, b));
  const seen = Math.min(s.library, cardsSeen(turn, perTurn));

  if (!s.crypt && !s.library) return <p className="hint">{t('stats.empty')}</p>;
  return (
    <div className="dk-stats" data-testid="stats-panel">
      <section>
        <h3>{t('stats.capacity')}</h3>
        {s.capacity ? (
          <>
            <p>
              {t('stats.capacityLine', {
                min: s.capacity.min,
                max: s.capacity.max,
                avg: decimal(s.capacity.avg, lang),
                low4: s.capacity.lowest4,
                high4: s.capacity.highest4,
              })}
            </p>
            <ColumnChart
              title={t('stats.capacityChart')}
              testId="chart-capacity"
              columns={s.capacity.distribution.map(([cap, n]) => ({
                key: String(cap),
                label: String(cap),
                value: n,
                tooltip: t('stats.capacityTooltip', { capacity: cap, count: n }),
              }))}
            />
          </>
        ) : (
          <p className="hint">{t('stats.noCrypt')}</p>
        )}
      </section>
      {s.disciplines.length ? (
        <section>
          <h3>{t('stats.disciplines')}</h3>
          <p className="dk-legend">
            <span className="dk-swatch dk-seg-b" /> {t('stats.superior')} <span className="dk-swatch dk-seg-a" /> {t('stats.inferior')}
          </p>
          <BarChart
            title={t('stats.disciplines')}
            testId="chart-disciplines"
            rows={s.disciplines.map((d) => ({
              key: d.code,
              label: d.code.toUpperCase(),
              segments: [
                { value: d.superior, className: 'dk-seg-b', label: t('stats.superiorCount', { count: d.superior }) },
                { value: d.inferior, className: 'dk-seg-a', label: t('stats.inferiorCount', { count: d.inferior }) },
              ],
            }))}
          />
        </section>
      ) : null}
      {s.clans.length ? (
        <section>
          <h3>{t('stats.clans')}</h3>
          <BarChart
            title={t('stats.clans')}
            testId="chart-clans"
            rows={s.clans.map((c) => ({
              key: c.key,
              label: c.key ? clanLabel(t, c.key) : t('stats.none'),
              segments: [{ value: c.count, className: 'dk-seg-a', label: t('stats.copies', { count: c.count }) }],
            }))}
          />
          <p className="hint">{t('stats.groups', { groups: s.groups.map((g) => `${g.key || '?'} (${g.count})`).join(', ') })}</p>
        </section>
      ) : null}
      {s.library ? (
        <>
          <section>
            <h3>{t('stats.types')}</h3>
            <BarChart
              title={t('stats.types')}
              testId="chart-types"
              rows={s.types.map((c) => ({
                key: c.key,
                label: typeLabel(t, c.key),
                segments: [{ value: c.count, className: 'dk-seg-a', label: t('stats.copies', { count: c.count }) }],
              }))}
            />
            {server?.library.trifles ? <p className="hint">{t('stats.trifles', { count: server.library.trifles })}</p> : null}
          </section>
          <section>
            <h3>{t('stats.disciplineRequirements')}</h3>
            <BarChart
              title={t('stats.disciplineRequirements')}
              testId="chart-requirements"
              rows={s.disciplineRequirements.map((c) => ({
                key: c.key || '-',
                label: disc(c.key),
                segments: [
                  { value: c.count, className: c.key ? 'dk-seg-a' : 'dk-seg-muted', label: t('stats.copies', { count: c.count }) },
                ],
              }))}
            />
          </section>
          <section>
            <h3>{t('stats.clanRequirements')}</h3>
            <BarChart
              title={t('stats.clanRequirements')}
              testId="chart-clan-requirements"
              rows={s.clanRequirements.map((c) => ({
                key: c.key || '-',
                label: c.key || t('stats.noClan'),
                segments: [
                  { value: c.count, className: c.key ? 'dk-seg-a' : 'dk-seg-muted', label: t('stats.copies', { count: c.count }) },
                ],
              }))}
            />
          </section>
          <section className="dk-curves">
            {(['pool', 'blood'] as const).map((kind) => (
              <div key={kind}>
                <h3>{t(`stats.${kind}Curve`)}</h3>
                {s[`${kind}Curve`].length ? (
                  <ColumnChart
                    title={t(`stats.${kind}Curve`)}
                    testId={`chart-${kind}`}
                    columns={s[`${kind}Curve`].map((c) => ({
                      key: c.key,
                      label: c.key,
                      value: c.count,
                      tooltip: t('stats.costTooltip', { cost: c.key, count: c.count }),
                    }))}
                  />
                ) : (
                  <p className="hint">{t('stats.noCost')}</p>
                )}
              </div>
            ))}
          </section>
          <section>
            <h3>{t('stats.playable')}</h3>
            <ShareBar share={playableShare} title={t('stats.playable')} />
            <p className="hint" data-testid="playable-line">
              {t('stats.playableLine', { count: playable, total: s.library, share: percent(playableShare, lang) })}
            </p>
            {!server && s.unplayable.length ? (
              <p className="hint">{t('stats.unplayable', { names: s.unplayable.map((u) => u.card.displayName).join(', ') })}</p>
            ) : null}
          </section>
          <section>
            <h3>{t('stats.odds')}</h3>
            <div className="dk-odds-controls">
              <label>
                {t('stats.turn')}{' '}
                <select value={turn} onChange={(e) => setTurn(Number(e.target.value))} data-testid="odds-turn">
                  {Array.from({ length: 15 }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('stats.perTurn')}{' '}
                <select value={perTurn} onChange={(e) => setPerTurn(Number(e.target.value))}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className="hint">{t('stats.oddsHelp', { hand: OPENING_HAND, turn, seen, perTurn })}</p>
            <table className="dk-odds" data-testid="odds-table">
              <thead>
                <tr>
                  <th>{t('deck.name')}</th>
                  <th className="dk-num">{t('deck.copies')}</th>
                  <th className="dk-num">{t('stats.openingHand', { count: OPENING_HAND })}</th>
                  <th className="dk-num">{t('stats.byTurn', { turn })}</th>
                </tr>
              </thead>
              <tbody>
                {libEntries.map((e) => (
                  <tr key={e.card.uid}>
                    <td>{e.card.displayName}</td>
                    <td className="dk-num">{e.count}</td>
                    <td className="dk-num">{percent(atLeastOne(s.library, e.count, OPENING_HAND), lang)}</td>
                    <td className="dk-num">{percent(atLeastOne(s.library, e.count, seen), lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {cryptEntries.length ? (
              <table className="dk-odds" data-testid="crypt-odds-table">
                <thead>
                  <tr>
                    <th>{t('deck.name')}</th>
                    <th className="dk-num">{t('deck.copies')}</th>
                    <th className="dk-num">{t('stats.cryptStart', { count: CRYPT_DRAW })}</th>
                  </tr>
                </thead>
                <tbody>
                  {cryptEntries.map((e) => (
                    <tr key={e.card.uid}>
                      <td>{e.card.displayName}</td>
                      <td className="dk-num">{e.count}</td>
                      <td className="dk-num">{percent(atLeastOne(s.crypt, e.count, CRYPT_DRAW), lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
