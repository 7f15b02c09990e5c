import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translation/use-translation';
import type { Testimonial } from '@portal/contracts';
import { PublicHeader } from '../../components/layout/public-header';
import { SiteFooter } from '../../components/layout/site-footer';
import { LanguageChoice } from '../../components/layout/language-choice';
import { useNavigation } from '../../components/navigation/navigation-context';
import { PageLink } from '../../components/navigation/page-link';
import { getServices } from '../../features/catalog/api/services-call';
import { ServiceCards, type ChosenService } from '../../features/catalog/components/service-cards';
import { fallbackServices } from '../../features/catalog/fallback-services';
import {
  AboutSection,
  HowItWorksSection,
  NoticesSection,
} from '../../features/landing/components/landing-sections';
import { StarSection } from '../../features/landing/components/star-section';
import { getUiSettings } from '../../features/settings/api/ui-settings-call';
import { getTestimonials } from '../../features/testimonials/api/testimonials-call';
import { TestimonialsSlider } from '../../features/testimonials/components/testimonials-slider';
import { useCachedCall } from '../../lib/call-cache';
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

const noTestimonials: Testimonial[] = [];

/**
 * `/` and `/landing`. Prerendered at build time and, on a direct visit, started without the
 * router or the query library (app/landing-start.tsx): its calls go through the small call
 * cache, under the query cache's keys, and its links through the navigation context.
 */
export function LandingScreen() {
  const { t } = useTranslation(['landing', 'common']);
  const [language, setLanguage] = useLanguage();
  const { navigate } = useNavigation();
  const { data: settings } = useCachedCall(['ui-settings', language], () =>
    getUiSettings(language),
  );
  const appName = settings?.app_name || t('common:app_name');
  useDocumentTitle(t('landing:hero_cta'), appName);

  // Keeps the last language's list while the next loads (as the query cache's keepPreviousData).
  const services = useCachedCall(['services', language], () => getServices(language), {
    keepPrevious: true,
  });
  const { data: testimonials = noTestimonials } = useCachedCall(['testimonials', language], () =>
    getTestimonials(language),
  );

  const chooseService = (service: ChosenService) => {
    savePendingService(service);
    navigate('/login');
  };
  // The star tool's call to book starts a Jathagam booking, as its service card does.
  const bookJathagam = () => {
    const jathagam =
      services.data?.find((service) => service.key === 'jathagam') ??
      fallbackServices.find((service) => service.key === 'jathagam');
    if (jathagam) chooseService({ id: jathagam.id, key: jathagam.key });
  };

  return (
    <>
      <PublicHeader appName={appName} />
      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero__inner">
            <h1 id="hero-title" className="hero__title">
              {t('landing:hero_title')}
            </h1>
            <p className="hero__subtitle">{t('landing:hero_subtitle')}</p>
            <div className="hero__actions">
              <PageLink to="/login" className="button button--primary button--large">
                {t('landing:hero_cta')}
              </PageLink>
              <a href="#services" className="button button--light button--large">
                {t('landing:hero_secondary')}
              </a>
            </div>
            <div className="hero__language">
              <LanguageChoice
                language={language}
                onChange={setLanguage}
                legend={t('landing:choose_language')}
              />
            </div>
          </div>
        </section>

        <Section>
          <AboutSection />
        </Section>

        <Section>
          <section
            className="section section--tinted"
            id="services"
            aria-labelledby="services-title"
          >
            <h2 id="services-title" className="section__title">
              {t('landing:services_title')}
            </h2>
            <p className="section__lead">{t('landing:services_subtitle')}</p>
            <ServiceCards
              services={services.data}
              failed={services.isError}
              onChoose={chooseService}
            />
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
            <h2 id="testimonials-title" className="section__title">
              {t('landing:testimonials_title')}
            </h2>
            <TestimonialsSlider testimonials={testimonials} />
          </section>
        </Section>

        <Section>
          <section className="section" aria-label={t('landing:notice_title')}>
            <NoticesSection />
          </section>
          <section className="cta" aria-labelledby="cta-title">
            <h2 id="cta-title" className="cta__title">
              {t('landing:cta_title')}
            </h2>
            <p>{t('landing:cta_text')}</p>
            <PageLink to="/login" className="button button--primary button--large">
              {t('landing:cta_button')}
            </PageLink>
          </section>
        </Section>
      </main>
      <Section>
        <SiteFooter settings={settings} />
      </Section>
    </>
  );
}
