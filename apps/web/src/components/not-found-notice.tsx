import { Result } from 'antd';
import { LinkButton } from './link-button';
import './page-header.css';

type NotFoundNoticeProps = { title: string; backTo: string; backLabel: string };

/** A detail screen whose record does not exist (a 404 from the API): say so and offer the list. */
export function NotFoundNotice({ title, backTo, backLabel }: NotFoundNoticeProps) {
  return (
    <Result
      status="404"
      title={<h1 className="page-heading">{title}</h1>}
      subTitle="It may have been deleted, or the link is wrong."
      extra={<LinkButton to={backTo}>{backLabel}</LinkButton>}
    />
  );
}
