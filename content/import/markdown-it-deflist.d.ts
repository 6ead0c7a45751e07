// markdown-it-deflist ships no types: it is a plain markdown-it plugin.
declare module 'markdown-it-deflist' {
  import type { PluginSimple } from 'markdown-it';

  const deflist: PluginSimple;
  // The package's only export is its default one; the name here mirrors it.
  // eslint-disable-next-line no-restricted-syntax -- a declaration of a third-party module's default export
  export default deflist;
}
