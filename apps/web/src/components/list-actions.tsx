import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { CreateLink, type CreateLinkProps } from './create-link';

type ListActionsProps = {
  /** e.g. 'Export CSV'. */
  exportLabel: string;
  exporting: boolean;
  exportDisabled?: boolean;
  onExport: () => void;
  /** The New … button, for those who may create. */
  create?: CreateLinkProps;
};

/** The header buttons of a list that exports: the export, and New … for writers. */
export function ListActions({ exportLabel, exporting, exportDisabled, onExport, create }: ListActionsProps) {
  return (
    <Flex gap={8} wrap>
      <Button icon={<DownloadOutlined aria-hidden />} disabled={exportDisabled} loading={exporting} onClick={onExport}>
        {exportLabel}
      </Button>
      {create ? <CreateLink {...create} /> : null}
    </Flex>
  );
}
