import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { Language } from '@portal/contracts';
import { Modal } from '../../../components/modal/modal';
import type { OfficeDetails } from '../../../lib/office-details';
import { useAppointments } from '../api/get-appointments';
import { useRefetchWhenLinksOpen } from '../use-refetch-when-links-open';
import { AppointmentCard } from './appointment-card';
import { AppointmentDetails } from './appointment-details';
import { CancelDialog } from './cancel-dialog';

/** Newest first, details in a modal, an empty state, a load error; cancel with its refund. */
export function AppointmentsList({
  language,
  office,
}: {
  language: Language;
  office: OfficeDetails;
}) {
  const { t } = useTranslation('appointments');
  const appointments = useAppointments(language);
  const [openId, setOpenId] = useState<number | null>(null);
  const [cancelId, setCancelId] = useState<number | null>(null);
  useRefetchWhenLinksOpen(appointments.data, appointments.refetch);
  const open = appointments.data?.find((appointment) => appointment.id === openId);
  const cancelling = appointments.data?.find((appointment) => appointment.id === cancelId);
  // One dialog at a time: cancelling from the details closes them first.
  const startCancel = (id: number) => {
    setOpenId(null);
    setCancelId(id);
  };

  if (appointments.isPending)
    return (
      <p className="info-content--loading" role="status">
        {t('loading')}
      </p>
    );
  if (appointments.isError) {
    return (
      <div className="empty-state" role="alert">
        <p>{t('load_failed')}</p>
        <button
          type="button"
          className="button button--light"
          onClick={() => void appointments.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (appointments.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('empty')}</p>
        <Link to="/booking" className="button button--primary">
          {t('book_first')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="appointment-list">
        {appointments.data.map((appointment) => (
          <AppointmentCard
            key={appointment.id}
            appointment={appointment}
            language={language}
            office={office}
            onDetails={() => setOpenId(appointment.id)}
            onCancel={() => startCancel(appointment.id)}
          />
        ))}
      </ul>
      {open && (
        <Modal
          title={t('details_title', { number: open.appointment_number })}
          closeLabel={t('close')}
          onClose={() => setOpenId(null)}
        >
          <AppointmentDetails
            appointment={open}
            language={language}
            office={office}
            onCancel={() => startCancel(open.id)}
          />
        </Modal>
      )}
      {cancelling && (
        <CancelDialog
          appointment={cancelling}
          language={language}
          office={office}
          onClose={() => setCancelId(null)}
        />
      )}
    </>
  );
}
