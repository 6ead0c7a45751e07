// One group of the en-US table (./en-US.ts) in a module of its own, so the page bundle carries it only
// with the template that reads it (docs/interface-strings.md).
/** The sign-in and log-out pages. */
export const signIn = {
  signInIntro: 'Enter your e-mail address and we will send you a link that signs you in.',
  sendSignInLink: 'Send sign-in link',
  signInLinkSent: 'We sent a sign-in link to {email}. It works once, within 15 minutes.',
  localSignInLink: 'No mail server is configured, so the link is shown here (never in production):',
  openSignInLink: 'Sign in as {email}',
  confirmSignInIntro: 'Select the button to finish signing in.',
  continueSignIn: 'Continue signing in',
  signInUnavailable: 'Sign-in is not available on this site at the moment. You can keep browsing.',
  logOutQuestion: 'Do you want to log out of the help centre?',
  stayLoggedIn: 'Stay logged in and go back',
  tryAgainSignIn: 'Try signing in again',
  backToPreviousPage: 'Go back to the page you were on',
  accountSignedInAs: 'You are signed in as {email}.',
  accountSignedInOn: 'Signed in on this browser on {date}.',
  accountSessionsHeading: 'Where you are signed in',
  accountNoOtherSessions: 'You are not signed in on any other browser or device.',
  accountOneOtherSession: 'You are also signed in on one other browser or device.',
  accountOtherSessions: 'You are also signed in on {count} other browsers or devices.',
  logOutEverywhereElse: 'Log out everywhere else',
  logOutEverywhereElseHint:
    'Ends your sessions on other browsers and devices, such as a shared or lost computer. You stay signed in here.',
  accountEndedNone: 'There were no other sessions to end.',
  accountEndedOne: 'You were logged out of one other browser or device.',
  accountEndedMany: 'You were logged out of {count} other browsers or devices.',
  accountSupportHeading: 'Your support',
  accountRequestsLink: 'Your support requests',
  accountNamedContactsLink: 'Named contacts of your organisation',
  accountLogOutLink: 'Log out of this browser',
} as const;
