import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { PartnerContactTemplate } from './PartnerContactTemplate';
import { staticPage } from '../../test/support/template-fixtures';

describe('PartnerContactTemplate', () => {
  // The app loads in the browser after mount; a pending manifest request keeps the spinner showing.
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });

  it('shows the Partner Portal button and marks the form as partner support', () => {
    // Arrange
    const page = staticPage('partnerContact');

    // Act
    renderWithStore(<PartnerContactTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('link', { name: 'Partner Portal' })).toBeInTheDocument();
    expect(document.getElementById('hc-support-form')).toHaveAttribute('data-support-type', 'partner');
    expect(screen.queryByRole('link', { name: 'Contact support', hidden: false })).toBeNull();
  });
});
