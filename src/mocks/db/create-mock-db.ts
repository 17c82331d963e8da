import { defaultSeed } from './default-seed';
import type { MockDbState, MockPlayer, MockWallet } from './mock-types';
import { emptyWallet } from './seed-wallet';

export interface MockDbOptions {
  /** the platform clock (server time, ages, activation); tests pin it */
  now?: () => Date;
}

export interface MockDb {
  readonly state: MockDbState;
  now(): Date;
  findPlayerByEmail(email: string): MockPlayer | undefined;
  isNickNameTaken(nickName: string): boolean;
  currentPlayer(): MockPlayer | undefined;
  startSession(player: MockPlayer): void;
  endSession(): void;
  walletOf(player: MockPlayer): MockWallet;
  addPlayer(player: Omit<MockPlayer, 'id'>): MockPlayer;
  issueActivationCode(email: string): string;
  lastActivationCode(email: string): string | undefined;
  /** a deep copy, for persisting between page loads and for tests */
  snapshot(): MockDbState;
}

/**
 * The simulated platform's memory. `seed` overrides parts of the default seed (a stored
 * snapshot, or a test's market / delays / players).
 */
export function createMockDb(seed: Partial<MockDbState> = {}, options: MockDbOptions = {}): MockDb {
  const state: MockDbState = { ...defaultSeed(), ...structuredClone(seed) };
  const now = options.now ?? (() => new Date());
  const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

  const db: MockDb = {
    state,
    now,
    findPlayerByEmail: (email) => state.players.find((player) => sameEmail(player.email, email)),
    isNickNameTaken: (nickName) =>
      state.players.some((player) => player.nickName.toLowerCase() === nickName.trim().toLowerCase()),
    currentPlayer: () => state.players.find((player) => player.id === state.session?.playerId),
    startSession(player) {
      player.loginCount += 1;
      player.hackCount = 0;
      state.session = { playerId: player.id, startedAt: now().toISOString() };
    },
    endSession() {
      state.session = null;
    },
    walletOf(player) {
      state.wallets[player.id] ??= emptyWallet(player.currency);
      return state.wallets[player.id] as MockWallet;
    },
    addPlayer(player) {
      const created: MockPlayer = { ...player, id: `p${state.nextId++}` };
      state.players.push(created);
      return created;
    },
    issueActivationCode(email) {
      const code = `act-${randomHex(8)}`;
      state.activationCodes[code] = { code, email, status: 'valid' };
      return code;
    },
    lastActivationCode(email) {
      const codes = Object.values(state.activationCodes).filter((record) => sameEmail(record.email, email));
      return codes.at(-1)?.code;
    },
    snapshot: () => structuredClone(state),
  };
  return db;
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
