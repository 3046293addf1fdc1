import { LoaderCircle, MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { conversationPath } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';

import { useOpenConversation } from '../api/open-conversation';
import { MESSAGING_TEXT } from '../utils/messages';

interface MessageButtonProps {
  /** The connected student to write to. */
  studentId: string;
  /** Their name ("Ada L."), which completes the button's name for screen readers ("Message Ada L."). */
  name: string;
}

/** "Message": opens the conversation with a connected student (a new empty one the first time) and goes to it. */
export function MessageButton({ studentId, name }: MessageButtonProps) {
  const navigate = useNavigate();
  const open = useOpenConversation();
  const start = () =>
    open.mutate(studentId, {
      onSuccess: (conversation) => void navigate(conversationPath(conversation.id)),
      onError: (error) => void toast.error(getErrorMessage(error, MESSAGING_TEXT.openFailed)),
    });
  return (
    <Button variant="secondary" size="sm" className="min-h-11" onClick={start} disabled={open.isPending}>
      {open.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <MessageCircle aria-hidden="true" className="size-4" />
      )}
      Message{' '}
      <span className="sr-only">{name}</span>
    </Button>
  );
}
