import { Alert, Flex, Spin } from 'antd';
import { QueryError } from '../../../../components/query-error';
import { statusOf } from '../../../../lib/http';
import { useApplication } from '../../hooks/use-application';
import { ApplicationList } from './application-list';

type OpenedApplicationProps = {
  id: string;
  currentUserId: string;
  canChangeStatus: boolean;
  onClose: () => void;
};

/**
 * The application an address opens (`/applications?id=…`) when the list on screen does not
 * hold it (another page, or a filter leaves it out): read by its id and shown open above the list.
 */
export function OpenedApplication({ id, currentUserId, canChangeStatus, onClose }: OpenedApplicationProps) {
  const application = useApplication(id, true);
  return (
    <section aria-label="Opened application">
      {application.isPending ? (
        <Flex justify="center" role="status" aria-live="polite" className="application-details__loading">
          <Spin description="Loading the application..." />
        </Flex>
      ) : null}
      {statusOf(application.error) === 404 ? (
        <Alert
          type="warning"
          showIcon
          title="Application not found"
          description="Its link may be wrong, or the application was removed."
        />
      ) : application.error ? (
        <QueryError
          title="Could not load the application"
          error={application.error}
          onRetry={() => void application.refetch()}
        />
      ) : null}
      {application.data ? (
        <Flex vertical gap={8}>
          <p className="text-secondary opened-application__note">Not in the list below: opened by its address.</p>
          <ApplicationList
            applications={[application.data]}
            currentUserId={currentUserId}
            canChangeStatus={canChangeStatus}
            expanded={[id]}
            onExpandedChange={(ids) => {
              if (!ids.includes(id)) onClose();
            }}
          />
        </Flex>
      ) : null}
    </section>
  );
}
