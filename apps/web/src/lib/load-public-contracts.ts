/** The public forms' operations and schemas, loaded on first use (public-contracts.ts). */
export const loadPublicContracts = () => import('./public-contracts');

export type PublicContracts = Awaited<ReturnType<typeof loadPublicContracts>>;
