import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { completeImageFormat, detectFormat } from '../../../electron/core/images/image-bytes';

function png(): Uint8Array {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(200);
  return PNG.sync.write(image);
}

describe('image bytes', () => {
  it('a whole PNG is a PNG; cut short it is not whole', () => {
    const bytes = png();
    expect(completeImageFormat(bytes)).toBe('png');
    expect(detectFormat(bytes.subarray(0, bytes.length - 5))).toBe('png');
    expect(completeImageFormat(bytes.subarray(0, bytes.length - 5))).toBeNull();
  });

  it('recognises JPEG, GIF, WebP and SVG, whole and cut', () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    expect(completeImageFormat(jpeg)).toBe('jpeg');
    expect(completeImageFormat(jpeg.subarray(0, 6))).toBeNull();
    const gif = Uint8Array.from([...Buffer.from('GIF89a'), 1, 2, 0x3b]);
    expect(completeImageFormat(gif)).toBe('gif');
    const webp = Buffer.alloc(20);
    webp.write('RIFF', 0);
    webp.writeUInt32LE(12, 4);
    webp.write('WEBP', 8);
    expect(completeImageFormat(webp)).toBe('webp');
    expect(completeImageFormat(webp.subarray(0, 16))).toBeNull();
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>\n',
    );
    expect(completeImageFormat(svg)).toBe('svg');
    expect(completeImageFormat(svg.subarray(0, 40))).toBeNull();
  });

  it('an error page or nothing is no image', () => {
    expect(detectFormat(Buffer.from('{"error":"No image"}'))).toBeNull();
    expect(completeImageFormat(new Uint8Array())).toBeNull();
  });
});
