import { MESSAGES, message, type MessageKey } from './messages';

describe('chrome messages', () => {
  it('has a non-empty Japanese label for every English one', () => {
    for (const key of Object.keys(MESSAGES['en-US']) as MessageKey[]) {
      expect(MESSAGES['ja-JP'][key].trim()).not.toBe('');
    }
  });

  it('keeps the exact English strings of the specification', () => {
    expect(message('en-US', 'notFindingHelp')).toBe('Not finding the help you need?');
    expect(message('en-US', 'submitWithoutLoggingIn')).toBe('Submit support request without logging in');
    expect(message('en-US', 'logInToContactSupport')).toBe('Log in to contact support');
    expect(message('en-US', 'viewPartnerRequests')).toBe('view partner requests');
    expect(message('en-US', 'seeAllOtherApps')).toBe('See all other apps');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(message('en-US', 'copyright', { year: 2025, holder: 'Example' })).toBe('Copyright © 2025 Example');
    expect(message('ja-JP', 'accountMenu')).toBe('アカウント: {name}');
  });
});
