import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { ContextThemeTemplate } from './ContextThemeTemplate';
import { contentPage } from '../../test/support/template-fixtures';

describe('ContextThemeTemplate', () => {
  it('renders the hub title, description, notice and cards', () => {
    // Arrange
    const { page, state } = contentPage('contextTheme', '/billing/resources/');

    // Act
    renderWithStore(<ContextThemeTemplate entry={page} />, state);

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Billing and subscriptions' })).toBeInTheDocument();
    expect(screen.getByText('Invoices, payments and plans')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Deployment' })).not.toBeInTheDocument();
  });
});
