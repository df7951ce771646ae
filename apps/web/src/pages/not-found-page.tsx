import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../shared/routes';
import { useDocumentTitle } from '../lib/use-document-title';
import './not-found-page.css';

export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <main className="centered-page">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-card__title">
          404 Page Not Found
        </Typography.Title>
        <Typography.Paragraph type="secondary">Did you forget to add the page to the router?</Typography.Paragraph>
        <Link to={ROUTES.landing}>Back to home</Link>
      </Card>
    </main>
  );
}
