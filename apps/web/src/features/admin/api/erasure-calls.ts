import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The admin erases a customer on their request (decision 0101); their page is asked again. */
export function useEraseCustomer(customerId: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmMobileNumber: string) =>
      apiRequest<ErasureReply>(`/api/admin/customers/${customerId}/erase`, {
        method: 'POST',
        body: { confirm_mobile_number: confirmMobileNumber },
        language,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
