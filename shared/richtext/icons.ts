/**
 * The small inline SVG icon set used inside bodies: callout icons, the play button and the
 * `sac-icon` rich content extension. Icons are decorative (aria-hidden); meaning is carried by text.
 */

const PATHS = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.4 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.6-5.6 1.4 1.4-7 7Z',
  warning: 'M12 2 1 21h22L12 2Zm1 16h-2v-2h2v2Zm0-4h-2v-5h2v5Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  discovery: 'M9 21h6v-1H9v1Zm3-19a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2Z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
  cross: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12 19 6.4Z',
  external:
    'M14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3h-7ZM19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2v7Z',
  arrowRight: 'M12 4l-1.4 1.4 5.6 5.6H4v2h12.2l-5.6 5.6L12 20l8-8-8-8Z',
  settings:
    'M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 0 0 1.7 1L11 21h4l.4-2.9a7.4 7.4 0 0 0 1.7-1l2.5 1 2-3.5-2.2-1.6ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z',
  search:
    'M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5Zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Z',
  question:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 17h-2v-2h2v2Zm2.1-7.8-.9.9A3.4 3.4 0 0 0 13 15h-2v-.5a4 4 0 0 1 1.2-2.8l1.2-1.3A2 2 0 0 0 14 9a2 2 0 0 0-4 0H8a4 4 0 0 1 8 0 3.2 3.2 0 0 1-.9 2.2Z',
  play: 'M8 5v14l11-7L8 5Z',
} as const;

export type IconKey = keyof typeof PATHS;

/** Icon keys editors may use in `<sac-icon data-icon-key="...">`, with a few friendly aliases. */
const ALIASES: Record<string, IconKey> = {
  information: 'info',
  tip: 'discovery',
  lightbulb: 'discovery',
  new: 'discovery',
  'check-circle': 'success',
  caution: 'warning',
  close: 'cross',
  'arrow-right': 'arrowRight',
  'external-link': 'external',
  help: 'question',
};

// Built once: the markup of every icon is a constant string.
const SVG: Record<IconKey, string> = Object.fromEntries(
  Object.entries(PATHS).map(([key, path]) => [
    key,
    `<svg class="icon icon--${key}" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="currentColor" d="${path}"/></svg>`,
  ]),
) as Record<IconKey, string>;

export function iconKeyOf(key: string): IconKey | undefined {
  const normalised = key.trim();
  if (Object.prototype.hasOwnProperty.call(PATHS, normalised)) return normalised as IconKey;
  return ALIASES[normalised.toLowerCase()];
}

export function iconSvg(key: IconKey): string {
  return SVG[key];
}

export const ICON_KEYS = Object.keys(PATHS) as IconKey[];
