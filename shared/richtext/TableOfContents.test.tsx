import { render, screen } from '@testing-library/react';
import type { TocEntry } from '../types/page';
import { shouldShowTableOfContents, TableOfContents } from './TableOfContents';

const headings: TocEntry[] = [
  { id: 'before-you-begin', text: 'Before you begin', level: 2 },
  { id: 'check-access', text: 'Check access', level: 3 },
  { id: 'create-a-board', text: 'Create a board', level: 2 },
];

describe('shouldShowTableOfContents', () => {
  it('is true when links plus h2 and h3 headings number at least 2', () => {
    expect(shouldShowTableOfContents(headings.slice(0, 2))).toBe(true);
    expect(shouldShowTableOfContents(headings.slice(0, 1), [{ label: 'Related', url: '/x/' }])).toBe(true);
  });

  it('is false for fewer than 2', () => {
    expect(shouldShowTableOfContents([])).toBe(false);
    expect(shouldShowTableOfContents(headings.slice(0, 1))).toBe(false);
    expect(shouldShowTableOfContents([], [{ label: 'Only', url: '/x/' }])).toBe(false);
  });
});

describe('TableOfContents', () => {
  it('renders an "On this page" navigation with links to the headings, h3 nested under h2', () => {
    render(<TableOfContents headings={headings} links={[{ label: 'Release notes', url: '/notes/' }]} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Before you begin' })).toHaveAttribute('href', '#before-you-begin');
    expect(screen.getByRole('link', { name: 'Check access' }).closest('ul')).toHaveClass('toc__sublist');
    expect(screen.getByRole('link', { name: 'Release notes' })).toHaveAttribute('href', '/notes/');
  });

  it("reads each heading in the body's language unless the heading says its own", () => {
    const legacy: TocEntry[] = [
      { id: 'summary', text: '概要', level: 2, lang: 'ja' },
      { id: 'solution', text: '解決策', level: 2, lang: 'ja' },
    ];

    render(<TableOfContents headings={[...headings, ...legacy]} lang="en" />);

    expect(screen.getByRole('link', { name: 'Before you begin' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: '解決策' }).closest('[lang]')).toHaveAttribute('lang', 'ja');
  });

  it('renders nothing when fewer than 2 entries would show', () => {
    const { container } = render(<TableOfContents headings={headings.slice(0, 1)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks no link as the current location: the browser does that on the kept markup', () => {
    render(<TableOfContents headings={headings} />);
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });
});
