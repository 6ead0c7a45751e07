/**
 * Requests Node's http server refuses before Express sees them: headers over `maxHeaderSize` (the
 * request line, and so the url, counts: 16 KB by default), a request that is not HTTP, one that
 * takes longer than `headersTimeout` to arrive. Node answers them with a status and an empty body;
 * this answers the same statuses with a short text saying why. Node calls the listener with the
 * socket only (there is no request or response yet), so the answer is written to it by hand.
 */
import { maxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** The status line and reason of each parser failure, as Node's default handler picks the status. */
function failureOf(code: string | undefined): { status: string; reason: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: '431 Request Header Fields Too Large',
        reason: `The request's address and headers are larger than this server accepts (${Math.round(maxHeaderSize / 1024)} KB together). Use a shorter address.`,
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: '413 Payload Too Large', reason: "The request body's chunk extensions are too large." };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: '408 Request Timeout', reason: 'The request took too long to arrive.' };
    case undefined:
    default:
      return { status: '400 Bad Request', reason: 'The request could not be read as HTTP.' };
  }
}

/** The raw response to a request the parser refused: the status, the reason as text, and close. */
export function clientErrorResponse(code: string | undefined): string {
  const { status, reason } = failureOf(code);
  const body = `${reason}\n`;
  return [
    `HTTP/1.1 ${status}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Answers the server's client errors as Node would, with a reason: nothing is written to a socket
 * that cannot take it, or on which a response has already started, and the socket is closed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node's own handler checks the response in flight on the socket the same way.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) socket.write(clientErrorResponse(error.code));
    socket.destroy(error);
  });
}
