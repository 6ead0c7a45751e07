/**
 * @jest-environment jsdom
 */
import { FEEDBACK_ANSWERS_KEY, rememberedAnswer } from './feedback-memory';
import { REMEMBERED_ANSWERS, rememberAnswer } from '../state/feedback';

describe('the answers a browser remembers', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it("keeps each page's latest answer, apart from the other pages'", () => {
    // Act
    rememberAnswer('set-space-permissions', 'yes');
    rememberAnswer('restrict-a-page', 'no');
    rememberAnswer('set-space-permissions', 'no');

    // Assert
    expect(rememberedAnswer('set-space-permissions')).toBe('no');
    expect(rememberedAnswer('restrict-a-page')).toBe('no');
    expect(rememberedAnswer('view-page-history')).toBeUndefined();
  });

  it(`keeps the latest ${REMEMBERED_ANSWERS} pages, forgetting the oldest first`, () => {
    // Arrange
    for (let page = 0; page < REMEMBERED_ANSWERS; page += 1) rememberAnswer(`page-${page}`, 'yes');

    // Act
    rememberAnswer('page-0', 'no');
    rememberAnswer('one-more', 'yes');

    // Assert: page-0 was answered again, so page-1 was the oldest.
    const kept = Object.keys(JSON.parse(window.localStorage.getItem(FEEDBACK_ANSWERS_KEY)!) as object);
    expect(kept).toHaveLength(REMEMBERED_ANSWERS);
    expect(rememberedAnswer('page-1')).toBeUndefined();
    expect(rememberedAnswer('page-0')).toBe('no');
    expect(kept.slice(-2)).toEqual(['page-0', 'one-more']);
  });

  it('neither throws nor remembers when storage refuses to be written or read', () => {
    // Arrange
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };

    // Act
    const remember = () => {
      rememberAnswer('set-space-permissions', 'yes', () => full);
      rememberAnswer('set-space-permissions', 'yes', blocked);
    };

    // Assert
    expect(remember).not.toThrow();
    expect(rememberedAnswer('set-space-permissions', blocked)).toBeUndefined();
    expect(rememberedAnswer('set-space-permissions')).toBeUndefined();
  });
});
