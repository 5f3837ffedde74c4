// Is this a whole image? Checked on every download and every read from disk, so a cut transfer or
// a damaged file is never handed to the notifier or the window.

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_END = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]; // "IEND" and its CRC

export const EXTENSION: Record<ImageFormat, string> = {
  png: '.png',
  jpeg: '.jpg',
  gif: '.gif',
  webp: '.webp',
  svg: '.svg',
};

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  return prefix.every((value, index) => bytes[at + index] === value);
}

function endsWith(bytes: Uint8Array, suffix: number[]): boolean {
  return bytes.length >= suffix.length && startsWith(bytes, suffix, bytes.length - suffix.length);
}

/** The format by its magic bytes, or null when the bytes are no image we know. */
export function detectFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  const head = Buffer.from(bytes.subarray(0, 256)).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  return null;
}

/** The format when the bytes are a complete image; null when unknown or visibly cut short. */
export function completeImageFormat(bytes: Uint8Array): ImageFormat | null {
  const format = detectFormat(bytes);
  switch (format) {
    case 'png':
      return endsWith(bytes, PNG_END) ? format : null;
    case 'jpeg':
      return endsWith(trimTrailingZeros(bytes), [0xff, 0xd9]) ? format : null;
    case 'gif':
      return bytes[bytes.length - 1] === 0x3b ? format : null;
    case 'webp': {
      // RIFF states the size of the rest of the file.
      const declared = Buffer.from(bytes).readUInt32LE(4) + 8;
      return bytes.length >= declared ? format : null;
    }
    case 'svg':
      return Buffer.from(bytes).toString('utf8').trimEnd().toLowerCase().endsWith('</svg>')
        ? format
        : null;
    default:
      return null;
  }
}

/** Some encoders pad JPEGs after the end marker. */
function trimTrailingZeros(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return bytes.subarray(0, end);
}
