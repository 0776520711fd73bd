import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { spendSiweNonce, sweepSiweNonces } from '@vitrine/db'
import type pg from 'pg'

export type IssuedNonce = { nonce: string; expiresAt: Date }
export type NonceCheck = 'valid' | 'unknown' | 'expired' | 'other-address'

/** Server-issued, single-use, expiring nonces for Sign-In with Ethereum. */
export type SiweNonceStore = {
  issue(parameters: { address: string; chainId: number; ttlSeconds: number }): IssuedNonce
  /** Spends the nonce if it is good, so a nonce is never accepted twice. */
  consume(parameters: { nonce: string; address: string; chainId: number }): Promise<NonceCheck>
}

export type SiweNonceStoreOptions = {
  /** Key of the nonces' MACs: the same for every worker and instance, never sent anywhere. */
  secret: string
  now?: () => number
}

// A nonce is four alphanumeric parts (EIP-4361 nonces are alphanumeric), fixed widths:
const EXPIRY = 7 // expiry in Unix seconds, base 36 (7 digits last beyond the year 4000)
const RANDOM = 16 // 64 random bits, hex
const ISSUED = 24 // MAC over expiry and random: this server issued it (96 bits)
const BOUND = 16 // MAC over those and the address and chain it was issued for
const NONCE = new RegExp(`^[0-9a-z]{${EXPIRY}}[0-9a-f]{${RANDOM + ISSUED + BOUND}}$`)

// Spent nonces are swept on every Nth spend rather than by a timer: no background work to stop.
const SWEEP_EVERY = 256

/**
 * Issuing a nonce writes nothing: it carries its expiry and MACs over it, the address and the
 * chain. Spending one records it in PostgreSQL until it expires, and only the first spend finds
 * no record. So a challenge costs no database round trip, and a flood of challenges no rows.
 */
export function createSiweNonceStore(pool: pg.Pool, { secret, now = Date.now }: SiweNonceStoreOptions): SiweNonceStore {
  const mac = (text: string, length: number) => createHmac('sha256', secret).update(text).digest('hex').slice(0, length)
  const bound = (head: string, address: string, chainId: number) =>
    mac(`${head}:${address.toLowerCase()}:${chainId}`, BOUND)
  const same = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b))
  let spent = 0

  return {
    issue({ address, chainId, ttlSeconds }) {
      const expiresAt = Math.floor(now() / 1000) + ttlSeconds
      const head = expiresAt.toString(36).padStart(EXPIRY, '0') + randomBytes(RANDOM / 2).toString('hex')
      return { nonce: head + mac(head, ISSUED) + bound(head, address, chainId), expiresAt: new Date(expiresAt * 1000) }
    },
    async consume({ nonce, address, chainId }) {
      if (!NONCE.test(nonce)) return 'unknown'
      const head = nonce.slice(0, EXPIRY + RANDOM)
      const issued = nonce.slice(EXPIRY + RANDOM, EXPIRY + RANDOM + ISSUED)
      if (!same(issued, mac(head, ISSUED))) return 'unknown'
      if (!same(nonce.slice(-BOUND), bound(head, address, chainId))) return 'other-address'
      const expiresAt = Number.parseInt(nonce.slice(0, EXPIRY), 36)
      if (expiresAt * 1000 <= now()) return 'expired'
      const first = await spendSiweNonce(pool, nonce, expiresAt)
      if (++spent % SWEEP_EVERY === 0) await sweepSiweNonces(pool)
      return first ? 'valid' : 'unknown'
    },
  }
}
