import { type Address, concat, type Hex, hashDomain, hashStruct, keccak256 } from 'viem'
import { type OrderComponents, orderComponentsTypes } from './seaportTypes.ts'

export type SeaportDomain = { name: 'Seaport'; version: '1.6'; chainId: number; verifyingContract: Address }

/** The EIP-712 domain of a Seaport 1.6 contract. */
export function seaportDomain(chainId: number, seaport: Address): SeaportDomain {
  return { name: 'Seaport', version: '1.6', chainId, verifyingContract: seaport }
}

/** The order hash: the EIP-712 struct hash of its components, as Seaport's `getOrderHash`. */
export function getOrderHash(order: OrderComponents): Hex {
  return hashStruct({ data: order, primaryType: 'OrderComponents', types: orderComponentsTypes })
}

/** The domain separator of `domain` (EIP-712 `EIP712Domain` struct hash). */
export function domainSeparator(domain: SeaportDomain): Hex {
  return hashDomain({
    domain: { ...domain, chainId: BigInt(domain.chainId) },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
    },
  })
}

/** What an EOA signs for a struct hash: keccak256(0x1901 ‖ domain separator ‖ struct hash). */
export function eip712Digest(separator: Hex, structHash: Hex): Hex {
  return keccak256(concat(['0x1901', separator, structHash]))
}
