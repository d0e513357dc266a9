import type { TokenStore } from '../../application/auth/ports';
import type { TokenData } from '../../domain/user/UserMeta';

export class InMemoryTokenStore implements TokenStore {
  constructor(private token: TokenData | null = null) {}

  read(): TokenData | null {
    return this.token;
  }

  save(token: TokenData): void {
    this.token = token;
  }

  clear(): void {
    this.token = null;
  }
}
