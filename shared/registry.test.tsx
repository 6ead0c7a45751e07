import { CONTENT_PAGE_KINDS, OTHER_PAGE_KINDS } from './types/page';
import { loadTemplate, registry } from './registry';

describe('registry', () => {
  it('has a template for every page kind', () => {
    // Act
    const kinds = Object.keys(registry).sort();

    // Assert
    expect(kinds).toEqual([...CONTENT_PAGE_KINDS, ...OTHER_PAGE_KINDS].sort());
  });

  it('loads each template named after its kind', async () => {
    // Act
    const templates = await Promise.all(
      [...CONTENT_PAGE_KINDS, ...OTHER_PAGE_KINDS].map(async (kind) => [kind, await loadTemplate(kind)] as const),
    );

    // Assert
    for (const [kind, template] of templates) {
      expect(template.name).toBe(`${kind[0]!.toUpperCase()}${kind.slice(1)}Template`);
    }
  });
});
