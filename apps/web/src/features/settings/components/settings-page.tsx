import { PageHeader } from '@/components/ui/page-header';
import { useSystemInfo } from '../api/get-system-info';
import { ApiConfigCard } from './api-config-card';
import { ConfigTransferCard } from './config-transfer-card';
import { ConnectionsCard } from './connections-card';
import { FollowupSettingsCard } from '@/features/followups';
import { EmailImportCard } from './email-import-card';
import { LocalDataCard } from './local-data-card';
import { SystemInfoCard } from './system-info-card';

export function SettingsPage() {
  const info = useSystemInfo();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title="Settings" description="Your mailbox, mail import, configuration files and this installation." />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <div className="flex flex-col gap-6">
          <ConnectionsCard />
          <FollowupSettingsCard />
          <EmailImportCard />
          <ConfigTransferCard />
        </div>
        <div className="flex flex-col gap-6">
          <ApiConfigCard info={info.data} />
          <SystemInfoCard info={info.data} pending={info.isPending} failed={info.isError} onRetry={() => info.refetch()} />
          <LocalDataCard />
        </div>
      </div>
    </div>
  );
}
