import { useEffect, useState } from 'react';

/** The current time, refreshed every `ms` (aligned to the second so clocks tick together). */
export function useNow(ms = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(
      () => {
        setNow(new Date());
        timer = setInterval(() => setNow(new Date()), ms);
      },
      ms - (Date.now() % ms),
    );
    return () => {
      clearTimeout(start);
      if (timer) clearInterval(timer);
    };
  }, [ms]);
  return now;
}
