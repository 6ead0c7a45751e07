import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assetsForTemplate, readAssetManifest, templateChunkNames } from './asset-manifest';

const manifest = {
  publicPath: '/static/',
  entry: { js: ['runtime.1.js', 'main.2.js'], css: ['main.3.css'] },
  chunks: {
    'template-topic': { js: ['template-topic.4.js'], css: ['template-topic.5.css'] },
    NotFoundTemplate: { js: ['nf.6.js'], css: [] },
    'template-collection': { js: ['template-collection.7.js'], css: [] },
    'messages-ja-JP': { js: ['messages-ja-JP.8.js'], css: [] },
    'lazy-header-menus': { js: ['lazy-header-menus.9.js'], css: ['lazy-header-menus.10.css'] },
  },
};

describe('asset manifest', () => {
  it('gives a page the entry files and only its own template chunk', () => {
    expect(assetsForTemplate(manifest, 'topic')).toEqual({
      scripts: ['/static/template-topic.4.js', '/static/runtime.1.js', '/static/main.2.js'],
      stylesheets: ['/static/main.3.css', '/static/template-topic.5.css'],
      chunkStylesheets: { 'lazy-header-menus': ['/static/lazy-header-menus.10.css'] },
    });
  });

  it('names the stylesheets of the chunks imported on an action, but no template chunk, for every page', () => {
    expect(assetsForTemplate(manifest, 'contact').chunkStylesheets).toEqual({
      'lazy-header-menus': ['/static/lazy-header-menus.10.css'],
    });
  });

  it('adds the message table chunk to a Japanese page and leaves it out of an English one', () => {
    expect(assetsForTemplate(manifest, 'topic', 'ja-JP').scripts).toEqual([
      '/static/messages-ja-JP.8.js',
      '/static/template-topic.4.js',
      '/static/runtime.1.js',
      '/static/main.2.js',
    ]);
    expect(assetsForTemplate(manifest, 'topic', 'en-US').scripts).not.toContain('/static/messages-ja-JP.8.js');
  });

  it('finds a chunk named after the template file', () => {
    expect(assetsForTemplate(manifest, 'notFound').scripts).toContain('/static/nf.6.js');
    expect(templateChunkNames('pageKbArticle')).toEqual([
      'template-page-kb-article',
      'template-pageKbArticle',
      'PageKbArticleTemplate',
      'pageKbArticle',
    ]);
  });

  it('serves only the entry when a template has no chunk of its own', () => {
    expect(assetsForTemplate(manifest, 'contact').scripts).toEqual(['/static/runtime.1.js', '/static/main.2.js']);
  });

  it('reads the manifest file and treats a missing one as empty', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manifest-'));
    expect(readAssetManifest(dir).entry.js).toEqual([]);

    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    expect(readAssetManifest(dir)).toEqual(manifest);
  });
});
