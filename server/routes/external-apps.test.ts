import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createExternalAppsRouter, readExternalAppAssets, type ExternalAppAssets } from './external-apps';

const assets: ExternalAppAssets = {
  publicPath: '/static/',
  apps: {
    'support-form': { js: ['support-form.1a2b.js'], css: ['support-form.3c4d.css'] },
    'customer-portal': { js: ['customer-portal.5e6f.js'], css: [] },
  },
};

function appWith(found: ExternalAppAssets) {
  const app = express();
  app.use(createExternalAppsRouter({ assets: () => found }));
  return app;
}

describe('the external app manifests', () => {
  it('names the app script and stylesheet under /static/ and asks to be revalidated', async () => {
    // Act
    const response = await request(appWith(assets)).get('/external-apps/support-form/manifest.json?t=123');

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      'index.js': '/static/support-form.1a2b.js',
      'index.css': '/static/support-form.3c4d.css',
    });
  });

  it('leaves out the stylesheet of an app that has none', async () => {
    // Act
    const response = await request(appWith(assets)).get('/external-apps/customer-portal/manifest.json');

    // Assert
    expect(response.body).toEqual({ 'index.js': '/static/customer-portal.5e6f.js' });
  });

  it.each(['static-forms', 'unknown-app'])('answers 404 for %s when the build has no such app', async (name) => {
    // Act
    const response = await request(appWith(assets)).get(`/external-apps/${name}/manifest.json`);

    // Assert
    expect(response.status).toBe(404);
  });

  it('reads the apps from the client build manifest, and none from a missing build', () => {
    // Arrange
    const dir = mkdtempSync(path.join(tmpdir(), 'help-centre-dist-'));
    const empty = readExternalAppAssets(dir);
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ entry: {}, ...assets }));

    // Act
    const read = readExternalAppAssets(dir);
    rmSync(dir, { recursive: true, force: true });

    // Assert
    expect(empty.apps).toEqual({});
    expect(read).toEqual(assets);
  });
});
