import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { AppError, BadRequestError, ContentLoadError, NoRendererError, NotFoundError } from '../../shared/errors';
import { createErrorHandler, statusOf } from './error-handler';

function setup(error: unknown, renderNotFound?: Parameters<typeof createErrorHandler>[0]['renderNotFound']) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const app = express();
  app.get(['/', '/ja/'], () => {
    throw error;
  });
  app.use(createErrorHandler({ logger, renderNotFound }));
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
});
