import { screen, within } from '@testing-library/react';
import { axeViolations, createChromeStore, renderWithStore, signedInUser } from './chrome-fixtures';
import { SidePanel, type HelpfulTopic } from './SidePanel';

function topics(count: number): HelpfulTopic[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `topic-${index}`,
    title: `Topic ${index + 1}`,
    url: `/docs/topic-${index + 1}/`,
    description: `About topic ${index + 1}`,
  }));
}

const extra = [{ id: 'status', label: 'System status', url: 'https://status.example.com/' }];

describe('SidePanel', () => {
  it('offers log-in and log-in-to-contact links to anonymous visitors', () => {
    renderWithStore(<SidePanel locale="en-US" additionalLinks={[]} returnTo="/here/" />);
    expect(screen.getByRole('link', { name: 'Log in to account' })).toHaveAttribute(
      'href',
      '/login/?application=sac&continue=%2Fhere%2F',
    );
    expect(screen.getByRole('link', { name: 'Log in to contact support' })).toHaveAttribute(
      'href',
      '/login/?application=sac&continue=%2Fcontact%2F',
    );
  });

  it('offers neither log-in link on a site without sign-in, and links the support form', () => {
    renderWithStore(<SidePanel locale="ja-JP" additionalLinks={[]} returnTo="/ja/here/" offersSignIn={false} />);
    const actions = screen.getAllByRole('listitem')[0]!.closest('ul')!;
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['サポートに問い合わせる', '/ja/contact/']]);
  });

  it('links signed-in users to the support form and drops the log-in link', () => {
    const store = createChromeStore({ auth: { status: 'success', user: signedInUser } });
    renderWithStore(<SidePanel locale="en-US" additionalLinks={[]} />, store);
    expect(screen.queryByRole('link', { name: 'Log in to account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact/');
  });

  it('always appends marketplace, developers and training after the content links', () => {
    renderWithStore(<SidePanel locale="en-US" additionalLinks={extra} />);
    const links = within(screen.getByRole('list', { name: 'More links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['System status', 'https://status.example.com/'],
      ['Marketplace', 'https://marketplace.atlassian.com/'],
      ['Developers', 'https://developer.atlassian.com/'],
      ['Training', 'https://www.atlassian.com/university'],
    ]);
  });

  it('prefixes vendor links with /ja for ja-JP, and marks the English name Marketplace', () => {
    renderWithStore(<SidePanel locale="ja-JP" additionalLinks={[]} />);
    expect(screen.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'トレーニング' })).toHaveAttribute(
      'href',
      'https://www.atlassian.com/ja/university',
    );
  });

  it('shows helpful topics as cards when there are five or fewer', () => {
    renderWithStore(
      <SidePanel locale="en-US" additionalLinks={[]} variant="documentation" helpfulTopics={topics(5)} />,
    );
    const section = screen.getByRole('region', { name: 'Helpful topics' });
    expect(section.querySelectorAll('.hc-side-panel__topic-card')).toHaveLength(5);
    expect(within(section).getByText('About topic 1')).toBeInTheDocument();
  });

  it('shows helpful topics as a link list when there are more than five', () => {
    renderWithStore(
      <SidePanel locale="en-US" additionalLinks={[]} variant="documentation" helpfulTopics={topics(6)} />,
    );
    const section = screen.getByRole('region', { name: 'Helpful topics' });
    expect(section.querySelectorAll('.hc-side-panel__topic-link')).toHaveLength(6);
    expect(section.querySelector('.hc-side-panel__topic-card')).toBeNull();
    expect(within(section).queryByText('About topic 1')).toBeNull();
  });

  it('shows no helpful topics outside the documentation variant', () => {
    renderWithStore(<SidePanel locale="en-US" additionalLinks={[]} helpfulTopics={topics(3)} />);
    expect(screen.queryByRole('region', { name: 'Helpful topics' })).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithStore(
      <SidePanel locale="en-US" additionalLinks={extra} variant="documentation" helpfulTopics={topics(3)} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
