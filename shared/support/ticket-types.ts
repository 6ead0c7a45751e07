/**
 * The request types of a support request (SPEC.md section 3: 'Ticket types: bug, suggestion.'),
 * defined once for both sides: the support form offers them and a contact link's `?ticketType=`
 * may choose one (client/external-apps/), and POST /gateway/api/support-requests takes nothing else
 * (server/routes/support-api.ts).
 */
export const TICKET_TYPES = ['bug', 'suggestion'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export function isTicketType(value: unknown): value is TicketType {
  return typeof value === 'string' && (TICKET_TYPES as readonly string[]).includes(value);
}
