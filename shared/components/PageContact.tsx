import { CONTACT_PATH } from '../constants';
import { withLocale } from '../links/locale';
import type { Locale } from '../types/content';
import type { SupportFormUrls } from '../types/pages/common';
import { ContactBlock } from './chrome/ContactBlock';

/** The contact section of a page, with the context's support form or the site's contact page. */
export function PageContact({ urls, locale }: { urls: SupportFormUrls; locale: Locale }) {
  return (
    <ContactBlock
      locale={locale}
      supportFormUrls={{
        authenticated: urls.authenticated ?? withLocale(CONTACT_PATH, locale),
        ...(urls.unauthenticated ? { unauthenticated: urls.unauthenticated } : {}),
      }}
    />
  );
}
