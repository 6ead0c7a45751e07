/**
 * Decides, after hydration, whether the chat assistant loads (SPEC.md sections 4, 6 and 7): only for a
 * signed-in visitor, off partner hosts and the contact and request paths, and only when the
 * `csm-ai-agent-on-sac` evaluation for the visitor's inputs and customer cohort answers
 * `agent_enabled`. Then the configured chat widget script loads, or else the built-in assistant,
 * through a dynamic import. This module is its own chunk, imported only where the assistant may load.
 */
import type { BrowserConfig } from '../../config/browser-config';
import { readAnonymousId } from '../../shared/search/anonymous-id';
import type { CurrentUser } from '../../shared/state/auth';
import type { FlagClient } from '../flags/flag-client';
import { fetchCohortAttributes } from '../flags/cohort';
import { chatAllowed } from './chat-allowed';
import { countryFromTimeZone, emailDomainOf, isCompanyAccount, sha256Hex } from './eligibility';

export const SCRIPT_LOAD_ERROR = 'error loading external script';

export interface ChatDeps {
  user: CurrentUser;
  flags: FlagClient;
  config: Pick<BrowserConfig, 'chatWidgetUrl' | 'chatWidgetIntegrity' | 'sacBaseUrl'>;
  /** Asks the customer-context service for the visitor's cohort (with the visitor's credentials). */
  fetch: typeof fetch;
  location: Pick<Location, 'pathname' | 'hostname'>;
  document: Document;
  subtle: Pick<SubtleCrypto, 'digest'> | undefined;
  timeZone: string | undefined;
  log: Pick<Console, 'error'>;
  /** Loads and mounts the built-in assistant (a dynamic import in the browser). */
  loadBuiltIn: () => Promise<void>;
}

/** The agent's answer for this visitor; false whenever it cannot be had. */
export async function agentEnabled(deps: ChatDeps): Promise<boolean> {
  const domain = emailDomainOf(deps.user.email);
  // The cohort call and the hash run side by side; a cohort failure is an empty cohort.
  const [emailDomainHash, cohort] = await Promise.all([
    domain && deps.subtle ? sha256Hex(domain, deps.subtle) : undefined,
    fetchCohortAttributes(deps.config.sacBaseUrl, deps.fetch),
  ]);
  const countryCode = countryFromTimeZone(deps.timeZone);
  const anonymousId = readAnonymousId();
  const flags = await deps.flags.evaluate({
    path: deps.location.pathname,
    hostName: deps.location.hostname,
    isCompanyAccount: isCompanyAccount(deps.user.email),
    // Editors administer the help content: the admin entitlement the experiment reports.
    isAdmin: deps.user.canEdit,
    ...(anonymousId ? { anonymousId } : {}),
    ...(emailDomainHash ? { emailDomainHash } : {}),
    ...(countryCode ? { countryCode } : {}),
    ...(Object.keys(cohort).length > 0 ? { cohort } : {}),
  });
  return flags?.['csm-ai-agent-on-sac'].agent_enabled === true;
}

/**
 * Adds the chat widget's script (with its integrity hash when configured). It needs no nonce: the CSP
 * lists the widget's origin (ADR 030).
 */
export function loadWidgetScript(deps: Pick<ChatDeps, 'config' | 'document' | 'log'>): HTMLScriptElement {
  const script = deps.document.createElement('script');
  script.src = deps.config.chatWidgetUrl;
  script.async = true;
  if (deps.config.chatWidgetIntegrity) {
    script.integrity = deps.config.chatWidgetIntegrity;
    script.crossOrigin = 'anonymous';
  }
  script.addEventListener('error', () => deps.log.error(SCRIPT_LOAD_ERROR, deps.config.chatWidgetUrl));
  deps.document.body.append(script);
  return script;
}

/** Returns what was loaded: 'widget', 'built-in' or 'none'. */
export async function startChat(deps: ChatDeps): Promise<'widget' | 'built-in' | 'none'> {
  if (!chatAllowed(deps.location.pathname, deps.location.hostname, deps.user)) return 'none';
  if (!(await agentEnabled(deps))) return 'none';
  if (deps.config.chatWidgetUrl) {
    loadWidgetScript(deps);
    return 'widget';
  }
  await deps.loadBuiltIn();
  return 'built-in';
}
