import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { MyRequestsTemplate } from './MyRequestsTemplate';
import { staticPage } from '../../test/support/template-fixtures';

/** The named contacts page of example.com, with the list and the add form's state given. */
function namedContactsPage(form: { contacts: string[]; email: string; error: string | null }) {
  return staticPage('myRequests', {
    requestsTab: 'namedContacts',
    requests: {
      path: '/named-contact/',
      data: {
        view: 'contacts',
        organisation: 'example.com',
        addAction: '/named-contact/',
        removeAction: '/named-contact/remove/',
        ...form,
      },
    },
  });
}

describe('MyRequestsTemplate', () => {
  it('asks an anonymous visitor to sign in', () => {
    // Arrange
    const page = staticPage('myRequests');

    // Act
    renderWithStore(<MyRequestsTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Your requests' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to view and manage your support requests.')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('link', { name: 'Sign in' })
        .some((link) => link.getAttribute('href')?.includes('continue=%2Frequests%2F')),
    ).toBe(true);
  });

  it('puts focus on the address field with its error when an address was refused', () => {
    // Arrange
    const error = 'Only people of example.com can be named contacts. Enter an address that ends in @example.com.';
    const page = namedContactsPage({ contacts: [], email: 'bob@other.org', error });

    // Act
    renderWithStore(<MyRequestsTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('alert')).toHaveTextContent(error);
    const field = screen.getByLabelText('E-mail address');
    expect(field).toHaveValue('bob@other.org');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(error);
    expect(field).toHaveFocus();
  });

  it('leaves focus alone on the named contacts page when nothing was refused', () => {
    // Arrange
    const page = namedContactsPage({ contacts: ['ann@example.com'], email: '', error: null });

    // Act
    renderWithStore(<MyRequestsTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).not.toHaveFocus();
  });
});
