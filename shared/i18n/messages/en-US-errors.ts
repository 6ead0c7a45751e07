// One group of the en-US table (./en-US.ts) in a module of its own, so the page bundle carries it only
// with the code that reads it (../part-messages.ts).
/** The script-free error pages of server/middleware/error-handler.ts. */
export const errors = {
  serverErrorTitle: 'Something went wrong',
  serverErrorMessage: 'We could not show this page. Please try again in a moment.',
  unavailableTitle: 'Service unavailable',
  unavailableMessage: 'The site is starting up. Please try again in a moment.',
  requestFailedTitle: 'Request failed',
  requestFailedMessage: 'We could not handle this request.',
  malformedUrlTitle: 'This address is not valid',
  malformedUrlMessage:
    "The address has a malformed percent-encoding: a '%' that is not followed by two hexadecimal digits, or characters that are not valid UTF-8. Check the link, or type the address again.",
  goHome: 'Go to the support home page',
} as const;
