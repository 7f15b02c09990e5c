import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentReply, Language } from '@portal/contracts';
import { apiUpload } from '../../../lib/api-client';
import { useIntentKeys, withIntentKey } from '../../../lib/intent-key';

export function createAppointment(
  form: FormData,
  language: Language,
  onProgress?: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<Appointment> {
  return apiUpload<AppointmentReply>('/api/appointments', form, {
    language,
    onProgress,
    idempotencyKey,
  }).then((reply) => reply.appointment);
}

/**
 * Books, reporting how much of the upload has gone (0 to 1) while it is sent. The same form sent
 * again after a failure keeps its Idempotency-Key, so a booking whose reply was lost is not made twice.
 */
export function useCreateAppointment(language: Language, onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  const intents = useIntentKeys();
  return useMutation({
    mutationFn: (form: FormData) =>
      withIntentKey(intents, form, (key) => createAppointment(form, language, onProgress, key)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
