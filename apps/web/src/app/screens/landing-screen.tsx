import { Suspense, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from '../../components/layout/public-header';
import { SiteFooter } from '../../components/layout/site-footer';
import { LanguageChoice } from '../../components/layout/language-choice';
import { useServices } from '../../features/catalog/api/get-services';
import { ServicesGrid, type ChosenService } from '../../features/catalog/components/services-grid';
import { fallbackServices } from '../../features/catalog/fallback-services';
import { AboutSection, HowItWorksSection, NoticesSection } from '../../features/landing/components/landing-sections';
import { StarSection } from '../../features/landing/components/star-section';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { TestimonialsSlider } from '../../features/testimonials/components/testimonials-slider';
import { savePendingService } from '../../lib/pending-service';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

/**
 * A boundary per section: React hydrates each in a task of its own, so a slow phone is never
 * blocked by one long hydration of the whole page.
 */
function Section({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function LandingScreen() {
  const { t } = useTranslation(['landing', 'common']);
  const [language, setLanguage] = useLanguage();
  const navigate = useNavigate();
  const { data: settings } = useUiSettings(language);
  const appName = settings?.app_name || t('common:app_name');
  useDocumentTitle(t('landing:hero_cta'), appName);

  const { data: services } = useServices(language);

  const chooseService = (service: ChosenService) => {
    savePendingService(service);
    void navigate('/login');
  };
  // The star tool's call to book starts a Jathagam booking, as its service card does.
  const bookJathagam = () => {
    const jathagam = services?.find((service) => service.key === 'jathagam') ?? fallbackServices.find((service) => service.key === 'jathagam');
    if (jathagam) chooseService({ id: jathagam.id, key: jathagam.key });
  };

  return (
    <>
      <PublicHeader appName={appName} />
      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero__inner">
            <h1 id="hero-title" className="hero__title">{t('landing:hero_title')}</h1>
            <p className="hero__subtitle">{t('landing:hero_subtitle')}</p>
            <div className="hero__actions">
              <Link to="/login" className="button button--primary button--large">{t('landing:hero_cta')}</Link>
              <a href="#services" className="button button--light button--large">{t('landing:hero_secondary')}</a>
            </div>
            <div className="hero__language">
              <LanguageChoice language={language} onChange={setLanguage} legend={t('landing:choose_language')} />
            </div>
          </div>
        </section>

        <Section>
          <AboutSection />
        </Section>

        <Section>
          <section className="section section--tinted" id="services" aria-labelledby="services-title">
            <h2 id="services-title" className="section__title">{t('landing:services_title')}</h2>
            <p className="section__lead">{t('landing:services_subtitle')}</p>
            <ServicesGrid language={language} onChoose={chooseService} />
          </section>
        </Section>

        <Section>
          <StarSection language={language} onBook={bookJathagam} />
        </Section>

        <Section>
          <HowItWorksSection />
        </Section>

        <Section>
          <section className="section section--tinted" aria-labelledby="testimonials-title">
            <h2 id="testimonials-title" className="section__title">{t('landing:testimonials_title')}</h2>
            <TestimonialsSlider language={language} />
          </section>
        </Section>

        <Section>
          <section className="section" aria-label={t('landing:notice_title')}>
            <NoticesSection />
          </section>
          <section className="cta" aria-labelledby="cta-title">
            <h2 id="cta-title" className="cta__title">{t('landing:cta_title')}</h2>
            <p>{t('landing:cta_text')}</p>
            <Link to="/login" className="button button--primary button--large">{t('landing:cta_button')}</Link>
          </section>
        </Section>
      </main>
      <Section>
        <SiteFooter settings={settings} />
      </Section>
    </>
  );
}
