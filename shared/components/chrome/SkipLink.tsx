import { message } from '../../i18n/messages';
import { useLocale } from '../../i18n/locale';
import type { Locale } from '../../types/content';
import './SkipLink.css';

export const MAIN_CONTENT_ID = 'maincontent';

/** The first focusable element of every page: jumps past the header to `#maincontent`. */
export function SkipLink({ locale }: { locale?: Locale }) {
  const contextLocale = useLocale();
  return (
    <a className="hc-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {message(locale ?? contextLocale, 'skipToMainContent')}
    </a>
  );
}
