import { supportFormPrefill, supportProductsFrom } from './support-form-prefill';

const PRODUCTS = [
  { name: 'Jira Software', keys: ['jira-software', 'jira-software-cloud', 'jira-software-data-center'] },
  { name: 'Confluence', keys: ['confluence', 'confluence-cloud'] },
  { name: 'Jira Cloud for mobile', keys: ['jira-cloud-mobile-apps'] },
];

describe('supportFormPrefill', () => {
  it.each([
    ['the productNameId of a product contact link', '?product=jira-software&anonymous=true'],
    ['the url slug of an edition', '?product=jira-software-cloud'],
    ['a Data Center link with its deployment', '?product=jira-software&deployment=data-center'],
    ['the name itself, in any case', '?product=jira%20SOFTWARE'],
    ['a value with stray spaces', '?product=%20jira-software%20'],
  ])('chooses the product by name from %s, and names it by its first key in an address', (_how, search) => {
    // Act
    const prefill = supportFormPrefill(search, PRODUCTS);

    // Assert
    expect(prefill).toEqual({ product: 'Jira Software', productKey: 'jira-software' });
  });

  it("chooses an app by its slug, as the app's resources page links to it", () => {
    // Act
    const prefill = supportFormPrefill('?product=jira-cloud-mobile-apps', PRODUCTS);

    // Assert
    expect([prefill.product, prefill.productKey]).toEqual(['Jira Cloud for mobile', 'jira-cloud-mobile-apps']);
  });

  it("chooses the form's own product when the address names none, and the address's when it names one", () => {
    const products = [...PRODUCTS, { name: 'Statuspage', keys: ['statuspage'] }];

    expect(supportFormPrefill('', products, 'statuspage').product).toBe('Statuspage');
    expect(supportFormPrefill('?product=confluence', products, 'statuspage').product).toBe('Confluence');
    expect(supportFormPrefill('?product=', products, 'statuspage').product).toBe('Statuspage');
  });

  it("picks the Bug request type from the KB article's 'Report a problem' link", () => {
    // Act
    const prefill = supportFormPrefill('?ticketType=bug&pageId=kb-article-1', PRODUCTS);

    // Assert
    expect(prefill).toEqual({ ticketType: 'bug' });
  });

  it('takes both at once, whatever the case of the request type', () => {
    // Act
    const prefill = supportFormPrefill('?ticketType=Suggestion&product=confluence', PRODUCTS);

    // Assert
    expect(prefill).toEqual({ product: 'Confluence', productKey: 'confluence', ticketType: 'suggestion' });
  });

  it.each([
    ['an unknown product', '?product=billing'],
    ['an unknown request type', '?ticketType=complaint'],
    ['the question type, which SPEC.md does not have', '?ticketType=question'],
    ['empty values', '?product=&ticketType='],
    ['a product id as the form cannot know it', '?product=jira'],
    ['no query at all', ''],
  ])('chooses nothing for %s', (_what, search) => {
    // Act
    const prefill = supportFormPrefill(search, PRODUCTS);

    // Assert
    expect(prefill).toEqual({});
  });

  it('chooses no product when the page gave the form no products', () => {
    // Act
    const prefill = supportFormPrefill('?product=jira-software', []);

    // Assert
    expect(prefill).toEqual({});
  });
});

describe('supportProductsFrom', () => {
  it('keeps the well-formed products of the embedded state and drops the rest', () => {
    // Act
    const products = supportProductsFrom([
      { name: 'Bitbucket', keys: ['bitbucket', 7] },
      { name: '', keys: [] },
      { keys: ['orphan'] },
      'Jira',
      null,
    ]);

    // Assert
    expect(products).toEqual([{ name: 'Bitbucket', keys: ['bitbucket'] }]);
  });

  it('reads no products from a state without them', () => {
    // Assert
    expect(supportProductsFrom(undefined)).toEqual([]);
  });
});
