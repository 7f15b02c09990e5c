import { useTranslation } from '../../../lib/translation/use-translation';
import { useInstallOffer } from '../install-offer';
import '../../../styles/offline.css';

/**
 * A small card on the home screen offering to install the portal: the browser's own install
 * dialog where it offers one (Chrome, Edge), Safari's "Add to Home Screen" hint on an iPhone or
 * iPad, nothing elsewhere. "Not now" puts it away for good on this phone. The home screen shows
 * it once the customer has booked (decision 0084).
 */
export function InstallCard() {
  const { t } = useTranslation('account');
  const { offer, install, dismiss } = useInstallOffer();
  if (!offer) return null;
  return (
    <aside className="install-card" aria-labelledby="install-card-title">
      <h2 id="install-card-title" className="install-card__title">
        {t('install_title')}
      </h2>
      <p className="install-card__text">{t('install_text')}</p>
      {offer === 'ios-hint' ? <p className="install-card__text">{t('install_ios_hint')}</p> : null}
      <div className="install-card__actions">
        {offer === 'prompt' ? (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => void install()}
          >
            {t('install_button')}
          </button>
        ) : null}
        <button type="button" className="button button--ghost button--small" onClick={dismiss}>
          {t('install_not_now')}
        </button>
      </div>
    </aside>
  );
}
