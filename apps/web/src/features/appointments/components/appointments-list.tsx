import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import { Modal } from '../../../components/modal/modal';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCard } from './appointment-card';
import { AppointmentDetails } from './appointment-details';

/** Spec section 2, /appointments: newest first, details in a modal, an empty state, a load error. */
export function AppointmentsList({ language }: { language: Language }) {
  const { t } = useTranslation('appointments');
  const appointments = useAppointments(language);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = appointments.data?.find((appointment) => appointment.id === openId);

  if (appointments.isPending) return <p className="info-content--loading" role="status">{t('loading')}</p>;
  if (appointments.isError) {
    return (
      <div className="empty-state" role="alert">
        <p>{t('load_failed')}</p>
        <button type="button" className="button button--light" onClick={() => void appointments.refetch()}>{t('retry')}</button>
      </div>
    );
  }
  if (appointments.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('empty')}</p>
        <Link to="/booking" className="button button--primary">{t('book_first')}</Link>
      </div>
    );
  }
  return (
    <>
      <ul className="appointment-list">
        {appointments.data.map((appointment) => (
          <AppointmentCard key={appointment.id} appointment={appointment} language={language} onDetails={() => setOpenId(appointment.id)} />
        ))}
      </ul>
      {open && (
        <Modal title={t('details_title', { number: open.appointment_number })} closeLabel={t('close')} onClose={() => setOpenId(null)}>
          <AppointmentDetails appointment={open} language={language} />
        </Modal>
      )}
    </>
  );
}
