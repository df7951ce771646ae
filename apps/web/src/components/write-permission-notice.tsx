import { PermissionNotice } from './permission-notice';

/** A MEMBER who opens a create page: they may read but not write (PRODUCT.md section 3). */
export function WritePermissionNotice({ what }: { what: string }) {
  return <PermissionNotice message={`You need CTO, CEO or Admin permissions to create ${what}.`} />;
}
