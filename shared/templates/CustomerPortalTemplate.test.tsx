import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { CustomerPortalTemplate } from './CustomerPortalTemplate';
import { staticPage } from '../../test/support/template-fixtures';

describe('CustomerPortalTemplate', () => {
  // The app loads in the browser after mount; a pending manifest request keeps the spinner showing.
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });

  it('renders the portal heading and its app container', () => {
    // Arrange
    const page = staticPage('customerPortal');

    // Act
    renderWithStore(<CustomerPortalTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Customer support portal' })).toBeInTheDocument();
    expect(document.getElementById('hc-customer-portal')).toBeInTheDocument();
  });

  it('leaves the ways to get help to the portal app, with no contact button of its own above them', () => {
    // Arrange
    const page = staticPage('customerPortal');

    // Act
    renderWithStore(<CustomerPortalTemplate entry={page} />, { entry: page });

    // Assert
    const main = screen.getByRole('main');
    expect(main.querySelectorAll('a')).toHaveLength(0);
  });
});
