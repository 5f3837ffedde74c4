import { memo, useState } from 'react';
import { useApp } from '../state/app-context';

/**
 * A country's flag from the image cache. Decorative: the country's code and name are always beside
 * it, so a flag the service has not (or a code it refuses) simply leaves no image.
 */
export const Flag = memo(function Flag({ sport, code }: { sport: string; code: string }) {
  const { api } = useApp();
  const [failed, setFailed] = useState(false);
  let src: string | null = null;
  try {
    src = failed ? null : api.imageUrl('country', sport, code);
  } catch {
    // Not a country code the image cache takes: no flag.
  }
  if (src === null) return null;
  return (
    <img
      className="flag"
      src={src}
      width={24}
      height={16}
      alt=""
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
});
