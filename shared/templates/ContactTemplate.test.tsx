import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { ContactTemplate } from './ContactTemplate';
import { staticPage } from '../../test/support/template-fixtures';

describe('ContactTemplate', () => {
  // The app loads in the browser after mount; a pending manifest request keeps the spinner showing.
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });

  it('renders the heading, intro and the form container with a loading spinner', () => {
    // Arrange
    const page = staticPage('contact');

    // Act
    renderWithStore(<ContactTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Contact support' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((el) => el.textContent === 'Loading')).toBe(true);
    expect(document.getElementById('hc-support-form')).toBeInTheDocument();
  });
});
