import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGo } from '../../../lib/navigation';
import { GATEWAY_RETURN_BACKUP_CHECK_DELAY_MS, GATEWAY_RETURN_LIST_REFRESH_DELAY_MS } from '@app/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { backupCheck, processReturn } from '../api/transaction-status';
import { guestOrderPath, isProcessed, markProcessed } from '../../../lib/checkout-storage';

export type GatewayReturnState = 'idle' | 'checking' | 'confirmed';
type InternalState = 'idle' | 'confirmed' | 'done';

/**
 * The gateway's return to /my-esims (customer-area §2, §4): ?payment=success|completed&tran_id=…
 * [&breakout=true]. Inside a frame with breakout, the top window is sent there instead. Each
 * transaction is handled once (payway_processed_{tranId}); the URL is cleaned to /my-esims. The
 * return is only a reason to ask our server, which checks with PayWay: paid ('0') sets the flag,
 * declined is only logged, anything else (or a network failure) gets one backup check after 15 s,
 * whose '0' sets the flag and refreshes the eSIM list 2 s later. Mounted by the My eSIMs page.
 * A guest (nobody signed in) whose checkout remembered the transaction's order link is sent on to
 * that order's page instead (after asking our server once), since My eSIMs needs a signed-in user.
 */
export function useGatewayReturn(): GatewayReturnState {
  const location = useLocation();
  const navigate = useGo();
  const queryClient = useQueryClient();
  const { user, isLoading } = useCurrentUser();
  const [state, setState] = useState<InternalState>('idle');
  const [checking] = useState(() => {
    const params = new URLSearchParams(location.search);
    const payment = params.get('payment');
    const tranId = params.get('tran_id');
    return (payment === 'success' || payment === 'completed') && tranId !== null && !isProcessed(tranId);
  });

  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const payment = params.get('payment');
    const tranId = params.get('tran_id');
    if ((payment !== 'success' && payment !== 'completed') || !tranId) return;
    if (params.get('breakout') === 'true' && window.top && window.top !== window.self) {
      window.top.location.href = `/my-esims${location.search}`;
      return;
    }
    if (isLoading) return; // who is signed in decides where the return goes
    const guestOrder = user ? null : guestOrderPath({ tranId });
    if (guestOrder) {
      if (!isProcessed(tranId))
        void processReturn(tranId)
          .then((reply) => reply.paymentStatus === '0' && markProcessed(tranId))
          .catch(() => undefined);
      navigate(guestOrder, { replace: true });
      return;
    }
    navigate('/my-esims', { replace: true });
    if (isProcessed(tranId)) return;
    const paid = () => {
      markProcessed(tranId);
      setState('confirmed');
    };
    const backup = async () => {
      if (isProcessed(tranId)) return;
      const reply = await backupCheck(tranId).catch(() => null);
      if (reply?.status !== '0') {
        setState('done');
        return;
      }
      paid();
      timers.current.push(
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: ['esims'] }),
          GATEWAY_RETURN_LIST_REFRESH_DELAY_MS,
        ),
      );
    };
    const scheduleBackup = () =>
      timers.current.push(setTimeout(() => void backup(), GATEWAY_RETURN_BACKUP_CHECK_DELAY_MS));
    // The state follows the server's answers (callbacks); 'checking' is derived from the URL below.
    processReturn(tranId)
      .then((reply) => {
        if (reply.paymentStatus === '0') paid();
        else if (reply.statusText === 'DECLINED' || reply.paymentStatus === '3') {
          console.info('PayWay return: payment declined', tranId);
          setState('done');
        } else scheduleBackup();
      })
      .catch(scheduleBackup);
    // Handled once per location: the URL is cleaned right away (timers live until unmount).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search, isLoading]);

  return state === 'idle' && checking ? 'checking' : state === 'done' ? 'idle' : state;
}
