import type { UserInfo } from '@site/contracts/auth';
import type { RootState } from '@/lib/store';

/** A token whose payload carries an `exp` far in the future (only the guard reads it; the stub API does not verify). */
const futureToken = (): string => {
  const payload = btoa(JSON.stringify({ sub: 'admin-1', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  return `eyJhbGciOiJFUzI1NiJ9.${payload}.signature`;
};

export const anAdmin = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  _id: 'admin-1',
  name: 'Ada Admin',
  email: 'ada@northwire.example',
  isAdmin: true,
  role: 'owner',
  totpEnabled: true,
  setupRequired: false,
  token: futureToken(),
  ...overrides,
});

export const adminState = (user: UserInfo = anAdmin()): Partial<RootState> => ({ session: { user, notice: null } });
export const visitorState = (): Partial<RootState> => ({ session: { user: null, notice: null } });
