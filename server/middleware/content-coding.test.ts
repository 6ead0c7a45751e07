import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { negotiatedCoding } from './content-coding';

const HEADERS = [
  'gzip, deflate, br, zstd',
  'gzip, deflate, br',
  'gzip, deflate',
  'gzip',
  'br',
  'deflate',
  'identity',
  '*',
  'br;q=0.5, gzip',
  'gzip;q=0.9, br;q=0.8',
  'gzip;q=1.0, identity; q=0.5, *;q=0',
  'deflate, gzip;q=0.5',
  'compress, x-gzip',
  '*;q=0',
  'identity;q=0',
  'gzip;q=0, br;q=0',
  'zstd',
  'GZIP',
  'Br;q=0.7, GZip;q=0.7',
  'br;q=abc, gzip',
  ', ,gzip',
  'deflate;q=0.9, *;q=0.1',
];

describe('content coding negotiation', () => {
  it.each(HEADERS)('picks what the compression middleware picks for Accept-Encoding "%s"', async (header) => {
    const app = express();
    app.use(compression());
    app.get('/', (_req, res) => {
      res.type('html').send('x'.repeat(4096));
    });

    const response = await request(app)
      .get('/')
      .set('Accept-Encoding', header)
      .buffer(true)
      .parse(
        // keep the body as sent: the coding is what is compared
        (res, done) => {
          res.on('data', () => undefined);
          res.on('end', () => done(null, ''));
        },
      );

    expect(negotiatedCoding(header)).toBe(response.headers['content-encoding'] ?? 'identity');
  });

  it('sends identity to a request without the header', () => {
    expect(negotiatedCoding(undefined)).toBe('identity');
    expect(negotiatedCoding('')).toBe('identity');
  });
});
