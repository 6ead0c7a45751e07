// One group of the en-US table (./en-US.ts) in a module of its own, so the page bundle carries it only
// with the code that reads it (docs/interface-strings.md).
/** The signed-in account menu (the lazy-account-menu chunk). */
export const account = {
  manageAccount: 'Manage account',
  switchAccount: 'Switch account',
  new: 'New',
  support: 'Support',
  viewRequests: 'View requests',
  manageNamedContacts: 'Manage named contacts',
  logOut: 'Log out',
  viewPartnerRequests: 'view partner requests',
  accountMenu: 'Account: {name}',
  signedInAs: 'Signed in as {email}',
} as const;
