import { expect, test } from 'vitest'
import { CLASS_ACCESS } from '../permissions/classAccess.ts'
import { liveQueryClassNames } from './liveQueryClasses.ts'

/** As Parse's LiveQueryController reads `classNames`: each entry anchored, any one matching. */
const published = (className: string) => liveQueryClassNames().some((name) => new RegExp(`^${name}$`).test(className))

test('saves of classes clients may read are published, those of classes closed to find never', () => {
  for (const className of ['ItemListed', 'ActiveItem', 'Sync_Event_1']) expect(published(className)).toBe(true)
  for (const [className, access] of Object.entries(CLASS_ACCESS)) {
    if (className.includes('*')) continue
    expect(published(className), className).toBe(access.find !== 'closed')
  }
  expect(published('_Join:users:_Role')).toBe(false)
})
