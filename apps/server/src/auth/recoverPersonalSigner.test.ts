import { recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { recoverPersonalSigner } from './recoverPersonalSigner.ts'

test('recovers the same signer as viem, for many keys and messages', async () => {
  for (let i = 0; i < 50; i++) {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = `Sign in #${i}\n${'é✓'.repeat(i)}`
    const signature = await account.signMessage({ message })
    expect(recoverPersonalSigner(message, signature)).toBe(account.address)
    expect(await recoverMessageAddress({ message, signature })).toBe(account.address)
  }
})

test('another message, or a signature that is not ECDSA, recovers no signer', async () => {
  const account = privateKeyToAccount(generatePrivateKey())
  const signature = await account.signMessage({ message: 'one' })
  expect(recoverPersonalSigner('two', signature)).not.toBe(account.address)
  expect(recoverPersonalSigner('one', '0x1234')).toBeNull()
  expect(recoverPersonalSigner('one', `0x${'00'.repeat(65)}`)).toBeNull()
  expect(recoverPersonalSigner('one', `${signature.slice(0, -2)}05` as `0x${string}`)).toBeNull()
})
