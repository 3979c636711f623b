import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, call, nativeShell } from '../../api/client';
import type { AppInfo, Settings } from '../../../main/api/ops/app';
import { setLanguage } from '../../i18n';
import { ErrorBanner } from '../../app/errors';

export function SettingsPage() {
  const { t } = useTranslation('ui');
  const [settings, setSettings] = useState<Settings | null>(null);
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [folder, setFolder] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    call('settings.get', {}).then((s) => {
      setSettings(s);
      setFolder(s.imageFolder ?? '');
    }, setError);
    call('app.info', {}).then(setInfo, setError);
  }, []);

  const changeLanguage = async (language: 'es' | 'pl') => {
    try {
      const s = await call('settings.set', { language });
      setSettings(s);
      await setLanguage(s.language);
    } catch (e) {
      setError(e);
    }
  };

  const saveFolder = async (value = folder) => {
    try {
      const s = await call('settings.set', { imageFolder: value.trim() ? value.trim() : null });
      setSettings(s);
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  };

  // Desktop app: the native folder picker; a picked folder is saved at once.
  const native = nativeShell();
  const pickFolder = async () => {
    if (!native) return;
    const r = await native.pickFolder({ current: folder.trim() || null });
    if (!r.ok) return setError(new ApiCallError(r.error));
    if (r.value.folder === null) return;
    setFolder(r.value.folder);
    await saveFolder(r.value.folder);
  };

  if (!settings) return <ErrorBanner error={error} />;
  return (
    <section className="page settings">
      <h1>{t('settings.title')}</h1>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <fieldset>
        <legend>{t('settings.language')}</legend>
        <label>
          <input type="radio" name="lang" value="es" checked={settings.language === 'es'} onChange={() => void changeLanguage('es')} />
          Español
        </label>
        <label>
          <input type="radio" name="lang" value="pl" checked={settings.language === 'pl'} onChange={() => void changeLanguage('pl')} />
          Polski
        </label>
        {!settings.languageChosen ? <p className="hint">{t('settings.languageFromOs')}</p> : null}
      </fieldset>
      <fieldset>
        <legend>{t('settings.images')}</legend>
        <p className="hint">{t('settings.imagesHelp')}</p>
        <label>
          {t('settings.imageFolder')}
          <input
            type="text"
            value={folder}
            onChange={(e) => {
              setFolder(e.target.value);
              setSaved(false);
            }}
            placeholder={t('settings.imageFolderPlaceholder')}
          />
        </label>
        {native ? (
          <button type="button" onClick={() => void pickFolder()} data-testid="pick-image-folder">
            {t('settings.chooseFolder')}
          </button>
        ) : null}
        <button type="button" onClick={() => void saveFolder()}>
          {t('common.save')}
        </button>
        {saved ? <span role="status">{t('common.saved')}</span> : null}
      </fieldset>
      {info ? (
        <p className="hint">
          {t('settings.about', { version: info.version, dataDir: info.dataDir, mode: t(`settings.mode.${info.mode}`) })}
        </p>
      ) : null}
    </section>
  );
}
