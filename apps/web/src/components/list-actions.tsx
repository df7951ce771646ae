import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { LinkButton } from './link-button';

type ListActionsProps = {
  /** e.g. 'Export CSV'. */
  exportLabel: string;
  exporting: boolean;
  exportDisabled?: boolean;
  onExport: () => void;
  /** The New … button, for those who may create. */
  create?: { to: string; label: string };
};

/** The header buttons of a list that exports: the export, and New … for writers. */
export function ListActions({ exportLabel, exporting, exportDisabled, onExport, create }: ListActionsProps) {
  return (
    <Flex gap={8} wrap>
      <Button icon={<DownloadOutlined aria-hidden />} disabled={exportDisabled} loading={exporting} onClick={onExport}>
        {exportLabel}
      </Button>
      {create ? (
        <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={create.to}>
          {create.label}
        </LinkButton>
      ) : null}
    </Flex>
  );
}
