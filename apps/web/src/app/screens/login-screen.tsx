import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation';
import type { Testimonial, User } from '@portal/contracts';
import { PublicHeader } from '../../components/layout/public-header';
import { SiteFooter } from '../../components/layout/site-footer';
import { useToast } from '../../components/toast/toast-context';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import {
  testimonialsQuery,
  useTestimonials,
} from '../../features/testimonials/api/get-testimonials';
import { TestimonialsSlider } from '../../features/testimonials/components/testimonials-slider';
import type { FirstData } from '../route-table';
import { clearPendingService, readPendingService } from '../../lib/pending-service';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { returnPathFrom } from '../route-guards';

const DEFAULT_LOGIN_IMAGE = '/images/login-illustration.svg';
const noTestimonials: Testimonial[] = [];

export const firstData: FirstData = (queryClient, language) =>
  queryClient.prefetchQuery(testimonialsQuery(language));

/**
 * /login: sign in by mobile number and one-time code, then on to home, the chosen service, or the
 * protected page that sent here.
 */
export default function LoginScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const [language, setLanguage] = useLanguage();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().state);
  const toast = useToast();
  const { data: settings } = useUiSettings(language);
  const { data: testimonials = noTestimonials } = useTestimonials(language);
  const appName = settings?.app_name || t('common:app_name');
  useDocumentTitle(t('auth:title'), appName);

  const signedIn = (_user: User) => {
    toast.show('success', t('auth:signed_in'));
    const pending = readPendingService();
    clearPendingService();
    void navigate(pending ? `/booking?service=${pending.id}` : (returnTo ?? '/home'), {
      replace: true,
    });
  };

  return (
    <>
      <PublicHeader
        appName={appName}
        language={language}
        onLanguageChange={setLanguage}
        showLogin={false}
      />
      <main id="main" className="sign-in-page">
        <section className="sign-in-card" aria-labelledby="sign-in-title">
          <img
            className="sign-in-card__image"
            src={settings?.login_image_url || DEFAULT_LOGIN_IMAGE}
            alt=""
            width={400}
            height={300}
          />
          <h1 id="sign-in-title">{settings?.login_title || t('auth:title')}</h1>
          <p className="sign-in-card__lead">{t('auth:subtitle')}</p>
          <SignInForm language={language} onSignedIn={signedIn} />
        </section>
        <section className="sign-in-reviews" aria-labelledby="reviews-title">
          <h2 id="reviews-title" className="section__title">
            {t('auth:reviews_title')}
          </h2>
          <TestimonialsSlider testimonials={testimonials} />
        </section>
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
