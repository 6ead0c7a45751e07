/**
 * The footer's language switch (docs/adr/053-language-switch.md): the page's language, shown as
 * current, and a plain link to the page in the other one. Only the server renders it (the footer is
 * a static region, docs/adr/044-static-regions.md), so the link's address, which is per page, comes
 * through render-only context from the page handler (server/render/language-link.ts): it stays out
 * of the footer's view, which is cached per snapshot and locale, and out of the embedded state.
 */
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { serverMessagesFor } from '../../i18n/server-messages';
import { withLocale } from '../../links/locale';
import { htmlLang, LOCALES, type Locale } from '../../types/content';
import { useOtherLanguageUrl } from './other-language-url';
import './LanguageSwitch.css';

function GlobeIcon() {
  return (
    <svg
      className="hc-language-switch__icon"
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
    >
      <circle cx="8" cy="8" r="6.5" />
      <ellipse cx="8" cy="8" rx="2.75" ry="6.5" />
      <path d="M1.5 8h13M2.6 4.5h10.8M2.6 11.5h10.8" />
    </svg>
  );
}

export interface LanguageSwitchProps {
  /** The page's locale. */
  locale: Locale;
}

/**
 * Each language by its own name, marked with its language: the page's as current text, the other as
 * a link. Without an address from the page (a render outside the page handler) it leads to the other
 * language's home page.
 */
export function LanguageSwitch({ locale }: LanguageSwitchProps) {
  const url = useOtherLanguageUrl();
  return (
    <nav className="hc-language-switch" aria-label={serverMessagesFor(locale).chrome.language}>
      <GlobeIcon />
      <ul className="hc-language-switch__list">
        {LOCALES.map((language) => {
          const name = LANGUAGE_NAMES[language];
          const lang = htmlLang(language);
          return (
            <li key={language} className="hc-language-switch__item">
              {language === locale ? (
                <span className="hc-language-switch__current" lang={lang} aria-current="true">
                  {name}
                </span>
              ) : (
                <a
                  className="hc-language-switch__link"
                  href={url ?? withLocale('/', language)}
                  hrefLang={lang}
                  lang={lang}
                >
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
