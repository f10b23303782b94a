import { useOnline } from '../lib/online';
import { NeedsNetwork } from './offline-state';
import './auth-ui.css';

/**
 * Something is being read. With no network (and nothing saved to show instead) the page says so
 * in the shop's words rather than spin: TanStack Query holds its queries until the network is back.
 */
export function Spinner({ label }: { label: string }) {
  const online = useOnline();
  if (!online) return <NeedsNetwork />;
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="muted">{label}</span>
    </div>
  );
}
