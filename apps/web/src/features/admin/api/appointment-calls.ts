import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isFinishedDate } from '../../../lib/typed-date';
import type {
  AdminAppointment,
  AdminAppointmentReply,
  AdminAppointmentsQuery,
  AdminAppointmentsReply,
  AdminSlotsReply,
  Language,
} from '@portal/contracts';
import { ApiError, apiRequest, apiUpload } from '../../../lib/api-client';

const base = '/api/admin/appointments';

function queryString(query: AdminAppointmentsQuery): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

/** The office's list: a day's consultations in time order, or a search over all days. */
export function useAdminAppointments(query: AdminAppointmentsQuery, language: Language) {
  return useQuery({
    queryKey: ['admin', 'appointments', query, language],
    queryFn: () =>
      apiRequest<AdminAppointmentsReply>(`${base}?${queryString(query)}`, { language }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function useAdminAppointment(id: number, language: Language, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'appointment', id, language],
    queryFn: () =>
      apiRequest<AdminAppointmentReply>(`${base}/${id}`, { language }).then(
        (reply) => reply.appointment,
      ),
    enabled: enabled && Number.isInteger(id) && id > 0,
    // A refusal (a colleague's consultation) or one not there is answered the same a second time.
    retry: (failures, error) =>
      failures < 1 &&
      !(error instanceof ApiError && (error.status === 403 || error.status === 404)),
  });
}

export type AppointmentAction =
  | { kind: 'mark-paid' }
  | { kind: 'undo-cash' }
  | { kind: 'complete' }
  | { kind: 'no-show' }
  | { kind: 'undo-outcome' }
  | { kind: 'cancel'; reason: string }
  | { kind: 'schedule'; slotId: number; date: string };

function runAction(
  id: number,
  action: AppointmentAction,
  language: Language,
): Promise<AdminAppointment> {
  const body =
    action.kind === 'cancel'
      ? { reason: action.reason }
      : action.kind === 'schedule'
        ? { slot_id: action.slotId, date: action.date }
        : undefined;
  return apiRequest<AdminAppointmentReply>(`${base}/${id}/${action.kind}`, {
    method: 'POST',
    body,
    language,
  }).then((reply) => reply.appointment);
}

/** Refreshes everything the office sees of appointments and slots once an action has settled. */
function useRefreshOffice() {
  const queryClient = useQueryClient();
  return (appointment?: AdminAppointment, language?: Language) => {
    if (appointment && language)
      queryClient.setQueryData(['admin', 'appointment', appointment.id, language], appointment);
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
  };
}

/** Cash taken, completed, absent, undone, cancelled or given a slot: the reply is the appointment as it now is. */
export function useAppointmentAction(id: number, language: Language) {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: (action: AppointmentAction) => runAction(id, action, language),
    onSuccess: (appointment) => refresh(appointment, language),
    onError: () => refresh(),
  });
}

/** A cash refund owed to the customer, recorded as handed back over the counter. */
export function useRefundHandedOver(language: Language) {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: (refundId: number) =>
      apiRequest<AdminAppointmentReply>(`/api/admin/refunds/${refundId}/handed-over`, {
        method: 'POST',
        language,
      }).then((reply) => reply.appointment),
    onSuccess: (appointment) => refresh(appointment, language),
    onError: () => refresh(),
  });
}

/** The written report's PDF for one report request, with upload progress. */
export function useUploadReport(language: Language) {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: ({
      requestId,
      file,
      onProgress,
    }: {
      requestId: number;
      file: File;
      onProgress: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append('report', file, file.name);
      return apiUpload<AdminAppointmentReply>(`/api/admin/pdf-requests/${requestId}/report`, form, {
        language,
        onProgress,
      }).then((reply) => reply.appointment);
    },
    onSuccess: (appointment) => refresh(appointment, language),
  });
}

/** Gives an uploaded report to the customer, who is told; it can no longer be replaced. */
export function useDeliverReport(language: Language) {
  const refresh = useRefreshOffice();
  return useMutation({
    mutationFn: (requestId: number) =>
      apiRequest<AdminAppointmentReply>(`/api/admin/pdf-requests/${requestId}/deliver`, {
        method: 'POST',
        language,
      }).then((reply) => reply.appointment),
    onSuccess: (appointment) => refresh(appointment, language),
    onError: () => refresh(),
  });
}

/** A day's slots as the office sees them (today included). */
export function useAdminDaySlots(date: string, language: Language) {
  return useQuery({
    queryKey: ['admin', 'slots', date, language],
    queryFn: () =>
      apiRequest<AdminSlotsReply>(`/api/admin/slots?date=${encodeURIComponent(date)}`, {
        language,
      }),
    // Not for a day whose year is still being typed (decision 0108).
    enabled: isFinishedDate(date),
    retry: 1,
  });
}
