/**
 * The renderer registry: one template per page kind. A typed record, so a page kind without a
 * template is a compile error. Each template is loaded through a dynamic import, which webpack
 * turns into one chunk per template for the browser; the server bundle inlines them.
 */
import type { ComponentType } from 'react';
import type { PageBase, PageKind } from './types/page';

export interface TemplateProps<E extends PageBase = PageBase> {
  entry: E;
}

export type TemplateLoader = () => Promise<ComponentType<TemplateProps>>;

// Filled in by the templates (shared/templates/{Kind}Template.tsx, named export `{Kind}Template`).
export declare const registry: Record<PageKind, TemplateLoader>;

export declare function loadTemplate(kind: PageKind): Promise<ComponentType<TemplateProps>>;
