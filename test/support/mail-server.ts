/**
 * A real SMTP server on loopback that keeps every message it receives, for tests that send mail
 * through SMTP_URL with nodemailer as production does.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailServer {
  /** The SMTP_URL to send through. */
  url: string;
  /** Each message as received (headers and body), with quoted-printable soft line breaks joined. */
  received: string[];
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push(text.replace(/=\r\n/g, ''));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
