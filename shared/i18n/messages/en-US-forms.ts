// One group of the en-US table (./en-US.ts) in a module of its own, so the page bundle carries it only
// with the code that reads it (../part-messages.ts).
/** The built-in form apps of the contact, download and portal pages (client/external-apps). */
export const forms = {
  chooseOne: 'Choose one',
  requiredField: '{label} (required)',
  tickBox: '{label}: please tick this box.',
  fieldRequired: '{label} is required.',
  /** A required choice (a select) left unchosen: Japanese says 'choose', not 'enter', here. */
  fieldNotChosen: '{label} is required.',
  fieldEmail: '{label} must be an e-mail address, like name@example.com.',
  fieldTooLong: '{label} must be at most {max} characters.',
  fieldProblem: '{label}: {message}',
  fixProblem: 'Please fix the problem in the form.',
  fixProblems: 'Please fix the {count} problems in the form.',
  sending: 'Sending…',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  sendFailed: 'We could not send your request. Please try again.',
  retrying: "We couldn't send your request yet. Your details are kept, and we'll try again in a moment.",
  retryFailed: "We couldn't send your request. Your details are still in the form; press Try again to send it.",
  tryAgain: 'Try again',
  yourName: 'Your name',
  email: 'E-mail address',
  company: 'Company',
  product: 'Product',
  requestType: 'Request type',
  bug: 'Bug',
  suggestion: 'Suggestion',
  summary: 'Summary',
  description: 'Description',
  supportHeading: 'Create a support request',
  hotHeading: 'Describe the critical problem',
  partnerHeading: 'Create a partner support request',
  statuspageHeading: 'Contact Statuspage support',
  sendRequest: 'Send request',
  consent: 'I agree that my details are used to send me the download and related product information',
  downloadHeading: 'Request the download',
  requestDownload: 'Request download',
  /** The file-download form's confirmation where the site sends mail (`mailed` in the API's answer). */
  downloadRequested:
    'Thank you. Your request {reference} has been received. We have e-mailed a confirmation with this reference to the address you gave; our team replies to that address with the download link.',
  /** And where it cannot: no mail left the site, so the reference is all the visitor has. */
  downloadRequestedNoMail:
    'Thank you. Your request {reference} has been received. This site cannot send e-mail, so no confirmation was sent: keep this reference. Our team replies to the address you gave with the download link.',
  formUnavailable: 'This form is not available.',
  portalHeading: 'How can we help?',
  portalContact: 'Contact support',
  portalContactDescription: 'Report a bug or suggest an improvement.',
  portalHotContact: 'Report a critical problem',
  portalHotContactDescription: 'A production system is down or badly degraded.',
  portalStatuspage: 'Contact Statuspage support',
  portalStatuspageDescription: 'Questions about Statuspage.',
  portalPartner: 'Partner support',
  portalPartnerDescription: 'For solution partners working on behalf of a customer.',
  portalRequests: 'View your requests',
  portalRequestsDescription: 'Follow up on requests you have already sent.',
  // The contact pages' form for visitors without JavaScript (shared/components/support-form.static.tsx).
  noscriptIntro:
    'JavaScript is off in your browser, so this is a simpler version of the form. It reaches the same support team.',
  fieldChoice: '{label}: choose one of the options.',
  errorSummaryHeading: 'There is a problem',
  errorTitle: 'Error: {title}',
  saveUnavailable:
    "We couldn't save your request just now. Your details are still in the form; please send it again in a minute.",
  sentHeading: 'Request sent',
  sentReference: 'Your request reference',
  nextHeading: 'What happens next',
  nextMail: 'We have e-mailed a confirmation with this reference to the address you gave.',
  nextNoMail: 'This site cannot send e-mail, so no confirmation was sent: keep this reference.',
  nextReply:
    'Our support team reads your request and replies by e-mail. Quote the reference if you write to us about it.',
  nextRequests: 'You are signed in, so you can also follow the request and reply on the site.',
  sendAnother: 'Send another request',
  /** The file-download confirmation's way back to its form. */
  requestAnotherDownload: 'Request another download',
  goHome: 'Go to the support home',
} as const;
