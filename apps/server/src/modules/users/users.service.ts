import type { UpdateProfileRequest, User } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { toUser } from '../auth/auth.service';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { createUsersRepo } from './users.repo';

type ProfileChanges = Pick<
  UpdateProfileRequest,
  'language_preference' | 'notify_whatsapp' | 'notify_sms' | 'notify_email'
> & {
  name?: string | undefined;
  /** Null clears the address; left out, it stays. */
  email?: string | null | undefined;
};

export function createUsersService(db: Database) {
  const repo = createUsersRepo(db);
  const appointments = createAppointmentsRepo(db);
  return {
    async profile(userId: number): Promise<User> {
      const row = await repo.findById(userId);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUser(row, await appointments.countForUser(userId));
    },

    /** A field left out stays as it is: the language toggle sends the language alone. */
    async updateProfile(userId: number, changes: ProfileChanges): Promise<User> {
      const row = await repo.update(userId, {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.email !== undefined ? { email: changes.email } : {}),
        ...(changes.language_preference ? { languagePreference: changes.language_preference } : {}),
        ...(changes.notify_whatsapp !== undefined
          ? { notifyWhatsapp: changes.notify_whatsapp }
          : {}),
        ...(changes.notify_sms !== undefined ? { notifySms: changes.notify_sms } : {}),
        ...(changes.notify_email !== undefined ? { notifyEmail: changes.notify_email } : {}),
      });
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUser(row, await appointments.countForUser(userId));
    },
  };
}
