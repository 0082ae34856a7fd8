import { useCallback, useState } from 'react';

/** A boolean UI preference that survives reloads; storage failures (private mode, quota) only lose the memory. */
export function useStoredBoolean(key: string, initial: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key) ?? initial);
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // The preference simply is not remembered.
      }
    },
    [key],
  );
  return [value, update];
}

function read(key: string): boolean | null {
  try {
    const stored = localStorage.getItem(key);
    return stored === 'true' ? true : stored === 'false' ? false : null;
  } catch {
    return null;
  }
}
