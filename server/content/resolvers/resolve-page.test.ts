import { NoRendererError, NotFoundError } from '../../../shared/errors';
import { resolveContentPage } from './resolve-page';
import { resolverSnapshot, testOptions } from './resolver-fixtures';

describe('resolveContentPage', () => {
  const snapshot = resolverSnapshot();

  it('resolves every route of the snapshot to a view model of its content type', () => {
    // Arrange
    const routes = snapshot.routes();

    // Act
    const pages = routes.map((route) => resolveContentPage(snapshot, route, 'en-US', testOptions()));

    // Assert
    expect(pages.map((page) => page.entry.kind)).toEqual(routes.map((route) => route.contentType));
    expect(pages.every((page) => page.status === 200)).toBe(true);
  });

  it('throws NoRendererError with status 500 for a content type without a template', () => {
    // Arrange
    const route = { url: '/x/', entryId: 'card-billing', contentType: 'card' };

    // Act
    const act = () => resolveContentPage(snapshot, route, 'en-US', testOptions());

    // Assert
    expect(act).toThrow(NoRendererError);
    expect(act).toThrow('No renderer found for entry');
  });

  it('throws NotFoundError when the route names an entry the snapshot does not hold', () => {
    // Arrange
    const route = { url: '/gone/docs/', entryId: 'gone', contentType: 'documentedProduct' };

    // Act
    const act = () => resolveContentPage(snapshot, route, 'en-US', testOptions());

    // Assert
    expect(act).toThrow(NotFoundError);
  });

  it('embeds only plain data: the view model survives a JSON round trip unchanged', () => {
    // Arrange
    const route = snapshot.route('/jira-cloud/docs/take-the-tour/')!;

    // Act
    const page = resolveContentPage(snapshot, route, 'en-US', testOptions());

    // Assert
    expect(JSON.parse(JSON.stringify(page.entry))).toEqual(page.entry);
  });
});
