import { useTranslation } from '../../lib/translation/use-translation';
import { formatIndiaDateTime } from '../../lib/date-format';
import { useOfflineState } from '../../lib/offline/offline-state';
import { useLanguage } from '../../lib/use-language';
import '../../styles/offline.css';

/**
 * Under a signed-in screen's header while nothing reaches the server: "You are offline. Shown as
 * of …", with the time the server sent the oldest reply on show (India time), as the service
 * worker reports it (lib/offline/offline-state.ts). Read out when it appears or changes.
 */
export function OfflineNotice() {
  const { t } = useTranslation('account');
  const [language] = useLanguage();
  const { offline, shownAsOf } = useOfflineState();
  return (
    <div role="status" className="offline-notice-area">
      {offline ? (
        <p className="offline-notice">
          {shownAsOf
            ? t('offline_as_of', { time: formatIndiaDateTime(shownAsOf, language) })
            : t('offline_now')}
        </p>
      ) : null}
    </div>
  );
}
