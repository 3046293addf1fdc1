import { useState } from 'react';

import { PLACEHOLDER_AVATAR } from '@/config/constants';

interface UserAvatarProps {
  src: string | null | undefined;
  className?: string;
}

/** The user's picture, or the local placeholder when there is none or it fails to load. */
export function UserAvatar({ src, className = 'size-9' }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : PLACEHOLDER_AVATAR;
  return (
    <img
      src={url}
      alt=""
      className={`${className} shrink-0 rounded-full bg-brand-100 object-cover ring-2 ring-white`}
      onError={() => {
        if (src) setFailed(src);
      }}
    />
  );
}
