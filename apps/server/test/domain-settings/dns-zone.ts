import { createSocket, type RemoteInfo } from 'node:dgram';
import { isIPv4 } from 'node:net';

/*
 * A real DNS server on loopback UDP for the domain tests (the app asks it through DOMAIN_DNS_SERVERS):
 * it answers A, AAAA and TXT questions from records a test sets, NXDOMAIN for names it does not
 * hold. Just enough of RFC 1035 for one question per message.
 */

type Records = { A: string[]; AAAA: string[]; TXT: string[] };
const TYPES = { A: 1, AAAA: 28, TXT: 16 } as const;
const NXDOMAIN = 3;

export type DnsZone = {
  port: number;
  /** Sets a name's records of one type (replacing those it had). */
  set: (name: string, type: keyof Records, values: string[]) => void;
  close: () => Promise<void>;
};

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail ?? '').length;
  const all = [...groups(head), ...Array(tail === undefined ? 0 : missing).fill('0'), ...groups(tail ?? '')];
  const bytes = Buffer.alloc(16);
  for (const [index, group] of all.entries()) bytes.writeUInt16BE(Number.parseInt(group, 16), index * 2);
  return bytes;
}

function rdataOf(type: keyof Records, value: string): Buffer {
  if (type === 'A') return Buffer.from(value.split('.').map(Number));
  if (type === 'AAAA') return ipv6Bytes(value);
  const text = Buffer.from(value);
  return Buffer.concat([Buffer.from([text.length]), text]);
}

/** The question's name, type and where the question section ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  for (let length = query[offset] ?? 0; length > 0; length = query[offset] ?? 0) {
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(offset + 1), end: offset + 5 };
}

function answerTo(query: Buffer, zone: Map<string, Records>): Buffer {
  const { name, type, end } = readQuestion(query);
  const records = zone.get(name);
  const kind = (Object.keys(TYPES) as Array<keyof Records>).find((key) => TYPES[key] === type);
  const values = records && kind ? records[kind] : [];
  const answers = values.map((value) => {
    const rdata = rdataOf(kind ?? 'TXT', value);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(type, 2);
    fixed.writeUInt16BE(1, 4); // class IN
    fixed.writeUInt32BE(0, 6); // TTL 0: nothing cached between tests
    fixed.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([fixed, rdata]);
  });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // A response (QR), authoritative, recursion available; the query's opcode and RD kept.
  const rcode = records ? 0 : NXDOMAIN;
  header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x7900) | 0x0400 | 0x0080 | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, query.subarray(12, end), ...answers]);
}

export async function startDnsZone(): Promise<DnsZone> {
  const zone = new Map<string, Records>();
  const socket = createSocket('udp4');
  socket.on('message', (query: Buffer, peer: RemoteInfo) => {
    socket.send(answerTo(query, zone), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    set(name, type, values) {
      if (type === 'A' && !values.every((value) => isIPv4(value))) throw new Error(`not IPv4: ${values}`);
      const records = zone.get(name.toLowerCase()) ?? { A: [], AAAA: [], TXT: [] };
      records[type] = values;
      zone.set(name.toLowerCase(), records);
    },
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
