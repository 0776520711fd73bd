import type { MoralisContractValue } from '@vitrine/api'
import { isRefusedByChain } from '@vitrine/rpc'
import Parse from 'parse/node'
import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  type PublicClient,
} from 'viem'
import { isAbsent } from '../nft/nftInput.ts'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'
import { parseMoralisChain } from './moralisChain.ts'
import { type MoralisParams, parseMoralisAddress } from './moralisInput.ts'

/** The largest ABI a caller may send (JSON characters): a whole ERC-721's ABI is about 10,000. */
export const MAX_ABI_CHARS = 100_000
/** The gas one view call may burn at most: a loop in a contract cannot hold the node. */
export const CALL_GAS_CAP = 10_000_000n

const invalid = (message: string) => new Parse.Error(Parse.Error.INVALID_VALUE, message)

/** The function `name` of `abi` that takes the parameters given (by name, as Moralis sent them). */
function findFunction(abi: unknown, name: unknown, given: Record<string, unknown>): AbiFunction {
  if (!Array.isArray(abi) || abi.length === 0) throw invalid('abi must be a non-empty JSON array (the contract ABI).')
  if (JSON.stringify(abi).length > MAX_ABI_CHARS)
    throw invalid(`abi is too large: ${MAX_ABI_CHARS} characters of JSON at most; send only the function called.`)
  if (typeof name !== 'string' || !/^[A-Za-z_$][A-Za-z0-9_$]{0,99}$/.test(name))
    throw invalid('function_name must be the name of a function of the abi.')
  const named = (abi as Abi).filter(
    (item): item is AbiFunction => typeof item === 'object' && item?.type === 'function' && item.name === name,
  )
  if (named.length === 0) throw invalid(`abi has no function ${name}.`)
  const reads = named.filter((item) => item.stateMutability === 'view' || item.stateMutability === 'pure')
  if (reads.length === 0)
    throw invalid(`${name} is not a view or pure function: runContractFunction only reads, it never sends.`)
  const fits = reads.filter((item) => (item.inputs ?? []).every((input, i) => (input.name || String(i)) in given))
  const chosen = fits.find((item) => (item.inputs ?? []).length === Object.keys(given).length) ?? fits[0]
  if (!chosen) {
    const wanted = (reads[0]?.inputs ?? []).map((input, i) => input.name || String(i)).join(', ')
    throw invalid(`params must give each input of ${name} by name: ${wanted}.`)
  }
  return chosen
}

/** A decoded output as Moralis answered it: numbers and booleans as text, tuples and arrays as arrays. */
function toMoralisValue(value: unknown): MoralisContractValue {
  if (Array.isArray(value)) return value.map(toMoralisValue)
  if (typeof value === 'object' && value !== null) return Object.values(value).map(toMoralisValue)
  return String(value)
}

/** Encodes the arguments, or a 400 that names the function: the decoder's words say which value is wrong. */
function encodeCall(fn: AbiFunction, given: Record<string, unknown>): Hex {
  const args = (fn.inputs ?? []).map((input: AbiParameter, i) => given[input.name || String(i)])
  try {
    return encodeFunctionData({ abi: [fn], functionName: fn.name, args })
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause)
    throw Object.assign(invalid(`params do not fit ${fn.name}'s inputs: ${reason}`), { cause })
  }
}

/**
 * native.runContractFunction({ chain, address, function_name, abi, params }): a view (or pure)
 * call of the caller's ABI at the head, with at most CALL_GAS_CAP gas; one output answered as a
 * string, several as an array (Moralis's shape). A revert is a fact (141, with the reason); a node
 * that does not answer is an outage (100, try again), never an answer.
 */
export async function runContractFunction(client: Pick<PublicClient, 'call'>, chainId: number, p: MoralisParams) {
  parseMoralisChain(p.chain, chainId)
  const address = parseMoralisAddress(p.address, 'address')
  const given = isAbsent(p.params) ? {} : p.params
  if (typeof given !== 'object' || Array.isArray(given))
    throw invalid('params must be an object of the inputs by name, e.g. { owner: "0x…" }.')
  const fn = findFunction(p.abi, p.function_name, given as Record<string, unknown>)
  const data = encodeCall(fn, given as Record<string, unknown>)
  let returned: Hex | undefined
  try {
    returned = (await client.call({ to: address, data, gas: CALL_GAS_CAP })).data
  } catch (error) {
    if (!isRefusedByChain(error)) throw temporarilyUnavailable('Reading the contract', error)
    const reason = (error as { shortMessage?: string }).shortMessage ?? 'execution reverted'
    throw Object.assign(new Parse.Error(Parse.Error.SCRIPT_FAILED, `${fn.name} reverted: ${reason}`), { cause: error })
  }
  if (!returned || returned === '0x') {
    if ((fn.outputs ?? []).length === 0) return []
    throw new Parse.Error(Parse.Error.SCRIPT_FAILED, `${fn.name} returned no data: is ${address} a contract with it?`)
  }
  try {
    const decoded = decodeFunctionResult({ abi: [fn], functionName: fn.name, data: returned }) as unknown
    return (fn.outputs ?? []).length === 1 ? toMoralisValue(decoded) : toMoralisValue(decoded ?? [])
  } catch (cause) {
    throw Object.assign(
      new Parse.Error(Parse.Error.SCRIPT_FAILED, `${fn.name} returned data that does not decode as the abi's outputs.`),
      { cause },
    )
  }
}
