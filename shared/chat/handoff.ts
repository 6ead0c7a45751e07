/**
 * The chat assistant's handoff to the contact form: the assistant writes the conversation to session
 * storage and opens /contact/; the support form (client/external-apps/support-form.ts) reads it once,
 * prefills its summary and description, and removes it (docs/adr/025-chat-assistant.md).
 */
export const CONTACT_HANDOFF_KEY = 'hc-contact-handoff';
const MAX_SUMMARY = 200;
const MAX_DESCRIPTION = 5000;

export interface ContactHandoff {
  summary: string;
  description: string;
}

export function writeHandoff(storage: Pick<Storage, 'setItem'>, handoff: ContactHandoff): void {
  storage.setItem(
    CONTACT_HANDOFF_KEY,
    JSON.stringify({
      summary: handoff.summary.slice(0, MAX_SUMMARY),
      description: handoff.description.slice(0, MAX_DESCRIPTION),
    }),
  );
}

/** The handoff, once: it is removed as it is read. Anything malformed is ignored. */
export function takeHandoff(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined): ContactHandoff | undefined {
  try {
    const text = storage?.getItem(CONTACT_HANDOFF_KEY);
    if (!text) return undefined;
    storage?.removeItem(CONTACT_HANDOFF_KEY);
    const value = JSON.parse(text) as Partial<ContactHandoff> | null;
    if (typeof value?.summary !== 'string' || typeof value.description !== 'string') return undefined;
    return { summary: value.summary.slice(0, MAX_SUMMARY), description: value.description.slice(0, MAX_DESCRIPTION) };
  } catch {
    return undefined;
  }
}
