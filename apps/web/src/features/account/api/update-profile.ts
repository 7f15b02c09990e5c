import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, ProfileReply, UpdateProfileRequest, User } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

export async function updateProfile(
  changes: UpdateProfileRequest,
  language: Language,
): Promise<User> {
  const reply = await apiRequest<ProfileReply>('/api/user/profile', {
    method: 'PUT',
    body: changes,
    language,
  });
  updateStoredUser(reply.user);
  return reply.user;
}

export function useUpdateProfile(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => updateProfile(changes, language),
    onSuccess: (user) => queryClient.setQueryData(profileQueryKey, user),
  });
}
