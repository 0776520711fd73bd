import type { ReactNode } from 'react'
import page from '../../components/page.module.css'

/** One form of the create page, in its own card under its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${page.panel} ${page.section}`}>
      <h2 className={page.formHeading}>{title}</h2>
      {children}
    </section>
  )
}
