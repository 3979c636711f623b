import { useTranslation } from 'react-i18next';

export function CardsPage() {
  const { t } = useTranslation('ui');
  return <section className="page"><h1>{t('nav.cards')}</h1></section>;
}
