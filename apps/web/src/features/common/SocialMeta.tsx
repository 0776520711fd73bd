import Head from 'next/head'

/** The page's title, and the Open Graph / Twitter card tags a shared link previews with. */
export function SocialMeta({ title, description, image }: { title: string; description: string; image?: string }) {
  return (
    <Head>
      <title>{`${title} · Vitrine`}</title>
      <meta name="description" content={description} key="description" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Vitrine" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
    </Head>
  )
}
