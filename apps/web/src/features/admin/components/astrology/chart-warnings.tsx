import { useTranslation } from '../../../../lib/translation/use-translation';
import type { Chart, Language } from '@portal/contracts';
import { warningText } from './astrology-words';

/**
 * What the astrologer should check by hand (a star or lagna near an edge, a star changing within a
 * period of birth).
 */
export function ChartWarnings({
  warnings,
  language,
}: {
  warnings: Chart['warnings'];
  language: Language;
}) {
  const { t } = useTranslation('admin');
  if (warnings.length === 0) return null;
  return (
    <div className="astro-warnings" role="note">
      <p className="astro-warnings__title">{t('astro_warnings_title')}</p>
      <ul>
        {warnings.map((warning, index) => (
          <li key={index}>{warningText(warning, language)}</li>
        ))}
      </ul>
    </div>
  );
}
