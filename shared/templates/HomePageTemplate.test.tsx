import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderServerMarkup, renderWithStore } from '../components/render-with-store';
import { HomePageTemplate } from './HomePageTemplate';
import { contentPage } from '../../test/support/template-fixtures';

const product = (name: string, deployment: 'Cloud' | 'Data Center') => ({
  id: name,
  name,
  url: `/${name.toLowerCase().replaceAll(' ', '-')}/resources/`,
  deployment,
  deploymentUrls: {},
});

/** The home page with these products; by default seven Cloud products and three Data Center ones. */
function homeWithProducts(
  cloud = ['Jira', 'Confluence', 'Bitbucket', 'Trello', 'Loom', 'Opsgenie', 'Statuspage'],
  dataCenter = ['Jira Software', 'Confluence Server', 'Bamboo'],
) {
  const { page: base, state } = contentPage('homePage', '/');
  const page = {
    ...base,
    chrome: {
      ...base.chrome,
      header: {
        ...base.chrome.header,
        cloudProducts: cloud.map((name) => product(name, 'Cloud')),
        serverProducts: dataCenter.map((name) => product(name, 'Data Center')),
      },
    },
  };
  return { page, state: { ...state, entry: page } };
}

describe('HomePageTemplate', () => {
  it('renders the hero, featured content, product tabs, resource cards and contact section', () => {
    // Arrange
    const { page, state } = contentPage('homePage', '/');

    // Act
    renderWithStore(<HomePageTemplate entry={page} />, state);

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    expect(screen.getByText('Search our docs and knowledge base')).toBeInTheDocument();
    expect(screen.getAllByPlaceholderText("Tell us what you're looking for")[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first board' })).toHaveAttribute(
      'href',
      '/jira-cloud/docs/create-a-board/',
    );
    expect(screen.getByRole('tab', { name: 'Cloud' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Data Center' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hidden' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'maincontent');
  });
  it('says, in its name and with an icon, that a featured link opening a new tab does so, and of no other link', () => {
    // Arrange
    const { page, state } = contentPage('homePage', '/');

    // Act
    renderWithStore(<HomePageTemplate entry={page} />, state);

    // Assert
    const external = screen.getByRole('link', { name: 'Marketplace (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.querySelector('svg.hc-new-tab-icon')).toHaveAttribute('aria-hidden', 'true');
    const same = screen.getByRole('link', { name: 'Create your first board' });
    expect(same).not.toHaveAttribute('target');
    expect(same.querySelector('svg')).toBeNull();
  });

  it('switches the products shown between Cloud and Data Center with the arrow keys, wrapping', async () => {
    // Arrange
    const { page, state } = homeWithProducts(['Jira Cloud', 'Confluence Cloud'], ['Jira Data Center']);
    renderWithStore(<HomePageTemplate entry={page} />, state);
    const user = userEvent.setup();
    const names = () =>
      within(screen.getByRole('tabpanel'))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    const cloudNames = names();
    screen.getByRole('tab', { name: 'Cloud' }).focus();

    // Act
    await user.keyboard('{ArrowRight}');
    const dataCenterNames = names();
    await user.keyboard('{ArrowRight}');

    // Assert
    expect(cloudNames).toEqual(['Jira Cloud', 'Confluence Cloud']);
    expect(dataCenterNames).toEqual(['Jira Data Center']);
    expect(screen.getByRole('tab', { name: 'Cloud' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Cloud' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Data Center' })).toHaveAttribute('tabindex', '-1');
    expect(names()).toEqual(cloudNames);
  });

  it('selects Data Center with End and Cloud with Home', async () => {
    // Arrange
    const { page, state } = contentPage('homePage', '/');
    renderWithStore(<HomePageTemplate entry={page} />, state);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Cloud' }).focus();

    // Act
    await user.keyboard('{End}');
    const afterEnd = screen.getByRole('tab', { name: 'Data Center' }).getAttribute('aria-selected');
    await user.keyboard('{Home}');

    // Assert
    expect(afterEnd).toBe('true');
    expect(screen.getByRole('tab', { name: 'Cloud' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      screen.getByRole('tab', { name: 'Cloud' }).id,
    );
  });

  it("shows five products in a tab until 'See all other apps' reveals the rest after it, focus staying on it", async () => {
    // Arrange
    const { page, state } = homeWithProducts();
    renderWithStore(<HomePageTemplate entry={page} />, state);
    const user = userEvent.setup();
    const panel = within(screen.getByRole('tabpanel'));
    const before = panel.getAllByRole('heading').map((heading) => heading.textContent);
    const toggle = panel.getByRole('button', { name: 'See all other apps' });

    // Act
    await user.click(toggle);
    await user.tab();

    // Assert
    expect(before).toEqual(['Jira', 'Confluence', 'Bitbucket', 'Trello', 'Loom']);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show fewer apps');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent('OpsgenieStatuspage');
    expect(panel.getAllByRole('heading')).toHaveLength(7);
    expect(screen.getByRole('link', { name: /Opsgenie/ })).toHaveFocus();
  });

  it('shows no toggle in a tab with five products or fewer', async () => {
    // Arrange
    const { page, state } = homeWithProducts();
    renderWithStore(<HomePageTemplate entry={page} />, state);
    const user = userEvent.setup();

    // Act
    await user.click(screen.getByRole('tab', { name: 'Data Center' }));

    // Assert
    expect(within(screen.getByRole('tabpanel')).getAllByRole('heading')).toHaveLength(3);
    expect(within(screen.getByRole('tabpanel')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders the other products in a native disclosure in the server markup, so they open without JavaScript', () => {
    // Arrange
    const { page, state } = homeWithProducts();

    // Act
    const markup = renderServerMarkup(<HomePageTemplate entry={page} />, state);

    // Assert
    const panel = markup.querySelector('[role="tabpanel"]');
    const details = panel?.querySelector('details');
    expect(panel?.querySelector('button')).toBeNull();
    expect(panel?.querySelector('ul')?.querySelectorAll('h3')).toHaveLength(5);
    expect(details?.querySelector('summary')?.textContent).toBe('See all other apps');
    expect([...(details?.querySelectorAll('h3') ?? [])].map((heading) => heading.textContent)).toEqual([
      'Opsgenie',
      'Statuspage',
    ]);
  });
});
