import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { MyRequestsTemplate } from './MyRequestsTemplate';
import { staticPage } from '../../test/support/template-fixtures';

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
});
