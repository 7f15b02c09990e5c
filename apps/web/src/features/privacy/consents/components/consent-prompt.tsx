import { useEffect, useId, useRef } from 'react';
import type { Language } from '@portal/contracts';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { usePrivacyNotice } from '../../notice/api/get-notice';
import { NoticeBody } from '../../notice/components/notice-body';
import { useConsents, useUpdateConsents } from '../api/consents';
import '../../privacy.css';

interface ConsentPromptProps {
  language: Language;
  /** The one other way out: the customer does not agree, and signs out. */
  onSignOut: () => void;
}

/**
 * Asks a signed-in customer who has not agreed to the notice's current version (a new version
 * since they last agreed, or a sign-in that did not tick the box) to read it and agree before
 * going on (decision 0100): a modal dialog over the screen that Escape does not close, with the
 * notice in it, "I agree" and "Sign out instead".
 */
export function ConsentPrompt({ language, onSignOut }: ConsentPromptProps) {
  const consents = useConsents();
  if (!consents.data?.consent_needed) return null;
  return (
    <PromptDialog
      language={language}
      onSignOut={onSignOut}
      agreedBefore={consents.data.service.notice_version !== null}
    />
  );
}

function PromptDialog({
  language,
  onSignOut,
  agreedBefore,
}: ConsentPromptProps & { agreedBefore: boolean }) {
  const { t } = useTranslation(['privacy-consents', 'privacy-notice', 'common']);
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const notice = usePrivacyNotice(language);
  const consents = useConsents();
  const agree = useUpdateConsents(language);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  const agreeToShown = () => {
    if (!notice.data) return;
    agree.mutate(
      { service_version: notice.data.version },
      {
        // A newer version came out while this one was read: show that one instead.
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'NOTICE_VERSION_STALE')
            void Promise.all([notice.refetch(), consents.refetch()]);
        },
      },
    );
  };

  const failure =
    agree.error instanceof ApiError && agree.error.status !== 0 ? agree.error.message : null;
  return (
    <dialog
      ref={dialog}
      className="modal consent-prompt"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-lead`}
      onCancel={(event) => event.preventDefault()}
    >
      <div className="modal__body">
        <h2 id={`${ids}-title`} className="modal__title">
          {t(agreedBefore ? 'prompt_title' : 'prompt_title_first')}
        </h2>
        <p id={`${ids}-lead`}>
          {t('prompt_lead', { version: notice.data?.version ?? consents.data?.notice_version })}
        </p>
        <section
          className="consent-prompt__text"
          tabIndex={0}
          aria-label={t('privacy-notice:title')}
        >
          {notice.data ? (
            <NoticeBody notice={notice.data} language={language} />
          ) : (
            <p role="status">
              {notice.isError ? t('privacy-notice:load_failed') : t('common:loading')}
            </p>
          )}
        </section>
        {agree.isError && (
          <p className="form-field__error" role="alert">
            {failure ?? t('prompt_failed')}
          </p>
        )}
        <div className="consent-prompt__actions">
          <button type="button" className="button button--ghost" onClick={onSignOut}>
            {t('prompt_sign_out')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!notice.data || agree.isPending}
            onClick={agreeToShown}
          >
            {agree.isPending ? t('prompt_agreeing') : t('prompt_agree')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
