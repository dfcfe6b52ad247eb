/** What a shared link to a page shows (Open Graph, Twitter cards): one image, absolute URLs. */

export const SOCIAL_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
} as const;

export type SocialCard = {
  title: string;
  description: string;
  url: string;
  image: { url: string; width: number; height: number; alt: string };
};

/** The card of the page at `pathname`; prerendered pages see their directory form (/pricing/), shared as /pricing. */
export function socialCard(page: { origin: string; pathname: string; title: string; description: string; imageAlt: string }): SocialCard {
  const path = page.pathname.replace(/(.)\/$/, '$1');
  return {
    title: page.title,
    description: page.description,
    url: new URL(path, page.origin).href,
    image: { url: new URL(SOCIAL_IMAGE.path, page.origin).href, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, alt: page.imageAlt },
  };
}
