// Lint rules, including the one-way imports of DESIGN.md: `electron` only in electron/main and
// electron/preload; shared/ free of Node I/O, Electron and React; renderer/ never reaching into
// electron/; the engine never importing the shell.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const electronOnlyInShell = {
  name: 'electron',
  message: 'Only electron/main and electron/preload may import electron (DESIGN.md, "The shape").',
};
const nodeIo = ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'net', 'node:net', 'http', 'node:http', 'child_process', 'node:child_process', 'os', 'node:os', 'path', 'node:path'];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // A focused or skipped test hides the others or itself: nothing of the kind is committed
    // (vitest's allowOnly: false refuses .only at run time as well).
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['it', 'test', 'describe', 'suite'].flatMap((object) =>
          ['only', 'skip', 'todo', 'skipIf', 'runIf', 'fixme'].map((property) => ({
            object,
            property,
            message: 'No focused, skipped or to-do tests: every test runs every time.',
          })),
        ),
      ],
      // Playwright's nested forms: test.describe.only, test.describe.serial.skip, ...
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(only|skip|todo|skipIf|runIf|fixme)$/][object.property.name=/^(describe|serial|parallel|concurrent)$/]',
          message: 'No focused, skipped or to-do tests: every test runs every time.',
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['xit', 'xtest', 'xdescribe', 'fit', 'fdescribe'].map((name) => ({
          name,
          message: 'No focused or skipped tests: every test runs every time.',
        })),
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnlyInShell, ...nodeIo.map((name) => ({ name, message: 'The renderer has no Node I/O.' }))],
          patterns: [
            { group: ['**/electron/**', 'electron/*'], message: 'The renderer talks only to the preload API (window.scoretray).' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            electronOnlyInShell,
            { name: 'react', message: 'shared/ is pure: no React.' },
            ...nodeIo.map((name) => ({ name, message: 'shared/ is pure: no Node I/O.' })),
          ],
          patterns: [
            { group: ['**/electron/**', '**/renderer/**'], message: 'shared/ imports nothing from the app sides.' },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/core/**/*.ts', 'electron/demo/**/*.ts', 'electron/headless/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnlyInShell],
          patterns: [
            { group: ['**/main/**', '**/preload/**', '**/renderer/**'], message: 'The engine never imports the shell or the UI.' },
          ],
        },
      ],
    },
  },
  {
    // The shell's wiring reads top to bottom in the order it is made (storage, engine, renderer
    // wiring, tray and desktop): nothing is used above the line that makes it.
    files: ['electron/main/shell.ts'],
    rules: {
      '@typescript-eslint/no-use-before-define': [
        'error',
        { functions: true, classes: true, variables: true, typedefs: false, ignoreTypeReferences: true },
      ],
    },
  },
  {
    files: ['electron/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/core/**', '**/main/**', '**/renderer/**'], message: 'The preload only bridges: it imports shared/ and electron.' },
          ],
        },
      ],
    },
  },
);
