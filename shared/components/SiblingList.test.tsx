import { render, screen, within } from '@testing-library/react';
import type { LinkView } from '../types/page';
import { SiblingList, siblingWindow, stepStatus } from './SiblingList';

const items: LinkView[] = Array.from({ length: 8 }, (_, index) => ({
  id: `topic-${index}`,
  label: `Topic ${index + 1}`,
  url: `/docs/topic-${index + 1}/`,
}));

describe('SiblingList', () => {
  it('shows a window of five around the current item with Show more in window mode', () => {
    // Act
    render(<SiblingList items={items} currentIndex={4} label="In this section" />);

    // Assert
    const links = within(screen.getByRole('navigation', { name: 'In this section' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Topic 3', 'Topic 4', 'Topic 5', 'Topic 6', 'Topic 7']);
    expect(screen.getByRole('link', { name: 'Topic 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(siblingWindow(8, 4)).toEqual([2, 7]);
  });

  it('shows every item as a step marked visited, current or upcoming in progress mode', () => {
    // Act
    render(<SiblingList items={items} currentIndex={2} label="Topics in Plan" mode="progress" />);

    // Assert
    const nav = screen.getByRole('navigation', { name: 'Topics in Plan' });
    const steps = within(nav).getAllByRole('listitem');
    expect(steps).toHaveLength(8);
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual([
      'visited',
      'visited',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(steps[0]).toHaveClass('hc-sibling-list__step--visited');
    expect(steps[0]).toHaveTextContent('Topic 1 (visited)');
    expect(steps[3]).toHaveTextContent('Topic 4 (upcoming)');
    expect(within(nav).getByRole('link', { name: 'Topic 3 (current)' })).toHaveAttribute('aria-current', 'step');
    expect(within(nav).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('marks topics before the current one visited and after it upcoming', () => {
    expect([0, 1, 2].map((index) => stepStatus(index, 1))).toEqual(['visited', 'current', 'upcoming']);
  });
});
