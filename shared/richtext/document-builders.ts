/**
 * Small builders for Contentful rich-text documents and snapshot entries, used by the renderer's
 * tests, the benchmark and content tools that need a document in code.
 */
import type { Block, Document, Inline, Mark, Text } from '@contentful/rich-text-types';
import type { Asset, Entry, FieldValue } from '../types/content';

type Child = Block | Inline | Text;

export function text(value: string, ...marks: string[]): Text {
  return { nodeType: 'text', value, marks: marks.map((type): Mark => ({ type })), data: {} };
}

export function block(nodeType: string, content: Child[] = [], data: Record<string, unknown> = {}): Block {
  return { nodeType, content, data } as unknown as Block;
}

export function inline(nodeType: string, content: Child[] = [], data: Record<string, unknown> = {}): Inline {
  return { nodeType, content, data } as unknown as Inline;
}

export function doc(...content: Block[]): Document {
  return { nodeType: 'document', data: {}, content } as unknown as Document;
}

export const paragraph = (...content: Child[]): Block => block('paragraph', content);
export const heading = (level: 1 | 2 | 3 | 4 | 5 | 6, value: string): Block => block(`heading-${level}`, [text(value)]);

export function entryLink(id: string) {
  return { target: { sys: { id, type: 'Link', linkType: 'Entry' } } };
}

export function assetLink(id: string) {
  return { target: { sys: { id, type: 'Link', linkType: 'Asset' } } };
}

export const embeddedBlock = (id: string): Block => block('embedded-entry-block', [], entryLink(id));
export const embeddedInline = (id: string): Inline => inline('embedded-entry-inline', [], entryLink(id));

export function entry(id: string, contentType: string, fields: Record<string, FieldValue | undefined>): Entry {
  return {
    kind: 'Entry',
    id,
    contentType,
    locale: 'en-US',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    fields,
  };
}

export function imageAsset(id: string, url: string, width?: number, height?: number): Asset {
  return {
    kind: 'Asset',
    id,
    title: `Image ${id}`,
    description: '',
    file: { url, contentType: 'image/png', fileName: `${id}.png`, width, height },
  };
}
