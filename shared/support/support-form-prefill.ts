/**
 * What a link to the contact page chooses in the support form: `?product=` names a product the way
 * links across the site do (its productNameId, an edition's url slug or an app's slug, or its name)
 * and the form selects that product by name; `?ticketType=` picks the request type, as the KB
 * articles' 'Report a problem' link does with `bug`. A value the form does not know chooses nothing.
 */
import { isTicketType, type TicketType } from './ticket-types';
import type { SupportProductOption } from '../types/pages/other-pages';

export interface SupportFormPrefill {
  /** The chosen product's name, as the form shows and sends it. */
  product?: string;
  /**
   * The value that names the chosen product in an address in every language (its productNameId or
   * slug, the first value that picks it), whatever value the address used: the name differs by language.
   */
  productKey?: string;
  ticketType?: TicketType;
}

export function supportFormPrefill(
  search: string,
  products: readonly SupportProductOption[],
  /** The form's own product (SUPPORT_FORM_OWN_PRODUCT), chosen when the address names none. */
  ownProduct?: string,
): SupportFormPrefill {
  const query = new URLSearchParams(search);
  const prefill: SupportFormPrefill = {};
  const product = query.get('product')?.trim().toLowerCase() || ownProduct;
  if (product) {
    const match = products.find(({ name, keys }) => keys.includes(product) || name.toLowerCase() === product);
    if (match) {
      prefill.product = match.name;
      prefill.productKey = match.keys[0] ?? product;
    }
  }
  const ticketType = query.get('ticketType')?.trim().toLowerCase();
  if (ticketType && isTicketType(ticketType)) prefill.ticketType = ticketType;
  return prefill;
}

/** The products the page embedded for the form; anything not shaped like them is left out. */
export function supportProductsFrom(value: unknown): SupportProductOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): SupportProductOption[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, keys } = item as { name?: unknown; keys?: unknown };
    if (typeof name !== 'string' || name === '' || !Array.isArray(keys)) return [];
    return [{ name, keys: keys.filter((key): key is string => typeof key === 'string') }];
  });
}
