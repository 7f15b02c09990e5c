import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../lib/translation/use-translation';
import type { Language } from '@portal/contracts';
import { useToast } from '../components/toast/toast-context';
import { useAppointment } from '../features/appointments/api/get-appointments';
import { ApiError } from '../lib/api-client';

/**
 * The customer's appointment named by the route's `:appointmentId`, for the screens reached from
 * My Appointments (choose a slot, reschedule): one that cannot be loaded says "appointment not
 * found" and returns to My Appointments; a 401 has its own toast.
 */
export function useRoutedAppointment(language: Language) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const toast = useToast();
  const id = Number(useParams().appointmentId);
  const appointment = useAppointment(id, language);
  const failed =
    !Number.isInteger(id) ||
    id <= 0 ||
    (appointment.isError &&
      !(appointment.error instanceof ApiError && appointment.error.status === 401));

  useEffect(() => {
    if (!failed) return;
    toast.show('error', t('not_found'), { keepOnNavigation: true });
    void navigate('/appointments', { replace: true });
  }, [failed, toast, t, navigate]);

  return appointment;
}
