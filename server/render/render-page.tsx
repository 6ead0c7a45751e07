/**
 * Renders one page to a complete html document: the App (store, locale, template) through
 * renderToString, then the html shell (as a string, or as the bytes the server sends) with head, embedded state (bodies blanked, embedded-state.ts) and the scripts of
 * the entry plus the page's template chunk.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { BrowserConfig } from '../../config/browser-config';
import { App } from '../../shared/App';
import { OtherLanguageUrlProvider } from '../../shared/components/chrome/other-language-url';
// Renders of any locale read their strings synchronously (also when used without server/app.ts).
import '../../shared/i18n/all-messages';
import { withLocale } from '../../shared/links/locale';
import type { TemplateProps } from '../../shared/registry';
import { createAppStore, preloadedFromEmbedded } from '../../shared/state/store';
import type { EmbeddedState } from '../../shared/types/state';
import { assetsForTemplate, type AssetManifest } from './asset-manifest';
import { embeddedStateJson } from './embedded-state';
import { htmlShell, htmlShellBytes, type HreflangAlternate, type HtmlShellInput } from './html-shell';
import { buildJsonLd } from './json-ld';
import type { DiscoveryLink, SocialMeta } from './social-meta';

export interface RenderPageOptions {
  publicBaseUrl: string;
  manifest: AssetManifest;
  browserConfig: BrowserConfig;
  /** Canonical url; undefined renders the '<!-- no canonical -->' comment. */
  canonicalUrl?: string;
  alternates: HreflangAlternate[];
  /**
   * Where the footer's language switch leads (./language-link.ts); the other language's home when
   * absent. Rendered into the footer only: it is per page, so neither the chrome nor the state has it.
   */
  otherLanguageUrl?: string;
  /** The `<title>` (./document-title.ts); the page's own title when absent. */
  documentTitle?: string;
  noindex?: boolean;
  social?: SocialMeta;
  discoveryLinks?: DiscoveryLink[];
}

/** The page as a string (tests, and callers that splice it). */
export function renderPage(
  Template: ComponentType<TemplateProps>,
  state: EmbeddedState,
  options: RenderPageOptions,
): string {
  return htmlShell(shellInput(Template, state, options));
}

/** The page as the UTF-8 bytes sent, made without one string of the whole page (htmlShellBytes). */
export function renderPageBytes(
  Template: ComponentType<TemplateProps>,
  state: EmbeddedState,
  options: RenderPageOptions,
): Buffer {
  return htmlShellBytes(shellInput(Template, state, options));
}

function shellInput(
  Template: ComponentType<TemplateProps>,
  state: EmbeddedState,
  options: RenderPageOptions,
): HtmlShellInput {
  const { entry } = state;
  const store = createAppStore(preloadedFromEmbedded(state));
  const markup = renderToString(
    <OtherLanguageUrlProvider url={options.otherLanguageUrl}>
      <App store={store} entry={entry} Template={Template} />
    </OtherLanguageUrlProvider>,
  );
  const assets = assetsForTemplate(options.manifest, entry.kind, entry.locale);
  const pageUrl = `${options.publicBaseUrl}${withLocale(entry.url, entry.locale)}`;
  return {
    lang: entry.locale === 'ja-JP' ? 'ja' : 'en',
    title: options.documentTitle ?? entry.title,
    metaDescription: entry.metaDescription,
    canonicalUrl: options.canonicalUrl,
    alternates: options.alternates,
    jsonLd: buildJsonLd(entry, options.publicBaseUrl, pageUrl),
    stylesheets: assets.stylesheets,
    scripts: assets.scripts,
    markup,
    state,
    stateJson: embeddedStateJson(state),
    browserConfig: options.browserConfig,
    chunkStylesheets: assets.chunkStylesheets,
    template: entry.kind,
    noindex: options.noindex,
    social: options.social,
    discoveryLinks: options.discoveryLinks,
  };
}
