import { useState } from 'react';
import { withRestoredHeader } from './restore-header';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

/**
 * A page's header as its state gives it. The server leaves out of that state what the header's
 * markup shows (server/render/header-menus.ts); in the browser the header reads it back from that
 * markup when it hydrates, which is on the visitor's intent (./header.intent.tsx), so a page never
 * loads the code that reads it unless the header is used. On the server the header is whole.
 */
export function PageHeader(props: SiteHeaderProps) {
  const [chrome] = useState(() => withRestoredHeader(props.chrome, () => document));
  return <SiteHeader {...props} chrome={chrome} />;
}
