import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SeeAllApps } from './SeeAllApps';

const apps = (count: number) => Array.from({ length: count }, (_, index) => `App ${index + 1}`);

function renderApp(name: string) {
  return (
    <li key={name}>
      <a href={`/${name.replace(' ', '-').toLowerCase()}/`}>{name}</a>
    </li>
  );
}

/** The scripted form, holding its state as the home page does. */
function Scripted({ count }: { count: number }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <SeeAllApps
        items={apps(count)}
        renderItem={renderApp}
        listClassName="apps"
        restId="apps-more"
        locale="en-US"
        expanded={expanded}
        onToggle={() => setExpanded(!expanded)}
      />
      <a href="/after/">After the apps</a>
    </>
  );
}

describe('SeeAllApps', () => {
  it('shows the first five apps and a collapsed See all other apps button controlling the rest', () => {
    // Act
    render(<Scripted count={8} />);

    // Assert
    const toggle = screen.getByRole('button', { name: 'See all other apps' });
    expect(screen.getAllByRole('link', { name: /^App/ }).map((link) => link.textContent)).toEqual(apps(5));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'apps-more');
    expect(document.getElementById('apps-more')).not.toBeVisible();
  });

  it('reveals the rest after the button, keeps focus on it and reads Show fewer apps', async () => {
    // Arrange
    const user = userEvent.setup();
    render(<Scripted count={8} />);
    await user.tab();
    for (let index = 0; index < 5; index += 1) await user.tab();

    // Act
    await user.keyboard('{Enter}');

    // Assert
    const toggle = screen.getByRole('button', { name: 'Show fewer apps' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(document.getElementById('apps-more')!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['App 6', 'App 7', 'App 8']);
    await user.tab();
    expect(screen.getByRole('link', { name: 'App 6' })).toHaveFocus();
  });

  it('hides the rest again with Space, and Tab then leaves the apps', async () => {
    // Arrange
    const user = userEvent.setup();
    render(<Scripted count={8} />);
    const toggle = screen.getByRole('button', { name: 'See all other apps' });
    toggle.focus();
    await user.keyboard(' ');

    // Act
    await user.keyboard(' ');
    await user.tab();

    // Assert
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('See all other apps');
    expect(screen.getAllByRole('link', { name: /^App/ })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'After the apps' })).toHaveFocus();
  });

  it('shows every app and no toggle when there are five or fewer', () => {
    // Act
    render(<Scripted count={5} />);

    // Assert
    expect(screen.getAllByRole('link', { name: /^App/ })).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('See all other apps')).not.toBeInTheDocument();
  });

  it('puts the rest in a native disclosure after the first five when no state is given, for pages without JavaScript', () => {
    // Act
    const { container } = render(
      <SeeAllApps items={apps(7)} renderItem={renderApp} listClassName="apps" restId="apps-more" locale="ja-JP" />,
    );

    // Assert
    const details = container.querySelector('details');
    expect(container.querySelector('button')).toBeNull();
    expect(details?.previousElementSibling?.querySelectorAll('a')).toHaveLength(5);
    expect(details?.querySelector('summary')?.textContent).toBe('他のすべてのアプリを表示');
    expect([...(details?.querySelectorAll('a') ?? [])].map((link) => link.textContent)).toEqual(['App 6', 'App 7']);
  });
});
