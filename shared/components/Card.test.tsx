import { render, screen, within } from '@testing-library/react';
import { CardGrid } from './Card';

const cards = ['Billing', 'Accounts', 'Security'].map((title) => ({
  id: title.toLowerCase(),
  title,
  url: `/${title.toLowerCase()}/resources/`,
  description: `${title} help`,
}));

describe('CardGrid', () => {
  it('lays its cards out in the paired grid that equalises card heights', () => {
    // Act
    render(<CardGrid cards={cards} />);

    // Assert
    const grid = screen.getByRole('list');
    expect(grid).toHaveClass('hc-card-grid', 'hc-card-grid--pairs');
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item).toHaveClass('hc-card-grid__item');
      expect(item.firstElementChild).toHaveClass('hc-card');
    }
  });

  it('renders nothing for no cards', () => {
    // Act
    const { container } = render(<CardGrid cards={[]} />);

    // Assert
    expect(container).toBeEmptyDOMElement();
  });
});
