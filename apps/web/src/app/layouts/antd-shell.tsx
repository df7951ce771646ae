import { App, ConfigProvider } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { antdThemeFor } from '../../shared/theme/antd-theme';
import { useTheme } from '../../shared/theme/use-theme';
import { useToastGestures } from '../../shared/toast/use-toast-gestures';
import { toastConfig } from '../../shared/toast/toast-config';
import { useIsMobile } from '../../lib/use-is-mobile';
import '../../styles/app.css';

function ToastGestures() {
  useToastGestures();
  return null;
}

/**
 * Every route but the landing page renders inside antd, so the landing page never
 * downloads it. This layout route owns the antd theme and the toast area.
 */
export function AntdShell() {
  const { theme } = useTheme();
  const isMobile = useIsMobile();
  return (
    <ConfigProvider theme={antdThemeFor(theme)}>
      <App notification={toastConfig(isMobile)} className="antd-app">
        <ToastGestures />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </App>
    </ConfigProvider>
  );
}
