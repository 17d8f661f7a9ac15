import dgram from "node:dgram";

/**
 * A tiny authoritative DNS server on 127.0.0.1 for tests: it speaks the real DNS wire protocol over UDP
 * (RFC 1035) and answers A and TXT questions from a table the test can change while it runs.
 * Unknown names get NXDOMAIN; a known name without records of the asked type gets an empty answer.
 */
export type DnsZone = Map<string, { a?: string[]; txt?: string[][] }>;

export type DnsTestServer = { address: string; zone: DnsZone; queries: string[]; close: () => Promise<void> };

const TYPE_A = 1;
const TYPE_TXT = 16;
const CLASS_IN = 1;

export async function startDnsTestServer(zone: DnsZone = new Map()): Promise<DnsTestServer> {
  const socket = dgram.createSocket("udp4");
  const queries: string[] = [];
  socket.on("message", (message, remote) => {
    const response = answer(message, zone, queries);
    if (response) socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    zone,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

function answer(query: Buffer, zone: DnsZone, queries: string[]): Buffer | null {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
  // Question: labels, then QTYPE and QCLASS.
  let offset = 12;
  const labels: string[] = [];
  while (offset < query.length) {
    const length = query.readUInt8(offset);
    offset += 1;
    if (length === 0) break;
    labels.push(query.toString("latin1", offset, offset + length));
    offset += length;
  }
  if (offset + 4 > query.length) return null;
  const qtype = query.readUInt16BE(offset);
  const questionEnd = offset + 4;
  const name = labels.join(".").toLowerCase();
  queries.push(`${qtype === TYPE_A ? "A" : qtype === TYPE_TXT ? "TXT" : qtype} ${name}`);

  const entry = zone.get(name);
  const answers: Buffer[] = [];
  if (entry && qtype === TYPE_A) {
    for (const ip of entry.a ?? []) answers.push(record(TYPE_A, Buffer.from(ip.split(".").map(Number))));
  }
  if (entry && qtype === TYPE_TXT) {
    for (const strings of entry.txt ?? []) {
      const parts = strings.map((s) => {
        const bytes = Buffer.from(s, "utf8");
        return Buffer.concat([Buffer.from([bytes.length]), bytes]);
      });
      answers.push(record(TYPE_TXT, Buffer.concat(parts)));
    }
  }

  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // same id
  const recursionDesired = query.readUInt16BE(2) & 0x0100;
  const rcode = entry ? 0 : 3; // NOERROR or NXDOMAIN
  header.writeUInt16BE(0x8000 | 0x0400 | recursionDesired | 0x0080 | rcode, 2); // QR, AA, RD, RA
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  header.writeUInt16BE(0, 8);
  header.writeUInt16BE(0, 10);
  return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
}

function record(type: number, data: Buffer): Buffer {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's name
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(CLASS_IN, 4);
  fixed.writeUInt32BE(60, 6); // TTL
  fixed.writeUInt16BE(data.length, 10);
  return Buffer.concat([fixed, data]);
}
