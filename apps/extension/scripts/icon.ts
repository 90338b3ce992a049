import { deflateSync } from "node:zlib";

/**
 * The extension's icon, drawn at build time so no binary sits in the repository: an amber disc
 * (Matinee's accent) with a dark play triangle, anti-aliased by 4×4 supersampling, as a PNG.
 */
const ACCENT = [0xf5, 0xb5, 0x44] as const;
const INK = [0x1a, 0x13, 0x06] as const;

function coverage(size: number, x: number, y: number, inside: (u: number, v: number) => boolean) {
  let hits = 0;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      if (inside((x + (i + 0.5) / 4) / size, (y + (j + 0.5) / 4) / size)) hits++;
    }
  }
  return hits / 16;
}

const inDisc = (u: number, v: number) => (u - 0.5) ** 2 + (v - 0.5) ** 2 <= 0.48 ** 2;
// Play triangle: points (0.38, 0.28), (0.38, 0.72), (0.74, 0.5).
const inTriangle = (u: number, v: number) =>
  u >= 0.38 && v >= 0.28 + (u - 0.38) * (0.22 / 0.36) && v <= 0.72 - (u - 0.38) * (0.22 / 0.36);

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

export function iconPng(size: number): Buffer {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const disc = coverage(size, x, y, inDisc);
      const play = coverage(size, x, y, inTriangle);
      const at = y * (size * 4 + 1) + 1 + x * 4;
      for (let c = 0; c < 3; c++)
        rows[at + c] = Math.round(ACCENT[c]! * (1 - play) + INK[c]! * play);
      rows[at + 3] = Math.round(disc * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", new Uint8Array()),
  ]);
}
