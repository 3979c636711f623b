/**
 * Before the game starts (issue 27 item 12): how much of a seat's deck the app plays by itself —
 * cards played by their reviewed data, in part, or by hand with the manual operations — and the
 * cards that need manual operations, each a link to its entry in the card lookup (which shows its
 * automation and the reading the app plays). Counted in main as the set-up will play the deck.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import type { DeckAutomation } from '../../../../main/games/vtes/data/deck-automation';
import { cardLink } from '../../cards/card-link';
import { deckRef } from './setup-model';

export function DeckAutomationSummary({ deck, seat }: { deck: string; seat: number }) {
  const { t } = useTranslation('table-vtes');
  const [auto, setAuto] = useState<{ deck: string; value: DeckAutomation | null }>({ deck: '', value: null });

  useEffect(() => {
    let live = true;
    call('vtes.deckAutomation', deckRef(deck)).then(
      (value) => live && setAuto({ deck, value }),
      () => live && setAuto({ deck, value: null }),
    );
    return () => {
      live = false;
    };
  }, [deck]);

  const a = auto.deck === deck ? auto.value : null;
  if (!a) return <p className="hint vtes-setup-auto">{t('setup.autoLoading')}</p>;
  const total = a.full + a.partial + a.manual;
  const listed = a.cards.reduce((n, c) => n + c.count, 0);
  return (
    <div className="vtes-setup-auto" data-seat={seat} data-full={a.full} data-partial={a.partial} data-manual={a.manual}>
      <p>{t('setup.autoSummary', { full: a.full, total, partial: a.partial, manual: a.manual })}</p>
      {a.unknown.length ? <p className="hint">{t('setup.autoUnknown', { ids: a.unknown.join(', ') })}</p> : null}
      {a.cards.length ? (
        <details>
          <summary>{t('setup.autoList', { count: listed })}</summary>
          <ul>
            {a.cards.map((c) => (
              <li key={c.uid} data-status={c.status}>
                <a href={cardLink(c.uid)} title={String(t('setup.autoOpen', { name: c.name }))}>
                  {c.name}
                </a>{' '}
                ×{c.count} · {t(`setup.autoStatus.${c.status}`)}
                {c.entry !== 'full' ? ` · ${t(`setup.autoEntry.${c.entry}`)}` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
