import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../api/client';
import type { ApiErrorPayload } from '../../main/common/errors';

/** Turns anything thrown by a call into a typed payload the UI can localize. */
export function toPayload(err: unknown): ApiErrorPayload {
  if (err instanceof ApiCallError) return err.payload;
  return { code: 'internal', key: 'internal', detail: err instanceof Error ? err.message : String(err) };
}

/** Localized message of an error payload (namespace `errors`). */
export function useErrorText(): (err: unknown) => string {
  const { t } = useTranslation('errors');
  return (err) => {
    const p = toPayload(err);
    return t(p.key, { ...(p.params ?? {}), defaultValue: t('internal') });
  };
}

export function ErrorBanner({ error, onClose }: { error: unknown; onClose?: () => void }) {
  const text = useErrorText();
  const { t } = useTranslation('ui');
  if (!error) return null;
  const p = toPayload(error);
  return (
    <div className="error-banner" role="alert" data-error-code={p.code}>
      <span>{text(error)}</span>
      {p.detail ? <small className="error-detail">{p.detail}</small> : null}
      {onClose ? (
        <button type="button" className="link" onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
      ) : null}
    </div>
  );
}
