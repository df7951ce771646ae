import { connect } from 'node:net';
import { warroomUrl } from '@warroom/testing';

export type RawAnswer = {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
};

/**
 * Sends bytes as they are to the gateway over a plain socket, for what fetch refuses to send
 * (an unknown method, a broken request line, oversized headers), and reads the answer until
 * the server closes the connection.
 */
export async function rawRequest(bytes: string, baseUrl = warroomUrl()): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer within 20 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the connection right after its answer: what arrived is the answer.
    socket.on('error', (error) =>
      chunks.length > 0 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(error),
    );
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(bytes);
  });
  return parseAnswer(text);
}

function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) throw new Error(`not an HTTP status line: ${JSON.stringify(statusLine)}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = text.slice(end + 4);
  const length = headers['content-length'];
  if (length !== undefined) body = Buffer.from(body, 'utf8').subarray(0, Number(length)).toString('utf8');
  return { status, headers, body };
}
