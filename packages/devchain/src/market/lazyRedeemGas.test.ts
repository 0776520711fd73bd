import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@vitrine/testkit'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { prepareChain } from '../prepareChain.ts'
import { type AnvilHandle, startAnvil } from '../startAnvil.ts'
import { lazyRedeemGas } from './lazyRedeemGas.ts'

let anvil: AnvilHandle
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-gas-test-'))
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

// PRODUCT.md §6, `rarible`: selling a new item lazily must cost less than minting it, then selling it through Seaport.
test('a lazy redeem uses less gas than a mint followed by a Seaport sale with the same payments', async () => {
  const deployment = await prepareChain({
    rpcUrl: anvil.rpcUrl,
    dataDir,
    assetsBaseUrl: '',
    seed: false,
    log: () => {},
  })
  const gas = await lazyRedeemGas(anvil.rpcUrl, deployment)
  expect(gas.redeem).toBeGreaterThan(0n)
  expect(gas.redeem).toBeLessThan(gas.mint + gas.sale)
  // The conduit approval alone (one setApprovalForAll): never the mint's gas counted with it.
  expect(gas.approval).toBeGreaterThan(21_000n)
  expect(gas.approval).toBeLessThan(gas.mint)
}, 120_000)
