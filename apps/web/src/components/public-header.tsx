import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import { ThemeToggle } from '../features/theme/components/theme-toggle';
import { LinkButton } from './link-button';

/** The header of the public antd pages (apply, status). */
export function PublicHeader() {
  return (
    <header className="public-header">
      <Link to={ROUTES.landing} className="public-header__brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>War Room</span>
      </Link>
      <Flex align="center" gap={8}>
        <ThemeToggle />
        <LinkButton to={ROUTES.login}>Member Login</LinkButton>
      </Flex>
    </header>
  );
}
