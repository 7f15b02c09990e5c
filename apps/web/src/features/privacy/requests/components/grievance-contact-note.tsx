import type { GrievanceContact as Contact } from '@portal/contracts';
import { GrievanceContact } from '../../../../components/privacy/grievance-contact';
import { useTranslation } from '../../../../lib/translation/use-translation';

/** The grievance contact under the customer's requests, in their language. */
export function GrievanceContactNote({ contact }: { contact: Contact }) {
  const { t } = useTranslation('privacy-requests');
  return (
    <GrievanceContact
      contact={contact}
      words={{
        title: t('grievance_title'),
        intro: t('grievance_intro'),
        email: t('grievance_email'),
        phone: t('grievance_phone'),
        board: t('grievance_board'),
      }}
    />
  );
}
