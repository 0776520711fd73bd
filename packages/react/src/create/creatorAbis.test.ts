import { collectionFactoryAbi, creatorCollectionAbi, creatorEditionAbi } from '@vitrine/contracts'
import type { Abi } from 'viem'
import { formatAbiItem } from 'viem/utils'
import { expect, test } from 'vitest'
import * as subsets from './creatorAbis.ts'

/** Each named item's kind, signature, mutability, outputs and indexed inputs: what a call or a log decode depends on. */
const signatures = (abi: Abi) =>
  abi.flatMap((item) =>
    'name' in item
      ? [
          [
            item.type,
            formatAbiItem(item),
            'stateMutability' in item ? item.stateMutability : '',
            'outputs' in item ? item.outputs.map((output) => output.type).join(',') : '',
            item.inputs.map((input) => ('indexed' in input && input.indexed ? 'indexed' : '-')).join(','),
          ].join(' '),
        ]
      : [],
  )

test('the ABIs the create actions call are parts of the compiled contracts, signature for signature', () => {
  const pairs: [Abi, Abi][] = [
    [subsets.collectionFactoryAbi, collectionFactoryAbi],
    [subsets.creatorCollectionAbi, creatorCollectionAbi],
    [subsets.creatorEditionAbi, creatorEditionAbi],
  ]
  for (const [subset, compiled] of pairs)
    expect(signatures(compiled)).toEqual(expect.arrayContaining(signatures(subset)))
})
