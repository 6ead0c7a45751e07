/**
 * Header UI state: which dropdown is open (and whether in the mobile layout), the product list's
 * deployment tab and expansion, and the account menu. Every transition is a plain action, so the
 * reducer is the whole behaviour and the components only translate events into actions.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { createPlainSlice } from './slice';
import { rootReducer } from './store';

export const FIXED_DROPDOWN_TYPES = ['products', 'getStarted', 'documentation', 'resources'] as const;
export type FixedDropdownType = (typeof FIXED_DROPDOWN_TYPES)[number];
/** A fixed dropdown, or a version 2 menu keyed by its entry id. */
export type DropdownType = FixedDropdownType | `menu:${string}`;

export type DropdownState =
  | { isOpen: false }
  /** `type` is null only in the mobile layout, where the top list is open before an item is chosen. */
  | { isOpen: true; type: DropdownType | null; isMobile: boolean };

export type ProductDeployment = 'cloud' | 'dataCenter';

export interface ChromeState {
  dropdown: DropdownState;
  /** Whether the viewport is below the mobile breakpoint; false on the server and until measured. */
  isMobile: boolean;
  productDeployment: ProductDeployment;
  productsExpanded: boolean;
  accountMenuOpen: boolean;
}

export const initialChromeState: ChromeState = {
  dropdown: { isOpen: false },
  isMobile: false,
  productDeployment: 'cloud',
  productsExpanded: false,
  accountMenuOpen: false,
};

const CLOSED: DropdownState = { isOpen: false };

export function menuDropdownType(menuId: string): DropdownType {
  return `menu:${menuId}`;
}

const chromeSlice = createPlainSlice({
  name: 'chrome',
  initialState: initialChromeState,
  reducers: {
    /** A desktop trigger: opens its dropdown, switches from another one, or closes its own. */
    dropdownToggled: (state: ChromeState, action: PayloadAction<DropdownType>): ChromeState => {
      const open = state.dropdown.isOpen && state.dropdown.type === action.payload;
      return {
        ...state,
        dropdown: open ? CLOSED : { isOpen: true, type: action.payload, isMobile: state.isMobile },
        accountMenuOpen: false,
      };
    },
    /** The mobile menu button: opens the top list with no type, or closes whatever is open. */
    mobileMenuToggled: (state: ChromeState): ChromeState => ({
      ...state,
      // A desktop dropdown still open from before a resize is replaced, so one tap always opens the menu.
      dropdown:
        state.dropdown.isOpen && state.dropdown.isMobile ? CLOSED : { isOpen: true, type: null, isMobile: true },
      accountMenuOpen: false,
    }),
    /** A drill-in item of the mobile top list opens that type. */
    mobileItemSelected: (state: ChromeState, action: PayloadAction<DropdownType>): ChromeState => ({
      ...state,
      dropdown: { isOpen: true, type: action.payload, isMobile: true },
    }),
    /** The back control of a mobile sub-state returns to the top list. */
    mobileBackSelected: (state: ChromeState): ChromeState =>
      state.dropdown.isOpen ? { ...state, dropdown: { isOpen: true, type: null, isMobile: true } } : state,
    /** Escape, a click outside the header, or choosing an item. */
    dropdownClosed: (state: ChromeState): ChromeState => ({ ...state, dropdown: CLOSED }),
    /**
     * The viewport crossed the mobile breakpoint. An open dropdown follows the layout; the mobile
     * top list has no desktop counterpart, so it closes when the viewport becomes wide.
     */
    viewportChanged: (state: ChromeState, action: PayloadAction<{ isMobile: boolean }>): ChromeState => {
      const { isMobile } = action.payload;
      const dropdown = state.dropdown;
      // The first measurement after hydration usually confirms the state: nothing re-renders then.
      if (state.isMobile === isMobile && (!dropdown.isOpen || dropdown.isMobile === isMobile)) return state;
      if (!dropdown.isOpen || dropdown.isMobile === isMobile) return { ...state, isMobile };
      return {
        ...state,
        isMobile,
        dropdown: !isMobile && dropdown.type === null ? CLOSED : { ...dropdown, isMobile },
      };
    },
    productDeploymentSelected: (state: ChromeState, action: PayloadAction<ProductDeployment>): ChromeState => ({
      ...state,
      productDeployment: action.payload,
    }),
    productsExpandedToggled: (state: ChromeState): ChromeState => ({
      ...state,
      productsExpanded: !state.productsExpanded,
    }),
    accountMenuToggled: (state: ChromeState): ChromeState =>
      state.accountMenuOpen
        ? { ...state, accountMenuOpen: false }
        : { ...state, accountMenuOpen: true, dropdown: CLOSED },
    accountMenuClosed: (state: ChromeState): ChromeState => ({ ...state, accountMenuOpen: false }),
  },
});

export const {
  dropdownToggled,
  mobileMenuToggled,
  mobileItemSelected,
  mobileBackSelected,
  dropdownClosed,
  viewportChanged,
  productDeploymentSelected,
  productsExpandedToggled,
  accountMenuToggled,
  accountMenuClosed,
} = chromeSlice.actions;

export const chromeReducer = chromeSlice.reducer;

export interface WithChromeState {
  chrome: ChromeState;
}

/**
 * Loading this module adds the slice to the root reducer (./store.ts): the header's chunk may arrive
 * after the store is made, which then has no header state until the next action.
 */
rootReducer.inject(chromeSlice);

export const selectChrome = (state: Partial<WithChromeState>): ChromeState => state.chrome ?? initialChromeState;
export const selectDropdown = (state: Partial<WithChromeState>): DropdownState => selectChrome(state).dropdown;
