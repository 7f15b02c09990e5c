import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, StaffGrantRequest, StaffMemberReply, StaffReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const base = '/api/admin/staff';
const staffKey = ['admin', 'staff'];

/** Who holds each office role, and the astrologers an astrologer's role can be (admins only). */
export function useStaff(language: Language) {
  return useQuery({
    queryKey: [...staffKey, language],
    queryFn: () => apiRequest<StaffReply>(base, { language }),
    retry: 1,
  });
}

/** The list, and the activity log that records every change, are asked again after one. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
}

/** Gives a mobile number an office role, or another one. */
export function useGrantRole(language: Language) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (grant: StaffGrantRequest) =>
      apiRequest<StaffMemberReply>(base, { method: 'PUT', body: grant, language }).then(
        (reply) => reply.member,
      ),
    onSettled: refresh,
  });
}

/** Takes a person's office role back: they sign in as a customer from then on. */
export function useRevokeRole(language: Language) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<{ success: true }>(`${base}/${userId}`, { method: 'DELETE', language }),
    onSettled: refresh,
  });
}
