import express from 'express';
import pino from 'pino';
import request from 'supertest';
import {
  AppError,
  BadRequestError,
  ContentLoadError,
  MalformedUrlError,
  NoRendererError,
  NotFoundError,
} from '../../shared/errors';
import { createErrorHandler, errorFormOf, statusOf, type ErrorHandlerOptions } from './error-handler';

function setup(
  error: unknown,
  renderNotFound?: ErrorHandlerOptions['renderNotFound'],
  renderMalformedUrl?: ErrorHandlerOptions['renderMalformedUrl'],
) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const app = express();
  app.all(/.*/, () => {
    throw error;
  });
  app.use(createErrorHandler({ logger, renderNotFound, renderMalformedUrl }));
  return { app, lines };
}

describe('central error handler', () => {
  it('answers a missing renderer with a generic 500 page and logs the exact message', async () => {
    const { app, lines } = setup(new NoRendererError('entry-1', 'mysteryType'));

    const response = await request(app).get('/');

    expect(response.status).toBe(500);
    expect(response.text).toContain('Something went wrong');
    expect(response.text).not.toContain('No renderer found');
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'No renderer found for entry', entryId: 'entry-1', contentType: 'mysteryType' }),
    );
  });

  it('shows the error page in Japanese, linking the Japanese home, under /ja/', async () => {
    const { app } = setup(new Error('boom'));

    const response = await request(app).get('/ja/');

    expect(response.status).toBe(500);
    expect(response.text).toContain('<html lang="ja">');
    expect(response.text).toContain('<h1>問題が発生しました</h1>');
    expect(response.text).toContain('<a href="/ja/">サポート ホームに移動</a>');
    expect(response.text).not.toContain('Something went wrong');
  });

  it('answers a bad request with 400 JSON naming the problem', async () => {
    const { app } = setup(new BadRequestError('searchTerm is too long', 'searchTerm'));

    const response = await request(app).get('/');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'searchTerm is too long', field: 'searchTerm' });
  });

  it('never shows an unknown error message or stack trace', async () => {
    const { app, lines } = setup(new Error('secret database password wrong at /srv/x.js:1'));

    const response = await request(app).get('/');

    expect(response.status).toBe(500);
    expect(response.text).not.toContain('secret');
    expect(response.text).not.toContain('.js:');
    expect(lines.at(-1)).toMatchObject({ level: 50 });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('maps an AppError to its own status', async () => {
    const { app } = setup(new ContentLoadError('No content snapshot has been loaded yet', { status: 503 }));

    const response = await request(app).get('/');

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  });

  it('renders the not-found page for a NotFoundError', async () => {
    const { app } = setup(new NotFoundError(), (_req, res) => {
      res.status(404).send('not found page');
      return Promise.resolve();
    });

    const response = await request(app).get('/');

    expect(response.status).toBe(404);
    expect(response.text).toBe('not found page');
  });

  it('reads the status of errors from other libraries, such as a body parser', () => {
    expect(statusOf(Object.assign(new Error('too large'), { status: 413 }))).toBe(413);
    expect(statusOf(new AppError('x', { status: 418 }))).toBe(418);
    expect(statusOf('a string')).toBe(500);
  });

  it("renders the site's page of a malformed address, and the self-contained one naming the problem when that fails", async () => {
    const rendered = setup(new MalformedUrlError(), undefined, (_req, res) => {
      res.status(400).send('malformed address page');
      return Promise.resolve();
    });
    const failing = setup(new MalformedUrlError(), undefined, () => Promise.reject(new Error('no snapshot yet')));

    const page = await request(rendered.app).get('/ja/a%ZZ/');
    const fallback = await request(failing.app).get('/ja/a%ZZ/');

    expect(page.status).toBe(400);
    expect(page.text).toBe('malformed address page');
    expect(fallback.status).toBe(400);
    expect(fallback.text).toContain('<h1>このアドレスは無効です</h1>');
    expect(failing.lines).toContainEqual(
      expect.objectContaining({ msg: 'Rendering the malformed address page failed' }),
    );
  });

  it("answers a typed error on an API or json file in JSON, and on a static file in text, with the error's reason", async () => {
    const { app } = setup(new MalformedUrlError(), undefined, () => Promise.reject(new Error('not for files')));

    const api = await request(app).post('/gateway/api/x%ZZ');
    const tree = await request(app).get('/page-trees/%ZZ');
    const file = await request(app).get('/static/%ZZ');

    expect(api.status).toBe(400);
    expect(api.body).toEqual({ error: 'The address has a malformed percent-encoding.' });
    expect(tree.body).toEqual({ error: 'The address has a malformed percent-encoding.' });
    expect(file.status).toBe(400);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.text).toBe('The address has a malformed percent-encoding.');
  });

  it('keeps the message of an unknown error on an API to the log', async () => {
    const { app } = setup(new Error('secret connection string'));

    const response = await request(app).post('/gateway/api/feedback');

    expect(response.status).toBe(500);
    expect(response.text).not.toContain('secret');
  });
});

describe('the form an error takes for a path', () => {
  it.each([
    ['/gateway/api/feedback', 'json'],
    ['/hooks/contentful', 'json'],
    ['/page-trees/en-US/x/-/abc.json', 'json'],
    ['/header-menus/en-US/abc.json', 'json'],
    ['/static/main.js', 'text'],
    ['/content-assets/logo.png', 'text'],
    ['/jira-software-cloud/docs/', 'page'],
    ['/ja/requests/', 'page'],
  ] as const)('is %s: %s', (path, form) => {
    expect(errorFormOf(path)).toBe(form);
  });
});
