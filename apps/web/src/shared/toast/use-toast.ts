import { App } from 'antd';
import { useMemo } from 'react';

export type Toast = {
  success: (title: string, description?: string) => void;
  /** The destructive variant. */
  error: (title: string, description?: string) => void;
};

export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title, description) => notification.success({ title, description, role: 'status' }),
      error: (title, description) => notification.error({ title, description, role: 'alert' }),
    }),
    [notification],
  );
}
