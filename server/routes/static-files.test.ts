import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createStaticRouter } from './static-files';

function appServing(serveSourceMaps: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
  writeFileSync(path.join(dir, 'main.abc.js'), 'console.log(1);\n//# sourceMappingURL=main.abc.js.map');
  writeFileSync(path.join(dir, 'main.abc.js.map'), '{"version":3}');
  const app = express();
  app.use(createStaticRouter({ clientDistDir: dir, contentAssetsDir: dir, brandDir: dir, serveSourceMaps }));
  return app;
}

describe('the static router', () => {
  it('refuses source maps when they are not to be served, and still serves the bundle', async () => {
    const app = appServing(false);
    expect((await request(app).get('/static/main.abc.js.map')).status).toBe(404);
    expect((await request(app).get('/static/main.abc.js')).status).toBe(200);
  });

  it('serves source maps in development', async () => {
    expect((await request(appServing(true)).get('/static/main.abc.js.map')).status).toBe(200);
  });
});
