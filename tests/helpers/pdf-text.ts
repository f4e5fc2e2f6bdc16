import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it (Type0 fonts with Identity-H codes and a ToUnicode map each, Flate
 * streams): enough to assert what a generated document says, not a general PDF reader. Each text-showing
 * operator becomes one line.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    let stream: string | null = null;
    let dict = body;
    if (at >= 0 && body.slice(0, at).includes('>>')) {
      dict = body.slice(0, at);
      const start = body[at + 6] === '\r' ? at + 8 : at + 7;
      const bytes = Buffer.from(body.slice(start, body.lastIndexOf('endstream')).replace(/\r?\n$/, ''), 'latin1');
      stream = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  const cmaps = new Map<string, Map<number, string>>();
  const hexText = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  const cmapOf = (source: string) => {
    const map = new Map<number, string>();
    for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(pair[1]!, 16), hexText(pair[2]!));
    for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
        const from = parseInt(range[1]!, 16);
        const to = parseInt(range[2]!, 16);
        const target = range[3]!;
        if (target.startsWith('[')) [...target.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((item, index) => map.set(from + index, hexText(item[1]!)));
        else for (let code = from, first = parseInt(target.slice(1, -1), 16); code <= to; code += 1) map.set(code, String.fromCodePoint(first + code - from));
      }
    return map;
  };
  // Font resource names (/F1) → the font object → its ToUnicode map.
  for (const { dict } of objects.values())
    for (const entry of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(entry[2]));
      const unicode = font?.dict.match(/\/ToUnicode (\d+) 0 R/);
      const stream = unicode ? objects.get(Number(unicode[1]))?.stream : null;
      if (stream) cmaps.set(entry[1]!, cmapOf(stream));
    }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bT[Jj]\b/.test(stream) || stream.includes('begincmap')) continue;
    let cmap = new Map<number, string>();
    for (const op of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (op[1]) {
        cmap = cmaps.get(op[1]) ?? new Map();
        continue;
      }
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[3]!];
      let text = '';
      for (const hex of hexes) for (let i = 0; i + 4 <= hex.length; i += 4) text += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      lines.push(text);
    }
  }
  return lines.join('\n');
}
