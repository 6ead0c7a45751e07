import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { StatusPageContactTemplate } from './StatusPageContactTemplate';
import { staticPage } from '../../test/support/template-fixtures';

describe('StatusPageContactTemplate', () => {
  // The app loads in the browser after mount; a pending manifest request keeps the spinner showing.
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });

  it('renders the status page contact heading and form container', () => {
    // Arrange
    const page = staticPage('statusPageContact');

    // Act
    renderWithStore(<StatusPageContactTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Statuspage support' })).toBeInTheDocument();
    expect(document.getElementById('hc-support-form')).toBeInTheDocument();
  });
});
