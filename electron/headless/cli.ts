// `npm run --silent headless -- [options]`: the engine in a terminal. Bad flags: a message on stderr
// and exit 2. SIGINT/SIGTERM at any moment: requests aborted, state flushed, exit 0 within moments;
// a second signal ends it at once. Anything going wrong while running is printed as an error line
// and the process carries on.

import { constants } from 'node:os';
import { parseHeadlessArgs, USAGE } from './args';
import { UsageError } from './flag-values';
import { runHeadless, type HeadlessRun } from './run';
import { errorText } from '../../shared/error-text';
import { redactSecrets } from '../core/secret-redaction';
import { plainText } from '../../shared/plain-text';
import { wordsFor } from '../../shared/i18n';
import { problem } from '../../shared/problems';
import { problemLine, toJson, toText } from './output';
import { StopSignals } from './stop-signals';

/** A stop that has not ended the process by then is cut short (it never should take this long). */
const STOP_WATCHDOG_MS = 1_500;

/** Set once stdout or stderr is gone (the reader closed the pipe): nothing is written any more. */
let outputClosed = false;

function write(stream: NodeJS.WriteStream, text: string): void {
  if (outputClosed || !stream.writable) return;
  stream.write(`${text}\n`);
}

async function main(): Promise<void> {
  let config;
  try {
    config = parseHeadlessArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    write(process.stderr, `headless: ${error.message}\nRun with --help to see the options.`);
    process.exit(2);
  }
  if (config.help) {
    write(process.stdout, USAGE);
    return;
  }

  const json = config.json;
  // Said in the run's language like every error line (the flag's, else the system's: the saved
  // setting is not read yet when this can happen); the English reason is its detail.
  const crashWords = wordsFor(config.language, config.systemLanguages);
  const reportCrash = (error: unknown): void => {
    if (outputClosed) return;
    const detail = plainText(redactSecrets(errorText(error), () => [config.apiKey]));
    const line = problemLine(problem('internal', {}, detail), crashWords.t);
    if (json) write(process.stdout, toJson(line));
    else write(process.stderr, toText(line, crashWords));
  };
  process.on('uncaughtException', reportCrash);
  process.on('unhandledRejection', reportCrash);

  // Signals and a closed pipe are heard from the start: one arriving while the engine starts (even
  // during its first look) stops it at once, with its state saved.
  let run: HeadlessRun | null = null;
  let stopRequested = false;
  let stopping = false;
  const signals = new StopSignals();
  // The engine's own timers do not hold the process open (the app must be able to quit); here the
  // process lives until it is told to stop.
  const keepAlive = setInterval(() => undefined, 60_000);
  const stop = (exitCode = 0): void => {
    stopRequested = true;
    if (run === null || stopping) return;
    stopping = true;
    clearInterval(keepAlive);
    // The stop never waits on the network (requests are aborted), so this only fires if something
    // unforeseen holds it: the promise to end within moments of a signal is kept even then.
    setTimeout(() => {
      write(process.stderr, 'headless: the stop took too long; ending without waiting for it');
      process.exit(1);
    }, STOP_WATCHDOG_MS);
    run.stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        write(process.stderr, `headless: could not save everything: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    if (signals.heard(performance.now()) === 'end-now') {
      process.exit(128 + (constants.signals[signal] ?? 0));
    }
    stop(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Whoever read the output has gone (a closed pipe): save the state and end, as on a signal.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', () => {
      outputClosed = true;
      stop(0);
    });
  }

  try {
    run = await runHeadless(config, {
      out: (text) => write(process.stdout, text),
      err: (text) => write(process.stderr, text),
    });
  } catch (error) {
    if (error instanceof UsageError) {
      write(process.stderr, `headless: ${error.message}\nRun with --help to see the options.`);
      process.exit(2);
    }
    const reason = plainText(redactSecrets(errorText(error), () => [config.apiKey]));
    write(process.stderr, `headless: could not start: ${reason}`);
    process.exit(1);
  }
  if (stopRequested) stop(0);
  // --export-calendar: a one-off run that ends once the file is written.
  else void run.finished?.then((code) => stop(code));
}

void main();
