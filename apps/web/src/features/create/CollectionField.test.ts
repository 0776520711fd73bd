import { expect, test } from 'vitest'
import { editionSize, mintTargetProblem } from './CollectionField.tsx'

const me = '0x00000000000000000000000000000000000000aa'

test('an edition size is a whole number of copies from 1', () => {
  expect(['1', ' 25 ', '999999999999999999'].map(editionSize)).toEqual([1n, 25n, 999999999999999999n])
  expect(['0', '', '-3', '2.5', '1e3', 'ten', '1000000000000000000'].map(editionSize)).toEqual(Array(7).fill(null))
})

test("minting is refused into no collection and into another wallet's, not into one's own (any letter case)", () => {
  expect(mintTargetProblem(null, me)).toMatch(/not an ERC-721 or ERC-1155 collection/)
  expect(mintTargetProblem({ standard: 'ERC1155', owner: '0x00000000000000000000000000000000000000bb' }, me)).toBe(
    "This wallet is not the collection's owner.",
  )
  expect(mintTargetProblem({ standard: 'ERC721', owner: '0x00000000000000000000000000000000000000AA' }, me)).toBeNull()
  // Not read yet, or not Ownable: the chain decides at the mint.
  expect(mintTargetProblem(undefined, me)).toBeNull()
  expect(mintTargetProblem({ standard: 'ERC721', owner: null }, me)).toBeNull()
})
