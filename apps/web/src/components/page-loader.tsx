import { Flex, Spin } from 'antd';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '40vh' }} role="status" aria-live="polite">
      <Spin description={label} />
    </Flex>
  );
}
