/**
 * The page's address in the other language, which the footer's language switch links to
 * (./LanguageSwitch.tsx, docs/adr/053-language-switch.md). Render-only context the page handler sets
 * per page: it is in neither the cached chrome nor the embedded state. A module without a stylesheet,
 * so the server's render code can import it directly.
 */
import { createContext, useContext, type ReactNode } from 'react';

const OtherLanguageUrl = createContext<string | undefined>(undefined);

/** Gives the footer below it the page's address in the other language (path and query, prefixed). */
export function OtherLanguageUrlProvider({ url, children }: { url: string | undefined; children: ReactNode }) {
  return <OtherLanguageUrl.Provider value={url}>{children}</OtherLanguageUrl.Provider>;
}

/** The address the provider above gave; undefined outside one. */
export function useOtherLanguageUrl(): string | undefined {
  return useContext(OtherLanguageUrl);
}
