import { Link } from 'react-router';
import type { Language } from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { formatIndiaDate } from '../../../../lib/date-format';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { useConsents, useUpdateConsents } from '../api/consents';
import { consentWhat, consentWhen } from '../consent-lines';
import '../../privacy.css';

/**
 * My Profile's privacy section (decision 0100): the notice's version agreed to and when, offers
 * on or off with one button to change it, and everything given or withdrawn, newest first.
 * The offer message's "stop them" link comes here (#consents).
 */
export function ConsentsCard({ language }: { language: Language }) {
  const { t } = useTranslation('privacy-consents');
  const toast = useToast();
  const consents = useConsents();
  const update = useUpdateConsents(language);
  const date = (iso: string) => formatIndiaDate(iso, language);

  const setOffers = (granted: boolean) =>
    update.mutate(
      { marketing: granted },
      {
        onSuccess: () => toast.show('success', t(granted ? 'offers_given' : 'offers_withdrawn')),
        onError: () => toast.show('error', t('change_failed')),
      },
    );

  const state = consents.data;
  return (
    <section id="consents" className="profile-card consents-card" aria-labelledby="consents-title">
      <h2 id="consents-title">{t('card_title')}</h2>
      {consents.isError ? (
        <p className="notice notice--muted">{t('load_failed')}</p>
      ) : !state ? (
        <p className="field-note" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : (
        <>
          <p className="consents-card__line">
            {state.service.notice_version !== null && state.service.at
              ? t('card_notice_agreed', {
                  version: state.service.notice_version,
                  date: date(state.service.at),
                })
              : t('card_notice_needed', { version: state.notice_version })}{' '}
            <Link to="/privacy">{t('card_read_notice')}</Link>
          </p>
          <div className="consents-card__actions">
            <p className="consents-card__line" role="status">
              {state.marketing.granted && state.marketing.at
                ? t('card_offers_on', { date: date(state.marketing.at) })
                : state.marketing.at
                  ? t('card_offers_off_since', { date: date(state.marketing.at) })
                  : t('card_offers_off')}
            </p>
            <button
              type="button"
              className={`button ${state.marketing.granted ? 'button--danger' : 'button--ghost'}`}
              disabled={update.isPending}
              onClick={() => setOffers(!state.marketing.granted)}
            >
              {t(state.marketing.granted ? 'withdraw_offers' : 'give_offers')}
            </button>
          </div>
          {state.history.length > 0 && (
            <details className="consents-card__history">
              <summary>{t('history_title')}</summary>
              <ol>
                {state.history.map((entry) => (
                  <li key={entry.id}>
                    {consentWhat(entry, t)}
                    <span className="consents-card__when">{consentWhen(entry, t, language)}</span>
                  </li>
                ))}
              </ol>
            </details>
          )}
        </>
      )}
    </section>
  );
}
