import type { Service, ServiceProject } from '@triage/contracts';
import { useState } from 'react';

/** Which of the screen's dialogs is open, and for what. */
type ServiceDialog =
  | { kind: 'create-service' }
  | { kind: 'edit-service'; service: Service }
  | { kind: 'archive-service'; service: Service }
  | { kind: 'add-project'; service: Service }
  | { kind: 'edit-project'; service: Service; link: ServiceProject }
  | { kind: 'remove-project'; service: Service; link: ServiceProject };

export interface ServiceDialogs {
  current: ServiceDialog | null;
  open: (dialog: ServiceDialog) => void;
  close: () => void;
}

export function useServiceDialogs(): ServiceDialogs {
  const [current, setCurrent] = useState<ServiceDialog | null>(null);
  return { current, open: setCurrent, close: () => setCurrent(null) };
}
