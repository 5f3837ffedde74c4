import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
// ajv comes with electron-builder (and conf); electron-builder validates its config with this schema.
import Ajv from 'ajv';
import { PNG } from 'pngjs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { APP_ICON_SIZES, appIconFileName } from './app-icon';
import { ICON_DIR, iconFiles } from './generate-icons';

const ROOT = join(import.meta.dirname, '..', '..');

interface BuilderConfig {
  appId?: string;
  productName?: string;
  files?: string[];
  asarUnpack?: string[];
  directories?: { buildResources?: string };
  mac?: { target?: { target: string }[]; icon?: string; extendInfo?: Record<string, unknown> };
  win?: { target?: { target: string }[]; icon?: string };
  linux?: { target?: string[]; icon?: string };
}

function readConfig(): BuilderConfig {
  return parse(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
}

describe('electron-builder.yml', () => {
  it('parses and names the app', () => {
    const config = readConfig();
    expect(config.appId).toBe('app.scoretray.desktop');
    expect(config.productName).toBe('Scoretray');
  });

  it("fits electron-builder's own configuration schema", () => {
    const schema = JSON.parse(
      readFileSync(join(ROOT, 'node_modules/app-builder-lib/scheme.json'), 'utf8'),
    ) as object;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(readConfig()), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(validate({ ...readConfig(), appld: 'typo' })).toBe(false);
  });

  it('builds a tray-only dmg (and the updater zip) on macOS, nsis on Windows, AppImage and deb on Linux', () => {
    const config = readConfig();
    // The zip is what electron-updater installs on macOS.
    expect(config.mac?.target?.map((target) => target.target)).toEqual(['dmg', 'zip']);
    expect(config.mac?.extendInfo?.LSUIElement).toBe(true);
    expect(config.win?.target?.map((target) => target.target)).toEqual(['nsis']);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
  });

  it('packs the built app, with the entry and preload names main loads', () => {
    const config = readConfig();
    expect(config.files).toContain('out/**');
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      main: string;
    };
    expect(manifest.main).toBe('out/main/index.js');
    const index = readFileSync(join(ROOT, 'electron/main/index.ts'), 'utf8');
    expect(index).toContain("'../preload/index.cjs'");
    expect(index).toContain("here('../renderer')");
  });

  it('names only files that exist, with icons large enough for the conversions', () => {
    const config = readConfig();
    const named = [
      config.mac?.icon,
      config.win?.icon,
      config.linux?.icon,
      config.directories?.buildResources,
      ...(config.files ?? []).filter(
        (pattern) => !pattern.includes('*') && pattern !== 'package.json',
      ),
      ...(config.asarUnpack ?? []),
    ].filter((path): path is string => typeof path === 'string');
    for (const path of named) expect(existsSync(join(ROOT, path)), path).toBe(true);
    for (const icon of [config.mac?.icon, config.win?.icon]) {
      const png = PNG.sync.read(readFileSync(join(ROOT, icon ?? '')));
      expect(png.width).toBeGreaterThanOrEqual(512);
      expect(png.width).toBe(png.height);
    }
    expect(statSync(join(ROOT, config.linux?.icon ?? '')).isDirectory()).toBe(true);
  });

  it('ships every icon size, each the size its name says, as the generator draws it', () => {
    const expected = iconFiles();
    expect([...expected.keys()].sort()).toEqual(
      [...APP_ICON_SIZES.map(appIconFileName), 'icon.png'].sort(),
    );
    for (const [name, bytes] of expected) {
      const path = join(ICON_DIR, name);
      expect(
        existsSync(path),
        `${name} is missing: run npx tsx test/packaging/generate-icons.ts`,
      ).toBe(true);
      const png = PNG.sync.read(readFileSync(path));
      const size = Number(/^(\d+)x/.exec(name)?.[1] ?? 1024);
      expect([png.width, png.height]).toEqual([size, size]);
      expect(
        readFileSync(path).equals(bytes),
        `${name} is stale: run npx tsx test/packaging/generate-icons.ts`,
      ).toBe(true);
    }
  });
});
