import { useState } from 'react';
import type { Language, Session } from '@portal/contracts';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/session-calls';
import '../sessions.css';

/** What is being confirmed: one device signed out, or all the others. */
type Ending = { kind: 'one'; session: Session } | { kind: 'others'; count: number };

/**
 * My Profile's "Where you are signed in" (decision 0106): each device's name, rough place or
 * address, when it signed in and was last used, this one marked; sign out any other, or all the
 * others at once, each after a confirmation.
 */
export function SessionsCard({ language }: { language: Language }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const sessions = useSessions(language);
  const endOne = useEndSession(language);
  const endOthers = useEndOtherSessions(language);
  const [ending, setEnding] = useState<Ending | null>(null);
  const when = (iso: string) => formatIndiaDateTime(iso, language);
  // The two names are brands; the sentence around them is the screen's language.
  const deviceOf = ({ device }: Session) =>
    device?.browser && device.system
      ? t('sessions_device', { browser: device.browser, system: device.system })
      : (device?.browser ?? device?.system ?? t('sessions_unknown_device'));
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);
  const busy = endOne.isPending || endOthers.isPending;

  const confirm = () => {
    if (!ending) return;
    const done = (key: string) => () => {
      toast.show('success', t(key));
      setEnding(null);
    };
    const failed = () => {
      toast.show('error', t('sessions_end_failed'));
      setEnding(null);
    };
    if (ending.kind === 'one')
      endOne.mutate(ending.session.id, { onSuccess: done('sessions_ended_one'), onError: failed });
    else endOthers.mutate(undefined, { onSuccess: done('sessions_ended_others'), onError: failed });
  };

  return (
    <section id="sessions" className="profile-card sessions-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions_title')}</h2>
      <p className="field-note">{t('sessions_lead')}</p>
      {sessions.isError ? (
        <p className="notice notice--muted">{t('sessions_load_failed')}</p>
      ) : !sessions.data ? (
        <p className="field-note" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : (
        <>
          <ul className="sessions-card__list">
            {list.map((session) => (
              <li key={session.id} className="sessions-card__item">
                <div className="sessions-card__who">
                  <p className="sessions-card__device">
                    <strong>{deviceOf(session)}</strong>
                    {session.current && <span className="badge">{t('sessions_this_device')}</span>}
                  </p>
                  {(session.place ?? session.address_hint) && (
                    <p className="sessions-card__line">
                      {session.place
                        ? t('sessions_place', { place: session.place })
                        : t('sessions_address', { address: session.address_hint })}
                    </p>
                  )}
                  <p className="sessions-card__line">
                    {t('sessions_signed_in', { when: when(session.created_at) })}
                    {' · '}
                    {t('sessions_last_used', { when: when(session.last_used_at) })}
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button button--small button--light"
                    disabled={busy}
                    onClick={() => setEnding({ kind: 'one', session })}
                  >
                    {t('sessions_end_one')}
                    <span className="visually-hidden">: {deviceOf(session)}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => setEnding({ kind: 'others', count: others.length })}
            >
              {t('sessions_end_others')}
            </button>
          ) : (
            <p className="field-note">{t('sessions_only_this')}</p>
          )}
        </>
      )}
      {ending && (
        <Modal
          title={
            ending.kind === 'one'
              ? t('sessions_end_one_title', { device: deviceOf(ending.session) })
              : t('sessions_end_others_title', { count: ending.count })
          }
          closeLabel={t('cancel')}
          onClose={() => setEnding(null)}
        >
          <p>{t(ending.kind === 'one' ? 'sessions_end_one_body' : 'sessions_end_others_body')}</p>
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setEnding(null)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={confirm}
            >
              {t(
                ending.kind === 'one' ? 'sessions_end_one_confirm' : 'sessions_end_others_confirm',
              )}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
