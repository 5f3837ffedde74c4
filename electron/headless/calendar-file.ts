// --export-calendar FILE: after the engine's first look, followed teams' next fixtures go to FILE as
// iCalendar text, the same the app's "Add to calendar" saves. With nothing known yet the file still
// holds an (empty) calendar, so a script always finds what it asked for.

import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { systemTimeZone } from '../core/app-api';
import { calendarWhy } from '../core/fansday/calendar';
import type { Engine } from '../core/engine/api';
import { errorText } from '../../shared/error-text';
import type { TFunction } from '../../shared/i18n';
import { problem } from '../../shared/problems';
import { problemLine, type OutputLine } from './output';

/** Writes the file; the line says where and how many fixtures, or why it could not (in `t`'s words). */
export async function writeCalendarFile(
  engine: Engine,
  file: string,
  t: TFunction,
): Promise<OutputLine> {
  const path = resolve(file);
  try {
    const { ics, events } = await engine.fans.calendar(systemTimeZone());
    await writeFile(path, ics, 'utf8');
    return { type: 'calendar', file: path, events };
  } catch (error) {
    return problemLine(
      problem('calendarNotWritten', { file: path, why: calendarWhy(error) }, errorText(error)),
      t,
    );
  }
}
