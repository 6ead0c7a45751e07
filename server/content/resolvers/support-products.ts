/**
 * The products a support request can be about, as the contact forms offer them: every product name
 * and app of the content, each with the values a contact link may name it by. Links across the site
 * pass a product's productNameId (`?product=jira-software`), an edition's url slug
 * (`jira-software-cloud`) or an app's slug (`jira-cloud-mobile-apps`); the form shows the name.
 */
import type { Entry, Locale } from '../../../shared/types/content';
import type { SupportProductOption } from '../../../shared/types/pages/other-pages';
import type { ContentSnapshot } from '../snapshot-types';
import { linkField, textField } from './fields';

/** Names to the lower-case values that pick them, in alphabetical order of the name. */
class OptionGroup {
  private readonly keys = new Map<string, Set<string>>();

  add(name: string | undefined, ...values: (string | undefined)[]): void {
    if (name === undefined) return;
    const keys = this.keys.get(name) ?? new Set<string>();
    for (const value of values) {
      const key = value?.trim().toLowerCase();
      if (key) keys.add(key);
    }
    this.keys.set(name, keys);
  }

  has(name: string): boolean {
    return this.keys.has(name);
  }

  options(locale: Locale): SupportProductOption[] {
    return [...this.keys]
      .sort(([a], [b]) => a.localeCompare(b, locale))
      .map(([name, keys]) => ({ name, keys: [...keys] }));
  }
}

/** Product names first, then apps, each group in alphabetical order. */
export function supportProductsOf(snapshot: ContentSnapshot, locale: Locale): SupportProductOption[] {
  const products = new OptionGroup();
  for (const productName of snapshot.entriesOfType('productName', locale)) {
    products.add(textField(productName, 'productName'), textField(productName, 'productNameId'));
  }
  for (const product of snapshot.entriesOfType('product', locale)) {
    const productName = linkField(product, 'productNameReference');
    if (productName) products.add(textField(productName, 'productName'), textField(product, 'slug'));
  }
  const apps = new OptionGroup();
  for (const app of snapshot.entriesOfType('contextApp', locale)) {
    const appName = linkField(app, 'appNameReference');
    apps.add((appName && textField(appName, 'appName')) ?? textField(app, 'title'), textField(app, 'slug'));
  }
  return [...products.options(locale), ...apps.options(locale).filter((app) => !products.has(app.name))];
}

/**
 * The value a page's own contact links name its product by (`?product=`), as its product page's forms
 * do: a product's productNameId (`jira-software` for Jira Software Cloud and Data Center alike), else
 * its url slug; an app's slug. A theme is no product the form offers, so it names none.
 */
export function supportProductKeyOf(context: Entry | undefined): string | undefined {
  if (context?.contentType === 'product') {
    const productName = linkField(context, 'productNameReference');
    return (productName && textField(productName, 'productNameId')) ?? textField(context, 'slug');
  }
  if (context?.contentType === 'contextApp') return textField(context, 'slug');
  return undefined;
}
