// Turns drawn icons into tray images with one representation per screen scale, each drawn at its
// own pixel size (never scaled), so the icon is crisp on ordinary and HiDPI screens alike.

import type { ImageLike, NativeImageApi } from '../electron-surface';
import { drawLiveTemplateIcon, drawQuietIcon } from './mark-icon';
import { drawGlanceIcon, type GlanceIcon } from './glance-icon';
import type { PixelCanvas } from './pixel-canvas';

export interface TrayIconProfile {
  /** Logical size of the tray icon in points. */
  baseSize: number;
  /** Screen scale factors to draw for: 1 and 2 everywhere, 1.25 and 1.5 on Windows as well. */
  scaleFactors: readonly number[];
  /** macOS: black-and-alpha template images the menu bar recolours; elsewhere coloured badges. */
  template: boolean;
}

export function trayIconProfile(platform: NodeJS.Platform): TrayIconProfile {
  if (platform === 'darwin') return { baseSize: 16, scaleFactors: [1, 2], template: true };
  if (platform === 'win32')
    return { baseSize: 16, scaleFactors: [1, 1.25, 1.5, 2], template: false };
  return { baseSize: 24, scaleFactors: [1, 2], template: false };
}

export type TrayIconKind = { kind: 'quiet' } | { kind: 'glance'; glance: GlanceIcon };

/** What tells two drawn icons apart: equal keys draw the same pixels. */
export function iconKey(icon: TrayIconKind): string {
  if (icon.kind === 'quiet') return 'quiet';
  const { code, mine, theirs, lead } = icon.glance;
  return `glance:${code}:${mine}:${theirs}:${lead}`;
}

export class TrayImages<Image extends ImageLike = ImageLike> {
  private readonly cache = new Map<string, Image>();

  constructor(
    private readonly nativeImage: NativeImageApi<Image>,
    readonly profile: TrayIconProfile,
  ) {}

  /** The image for the icon, drawn once per distinct glance and kept. */
  imageFor(icon: TrayIconKind): Image {
    const key = this.profile.template && icon.kind !== 'quiet' ? 'live' : iconKey(icon);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const image = this.build((size) => this.draw(icon, size));
    // A long evening of scores must not grow the cache without bound.
    if (this.cache.size > 64) this.cache.clear();
    this.cache.set(key, image);
    return image;
  }

  private draw(icon: TrayIconKind, size: number): PixelCanvas {
    if (this.profile.template) {
      return icon.kind === 'quiet' ? drawQuietIcon(size, 'template') : drawLiveTemplateIcon(size);
    }
    return icon.kind === 'quiet' ? drawQuietIcon(size, 'color') : drawGlanceIcon(icon.glance, size);
  }

  private build(draw: (size: number) => PixelCanvas): Image {
    const image = this.nativeImage.createEmpty();
    for (const scaleFactor of this.profile.scaleFactors) {
      const size = Math.round(this.profile.baseSize * scaleFactor);
      image.addRepresentation({
        scaleFactor,
        width: size,
        height: size,
        buffer: draw(size).toPng(),
      });
    }
    image.setTemplateImage(this.profile.template);
    return image;
  }
}
