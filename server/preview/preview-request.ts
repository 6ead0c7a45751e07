/**
 * Which requests are previews: all of them in a preview deployment (PREVIEW=on), or those for a
 * preview host name (PREVIEW_HOSTS), so one deployment can serve the published site and drafts.
 */
import type { Request } from 'express';
import type { PreviewConfig } from '../../config/config';

export function previewRequests(access: Pick<PreviewConfig, 'all' | 'hosts'>): (req: Request) => boolean {
  if (access.all) return () => true;
  const hosts = new Set(access.hosts);
  if (hosts.size === 0) return () => false;
  // req.hostname has no port; behind a trusted proxy it is the forwarded host the visitor asked for.
  return (req) => hosts.has(req.hostname.toLowerCase());
}
