import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../types/content';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Gives every component below it the page locale (the server and the browser pass the same one). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page locale: en-US unless a LocaleProvider above says otherwise. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
