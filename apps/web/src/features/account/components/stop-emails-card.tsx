import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { Language } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { useStopEmails } from '../api/stop-emails';

interface StopEmailsCardProps {
  /** The token of the e-mail's link; null when the link came without one. */
  token: string | null;
  language: Language;
}

/**
 * The page an e-mail's unsubscribe link opens. Nothing is sent until the customer presses the
 * button: mail scanners open links by themselves.
 */
export function StopEmailsCard({ token, language }: StopEmailsCardProps) {
  const { t } = useTranslation('account');
  const stop = useStopEmails(language);
  const error = stop.error;
  // A refused token stays refused; a network failure may be tried again.
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;

  return (
    <section className="stop-emails-card" aria-labelledby="stop-emails-title">
      <h1 id="stop-emails-title">{t('unsubscribe_title')}</h1>
      {!token ? (
        <p role="alert">{t('unsubscribe_no_token')}</p>
      ) : stop.isSuccess ? (
        <div className="stop-emails-card__done" role="status">
          <p>{t('unsubscribe_done')}</p>
          <p>{t('unsubscribe_turn_back_on')}</p>
          <Link to="/profile" className="button button--light">
            {t('nav_profile')}
          </Link>
        </div>
      ) : (
        <>
          <p>{t('unsubscribe_lead')}</p>
          {error && (
            <p className="stop-emails-card__problem" role="alert">
              {error instanceof ApiError && error.status !== 0
                ? error.message
                : t('unsubscribe_failed')}
            </p>
          )}
          {!refused && (
            <button
              type="button"
              className="button button--primary"
              disabled={stop.isPending}
              onClick={() => stop.mutate(token)}
            >
              {stop.isPending ? t('unsubscribe_stopping') : t('unsubscribe_button')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
