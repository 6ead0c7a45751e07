import express from 'express';
import request from 'supertest';
import { MalformedUrlError } from '../../shared/errors';
import { hasMalformedEncoding, rejectMalformedUrls } from './malformed-url';

describe('a path with a malformed percent-encoding', () => {
  it.each(['/requests/%ZZ/', '/foo%zz', '/static/%', '/a%E0%A4%A/', '/%C0%AF/'])('is malformed: %s', (path) => {
    expect(hasMalformedEncoding(path)).toBe(true);
  });

  it.each(['/', '/requests/HC-12345678/', '/search-results/', '/a%20b/', '/%E3%83%98%E3%83%AB%E3%83%97/', '/a%2Fb/'])(
    'is well formed: %s',
    (path) => {
      expect(hasMalformedEncoding(path)).toBe(false);
    },
  );

  it('reaches the error handler as a MalformedUrlError, and a well-formed path reaches the routes', async () => {
    // Arrange
    const app = express();
    app.use(rejectMalformedUrls());
    app.get(/.*/, (_req, res) => {
      res.send('routed');
    });
    app.use(((error, _req, res, _next) => {
      res.status(499).send(error instanceof MalformedUrlError ? 'malformed' : 'other');
    }) as express.ErrorRequestHandler);

    // Act
    const malformed = await request(app).get('/requests/%ZZ?q=%41');
    const fine = await request(app).get('/requests/%41/?q=%ZZ');

    // Assert
    expect(malformed.text).toBe('malformed');
    expect(fine.text).toBe('routed');
  });
});
