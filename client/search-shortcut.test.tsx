import { installSearchShortcut } from './search-shortcut';

function press(target: Element, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('the / search shortcut', () => {
  let remove: () => void;
  beforeEach(() => {
    document.body.innerHTML = `
      <input data-search-shortcut aria-keyshortcuts="/" id="box" value="old">
      <textarea id="notes"></textarea>
      <div contenteditable="true" id="editor"></div>
      <p id="text">Text</p>`;
    // jsdom lays nothing out: the box counts as visible when it has a client rect.
    const box = document.getElementById('box')!;
    box.getClientRects = () => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList;
    remove = installSearchShortcut(document);
  });
  afterEach(() => remove());

  it('focuses the header search box and keeps the slash out of it', () => {
    const event = press(document.getElementById('text')!, {});
    expect(document.activeElement).toBe(document.getElementById('box'));
    expect(event.defaultPrevented).toBe(true);
  });

  it('does nothing while typing in an input, a textarea or an editable region', () => {
    for (const id of ['notes', 'editor']) {
      const element = document.getElementById(id)!;
      element.focus();
      const event = press(element, {});
      expect({ id, prevented: event.defaultPrevented }).toEqual({ id, prevented: false });
      expect(document.activeElement).not.toBe(document.getElementById('box'));
    }
  });

  it('does nothing with a modifier key held, or for another key', () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }, { key: 'k' }]) {
      const event = press(document.getElementById('text')!, init);
      expect({ init, prevented: event.defaultPrevented }).toEqual({ init, prevented: false });
    }
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing when the box is not shown', () => {
    document.getElementById('box')!.getClientRects = () => [] as unknown as DOMRectList;
    const event = press(document.getElementById('text')!, {});
    expect(event.defaultPrevented).toBe(false);
  });
});
