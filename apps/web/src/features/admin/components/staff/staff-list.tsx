import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { officeRoles, type Language, type StaffMember } from '@portal/contracts';
import { Modal } from '../../../../components/modal/modal';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { useRevokeRole } from '../../api/staff-calls';
import { useResetSecondFactor } from '../../api/security-calls';
import { useOutcomeToast } from '../../form-feedback';
import { astrologerName } from './staff-grant-form';

/** Who holds each office role, role by role, each with a way to take the role back (never one's own). */
export function StaffList({
  staff,
  ownUserId,
  language,
}: {
  staff: StaffMember[];
  ownUserId: number | null;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const revoke = useRevokeRole(language);
  const toastOutcome = useOutcomeToast();
  const [confirming, setConfirming] = useState<StaffMember | null>(null);
  const reset = useResetSecondFactor(language);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const who = (member: StaffMember) => member.name || displayPhoneNumber(member.mobile_number);

  return (
    <div className="admin-stack staff-roles">
      {officeRoles.map((role) => {
        const holders = staff.filter((member) => member.role === role);
        return (
          <section key={role} className="admin-panel" aria-labelledby={`staff-${role}-title`}>
            <h2 id={`staff-${role}-title`} className="admin-panel__title">
              {t(`role_${role}_plural`)}{' '}
              <span className="staff-roles__count">({holders.length})</span>
            </h2>
            <p className="field-note">{t(`role_${role}_can`)}</p>
            {holders.length === 0 ? (
              <p className="empty-state">{t('staff_no_one')}</p>
            ) : (
              <ul className="staff-roles__list">
                {holders.map((member) => (
                  <li key={member.id} className="staff-member">
                    <div className="staff-member__who">
                      <strong>{member.name || t('staff_no_name')}</strong>
                      <a href={`tel:${member.mobile_number}`}>
                        {displayPhoneNumber(member.mobile_number)}
                      </a>
                      {member.astrologer && (
                        <span>
                          {t('staff_is_astrologer', {
                            name: astrologerName(member.astrologer, language),
                          })}
                        </span>
                      )}
                      {!member.has_signed_in && (
                        <span className="badge">{t('staff_not_signed_in')}</span>
                      )}
                      {member.has_second_factor ? (
                        <span className="badge badge--second-factor">
                          {t('staff_second_factor_on')}
                        </span>
                      ) : (
                        <span className="badge">{t('staff_second_factor_off')}</span>
                      )}
                    </div>
                    {member.id === ownUserId ? (
                      <span className="field-note">{t('staff_you')}</span>
                    ) : (
                      <div className="staff-member__actions">
                        {member.has_second_factor && (
                          <button
                            type="button"
                            className="button button--small button--light"
                            disabled={reset.isPending}
                            onClick={() => setResetting(member)}
                          >
                            {t('staff_second_factor_reset')}
                            <span className="visually-hidden">: {who(member)}</span>
                          </button>
                        )}
                        <button
                          type="button"
                          className="button button--small button--light"
                          disabled={revoke.isPending}
                          onClick={() => setConfirming(member)}
                        >
                          {t('staff_revoke')}
                          <span className="visually-hidden">: {who(member)}</span>
                        </button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {resetting && (
        <Modal
          title={t('staff_second_factor_reset_title', { name: who(resetting) })}
          closeLabel={t('keep')}
          onClose={() => setResetting(null)}
        >
          <p>{t('staff_second_factor_reset_body')}</p>
          <div className="modal__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setResetting(null)}
            >
              {t('keep')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={reset.isPending}
              onClick={() =>
                void toastOutcome(
                  reset.mutateAsync(resetting.id),
                  'staff_second_factor_reset_done',
                ).finally(() => setResetting(null))
              }
            >
              {t('staff_second_factor_reset_confirm')}
            </button>
          </div>
        </Modal>
      )}
      {confirming && (
        <Modal
          title={t('staff_revoke_title', { name: who(confirming) })}
          closeLabel={t('keep')}
          onClose={() => setConfirming(null)}
        >
          <p>{t('staff_revoke_body', { role: t(`role_${confirming.role}`) })}</p>
          <div className="modal__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(null)}
            >
              {t('keep')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={revoke.isPending}
              onClick={() =>
                void toastOutcome(revoke.mutateAsync(confirming.id), 'staff_revoked').finally(() =>
                  setConfirming(null),
                )
              }
            >
              {t('staff_revoke_confirm')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
