import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './link-button';
import { PageLoader } from './page-loader';
import { QueryError } from './query-error';

type ListStatesProps<T> = {
  query: UseQueryResult<T[], Error>;
  /**
   * What the list holds, in the plural: SPEC.md's texts are made of it ('Loading documents...',
   * 'No documents yet'), as is the error state's title ('Could not load documents').
   */
  noun: string;
  /** The create button under the empty text, for those who may create. */
  create?: { to: string; label: string };
  /** The rows in a card (tables) or as they are (card grids). */
  framed?: boolean;
  children: (rows: T[]) => ReactNode;
};

/** The loading, error (with Try again) and empty states of a list screen, or its rows. */
export function ListStates<T>({ query, noun, create, framed = true, children }: ListStatesProps<T>) {
  if (query.isPending) return <PageLoader label={`Loading ${noun}...`} />;
  if (query.isError) {
    return <QueryError title={`Could not load ${noun}`} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <Card>
        <Empty description={`No ${noun} yet`}>
          {create ? (
            <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={create.to}>
              {create.label}
            </LinkButton>
          ) : null}
        </Empty>
      </Card>
    );
  }
  return framed ? <Card>{children(query.data)}</Card> : children(query.data);
}
