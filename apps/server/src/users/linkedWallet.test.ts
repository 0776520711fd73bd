import { getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { resolveWalletSave, WalletConflictError, walletOf } from './linkedWallet.ts'

const wallet = () => privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as `0x${string}`
const both = (w: string) => ({ ethereum: { id: getAddress(w) }, moralisEth: { id: w } })

describe('one wallet under both providers', () => {
  test('a new user signed in by either provider gets the wallet under both', () => {
    const w = wallet()
    expect(resolveWalletSave({ ethereum: { id: getAddress(w) } }, undefined)).toEqual({ wallet: w, authData: both(w) })
    expect(resolveWalletSave({ moralisEth: { id: w } }, undefined)).toEqual({ wallet: w, authData: both(w) })
  })

  test('an unchanged echo writes nothing; a save without authData keeps the wallet', () => {
    const w = wallet()
    expect(resolveWalletSave(both(w), both(w))).toEqual({ wallet: w, authData: {} })
    expect(resolveWalletSave(undefined, both(w))).toEqual({ wallet: w, authData: {} })
    expect(resolveWalletSave(undefined, undefined)).toEqual({ wallet: null, authData: {} })
  })

  test('linking another wallet by one provider replaces it under both, stale echo of the other ignored', () => {
    const [old, next] = [wallet(), wallet()]
    const incoming = { ethereum: { id: getAddress(old) }, moralisEth: { id: next } }
    expect(resolveWalletSave(incoming, both(old))).toEqual({ wallet: next, authData: both(next) })
  })

  test('unlinking either provider unlinks both', () => {
    const w = wallet()
    const expected = { wallet: null, authData: { ethereum: null, moralisEth: null } }
    expect(resolveWalletSave({ moralisEth: null, ethereum: { id: getAddress(w) } }, both(w))).toEqual(expected)
    expect(resolveWalletSave({ ethereum: null }, both(w))).toEqual(expected)
  })

  test('a user stored with one provider (before both were kept) gets the other, in its letter case', () => {
    const w = wallet()
    expect(resolveWalletSave(undefined, { ethereum: { id: getAddress(w) } })).toEqual({
      wallet: w,
      authData: { moralisEth: { id: w } },
    })
    expect(resolveWalletSave(undefined, { ethereum: { id: w } }).authData).toEqual(both(w))
  })

  test('two providers naming two new wallets in one save conflict', () => {
    const [a, b] = [wallet(), wallet()]
    expect(() => resolveWalletSave({ ethereum: { id: getAddress(a) }, moralisEth: { id: b } }, undefined)).toThrow(
      WalletConflictError,
    )
  })

  test('walletOf reads either provider, lower-case', () => {
    const w = wallet()
    expect(walletOf({ ethereum: { id: getAddress(w) } })).toBe(w)
    expect(walletOf({ moralisEth: { id: w } })).toBe(w)
    expect(walletOf({ facebook: { id: '1' } })).toBeNull()
  })
})
