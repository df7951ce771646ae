import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PublicHeader } from './public-header';

type PublicPageProps = { title: string; intro: string; children: ReactNode };

/** A public antd page (apply, status): the header with Member Login, the title and its intro, then the page. */
export function PublicPage({ title, intro, children }: PublicPageProps) {
  return (
    <div className="public-page">
      <PublicHeader />
      <main className="public-main">
        <Flex vertical gap={24}>
          <div>
            <Typography.Title level={1} className="page-title">
              {title}
            </Typography.Title>
            <Typography.Text type="secondary">{intro}</Typography.Text>
          </div>
          {children}
        </Flex>
      </main>
    </div>
  );
}
