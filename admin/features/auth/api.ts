/** The sign-in steps, the member's own session and their authenticator (contract: staffEndpoints). */
import { staffEndpoints as e } from '../../../contract/admin/endpoints';
import { adminCall, type CallOptions } from '../../lib/api';

type Body<E> = NonNullable<CallOptions<E>['body']>;

export const signIn = (body: Body<typeof e.signIn>) => adminCall(e.signIn, { body });
export const signInCode = (body: Body<typeof e.signInCode>) => adminCall(e.signInCode, { body });
export const setPassword = (body: Body<typeof e.setPassword>) => adminCall(e.setPassword, { body });
export const signOut = () => adminCall(e.signOut);
export const readMe = (signal?: AbortSignal) => adminCall(e.me, { signal });
export const startTotp = () => adminCall(e.startTotp);
export const confirmTotp = (code: string) => adminCall(e.confirmTotp, { body: { code } });
