/** A chrome view and a store for the chrome component tests. */
import { configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { authReducer, initialAuthState, type AuthState, type CurrentUser } from '../../state/auth';
import { chromeReducer, initialChromeState, type ChromeState } from '../../state/chrome';
import type { Locale } from '../../types/content';
import type { ChromeView, ProductCardView } from '../../types/page';

/** The page part of the state, as far as the chrome reads it: its header's sign-in offer. */
interface ChromePageState {
  entry: {
    chrome: { header: { signIn?: false } };
    url?: string;
    locale?: 'en-US' | 'ja-JP';
    supportFormUrls?: { authenticated?: string; unauthenticated?: string };
  } | null;
}

export function createChromeStore(
  preloaded: { chrome?: Partial<ChromeState>; auth?: Partial<AuthState>; page?: ChromePageState } = {},
) {
  const page = preloaded.page ?? { entry: null };
  return configureStore({
    reducer: { chrome: chromeReducer, auth: authReducer, page: (state: ChromePageState = page) => state },
    preloadedState: {
      chrome: { ...initialChromeState, ...preloaded.chrome },
      auth: { ...initialAuthState, hostName: 'support.example.com', ...preloaded.auth },
      page,
    },
  });
}

export type ChromeStore = ReturnType<typeof createChromeStore>;

/** A store whose page belongs to a site that offers no sign-in (HeaderView.signIn). */
export function storeWithoutSignIn(): ChromeStore {
  return createChromeStore({ page: { entry: { chrome: { header: { signIn: false } } } } });
}

export function renderWithStore(
  ui: ReactElement,
  store: ChromeStore = createChromeStore(),
): RenderResult & { store: ChromeStore } {
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

export const signedInUser: CurrentUser = {
  isAuthenticated: true,
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  avatarUrl: 'https://avatars.example.com/ada.png',
  canEdit: false,
  aaId: 'aa-1',
  manageAccountUrl: 'https://id.example.com/profile',
};

function products(deployment: ProductCardView['deployment'], names: string[]): ProductCardView[] {
  return names.map((name) => {
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    return {
      id: `${slug}-${deployment === 'Cloud' ? 'cloud' : 'dc'}`,
      name,
      url: `/${slug}/resources/`,
      deployment,
      icon: { url: `/icons/${slug}.svg`, alt: '' },
      deploymentUrls: {},
    };
  });
}

export function chromeView(
  overrides: { locale?: Locale; version?: 'v1' | 'v2'; useWaffleMenu?: boolean; footerVersion?: 'v1' | 'v2' } = {},
): ChromeView {
  const locale = overrides.locale ?? 'en-US';
  return {
    locale,
    header: {
      id: 'header',
      locale,
      version: overrides.version ?? 'v1',
      homeUrl: locale === 'ja-JP' ? '/ja/' : '/',
      useWaffleMenu: overrides.useWaffleMenu ?? false,
      cloudProducts: products('Cloud', ['Jira', 'Confluence', 'Bitbucket', 'Trello', 'Loom', 'Opsgenie', 'Statuspage']),
      serverProducts: products('Data Center', ['Jira Software', 'Confluence Server', 'Bamboo']),
      resources: [{ id: 'card-billing', title: 'Billing', url: '/billing/resources/', description: 'Pay invoices' }],
      guides: [{ id: 'card-guide', title: 'Jira guide', url: '/jira/guide/' }],
      documentation: {
        cloud: [{ id: 'jira-cloud', label: 'Jira', url: '/jira-cloud/docs/' }],
        dataCenter: [{ id: 'confluence-dc', label: 'Confluence', url: '/confluence-data-center/docs/' }],
      },
      menus: [
        {
          id: 'menu-learn',
          heading: 'Learn',
          primarySection: [
            { id: 'item-1', title: 'Tutorials', url: '/tutorials/', description: 'Step by step' },
            { id: 'item-2', title: 'Videos', url: '/videos/' },
          ],
          primarySectionRows: 2,
          secondarySection: [
            {
              id: 'col-1',
              heading: 'Popular',
              numberOfColumns: 2,
              resources: [{ id: 'link-1', label: 'Billing FAQ', url: '/billing/faq/' }],
            },
          ],
        },
      ],
      additionalLinks: [{ id: 'link-status', label: 'System status', url: 'https://status.example.com/' }],
    },
    footer: {
      version: overrides.footerVersion ?? 'v2',
      locale,
      copyright: 'Example Pty Ltd',
      currentYear: 2025,
      links: [
        { id: 'accessibility', label: 'Accessibility', url: 'https://www.atlassian.com/accessibility' },
        { id: 'privacyPolicy', label: 'Privacy policy', url: 'https://www.atlassian.com/legal/privacy-policy' },
      ],
    },
  };
}

/**
 * axe-core's rule ids and help texts for every violation in `container`. jsdom has no canvas, so
 * the icon-ligature probe of the contrast rule gets no context (as in a browser without canvas)
 * instead of jsdom printing 'not implemented'.
 */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const results = await axe.run(container);
    return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
  } finally {
    getContext.mockRestore();
  }
}
