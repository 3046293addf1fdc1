import { UserX } from 'lucide-react';
import { useState } from 'react';

import type { ConversationPeer } from '../types';
import { initialsOf } from '../utils/conversation';

/** The peer's photo, or their initials (a crossed-out person once their account is gone); decorative, the name is beside it. */
export function PeerAvatar({ peer, className = 'size-12' }: { peer: ConversationPeer; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shape = `${className} shrink-0 rounded-full`;
  if (peer.photo && failed !== peer.photo) {
    const url = peer.photo;
    return <img src={url} alt="" onError={() => setFailed(url)} className={`${shape} bg-slate-100 object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${shape} flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 font-bold text-brand-800`}>
      {peer.studentId == null ? <UserX className="size-1/2" /> : initialsOf(peer.name)}
    </span>
  );
}
