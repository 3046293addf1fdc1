import { Undo2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { useWithdrawRequest } from '../api/withdraw-request';

/** Withdraw a request of the viewer's that still waits. */
export function WithdrawRequestButton({ requestId, name }: { requestId: string; name: string }) {
  const withdraw = useWithdrawRequest();
  return (
    <Button variant="secondary" size="sm" disabled={withdraw.isPending} onClick={() => withdraw.mutate({ id: requestId, name })}>
      <Undo2 aria-hidden="true" className="size-4" />
      {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
    </Button>
  );
}
