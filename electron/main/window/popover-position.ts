// Where the popover opens: next to the tray icon, on the side facing the screen, kept inside the
// display's work area whatever edge the taskbar or menu bar is on.

import type { Point, Rectangle } from '../electron-surface';

export interface PopoverSize {
  width: number;
  height: number;
}

const GAP = 6;

/**
 * The popover's top-left corner. `tray` is tray.getBounds() (all zeros where the platform does not
 * say, as on some Linux panels); `cursor` stands in for it then, since the click just happened there.
 */
export function popoverPosition(
  tray: Rectangle,
  size: PopoverSize,
  workArea: Rectangle,
  cursor: Point,
): Point {
  const known = tray.width > 0 && tray.height > 0;
  const anchor: Rectangle = known ? tray : { x: cursor.x, y: cursor.y, width: 0, height: 0 };
  const centreX = anchor.x + anchor.width / 2;
  const centreY = anchor.y + anchor.height / 2;
  const right = workArea.x + workArea.width;
  const bottom = workArea.y + workArea.height;

  let x: number;
  let y: number;
  if (anchor.x + anchor.width <= workArea.x) {
    // Taskbar on the left: open to the right of the icon.
    x = workArea.x + GAP;
    y = centreY - size.height / 2;
  } else if (anchor.x >= right) {
    x = right - size.width - GAP;
    y = centreY - size.height / 2;
  } else if (centreY < workArea.y + workArea.height / 2) {
    // Menu bar or panel at the top: hang below it.
    x = centreX - size.width / 2;
    y = Math.max(anchor.y + anchor.height, workArea.y) + GAP;
  } else {
    // Taskbar at the bottom: stand above it.
    x = centreX - size.width / 2;
    y = Math.min(anchor.y, bottom) - size.height - GAP;
  }
  return {
    x: Math.round(clamp(x, workArea.x + GAP, right - size.width - GAP)),
    y: Math.round(clamp(y, workArea.y + GAP, bottom - size.height - GAP)),
  };
}

function clamp(value: number, low: number, high: number): number {
  // A work area smaller than the popover: pin to its top-left rather than off screen.
  if (high < low) return low;
  return Math.min(Math.max(value, low), high);
}
