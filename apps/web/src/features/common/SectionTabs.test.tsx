// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, test } from 'vitest'
import { SectionTabs } from './SectionTabs.tsx'

const TABS = [
  { value: 'items', label: 'Items' },
  { value: 'activity', label: 'Activity' },
  { value: 'offers', label: 'Offers' },
] as const

function Sections() {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('items')
  return (
    <>
      <SectionTabs label="Sections" tabs={TABS} value={value} onChange={setValue} />
      <div role="tabpanel" id={`panel-${value}`} aria-labelledby={`tab-${value}`}>
        {value}
      </div>
    </>
  )
}

afterEach(cleanup)

test('the tabs name their panels, and only the chosen one is in the tab order', () => {
  render(<Sections />)
  expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy()
  const items = screen.getByRole('tab', { name: 'Items' })
  expect(items.getAttribute('aria-selected')).toBe('true')
  expect(items.getAttribute('aria-controls')).toBe('panel-items')
  expect(items.tabIndex).toBe(0)
  expect(screen.getByRole('tab', { name: 'Activity' }).tabIndex).toBe(-1)
  expect(screen.getByRole('tabpanel', { name: 'Items' }).textContent).toBe('items')
})

test('a click chooses a tab; arrows, Home and End move the focus along the row, round its ends', () => {
  render(<Sections />)
  const [items, activity, offers] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement]
  fireEvent.click(activity)
  expect(activity.getAttribute('aria-selected')).toBe('true')
  expect(items.getAttribute('aria-selected')).toBe('false')
  expect(screen.getByRole('tabpanel', { name: 'Activity' }).textContent).toBe('activity')
  activity.focus()
  fireEvent.keyDown(activity, { key: 'ArrowRight' })
  expect(document.activeElement).toBe(offers)
  fireEvent.keyDown(offers, { key: 'ArrowRight' })
  expect(document.activeElement).toBe(items)
  fireEvent.keyDown(items, { key: 'ArrowLeft' })
  expect(document.activeElement).toBe(offers)
  fireEvent.keyDown(offers, { key: 'Home' })
  expect(document.activeElement).toBe(items)
  fireEvent.keyDown(items, { key: 'End' })
  expect(document.activeElement).toBe(offers)
  // Moving the focus does not choose: Enter or a click does (the button's own activation).
  expect(activity.getAttribute('aria-selected')).toBe('true')
})
