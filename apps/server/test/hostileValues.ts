import fc from 'fast-check'

/** A JSON number written as digits (beyond 2^53, or 400 digits long), which JSON.stringify cannot write. */
class RawNumber {
  constructor(readonly digits: string) {}
}

/** Parameter names our functions, Moralis's and Parse's read, and prototype keys. */
export const PARAMETER_NAMES = [
  // Vitrine's functions (PRODUCT.md §4) and Moralis's (§8), the page views' and the profiles'.
  ...['owner', 'collection', 'address', 'tokenId', 'cursor', 'limit', 'sort', 'q', 'traits', 'types', 'account'],
  ...['chain', 'token_address', 'token_addresses', 'token_id', 'format', 'direction', 'offset', 'order', 'page'],
  ...['from_block', 'to_block', 'from_date', 'to_date', 'since', 'until', 'path', 'kind', 'metadata'],
  // Parse's own body fields and query options.
  ...['_method', '_ApplicationId', '_SessionToken', '_MasterKey', '_InstallationId', '_context', '_ContentType'],
  ...[
    'where',
    'skip',
    'keys',
    'include',
    'excludeKeys',
    'count',
    'includeAll',
    'hint',
    'explain',
    'redirectClassNameForKey',
  ],
  ...['username', 'password', 'email', 'authData', 'ACL', 'objectId', 'sessionToken', 'emailVerified', 'ethAddress'],
  ...['challengeData', 'dimensions', 'requests', 'base64', 'name', 'url'],
  ...['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'hasOwnProperty', 'valueOf'],
]

/** Values a real client might send, so that calls get past their first check. */
const plausible = fc.constantFrom<unknown>(
  '0x5392A33F7F677f59e833FEBF4016cDDD88fF9E67',
  '0x5392a33f7f677f59e833febf4016cddd88ff9e67',
  '0x0000000000000000000000000000000000000000',
  '1',
  '0',
  '115792089237316195423570985008687907853269984665640564039457584007913129639935',
  '115792089237316195423570985008687907853269984665640564039457584007913129639936',
  31337,
  '0x7a69',
  'eth',
  'volume',
  'tokenId',
  'transfer',
  'ERC721',
  'pageview',
  '/',
  20,
  100,
  101,
)

/** Strings that break naive code: NUL, lone surrogates, escapes, injections, huge. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '%00',
    '%',
    '../../etc/passwd',
    "'; DROP TABLE nft.tokens; --",
    '$where',
    '{"$gt":""}',
    'ipfs://',
    'javascript:alert(1)',
    '0x',
    '-1',
    '1e400',
    'NaN',
    'null',
    'undefined',
  ),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
)

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 5e-324, 0.5, 2 ** 31, 2 ** 32, 2 ** 64),
  fc.constantFrom(
    new RawNumber('9007199254740993'),
    new RawNumber('-9007199254740993'),
    new RawNumber('1e400'),
    new RawNumber('-0'),
    new RawNumber('1'.padEnd(400, '0')),
    new RawNumber('0.0000000000000000000000000000000000000001'),
  ),
)

const PARSE_TYPES = [
  'Date',
  'Pointer',
  'File',
  'Bytes',
  'GeoPoint',
  'Polygon',
  'Relation',
  'Object',
  'Increment',
  'Nope',
]
const OPERATORS = [
  ...['$gt', '$lt', '$gte', '$lte', '$ne', '$eq', '$in', '$nin', '$all', '$exists', '$regex', '$options'],
  ...['$select', '$dontSelect', '$inQuery', '$notInQuery', '$relatedTo', '$or', '$and', '$nor', '$text', '$where'],
  ...['$containedBy', '$near', '$within', '$geoWithin', '$nearSphere', '$maxDistance', '__op', 'amount', 'objects'],
]

/** Objects built by JSON.parse: `__proto__` as an own key, as a client's JSON body has it. */
const pollutingObjects = fc
  .constantFrom(
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"__proto__":{"toString":"x","valueOf":1}}',
    '{"a":{"__proto__":{"polluted":"yes"}}}',
    '[{"__proto__":{"polluted":"yes"}}]',
    '{"__proto__":[1,2,3]}',
    '{"prototype":{"polluted":"yes"},"__defineSetter__":1}',
  )
  .map((text) => JSON.parse(text) as unknown)

const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value }
  return value
}

/** Hostile JSON values: wrong types, huge, deep, prototype keys, Parse types, operators, NUL, surrogates, big numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    plausible,
    hostileText,
    hostileNumber,
    fc.constantFrom(null, true, false, {}, [], ''),
    pollutingObjects,
    fc
      .record({ __type: fc.constantFrom(...PARSE_TYPES) })
      .chain((base) =>
        fc
          .dictionary(
            fc.constantFrom(
              'iso',
              'className',
              'objectId',
              'name',
              'url',
              'base64',
              'latitude',
              'longitude',
              'coordinates',
            ),
            tie('value'),
            { maxKeys: 3 },
          )
          .map((fields) => ({ ...base, ...fields })),
      ),
    fc.dictionary(fc.constantFrom(...OPERATORS), tie('value'), { minKeys: 1, maxKeys: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PARAMETER_NAMES), hostileText), tie('value'), { maxKeys: 4 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.tuple(fc.integer({ min: 10, max: 60 }), fc.boolean()).map(([depth, asArray]) => nested(depth, 1, asArray)),
    fc.integer({ min: 1_000, max: 60_000 }).map((length) => Array.from({ length }, (_, i) => i)),
  ),
})).value

/** JSON text of a value, with RawNumbers written as their digits. */
export function toJsonText(value: unknown): string {
  const marks: string[] = []
  const text = JSON.stringify(value, (_key, item) => {
    if (item instanceof RawNumber) {
      marks.push(item.digits)
      return `\u0001raw${marks.length - 1}\u0001`
    }
    return item
  })
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index) => marks[Number(index)] as string)
}
