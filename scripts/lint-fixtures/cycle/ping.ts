// Half of a deliberate import cycle for scripts/lint-boundaries.test.ts (the lint ignores this folder).
import { pong } from './pong';

export const ping = (): string => `ping ${pong.name}`;
