/**
 * Server-side sessions: an opaque id in the cookie, its hash and the e-mail in the store. A session
 * ends after an idle time without requests and, whatever happens, an absolute time after sign-in;
 * an ended session's row is deleted when it is next seen. Signing in always makes a new id
 * (and deletes the old session), so an id planted before sign-in is worth nothing after it.
 */
import type { Store } from '../store/store';
import { hashSecret, isWellFormedSecret, newSecret } from './tokens';

export type SessionStore = Pick<
  Store,
  'createSession' | 'findSession' | 'touchSession' | 'deleteSession' | 'listSessions' | 'deleteOtherSessions'
>;

export interface SessionTimes {
  idleMs: number;
  absoluteMs: number;
}

export interface ActiveSession {
  email: string;
  createdAt: Date;
}

/** Recording every request's time would write on every page view; a minute's precision is enough. */
const TOUCH_AFTER_MS = 60_000;

export class Sessions {
  constructor(
    private readonly store: SessionStore,
    private readonly times: SessionTimes,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Starts a session for `email`, ending `previousId`'s; returns the new id for the cookie. */
  async start(email: string, previousId?: string): Promise<string> {
    if (isWellFormedSecret(previousId)) await this.store.deleteSession(hashSecret(previousId));
    const id = newSecret();
    await this.store.createSession(hashSecret(id), email, this.now());
    return id;
  }

  /** The live session of a cookie value, or undefined (malformed, unknown or ended). */
  async resolve(id: string | undefined): Promise<ActiveSession | undefined> {
    if (!isWellFormedSecret(id)) return undefined;
    const idHash = hashSecret(id);
    const session = await this.store.findSession(idHash);
    if (!session) return undefined;
    const now = this.now().getTime();
    const idleEnd = session.lastSeenAt.getTime() + this.times.idleMs;
    const absoluteEnd = session.createdAt.getTime() + this.times.absoluteMs;
    if (now >= idleEnd || now >= absoluteEnd) {
      await this.store.deleteSession(idHash);
      return undefined;
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_AFTER_MS) await this.store.touchSession(idHash, new Date(now));
    return { email: session.email, createdAt: session.createdAt };
  }

  async end(id: string | undefined): Promise<void> {
    if (isWellFormedSecret(id)) await this.store.deleteSession(hashSecret(id));
  }

  /** How many live sessions `email` has besides the one of cookie value `id`: other browsers or devices. */
  async countOthers(email: string, id: string | undefined): Promise<number> {
    return (await this.liveOthers(email, id)).length;
  }

  /**
   * Ends every other session of `email`, keeping the one of cookie value `id`; answers how many of
   * them were live (the rows of ended ones go too, but nobody was signed in there).
   */
  async endOthers(email: string, id: string | undefined): Promise<number> {
    if (!isWellFormedSecret(id)) return 0;
    const live = await this.liveOthers(email, id);
    await this.store.deleteOtherSessions(email, hashSecret(id));
    return live.length;
  }

  private async liveOthers(email: string, id: string | undefined) {
    const current = isWellFormedSecret(id) ? hashSecret(id) : undefined;
    const now = this.now().getTime();
    return (await this.store.listSessions(email)).filter(
      (session) =>
        session.idHash !== current &&
        now < session.lastSeenAt.getTime() + this.times.idleMs &&
        now < session.createdAt.getTime() + this.times.absoluteMs,
    );
  }

  /** How long the cookie may live: until the absolute end of a session started now. */
  get cookieMaxAgeMs(): number {
    return this.times.absoluteMs;
  }
}
