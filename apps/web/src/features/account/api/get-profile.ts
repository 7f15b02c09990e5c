import { useQuery } from '@tanstack/react-query';
import type { ProfileReply, User } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';

export const profileQueryKey = ['profile'] as const;

export function getProfile(): Promise<User> {
  return apiRequest<ProfileReply>('/api/user/profile').then((reply) => reply.user);
}

/** The stored user data, shown while loading and when the call fails. */
export function storedUser(): Partial<User> | null {
  const session = readSession();
  return session.status === 'authenticated' ? session.user : null;
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile, retry: false });
}
