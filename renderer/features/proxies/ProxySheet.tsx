import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { CardDetail } from '../../../main/cards/types';
import type { DeckContent } from '../../../main/decks/types';
import { CARD_MM, margins, PAPER_MM, proxyPages, type Paper } from './layout';
import './proxies.css';

const mm = (n: number) => `${n}mm`;

/**
 * The deck's proxies, printed at card size: an overlay of A4 or Letter pages with a 3 × 3 grid
 * and cut marks, printed (or saved as PDF) with the print dialog of the host.
 */
export function ProxySheet({ content, onClose }: { content: Pick<DeckContent, 'name' | 'crypt' | 'library'>; onClose(): void }) {
  const { t } = useTranslation('proxies');
  const [paper, setPaper] = useState<Paper>('a4');
  const [cards, setCards] = useState<Map<string, CardDetail> | null>(null);
  const [images, setImages] = useState<Map<string, string>>(new Map());
  const [error, setError] = useState<unknown>(null);
  const pages = useMemo(() => proxyPages(content.crypt, content.library), [content]);

  useEffect(() => {
    let live = true;
    const uids = [...new Set(pages.flat())];
    Promise.all(uids.map((uid) => call('cards.get', { uid }))).then(
      (list) => live && setCards(new Map(list.map((c) => [c.uid, c]))),
      (e) => live && setError(e),
    );
    // the user's own images where the image folder has them (no image is not an error)
    for (const uid of uids) {
      call('cards.image', { uid }).then(
        (img) => live && img && setImages((m) => new Map(m).set(uid, img.dataUrl)),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [pages]);

  useEffect(() => {
    document.body.classList.add('px-printing');
    return () => document.body.classList.remove('px-printing');
  }, []);

  const size = PAPER_MM[paper];
  const m = margins(paper);
  return createPortal(
    <div className="px-root" role="dialog" aria-label={t('title', { name: content.name })} data-testid="proxy-sheet">
      {/* the page size of the print, chosen here */}
      <style>{`@page { size: ${paper === 'a4' ? 'A4' : 'letter'}; margin: 0; }`}</style>
      <div className="px-toolbar">
        <strong>{t('title', { name: content.name })}</strong>
        <span className="hint">{t('intro')}</span>
        <label>
          {t('paper')}{' '}
          <select value={paper} onChange={(e) => setPaper(e.target.value as Paper)} data-testid="proxy-paper">
            <option value="a4">{t('a4')}</option>
            <option value="letter">{t('letter')}</option>
          </select>
        </label>
        <span data-testid="proxy-pages">{t('pages', { count: pages.length })}</span>
        <button type="button" className="primary" disabled={!cards} onClick={() => window.print()} data-testid="proxy-print">
          {t('print')}
        </button>
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
        <ErrorBanner error={error} onClose={() => setError(null)} />
      </div>
      {!cards ? <p className="hint">{t('loading')}</p> : null}
      {cards
        ? pages.map((page, p) => (
            <section key={p} className="px-page" style={{ width: mm(size.w), height: mm(size.h) }} data-testid="proxy-page">
              <CutMarks margin={m} />
              <div
                className="px-grid"
                style={{ left: mm(m.x), top: mm(m.y), gridTemplateColumns: `repeat(3, ${mm(CARD_MM.w)})`, gridAutoRows: mm(CARD_MM.h) }}
              >
                {page.map((uid, i) => {
                  const c = cards.get(uid);
                  const img = images.get(uid);
                  return (
                    <div key={i} className="px-card" data-uid={uid}>
                      {img ? <img src={img} alt={c?.displayName ?? uid} /> : c ? <TextCard card={c} /> : null}
                    </div>
                  );
                })}
              </div>
            </section>
          ))
        : null}
    </div>,
    document.body,
  );
}

/** Short lines in the page margins, in line with every cut. */
function CutMarks({ margin }: { margin: { x: number; y: number } }) {
  const xs = [0, 1, 2, 3].map((k) => margin.x + k * CARD_MM.w);
  const ys = [0, 1, 2, 3].map((k) => margin.y + k * CARD_MM.h);
  const len = Math.min(margin.x, margin.y) - 2;
  return (
    <>
      {xs.map((x) => (
        <span key={`x${x}`}>
          <i className="px-mark px-v" style={{ left: mm(x), top: mm(margin.y - len - 1), height: mm(len) }} />
          <i className="px-mark px-v" style={{ left: mm(x), top: mm(ys[3] + 1), height: mm(len) }} />
        </span>
      ))}
      {ys.map((y) => (
        <span key={`y${y}`}>
          <i className="px-mark px-h" style={{ top: mm(y), left: mm(margin.x - len - 1), width: mm(len) }} />
          <i className="px-mark px-h" style={{ top: mm(y), left: mm(xs[3] + 1), width: mm(len) }} />
        </span>
      ))}
    </>
  );
}

/** A clean card face from the card data, for cards without an image. */
function TextCard({ card }: { card: CardDetail }) {
  const { t } = useTranslation('proxies');
  const crypt = card.kind === 'crypt';
  const discs = crypt
    ? card.disciplines.map((d) => (d.level === 2 ? d.code.toUpperCase() : d.code)).join(' ')
    : card.libraryDisciplines.map((alt) => alt.join('/')).join(' ');
  const cost = [card.poolCost ? t('pool', { n: card.poolCost }) : null, card.bloodCost ? t('blood', { n: card.bloodCost }) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={`px-text ${crypt ? 'px-crypt' : 'px-library'}`}>
      <div className="px-name">{card.displayName}</div>
      <div className="px-type">
        {card.types.map((ty) => t(`lookup:types.${ty}`, { defaultValue: ty })).join(' / ')}
        {card.clans.length ? ` · ${card.clans.join(' / ')}` : ''}
      </div>
      <div className="px-stats">
        {crypt
          ? [card.capacity !== undefined ? t('capacity', { n: card.capacity }) : null, card.group ? t('group', { g: card.group }) : null]
              .filter(Boolean)
              .join(' · ')
          : cost}
        {discs ? <span className="px-discs"> {discs}</span> : null}
      </div>
      <div className="px-body">{card.text}</div>
    </div>
  );
}
