/** /robots.txt, built with the site's public origin (astro.config.mjs `site`). */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../features/seo/robots';

export const prerender = true;

export const GET: APIRoute = ({ site }) => new Response(robotsTxt(site!.origin), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
