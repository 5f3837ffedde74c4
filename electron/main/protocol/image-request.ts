// Reading a scoretray-img:// URL. The only accepted form is scoretray-img://{kind}/{sport}/{id} with
// a known kind, a sport slug and a decimal id (a flag: a 2-3 letter country code); anything else (dot segments, encoded characters,
// backslashes, absolute paths, queries, huge ids) is refused before a path is ever built.

import { imageIdFor, isImageKind, type ImageId, type ImageKind } from '../../../shared/domain';
import { IMAGE_PROTOCOL } from '../../../shared/ipc-contract';
import { SPORT_SLUG_PATTERN } from '../../../shared/sports';

export interface ImageRequest {
  kind: ImageKind;
  sport: string;
  id: ImageId;
}

/** Ids are positive integers that fit easily in a double; 12 digits is far above any service id. */
const ID_PATTERN = /^(0|[1-9][0-9]{0,11})$/;
const URL_PATTERN = new RegExp(`^${IMAGE_PROTOCOL}://([a-z]+)/([^/?#]+)/([^/?#]+)/?$`);
const MAX_URL_LENGTH = 200;

export function parseImageUrl(raw: string): ImageRequest | null {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH) return null;
  const parts = URL_PATTERN.exec(raw);
  if (!parts) return null;
  const [, kindText = '', sport = '', idText = ''] = parts;
  if (!isImageKind(kindText)) return null;
  if (!SPORT_SLUG_PATTERN.test(sport)) return null;
  if (kindText !== 'country' && !ID_PATTERN.test(idText)) return null;
  const id = imageIdFor(kindText, kindText === 'country' ? idText : Number(idText));
  return id === null ? null : { kind: kindText, sport, id };
}
