import { act, render, screen } from '@testing-library/react';
import type { TocEntry } from '../types/page';
import { shouldShowTableOfContents, TableOfContents } from './TableOfContents';

const headings: TocEntry[] = [
  { id: 'before-you-begin', text: 'Before you begin', level: 2 },
  { id: 'check-access', text: 'Check access', level: 3 },
  { id: 'create-a-board', text: 'Create a board', level: 2 },
];

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(readonly callback: Callback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  fire(id: string, isIntersecting: boolean) {
    const target = this.observed.find((element) => element.id === id);
    this.callback([{ target, isIntersecting }]);
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeIntersectionObserver });
  document.body.innerHTML = headings
    .map((heading) => `<h${heading.level} id="${heading.id}">${heading.text}</h${heading.level}>`)
    .join('');
});

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

  it('renders nothing when fewer than 2 entries would show', () => {
    const { container } = render(<TableOfContents headings={headings.slice(0, 1)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the section in view with aria-current="location" as the visitor scrolls', () => {
    render(<TableOfContents headings={headings} />);
    const observer = FakeIntersectionObserver.instances[0]!;
    expect(observer.observed.map((element) => element.id)).toEqual(headings.map((heading) => heading.id));
    expect(screen.getByRole('link', { name: 'Before you begin' })).not.toHaveAttribute('aria-current');

    act(() => observer.fire('create-a-board', true));
    expect(screen.getByRole('link', { name: 'Create a board' })).toHaveAttribute('aria-current', 'location');

    act(() => observer.fire('check-access', true));
    expect(screen.getByRole('link', { name: 'Check access' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Create a board' })).not.toHaveAttribute('aria-current');
  });

  it('disconnects the observer when it unmounts', () => {
    const { unmount } = render(<TableOfContents headings={headings} />);
    unmount();
    expect(FakeIntersectionObserver.instances[0]!.disconnected).toBe(true);
  });
});
