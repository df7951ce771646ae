import { StopOutlined } from '@ant-design/icons';
import type { Application } from '@warroom/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

// Asked for only when a reviewer means to recuse: its modal and form stay out of the page's first load.
const RecusalModal = lazy(async () => ({ default: (await import('./recusal-modal')).RecusalModal }));

/** 'Recuse': step aside from an application, with an optional reason asked in a small modal. */
export function RecuseButton({ application, className }: { application: Application; className?: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        className={className}
        icon={<StopOutlined aria-hidden />}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Recuse
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <RecusalModal application={application} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
