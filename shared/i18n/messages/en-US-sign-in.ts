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
  tryAgainSignIn: 'Try signing in again',
  backToPreviousPage: 'Go back to the page you were on',
} as const;
