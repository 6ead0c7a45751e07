/**
 * The page tree files (docs/adr/036-page-tree-branches.md): each product's whole docs tree as json,
 * which a page's sidebar fetches when a visitor expands a node its branch left out. A file's url
 * ends in the hash of its json, so it is cached for a year as immutable; a url an older snapshot
 * named answers 404, and the sidebar keeps its links to each node's page.
 */
import express, { type Router } from 'express';
import { PAGE_TREE_FILE_PREFIX } from '../content/snapshot';
import type { ContentSnapshot } from '../content/snapshot-types';
import { IMMUTABLE_CACHE_CONTROL } from './static-files';

export function createPageTreeFilesRouter(snapshots: { current(): ContentSnapshot }): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get(`${PAGE_TREE_FILE_PREFIX}*file`, (req, res) => {
    const file = snapshots.current().pageTreeFile(req.path);
    if (!file) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json({ error: 'No page tree at this url' });
      return;
    }
    res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    res.type('application/json').send(file.json);
  });
  return router;
}
