import { LinkBuilderError } from '../errors';
import {
  BASE_PATH_MESSAGE,
  SLUG_MESSAGE,
  buildDocsHomePath,
  buildDocsPath,
  buildKbHomePath,
  buildKbPath,
  buildResourcesPath,
  slugify,
  withTrailingSlash,
  type LinkLogger,
} from './paths';

function collectingLogger(): LinkLogger & { messages: string[] } {
  const messages: string[] = [];
  return { messages, error: (_details, message) => messages.push(message) };
}

describe('slugify', () => {
  it('drops characters that are not word characters, spaces or hyphens', () => {
    expect(slugify('What’s new? (2024)!')).toBe('whats-new-2024');
  });

  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Create a Board')).toBe('create-a-board');
  });

  it('collapses repeated spaces and hyphens into one hyphen', () => {
    expect(slugify('a  b -- c')).toBe('a-b-c');
  });

  it('trims leading and trailing hyphens', () => {
    expect(slugify('  -Jira- ')).toBe('jira');
  });

  it('keeps underscores and digits because they are word characters', () => {
    expect(slugify('api_v2 Guide')).toBe('api_v2-guide');
  });
});

describe('withTrailingSlash', () => {
  it('adds a trailing slash to a path without one', () => {
    expect(withTrailingSlash('/jira/docs/board')).toBe('/jira/docs/board/');
  });

  it('leaves a path that ends with a slash unchanged', () => {
    expect(withTrailingSlash('/jira/')).toBe('/jira/');
  });

  it('puts the slash before a query string or hash', () => {
    expect(withTrailingSlash('/search-results?searchTerm=a')).toBe('/search-results/?searchTerm=a');
    expect(withTrailingSlash('/jira/docs/a#top')).toBe('/jira/docs/a/#top');
  });
});

describe('buildResourcesPath', () => {
  it('appends /resources to the base path', () => {
    expect(buildResourcesPath({ basePath: '/jira-software-cloud' })).toBe('/jira-software-cloud/resources');
  });

  it('rejects an empty base path with the basePath message and logs it', () => {
    const logger = collectingLogger();
    expect(() => buildResourcesPath({ basePath: '', logger })).toThrow(new LinkBuilderError(BASE_PATH_MESSAGE));
    expect(logger.messages).toEqual([BASE_PATH_MESSAGE]);
  });

  it('rejects a base path that is not a string', () => {
    const logger = collectingLogger();
    const options = { basePath: 42, logger } as unknown as { basePath: string };
    expect(() => buildResourcesPath(options)).toThrow(BASE_PATH_MESSAGE);
  });

  it('logs to the console when no logger is passed', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => buildResourcesPath({ basePath: '' })).toThrow(LinkBuilderError);
    expect(spy).toHaveBeenCalledWith(BASE_PATH_MESSAGE, { basePath: '' });
    spy.mockRestore();
  });
});

describe('buildDocsPath', () => {
  it('joins the base path, docs and the slug', () => {
    expect(buildDocsPath({ basePath: '/jira', slug: 'create-a-board' })).toBe('/jira/docs/create-a-board');
  });

  it('slugifies the slug', () => {
    expect(buildDocsPath({ basePath: '/jira', slug: 'Create a Board!' })).toBe('/jira/docs/create-a-board');
  });

  it('accepts an empty base path for a site-wide page', () => {
    expect(buildDocsPath({ basePath: '', slug: 'overview' })).toBe('/docs/overview');
  });

  it('uses the parent url as the base of a child entry', () => {
    expect(buildDocsPath({ basePath: '/jira', slug: 'child', parent: { url: '/jira/docs/parent/' } })).toBe(
      '/jira/docs/parent/child',
    );
  });

  it('rejects a missing slug with the slug message and logs it', () => {
    const logger = collectingLogger();
    const options = { basePath: '/jira', logger } as unknown as { basePath: string; slug: string };
    expect(() => buildDocsPath(options)).toThrow(new LinkBuilderError(SLUG_MESSAGE));
    expect(logger.messages).toEqual([SLUG_MESSAGE]);
  });

  it('rejects a slug with no word characters with the slug message', () => {
    const logger = collectingLogger();
    expect(() => buildDocsPath({ basePath: '/jira', slug: '?!', logger })).toThrow(SLUG_MESSAGE);
  });

  it('rejects a base path that is not a string with the basePath message', () => {
    const logger = collectingLogger();
    const options = { basePath: undefined, slug: 'a', logger } as unknown as { basePath: string; slug: string };
    expect(() => buildDocsPath(options)).toThrow(BASE_PATH_MESSAGE);
    expect(logger.messages).toEqual([BASE_PATH_MESSAGE]);
  });
});

describe('buildDocsHomePath', () => {
  it('appends /docs to the base path', () => {
    expect(buildDocsHomePath({ basePath: '/confluence/9.2' })).toBe('/confluence/9.2/docs');
  });
});

describe('buildKbPath', () => {
  it('joins the base path, kb and the slug', () => {
    expect(buildKbPath({ basePath: '/jira', slug: 'reset-password' })).toBe('/jira/kb/reset-password');
  });

  it('uses the parent article url as the base of a child article', () => {
    expect(buildKbPath({ basePath: '/jira', slug: 'step-two', parent: { url: '/jira/kb/reset/' } })).toBe(
      '/jira/kb/reset/step-two',
    );
  });

  it('rejects a slug that is not a string with the slug message', () => {
    const logger = collectingLogger();
    const options = { basePath: '/jira', slug: null, logger } as unknown as { basePath: string; slug: string };
    expect(() => buildKbPath(options)).toThrow(SLUG_MESSAGE);
  });
});

describe('buildKbHomePath', () => {
  it('appends /kb to the base path', () => {
    expect(buildKbHomePath({ basePath: '/jira' })).toBe('/jira/kb');
  });

  it('rejects a base path that is not a string with the basePath message', () => {
    const logger = collectingLogger();
    const options = { logger } as unknown as { basePath: string };
    expect(() => buildKbHomePath(options)).toThrow(BASE_PATH_MESSAGE);
  });
});
