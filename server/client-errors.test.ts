import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerClientErrors, clientErrorResponse } from './client-errors';

let server: Server;
let port: number;

beforeEach(async () => {
  server = createServer((_req, res) => res.end('served'));
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends raw bytes and reads everything the server answers until it closes the connection. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
    socket.on('close', () => resolve(answer));
    socket.write(raw);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine, ...headers] = head.split('\r\n');
  return { statusLine, headers, body };
}

describe('requests the http parser refuses', () => {
  it('answer an address over 16 KB with 431 and a short text saying why', async () => {
    // Act
    const answer = parse(await exchange(`GET /${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`));

    // Assert
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.headers).toContain('Content-Type: text/plain; charset=utf-8');
    expect(answer.headers).toContain('Connection: close');
    expect(answer.body).toBe(
      "The request's address and headers are larger than this server accepts (16 KB together). Use a shorter address.\n",
    );
    expect(answer.headers).toContain(`Content-Length: ${Buffer.byteLength(answer.body)}`);
  });

  it('answer a request that is not HTTP with 400 and a reason', async () => {
    // Act
    const answer = parse(await exchange('HELLO THERE\r\n\r\n'));

    // Assert
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toBe('The request could not be read as HTTP.\n');
  });

  it('leave a request the parser reads to the app', async () => {
    // Act
    const answer = parse(await exchange('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));

    // Assert
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
    expect(answer.body).toBe('served');
  });

  it('give a request that took too long 408, as Node does', () => {
    expect(clientErrorResponse('ERR_HTTP_REQUEST_TIMEOUT')).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });
});
