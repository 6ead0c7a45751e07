import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { HotContactTemplate } from './HotContactTemplate';
import { staticPage } from '../../test/support/template-fixtures';

describe('HotContactTemplate', () => {
  // The app loads in the browser after mount; a pending manifest request keeps the spinner showing.
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });

  it('renders the hot contact heading and a contact button', () => {
    // Arrange
    const page = staticPage('hotContact');

    // Act
    renderWithStore(<HotContactTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Report a critical problem' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contact support' }).length).toBeGreaterThan(0);
  });
});
