import type { RenderedBody } from '../types/page';
import '../richtext/article-body.css';
import './ArticleBody.css';

/**
 * The server-rendered body. Its html is blanked in the embedded state and restored from this
 * element before hydration, so React adopts the markup instead of re-rendering it.
 */
export function ArticleBody({ body, className }: { body: RenderedBody; className?: string }) {
  return (
    <div
      className={className ? `hc-article-body ${className}` : 'hc-article-body'}
      data-body-id={body.id}
      dangerouslySetInnerHTML={{ __html: body.html }}
    />
  );
}
