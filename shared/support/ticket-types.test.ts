import { isTicketType, TICKET_TYPES } from './ticket-types';

describe('the request types of a support request', () => {
  it("are SPEC.md's bug and suggestion, and nothing else", () => {
    expect([...TICKET_TYPES]).toEqual(['bug', 'suggestion']);
  });

  it.each([
    ['bug', true],
    ['suggestion', true],
    ['question', false],
    ['Bug', false],
    [undefined, false],
  ])('%s is a request type: %s', (value, expected) => {
    expect(isTicketType(value)).toBe(expected);
  });
});
