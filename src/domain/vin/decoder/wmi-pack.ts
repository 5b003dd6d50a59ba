import type { WmiInfo } from './catalog-data.js';

/**
 * Every WMI of the catalog as the decoder needs it (its makes and schema links), for the decode
 * pack: one line per upper-case code, `CODE<TAB>JSON<LF>`. Read back, the lines are indexed once
 * (~13k codes, a few ms) and a code's line is parsed when first asked for, so neither a server's
 * start nor a one-VIN command pays for the ~13k WMIs it does not need: read from the catalog
 * ahead, they took ~0.4 s of the event loop just after a server began to listen.
 */
export function packWmis(byCode: ReadonlyMap<string, readonly WmiInfo[]>): Uint8Array {
  const lines: string[] = [];
  for (const [code, infos] of byCode) {
    if (code.includes('\t') || code.includes('\n')) continue;
    lines.push(`${code}\t${JSON.stringify(infos.map(toStored))}\n`);
  }
  return Buffer.from(lines.join(''));
}

/**
 * A WMI as a flat array, makes and links as flat lists of numbers (and names): parsed, a line of
 * arrays costs about half what the same line of named fields does.
 */
type StoredWmi = [
  id: number,
  code: string,
  manufacturerId: number | null,
  manufacturerName: string | null,
  vehicleTypeId: number | null,
  vehicleTypeName: string | null,
  truckTypeId: number | null,
  countryName: string | null,
  publicFrom: number | null,
  /** id, name, id, name, … */
  makes: Array<number | string>,
  /** schemaId, yearFrom, yearTo, … */
  links: number[],
];

function toStored(w: WmiInfo): StoredWmi {
  return [
    w.id,
    w.code,
    w.manufacturerId,
    w.manufacturerName,
    w.vehicleTypeId,
    w.vehicleTypeName,
    w.truckTypeId,
    w.countryName,
    w.publicFrom ?? null,
    w.makes.flatMap((m) => [m.id, m.name]),
    w.links.flatMap((l) => [l.schemaId, l.yearFrom, l.yearTo]),
  ];
}

function fromStored(w: StoredWmi): WmiInfo {
  const [id, code, manufacturerId, manufacturerName, vehicleTypeId, vehicleTypeName, truckTypeId, countryName, publicFrom, makes, links] =
    w;
  const makeList: Array<{ id: number; name: string }> = [];
  for (let i = 0; i + 1 < makes.length; i += 2) makeList.push({ id: makes[i] as number, name: makes[i + 1] as string });
  const linkList: Array<{ schemaId: number; yearFrom: number; yearTo: number }> = [];
  for (let i = 0; i + 2 < links.length; i += 3) linkList.push({ schemaId: links[i]!, yearFrom: links[i + 1]!, yearTo: links[i + 2]! });
  // Field by field, in the order of one read from the catalog, so every WmiInfo has one shape.
  return {
    id,
    code,
    manufacturerId,
    manufacturerName,
    vehicleTypeId,
    vehicleTypeName,
    truckTypeId,
    countryName,
    publicFrom: publicFrom ?? undefined,
    makes: makeList,
    links: linkList,
  };
}

const TAB = 9;
const LF = 10;

/** The WMIs of a pack's section, by code. */
export class PackedWmis {
  /** Per code: where its JSON starts and ends in the section. */
  private readonly lines = new Map<string, { from: number; to: number }>();

  constructor(private readonly bytes: Buffer) {
    for (let at = 0; at < bytes.length;) {
      const end = bytes.indexOf(LF, at);
      const tab = bytes.indexOf(TAB, at);
      if (end === -1 || tab === -1 || tab > end) break;
      this.lines.set(bytes.toString('latin1', at, tab), { from: tab + 1, to: end });
      at = end + 1;
    }
  }

  get size(): number {
    return this.lines.size;
  }

  /** The code's WMI rows (several share a code now and then), empty when the catalog has none. */
  get(code: string): WmiInfo[] {
    const line = this.lines.get(code);
    if (line === undefined) return [];
    return (JSON.parse(this.bytes.toString('utf8', line.from, line.to)) as StoredWmi[]).map(fromStored);
  }
}
