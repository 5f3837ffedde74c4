import { memo, useState } from 'react';
import type { ImageKind } from '../../../shared/domain';
import { useApp } from '../state/app-context';
import './Crest.css';

interface CrestProps {
  kind?: ImageKind;
  sport: string;
  id: number;
  /** The name the crest stands for; its initials show when there is no image. */
  name: string;
  size?: number;
}

/** A team's crest from the image cache, or its initials while there is none. Decorative: the name is always beside it. */
export const Crest = memo(function Crest({
  kind = 'team',
  sport,
  id,
  name,
  size = 18,
}: CrestProps) {
  const { api } = useApp();
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const style = { width: size, height: size };
  if (failed || id <= 0) {
    return (
      <span
        className="crest crest--initials"
        style={{ ...style, fontSize: size * 0.42 }}
        aria-hidden="true"
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className="crest"
      src={api.imageUrl(kind, sport, id)}
      width={size}
      height={size}
      style={style}
      alt=""
      decoding="async"
      draggable={false}
      data-loaded={loaded || undefined}
      onLoad={() => setLoaded(true)}
      onError={() => setFailed(true)}
    />
  );
});

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [name];
  return letters
    .map((word) => (word ?? '').charAt(0))
    .join('')
    .toUpperCase();
}
