/**
 * Video urls to privacy-friendly embed urls (SPEC.md section 5: YouTube, Vimeo and Loom only).
 * Pure and dependency-free, so the browser enhancer and the featured-video component share it.
 */

export type VideoService = 'youtube' | 'vimeo' | 'loom';

export type VideoParseResult =
  | { ok: true; service: VideoService; id: string; embedUrl: string; watchUrl: string }
  | { ok: false; reason: VideoErrorReason };

/** The services' own names: brand names, written the same in every locale. */
export const VIDEO_SERVICE_NAMES: Record<VideoService, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  loom: 'Loom',
};

export type VideoErrorReason =
  | 'YouTube video ID is empty'
  | 'Vimeo video ID is empty'
  | 'Loom video ID is empty'
  | 'Unsupported video service or invalid URL';

export const UNSUPPORTED_VIDEO = 'Unsupported video service or invalid URL' as const;

const EMPTY_ID: Record<VideoService, VideoErrorReason> = {
  youtube: 'YouTube video ID is empty',
  vimeo: 'Vimeo video ID is empty',
  loom: 'Loom video ID is empty',
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^[0-9]{1,15}$/;
const LOOM_ID = /^[A-Za-z0-9]{8,64}$/;

/** Embed urls the enhancer may load; anything else is refused in the browser too. */
export const EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
] as const;

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

/** True when `url` is an embed url this module produces; the enhancer loads nothing else. */
export function isTrustedEmbedUrl(url: string): boolean {
  return EMBED_ORIGINS.some((origin) => url.startsWith(`${origin}/`));
}

/** The url loaded once a visitor asks to play: autoplay, since the click already chose to play. */
export function playUrl(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
}

/** Permissions the player iframe needs; nothing else is granted. */
export const PLAYER_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';
