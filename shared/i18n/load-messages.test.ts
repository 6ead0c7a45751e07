import { hasMessages, messagesFor } from './messages';
import { jaJP } from './messages/ja-JP';

describe('loading a message table in the browser', () => {
  it('registers the Japanese table on demand and refuses to read it before', async () => {
    // Arrange: a module registry without the tables Jest's setup registers.
    await jest.isolateModulesAsync(async () => {
      const messages = await import('./messages');
      const { loadMessages, messagesChunkName } = await import('./load-messages');
      expect(messages.hasMessages('ja-JP')).toBe(false);
      expect(() => messages.messagesFor('ja-JP')).toThrow('The ja-JP messages are not loaded');

      // Act
      await loadMessages('ja-JP');

      // Assert
      expect(messages.messagesFor('ja-JP').chrome.signIn).toBe(jaJP.chrome.signIn);
      expect(messagesChunkName('ja-JP')).toBe('messages-ja-JP');
      expect(messagesChunkName('en-US')).toBeUndefined();
    });
  });

  it('reads the English page groups and each part group without registering the English table', async () => {
    // Arrange: a module registry without the tables Jest's setup registers, as in the page bundle.
    await jest.isolateModulesAsync(async () => {
      const messages = await import('./messages');
      const parts = await import('./part-messages');
      const { insights, forms, errors, assistant } = (await import('./messages/en-US')).enUS;
      const { page } = await import('./messages/en-US');

      // Act
      const english = messages.messagesFor('en-US');

      // Assert
      expect(english.page).toBe(page);
      expect(Object.keys(english).sort()).toEqual(['chrome', 'dates', 'page', 'richtext', 'search']);
      expect(parts.insightsMessagesFor('en-US')).toBe(insights);
      expect(parts.formMessagesFor('en-US')).toBe(forms);
      expect(parts.errorMessagesFor('en-US')).toBe(errors);
      expect(parts.assistantMessagesFor('en-US')).toBe(assistant);
    });
  });

  it('reads a part group of Japanese from its loaded table, and refuses before it is loaded', async () => {
    await jest.isolateModulesAsync(async () => {
      // Arrange
      const parts = await import('./part-messages');
      const { loadMessages } = await import('./load-messages');
      expect(() => parts.insightsMessagesFor('ja-JP')).toThrow('The ja-JP messages are not loaded');

      // Act
      await loadMessages('ja-JP');

      // Assert
      expect(parts.insightsMessagesFor('ja-JP').title).toBe(jaJP.insights.title);
      expect(parts.assistantMessagesFor('ja-JP')).toEqual(jaJP.assistant);
    });
  });

  it('loads only the part of the Japanese table the browser reads', async () => {
    await jest.isolateModulesAsync(async () => {
      // Arrange
      const messages = await import('./messages');
      const parts = await import('./part-messages');
      const { loadMessages } = await import('./load-messages');

      // Act
      await loadMessages('ja-JP');

      // Assert: the strings only the server renders, the error pages and the form apps (which
      // register every table themselves) are not in the chunk.
      expect(messages.messagesFor('ja-JP').page.onThisPage).toBe(jaJP.page.onThisPage);
      expect(Object.keys(messages.messagesFor('ja-JP').page)).not.toContain('relatedContent');
      expect(() => parts.formMessagesFor('ja-JP')).toThrow('The ja-JP messages are not loaded');
      expect(() => parts.errorMessagesFor('ja-JP')).toThrow('The ja-JP messages are not loaded');
    });
  });

  it('has every table registered in the tests, as on the server', () => {
    expect(hasMessages('ja-JP')).toBe(true);
    expect(messagesFor('ja-JP')).toBe(jaJP);
  });
});
