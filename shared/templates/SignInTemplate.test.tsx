import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import type { AccountView, SignInPageData } from '../types/pages/other-pages';
import { SignInTemplate } from './SignInTemplate';
import { staticPage } from '../../test/support/template-fixtures';
import { signInFormStep } from '../../server/content/resolvers/static-pages';

function unavailablePage(ways: Pick<SignInPageData, 'backUrl' | 'contactFormUrl'>) {
  return staticPage('signIn', {
    signIn: signInFormStep('en-US', {
      step: 'unavailable',
      error: 'Sign-in is not available on this site at the moment. You can keep browsing.',
      ...ways,
    }),
  });
}

describe('SignInTemplate when sign-in is not available', () => {
  it('offers the support form without signing in to a visitor who was going to contact support', () => {
    // Arrange
    const page = unavailablePage({ backUrl: null, contactFormUrl: '/contact/' });

    // Act
    renderWithStore(<SignInTemplate entry={page} />, { entry: page });

    // Assert
    const main = screen.getByRole('main');
    expect(within(main).getByRole('alert')).toHaveTextContent('Sign-in is not available on this site at the moment.');
    expect(within(main).getByRole('link', { name: 'Submit support request without logging in' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    expect(within(main).queryByRole('link', { name: 'Go back to the page you were on' })).not.toBeInTheDocument();
  });

  it('offers a link back to the page the visitor came from', () => {
    // Arrange
    const page = unavailablePage({ backUrl: '/requests/', contactFormUrl: null });

    // Act
    renderWithStore(<SignInTemplate entry={page} />, { entry: page });

    // Assert
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go back to the page you were on' })).toHaveAttribute(
      'href',
      '/requests/',
    );
    expect(within(main).queryByRole('link', { name: /without logging in/ })).not.toBeInTheDocument();
  });

  it("leaves the header's Sign in link out, since it would lead back to this page", () => {
    // Arrange
    const page = unavailablePage({ backUrl: null, contactFormUrl: null });

    // Act
    renderWithStore(<SignInTemplate entry={page} />, { entry: page });

    // Assert
    expect(within(screen.getByRole('banner')).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to account' })).not.toBeInTheDocument();
  });

  it('links Contact support straight to the support form, not through sign-in back to this page', () => {
    // Arrange
    const page = unavailablePage({ backUrl: null, contactFormUrl: null });

    // Act
    renderWithStore(<SignInTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.queryByRole('link', { name: 'Log in to contact support' })).not.toBeInTheDocument();
    const contacts = screen.getAllByRole('link', { name: 'Contact support' });
    expect(contacts.length).toBeGreaterThan(0);
    for (const link of contacts) expect(link).toHaveAttribute('href', '/contact/');
  });
});

function accountPage(account: Partial<AccountView>) {
  return staticPage('signIn', {
    signIn: signInFormStep('en-US', {
      step: 'account',
      path: '/account/',
      action: '/account/sessions/',
      account: {
        email: 'ada@example.com',
        signedInOn: '2026-11-30',
        otherSessions: 0,
        ended: null,
        requestsUrl: '/requests/',
        namedContactsUrl: '/named-contact/',
        logoutUrl: '/logout/?continue=%2F',
        ...account,
      },
    }),
  });
}

describe('SignInTemplate on the account page', () => {
  it('offers to log out everywhere else when another browser is signed in, the button described by what it does', () => {
    // Arrange
    const page = accountPage({ otherSessions: 1 });

    // Act
    renderWithStore(<SignInTemplate entry={page} />, { entry: page });

    // Assert
    const main = screen.getByRole('main');
    expect(within(main).getByText('You are signed in as ada@example.com.')).toBeInTheDocument();
    expect(within(main).getByText('You are also signed in on one other browser or device.')).toBeInTheDocument();
    const button = within(main).getByRole('button', { name: 'Log out everywhere else' });
    expect(button).toHaveAccessibleDescription(/You stay signed in here\.$/);
    expect(button.closest('form')).toHaveAttribute('action', '/account/sessions/');
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what the last log-out ended, with no form when nothing else is signed in', () => {
    // Arrange
    const page = accountPage({ otherSessions: 0, ended: 3 });

    // Act
    renderWithStore(<SignInTemplate entry={page} />, { entry: page });

    // Assert
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent('You were logged out of 3 other browsers or devices.');
    expect(within(main).getByText('You are not signed in on any other browser or device.')).toBeInTheDocument();
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 2, name: 'Where you are signed in' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Log out of this browser' })).toHaveAttribute(
      'href',
      '/logout/?continue=%2F',
    );
  });
});
