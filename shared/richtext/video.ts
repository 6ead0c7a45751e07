/**
 * Video urls to privacy-friendly embed urls (SPEC.md section 5: YouTube, Vimeo and Loom only).
 * Pure and dependency-free. Only the server parses urls: bodies carry the embed url in their
 * markup and the featured video's entry carries its parsed form, so the browser needs only
 * ./video-player.ts, re-exported here.
 */
import type { PlayableVideo, VideoErrorReason, VideoService } from './video-player';

export * from './video-player';

export type VideoParseResult =
  | { ok: true; service: VideoService; id: string; embedUrl: string; watchUrl: string }
  | { ok: false; reason: VideoErrorReason };

export const UNSUPPORTED_VIDEO = 'Unsupported video service or invalid URL' as const;

const EMPTY_ID: Record<VideoService, VideoErrorReason> = {
  youtube: 'YouTube video ID is empty',
  vimeo: 'Vimeo video ID is empty',
  loom: 'Loom video ID is empty',
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^[0-9]{1,15}$/;
const LOOM_ID = /^[A-Za-z0-9]{8,64}$/;

export function parseVideoUrl(input: string): VideoParseResult {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, reason: UNSUPPORTED_VIDEO };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: UNSUPPORTED_VIDEO };
  const host = url.hostname.toLowerCase().replace(/^(?:www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter((segment) => segment !== '');

  switch (host) {
    case 'youtube.com':
    case 'youtube-nocookie.com': {
      if (segments[0] === 'watch' && segments.length === 1) return youtube(url.searchParams.get('v') ?? '');
      if ((segments[0] === 'embed' || segments[0] === 'shorts') && segments.length <= 2) {
        return youtube(segments[1] ?? '');
      }
      return { ok: false, reason: UNSUPPORTED_VIDEO };
    }
    case 'youtu.be':
      return segments.length <= 1 ? youtube(segments[0] ?? '') : { ok: false, reason: UNSUPPORTED_VIDEO };
    case 'vimeo.com':
      return segments.length <= 1 ? vimeo(segments[0] ?? '') : { ok: false, reason: UNSUPPORTED_VIDEO };
    case 'player.vimeo.com':
      return segments[0] === 'video' && segments.length <= 2
        ? vimeo(segments[1] ?? '')
        : { ok: false, reason: UNSUPPORTED_VIDEO };
    case 'loom.com':
      return (segments[0] === 'share' || segments[0] === 'embed') && segments.length <= 2
        ? loom(segments[1] ?? '')
        : { ok: false, reason: UNSUPPORTED_VIDEO };
    default:
      return { ok: false, reason: UNSUPPORTED_VIDEO };
  }
}

function youtube(id: string): VideoParseResult {
  return build(
    'youtube',
    id,
    YOUTUBE_ID,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `https://www.youtube.com/watch?v=${id}`,
  );
}

function vimeo(id: string): VideoParseResult {
  return build('vimeo', id, VIMEO_ID, `https://player.vimeo.com/video/${id}?dnt=1`, `https://vimeo.com/${id}`);
}

function loom(id: string): VideoParseResult {
  return build('loom', id, LOOM_ID, `https://www.loom.com/embed/${id}`, `https://www.loom.com/share/${id}`);
}

/** `watchUrl` is the video's page on the service's own site, for visitors without JavaScript. */
function build(
  service: VideoService,
  id: string,
  pattern: RegExp,
  embedUrl: string,
  watchUrl: string,
): VideoParseResult {
  if (id === '') return { ok: false, reason: EMPTY_ID[service] };
  if (!pattern.test(id)) return { ok: false, reason: UNSUPPORTED_VIDEO };
  return { ok: true, service, id, embedUrl, watchUrl };
}

/** A url parsed for the browser: the parse without the id (the featured video's entry carries it). */
export function playableVideo(input: string): PlayableVideo {
  const parsed = parseVideoUrl(input);
  if (!parsed.ok) return parsed;
  const { service, embedUrl, watchUrl } = parsed;
  return { ok: true, service, embedUrl, watchUrl };
}
