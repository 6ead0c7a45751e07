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

  it('has every table registered in the tests, as on the server', () => {
    expect(hasMessages('ja-JP')).toBe(true);
    expect(messagesFor('ja-JP')).toBe(jaJP);
  });
});
