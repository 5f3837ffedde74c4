// How the engine tells a problem: to its listeners while it runs, kept for the next start while it
// does not (a damaged state found while loading is told once someone listens), and always in the
// log. A problem that would come back on every poll is told again only after a quiet spell.

import { problemLogLine, type Problem } from '../../../shared/problems';
import { engineProblem, type EngineProblem } from './api';
import type { EngineEmitter } from './events';
import type { EnginePorts } from '../ports';

const REPEAT_PROBLEM_AFTER_MS = 30 * 60_000;

export class ProblemTeller {
  private readonly beforeStart: EngineProblem[] = [];
  private readonly toldAt = new Map<string, number>();

  constructor(
    private readonly ports: Pick<EnginePorts, 'clock' | 'log'>,
    private readonly emitter: EngineEmitter,
    private readonly running: () => boolean,
  ) {}

  /** The run started: what was found before it is told now. */
  started(): void {
    for (const told of this.beforeStart.splice(0)) this.emitter.emit('problem', told);
  }

  tell(code: string, reported: Problem): void {
    const told = engineProblem(code, reported);
    if (this.running()) this.emitter.emit('problem', told);
    else this.beforeStart.push(told);
    this.ports.log?.('warn', told.message);
  }

  tellRepeated(code: string, reported: Problem): void {
    const now = this.ports.clock.now();
    const line = problemLogLine(reported.words, reported.detail);
    const last = this.toldAt.get(line);
    if (last !== undefined && now - last < REPEAT_PROBLEM_AFTER_MS) return;
    if (this.toldAt.size > 200) this.toldAt.clear();
    this.toldAt.set(line, now);
    this.tell(code, reported);
  }
}
