import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basketCount, clearBasket, useProxyBasket } from './basket';
import { ProxySheet } from './ProxySheet';

/** The lookup's proxy sheet of the cards picked so far (issue 32 item 4); nothing when none is. */
export function ProxyBasketButton() {
  const { t } = useTranslation('proxies');
  const basket = useProxyBasket();
  const [open, setOpen] = useState(false);
  const n = basketCount(basket);
  if (!n) return null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} data-testid="proxy-basket">
        {t('open', { count: n })}
      </button>
      <button type="button" className="link" onClick={clearBasket} aria-label={t('clear')} title={t('clear')}>
        ×
      </button>
      {open ? (
        <ProxySheet
          content={{ name: t('selection'), crypt: basket.crypt, library: basket.library }}
          title={t('selectionTitle')}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
