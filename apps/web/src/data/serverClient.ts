import { createVitrineClient } from '@vitrine/react'
import { siteConfig } from '../siteConfig.ts'

/** The backend as the site's server sees it, for prefetching a page's data (getServerSideProps). */
export const serverClient = createVitrineClient({ appId: siteConfig.appId, serverUrl: siteConfig.serverUrl })
