import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import type { SignInPageData } from '../types/pages/other-pages';
import { SignInTemplate } from './SignInTemplate';
import { staticPage } from '../../test/support/template-fixtures';

function unavailablePage(ways: Pick<SignInPageData, 'backUrl' | 'contactFormUrl'>) {
  return staticPage('signIn', {
    signIn: {
      step: 'unavailable',
      path: '/login/',
      action: '/login/',
      continueTo: '/',
      email: '',
      error: 'Sign-in is not available on this site at the moment. You can keep browsing.',
      token: '',
      localLink: null,
      retryUrl: null,
      ...ways,
    },
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
