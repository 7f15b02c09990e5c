import type { UpdateProfileRequest, User } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { toUser } from '../auth/auth.service';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { createEmailConfirmationService } from './email/email-confirmation.service';
import { createUsersRepo } from './users.repo';

type ProfileChanges = Pick<
  UpdateProfileRequest,
  'language_preference' | 'notify_whatsapp' | 'notify_sms' | 'notify_email'
> & {
  name?: string | undefined;
  /** Null clears the address; left out, it stays. */
  email?: string | null | undefined;
};

export interface UsersServiceOptions {
  /** The server's secret, for the e-mail confirmation links (modules/users/email). */
  secret: string;
  now?: () => Date;
}

export function createUsersService(
  db: Database,
  { secret, now = () => new Date() }: UsersServiceOptions,
) {
  const repo = createUsersRepo(db);
  const appointments = createAppointmentsRepo(db);
  const confirmations = createEmailConfirmationService({ db, secret, now });
  return {
    async profile(userId: number): Promise<User> {
      const row = await repo.findById(userId);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUser(row, await appointments.countForUser(userId));
    },

    /**
     * A field left out stays as it is: the language toggle sends the language alone. A new or
     * changed e-mail address is unconfirmed until its link is opened, and the link is sent to it
     * in the same transaction (decision 0107); the same address again changes nothing.
     */
    async updateProfile(userId: number, changes: ProfileChanges): Promise<User> {
      const moment = now();
      const row = await db.transaction(async (tx) => {
        const users = createUsersRepo(tx);
        await users.lockForCounting(userId);
        const before = await users.findById(userId);
        if (!before) throw new AppError('UNAUTHENTICATED');
        const newEmail =
          changes.email !== undefined && changes.email !== before.email ? changes.email : undefined;
        const saved = await users.update(userId, {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(newEmail !== undefined ? { email: newEmail, emailConfirmedAt: null } : {}),
          ...(changes.language_preference
            ? { languagePreference: changes.language_preference }
            : {}),
          ...(changes.notify_whatsapp !== undefined
            ? { notifyWhatsapp: changes.notify_whatsapp }
            : {}),
          ...(changes.notify_sms !== undefined ? { notifySms: changes.notify_sms } : {}),
          ...(changes.notify_email !== undefined ? { notifyEmail: changes.notify_email } : {}),
        });
        if (!saved) throw new AppError('UNAUTHENTICATED');
        if (newEmail)
          await confirmations.sendLink(
            tx,
            {
              userId,
              email: newEmail,
              language: saved.languagePreference === 'tamil' ? 'tamil' : 'english',
              resend: false,
            },
            moment,
          );
        return saved;
      });
      return toUser(row, await appointments.countForUser(userId));
    },

    resendEmailLink: (userId: number) => confirmations.resend(userId),
    confirmEmail: (token: string) => confirmations.confirm(token),
  };
}
