import { Router, type Response } from 'express';
import { z } from 'zod';
import { totpConfirmSchema, type AccountReply, type RecoveryCodesReply, type TotpSetupReply } from '@site/contracts';
import { getRequestId, parseOrThrow, requireStaff, type AdminAuth, type AdminClaims } from '@site/service-kit';
import type { AccountService, Actor } from './account-service';

const claimsOf = (res: Response) => res.locals.admin as AdminClaims;
const actorOf = (res: Response): Actor => ({ id: claimsOf(res).sub, email: claimsOf(res).email, requestId: getRequestId(res) });

/** One's own account: the authenticator app and recovery codes (every role; an Owner in set-up too). */
export function createAccountRouter(accounts: AccountService, adminAuth: AdminAuth): Router {
  const router = Router();
  const staff = requireStaff(adminAuth);
  router.use('/api/users/me', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/api/users/me', staff, async (_req, res) => {
    res.json({ status: 'success', data: await accounts.account(claimsOf(res).sub, claimsOf(res).setup) } satisfies AccountReply);
  });

  router.post('/api/users/me/totp', staff, async (_req, res) => {
    res.status(201).json({ status: 'success', data: await accounts.beginTotp(claimsOf(res).sub) } satisfies TotpSetupReply);
  });

  router.post('/api/users/me/totp/confirm', staff, async (req, res) => {
    const { code } = parseOrThrow(totpConfirmSchema, req.body ?? {});
    const data = await accounts.confirmTotp(claimsOf(res).sub, claimsOf(res).sid, code, actorOf(res));
    res.json({ status: 'success', data } satisfies RecoveryCodesReply);
  });

  router.delete('/api/users/me/totp', staff, async (req, res) => {
    const { code } = parseOrThrow(totpConfirmSchema, req.body ?? {});
    await accounts.disableTotp(claimsOf(res).sub, code, actorOf(res));
    res.json({ status: 'success', message: 'Your authenticator app is no longer asked for.' });
  });

  router.post('/api/users/me/recovery-codes', staff, async (req, res) => {
    parseOrThrow(z.strictObject({}), req.body ?? {});
    const recoveryCodes = await accounts.newRecoveryCodes(claimsOf(res).sub, actorOf(res));
    res.json({ status: 'success', data: { recoveryCodes } } satisfies RecoveryCodesReply);
  });

  return router;
}
