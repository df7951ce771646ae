import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import type { PagedList } from '../lib/use-paged-list';
import { CreateLink, type CreateLinkProps } from './create-link';
import { ListLoadError, ListPager } from './list-pager';
import { PageLoader } from './page-loader';
import './list-states.css';

type ListStatesProps<T extends { id: string }> = {
  list: PagedList<T>;
  /**
   * What the list holds, in the plural: SPEC.md's texts are made of it ('Loading documents...',
   * 'No documents yet'), as is the error state's title ('Could not load documents').
   */
  noun: string;
  /** The create button under the empty text, for those who may create. */
  create?: CreateLinkProps;
  /** Under the empty text: what the list is for and how to start it. */
  purpose?: string;
  /** The rows in a card (tables) or as they are (card grids). */
  framed?: boolean;
  /** The rows loaded so far; the pager under them loads the next page. */
  children: (rows: T[]) => ReactNode;
};

/**
 * The loading, error (with Try again) and empty states of a paged list screen, or its rows
 * and the pager. A page that fails after the first keeps the rows: the pager says so.
 */
export function ListStates<T extends { id: string }>({
  list,
  noun,
  create,
  purpose,
  framed = true,
  children,
}: ListStatesProps<T>) {
  const { data, error } = list;
  if (list.isPending) return <PageLoader label={`Loading ${noun}...`} />;
  if (error && (!data || !list.isFetchNextPageError))
    return <ListLoadError list={list} title={`Could not load ${noun}`} />;
  if (!data) return <PageLoader label={`Loading ${noun}...`} />;
  if (data.items.length === 0) {
    return (
      <Card>
        <Empty
          description={
            <>
              <span className="list-empty__title">{`No ${noun} yet`}</span>
              {purpose ? <span className="list-empty__purpose text-secondary">{purpose}</span> : null}
            </>
          }
        >
          {create ? <CreateLink {...create} /> : null}
        </Empty>
      </Card>
    );
  }
  const rows = (
    <>
      {children(data.items)}
      <ListPager list={list} noun={noun} />
    </>
  );
  return framed ? <Card>{rows}</Card> : rows;
}
