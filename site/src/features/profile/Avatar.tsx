/** The user's picture, or the first letter of the e-mail until (and unless) the picture loads. */
import { useEffect, useState } from 'react';
import { initialAvatarState, initialOf, showsAvatarImage, type AvatarState } from './display';

export function Avatar({ src, email }: { src: string | null; email: string }) {
  const [state, setState] = useState<AvatarState>(() => initialAvatarState(src));
  useEffect(() => setState(initialAvatarState(src)), [src]);
  const shown = showsAvatarImage(state);
  // Decorative: the name is always written next to it.
  return (
    <span className="avatar profile-avatar" aria-hidden="true">
      {src && state !== 'error' && (
        <img src={src} alt="" hidden={!shown} referrerPolicy="no-referrer" onLoad={() => setState('loaded')} onError={() => setState('error')} />
      )}
      {!shown && <span>{initialOf(email)}</span>}
    </span>
  );
}
