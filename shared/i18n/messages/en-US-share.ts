// One group of the en-US table (./en-US.ts) in a module of its own, so the page bundle carries it only
// with the code that reads it (docs/interface-strings.md).
/** The reader tools' Share menu and their copy announcements (the reader-tools and share-menu chunks). */
export const share = {
  linkCopied: 'Link copied',
  pageCopied: 'Page copied as Markdown',
  pageCopyFailed: 'Copying failed. Open the Markdown page and copy it instead.',
  shareCopyLink: 'Copy link',
  shareByEmail: 'Send by e-mail',
  /** Opens the device's own share sheet (the Web Share API), where there is one. */
  shareMore: 'More ways to share…',
  linkCopyFailed: 'Copying failed. Copy the address from the address bar instead.',
} as const;
