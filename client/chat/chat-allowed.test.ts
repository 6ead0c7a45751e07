import { chatAllowed } from './chat-allowed';

const signedIn = { isAuthenticated: true };

describe('where the chat assistant may load', () => {
  it('loads for a signed-in visitor on a documentation page', () => {
    expect(chatAllowed('/jira-software-cloud/docs/create-a-board/', 'support.example.com', signedIn)).toBe(true);
  });

  it('never loads for an anonymous visitor', () => {
    expect(chatAllowed('/', 'support.example.com', { isAuthenticated: false })).toBe(false);
  });

  it.each(['/contact/', '/hot-contact/', '/partnercontact/', '/requests/ABC-1/', '/named-contact/', '/ja/contact/'])(
    'never loads on %s',
    (path) => {
      expect(chatAllowed(path, 'support.example.com', signedIn)).toBe(false);
    },
  );

  it('never loads on a partner host', () => {
    expect(chatAllowed('/', 'partners.example.com', signedIn)).toBe(false);
  });
});
