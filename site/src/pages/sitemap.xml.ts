/** /sitemap.xml: the public marketing pages at the site's public origin (astro.config.mjs `site`). */
import type { APIRoute } from 'astro';
import { sitemapXml } from '../features/seo/sitemap';

export const prerender = true;

export const GET: APIRoute = ({ site }) => new Response(sitemapXml(site!.origin), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
