import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EMAIL_LINK_HOURS, type Language } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation/use-translation';
import { ApiError } from '../../../lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';

interface ConfirmEmailCardProps {
  /** The token of the e-mail's link; null when the link came without one. */
  token: string | null;
  language: Language;
  /** Signed in: the way on is My Profile; otherwise, signing in. */
  signedIn: boolean;
}

/** What a refusal says happened: the link was used, expired, or is not one of ours (or is stale). */
const refusalKeys = {
  EMAIL_LINK_USED: { title: 'confirm_email_used_title', text: 'confirm_email_used' },
  EMAIL_LINK_EXPIRED: { title: 'confirm_email_expired_title', text: 'confirm_email_expired' },
  EMAIL_LINK_INVALID: { title: 'confirm_email_wrong_title', text: 'confirm_email_wrong' },
} as const;

/**
 * The page an e-mail's confirmation link opens (decision 0107): it confirms at once, since opening
 * the link is the proof that the e-mail reached the address (a mail scanner that opens it proves
 * the same), and says what happened. Signed in or not.
 */
export function ConfirmEmailCard({ token, language, signedIn }: ConfirmEmailCardProps) {
  const { t } = useTranslation('account');
  const confirm = useConfirmEmail(language);
  const asked = useRef(false);
  useEffect(() => {
    // Once per page: a second call would find the link used.
    if (!token || asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const error = confirm.error;
  const refusal = !token
    ? refusalKeys.EMAIL_LINK_INVALID
    : error instanceof ApiError && error.code in refusalKeys
      ? refusalKeys[error.code as keyof typeof refusalKeys]
      : null;
  const failed = Boolean(error) && !refusal;
  const onward = signedIn ? (
    <Link to="/profile" className="button button--light">
      {t('nav_profile')}
    </Link>
  ) : (
    <Link to="/login" className="button button--light">
      {t('confirm_email_sign_in')}
    </Link>
  );

  return (
    <section className="confirm-email-card" aria-labelledby="confirm-email-title">
      {confirm.isSuccess ? (
        <div role="status">
          <h1 id="confirm-email-title">{t('confirm_email_done_title')}</h1>
          <p>{t('confirm_email_done')}</p>
          {onward}
        </div>
      ) : refusal ? (
        <div role="alert">
          <h1 id="confirm-email-title">{t(refusal.title)}</h1>
          <p>{t(refusal.text, { hours: EMAIL_LINK_HOURS })}</p>
          {onward}
        </div>
      ) : failed ? (
        <div role="alert">
          <h1 id="confirm-email-title">{t('confirm_email_title')}</h1>
          <p>{t('confirm_email_failed')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={confirm.isPending}
            onClick={() => token && confirm.mutate(token)}
          >
            {t('confirm_email_try_again')}
          </button>
        </div>
      ) : (
        <div role="status">
          <h1 id="confirm-email-title">{t('confirm_email_title')}</h1>
          <p>{t('confirm_email_checking')}</p>
        </div>
      )}
    </section>
  );
}
