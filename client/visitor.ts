/**
 * Who the visitor is, told at start without the session's code (docs/adr/021-javascript-budget.md):
 * only a visitor whose browser holds the signed-in marker cookie has a session to ask about and watch
 * (./session.ts, a chunk of its own). Every other visitor is anonymous at once, with no request.
 */
import { hostDetected, loadCurrentUser } from '../shared/state/auth';
import type { AppStore } from '../shared/state/store';

/**
 * Settles the user without the session's code: anonymous, or (when that code could not be had) as a
 * failed request for the details, which logs 'Error getting user details' as SPEC.md says.
 */
export function settleVisitor(
  store: AppStore,
  hostName: string,
  details: () => Promise<unknown> = () => Promise.resolve(null),
): Promise<unknown> {
  store.dispatch(hostDetected(hostName));
  return store.dispatch(loadCurrentUser(details));
}
