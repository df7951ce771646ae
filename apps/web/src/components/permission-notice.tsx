import { Alert } from 'antd';

/** What a signed-in user sees on a screen their role may not use; nothing else is requested. */
export function PermissionNotice({ message }: { message: string }) {
  return <Alert type="warning" showIcon title="Permission required" description={message} />;
}
