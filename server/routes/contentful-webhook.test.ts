import { createHmac } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import {
  CONTENTFUL_WEBHOOK_PATH,
  MAX_CLOCK_SKEW_MS,
  canonicalPath,
  createContentfulWebhookRouter,
  createUnservedWebhookRouter,
  safeEqual,
  verificationProblem,
  WEBHOOK_NOT_SERVED_MESSAGE,
} from './contentful-webhook';

const SIGNING_SECRET = 'a'.repeat(64);
const NOW = 1_800_000_000_000;
const BODY = '{"sys":{"id":"topic-1","type":"Entry"}}';

/** Signs the way Contentful documents it, written out by hand so the test does not reuse the code under test. */
function sign(body: string, timestamp: number, path = CONTENTFUL_WEBHOOK_PATH) {
  const signedHeaders = 'x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic';
  const canonical = [
    'POST',
    path,
    `x-contentful-signed-headers:${signedHeaders};x-contentful-timestamp:${timestamp};x-contentful-topic:ContentManagement.Entry.publish`,
    body,
  ].join('\n');
  return {
    'x-contentful-signature': createHmac('sha256', SIGNING_SECRET).update(canonical).digest('hex'),
    'x-contentful-signed-headers': signedHeaders,
    'x-contentful-timestamp': String(timestamp),
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
}

function app(secrets: { secret?: string; signingSecret?: string }, sync = jest.fn()) {
  const server = express();
  server.use(createContentfulWebhookRouter({ ...secrets, sync, now: () => NOW }));
  return { server, sync };
}

describe('the Contentful webhook', () => {
  it('accepts a request signed as Contentful signs it and starts a sync', async () => {
    const { server, sync } = app({ signingSecret: SIGNING_SECRET });
    const response = await request(server)
      .post(CONTENTFUL_WEBHOOK_PATH)
      .set(sign(BODY, NOW))
      .set('content-type', 'application/vnd.contentful.management.v1+json')
      .send(BODY);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ status: 'accepted' });
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('refuses a signed request whose body was changed, with 401 and a JSON reason', async () => {
    const { server, sync } = app({ signingSecret: SIGNING_SECRET });
    const response = await request(server)
      .post(CONTENTFUL_WEBHOOK_PATH)
      .set(sign(BODY, NOW))
      .set('content-type', 'application/json')
      .send(BODY.replace('topic-1', 'topic-2'));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'The signature does not match the request.' });
    expect(sync).not.toHaveBeenCalled();
  });

  it('refuses a signature older or newer than the allowed clock skew', async () => {
    const { server } = app({ signingSecret: SIGNING_SECRET });
    for (const timestamp of [NOW - MAX_CLOCK_SKEW_MS - 1, NOW + MAX_CLOCK_SKEW_MS + 1]) {
      const response = await request(server)
        .post(CONTENTFUL_WEBHOOK_PATH)
        .set(sign(BODY, timestamp))
        .set('content-type', 'application/json')
        .send(BODY);
      expect(response.status).toBe(401);
      expect(response.body.error).toMatch(/timestamp/);
    }
  });

  it('refuses an unsigned request when signing is configured', async () => {
    const { server } = app({ signingSecret: SIGNING_SECRET });
    const response = await request(server).post(CONTENTFUL_WEBHOOK_PATH).send(BODY);
    expect(response.status).toBe(401);
    expect(response.body.error).toMatch(/^The request is not signed/);
  });

  it('needs both the shared secret and the signature when both are configured', async () => {
    const { server, sync } = app({ secret: 'shared', signingSecret: SIGNING_SECRET });
    const signedOnly = await request(server).post(CONTENTFUL_WEBHOOK_PATH).set(sign(BODY, NOW)).send(BODY);
    expect(signedOnly.status).toBe(401);
    const both = await request(server)
      .post(CONTENTFUL_WEBHOOK_PATH)
      .set(sign(BODY, NOW))
      .set('x-contentful-webhook-secret', 'shared')
      .set('content-type', 'application/json')
      .send(BODY);
    expect(both.status).toBe(202);
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('compares secrets of any length without throwing', () => {
    expect(safeEqual('shared', 'shared')).toBe(true);
    expect(safeEqual('share', 'shared')).toBe(false);
    expect(safeEqual('', 'shared')).toBe(false);
    expect(safeEqual('sharex', 'shared')).toBe(false);
  });

  it('escapes the query string as one value in the canonical path', () => {
    expect(canonicalPath('/hooks/contentful')).toBe('/hooks/contentful');
    expect(canonicalPath('/hooks/contentful?a=1&b=x y')).toBe('/hooks/contentful?a%253D1%2526b%253Dx%2520y');
  });

  it('finds no problem when no check is configured, which is why the server mounts the hook only with a secret', () => {
    expect(verificationProblem({ method: 'POST', url: '/', headers: {}, body: '' }, {}, NOW)).toBeUndefined();
  });
});

describe('the Contentful webhook where it is not served', () => {
  it('answers a JSON 404 saying why, and starts no sync', async () => {
    // Arrange
    const server = express().use(createUnservedWebhookRouter());

    // Act
    const response = await request(server).post(CONTENTFUL_WEBHOOK_PATH).send(BODY);

    // Assert
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ error: WEBHOOK_NOT_SERVED_MESSAGE });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
