import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DeploymentTabs } from './DeploymentTabs';
import type { Orientation } from './roving-focus';

type Deployment = 'cloud' | 'dataCenter' | 'server';

function Harness({ orientation }: { orientation?: Orientation }) {
  const [selected, setSelected] = useState<Deployment>('cloud');
  return (
    <DeploymentTabs
      label="Browse by product"
      tabs={[
        { value: 'cloud', label: 'Cloud' },
        { value: 'dataCenter', label: 'Data Center' },
        { value: 'server', label: 'Server' },
      ]}
      selected={selected}
      onSelect={setSelected}
      orientation={orientation}
    >
      <p>Products of {selected}</p>
    </DeploymentTabs>
  );
}

describe('DeploymentTabs', () => {
  it('renders a tablist whose selected tab alone is in the tab order and controls the panel', () => {
    // Act
    render(<Harness />);

    // Assert
    const tablist = screen.getByRole('tablist', { name: 'Browse by product' });
    const cloud = screen.getByRole('tab', { name: 'Cloud' });
    const panel = screen.getByRole('tabpanel');
    expect(tablist).toHaveAttribute('aria-orientation', 'horizontal');
    expect(cloud).toHaveAttribute('aria-selected', 'true');
    expect(cloud).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Data Center' })).toHaveAttribute('tabindex', '-1');
    expect(cloud).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', cloud.id);
  });

  it('selects and focuses the next tab with Right and wraps from the last to the first', async () => {
    // Arrange
    render(<Harness />);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Cloud' }).focus();

    // Act
    await user.keyboard('{ArrowRight}');
    const afterOne = document.activeElement;
    await user.keyboard('{ArrowRight}{ArrowRight}');

    // Assert
    expect(afterOne).toBe(screen.getByRole('tab', { name: 'Data Center' }));
    expect(screen.getByRole('tab', { name: 'Cloud' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Cloud' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Products of cloud');
  });

  it('wraps from the first tab to the last with Left and changes the panel', async () => {
    // Arrange
    render(<Harness />);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Cloud' }).focus();

    // Act
    await user.keyboard('{ArrowLeft}');

    // Assert
    const server = screen.getByRole('tab', { name: 'Server' });
    expect(server).toHaveFocus();
    expect(server).toHaveAttribute('aria-selected', 'true');
    expect(server).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Cloud' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Products of server');
  });

  it('jumps to the last tab with End and back to the first with Home', async () => {
    // Arrange
    render(<Harness />);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Cloud' }).focus();

    // Act
    await user.keyboard('{End}');
    const afterEnd = document.activeElement;
    await user.keyboard('{Home}');

    // Assert
    expect(afterEnd).toBe(screen.getByRole('tab', { name: 'Server' }));
    expect(screen.getByRole('tab', { name: 'Cloud' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Products of cloud');
  });

  it('moves with Up and Down in a vertical list, wrapping, and ignores Left and Right there', async () => {
    // Arrange
    render(<Harness orientation="vertical" />);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Cloud' }).focus();

    // Act
    await user.keyboard('{ArrowUp}');
    const afterUp = document.activeElement;
    await user.keyboard('{ArrowDown}{ArrowRight}');

    // Assert
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    expect(afterUp).toBe(screen.getByRole('tab', { name: 'Server' }));
    expect(screen.getByRole('tab', { name: 'Cloud' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Products of cloud');
  });

  it('selects a tab on click', async () => {
    // Arrange
    render(<Harness />);

    // Act
    await userEvent.click(screen.getByRole('tab', { name: 'Data Center' }));

    // Assert
    expect(screen.getByRole('tab', { name: 'Data Center' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Products of dataCenter');
  });
});
