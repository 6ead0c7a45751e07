import { serverMessage } from '../../i18n/server-messages';
import type { FooterView } from '../../types/page';
import { LanguageSwitch } from './LanguageSwitch';
import './SiteFooter.css';

export interface SiteFooterProps {
  footer: FooterView;
}

/**
 * The site footer. Version 1 lists its links and ends with the year; version 2 starts with the
 * copyright line. The year is the server's, passed in the view, so the browser prints the same.
 * Both end their links with the language switch, whose per-page address is not in the view
 * (./LanguageSwitch.tsx).
 */
export function SiteFooter({ footer }: SiteFooterProps) {
  const { locale } = footer;
  const copyright = (
    <p className="hc-footer__copyright">
      {serverMessage(locale, 'copyright', { year: footer.currentYear, holder: footer.copyright })}
    </p>
  );
  return (
    <footer className={`hc-footer hc-footer--${footer.version}`}>
      <div className="hc-footer__inner">
        {footer.version === 'v2' && copyright}
        <nav className="hc-footer__nav" aria-label={serverMessage(locale, 'footer')}>
          <ul className="hc-footer__links">
            {footer.links.map((link) => (
              <li key={link.id ?? link.url} className="hc-footer__item">
                <a className="hc-footer__link" href={link.url} lang={link.lang}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch locale={locale} />
        {footer.version === 'v1' && copyright}
      </div>
    </footer>
  );
}
