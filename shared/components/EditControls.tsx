import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '../state/auth';
import type { EditLinksView } from '../types/pages/content-pages';
import { withChunkStylesheets } from '../chunk-stylesheets';

export interface EditControlsProps extends EditLinksView {
  /** KB articles name the article in the icon's tooltip; other pages say 'Edit this page'. */
  kind: 'topic' | 'kbArticle';
}

// Only editors see the tools, and the browser learns the user after hydration, so their code is
// fetched once a user who can edit has loaded, never by a visitor's page (docs/adr/021).
const EditorTools = lazy(() =>
  withChunkStylesheets('lazy-editor-tools', import(/* webpackChunkName: "lazy-editor-tools" */ './EditorTools')).then(
    (module) => ({
      default: module.EditorTools,
    }),
  ),
);

/**
 * Editor shortcuts (SPEC.md section 6), shown only when the signed-in user can edit. The server
 * renders every page anonymous, so they are absent from the server markup and appear in place once
 * the browser has loaded the user and the tools' code; they take no space until then.
 */
export function EditControls(props: EditControlsProps) {
  const { canEdit } = useSelector(selectUser);
  if (!canEdit) return null;
  return (
    <Suspense fallback={null}>
      <EditorTools {...props} />
    </Suspense>
  );
}
