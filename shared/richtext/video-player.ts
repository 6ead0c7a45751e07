/**
 * What the browser needs to play a video whose url the server has parsed (./video.ts): the embed
 * origins it may load, the url with autoplay, the player's permissions and the services' names.
 * Kept apart from the parser, so the page bundle carries these few lines and not the parser.
 */

export type VideoService = 'youtube' | 'vimeo' | 'loom';

export type VideoErrorReason =
  | 'YouTube video ID is empty'
  | 'Vimeo video ID is empty'
  | 'Loom video ID is empty'
  | 'Unsupported video service or invalid URL';

/** A parsed video url as the browser gets it: where to play and watch it, or why it cannot be played. */
export type PlayableVideo =
  { ok: true; service: VideoService; embedUrl: string; watchUrl: string } | { ok: false; reason: VideoErrorReason };

/**
 * Where a reader can open a video the help centre cannot play: the url itself when it is a valid
 * http(s) url (normalised, so it is safe in an href), otherwise nowhere.
 */
export function videoSiteUrl(input: string): string | undefined {
  try {
    const url = new URL(input.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The services' own names: brand names, written the same in every locale. */
export const VIDEO_SERVICE_NAMES: Record<VideoService, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  loom: 'Loom',
};

/** Embed urls the enhancer may load; anything else is refused in the browser too. */
export const EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
] as const;

/** True when `url` is an embed url ./video.ts produces; the enhancer loads nothing else. */
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
