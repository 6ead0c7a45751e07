import { expectKind } from '../../../shared/types/pages/by-kind';
import { readExportFile } from '../export-loader';
import { DEFAULT_CONTENT_FILE } from '../file-source';
import { buildSnapshot } from '../snapshot';
import { resolveContentPage } from './resolve-page';
import { resolverSnapshot, testOptions } from './resolver-fixtures';

describe('landing page resolvers', () => {
  const snapshot = resolverSnapshot();
  const resolve = (url: string) => resolveContentPage(snapshot, snapshot.route(url)!, 'en-US', testOptions()).entry;

  it('builds a product landing page from resource cards, then product cards, with the product notice', () => {
    // Act
    const page = expectKind(resolve('/confluence-cloud/resources/'), 'productLandingPage');

    // Assert
    expect(page.title).toBe('Confluence Cloud support');
    expect(page.description).toBe('Everything about Confluence Cloud');
    expect(page.cards.map((card) => [card.id, card.url])).toEqual([
      ['card-billing', '/billing/resources/'],
      ['jira-mobile', '/jira-mobile-apps/resources/'],
    ]);
    expect(page.cards[0]?.description).toBe('Billing for Jira');
    expect(page.notice).toMatchObject({ title: 'Scheduled maintenance', appearance: 'warning' });
    expect(page.notice?.message.html).toContain('Jira is read-only on Sunday.');
    expect(page.breadcrumbs.map((crumb) => crumb.title)).toEqual(['Support', 'Confluence Cloud support']);
    expect(page.deploymentSwitch?.current).toBe('Cloud');
    expect(page.showContactSection).toBe(true);
  });

  it('hides the contact section on the Trello landing page', () => {
    // Act
    const page = expectKind(resolve('/trello/resources/'), 'productLandingPage');

    // Assert
    expect(page.showContactSection).toBe(false);
  });

  it('builds a theme hub page with its cards and notice and no deployment switch', () => {
    // Act
    const page = expectKind(resolve('/billing/resources/'), 'contextTheme');

    // Assert
    expect(page.title).toBe('Billing and subscriptions');
    expect(page.description).toBe('Invoices, payments and plans');
    expect(page.cards.map((card) => card.id)).toEqual(['card-billing']);
    expect(page.notice?.id).toBe('notice-jira');
    expect(page.deploymentSwitch).toBeUndefined();
  });

  it('builds an app context page titled with the app', () => {
    // Act
    const page = expectKind(resolve('/jira-mobile-apps/resources/'), 'contextApp');

    // Assert
    expect(page.title).toBe('Jira mobile apps');
    expect(page.cards).toEqual([]);
  });

  it('leaves out a product card for the page itself and names each edition of a product with two', async () => {
    // Arrange: the sample Bitbucket Cloud page lists Bitbucket Cloud, Bitbucket Data Center and Jira Software Cloud.
    const sample = buildSnapshot(await readExportFile(DEFAULT_CONTENT_FILE), { logger: { error: () => undefined } });
    const landing = (url: string) =>
      expectKind(resolveContentPage(sample, sample.route(url)!, 'en-US', testOptions()).entry, 'productLandingPage');

    // Act
    const cloud = landing('/bitbucket-cloud/resources/');
    const opsgenie = landing('/opsgenie/resources/');

    // Assert
    const productCards = (page: typeof cloud) =>
      page.cards.filter((card) => card.id.startsWith('product-')).map((card) => [card.title, card.url]);
    expect(productCards(cloud)).toEqual([
      ['Bitbucket Data Center', '/bitbucket-data-center/resources/'],
      ['Jira Software Cloud', '/jira-software-cloud/resources/'],
    ]);
    expect(cloud.cards.map((card) => card.url)).not.toContain('/bitbucket-cloud/resources/');
    // A product with one edition keeps its own name.
    expect(productCards(opsgenie).map(([title]) => title)).toEqual(['Jira Service Management Cloud', 'Statuspage']);
  });
});
