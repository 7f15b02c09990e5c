import { useTranslation } from '../../../../lib/translation/use-translation';
import type { ConsultationMode } from '@portal/contracts';

/** A line icon per consultation mode: a place pin (at the office), a handset, a camera. */
const paths: Record<ConsultationMode, string> = {
  in_person:
    'M12 2a7 7 0 00-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 00-7-7zm0 9.5a2.5 2.5 0 110-5 2.5 2.5 0 010 5z',
  phone:
    'M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 ' +
    '1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.6a1 1 0 ' +
    '01-.25 1z',
  video: 'M3 7a2 2 0 012-2h10a2 2 0 012 2v3l4-3v10l-4-3v3a2 2 0 01-2 2H5a2 2 0 01-2-2z',
};

/** How the consultation takes place: an icon and always the word (never the icon alone). */
export function ConsultationModeLabel({ mode }: { mode: ConsultationMode }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`consultation-mode consultation-mode--${mode}`}>
      <svg
        viewBox="0 0 24 24"
        width={18}
        height={18}
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={paths[mode]} />
      </svg>
      {t(`mode_${mode}`)}
    </span>
  );
}
