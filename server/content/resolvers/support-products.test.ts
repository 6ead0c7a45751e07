import { resolverSnapshot } from './resolver-fixtures';
import { supportProductsOf } from './support-products';

describe('supportProductsOf', () => {
  const snapshot = resolverSnapshot();

  it('lists product names in alphabetical order, then apps, each by the name a visitor knows', () => {
    // Act
    const products = supportProductsOf(snapshot, 'en-US');

    // Assert
    expect(products.map(({ name }) => name)).toEqual(['Confluence', 'Jira', 'Trello', 'Jira mobile']);
  });

  it('names each product by its productNameId and the url slug of each of its editions', () => {
    // Act
    const confluence = supportProductsOf(snapshot, 'en-US').find(({ name }) => name === 'Confluence');

    // Assert
    expect(confluence?.keys).toEqual(['confluence', 'confluence-data-center', 'confluence-cloud']);
  });

  it('names an app by its slug', () => {
    // Act
    const app = supportProductsOf(snapshot, 'en-US').find(({ name }) => name === 'Jira mobile');

    // Assert
    expect(app?.keys).toEqual(['jira-mobile-apps']);
  });
});
