import { simpleSmartWalletAbi, simpleSmartWalletBytecode } from '@vitrine/contracts'
import { startRpcProxy } from '@vitrine/testkit'
import {
  concatHex,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  getAddress,
  getContractAddress,
  http,
  keccak256,
  publicActions,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { expect, inject, test } from 'vitest'
import { verifyContractSignature } from './verifyContractSignature.ts'

const rpcUrl = () => inject('stack').rpcUrl
const newAccount = () => privateKeyToAccount(generatePrivateKey())
const client = () => createPublicClient({ transport: http(rpcUrl()) })
/** The CREATE2 factory anvil has at the usual address (Arachnid's deterministic deployment proxy). */
const create2Factory = getAddress('0x4e59b44847b379578588920ca78fbf26c0b4956c')
const message = 'Sign in to Vitrine with your wallet.'

test('a deployed ERC-1271 wallet: its owner’s signature is valid, a stranger’s is not', async () => {
  const deployer = createWalletClient({
    account: privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
    chain: foundry,
    transport: http(rpcUrl()),
  }).extend(publicActions)
  const owner = newAccount()
  const hash = await deployer.deployContract({
    abi: simpleSmartWalletAbi,
    bytecode: simpleSmartWalletBytecode,
    args: [owner.address],
  })
  const address = (await deployer.waitForTransactionReceipt({ hash })).contractAddress as `0x${string}`
  const check = async (signer: ReturnType<typeof newAccount>) =>
    verifyContractSignature(client(), { address, message, signature: await signer.signMessage({ message }) })
  expect(await check(owner)).toBe(true)
  expect(await check(newAccount())).toBe(false)
})

test('an ERC-6492 wallet not deployed yet: the signature that carries its factory call is valid', async () => {
  expect(await client().getCode({ address: create2Factory })).not.toBe(undefined)
  const owner = newAccount()
  const initCode = encodeDeployData({
    abi: simpleSmartWalletAbi,
    bytecode: simpleSmartWalletBytecode,
    args: [owner.address],
  })
  const salt = keccak256(toHex(owner.address))
  const address = getContractAddress({ opcode: 'CREATE2', from: create2Factory, salt, bytecode: initCode })
  const wrapped = async (signer: ReturnType<typeof newAccount>) =>
    serializeErc6492Signature({
      address: create2Factory,
      data: concatHex([salt, initCode]),
      signature: await signer.signMessage({ message }),
    })
  expect(await verifyContractSignature(client(), { address, message, signature: await wrapped(owner) })).toBe(true)
  expect(await verifyContractSignature(client(), { address, message, signature: await wrapped(newAccount()) })).toBe(
    false,
  )
  // Checked by a call, not a transaction: the wallet is still not deployed.
  expect(await client().getCode({ address })).toBe(undefined)
})

test('an address without code and a signature of another key: not valid', async () => {
  const signature = await newAccount().signMessage({ message })
  expect(await verifyContractSignature(client(), { address: newAccount().address, message, signature })).toBe(false)
})

test('a node that refuses connections or never answers is no verdict: the check throws, never says false', async () => {
  const proxy = await startRpcProxy(rpcUrl())
  try {
    const through = createPublicClient({ transport: http(proxy.url, { timeout: 300, retryCount: 0 }) })
    const owner = newAccount()
    const parameters = { address: owner.address, message, signature: await newAccount().signMessage({ message }) }
    expect(await verifyContractSignature(through, parameters)).toBe(false)
    await proxy.cut('refuse')
    await expect(verifyContractSignature(through, parameters)).rejects.toThrow(/HTTP request failed/)
    await proxy.restore()
    await proxy.cut('blackhole')
    await expect(verifyContractSignature(through, parameters)).rejects.toThrow(/took too long/)
    await proxy.restore()
    expect(await verifyContractSignature(through, parameters)).toBe(false)
  } finally {
    await proxy.close()
  }
})
