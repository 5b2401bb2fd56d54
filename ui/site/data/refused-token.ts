/**
 * The API refused a call made with the session's token (401 with an Authorization header): the
 * browser client reports it here (its `onUnauthorized`), and the shell's session life
 * (SessionLife.tsx) checks whether the session is over. A module of its own, so the client and the
 * shell need not know each other.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function reportRefusedToken(): void {
  for (const listener of [...listeners]) listener();
}

export function onRefusedToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
