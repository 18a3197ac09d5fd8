/**
 * CSV files a German spreadsheet opens correctly (Excel and LibreOffice with German settings):
 * UTF-8 with a byte order mark, semicolons between fields, CRLF line ends (RFC 4180).
 */

/** One CSV field: quoted when it holds the separator, a quote or a line break. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would make a spreadsheet run it as a formula (CSV injection).
  const formula = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(,\d+)?$/.test(text);
  const safe = formula ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: BOM, header line, rows. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
