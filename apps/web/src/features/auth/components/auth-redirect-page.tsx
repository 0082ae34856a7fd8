import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { meQueryOptions } from '../api/get-me';

/** Sign-in return: re-read the session, then go home whatever the outcome (docs/behaviour.md, Sign-in screens). */
export function AuthRedirectPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    queryClient
      .fetchQuery({ ...meQueryOptions(), staleTime: 0, retry: false })
      .catch(() => undefined)
      .finally(() => {
        if (active) navigate('/', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [queryClient, navigate]);

  return <LoadingScreen />;
}
