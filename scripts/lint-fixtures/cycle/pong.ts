// The other half of the cycle: pong imports ping, which imports pong.
import { ping } from './ping';

export const pong = (): string => `pong ${ping.name}`;
