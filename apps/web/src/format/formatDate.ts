// A fixed locale and time zone: the server's HTML and the browser's render must say the same.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** An ISO time as a date ("Jan 3, 2026"); "—" when unknown. */
export function formatDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : '—'
}
