import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WasThisHelpful } from './WasThisHelpful';
import { renderWithStore } from './render-with-store';

describe('WasThisHelpful', () => {
  it('asks the question with Yes and No and hides the reasons', () => {
    // Act
    renderWithStore(<WasThisHelpful />);

    // Assert
    expect(screen.getByRole('heading', { name: 'Was this helpful?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: "It wasn't clear" })).not.toBeInTheDocument();
  });

  it('opens the reasons on No and thanks the visitor once a reason is picked', async () => {
    // Arrange
    renderWithStore(<WasThisHelpful />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'No' }));

    // Assert
    expect(screen.getByRole('button', { name: "It wasn't accurate" })).toBeVisible();
    expect(screen.getByRole('button', { name: "It wasn't relevant" })).toBeVisible();

    // Act
    await userEvent.click(screen.getByRole('button', { name: "It wasn't clear" }));

    // Assert
    expect(screen.queryByRole('button', { name: "It wasn't clear" })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');
  });

  it('marks Yes pressed and closes an open reasons list', async () => {
    // Arrange
    renderWithStore(<WasThisHelpful />);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    // Assert
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: "It wasn't accurate" })).not.toBeInTheDocument();
  });
});
