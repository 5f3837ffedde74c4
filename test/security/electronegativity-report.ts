// Reading electronegativity's CSV report. Fields are quoted with doubled quotes inside (N/A unquoted
// when empty); every row must have the eight columns of the header, so a damaged report is an error
// rather than a silent pass.

export type Severity = 'INFORMATIONAL' | 'LOW' | 'MEDIUM' | 'HIGH';

export interface Finding {
  issue: string;
  severity: Severity;
  confidence: string;
  file: string;
  location: string;
  sample: string;
  description: string;
}

export const HEADER = [
  'issue',
  'severity',
  'confidence',
  'filename',
  'location',
  'sample',
  'description',
  'url',
];
const SEVERITIES: readonly Severity[] = ['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH'];

export class ReportError extends Error {
  override readonly name = 'ReportError';
}

/** Splits CSV text into records of fields; quoted fields may hold commas, quotes and newlines. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endField();
      records.push(record);
      record = [];
    } else field += char;
    index += 1;
  }
  if (quoted) throw new ReportError('The report ends inside a quoted field');
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}

export function parseReport(text: string): Finding[] {
  const [header, ...rows] = parseCsv(text).filter(
    (record) => !(record.length === 1 && record[0] === ''),
  );
  const names = header?.map((name) => name.trim().toLowerCase());
  if (!names || names.join(',') !== HEADER.join(',')) {
    throw new ReportError(
      `The report does not start with the expected header: ${JSON.stringify(header ?? null)}`,
    );
  }
  return rows.map((row, index) => {
    const [
      issue = '',
      severity = '',
      confidence = '',
      file = '',
      location = '',
      sample = '',
      description = '',
    ] = row;
    if (
      row.length !== HEADER.length ||
      !/^[A-Z0-9_]+$/.test(issue) ||
      !SEVERITIES.includes(severity as Severity)
    ) {
      throw new ReportError(
        `Row ${index + 2} of the report is damaged: ${JSON.stringify(row).slice(0, 300)}`,
      );
    }
    return {
      issue,
      severity: severity as Severity,
      confidence,
      file,
      location,
      sample,
      description,
    };
  });
}

export function isBlocking(finding: Finding): boolean {
  return finding.severity === 'HIGH' || finding.severity === 'MEDIUM';
}

export function describeFinding(finding: Finding): string {
  const where = finding.file === 'N/A' ? '(global)' : `${finding.file}:${finding.location}`;
  return `${finding.severity.padEnd(6)} ${finding.issue} ${where}\n         ${finding.description}${
    finding.sample === 'N/A' ? '' : `\n         > ${finding.sample.slice(0, 160)}`
  }`;
}
