import { ArrowRightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Application } from '@warroom/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { queryKeys } from '../../../../shared/query-keys';
import { errorExplanation } from '../../../../lib/error-text';
import { useToast } from '../../../../shared/toast/use-toast';
import { fetchNextNeedingMyVote } from '../../api';
import { useNeedsMyVoteCount } from '../../hooks/use-needs-my-vote-count';

type NextApplicationButtonProps = {
  /** The application open now, which is not the next one. */
  currentId: string | undefined;
  onOpen: (application: Application) => void;
};

/**
 * 'Next application': the newest application still waiting for the caller's vote, other than
 * the one open, opened where it is (or above the list, when the list does not hold it).
 */
export function NextApplicationButton({ currentId, onOpen }: NextApplicationButtonProps) {
  const { data: waiting } = useNeedsMyVoteCount();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [looking, setLooking] = useState(false);

  const openNext = async () => {
    setLooking(true);
    try {
      const next = await fetchNextNeedingMyVote(currentId);
      if (!next) {
        toast.success('All caught up', 'No other application needs your vote.');
        return;
      }
      // Read with the list already: opening it above the list needs no second request.
      queryClient.setQueryData(queryKeys.applications.detail(next.id), next);
      onOpen(next);
    } catch (error) {
      toast.error('Could not find the next application', errorExplanation(error));
    } finally {
      setLooking(false);
    }
  };

  return (
    <Button
      icon={<ArrowRightOutlined aria-hidden />}
      iconPlacement="end"
      loading={looking}
      disabled={waiting === 0}
      onClick={() => void openNext()}
    >
      Next application
    </Button>
  );
}
