import { useCallback, useState } from 'react';

/**
 * Suggested tasks the user rejected whose removal the server refused: still shown as Rejected
 * here (docs/behaviour.md, States and transitions), for as long as the screen is open.
 */
export function useLocalRejections() {
  const [rejected, setRejected] = useState<ReadonlySet<string>>(new Set());
  const add = useCallback((emailId: string, taskId: string) => {
    setRejected((prev) => new Set(prev).add(`${emailId}/${taskId}`));
  }, []);
  const has = useCallback((emailId: string, taskId: string) => rejected.has(`${emailId}/${taskId}`), [rejected]);
  return { add, has };
}
