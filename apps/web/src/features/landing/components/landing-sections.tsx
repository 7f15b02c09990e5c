import { useTranslation } from '../../../lib/translation/use-translation';
import { Icon, type IconName } from '../../../components/icon';

const features = ['experienced', 'accurate', 'confidential', 'support'] as const;
const featureIcons: Record<(typeof features)[number], IconName> = {
  experienced: 'star',
  accurate: 'target',
  confidential: 'lock',
  support: 'phone',
};

export function AboutSection() {
  const { t } = useTranslation('landing');
  return (
    <section className="section" aria-labelledby="about-title">
      <h2 id="about-title" className="section__title">
        {t('about_title')}
      </h2>
      <p className="section__lead">{t('about_text')}</p>
      <ul className="feature-grid">
        {features.map((feature) => (
          <li key={feature} className="feature-card">
            <span className="feature-card__icon">
              <Icon name={featureIcons[feature]} />
            </span>
            <h3 className="feature-card__title">{t(`feature_${feature}_title`)}</h3>
            <p className="feature-card__text">{t(`feature_${feature}_text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <section className="section" aria-labelledby="steps-title">
      <h2 id="steps-title" className="section__title">
        {t('steps_title')}
      </h2>
      <ol className="steps">
        {[1, 2, 3, 4, 5].map((step) => (
          <li key={step} className="step">
            <span className="step__number" aria-hidden="true">
              {step}
            </span>
            <div>
              <h3 className="step__title">{t(`step_${step}_title`)}</h3>
              <p className="step__text">{t(`step_${step}_text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function NoticesSection() {
  const { t } = useTranslation('landing');
  return (
    <aside className="notices" aria-labelledby="notices-title">
      <h2 id="notices-title" className="notices__title">
        {t('notice_title')}
      </h2>
      <ul>
        <li>{t('notice_educational')}</li>
        <li>{t('notice_fees')}</li>
      </ul>
    </aside>
  );
}
