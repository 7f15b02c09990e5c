import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Language,
  SavedPeopleReply,
  SavedPerson,
  SavedPersonReply,
  SavedPersonRequestInput,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The people the customer keeps for their bookings: GET/POST/PUT/DELETE /api/user/people. */
export const savedPeopleQueryKey = ['saved-people'] as const;

export const savedPeopleQuery = queryOptions({
  queryKey: savedPeopleQueryKey,
  queryFn: () => apiRequest<SavedPeopleReply>('/api/user/people').then((reply) => reply.people),
  retry: false,
  staleTime: 60_000,
});

export function useSavedPeople() {
  return useQuery(savedPeopleQuery);
}

export function useSavePerson(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, person }: { id: number | null; person: SavedPersonRequestInput }) =>
      apiRequest<SavedPersonReply>(id ? `/api/user/people/${id}` : '/api/user/people', {
        method: id ? 'PUT' : 'POST',
        body: person,
        language,
      }).then((reply) => reply.person),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPeopleQueryKey }),
  });
}

export function useRemovePerson(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: SavedPerson) =>
      apiRequest<{ success: true }>(`/api/user/people/${person.id}`, {
        method: 'DELETE',
        language,
      }),
    onSuccess: (_reply, person) =>
      queryClient.setQueryData<SavedPerson[]>(savedPeopleQueryKey, (people) =>
        people?.filter((kept) => kept.id !== person.id),
      ),
  });
}
