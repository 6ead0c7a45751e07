/**
 * The role matrix over every template: each page kind rendered for an anonymous visitor, a signed-in
 * user, a user on a partner host, an editor and a staff member, checking what the chrome and the
 * page offer each of them (SPEC.md section 6).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { rolesOf } from '../../server/auth/roles';
import { contentPage, staticPage } from '../../test/support/template-fixtures';
import { LocaleProvider } from '../i18n/locale';
import { loadTemplate } from '../registry';
import { hostDetected, loadCurrentUser } from '../state/auth';
import { DEFAULT_FEATURE_FLAGS, type PageState } from '../state/page';
import { createAppStore, preloadedFromEmbedded } from '../state/store';
import type { PageKind } from '../types/page';

const auth = { editorEmailDomain: 'atlassian.com', staffEmails: ['@support.example'] };

type Role = 'anonymous' | 'authenticated' | 'partner' | 'editor' | 'staff';
const ROLES: Record<Role, { email: string | null; host: string }> = {
  anonymous: { email: null, host: 'support.example.com' },
  authenticated: { email: 'ada@example.com', host: 'support.example.com' },
  partner: { email: 'ada@example.com', host: 'partners.example.com' },
  editor: { email: 'ed@atlassian.com', host: 'support.example.com' },
  staff: { email: 'sam@support.example', host: 'support.example.com' },
};

/** One page of every kind the registry renders, from the resolver fixture space. */
const PAGES: [PageKind, () => Partial<PageState>][] = [
  ['homePage', () => contentPage('homePage', '/').state],
  ['productLandingPage', () => contentPage('productLandingPage', '/confluence-cloud/resources/').state],
  ['contextApp', () => contentPage('contextApp', '/jira-mobile-apps/resources/').state],
  ['contextTheme', () => contentPage('contextTheme', '/billing/resources/').state],
  ['documentedProduct', () => contentPage('documentedProduct', '/jira-cloud/docs/').state],
  ['collection', () => contentPage('collection', '/jira-cloud/docs/get-started/').state],
  ['topicSet', () => contentPage('topicSet', '/jira-cloud/docs/plan/').state],
  ['topic', () => contentPage('topic', '/jira-cloud/docs/tour-2/').state],
  ['pageKbHome', () => contentPage('pageKbHome', '/jira-cloud/kb/').state],
  ['pageKbArticle', () => contentPage('pageKbArticle', '/jira-cloud/kb/set-up-sso/').state],
  ...(
    [
      'notFound',
      'contact',
      'hotContact',
      'partnerContact',
      'statusPageContact',
      'myRequests',
      'customerPortal',
      'fileDownload',
      'searchResults',
      'signIn',
    ] as const
  ).map((kind): [PageKind, () => Partial<PageState>] => [kind, () => ({ entry: staticPage(kind) })]),
  ['previewError', () => ({ entry: staticPage('previewError', { previewContentType: 'topic' }) })],
];

/** Pages with content an editor can open in the content management service. */
const EDITABLE: readonly PageKind[] = ['topic', 'pageKbArticle'];

async function renderAs(role: Role, kind: PageKind, page: Partial<PageState>) {
  const { email, host } = ROLES[role];
  // The template first, as the browser and the server load it: it may inject its own store slice.
  const Template = await loadTemplate(kind);
  // The store the browser builds from the embedded state, as App gets it.
  const store = createAppStore(
    preloadedFromEmbedded({
      entry: page.entry!,
      pageTree: page.pageTree ?? [],
      featureFlags: page.featureFlags ?? DEFAULT_FEATURE_FLAGS,
      contentVersion: 'v1',
    }),
  );
  store.dispatch(hostDetected(host));
  const details = email && {
    data: {
      userName: email,
      id: 'id-1',
      photos: [{ value: '' }],
      displayName: email.split('@')[0],
      emailAddress: email,
      roles: rolesOf(email, host, auth),
      manageAccountUrl: null,
    },
  };
  await store.dispatch(loadCurrentUser(() => Promise.resolve(details || null)));
  await act(async () => {
    render(
      <Provider store={store}>
        <LocaleProvider locale="en-US">
          <Template entry={page.entry!} />
        </LocaleProvider>
      </Provider>,
    );
    await Promise.resolve();
  });
}

beforeEach(() => {
  // Contact and portal pages load their external app after mount; a pending request keeps them waiting.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

describe.each(PAGES)('the %s template', (kind, pageOf) => {
  it('offers an anonymous visitor the Sign in link, except on the sign-in page itself, and no account menu or editor tools', async () => {
    await renderAs('anonymous', kind, pageOf());
    const banner = screen.getByRole('banner');
    const signIn = within(banner).queryByRole('link', { name: 'Sign in' });
    // On the sign-in page the link would lead back to that page.
    if (kind === 'signIn') expect(signIn).toBeNull();
    else expect(signIn?.getAttribute('href')).toMatch(/^\/login\/\?application=sac&continue=/);
    expect(within(banner).queryByRole('button', { name: /^Account/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Editor tools' })).toBeNull();
  });

  it.each(['authenticated', 'staff'] as const)(
    'gives the %s user the account menu and no editor tools',
    async (role) => {
      await renderAs(role, kind, pageOf());
      const banner = screen.getByRole('banner');
      expect(within(banner).queryByRole('link', { name: 'Sign in' })).toBeNull();
      await userEvent.click(await within(banner).findByRole('button', { name: /^Account: / }));
      expect(screen.getByRole('menuitem', { name: 'View requests' })).toHaveAttribute('href', '/requests/');
      expect(screen.queryByRole('group', { name: 'Editor tools' })).toBeNull();
    },
  );

  it('gives a user on a partner host the partner requests instead', async () => {
    await renderAs('partner', kind, pageOf());
    await userEvent.click(await within(screen.getByRole('banner')).findByRole('button', { name: /^Account: / }));
    expect(screen.getByRole('menuitem', { name: 'view partner requests' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'View requests' })).toBeNull();
  });

  it(`gives an editor the editor tools ${EDITABLE.includes(kind) ? 'on this page' : 'nowhere here'}`, async () => {
    await renderAs('editor', kind, pageOf());
    const tools = screen.queryByRole('group', { name: 'Editor tools' });
    if (EDITABLE.includes(kind)) {
      const edit = within(tools!).getByRole('link', { name: /Edit Page in Contentful/ });
      expect(edit).toHaveAttribute('target', '_blank');
      expect(edit.getAttribute('href')).toMatch(/^https:\/\/app\.contentful\.com\//);
    } else {
      expect(tools).toBeNull();
    }
  });
});
