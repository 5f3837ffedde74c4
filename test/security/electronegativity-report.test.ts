import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../fixtures/temp-dir';
import { scan } from './electronegativity-gate';
import { isBlocking, parseCsv, parseReport, ReportError } from './electronegativity-report';

const HEADER_LINE = 'issue, severity, confidence, filename, location, sample, description, url';
const URL = 'https://github.com/doyensec/electronegativity/wiki/';

describe("electronegativity's CSV report", () => {
  it('reads quoted fields with commas, doubled quotes and N/A', () => {
    const text = [
      HEADER_LINE,
      `OPEN_EXTERNAL_JS_CHECK,"MEDIUM","TENTATIVE","main/a.ts","35:4","shell.openExternal(""x"", y)","Review the use of openExternal",${URL}OPEN_EXTERNAL_JS_CHECK`,
      `LIMIT_NAVIGATION_GLOBAL_CHECK,"HIGH","CERTAIN","N/A","0:0",N/A,"Missing navigation limits",${URL}LIMIT_NAVIGATION_GLOBAL_CHECK`,
      `CSP_GLOBAL_CHECK,"LOW","FIRM","index.html","5:0","default-src 'self'","Weak CSP",${URL}CSP_GLOBAL_CHECK`,
      '',
    ].join('\n');
    const findings = parseReport(text);
    expect(
      findings.map((finding) => [finding.issue, finding.severity, isBlocking(finding)]),
    ).toEqual([
      ['OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', true],
      ['LIMIT_NAVIGATION_GLOBAL_CHECK', 'HIGH', true],
      ['CSP_GLOBAL_CHECK', 'LOW', false],
    ]);
    expect(findings[0]?.sample).toBe('shell.openExternal("x", y)');
    expect(findings[1]?.sample).toBe('N/A');
  });

  it('reads a report with no findings', () => {
    expect(parseReport(`${HEADER_LINE}\n`)).toEqual([]);
  });

  it('refuses a damaged report instead of passing it', () => {
    expect(() => parseReport('')).toThrow(ReportError);
    expect(() => parseReport(`${HEADER_LINE}\nrtial row, "cut`)).toThrow(ReportError);
    expect(() => parseReport(`${HEADER_LINE}\nal","desc",https://x\n`)).toThrow(/damaged/);
    expect(() =>
      parseReport(`${HEADER_LINE}\nX_CHECK,"SEVERE","FIRM","a","1:1",N/A,"d",u\n`),
    ).toThrow(/damaged/);
  });

  it('splits CRLF records', () => {
    expect(parseCsv('a,b\r\nc,"d\r\ne"\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd\r\ne'],
    ]);
  });
});

describe('the gate, run on insecure code', () => {
  it('finds what a careless main process does and blocks on it', () => {
    const temp = makeTempDir('scoretray-eneg-');
    try {
      const app = join(temp.path, 'careless-app');
      mkdirSync(app);
      writeFileSync(
        join(app, 'main.ts'),
        [
          "import { BrowserWindow } from 'electron';",
          'export const window = new BrowserWindow({',
          '  webPreferences: { nodeIntegration: true, contextIsolation: false, webSecurity: false },',
          '});',
          "window.loadURL('http://example.com/');",
          '',
        ].join('\n'),
      );
      const result = scan({
        folders: [app],
        workDir: join(temp.path, 'work'),
        report: join(temp.path, 'report.csv'),
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const blocking = result.blocking.map((finding) => finding.issue);
      expect(blocking).toEqual(
        expect.arrayContaining([
          'CONTEXT_ISOLATION_JS_CHECK',
          'SANDBOX_JS_CHECK',
          'WEB_SECURITY_JS_CHECK',
          'LIMIT_NAVIGATION_GLOBAL_CHECK',
        ]),
      );
    } finally {
      temp.remove();
    }
  });
});
