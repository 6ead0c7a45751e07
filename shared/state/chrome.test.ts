import {
  accountMenuClosed,
  accountMenuToggled,
  chromeReducer,
  dropdownClosed,
  dropdownToggled,
  initialChromeState,
  menuDropdownType,
  mobileBackSelected,
  mobileItemSelected,
  mobileMenuToggled,
  productDeploymentSelected,
  productsExpandedToggled,
  viewportChanged,
  type ChromeState,
} from './chrome';

function stateWith(overrides: Partial<ChromeState>): ChromeState {
  return { ...initialChromeState, ...overrides };
}

describe('chrome reducer', () => {
  it('starts closed, on desktop, on the Cloud tab, collapsed, with the account menu closed', () => {
    expect(chromeReducer(undefined, { type: 'unknown' })).toEqual({
      dropdown: { isOpen: false },
      isMobile: false,
      productDeployment: 'cloud',
      productsExpanded: false,
      accountMenuOpen: false,
    });
  });

  it('opens the mobile menu with one tap even while a desktop dropdown from before a resize is open', () => {
    const desktopOpen = chromeReducer(initialChromeState, dropdownToggled('products'));

    const state = chromeReducer(desktopOpen, mobileMenuToggled());

    expect(state.dropdown).toEqual({ isOpen: true, type: null, isMobile: true });
  });

  it('opens a dropdown of the trigger type with the current mobile flag', () => {
    const state = chromeReducer(initialChromeState, dropdownToggled('products'));
    expect(state.dropdown).toEqual({ isOpen: true, type: 'products', isMobile: false });
  });

  it('switches to another type when a different trigger is clicked', () => {
    const open = chromeReducer(initialChromeState, dropdownToggled('products'));
    expect(chromeReducer(open, dropdownToggled('resources')).dropdown).toEqual({
      isOpen: true,
      type: 'resources',
      isMobile: false,
    });
  });

  it('closes the dropdown when its own trigger is clicked again', () => {
    const open = chromeReducer(initialChromeState, dropdownToggled('getStarted'));
    expect(chromeReducer(open, dropdownToggled('getStarted')).dropdown).toEqual({ isOpen: false });
  });

  it('opens version 2 menus keyed by their id', () => {
    const state = chromeReducer(initialChromeState, dropdownToggled(menuDropdownType('menu-learn')));
    expect(state.dropdown).toEqual({ isOpen: true, type: 'menu:menu-learn', isMobile: false });
  });

  it('closes on a close action from Escape, an outside click or a chosen item', () => {
    const open = chromeReducer(initialChromeState, dropdownToggled('documentation'));
    expect(chromeReducer(open, dropdownClosed()).dropdown).toEqual({ isOpen: false });
  });

  it('opens the mobile top list with no type and closes it again', () => {
    const open = chromeReducer(stateWith({ isMobile: true }), mobileMenuToggled());
    expect(open.dropdown).toEqual({ isOpen: true, type: null, isMobile: true });
    expect(chromeReducer(open, mobileMenuToggled()).dropdown).toEqual({ isOpen: false });
  });

  it('drills into a mobile item and back to the top list', () => {
    const top = chromeReducer(stateWith({ isMobile: true }), mobileMenuToggled());
    const sub = chromeReducer(top, mobileItemSelected('resources'));
    expect(sub.dropdown).toEqual({ isOpen: true, type: 'resources', isMobile: true });
    expect(chromeReducer(sub, mobileBackSelected()).dropdown).toEqual({ isOpen: true, type: null, isMobile: true });
  });

  it('ignores the back control when nothing is open', () => {
    expect(chromeReducer(initialChromeState, mobileBackSelected()).dropdown).toEqual({ isOpen: false });
  });

  it('records the mobile flag when the viewport crosses the breakpoint', () => {
    expect(chromeReducer(initialChromeState, viewportChanged({ isMobile: true })).isMobile).toBe(true);
  });

  it('carries an open desktop dropdown into the mobile layout as that drill-in type', () => {
    const open = chromeReducer(initialChromeState, dropdownToggled('products'));
    expect(chromeReducer(open, viewportChanged({ isMobile: true })).dropdown).toEqual({
      isOpen: true,
      type: 'products',
      isMobile: true,
    });
  });

  it('closes the mobile top list when the viewport becomes wide', () => {
    const top = chromeReducer(stateWith({ isMobile: true }), mobileMenuToggled());
    const wide = chromeReducer(top, viewportChanged({ isMobile: false }));
    expect(wide.dropdown).toEqual({ isOpen: false });
    expect(wide.isMobile).toBe(false);
  });

  it('keeps a mobile sub-state open as a desktop dropdown when the viewport becomes wide', () => {
    const sub = chromeReducer(
      chromeReducer(stateWith({ isMobile: true }), mobileMenuToggled()),
      mobileItemSelected('resources'),
    );
    expect(chromeReducer(sub, viewportChanged({ isMobile: false })).dropdown).toEqual({
      isOpen: true,
      type: 'resources',
      isMobile: false,
    });
  });

  it('selects the product deployment tab', () => {
    expect(chromeReducer(initialChromeState, productDeploymentSelected('dataCenter')).productDeployment).toBe(
      'dataCenter',
    );
  });

  it('expands and collapses the product list', () => {
    const expanded = chromeReducer(initialChromeState, productsExpandedToggled());
    expect(expanded.productsExpanded).toBe(true);
    expect(chromeReducer(expanded, productsExpandedToggled()).productsExpanded).toBe(false);
  });

  it('opens the account menu and closes any dropdown', () => {
    const open = chromeReducer(initialChromeState, dropdownToggled('products'));
    const account = chromeReducer(open, accountMenuToggled());
    expect(account.accountMenuOpen).toBe(true);
    expect(account.dropdown).toEqual({ isOpen: false });
    expect(chromeReducer(account, accountMenuClosed()).accountMenuOpen).toBe(false);
  });

  it('closes the account menu when a dropdown opens', () => {
    const account = chromeReducer(initialChromeState, accountMenuToggled());
    expect(chromeReducer(account, dropdownToggled('resources')).accountMenuOpen).toBe(false);
  });
});
