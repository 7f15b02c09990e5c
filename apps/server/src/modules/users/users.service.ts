import type { UpdateProfileRequest, User } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toUser } from '../auth/auth.service';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { createUsersRepo } from './users.repo';

export function createUsersService(db: Database) {
  const repo = createUsersRepo(db);
  const appointments = createAppointmentsRepo(db);
  return {
    async profile(userId: number): Promise<User> {
      const row = await repo.findById(userId);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUser(row, await appointments.countForUser(userId));
    },

    async updateProfile(userId: number, changes: { name: string; email: string | null; language_preference?: UpdateProfileRequest['language_preference'] }): Promise<User> {
      const row = await repo.update(userId, {
        name: changes.name,
        email: changes.email,
        ...(changes.language_preference ? { languagePreference: changes.language_preference } : {}),
      });
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUser(row, await appointments.countForUser(userId));
    },
  };
}
