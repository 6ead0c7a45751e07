import express from 'express';
import request from 'supertest';
import { trailingSlash, withTrailingSlash } from './trailing-slash';

function app() {
  const server = express();
  server.use(trailingSlash());
  server.use((req, res) => {
    res.send(`page ${req.path}`);
  });
  return server;
}

describe('trailing slash rule', () => {
  it('redirects a path without a slash permanently to the canonical path, keeping the query', async () => {
    const response = await request(app()).get('/jira/docs/create-a-board?utm=1&b=2');

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/jira/docs/create-a-board/?utm=1&b=2');
  });

  it('serves a canonical path', async () => {
    const response = await request(app()).get('/jira/docs/');

    expect(response.status).toBe(200);
    expect(response.text).toBe('page /jira/docs/');
  });

  it('redirects /ja to /ja/', async () => {
    expect((await request(app()).get('/ja')).headers.location).toBe('/ja/');
  });

  it('never redirects off site for a path that starts with two slashes', async () => {
    const response = await request(app()).get('//evil-host/path');

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/');
  });

  it('leaves other methods alone', async () => {
    expect((await request(app()).post('/contact')).status).toBe(200);
  });

  it('says nothing for a url that already ends with a slash', () => {
    expect(withTrailingSlash('/a/?q=1')).toBeUndefined();
    expect(withTrailingSlash('/a?q=/b')).toBe('/a/?q=/b');
  });

  it('leaves file names without a slash', () => {
    expect(withTrailingSlash('/robots.txt')).toBeUndefined();
  });
});
