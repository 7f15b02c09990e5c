import { useId } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  poruthamGradeNames,
  poruthamNames,
  poruthamStatusNames,
  poruthamVerdictNames,
  poruthamVetoKeys,
  sevvaiDoshamName,
  sevvaiPairNames,
  type Language,
  type Porutham,
  type SevvaiPairStatus,
} from '@portal/contracts';
import { nakshatraIn, rasiIn } from './astrology-words';

const pick = (names: { english: string; tamil: string }, language: Language) =>
  language === 'tamil' ? names.tamil : names.english;

/**
 * The marriage porutham (docs/decisions/0029): the ten items matched, not matched or unknown with
 * their grade, Rajju and Vedhai marked as deciding, the count out of ten, the verdict and the pair's
 * sevvai dosham.
 */
export function PoruthamCard({
  porutham,
  sevvai,
  language,
}: {
  porutham: Porutham;
  sevvai: SevvaiPairStatus | null;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const starText = ({ nakshatra, pada }: Porutham['bride_star']) =>
    pada
      ? `${nakshatraIn(nakshatra, language)}, ${t('astro_pada_word', { pada })}`
      : nakshatraIn(nakshatra, language);
  return (
    <section
      className={`astro-porutham astro-porutham--${porutham.verdict}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="astro-person__name">
        {t('astro_porutham_title')}
      </h3>
      <p className="astro-porutham__stars">
        {t('astro_porutham_stars', {
          bride: starText(porutham.bride_star),
          bridegroom: starText(porutham.bridegroom_star),
        })}
      </p>
      {porutham.same_star_and_pada && (
        <p className="astro-porutham__veto astro-porutham__same-star">
          {t('astro_porutham_same_star', { star: starText(porutham.bride_star) })}
        </p>
      )}
      <p className="astro-porutham__score">
        <strong>
          {t('astro_porutham_count', { matched: porutham.matched_count, total: porutham.total })}
        </strong>
        {' · '}
        <span className="astro-porutham__verdict">
          {pick(poruthamVerdictNames[porutham.verdict], language)}
        </span>
      </p>
      {porutham.vetoed && (
        <p className="astro-porutham__veto" role="note">
          {t('astro_porutham_vetoed')}
        </p>
      )}
      {porutham.unknown_count > 0 && (
        <p className="astro-porutham__note">
          {t('astro_porutham_unknown', { count: porutham.unknown_count })}
        </p>
      )}
      <p className="astro-porutham__note">
        {t('astro_porutham_counted', { count: porutham.star_count })}
        {porutham.bride_rasi &&
          porutham.bridegroom_rasi &&
          ` ${t('astro_porutham_rasis', {
            bride: rasiIn(porutham.bride_rasi, language),
            bridegroom: rasiIn(porutham.bridegroom_rasi, language),
          })}`}
      </p>
      <ol className="astro-porutham__items">
        {porutham.items.map((item) => {
          const veto = poruthamVetoKeys.includes(item.key);
          return (
            <li
              key={item.key}
              className={`astro-porutham__item astro-porutham__item--${item.status}`}
              data-key={item.key}
            >
              <span className="astro-porutham__name">
                {pick(poruthamNames[item.key], language)}
                {veto && <span className="astro-porutham__must">{t('astro_porutham_must')}</span>}
              </span>
              <span className="astro-porutham__status">
                <span aria-hidden="true">
                  {item.status === 'matched' ? '✓ ' : item.status === 'not_matched' ? '✗ ' : '? '}
                </span>
                {pick(poruthamStatusNames[item.status], language)}
                {item.grade && ` · ${pick(poruthamGradeNames[item.grade], language)}`}
              </span>
              <span className="astro-porutham__reason">{pick(item.reason, language)}</span>
            </li>
          );
        })}
      </ol>
      <p className="astro-porutham__sevvai">
        <strong>{pick(sevvaiDoshamName, language)}:</strong>{' '}
        {sevvai ? pick(sevvaiPairNames[sevvai], language) : pick(sevvaiPairNames.unknown, language)}
      </p>
    </section>
  );
}
